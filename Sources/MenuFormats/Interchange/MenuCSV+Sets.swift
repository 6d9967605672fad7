import MenuModel
/// The column SPEC 19 adds to the CSV file, after `choices`: a set meal's
/// slots, each `NAME:PICK:DISH|DISH…`, joined by `;`, a dish by its path
/// with `@SIZE` and `=+AMOUNT` after it when it has them:
///
///     套餐/商务套餐A,set,48.00,…,热菜:1:主菜/宫保鸡丁|主菜/鱼香肉丝=+5;主食:1:主食/担担面,…
///
/// Empty for dishes and groups. A name holding one of `; : | @ =` has a
/// `\` before it (MenuCSV+Joined.swift). The paths are resolved once the
/// whole file is read, as the JSON document's are.
extension MenuCSV {
    package static let slotsColumn = Column(header: "slots", write: { node in slotsField(node.setMeal) },
                                            read: { field, line throws(MenuError) in
        guard !field.isEmpty else { line.slots = []; return }
        var slots: [MenuDocument.SlotEntry] = []
        for written in parts(Substring(field), at: ";") {
            let slotParts = parts(written, at: ":", maxSplits: 2)
            guard slotParts.count == 3, let pick = Int(slotParts[1]), pick >= 1 else {
                throw .invalidArgument("slots: \(quoted(String(written))) is not a slot; write it like 热菜:1:主菜/宫保鸡丁|主菜/回锅肉")
            }
            let name: String
            do throws(MenuError) { name = try SetSlot.checkedName(unescaped(slotParts[0])) } catch {
                throw .invalidArgument("slots: \(error.message)")
            }
            guard !slots.contains(where: { $0.name == name }) else { throw .invalidArgument("slots: the slot \(quoted(name)) appears twice") }
            var dishes: [(place: String, path: MenuPath, size: String?, surcharge: Amount?)] = []
            if !slotParts[2].isEmpty {
                for dish in parts(slotParts[2], at: "|") {
                    do throws(MenuError) {
                        let (path, size, surcharge) = try slotDish(dish)
                        dishes.append(("", path, size, surcharge))
                    } catch {
                        throw .invalidArgument("slots: \(error.message)")
                    }
                }
            }
            do throws(MenuError) { try SetMeal.checkSlot(named: name, pick: pick, dishes: dishes.count) } catch {
                throw .invalidArgument("slots: \(error.message)")
            }
            slots.append(MenuDocument.SlotEntry(name: name, pick: pick, dishes: dishes))
        }
        do throws(MenuError) { try SetMeal.checkSlotCount(slots.count) } catch { throw .invalidArgument("slots: \(error.message)") }
        line.slots = slots
    })

    /// `主菜/水煮鱼@小份=+5` read back: a path, a size, a surcharge, each
    /// after the last `@` or `=` that no `\` escapes.
    private static func slotDish(_ written: Substring) throws(MenuError) -> (MenuPath, String?, Amount?) {
        var rest = written
        var surcharge: Amount?
        if let (before, after) = lastSplit(rest, at: "=") {
            surcharge = try ChoiceOption.surcharge(parsing: unescaped(after))
            rest = before
        }
        var size: String?
        if let (before, after) = lastSplit(rest, at: "@") {
            size = try DishSize.checkedName(unescaped(after))
            rest = before
        }
        return (try MenuPath(parsing: unescaped(rest)), size, surcharge)
    }

    /// `热菜:1:主菜/宫保鸡丁|主菜/鱼香肉丝=+5;主食:1:主食/担担面`; empty for a dish.
    static func slotsField(_ meal: SetMeal?) -> String {
        guard let meal else { return "" }
        return meal.slots.map { slot in
            joinable(slot.name, separators: slotSeparators) + ":\(slot.pick):" + slot.dishes.filter { !$0.path.isEmpty }.map { dish in
                joinable(dish.path, separators: slotSeparators) + (dish.size.map { "@" + joinable($0, separators: slotSeparators) } ?? "")
                    + (dish.surcharge.map { "=+" + ($0.fen % 100 == 0 ? String($0.fen / 100) : $0.description) } ?? "")
            }.joined(separator: "|")
        }.joined(separator: ";")
    }
}
