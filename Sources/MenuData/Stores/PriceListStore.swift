import MenuModel
import SQLite
/// Price lists (SPEC 21): 会员价, 时段价, 外卖. The lists and their serving
/// windows here; what a list says of single dishes is in
/// PriceListStore+Entries.swift.
public struct PriceListStore {
    package let tx: MenuTransaction
    package var database: Database { tx.database }

    /// A stored list and its id.
    public struct StoredList: Sendable {
        public let id: Int64
        public let list: PriceList
    }

    /// What `prices edit` asks of a list; what it does not mention stays.
    public struct ListEdit: Sendable {
        public var name: String?
        public var rule: FieldEdit<PriceChange> = .keep
        public var step: PriceStep?
        public var hours: FieldEdit<ServingHours> = .keep
        public var boxFee: FieldEdit<Amount> = .keep
        public var condition: FieldEdit<String> = .keep

        public init() {}

        public var isEmpty: Bool {
            name == nil && rule.isKeep && step == nil && hours.isKeep && boxFee.isKeep && condition.isKeep
        }
    }

    /// Every list, in the order they were made, with its windows.
    public func lists() throws -> [StoredList] {
        var windows: [Int64: [ServingWindow]] = [:]
        try database.cachedStatement("SELECT list_id, days, opens, closes FROM price_list_window ORDER BY list_id, position")
            .forEachRow { row in
                guard let days = Weekdays(mask: Int(truncatingIfNeeded: row.int("days"))),
                      let window = ServingWindow(days: days, opens: Int(truncatingIfNeeded: row.int("opens")),
                                                 closes: Int(truncatingIfNeeded: row.int("closes"))) else { return }
                windows[row.int("list_id"), default: []].append(window)
            }
        var conditions: [Int64: String] = [:]
        if database.hasTable("price_condition") {
            try database.cachedStatement("SELECT list_id, condition FROM price_condition").forEachRow { row in
                conditions[row.int("list_id")] = row.text("condition")
            }
        }
        var lists: [StoredList] = []
        let statement = try database.cachedStatement(
            "SELECT id, name, rule_kind, rule_value, round_fen, box_fee_fen FROM price_list ORDER BY id")
        try statement.forEachRow { row in
            // A rule out of the schema's range (another program wrote it)
            // is read as none; `check` reports it.
            let kind = row.optionalText("rule_kind"), value = row.optionalInt("rule_value")
            let rule: PriceChange? = switch (kind, value) {
            case ("percent"?, let points?) where PriceList.ruleValues.contains(points): .percent(basisPoints: points)
            case ("amount"?, let fen?) where PriceList.ruleValues.contains(fen): .amount(fen: fen)
            default: nil
            }
            if rule == nil, kind != nil, value != nil { tx.readAsAbsent("the rule of price list '\(row.text("name"))'") }
            let step = PriceStep.allCases.first { $0.fen == row.int("round_fen") } ?? .fen
            let list = PriceList(name: row.text("name"), rule: rule, step: step,
                                 hours: ServingHours(windows[row.int("id")] ?? []),
                                 boxFee: row.optionalInt("box_fee_fen").flatMap { try? Amount(fen: $0) },
                                 condition: conditions[row.int("id")])
            lists.append(StoredList(id: row.int("id"), list: list))
        }
        return lists
    }

    /// The list called `name`; a name that is none is exit 1 naming those there are.
    public func list(named name: String) throws -> StoredList {
        let all = try lists()
        if let found = all.first(where: { $0.list.name.hasSameUTF8(as: name) }) { return found }
        throw MenuError.refused("no price list named \(name)",
                                hints: all.isEmpty ? ["make one with 'menuctl prices add NAME'"]
                                    : ["the price lists: " + all.map(\.list.name).joined(separator: ", ")])
    }

    /// A list with all its entries, read in one pass each: what `--prices`
    /// prices every row by, without a query per row.
    public func listing(named name: String) throws -> PriceListing {
        let stored = try list(named: name)
        return PriceListing(list: stored.list, entries: try entries(of: stored.id))
    }

    /// The one timed list whose windows hold `moment`, for `list --available`
    /// without `--prices`; nil when none does.
    public func timedListing(at moment: Moment) throws -> PriceListing? {
        guard let stored = try lists().first(where: { $0.list.holds(moment) }) else { return nil }
        return PriceListing(list: stored.list, entries: try entries(of: stored.id))
    }

    /// `prices add`: a new list. Its name is new, its windows overlap no
    /// other list's, and its rule keeps every price in range.
    public func add(_ list: PriceList) throws {
        let all = try lists()
        if all.contains(where: { $0.list.name.hasSameUTF8(as: list.name) }) {
            throw MenuError.refused("there is a price list named \(list.name) already")
        }
        try checkHours(of: list, against: all)
        try checkRule(of: list)
        // At a store its own lists are numbered apart from head office's (SPEC 22).
        try database.cachedStatement(
            "INSERT INTO price_list (id, name, rule_kind, rule_value, round_fen, box_fee_fen) VALUES (?, ?, ?, ?, ?, ?)")
            .run([try tx.chain.newNumber(in: .priceList)] + Self.values(of: list))
        let id = database.lastInsertedID
        try insertHours(list.hours, of: id)
        try writeCondition(list.condition, of: id)
    }

    /// A list's condition in `price_condition` (migrations/0026), or none.
    private func writeCondition(_ condition: String?, of listID: Int64) throws {
        try database.cachedStatement("DELETE FROM price_condition WHERE list_id = ?").run([.integer(listID)])
        guard let condition else { return }
        try database.cachedStatement("INSERT INTO price_condition (list_id, condition) VALUES (?, ?)").run([.integer(listID), .text(condition)])
    }

    /// `prices edit`: the list as it was and as it is.
    public func edit(_ name: String, _ edit: ListEdit) throws -> (before: PriceList, after: PriceList) {
        let stored = try list(named: name)
        try tx.chain.refuseChanging(priceList: stored.id, named: stored.list.name)
        var list = stored.list
        if let newName = edit.name {
            if !newName.hasSameUTF8(as: list.name),
               try lists().contains(where: { $0.list.name.hasSameUTF8(as: newName) }) {
                throw MenuError.refused("there is a price list named \(newName) already")
            }
            list.name = newName
        }
        list.rule = edit.rule.applied(to: list.rule)
        list.step = edit.step ?? list.step
        list.hours = edit.hours.applied(to: list.hours) ?? .always
        list.boxFee = edit.boxFee.applied(to: list.boxFee)
        list.condition = edit.condition.applied(to: list.condition)
        guard list != stored.list else { return (stored.list, list) }
        try checkHours(of: list, against: try lists().filter { $0.id != stored.id })
        try checkRule(of: list)
        try database.cachedStatement(
            "UPDATE price_list SET name = ?, rule_kind = ?, rule_value = ?, round_fen = ?, box_fee_fen = ? WHERE id = ?")
            .run(Self.values(of: list) + [.integer(stored.id)])
        if list.hours != stored.list.hours {
            try database.cachedStatement("DELETE FROM price_list_window WHERE list_id = ?").run([.integer(stored.id)])
            try insertHours(list.hours, of: stored.id)
        }
        if list.condition != stored.list.condition { try writeCondition(list.condition, of: stored.id) }
        return (stored.list, list)
    }

    /// `prices remove`: the list and its entries; how many entries went.
    public func remove(_ name: String) throws -> Int {
        let stored = try list(named: name)
        try tx.chain.refuseChanging(priceList: stored.id, named: stored.list.name)
        let count = try database.cachedStatement("SELECT count(*) AS entries FROM price_entry WHERE list_id = ?")
            .firstRow([.integer(stored.id)]) { Int($0.int("entries")) } ?? 0
        try database.cachedStatement("DELETE FROM price_list WHERE id = ?").run([.integer(stored.id)])
        return count
    }

    package func insertHours(_ hours: ServingHours, of listID: Int64) throws {
        let insert = try database.cachedStatement(
            "INSERT INTO price_list_window (list_id, position, days, opens, closes) VALUES (?, ?, ?, ?, ?)")
        for (position, window) in hours.windows.enumerated() {
            try insert.run([.integer(listID), .integer(Int64(position)), .integer(Int64(window.days.mask)),
                            .integer(Int64(window.opens)), .integer(Int64(window.closes))])
        }
    }

    /// Two timed lists open at one moment would leave `--at` two answers:
    /// the second is refused (SPEC 21).
    private func checkHours(of list: PriceList, against others: [StoredList]) throws {
        for other in others where list.hours.overlaps(other.list.hours) {
            throw MenuError.refused("the hours of \(list.name) overlap those of \(other.list.name): "
                                    + "at any moment at most one price list applies by itself",
                                    hints: ["\(other.list.name) applies " + other.list.hours.windows.map(\.description).joined(separator: ", ")])
        }
    }

    /// The rule is applied to the lowest and the highest of the menu's own
    /// prices, sizes too: it moves every price the same way, so when these
    /// two stay between 0.00 and 9999999.99 every price does.
    private func checkRule(of list: PriceList) throws {
        guard let rule = list.rule else { return }
        let statement = try database.cachedStatement("""
            SELECT min(p) AS lowest, max(p) AS highest FROM (SELECT price_fen AS p FROM menu_node WHERE price_fen IS NOT NULL AND kind = 'item'
                                        UNION ALL SELECT price_fen FROM dish_size)
            """)
        guard let range = try statement.firstRow([], { row in (row.optionalInt("lowest"), row.optionalInt("highest")) }),
              let low = range.0, let high = range.1 else { return }
        for fen in [low, high] {
            guard let price = try? Amount(fen: fen) else { continue }
            if list.ruled(price) == nil {
                let way = rule.lowers ? "less than 0.00" : "more than 9999999.99"
                throw MenuError.refused("by \(list.ruleText ?? "its rule") a dish at \(price) would cost \(way): "
                                        + "a price is between 0.00 and 9999999.99; nothing was changed")
            }
        }
    }

    private static func values(of list: PriceList) -> [SQLValue] {
        let rule: (SQLValue, SQLValue) = switch list.rule {
        case .percent(let points)?: (.text("percent"), .integer(points))
        case .amount(let fen)?: (.text("amount"), .integer(fen))
        case .to?, nil: (.null, .null)
        }
        return [.text(list.name), rule.0, rule.1, .integer(list.step.fen), list.boxFee.map { .integer($0.fen) } ?? .null]
    }
}
