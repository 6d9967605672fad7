import MenuModel
/// `prices list` (SPEC 21): each price list with what it says, and the
/// short words a change of an entry is reported in.
public enum PricesText {
    /// A list with its entries, in menu order.
    public struct Listed {
        public let list: PriceList
        public let entries: [(row: VisibleRow, entry: PriceEntry)]

        public init(list: PriceList, entries: [(row: VisibleRow, entry: PriceEntry)]) {
            self.list = list
            self.entries = entries
        }
    }

    /// `by -10%`, `round 1`, `mon-fri 11:00-14:00`, `box fee 1.00`.
    public static func facts(_ list: PriceList) -> [String] {
        var facts: [String] = []
        if let rule = list.ruleText { facts.append("by " + rule) }
        if list.rule != nil && list.step != .fen { facts.append("round " + list.step.rawValue) }
        if !list.hours.isEmpty { facts.append(list.hours.windows.map(\.description).joined(separator: ", ")) }
        if let fee = list.boxFee { facts.append("box fee \(fee)") }
        if let condition = list.condition { facts.append("when " + condition) }
        return facts
    }

    /// `34.00`, `小份=50.00;大份=80.00`, `box fee 1.00`, `min 2`, `not sold`.
    public static func entry(_ entry: PriceEntry) -> String {
        var parts: [String] = []
        if entry.notSold { parts.append("not sold") }
        if let price = entry.price { parts.append(price.description) }
        if !entry.sizes.isEmpty {
            parts.append(entry.sizes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ";"))
        }
        if let fee = entry.boxFee { parts.append("box fee \(fee)") }
        if let least = entry.minOrder { parts.append("min \(least)") }
        return parts.joined(separator: ", ")
    }

    /// A line per list (`会员  by -10%, round 1`), its entries under it, indented.
    public static func text(_ lists: [Listed]) -> String {
        var out = ""
        for listed in lists {
            let facts = facts(listed.list)
            out += Terminal.escaped(listed.list.name) + (facts.isEmpty ? "" : "  " + facts.joined(separator: ", ")) + "\n"
            let width = listed.entries.map { Terminal.displayWidth(Terminal.escaped($0.row.path)) }.max() ?? 0
            for (row, entry) in listed.entries {
                let path = Terminal.escaped(row.path)
                out += "  " + path + String(repeating: " ", count: width - Terminal.displayWidth(path) + 2)
                    + Terminal.escaped(Self.entry(entry)) + "\n"
            }
        }
        return out
    }

    /// `[{"name":"会员","by":"-10%","round":"1","hours":[…],"box_fee":null,"condition":null,"entries":[…]}]`.
    public static func json(_ lists: [Listed]) -> String {
        guard !lists.isEmpty else { return "[]\n" }
        let objects = lists.map { listed in
            let list = listed.list
            var out = "  {\"name\":" + JSONText.string(list.name) + ","
            out += "\"by\":" + (list.ruleText.map(JSONText.string) ?? "null") + ","
            out += "\"round\":" + JSONText.string(list.step.rawValue) + ","
            out += "\"hours\":" + JSONText.hours(list.hours) + ","
            out += "\"box_fee\":" + JSONText.price(list.boxFee) + ","
            out += "\"condition\":" + (list.condition.map(JSONText.string) ?? "null") + ","
            out += "\"entries\":[" + listed.entries.map { row, entry in
                "{\"id\":\(row.node.id),\"path\":" + JSONText.string(row.path) + "," + entryFields(entry) + "}"
            }.joined(separator: ",") + "]}"
            return out
        }
        return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    }

    /// `"price":…,"sizes":[…],"box_fee":…,"min_order":…,"not_sold":false`.
    package static func entryFields(_ entry: PriceEntry) -> String {
        var out = "\"price\":" + JSONText.price(entry.price) + ","
        out += "\"sizes\":[" + entry.sizes.sorted { $0.key < $1.key }.map {
            "{\"name\":" + JSONText.string($0.key) + ",\"price\":" + JSONText.price($0.value) + "}"
        }.joined(separator: ",") + "],"
        out += "\"box_fee\":" + JSONText.price(entry.boxFee) + ","
        out += "\"min_order\":" + JSONText.int(entry.minOrder) + ","
        out += "\"not_sold\":" + (entry.notSold ? "true" : "false")
        return out
    }
}
