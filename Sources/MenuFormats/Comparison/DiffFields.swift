import MenuModel

/// How a diff line names a field of the document and says its value
/// (SPEC 23): a table, so that a key another feature adds (a set meal's
/// `slots`) is said sensibly with a line here, and readably without one.
public enum DiffFields {
    /// The document's keys as a person reads them: a node's fields by their
    /// labels (NodeField.all), then the keys of choice lists and price
    /// lists; any other key is said with its `_` as spaces.
    static let labels: [String: String] = NodeField.diffLabels.merging([
        "pick": "pick", "options": "options", "by": "by", "round": "round", "not_sold": "not sold",
        "box_fee": "box fee", "min_order": "min order",
    ]) { field, _ in field }

    /// The document's top-level members, as a line names them.
    static let sections: [String: String] = ["choices": "choice list", "price_lists": "price list", "glossary": "glossary"]

    /// A fee of the document as `fees` lists it: `10%`, `3.00/位`.
    static func describeFee(_ fee: JSONValue) -> String {
        (try? MenuDocument.feeEntries(.array([fee])))?.first?.charge.description ?? "{" + describe(fee) + "}"
    }

    public static func label(_ key: String) -> String {
        labels[key] ?? key.replacingOccurrences(of: "_", with: " ")
    }

    static func section(_ key: String) -> String {
        sections[key] ?? key.replacingOccurrences(of: "_", with: " ")
    }

    /// A value as a line says it, raw (escaped where it is written):
    /// `38.00` for an amount, `小份=58.00;大份=88.00` for sizes,
    /// `mon-fri 06:00-10:30` for hours, `yes`/`no`, `none` when not set.
    public static func describe(_ value: JSONValue?) -> String {
        switch value {
        case nil, .null?: return "none"
        case .bool(let flag)?: return flag ? "yes" : "no"
        case .number(let text)?: return text
        case .string(let text)?: return text
        case .array(let items)?:
            if items.isEmpty { return "none" }
            return items.map(describeItem).joined(separator: items.allSatisfy(\.isScalar) ? ";" : ", ")
        case .object(let members)?:
            if let amount = amount(members) { return amount }
            if members.isEmpty { return "none" }
            return members.map { "\($0.key)=\(describeItem($0.value))" }.joined(separator: "; ")
        }
    }

    /// A flag the document leaves out when it is off (`market_price`) is `no`.
    /// A moment (`sold_out_until`, seconds in the document) is local time as
    /// `history` shows it; slots are said as `show` says them.
    public static func describe(_ value: JSONValue?, of key: String, besides other: JSONValue?) -> String {
        if value == nil, case .bool? = other { return "no" }
        switch (key, value) {
        case ("sold_out_until", .number(let text)?):
            return Int64(text).map { HistoryFormats.localTime($0, format: "%Y-%m-%d %H:%M") } ?? text
        case ("slots", .array(let slots)?) where !slots.isEmpty:
            return slots.map(describeSlot).joined(separator: "; ")
        case ("photo", .object?):
            return describePhoto(value)
        // No list is "not declared", which `"none"` (declared free of the 14) is not (SPEC 28).
        case ("allergens", nil), ("allergens", .null?), ("allergens", .array([])?):
            return "not declared"
        default:
            return describe(value)
        }
    }

    /// A photo by what it is and the start of its digest, which is what
    /// two photos are compared by: `JPEG 2400×1800 efdaaace0319`.
    private static func describePhoto(_ photo: JSONValue?) -> String {
        func member(_ key: String) -> String {
            switch photo?.member(key) {
            case .string(let text)?: text
            case .number(let digits)?: digits
            default: "?"
            }
        }
        let kind = member("media_type") == "image/webp" ? "WebP" : "JPEG"
        return "\(kind) \(member("width"))×\(member("height")) " + String(member("digest").prefix(12))
    }

    /// `热菜 pick 1 of 主菜/宫保鸡丁, 水煮鱼@小份 +5.00`.
    private static func describeSlot(_ slot: JSONValue) -> String {
        func text(_ value: JSONValue?) -> String? { if case .string(let text)? = value { text } else { nil } }
        guard let name = text(slot.member("name")), case .number(let pick)? = slot.member("pick"),
              case .array(let dishes)? = slot.member("dishes") else { return "{" + describe(slot) + "}" }
        let named = dishes.map { dish in
            let path = text(dish.member("dish")) ?? text(dish.member("path")) ?? "?"
            let size = text(dish.member("size")).map { "@" + $0 } ?? ""
            let surcharge = dish.member("surcharge").flatMap { $0 == .null ? nil : " +" + describe($0) } ?? ""
            return path + size + surcharge
        }
        return "\(name) pick \(pick) of " + named.joined(separator: ", ")
    }

    /// One item of a list: a size, a window, an option, or anything.
    private static func describeItem(_ value: JSONValue) -> String {
        guard case .object(let members) = value else { return describe(value) }
        func text(_ key: String) -> String? { if case .string(let text)? = value.member(key) { text } else { nil } }
        if let days = text("days"), let from = text("from"), let to = text("to") { return "\(days) \(from)-\(to)" }
        if let name = text("name"), members.count <= 5, let price = value.member("price") ?? value.member("surcharge") {
            let soldOut = value.member("sold_out") == .bool(true) ? " (sold out)" : ""
            // An option's labels (SPEC 28): `加蛋=3.00 [90 kcal; eggs]`.
            let labels = [value.member("kcal").map { describe($0) + " kcal" }, value.member("allergens").map { "allergens " + describe($0) }]
                .compactMap { $0 }
            return "\(name)=\(describe(price))" + soldOut + (labels.isEmpty ? "" : " [" + labels.joined(separator: "; ") + "]")
        }
        return "{" + describe(value) + "}"
    }

    /// `{"amount": 3800, "currency": "CNY"}` as `38.00`.
    private static func amount(_ members: [(key: String, value: JSONValue)]) -> String? {
        guard members.count == 2, members[0].key == "amount", members[1].key == "currency",
              case .number(let fen) = members[0].value, let whole = Int64(fen), let amount = try? Amount(fen: whole)
        else { return nil }
        return amount.description
    }
}

extension JSONValue {
    var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }
}
