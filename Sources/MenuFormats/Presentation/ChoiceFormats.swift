import MenuModel
/// `choices list` for people and for scripts (SPEC 18), and the one-line
/// summary a change reports.
public enum ChoiceFormats {
    /// Every list: its rule and options, then where it is offered.
    ///
    ///     辣度 (pick 1): 微辣, 中辣, 特辣
    ///       offered by: 主菜
    ///       withdrawn from: 主菜/盐水鸭
    public static func text(_ lists: [(list: ChoiceList, offers: [(path: String, withdrawn: Bool)])]) -> String {
        var out = ""
        for (list, offers) in lists {
            out += Terminal.escaped(list.name) + " (pick \(list.pick)): " + optionsText(list) + "\n"
            let offeredBy = offers.filter { !$0.withdrawn }.map { Terminal.escaped($0.path) }
            let withdrawn = offers.filter(\.withdrawn).map { Terminal.escaped($0.path) }
            out += "  " + (offeredBy.isEmpty ? "not offered" : "offered by: " + offeredBy.joined(separator: ", ")) + "\n"
            if !withdrawn.isEmpty { out += "  withdrawn from: " + withdrawn.joined(separator: ", ") + "\n" }
        }
        return out
    }

    /// `微辣, 中辣, 加蛋 +3.00 (sold out)`, escaped; an option's labels in
    /// brackets: `加蛋 +3.00 [90 kcal; eggs]`.
    static func optionsText(_ list: ChoiceList) -> String {
        list.options.map { option in
            Terminal.escaped(option.name) + (option.surcharge.map { " +" + $0.description } ?? "")
                + (option.isSoldOut ? " (sold out)" : "") + (labelText(option).map { " [" + $0 + "]" } ?? "")
        }.joined(separator: ", ")
    }

    /// `90 kcal; eggs, milk`, `allergens none`; nil when it says neither.
    public static func labelText(_ option: ChoiceOption) -> String? {
        var parts: [String] = []
        if let kcal = option.kcal { parts.append("\(kcal) kcal") }
        if option.allergens.isDeclaredFree { parts.append("allergens none") }
        if !option.allergens.allergens.isEmpty { parts.append(option.allergens.allergens.map(\.key).joined(separator: ", ")) }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// `,"kcal":90,"allergens":["eggs"]` (or `"none"`), each only when said:
    /// what version 6 of the export document adds to an option (SPEC 28).
    static func labelMembers(_ option: ChoiceOption, colon: String, comma: String) -> String {
        var out = ""
        if let kcal = option.kcal { out += comma + "\"kcal\"" + colon + String(kcal) }
        if option.allergens.isDeclaredFree { out += comma + "\"allergens\"" + colon + "\"" + Dietary.noneKey + "\"" }
        if !option.allergens.allergens.isEmpty {
            out += comma + "\"allergens\"" + colon + "[" + option.allergens.allergens.map { "\"\($0.key)\"" }.joined(separator: comma) + "]"
        }
        return out
    }

    /// `pick 0-3: 加面 +2.00, 加蛋 +3.00`, raw (the report escapes it).
    public static func summary(_ list: ChoiceList) -> String {
        "pick \(list.pick): " + list.options.map { option in
            option.name + (option.surcharge.map { " +" + $0.description } ?? "")
        }.joined(separator: ", ")
    }

    /// One JSON array, a list an object: `{"name":"加料","pick":[0,3],
    /// "options":[{"name":"加面","surcharge":{…},"sold_out":false}],
    /// "offered_by":["主菜"],"withdrawn_from":[]}`.
    public static func json(_ lists: [(list: ChoiceList, offers: [(path: String, withdrawn: Bool)])]) -> String {
        guard !lists.isEmpty else { return "[]\n" }
        return "[\n" + lists.map { list, offers in
            "  {" + listFields(list) + ",\"offered_by\":[" + offers.filter { !$0.withdrawn }.map { JSONText.string($0.path) }.joined(separator: ",")
                + "],\"withdrawn_from\":[" + offers.filter(\.withdrawn).map { JSONText.string($0.path) }.joined(separator: ",") + "]}"
        }.joined(separator: ",\n") + "\n]\n"
    }

    private static let nothingMore = try? Amount(fen: 0)

    /// `"name":…,"pick":[0,3],"options":[…]`: a list as `choices list
    /// --format json` and the export document write it.
    package static func listFields(_ list: ChoiceList, spaced: Bool = false) -> String {
        let colon = spaced ? ": " : ":", comma = spaced ? ", " : ","
        // An option without a surcharge costs nothing more: 0, never null.
        func price(_ amount: Amount?) -> String { JSONText.price(amount ?? nothingMore, spaced: spaced) }
        return "\"name\"" + colon + JSONText.string(list.name) + comma
            + "\"pick\"" + colon + "[\(list.pick.minimum)" + comma + "\(list.pick.maximum)]" + comma
            + "\"options\"" + colon + "[" + list.options.map { option in
                "{\"name\"" + colon + JSONText.string(option.name) + comma + "\"surcharge\"" + colon + price(option.surcharge)
                    + comma + "\"sold_out\"" + colon + (option.isSoldOut ? "true" : "false") + labelMembers(option, colon: colon, comma: comma) + "}"
            }.joined(separator: comma) + "]"
    }
}
