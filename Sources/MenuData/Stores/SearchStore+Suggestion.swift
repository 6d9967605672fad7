import MenuModel
import SQLite
extension SearchStore {
    /// The existing paths closest to a mistyped one (`主采` → `主菜`), when
    /// they are close enough to be what the user meant. A managers' habit is
    /// to name the end of a path (`宫保鸡叮`), so the path's last names are
    /// compared too, and the full path is suggested.
    ///
    /// Bounded (SPEC 9): a path is compared name by name with the
    /// typed names, each pair within the band of distance still allowed, so
    /// the work grows with the names compared, never with the product of two
    /// whole paths, which for a long typo against deep paths is minutes.
    /// The sums go down the tree: a name is compared once for
    /// every place it can take in an end, and a node is only tried at a place
    /// with enough names above it and levels below it.
    ///
    /// A path with an end canonically equivalent to the typo (Swift's `==`:
    /// é typed for a stored e+U+0301) is another name by SPEC 2's exact rule,
    /// but looks the same: it is the one suggestion, and `isLookAlike` says so.
    package func closestPaths(to typed: String) throws -> [String] {
        guard !typed.hasPrefix("#") else { return [] }
        let typed = TypedPath(typed)
        guard typed.last < MenuPath.maximumDepth else { return [] }
        let nodes = try Self.flattened(tx.tree.load())
        var best: (paths: [String], distance: Int) = ([], typed.allowed + 1)
        // Per node, each end it can stand in as the end's name `role`.
        var ends = [[PartialEnd]](repeating: [], count: nodes.count)
        for (index, node) in nodes.enumerated() {
            let roles = typed.roles(of: node)
            guard !roles.isEmpty else { continue }
            let scalars = Array(node.name.unicodeScalars)
            var mine: [PartialEnd] = []
            for role in roles {
                let before = role == 0 ? PartialEnd(role: -1, distance: 0, alike: true)
                    : ends[node.parent].first(where: { $0.role == role - 1 })
                guard let before, let end = typed.end(of: node, scalars, as: role, after: before, within: best.distance) else { continue }
                guard role == typed.last else {
                    mine.append(end)
                    continue
                }
                let path = Self.path(of: index, in: nodes)
                if end.alike, let tail = Self.ends(of: path).dropFirst(node.depth - typed.last).first,
                   Self.isLookAlike(tail, of: typed.text, scalars: tail.unicodeScalars.count, typedScalars: typed.scalars) {
                    return [path]
                }
                guard let distance = end.distance, distance <= best.distance,
                      Self.isClose(path, depth: node.depth, to: typed, distance: distance) else { continue }
                if distance < best.distance {
                    best = ([path], distance)
                } else if best.paths.count < 3 {
                    best.paths.append(path)
                }
            }
            ends[index] = mine
        }
        return Array(best.paths.prefix(3))
    }

    /// The names so far of an end a node can stand in as name `role`: their
    /// distance from the typed ones (nil when past what could be
    /// suggested), and whether they are the typed ones in another form.
    private struct PartialEnd {
        let role: Int
        let distance: Int?
        let alike: Bool
    }

    /// What was typed, split into names once.
    private struct TypedPath {
        let text: String
        let scalars: Int
        /// The most edits a suggestion may be away.
        let allowed: Int
        let names: [String]
        let scalarNames: [[Unicode.Scalar]]
        var last: Int { names.count - 1 }

        init(_ typed: String) {
            text = typed
            scalars = typed.unicodeScalars.count
            allowed = min(max(1, scalars / 3), scalars - 1)
            let split = typed.unicodeScalars.split(separator: "/", omittingEmptySubsequences: false)
            names = split.map { String(String.UnicodeScalarView($0)) }
            scalarNames = split.map(Array.init)
        }

        /// As the end's name `role`, a node needs `role` names above it
        /// and `last - role` levels below it.
        func roles(of node: FlatNode) -> Range<Int> {
            let (lowest, highest) = (max(0, last - node.height), min(node.depth, last))
            return lowest <= highest ? lowest..<highest + 1 : 0..<0
        }

        /// The node as name `role` of an end whose names above it are
        /// `before`; nil when it is neither close enough nor alike.
        func end(of node: FlatNode, _ scalars: [Unicode.Scalar], as role: Int, after before: PartialEnd, within best: Int) -> PartialEnd? {
            let alike = before.alike && node.name == names[role]
            var distance: Int?
            if let sofar = before.distance {
                let limit = min(allowed, best) - sofar
                distance = editDistance(scalarNames[role], scalars, limit: limit).map { sofar + $0 }
            }
            guard distance != nil || alike else { return nil }
            return PartialEnd(role: role, distance: distance, alike: alike)
        }
    }

    /// Whether a path `distance` edits from what was typed is close enough
    /// to suggest: it keeps more of what was typed than it changes (`凉菜`
    /// shares only 菜 with 主菜, and is no typo of it), or what it changes
    /// are characters a pinyin keyboard offers for the same sound (`主采`
    /// for 主菜), the commonest slip in a Chinese name.
    private static func isClose(_ path: String, depth: Int, to typed: TypedPath, distance: Int) -> Bool {
        guard 2 * distance >= typed.scalars else { return true }
        guard let end = ends(of: path).dropFirst(depth - typed.last).first else { return false }
        let meant = Array(end.unicodeScalars), written = Array(typed.text.unicodeScalars)
        return meant.count == written.count
            && zip(written, meant).allSatisfy { $0 == $1 || Pinyin.soundsAlike($0, $1) }
    }

    /// What `find` finds for a target that named nothing (SPEC 2: `青岛` →
    /// 酒水/青岛啤酒, `gbjd` → 主菜/宫保鸡丁): the paths, in menu order, of
    /// what the last name typed finds, and how many there are in all.
    package func foundPaths(for typed: String, limit: Int) throws -> (paths: [String], count: Int) {
        guard !typed.hasPrefix("#"),
              let last = typed.unicodeScalars.split(separator: "/").last,
              let query = try? MenuQuery(parsing: String(String.UnicodeScalarView(last)))
        else { return ([], 0) }
        let rows = try find(query)
        return (rows.prefix(limit).map(\.path), rows.count)
    }

    /// A node of the tree as the suggestions walk it: its name, its
    /// parent's index (nodes come in menu order, a parent before what it
    /// holds), its depth from 0 and how many levels lie below it.
    private struct FlatNode {
        let name: String
        let parent: Int
        let depth: Int
        var height = 0
    }

    /// The tree in menu order, with each node's height: one walk down with
    /// a stack, one walk back up the array.
    private static func flattened(_ root: any MenuComponent) -> [FlatNode] {
        var nodes: [FlatNode] = []
        var stack: [(node: any MenuComponent, parent: Int, depth: Int)] = root.children.reversed().map { ($0, -1, 0) }
        while let (node, parent, depth) = stack.popLast() {
            nodes.append(FlatNode(name: node.name, parent: parent, depth: depth))
            for child in node.children.reversed() { stack.append((child, nodes.count - 1, depth + 1)) }
        }
        for index in nodes.indices.reversed() where nodes[index].parent >= 0 {
            nodes[nodes[index].parent].height = max(nodes[nodes[index].parent].height, nodes[index].height + 1)
        }
        return nodes
    }

    /// A node's path from the top.
    private static func path(of index: Int, in nodes: [FlatNode]) -> String {
        var names: [String] = []
        var at = index
        while at >= 0 {
            names.append(nodes[at].name)
            at = nodes[at].parent
        }
        return names.reversed().joined(separator: "/")
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
