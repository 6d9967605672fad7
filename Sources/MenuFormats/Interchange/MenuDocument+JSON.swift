import MenuModel

/// Reading the JSON document (SPEC 7, 16): the place of the first problem is named.
extension MenuDocument {
    /// Reads a document, naming the place of the first problem.
    public init(bytes: [UInt8]) throws(MenuError) {
        // The parser decodes strings leniently; the document must be UTF-8 as a whole.
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw MenuError(.malformedFile, "the document is not valid UTF-8 text")
        }
        let json = try JSONParser.parse(bytes)
        guard case .object(let members) = json else {
            throw MenuError(.malformedFile, "the document must be a JSON object with a \"menu\" array")
        }
        try Self.checkKeys(members, allowed: Self.documentKeys, place: "the document")
        for (key, value) in members {
            switch key {
            case "format" where value != .string(Self.format):
                throw MenuError(.malformedFile, "format: \(value.shortDescription) is not \"\(Self.format)\"")
            case "version" where !Self.versionsRead.contains(where: { value == .number(String($0)) }):
                throw MenuError(.malformedFile, "version: \(value.shortDescription) is not a version this menuctl reads (\(Self.versionsRead.dropLast().map(String.init).joined(separator: ", ")) or \(Self.versionsRead.last ?? Self.version))")
            case "currency" where value != .string(Amount.currency):
                throw MenuError(.malformedFile, "currency: \(value.shortDescription) is not \"\(Amount.currency)\", the menu's currency")
            default: break
            }
        }
        guard let menu = members.first(where: { $0.key == "menu" })?.value else {
            throw MenuError(.malformedFile, "the document has no \"menu\" array")
        }
        self.init(entries: try Self.entries(menu, place: "menu", depth: 1))
        try readChoices(members)
        glossary = try members.first(where: { $0.key == "glossary" }).map { (member) throws(MenuError) in try Self.glossary(member.value) }
        priceLists = try members.first(where: { $0.key == "price_lists" }).map { (member) throws(MenuError) in try Self.priceLists(member.value) } ?? []
    }

    /// The entries of one group, at `depth` (1 for the top level).
    private static func entries(_ value: JSONValue, place: String, depth: Int) throws(MenuError) -> [Entry] {
        guard case .array(let elements) = value else {
            throw MenuError(.malformedFile, "\(place): expected an array, found \(value.kindDescription)")
        }
        var entries: [Entry] = []
        var names = Set<Name>()
        for (index, element) in elements.enumerated() {
            guard depth <= MenuPath.maximumDepth else {
                throw MenuError(.malformedFile, "\(place)[\(index)]: the menu would be deeper than \(MenuPath.maximumDepth) levels")
            }
            let entry = try self.entry(element, place: "\(place)[\(index)]", depth: depth)
            guard names.insert(entry.name).inserted else {
                throw MenuError(.malformedFile, "\(place)[\(index)].name: \"\(Terminal.escaped(entry.name.text))\" appears twice in the same group")
            }
            entries.append(entry)
        }
        return entries
    }

    private static func entry(_ value: JSONValue, place: String, depth: Int) throws(MenuError) -> Entry {
        guard case .object(let members) = value else {
            throw MenuError(.malformedFile, "\(place): expected an object, found \(value.kindDescription)")
        }
        func member(_ key: String) -> JSONValue? { members.first { $0.key == key }?.value }
        guard let kind = member("kind") else { throw MenuError(.malformedFile, "\(place): missing \"kind\"") }
        guard kind == .string("group") || kind == .string("item") || kind == .string("set") else {
            throw MenuError(.malformedFile, "\(place).kind: \(kind.shortDescription) is not \"group\", \"item\" or \"set\"")
        }
        let isGroup = kind == .string("group")
        let isSet = kind == .string("set")
        try checkKeys(members, allowed: isGroup ? groupKeys : isSet ? setKeys : dishKeys, place: place)
        guard case .string(let rawName)? = member("name") else {
            throw MenuError(.malformedFile, "\(place).name: " + (member("name").map { "expected a string, found \($0.kindDescription)" } ?? "missing"))
        }
        let name: Name
        do { name = try Name(rawName) } catch { throw MenuError(.malformedFile, "\(place).name: \(error.message)") }
        let hours = try member("hours").map { (value: JSONValue) throws(MenuError) in try Self.hours(value, place: place + ".hours") }
        guard isGroup else {
            let written = try member("price").map { (value: JSONValue) throws(MenuError) in try price(value, place: place + ".price") }
            var entry = Entry(place: place, name: name, isGroup: false, expanded: nil, price: .keep, children: [])
            if let value = member("sold_out") {
                guard case .bool(let flag) = value else {
                    throw MenuError(.malformedFile, "\(place).sold_out: expected true or false, found \(value.shortDescription)")
                }
                entry.soldOut = flag
            }
            entry.hours = hours
            try readPricing(member, price: written, into: &entry)
            try readOffers(member, into: &entry)
            try readCounts(member, into: &entry)
            if isSet { entry.slots = try slots(member("slots") ?? .array([]), place: place + ".slots") }
            entry.details = try details(members, place: place)
            return entry
        }
        var expanded: Bool?
        if let value = member("expanded") {
            guard case .bool(let flag) = value else {
                throw MenuError(.malformedFile, "\(place).expanded: expected true or false, found \(value.shortDescription)")
            }
            expanded = flag
        }
        let children = try member("children").map { (value: JSONValue) throws(MenuError) in try entries(value, place: place + ".children", depth: depth + 1) } ?? []
        var entry = Entry(place: place, name: name, isGroup: true, expanded: expanded, price: .keep, children: children)
        entry.hours = hours
        entry.details = try details(members, place: place)
        try readOffers(member, into: &entry)
        return entry
    }

    /// `null`, `{"amount": 3800, "currency": "CNY"}`, or an AMOUNT string `"38.50"`.
    package static func price(_ value: JSONValue, place: String) throws(MenuError) -> Amount? {
        switch value {
        case .null:
            return nil
        case .string(let text):
            do { return try Amount(parsing: text) } catch {
                throw MenuError(.malformedFile, "\(place): \(value.shortDescription) is not an amount")
            }
        case .object(let members):
            try checkKeys(members, allowed: amountKeys, place: place)
            guard case .number(let digits)? = members.first(where: { $0.key == "amount" })?.value,
                  let fen = Int64(digits), let amount = try? Amount(fen: fen)
            else {
                let shown = members.first { $0.key == "amount" }?.value.shortDescription ?? "nothing"
                throw MenuError(.malformedFile, "\(place).amount: \(shown) is not a whole number of fen from 0 to 999999999")
            }
            if let currency = members.first(where: { $0.key == "currency" })?.value, currency != .string(Amount.currency) {
                throw MenuError(.malformedFile, "\(place).currency: \(currency.shortDescription) is not \"\(Amount.currency)\"")
            }
            return amount
        default:
            throw MenuError(.malformedFile, "\(place): \(value.shortDescription) is not an amount; write {\"amount\": 3850, \"currency\": \"CNY\"} (in fen) or a string such as \"38.50\"")
        }
    }

    /// The keys each object may have, made once rather than per entry.
    private static let documentKeys: Set = ["format", "version", "currency", "menu", "choices", "price_lists", "glossary"]
    private static let groupKeys = Set(["kind", "name", "expanded", "hours", "children"]).union(groupDetailKeys).union(offerKeys)
    private static let dishKeys = Set(["kind", "name", "price", "sold_out", "hours"]).union(dishDetailKeys).union(pricingKeys)
        .union(offerKeys).union(countKeys)
    private static let setKeys = dishKeys.union(["slots"])
    private static let amountKeys: Set = ["amount", "currency"]

    /// Unknown keys are refused: a misspelt `"chilren"` would otherwise drop dishes silently.
    package static func checkKeys(_ members: [(key: String, value: JSONValue)], allowed: Set<String>, place: String) throws(MenuError) {
        for (index, (key, _)) in members.enumerated() {
            guard allowed.contains(key) else {
                throw MenuError(.malformedFile, "\(place): unknown key \"\(Terminal.escaped(key))\"")
            }
            // Only known keys get here, a handful: looking back is quicker than a set.
            guard !members[..<index].contains(where: { $0.key == key }) else {
                throw MenuError(.malformedFile, "\(place): the key \"\(Terminal.escaped(key))\" appears twice")
            }
        }
    }
}
