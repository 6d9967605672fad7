extension MenuRepository {
    /// The existing paths closest to a mistyped one (`主采` → `主菜`), when
    /// they are close enough to be what the user meant. A managers' habit is
    /// to name the end of a path (`宫保鸡叮`), so each path's ends are
    /// compared too, and the full path is suggested.
    ///
    /// Bounded (SPEC 9): a candidate whose length differs from the typo by
    /// more than the allowed distance is skipped before any distance is
    /// computed, and the distance itself is computed only within that band.
    func closestPaths(to typed: String) throws -> [String] {
        guard !typed.hasPrefix("#") else { return [] }
        let typedCharacters = Array(typed)
        let allowed = min(max(1, typedCharacters.count / 3), typedCharacters.count - 1)
        guard allowed > 0 else { return [] }
        var best: (paths: [String], distance: Int) = ([], allowed + 1)
        for row in try load().visibleRows(all: true) {
            var closest: Int?
            for end in Self.ends(of: row.path) {
                let limit = min(closest.map { $0 - 1 } ?? allowed, best.distance)
                guard abs(end.count - typedCharacters.count) <= limit,
                      let distance = editDistance(typedCharacters, Array(end), limit: limit) else { continue }
                closest = distance
            }
            guard let closest else { continue }
            if closest < best.distance {
                best = ([row.path], closest)
            } else if best.paths.count < 3 {
                best.paths.append(row.path)
            }
        }
        return Array(best.paths.prefix(3))
    }

    /// `a/b/c`, `b/c`, `c`: the ways a path may be named.
    static func ends(of path: String) -> [Substring] {
        var ends = [Substring(path)]
        var rest = Substring(path)
        while let slash = rest.firstIndex(of: "/") {
            rest = rest[rest.index(after: slash)...]
            ends.append(rest)
        }
        return ends
    }
}

/// Levenshtein distance over Characters (a Chinese character counts as one),
/// or nil when it is more than `limit`: only the band of width `limit` around
/// the diagonal is computed, so the cost is length × limit.
func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int? {
    guard limit >= 0, abs(a.count - b.count) <= limit else { return nil }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    let outside = limit + 1
    var previous = (0...b.count).map { $0 <= limit ? $0 : outside }
    var current = [Int](repeating: outside, count: b.count + 1)
    for i in 1...a.count {
        let low = max(1, i - limit)
        let high = min(b.count, i + limit)
        current[0] = i <= limit ? i : outside
        if low > 1 { current[low - 1] = outside }
        var rowBest = current[0]
        for j in low...high {
            let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
            current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1, outside)
            rowBest = min(rowBest, current[j])
        }
        if high < b.count { current[high + 1] = outside }
        if rowBest > limit { return nil }
        swap(&previous, &current)
    }
    return previous[b.count] <= limit ? previous[b.count] : nil
}
