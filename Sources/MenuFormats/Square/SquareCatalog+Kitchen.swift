import MenuModel

/// Kitchen stations (SPEC 26) as Square routes items to a kitchen: each
/// station is a `KITCHEN_CATEGORY` (the shared page: "routes items to a
/// kitchen display"), made once a menu, and an item names the one of the
/// station that cooks it, its own or its group's, among its `categories`.
/// Read back, each kitchen category is a station again, assigned to the
/// items routed to it.
extension SquareCatalog {
    /// The reference an item makes to its kitchen, the category made the
    /// first time; nil for a dish no station cooks.
    func kitchenCategory(of dish: any MenuComponent, into made: inout Objects) -> SquareObjectText? {
        kitchenCategory(named: dish.station?.name, into: &made)
    }

    func kitchenCategory(named station: String?, into made: inout Objects) -> SquareObjectText? {
        guard let station else { return nil }
        // By the station's own id, as every other object is by its id; by
        // its name only when the menu did not say its id.
        let id = kitchenIDs[station].map { "#station-\($0)" } ?? "#station-" + SquareID.hex(station)
        if made.kitchens[id] == nil {
            var data = SquareObjectText()
            data.add("name", string: station)
            data.add("category_type", string: "KITCHEN_CATEGORY")
            made.kitchens[id] = object("CATEGORY", id: id, data: data)
        }
        return reference(id, ordinal: 0)
    }
}

extension SquareImport {
    /// `, "stations": [{"name": "炒锅"}]`: every kitchen category, each name once.
    func kitchensMember() -> String {
        var stations: [String] = []
        for id in categories where isKitchen(id) && !stations.contains(name(id)) { stations.append(name(id)) }
        return ", \"stations\": [" + stations.map { "{\"name\": " + JSONText.string($0) + "}" }.joined(separator: ", ") + "]"
    }

    /// `, "station": "炒锅"` for an item routed to a kitchen; nothing for one that is not.
    func kitchenMember(of item: JSONValue?) -> String {
        let kitchen = (item?["categories"]?.array ?? []).compactMap { $0["id"]?.string }.first(where: isKitchen)
        return kitchen.map { ", \"station\": " + JSONText.string(name($0)) } ?? ""
    }

    private func isKitchen(_ id: String) -> Bool {
        data(id, "category_data")?["category_type"]?.string == "KITCHEN_CATEGORY" && !name(id).isEmpty
    }
}
