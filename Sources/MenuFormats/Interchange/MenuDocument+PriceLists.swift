import MenuModel
/// Price lists in the export document (SPEC 21, version 3): a top-level
/// `"price_lists"` array, absent when there are none, each list with its
/// entries naming dishes by path:
///
///     {"name": "外卖", "by": "+5%", "box_fee": {…}, "entries": [
///       {"path": "主菜/兔头", "min_order": 2}, {"path": "凉菜/夫妻肺片", "not_sold": true}]}
///
/// Keys a list or an entry does not need are left out.
extension MenuDocument {
    package static let priceListKeys: Set = ["name", "by", "round", "hours", "box_fee", "condition", "entries"]
    package static let priceEntryKeys: Set = ["path", "price", "sizes", "box_fee", "min_order", "not_sold"]

    /// `,\n  "price_lists": [...]` after the menu; nothing without lists.
    package static func priceListsMember(_ lists: [(list: PriceList, entries: [(path: String, entry: PriceEntry)])]) -> String {
        guard !lists.isEmpty else { return "" }
        return ",\n  \"price_lists\": [" + lists.map { list, entries in
            var out = "\n    {\"name\": " + JSONText.string(list.name)
            if let rule = list.ruleText { out += ", \"by\": \"" + rule + "\"" }
            if list.step != .fen { out += ", \"round\": \"" + list.step.rawValue + "\"" }
            if !list.hours.isEmpty { out += ", \"hours\": " + hoursMember(list.hours) }
            if let fee = list.boxFee { out += ", \"box_fee\": " + price(fee) }
            if let condition = list.condition { out += ", \"condition\": " + JSONText.string(condition) }
            out += ", \"entries\": ["
            out += entries.map { path, entry in
                var line = "\n      {\"path\": " + JSONText.string(path)
                if let amount = entry.price { line += ", \"price\": " + price(amount) }
                if !entry.sizes.isEmpty {
                    line += ", \"sizes\": [" + entry.sizes.sorted { $0.key < $1.key }.map {
                        "{\"name\": " + JSONText.string($0.key) + ", \"price\": " + price($0.value) + "}"
                    }.joined(separator: ", ") + "]"
                }
                if let fee = entry.boxFee { line += ", \"box_fee\": " + price(fee) }
                if let least = entry.minOrder { line += ", \"min_order\": \(least)" }
                if entry.notSold { line += ", \"not_sold\": true" }
                return line + "}"
            }.joined(separator: ",")
            return out + (entries.isEmpty ? "]}" : "\n    ]}")
        }.joined(separator: ",") + "\n  ]"
    }

    private static func hoursMember(_ hours: ServingHours) -> String {
        "[" + hours.windows.map {
            "{\"days\": \"\($0.days)\", \"from\": \"\(ServingWindow.clock($0.opens))\", \"to\": \"\(ServingWindow.clock($0.closes))\"}"
        }.joined(separator: ", ") + "]"
    }

    /// Reads `price_lists`: each list's name once, its rule, windows that
    /// overlap no other list's, and its entries.
    package static func priceLists(_ value: JSONValue) throws(MenuError) -> [ListedEntries] {
        let place = "price_lists"
        guard case .array(let elements) = value else {
            throw MenuError(.malformedFile, "\(place): expected an array of price lists, found \(value.kindDescription)")
        }
        var lists: [ListedEntries] = []
        for (index, element) in elements.enumerated() {
            lists.append(try priceList(element, place: "\(place)[\(index)]", after: lists))
        }
        return lists
    }

    /// One list of the file, checked against the lists `before` it: its
    /// name not theirs, its hours not overlapping theirs.
    private static func priceList(_ element: JSONValue, place at: String, after before: [ListedEntries]) throws(MenuError) -> ListedEntries {
        guard case .object(let members) = element else {
            throw MenuError(.malformedFile, "\(at): expected an object such as {\"name\": \"会员\", \"by\": \"-10%\"}, found \(element.kindDescription)")
        }
        try checkKeys(members, allowed: priceListKeys, place: at)
        func member(_ key: String) -> JSONValue? { members.first { $0.key == key }?.value }
        guard case .string(let rawName)? = member("name") else { throw MenuError(.malformedFile, "\(at).name: expected a string") }
        var list: PriceList
        do { list = PriceList(name: try PriceList.checkedName(rawName)) } catch {
            throw MenuError(.malformedFile, "\(at).name: \(error.message)")
        }
        if before.contains(where: { $0.list.name.hasSameUTF8(as: list.name) }) {
            throw MenuError(.malformedFile, "\(at).name: \"\(Terminal.escaped(list.name))\" appears twice")
        }
        try readRule(of: &list, from: member, place: at)
        for other in before where other.list.hours.overlaps(list.hours) {
            throw MenuError(.malformedFile, "\(at).hours: they overlap those of \(Terminal.escaped(other.list.name))")
        }
        var entries: [(place: String, path: MenuPath, entry: PriceEntry)] = []
        if let value = member("entries") {
            guard case .array(let written) = value else {
                throw MenuError(.malformedFile, "\(at).entries: expected an array, found \(value.kindDescription)")
            }
            for (number, entry) in written.enumerated() {
                entries.append(try priceEntry(entry, place: "\(at).entries[\(number)]"))
            }
        }
        return ListedEntries(place: at, list: list, entries: entries)
    }

    /// A list's rule for every dish (`by`, `round`), its hours and box fee.
    private static func readRule(of list: inout PriceList, from member: (String) -> JSONValue?,
                                 place at: String) throws(MenuError) {
        if let by = member("by") {
            guard case .string(let text) = by, let rule = try? PriceChange(parsing: text) else {
                throw MenuError(.malformedFile, "\(at).by: \(by.shortDescription) is not a change such as \"-10%\" or \"+2\"")
            }
            list.rule = rule
        }
        if let round = member("round") {
            guard case .string(let text) = round, let step = PriceStep(rawValue: text) else {
                throw MenuError(.malformedFile, "\(at).round: \(round.shortDescription) is not \"0.01\", \"0.1\", \"0.5\" or \"1\"")
            }
            list.step = step
        }
        if let hours = member("hours") { list.hours = try Self.hours(hours, place: at + ".hours") }
        if let fee = member("box_fee") { list.boxFee = try price(fee, place: at + ".box_fee") }
        if let condition = member("condition"), condition != .null {
            guard case .string(let text) = condition else { throw MenuError(.malformedFile, "\(at).condition: expected a string") }
            do { list.condition = try PriceList.checkedCondition(text) } catch {
                throw MenuError(.malformedFile, "\(at).condition: \(error.message)")
            }
        }
    }

    private static func priceEntry(_ value: JSONValue, place: String) throws(MenuError) -> (place: String, path: MenuPath, entry: PriceEntry) {
        guard case .object(let members) = value else {
            throw MenuError(.malformedFile, "\(place): expected an object such as {\"path\": \"主菜/宫保鸡丁\", \"price\": \"34\"}, found \(value.kindDescription)")
        }
        try checkKeys(members, allowed: priceEntryKeys, place: place)
        func member(_ key: String) -> JSONValue? { members.first { $0.key == key }?.value }
        guard case .string(let rawPath)? = member("path") else { throw MenuError(.malformedFile, "\(place).path: expected a string") }
        let path: MenuPath
        do { path = try MenuPath(parsing: rawPath) } catch { throw MenuError(.malformedFile, "\(place).path: \(error.message)") }
        var entry = PriceEntry()
        if let written = member("price") { entry.price = try price(written, place: place + ".price") }
        if let written = member("sizes") {
            guard case .array(let sizes) = written else {
                throw MenuError(.malformedFile, "\(place).sizes: expected an array, found \(written.kindDescription)")
            }
            for (index, size) in sizes.enumerated() {
                let at = "\(place).sizes[\(index)]"
                guard case .object(let parts) = size, case .string(let name)? = parts.first(where: { $0.key == "name" })?.value,
                      let amount = parts.first(where: { $0.key == "price" })?.value else {
                    throw MenuError(.malformedFile, "\(at): expected {\"name\": \"小份\", \"price\": …}")
                }
                try checkKeys(parts, allowed: ["name", "price"], place: at)
                entry.sizes[name] = try price(amount, place: at + ".price")
            }
        }
        if let written = member("box_fee") { entry.boxFee = try price(written, place: place + ".box_fee") }
        if let written = member("min_order") {
            guard case .number(let digits) = written, let least = Int(digits), PriceEntry.orders.contains(least) else {
                throw MenuError(.malformedFile, "\(place).min_order: \(written.shortDescription) is not a whole number from 1 to 999")
            }
            entry.minOrder = least
        }
        if let written = member("not_sold") {
            guard case .bool(let flag) = written else {
                throw MenuError(.malformedFile, "\(place).not_sold: expected true or false, found \(written.shortDescription)")
            }
            entry.notSold = flag
        }
        return (place, path, entry)
    }
}
