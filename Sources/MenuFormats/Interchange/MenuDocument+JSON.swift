import MenuModel

/// Reading the JSON document (SPEC 7, 16): the place of the first problem is named.
extension MenuDocument {
    /// Reads a document, naming the place of the first problem. The whole
    /// file is checked here, before the menu is opened; the menu's entries
    /// are then read again one at a time by whoever imports them
    /// (`entryReader`), so that the document is never held as a tree.
    public init(bytes: [UInt8]) throws(MenuError) {
        try self.init(bytes: bytes, checkingEntriesFirst: true)
    }

    /// A document whose entries are checked as they are read
    /// (`checkingEntriesFirst` false): here only the JSON and what lies
    /// beside the menu, so that an import reads its entries once, not once
    /// to check and again to write (docs/performance.md, import).
    /// Its reader then throws the first problem of the entries, and the
    /// problem said may be another than `init(bytes:)` says first (a
    /// problem beside the menu is found before one in it): whoever reads it
    /// so checks it whole when anything fails (ImportCommand).
    public init(bytes: [UInt8], checkingEntriesFirst: Bool) throws(MenuError) {
        // The parser decodes strings leniently; the document must be UTF-8 as
        // a whole: checked where it lies, never copied into a String.
        guard bytes.withUnsafeBufferPointer(ShellWords.isUTF8) else {
            throw MenuError(.malformedFile, "the document is not valid UTF-8 text")
        }
        let (listEnds, listed) = try JSONParser.validate(bytes)
        var parser = JSONParser(bytes: bytes, listEnds: listEnds)
        parser.skipWhitespace()
        guard parser.current == UInt8(ascii: "{") else {
            throw MenuError(.malformedFile, "the document must be a JSON object with a \"menu\" array")
        }
        let (members, menuStart) = try parser.parseMembers(deferring: "menu")
        try Self.checkTop(members)
        guard let menu = members.first(where: { $0.key == "menu" })?.value else {
            throw MenuError(.malformedFile, "the document has no \"menu\" array")
        }
        guard let menuStart else {
            throw MenuError(.malformedFile, "menu: expected an array, found \(menu.kindDescription)")
        }
        if checkingEntriesFirst {
            var checking = JSONEntryReader(bytes: bytes, menuStart: menuStart, listEnds: listEnds, isChecked: false)
            self.init(count: try checking.countChecking()) { JSONEntryReader(bytes: bytes, menuStart: menuStart, listEnds: listEnds, isChecked: true) }
        } else {
            self.init(count: listed) { JSONEntryReader(bytes: bytes, menuStart: menuStart, listEnds: listEnds, isChecked: false) }
        }
        try readChoices(members)
        for section in NodeField.documentSections { try section.read(members, &self) }
        let version = members.first { $0.key == "version" }?.value
        carriesLabels = !(1..<6).contains { version == .number(String($0)) }
        carried[field: Dietary.noneKey] = !(1..<5).contains { version == .number(String($0)) }
        for (key, since) in NodeField.documentKeysSince {
            carried[field: key] = !(1..<since).contains { version == .number(String($0)) }
        }
        glossary = try members.first(where: { $0.key == "glossary" }).map { (member) throws(MenuError) in try Self.glossary(member.value) }
        priceLists = try members.first(where: { $0.key == "price_lists" }).map { (member) throws(MenuError) in try Self.priceLists(member.value) } ?? []
    }

    /// The document's own keys: known, once each, and the format, version
    /// and currency this menuctl reads.
    private static func checkTop(_ members: [(key: String, value: JSONValue)]) throws(MenuError) {
        try checkKeys(members, allowed: documentKeys, place: "the document")
        for (key, value) in members {
            switch key {
            case "format" where value != .string(format):
                throw MenuError(.malformedFile, "format: \(value.shortDescription) is not \"\(format)\"")
            case "version" where !versionsRead.contains(where: { value == .number(String($0)) }):
                throw MenuError(.malformedFile, "version: \(value.shortDescription) is not a version this menuctl reads (\(versionsRead.dropLast().map(String.init).joined(separator: ", ")) or \(versionsRead.last ?? version))")
            case "currency" where value != .string(Amount.currency):
                throw MenuError(.malformedFile, "currency: \(value.shortDescription) is not \"\(Amount.currency)\", the menu's currency")
            default: break
            }
        }
    }

    /// One node of the file, its members read (`children` left in place,
    /// as `childrenAt`): checked as the document's rules say, in the order
    /// they were always checked. A group's details and offers are read
    /// here but checked after what it holds (`deferred`), as they were
    /// when the file was read whole.
    static func entry(_ members: [(key: String, value: JSONValue)], place: EntryPlace, childrenAt: Int?)
        throws(MenuError) -> (entry: Entry, deferred: MenuError?) {
        func member(_ key: String) -> JSONValue? { members.first { $0.key == key }?.value }
        guard let kind = member("kind") else { throw MenuError(.malformedFile, "\(place): missing \"kind\"") }
        guard kind == .string("group") || kind == .string("item") || kind == .string("set") else {
            throw MenuError(.malformedFile, "\(place).kind: \(kind.shortDescription) is not \"group\", \"item\" or \"set\"")
        }
        let isGroup = kind == .string("group")
        let isSet = kind == .string("set")
        try checkKeys(members, allowed: isGroup ? groupKeys : isSet ? setKeys : dishKeys, place: "\(place)")
        guard case .string(let rawName)? = member("name") else {
            throw MenuError(.malformedFile, "\(place).name: " + (member("name").map { "expected a string, found \($0.kindDescription)" } ?? "missing"))
        }
        let name: Name
        do { name = try Name(rawName) } catch { throw MenuError(.malformedFile, "\(place).name: \(error.message)") }
        let hours = try member("hours").map { (value: JSONValue) throws(MenuError) in try Self.hours(value, place: "\(place).hours") }
        guard isGroup else {
            var entry = try dish(member, name: name, place: place, isSet: isSet)
            entry.hours = hours
            entry.details = try details(members, place: place)
            return (entry, nil)
        }
        return try group(members, name: name, hours: hours, place: place, childrenAt: childrenAt)
    }

    private static func dish(_ member: (String) -> JSONValue?, name: Name, place: EntryPlace, isSet: Bool) throws(MenuError) -> Entry {
        let written = try member("price").map { (value: JSONValue) throws(MenuError) in try price(value, place: "\(place).price") }
        var entry = Entry(location: place, name: name, isGroup: false, expanded: nil, price: .keep, children: [])
        if let value = member("sold_out") {
            guard case .bool(let flag) = value else {
                throw MenuError(.malformedFile, "\(place).sold_out: expected true or false, found \(value.shortDescription)")
            }
            entry.soldOut = flag
        }
        try readPricing(member, price: written, into: &entry)
        try readOffers(member, into: &entry)
        try readCounts(member, into: &entry)
        try readCells(member, into: &entry)
        if isSet { entry.slots = try slots(member("slots") ?? .array([]), place: "\(place).slots") }
        return entry
    }

    private static func group(_ members: [(key: String, value: JSONValue)], name: Name, hours: ServingHours?, place: EntryPlace,
                              childrenAt: Int?) throws(MenuError) -> (entry: Entry, deferred: MenuError?) {
        func member(_ key: String) -> JSONValue? { members.first { $0.key == key }?.value }
        var expanded: Bool?
        if let value = member("expanded") {
            guard case .bool(let flag) = value else {
                throw MenuError(.malformedFile, "\(place).expanded: expected true or false, found \(value.shortDescription)")
            }
            expanded = flag
        }
        if let value = member("children"), childrenAt == nil {
            throw MenuError(.malformedFile, "\(place).children: expected an array, found \(value.kindDescription)")
        }
        var entry = Entry(location: place, name: name, isGroup: true, expanded: expanded, price: .keep, children: [])
        entry.hours = hours
        do throws(MenuError) {
            entry.details = try details(members, place: place)
            try readOffers(member, into: &entry)
            try readCells(member, into: &entry)
        } catch {
            return (entry, error)
        }
        return (entry, nil)
    }

    /// `null`, `{"amount": 3800, "currency": "CNY"}`, or an AMOUNT string `"38.50"`.
    package static func price(_ value: JSONValue, place: @autoclosure () -> String) throws(MenuError) -> Amount? {
        switch value {
        case .null:
            return nil
        case .string(let text):
            do { return try Amount(parsing: text) } catch {
                throw MenuError(.malformedFile, "\(place()): \(value.shortDescription) is not an amount")
            }
        case .object(let members):
            try checkKeys(members, allowed: amountKeys, place: place())
            guard case .number(let digits)? = members.first(where: { $0.key == "amount" })?.value,
                  let fen = Int64(digits), let amount = try? Amount(fen: fen)
            else {
                let shown = members.first { $0.key == "amount" }?.value.shortDescription ?? "nothing"
                throw MenuError(.malformedFile, "\(place()).amount: \(shown) is not a whole number of fen from 0 to 999999999")
            }
            if let currency = members.first(where: { $0.key == "currency" })?.value, currency != .string(Amount.currency) {
                throw MenuError(.malformedFile, "\(place()).currency: \(currency.shortDescription) is not \"\(Amount.currency)\"")
            }
            return amount
        default:
            throw MenuError(.malformedFile, "\(place()): \(value.shortDescription) is not an amount; write {\"amount\": 3850, \"currency\": \"CNY\"} (in fen) or a string such as \"38.50\"")
        }
    }

    /// The keys each object may have, made once rather than per entry.
    private static let documentKeys = Set(["format", "version", "currency", "menu", "choices", "price_lists", "glossary"])
        .union(NodeField.documentSections.map(\.key))
    private static let groupKeys = Set(["kind", "name", "expanded", "hours", "children"]).union(groupDetailKeys).union(offerKeys)
        .union(NodeField.documentCells.map(\.key))
    private static let dishKeys = Set(["kind", "name", "price", "sold_out", "hours"]).union(dishDetailKeys).union(pricingKeys)
        .union(offerKeys).union(countKeys).union(NodeField.documentCells.map(\.key))

    /// The members of the fields that read themselves (`NodeField.documentCells`).
    private static func readCells(_ member: (String) -> JSONValue?, into entry: inout Entry) throws(MenuError) {
        for (key, cell) in NodeField.documentCells {
            if let value = member(key) { entry.fields[key] = try cell.read(value, entry.place) }
        }
    }
    private static let setKeys = dishKeys.union(["slots"])
    private static let amountKeys: Set = ["amount", "currency"]

    /// Unknown keys are refused: a misspelt `"chilren"` would otherwise drop dishes silently.
    package static func checkKeys(_ members: [(key: String, value: JSONValue)], allowed: Set<String>,
                                  place: @autoclosure () -> String) throws(MenuError) {
        for (index, (key, _)) in members.enumerated() {
            guard allowed.contains(key) else {
                throw MenuError(.malformedFile, "\(place()): unknown key \"\(Terminal.escaped(key))\"")
            }
            // Only known keys get here, a handful: looking back is quicker than a set.
            guard !members[..<index].contains(where: { $0.key == key }) else {
                throw MenuError(.malformedFile, "\(place()): the key \"\(Terminal.escaped(key))\" appears twice")
            }
        }
    }
}
