import MenuModel
import SQLite
extension SearchStore {
    /// The existing paths closest to a mistyped one (`主采` → `主菜`), when
    /// they are close enough to be what the user meant. A managers' habit is
    /// to name the end of a path (`宫保鸡叮`), so each path's ends are
    /// compared too, and the full path is suggested.
    ///
    /// Bounded (SPEC 9): a candidate whose length differs from the typo by
    /// more than the allowed distance is skipped before any distance is
    /// computed, and the distance itself is computed only within that band.
    ///
    /// A path with an end canonically equivalent to the typo (Swift's `==`:
    /// é typed for a stored e+U+0301) is another name by SPEC 2's exact rule,
    /// but looks the same: it is the one suggestion, and `isLookAlike` says so.
    package func closestPaths(to typed: String) throws -> [String] {
        guard !typed.hasPrefix("#") else { return [] }
        let typedScalars = Array(typed.unicodeScalars)
        let allowed = min(max(1, typedScalars.count / 3), typedScalars.count - 1)
        var best: (paths: [String], distance: Int) = ([], allowed + 1)
        for path in try candidatePaths(forLength: typedScalars.count) {
            var closest: Int?
            for end in Self.ends(of: path) {
                let scalars = Array(end.unicodeScalars)
                if Self.isLookAlike(end, of: typed, scalars: scalars.count, typedScalars: typedScalars.count) {
                    return [path]
                }
                let limit = min(closest.map { $0 - 1 } ?? allowed, best.distance)
                guard limit >= 0, abs(scalars.count - typedScalars.count) <= limit,
                      let distance = editDistance(typedScalars, scalars, limit: limit) else { continue }
                closest = distance
            }
            guard let closest else { continue }
            if closest < best.distance {
                best = ([path], closest)
            } else if best.paths.count < 3 {
                best.paths.append(path)
            }
        }
        return Array(best.paths.prefix(3))
    }

    /// The paths that have an end within a length a typo of `length`
    /// scalars could be compared with (a quarter to four times it, the
    /// widest window of the two tests above). The tree is walked keeping
    /// only lengths, so a path string is built just for those: a long typo
    /// in a menu of short names builds none.
    private func candidatePaths(forLength length: Int) throws -> [String] {
        let shortest = (length + 3) / 4, longest = 4 * length
        var paths: [String] = []
        var names: [String] = []
        var stack: [(node: any MenuComponent, depth: Int, parentLength: Int)] =
            try tx.tree.load().children.reversed().map { ($0, 0, -1) }
        while let (node, depth, parentLength) = stack.popLast() {
            names.removeLast(names.count - depth)
            names.append(node.name)
            let nameLength = node.name.unicodeScalars.count
            let pathLength = parentLength + 1 + nameLength
            if nameLength <= longest && pathLength >= shortest {
                paths.append(names.joined(separator: "/"))
            }
            for child in node.children.reversed() { stack.append((child, depth + 1, pathLength)) }
        }
        return paths
    }

    /// `a/b/c`, `b/c`, `c`: the ways a path may be named. Split at the `/`
    /// scalar: `/` and a combining mark after it are one Character.
    package static func ends(of path: String) -> [Substring] {
        var ends = [Substring(path)]
        var rest = Substring(path).unicodeScalars
        while let slash = rest.firstIndex(of: "/") {
            rest = rest[rest.index(after: slash)...]
            ends.append(Substring(rest))
        }
        return ends
    }

    /// Whether `end` is `typed` in another Unicode form: equal by Swift's
    /// canonical `==`, different bytes. A canonical decomposition is at most
    /// four scalars long, so lengths further apart skip the comparison.
    package static func isLookAlike(_ end: Substring, of typed: String, scalars: Int, typedScalars: Int) -> Bool {
        scalars <= 4 * typedScalars && typedScalars <= 4 * scalars
            && end == typed && !end.utf8.elementsEqual(typed.utf8)
    }
}

/// Levenshtein distance over Unicode scalars (a Chinese character counts as
/// one; é and e+U+0301 differ, as in every lookup), or nil when it is more
/// than `limit`: only the band of width `limit` around the diagonal is
/// computed, so the cost is length × limit.
package func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
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
