import MenuModel

/// The export document a Square catalog reads as: categories as groups
/// nested by `parent_category`, items as dishes (or set meals, when their
/// lists are slots), variations as a price, sizes or 时价, modifier lists as
/// choice lists offered by the dishes that have them.
extension SquareImport {
    mutating func document() throws(MenuError) -> String {
        let shown = shownDishes()
        let slotLists = Set(lists.filter { isSlotList($0, dishes: shown) })
        // Version 4: a catalog never says a portion, nor kcal a size, so kcal it
        // gives is set and none is taken away (NodeField.documentKeysSince).
        var out = "{\"format\": \"menuctl\", \"version\": 4, \"currency\": \"\(Amount.currency)\", \"choices\": ["
        out += try lists.filter { !slotLists.contains($0) }.map { (id) throws(MenuError) in try choiceList(id) }.joined(separator: ", ")
        out += "]" + kitchensMember() + ", \"menu\": [" + (try children(of: nil, slotLists: slotLists, dishes: shown)).joined(separator: ", ") + "]}"
        return out
    }

    /// The category an item or category is in: its first that is a menu's
    /// (a KITCHEN_CATEGORY routes to a kitchen, it holds nothing).
    func parent(of id: String) -> (id: String, ordinal: Int64)? {
        let object = byID[id]
        let references = object?["category_data"].map { [$0["parent_category"]].compactMap { $0 } }
            ?? (object?["item_data"]?["categories"]?.array ?? [])
        for reference in references {
            guard let parent = reference["id"]?.string, let category = data(parent, "category_data"),
                  category["category_type"]?.string != "KITCHEN_CATEGORY" else { continue }
            return (parent, reference["ordinal"]?.int ?? 0)
        }
        return nil
    }

    func name(_ id: String) -> String {
        (byID[id]?["category_data"] ?? byID[id]?["item_data"])?["name"]?.string ?? ""
    }

    func path(of id: String) -> String {
        var names = [name(id)], at = id
        while let up = parent(of: at)?.id, names.count < 64 {
            names.insert(name(up), at: 0)
            at = up
        }
        return names.joined(separator: "/")
    }

    /// What a slot's modifiers name: a dish (`宫保鸡丁`) or a dish in a size (`水煮鱼 小份`).
    func shownDishes() -> [String: (path: String, size: String?)] {
        var shown: [String: (path: String, size: String?)] = [:]
        for item in items {
            let path = path(of: item)
            shown[name(item)] = shown[name(item)] ?? (path, nil)
            let variations = variations(of: item)
            guard variations.count > 1 else { continue }
            for variation in variations {
                if let size = variation["name"]?.string { shown[name(item) + " " + size] = (path, size) }
            }
        }
        return shown
    }

    /// A list Square holds for a set meal: pick N of N (min = max), each
    /// modifier a dish of the catalog.
    func isSlotList(_ id: String, dishes: [String: (path: String, size: String?)]) -> Bool {
        guard let list = data(id, "modifier_list_data"), let low = list["min_selected_modifiers"]?.int,
              low >= 1, low == list["max_selected_modifiers"]?.int, let modifiers = list["modifiers"]?.array, !modifiers.isEmpty
        else { return false }
        return modifiers.allSatisfy { dishes[$0["modifier_data"]?["name"]?.string ?? ""] != nil }
    }

    func variations(of item: String) -> [JSONValue] {
        (data(item, "item_data")?["variations"]?.array ?? []).compactMap { $0["item_variation_data"] }
            .sorted { ($0["ordinal"]?.int ?? 0) < ($1["ordinal"]?.int ?? 0) }
    }

    /// The groups and dishes inside `category` (nil: the top), in their ordinals' order.
    mutating func children(of category: String?, slotLists: Set<String>,
                           dishes: [String: (path: String, size: String?)]) throws(MenuError) -> [String] {
        if placed.isEmpty {
            // Each object's place found once: a catalog of 10,000 items is not walked once a category.
            for (index, id) in (categories + items).enumerated() {
                let up = parent(of: id)
                placed[up?.id ?? "", default: []].append((up?.ordinal ?? 0, index, id))
            }
            for key in placed.keys { placed[key]?.sort { ($0.ordinal, $0.index) < ($1.ordinal, $1.index) } }
        }
        var nodes: [String] = []
        for (_, _, id) in placed[category ?? ""] ?? [] {
            if byID[id]?["category_data"] != nil {
                // A kitchen category is read in SquareCatalog+Kitchen.swift, not as a group.
                if data(id, "category_data")?["category_type"]?.string == "KITCHEN_CATEGORY" { continue }
                var node = "{\"kind\": \"group\", \"name\": " + JSONText.string(name(id))
                if let hours = hours(of: id) { node += ", \"hours\": " + hours }
                node += ", \"expanded\": true, \"children\": ["
                node += try children(of: id, slotLists: slotLists, dishes: dishes).joined(separator: ", ") + "]}"
                nodes.append(node)
            } else {
                nodes.append(try dish(id, slotLists: slotLists, dishes: dishes))
            }
        }
        return nodes
    }
}
