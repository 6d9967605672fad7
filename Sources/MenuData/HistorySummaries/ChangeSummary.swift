import MenuModel

/// What a command changed, counted the way a manager reads it. Built row by
/// row from the stored changes; view state (expanded, collapsed) is not
/// content and is never counted.
package struct ChangeSummary {
    package private(set) var addedDishes = 0, addedGroups = 0, removedDishes = 0, removedGroups = 0
    package private(set) var renames: [(from: String, to: String)] = []
    package private(set) var prices: [(from: Amount?, to: Amount?)] = []
    package private(set) var moved = 0, reordered = 0, otherwise = 0
    /// Sizes, units and market prices (SPEC 17).
    package var pricing = PricingSummary()
    package private(set) var soldOut = 0, restocked = 0
    /// Dishes taken off sale (停售) or put back: a row of dish_off_sale each.
    private var offSale = NodeIDs()
    /// Rows of choice lists, their options and offers (SPEC 18).
    package private(set) var choices = 0
    /// Rows of set meals' slots (SPEC 19).
    package private(set) var slots = 0
    /// Nodes whose hours or details changed, and nodes added or removed:
    /// the hours and details of a node added or removed are part of that.
    /// Words of the glossary set or removed (SPEC 15).
    package private(set) var glossaryWords = 0
    /// The words of features whose tables name their own (`SummaryWord.word`), in the order met.
    private var featureWords: [String] = []
    package private(set) var withNewHours = NodeIDs(), withNewDetails = NodeIDs(), addedOrRemoved = NodeIDs()
    /// Dishes whose count or timed 估清 changed (SPEC 20).
    package private(set) var withNewStock = NodeIDs(), withNewEnd = NodeIDs()
    /// Price lists (SPEC 21): the lists changed, and their entries' rows.
    package private(set) var priceLists = Set<Int64>(), priceEntries = 0, priceEntrySizes = 0

    package mutating func countAdded(isGroup: Bool) {
        if isGroup { addedGroups += 1 } else { addedDishes += 1 }
    }

    package mutating func countRemoved(isGroup: Bool) {
        if isGroup { removedGroups += 1 } else { removedDishes += 1 }
    }

    package mutating func countRename(from old: String, to new: String) { renames.append((old, new)) }
    package mutating func countPrice(from old: Amount?, to new: Amount?) { prices.append((old, new)) }
    package mutating func countMove() { moved += 1 }
    package mutating func countReorder() { reordered += 1 }
    /// A change to anything else: a column or table this summary does not know.
    package mutating func countOther() { otherwise += 1 }

    package mutating func countSoldOut(_ isSoldOut: Bool) {
        if isSoldOut { soldOut += 1 } else { restocked += 1 }
    }

    package mutating func countNode(_ id: Int64?) {
        if let id { addedOrRemoved.insert(id) }
    }

    /// A row of a table other than menu_node, counted under the word
    /// `TableCatalogue` gives its table.
    package mutating func countOther(in table: String, node: Int64?) {
        switch (TableCatalogue.table(named: table)?.summary, node) {
        case (.hours, let id?): withNewHours.insert(id)
        case (.details, let id?): withNewDetails.insert(id)
        case (.choices, _): choices += 1
        case (.slots, _): slots += 1
        case (.ownRow, _): break  // counted as its entry: a set added or removed is counted as its row
        case (.glossary, _): glossaryWords += 1
        case (.count, let id?): withNewStock.insert(id)
        case (.timed, let id?): withNewEnd.insert(id)
        case (.offSale, let id?): offSale.insert(id)
        case (.priceLists, let id?): priceLists.insert(id)
        case (.priceEntries, _): priceEntries += 1
        case (.priceEntrySizes, _): priceEntrySizes += 1
        case (.word(let word), _): if !featureWords.contains(word) { featureWords.append(word) }
        default: countOther()
        }
    }

    /// `+3 dishes, price 36.00 → 38.00`; nil when no content changed.
    package var text: String? {
        // Sorted once, and only when a node's hours, details, sizes or
        // counts changed: an import's million new nodes are not.
        var gone: [Int64]?
        func isAddedOrRemoved(_ id: Int64) -> Bool {
            if gone == nil { gone = addedOrRemoved.distinct }
            return gone!.containsSorted(id)
        }
        func left(_ ids: NodeIDs) -> Int { ids.isEmpty ? 0 : ids.distinct.count { !isAddedOrRemoved($0) } }
        var parts: [String] = []
        func counted(_ count: Int, _ sign: String, _ one: String, _ many: String) {
            if count > 0 { parts.append("\(sign)\(count) \(count == 1 ? one : many)") }
        }
        counted(addedDishes, "+", "dish", "dishes")
        counted(addedGroups, "+", "group", "groups")
        counted(removedDishes, "-", "dish", "dishes")
        counted(removedGroups, "-", "group", "groups")
        if renames.count == 1 {
            parts.append("name \(renames[0].from) → \(renames[0].to)")
        } else {
            counted(renames.count, "", "renamed", "renamed")
        }
        if prices.count == 1 {
            parts.append("price \(prices[0].from?.description ?? "none") → \(prices[0].to?.description ?? "none")")
        } else {
            counted(prices.count, "", "price changed", "prices changed")
        }
        parts += pricing.parts(leavingOut: isAddedOrRemoved)
        counted(moved, "", "moved", "moved")
        // `sold out`, `3 sold out`: one dish is the usual case.
        if soldOut > 0 { parts.append(soldOut == 1 ? "sold out" : "\(soldOut) sold out") }
        if restocked > 0 { parts.append(restocked == 1 ? "back on sale" : "\(restocked) back on sale") }
        let hours = left(withNewHours)
        if hours > 0 { parts.append(hours == 1 ? "hours" : "hours of \(hours)") }
        let details = left(withNewDetails)
        if details > 0 { parts.append(details == 1 ? "details" : "details of \(details)") }
        if choices > 0 { parts.append("choices") }
        if slots > 0 { parts.append("slots") }
        if glossaryWords > 0 { parts.append(glossaryWords == 1 ? "glossary" : "glossary: \(glossaryWords) words") }
        parts += featureWords
        let stock = left(withNewStock)
        if stock > 0 { parts.append(stock == 1 ? "count" : "counts of \(stock)") }
        let off = left(offSale)
        if off > 0 { parts.append(off == 1 ? "off sale" : "off sale: \(off)") }
        let ends = left(withNewEnd)
        if ends > 0 { parts.append(ends == 1 ? "timed" : "\(ends) timed") }
        if priceLists.count > 0 { parts.append(priceLists.count == 1 ? "price list" : "\(priceLists.count) price lists") }
        if priceEntries > 0 {
            parts.append(priceEntries == 1 ? "1 price-list entry" : "\(priceEntries) price-list entries")
        } else if priceEntrySizes > 0 {
            parts.append("price-list sizes")
        }
        // Siblings close up after an add, a remove or a move; only a
        // reorder on its own (move --first, sort) is worth a word.
        if parts.isEmpty && reordered > 0 { parts.append("reordered") }
        counted(otherwise, "", "other change", "other changes")
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}

/// The ids of nodes a changeset's rows name, each as often as they come:
/// 8 bytes an id, where a Set takes about 40, which an import of a million
/// nodes feels. Sorted, and each made once, when counted.
package struct NodeIDs {
    private var ids: [Int64] = []

    package var isEmpty: Bool { ids.isEmpty }

    package mutating func insert(_ id: Int64) { ids.append(id) }

    /// Each id once, in order.
    package var distinct: [Int64] { ids.sortedOnce() }
}

extension Array where Element == Int64 {
    /// Whether the array, sorted, holds `id`: a binary search.
    func containsSorted(_ id: Int64) -> Bool {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < id { low = middle + 1 } else { high = middle }
        }
        return low < count && self[low] == id
    }
}
