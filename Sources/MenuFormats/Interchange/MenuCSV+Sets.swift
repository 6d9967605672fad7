import MenuModel
/// The column SPEC 19 adds to the CSV file, after `choices`: a set meal's
/// slots, each `NAME:PICK:DISH|DISH…`, joined by `;`, a dish by its path
/// with `@SIZE` and `=+AMOUNT` after it when it has them:
///
///     套餐/商务套餐A,set,48.00,…,热菜:1:主菜/宫保鸡丁|主菜/鱼香肉丝=+5;主食:1:主食/担担面,…
///
/// Empty for dishes and groups. The paths are resolved once the whole
/// file is read, as the JSON document's are.
extension MenuCSV {
    package static let slotsColumn = Column(header: "slots", write: { node, _ in slotsField(node.setMeal) },
                                            read: { field, line throws(MenuError) in
        guard !field.isEmpty else { line.slots = []; return }
        var slots: [MenuDocument.SlotEntry] = []
        for written in field.split(separator: ";", omittingEmptySubsequences: false) {
            let parts = written.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3, let pick = Int(parts[1]), pick >= 1 else {
                throw .invalidArgument("slots: \(quoted(String(written))) is not a slot; write it like 热菜:1:主菜/宫保鸡丁|主菜/回锅肉")
            }
            let name: String
            do throws(MenuError) { name = try SetSlot.checkedName(String(parts[0])) } catch {
                throw .invalidArgument("slots: \(error.message)")
            }
            guard !slots.contains(where: { $0.name == name }) else { throw .invalidArgument("slots: the slot \(quoted(name)) appears twice") }
            var dishes: [(place: String, path: MenuPath, size: String?, surcharge: Amount?)] = []
            if !parts[2].isEmpty {
                for dish in parts[2].split(separator: "|", omittingEmptySubsequences: false) {
                    do throws(MenuError) {
                        let (path, size, surcharge) = try slotDish(String(dish))
                        dishes.append(("", path, size, surcharge))
                    } catch {
                        throw .invalidArgument("slots: \(error.message)")
                    }
                }
            }
            slots.append(MenuDocument.SlotEntry(name: name, pick: pick, dishes: dishes))
        }
        line.slots = slots
    })

    /// `主菜/水煮鱼@小份=+5` read back: a path, a size, a surcharge.
    private static func slotDish(_ raw: String) throws(MenuError) -> (MenuPath, String?, Amount?) {
        let (path, size, surcharge) = try SlotDish.words(raw)
        return (try MenuPath(parsing: path), size, surcharge)
    }

    /// `热菜:1:主菜/宫保鸡丁|主菜/鱼香肉丝=+5;主食:1:主食/担担面`; empty for a dish.
    static func slotsField(_ meal: SetMeal?) -> String {
        guard let meal else { return "" }
        return meal.slots.map { slot in
            slot.name + ":\(slot.pick):" + slot.dishes.filter { !$0.path.isEmpty }.map { dish in
                dish.path + (dish.size.map { "@" + $0 } ?? "") + (dish.surcharge.map { "=+" + ($0.fen % 100 == 0 ? String($0.fen / 100) : $0.description) } ?? "")
            }.joined(separator: "|")
        }.joined(separator: ";")
    }
}
