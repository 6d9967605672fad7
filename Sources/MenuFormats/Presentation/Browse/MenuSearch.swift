import MenuModel
/// Whether a node is what someone searching typed. `/` in browse asks one;
/// a matcher that also knows pinyin (SPEC 12) can take this one's place.
public protocol MenuMatcher {
    func matches(_ node: any MenuComponent) -> Bool
}

/// A name that contains the query, ignoring case: `kung` finds Kung Pao Chicken.
public struct NameContainsMatcher: MenuMatcher {
    private let query: String

    public init(_ query: String) {
        self.query = query.lowercased()
    }

    public func matches(_ node: any MenuComponent) -> Bool {
        node.name.lowercased().contains(query)
    }
}

/// What `find` finds (SPEC 12): part of the name in any case, or pinyin
/// (`gbjd` → 宫保鸡丁), so browse's `/` finds as `find` does (SPEC 14).
extension MenuQuery: MenuMatcher {
    public func matches(_ node: any MenuComponent) -> Bool {
        matches(node.name)
    }
}

public enum MenuSearch {
    /// The first node after `id` in menu order (every node, collapsed or
    /// not, as `find` looks), going round to the top at the end, that
    /// `matcher` accepts: with the groups that lead to it, top-level first
    /// and the match last. nil when nothing matches.
    ///
    /// One pre-order walk with a list instead of recursion, so a deep menu
    /// costs no stack, and no path strings are built.
    public static func next(after id: Int64?, in menu: MenuGroup, matching matcher: any MenuMatcher) -> [any MenuComponent]? {
        var pending: [(node: any MenuComponent, depth: Int)] = menu.children.reversed().map { ($0, 0) }
        var chain: [any MenuComponent] = []
        var passed = id == nil
        var first: [any MenuComponent]?
        while let (node, depth) = pending.popLast() {
            chain.removeLast(chain.count - depth)
            chain.append(node)
            if matcher.matches(node) {
                // The node under the cursor comes last: only going round
                // reaches it again.
                if passed && node.id != id { return chain }
                if first == nil { first = chain }
            }
            if node.id == id { passed = true }
            for child in node.children.reversed() { pending.append((child, depth + 1)) }
        }
        return first
    }
}
