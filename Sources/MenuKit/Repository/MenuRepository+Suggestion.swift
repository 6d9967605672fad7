extension MenuRepository {
    /// The existing path closest to a mistyped one (`主采` → `主菜`), when it
    /// is close enough to be what the user meant. Only runs on the error path,
    /// so reading the whole menu here costs nothing in the common case.
    func closestPath(to typed: String) throws -> String? {
        guard !typed.hasPrefix("#") else { return nil }
        let typedCharacters = Array(typed)
        var best: (path: String, distance: Int)?
        for path in try allPaths() {
            let distance = editDistance(typedCharacters, Array(path))
            if distance < (best?.distance ?? .max) { best = (path, distance) }
        }
        // Close means a few typos for the length: 主采 → 主菜, but never Y → X.
        guard let best, best.distance < typedCharacters.count,
              best.distance <= max(1, typedCharacters.count / 3) else { return nil }
        return best.path
    }
}

/// Levenshtein distance over Characters, so a Chinese character counts as one.
func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
            current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
