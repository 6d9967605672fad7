extension MenuRepository {
    /// The hint lines for a target that matched nothing: `did you mean 主菜?`,
    /// escaped as everything quoted from the menu is (SPEC 8).
    func hints(forMissing typed: String) throws -> [String] {
        guard let suggestion = try closestPath(to: typed) else { return [] }
        let shown = Terminal.escaped(suggestion)
        // Canonically equivalent to what was typed, yet another name
        // (SPEC 2): the two look alike on screen, so say why it did not match.
        if suggestion == typed {
            return ["did you mean \(shown)? it looks the same but is written with other Unicode code points; name it by its #ID (list --ids)"]
        }
        return ["did you mean \(shown)?"]
    }

    /// The existing path closest to a mistyped one (`主采` → `主菜`), when it
    /// is close enough to be what the user meant. Only runs on the error path,
    /// so reading the whole menu here costs nothing in the common case.
    func closestPath(to typed: String) throws -> String? {
        guard !typed.hasPrefix("#") else { return nil }
        let typedScalars = Array(typed.unicodeScalars)
        var best: (path: String, distance: Int)?
        for path in try allPaths() {
            // `==` is canonical equivalence: é typed for a stored e+U+0301.
            if path == typed { return path }
            let distance = editDistance(typedScalars, Array(path.unicodeScalars))
            if distance < (best?.distance ?? .max) { best = (path, distance) }
        }
        // Close means a few typos for the length: 主采 → 主菜, but never Y → X.
        guard let best, best.distance < typedScalars.count,
              best.distance <= max(1, typedScalars.count / 3) else { return nil }
        return best.path
    }
}

/// Levenshtein distance over Unicode scalars: a Chinese character counts as
/// one, and é and e+U+0301 differ, as they do in every lookup (SPEC 2).
func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
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
