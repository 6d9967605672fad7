/// How `sort` orders what a group holds (SPEC 12).
public enum MenuSortOrder: String, CaseIterable, Sendable {
    /// As a Chinese reader expects: by the toneless pinyin of each character,
    /// syllable by syllable (川北凉粉 chuan, 担担面 dan, 麻辣小面 ma…).
    case pinyin
    /// By code point, as `sort` in the C locale does.
    case name
    /// Cheapest first; entries without a price (groups too) after the rest,
    /// in the order they had.
    case price

    /// `entries` in this order, or its reverse. Equal keys keep the order
    /// they had, and so do the entries without a price, after the rest
    /// whichever way the priced ones go.
    /// A dish with sizes goes by its lowest (`lowestSizes`, by id; SPEC 17).
    public func arranged(_ entries: [NodeRecord], reversed: Bool = false,
                         lowestSizes: [Int64: Amount] = [:]) -> [NodeRecord] {
        switch self {
        case .pinyin:
            let keys = entries.map { Self.pinyinKey(of: $0.name) }
            return Self.stableSorted(entries, reversed: reversed) { left, right in
                keys[left] != keys[right] ? keys[left].lexicographicallyPrecedes(keys[right])
                                          : entries[left].name.utf8.lexicographicallyPrecedes(entries[right].name.utf8)
            }
        case .name:
            return Self.stableSorted(entries, reversed: reversed) {
                entries[$0].name.utf8.lexicographicallyPrecedes(entries[$1].name.utf8)
            }
        case .price:
            let price = { (entry: NodeRecord) in entry.price ?? lowestSizes[entry.id] }
            let priced = entries.filter { price($0) != nil }
            return Self.stableSorted(priced, reversed: reversed) { price(priced[$0])! < price(priced[$1])! }
                + entries.filter { price($0) == nil }
        }
    }

    /// What pinyin order compares: each Han character's syllable, and each
    /// other character lowercased, every one followed by 0, so that
    /// syllables compare whole (西安 xi an before 先 xian, as dictionaries
    /// have it). ü is v, so lü comes after lu.
    package static func pinyinKey(of name: String) -> [UInt32] {
        var key: [UInt32] = []
        key.reserveCapacity(name.unicodeScalars.count * 4)
        for scalar in name.unicodeScalars {
            if let syllable = Pinyin.syllable(of: scalar) {
                key += syllable.letters.map(UInt32.init)
            } else {
                MenuQuery.fold(scalar, into: &key)
            }
            key.append(0)
        }
        return key
    }

    /// Sorted by `precedes` on indexes into `entries`, ties in their old order.
    private static func stableSorted(_ entries: [NodeRecord], reversed: Bool,
                                     by precedes: (Int, Int) -> Bool) -> [NodeRecord] {
        entries.indices.sorted { left, right in
            if precedes(left, right) { return !reversed }
            if precedes(right, left) { return reversed }
            return left < right
        }.map { entries[$0] }
    }
}
