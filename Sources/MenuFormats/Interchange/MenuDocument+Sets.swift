import MenuModel
/// Set meals in the export document (version 3, SPEC 19): a set is
/// `"kind": "set"` with its dish's keys and `"slots"`, each slot's dishes
/// by path (`"dish": "主菜/宫保鸡丁"`), resolved by `import` once the whole
/// file is read, so a set may come before its dishes.
extension MenuDocument {
    /// `, "slots": [{"name": "热菜", "pick": 1, "dishes": [{"dish": "主菜/宫保鸡丁"}, …]}]`;
    /// a dish's `size` and `surcharge` only when it has them. Nothing for a dish.
    package static func slotsMember(_ meal: SetMeal?) -> String {
        guard let meal else { return "" }
        return ", \"slots\": [" + meal.slots.map { slot in
            "{\"name\": " + JSONText.string(slot.name) + ", \"pick\": \(slot.pick), \"dishes\": ["
                + slot.dishes.filter { !$0.path.isEmpty }.map { dish in
                    "{\"dish\": " + JSONText.string(dish.path)
                        + (dish.size.map { ", \"size\": " + JSONText.string($0) } ?? "")
                        + (dish.surcharge.map { ", \"surcharge\": " + price($0) } ?? "") + "}"
                }.joined(separator: ", ") + "]}"
        }.joined(separator: ", ") + "]"
    }

    /// The slots of a set of the file, counted as `slot add` counts them;
    /// the dishes being dishes is checked when they are resolved.
    static func slots(_ value: JSONValue, place: String) throws(MenuError) -> [SlotEntry] {
        guard case .array(let elements) = value else {
            throw MenuError(.malformedFile, "\(place): expected an array of slots, found \(value.kindDescription)")
        }
        do throws(MenuError) { try SetMeal.checkSlotCount(elements.count) } catch {
            throw MenuError(.malformedFile, "\(place): \(error.message)")
        }
        var slots: [SlotEntry] = []
        for (index, element) in elements.enumerated() {
            slots.append(try slot(element, place: "\(place)[\(index)]", after: slots))
        }
        return slots
    }

    /// One slot: `{"name": "热菜", "pick": 1, "dishes": [...]}`, its name
    /// not one of the set's slots `before` it.
    private static func slot(_ element: JSONValue, place at: String, after before: [SlotEntry]) throws(MenuError) -> SlotEntry {
        guard case .object(let members) = element else {
            throw MenuError(.malformedFile, "\(at): expected an object, found \(element.kindDescription)")
        }
        try checkKeys(members, allowed: ["name", "pick", "dishes"], place: at)
        func member(_ key: String) -> JSONValue? { members.first { $0.key == key }?.value }
        guard case .string(let rawName)? = member("name") else { throw MenuError(.malformedFile, "\(at).name: expected a string") }
        let name: String
        do throws(MenuError) { name = try SetSlot.checkedName(rawName) } catch {
            throw MenuError(.malformedFile, "\(at).name: \(error.message)")
        }
        guard !before.contains(where: { $0.name == name }) else {
            throw MenuError(.malformedFile, "\(at).name: the slot \(Terminal.escaped(name)) appears twice")
        }
        guard case .number(let digits)? = member("pick"), let pick = Int(digits), pick >= 1 else {
            throw MenuError(.malformedFile, "\(at).pick: expected a whole number from 1")
        }
        guard case .array(let dishValues)? = member("dishes") else { throw MenuError(.malformedFile, "\(at).dishes: expected an array") }
        var dishes: [(place: String, path: MenuPath, size: String?, surcharge: Amount?)] = []
        for (number, dishValue) in dishValues.enumerated() {
            dishes.append(try slotDish(dishValue, place: "\(at).dishes[\(number)]"))
        }
        do throws(MenuError) { try SetMeal.checkSlot(named: name, pick: pick, dishes: dishes.count) } catch {
            throw MenuError(.malformedFile, "\(at): \(error.message)")
        }
        return SlotEntry(name: name, pick: pick, dishes: dishes)
    }

    /// One dish of a slot: `{"dish": "主菜/水煮鱼", "size": "小份", "surcharge": …}`,
    /// its path resolved later, when the whole file is read.
    private static func slotDish(_ value: JSONValue, place dishAt: String) throws(MenuError)
        -> (place: String, path: MenuPath, size: String?, surcharge: Amount?) {
        guard case .object(let members) = value else {
            throw MenuError(.malformedFile, "\(dishAt): expected an object, found \(value.kindDescription)")
        }
        try checkKeys(members, allowed: ["dish", "size", "surcharge"], place: dishAt)
        func member(_ key: String) -> JSONValue? { members.first { $0.key == key }?.value }
        guard case .string(let written)? = member("dish") else {
            throw MenuError(.malformedFile, "\(dishAt).dish: expected the dish's path")
        }
        let path: MenuPath
        do throws(MenuError) { path = try MenuPath(parsing: written) } catch {
            throw MenuError(.malformedFile, "\(dishAt).dish: \(error.message)")
        }
        var size: String?
        switch member("size") {
        case nil, .null?: size = nil
        case .string(let text)?:
            do throws(MenuError) { size = try DishSize.checkedName(text) } catch {
                throw MenuError(.malformedFile, "\(dishAt).size: \(error.message)")
            }
        default: throw MenuError(.malformedFile, "\(dishAt).size: expected a size's name")
        }
        let surcharge = try member("surcharge").map { (value: JSONValue) throws(MenuError) in try price(value, place: dishAt + ".surcharge") } ?? nil
        return (dishAt + ".dish", path, size, surcharge.flatMap { $0.fen == 0 ? nil : $0 })
    }
}
