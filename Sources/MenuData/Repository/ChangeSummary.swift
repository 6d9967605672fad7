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
    /// Rows of choice lists, their options and offers (SPEC 18).
    package private(set) var choices = 0
    /// Rows of set meals' slots (SPEC 19).
    package private(set) var slots = 0
    /// Nodes whose hours or details changed, and nodes added or removed:
    /// the hours and details of a node added or removed are part of that.
    /// Words of the glossary set or removed (SPEC 15).
    package private(set) var glossaryWords = 0
    package private(set) var withNewHours = Set<Int64>(), withNewDetails = Set<Int64>(), addedOrRemoved = Set<Int64>()
    /// Dishes whose count or timed 估清 changed (SPEC 20).
    package private(set) var withNewStock = Set<Int64>(), withNewEnd = Set<Int64>()
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

    /// A row of a table about one node: its hours, or its details (SPEC 11).
    package mutating func countOther(in table: String, node: Int64?) {
        switch (table, node) {
        case ("serving_window", let id?): withNewHours.insert(id)
        case ("node_detail", let id?), ("dish_tag", let id?), ("node_translation", let id?),
             ("dish_allergen", let id?), ("dish_diet", let id?): withNewDetails.insert(id)
        case ("choice_list", _), ("choice_option", _), ("choice_offer", _): choices += 1
        case ("set_slot", _), ("set_slot_dish", _): slots += 1
        case ("set_meal", _): break  // a set added or removed is counted as its row
        case ("glossary", _): glossaryWords += 1
        case ("dish_count", let id?): withNewStock.insert(id)
        case ("sold_out_until", let id?): withNewEnd.insert(id)
        case ("price_list", let id?), ("price_list_window", let id?): priceLists.insert(id)
        case ("price_entry", _): priceEntries += 1
        case ("price_entry_size", _): priceEntrySizes += 1
        default: countOther()
        }
    }

    /// `+3 dishes, price 36.00 → 38.00`; nil when no content changed.
    package var text: String? {
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
        parts += pricing.parts(leavingOut: addedOrRemoved)
        counted(moved, "", "moved", "moved")
        // `sold out`, `3 sold out`: one dish is the usual case.
        if soldOut > 0 { parts.append(soldOut == 1 ? "sold out" : "\(soldOut) sold out") }
        if restocked > 0 { parts.append(restocked == 1 ? "back on sale" : "\(restocked) back on sale") }
        let hours = withNewHours.subtracting(addedOrRemoved).count
        if hours > 0 { parts.append(hours == 1 ? "hours" : "hours of \(hours)") }
        let details = withNewDetails.subtracting(addedOrRemoved).count
        if details > 0 { parts.append(details == 1 ? "details" : "details of \(details)") }
        if choices > 0 { parts.append("choices") }
        if slots > 0 { parts.append("slots") }
        if glossaryWords > 0 { parts.append(glossaryWords == 1 ? "glossary" : "glossary: \(glossaryWords) words") }
        let stock = withNewStock.subtracting(addedOrRemoved).count
        if stock > 0 { parts.append(stock == 1 ? "count" : "counts of \(stock)") }
        let ends = withNewEnd.subtracting(addedOrRemoved).count
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
