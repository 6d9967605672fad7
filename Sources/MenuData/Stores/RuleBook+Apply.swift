import MenuModel
import SQLite
/// The rule book on the chain's door (SPEC 25): a change file is refused,
/// nothing changed, when applying it leaves the menu breaking a rule that
/// was kept before, in the words of the command that keeps the rule. A
/// file may take away a size that the store's own set meals or price
/// lists name, and a file not written by `publish` may carry any row the
/// schema lets in. A slot left holding fewer dishes than its pick is let
/// through, as `remove --force` leaves one at head office for `check`;
/// a pick the file raises past the dishes, or a new slot's, is not.
extension MenuTransaction {
    /// One place the menu breaks a rule: what it is (to tell old from
    /// new), the command's words, and what takes it out, if anything.
    private struct Break: Hashable {
        let key: String
        let words: String
        let way: String?
    }

    /// Runs `applying`, then refuses what it broke that was whole before.
    package func refusingRuleBreaks(by file: String, _ applying: () throws -> Void) throws {
        let before = Set(try ruleBreaks().map(\.key) + slotPicks())
        try applying()
        let new = try ruleBreaks().filter { !before.contains($0.key) }
        guard !new.isEmpty else { return }
        let ways = new.compactMap(\.way)
        throw MenuError.refused("\(file) would leave this store's menu breaking a rule: " + new.map(\.words).joined(separator: "; "),
                                hints: ["nothing was changed"]
                                    + (ways.isEmpty ? [] : ["take it out first, then apply the file again: " + ways.joined(separator: "; ")]))
    }

    private func ruleBreaks() throws -> [Break] {
        try sizeBreaks() + slotBreaks() + pickBreaks() + nameBreaks()
    }

    /// A slot's dish in a size the dish lacks, or without one when it has
    /// sizes; a price list's price for a size the dish lacks. The words
    /// are those of an edit that would take the size away.
    private func sizeBreaks() throws -> [Break] {
        var breaks: [Break] = []
        try database.cachedStatement("""
            SELECT d.slot_id, d.dish_id, d.size, s.name AS slot, s.set_id FROM set_slot_dish AS d JOIN set_slot AS s ON s.id = d.slot_id
            WHERE CASE WHEN d.size IS NULL THEN EXISTS (SELECT 1 FROM dish_size WHERE node_id = d.dish_id)
                  ELSE NOT EXISTS (SELECT 1 FROM dish_size WHERE node_id = d.dish_id AND name = d.size) END
            ORDER BY s.set_id, s.position, d.position
            """).forEachRow { row in
            let dish = try path(row.int("dish_id")), set = try path(row.int("set_id")), slot = row.text("slot")
            let named = dish + (row.optionalText("size").map { "@" + $0 } ?? "")
            breaks.append(Break(key: "slot \(row.int("slot_id")) \(row.int("dish_id"))", words: "\(named) is in the slot \(slot) of \(set)",
                                way: "slot edit \(set) \(slot) --no-dish \(dish)"))
        }
        try database.cachedStatement("""
            SELECT e.node_id, e.name AS size, l.name AS list FROM price_entry_size AS e JOIN price_list AS l ON l.id = e.list_id
            WHERE NOT EXISTS (SELECT 1 FROM dish_size WHERE node_id = e.node_id AND name = e.name) ORDER BY l.name, e.node_id, e.name
            """).forEachRow { row in
            let dish = try path(row.int("node_id")), list = row.text("list"), size = row.text("size")
            breaks.append(Break(key: "price \(list) \(row.int("node_id")) \(size)", words: "\(dish)@\(size) has a price in the price list \(list)",
                                way: "prices unset \(list) \(dish)"))
        }
        return breaks
    }

    /// A set of more than 12 slots, a slot of more than 30 dishes, in the
    /// words `slot add` and `slot edit` refuse them with.
    private func slotBreaks() throws -> [Break] {
        var breaks: [Break] = []
        try database.cachedStatement("SELECT set_id, count(*) AS slots FROM set_slot GROUP BY set_id ORDER BY set_id").forEachRow { row in
            do throws(MenuError) { try SetMeal.checkSlotCount(Int(row.int("slots"))) } catch {
                breaks.append(Break(key: "slots \(row.int("set_id"))", words: "\(try path(row.int("set_id"))): \(error.message)", way: nil))
            }
        }
        try database.cachedStatement("""
            SELECT s.id, s.set_id, s.name, count(*) AS dishes FROM set_slot AS s JOIN set_slot_dish AS d ON d.slot_id = s.id
            GROUP BY s.id HAVING count(*) > ? ORDER BY s.set_id, s.position
            """).forEachRow([.integer(Int64(SetMeal.dishCounts.upperBound))]) { row in
            do throws(MenuError) { try SetMeal.checkSlot(named: row.text("name"), pick: 1, dishes: Int(row.int("dishes"))) } catch {
                breaks.append(Break(key: "dishes \(row.int("id"))", words: "\(try path(row.int("set_id"))): \(error.message)", way: nil))
            }
        }
        return breaks
    }

    /// A slot picking more dishes than it holds, keyed by its pick: the
    /// same key before the file (`slotPicks`) lets an unchanged pick through.
    private func pickBreaks() throws -> [Break] {
        var breaks: [Break] = []
        try database.cachedStatement("""
            SELECT s.id, s.set_id, s.name, s.pick, (SELECT count(*) FROM set_slot_dish WHERE slot_id = s.id) AS dishes
            FROM set_slot AS s WHERE s.pick > dishes ORDER BY s.set_id, s.position
            """).forEachRow { row in
            do throws(MenuError) { try SetMeal.checkSlot(named: row.text("name"), pick: Int(row.int("pick")), dishes: Int(row.int("dishes"))) } catch {
                breaks.append(Break(key: "pick \(row.int("id")) \(row.int("pick"))", words: "\(try path(row.int("set_id"))): \(error.message)", way: nil))
            }
        }
        return breaks
    }

    private func slotPicks() throws -> [String] {
        var keys: [String] = []
        try database.cachedStatement("SELECT id, pick FROM set_slot").forEachRow { keys.append("pick \($0.int("id")) \($0.int("pick"))") }
        return keys
    }

    /// Names of entries, sizes and slots that their commands would refuse.
    private func nameBreaks() throws -> [Break] {
        var breaks: [Break] = []
        func check(_ key: String, _ place: String, _ rule: () throws(MenuError) -> String, stored: String) {
            do throws(MenuError) {
                guard try rule() != stored else { return }
                breaks.append(Break(key: key, words: "\(place): the name \(Name.quoted(stored)) has space around it", way: nil))
            } catch {
                breaks.append(Break(key: key, words: "\(place): \(error.message)", way: nil))
            }
        }
        try database.cachedStatement("SELECT id, parent_id, name FROM menu_node WHERE kind <> 'root'").forEachRow { row in
            let name = row.text("name")
            check("node \(row.int("id")) \(name)", "#\(row.int("id"))", { () throws(MenuError) in try Name(name).text }, stored: name)
        }
        try database.cachedStatement("SELECT node_id, name FROM dish_size").forEachRow { row in
            let name = row.text("name")
            check("size \(row.int("node_id")) \(name)", try path(row.int("node_id")), { () throws(MenuError) in try DishSize.checkedName(name) }, stored: name)
        }
        try database.cachedStatement("SELECT set_id, name FROM set_slot").forEachRow { row in
            let name = row.text("name")
            check("slot \(row.int("set_id")) \(name)", try path(row.int("set_id")), { () throws(MenuError) in try SetSlot.checkedName(name) }, stored: name)
        }
        return breaks
    }

    private func path(_ id: Int64) throws -> String { try tree.path(of: id) ?? "#\(id)" }
}
