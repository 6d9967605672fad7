import MenuModel
/// Choice lists in the export document (SPEC 18, version 3): the lists once
/// at the top, `"choices": [{"name": "加料", "pick": [0, 3], "options":
/// [{"name": "加面", "surcharge": {…}, "sold_out": false}]}]`, and on the
/// nodes `"offers": ["辣度"]` and `"withdrawn": ["辣度"]`, each only when
/// there is something to say. Documents of versions 1 and 2 say nothing of
/// choices, and importing them leaves the menu's as they are.
extension MenuDocument {
    package static let offerKeys: Set<String> = ["offers", "withdrawn"]

    /// What the export writes of choices: the lists and where they are offered.
    public struct ChoicesExport {
        public var lists: [ChoiceList] = []
        public var offers = ChoiceOffers()
        public init(lists: [ChoiceList] = [], offers: ChoiceOffers = ChoiceOffers()) {
            self.lists = lists
            self.offers = offers
        }
    }

    /// `\n  "choices": [\n    {…},\n    {…}\n  ],`; nothing when there are none.
    static func choiceLists(_ lists: [ChoiceList]) -> String {
        guard !lists.isEmpty else { return "" }
        return "\n  \"choices\": [" + lists.map { "\n    {" + ChoiceFormats.listFields($0, spaced: true) + "}" }
            .joined(separator: ",") + "\n  ],"
    }

    /// `, "offers": ["辣度"], "withdrawn": ["忌口"]`, each when not empty.
    static func offerMembers(of id: Int64, in offers: ChoiceOffers) -> String {
        var out = ""
        let offered = offers.offeredNames(of: id), withdrawn = offers.withdrawnNames(of: id)
        if !offered.isEmpty { out += ", \"offers\": [" + offered.map(JSONText.string).joined(separator: ", ") + "]" }
        if !withdrawn.isEmpty { out += ", \"withdrawn\": [" + withdrawn.map(JSONText.string).joined(separator: ", ") + "]" }
        return out
    }

    /// Reads the document's `choices` and notes whether it carries choices
    /// at all (version 3 does, where a node without `offers` offers none).
    mutating func readChoices(_ members: [(key: String, value: JSONValue)]) throws(MenuError) {
        let version = members.first { $0.key == "version" }?.value
        carriesChoices = !(version == .number("1") || version == .number("2"))
        guard let value = members.first(where: { $0.key == "choices" })?.value else {
            if carriesChoices { choiceLists = [] }
            return
        }
        guard case .array(let elements) = value else {
            throw MenuError(.malformedFile, "choices: expected an array of choice lists, found \(value.kindDescription)")
        }
        var lists: [ChoiceList] = []
        for (index, element) in elements.enumerated() {
            let place = "choices[\(index)]"
            let list = try Self.choiceList(element, place: place)
            guard !lists.contains(where: { $0.name.hasSameUTF8(as: list.name) }) else {
                throw MenuError(.malformedFile, "\(place).name: the choice list \"\(Terminal.escaped(list.name))\" appears twice")
            }
            lists.append(list)
        }
        choiceLists = lists
    }

    private static func choiceList(_ value: JSONValue, place: String) throws(MenuError) -> ChoiceList {
        guard case .object(let members) = value else {
            throw MenuError(.malformedFile, "\(place): expected an object such as {\"name\": \"辣度\", \"pick\": [1, 1], \"options\": [...]}, found \(value.kindDescription)")
        }
        try checkKeys(members, allowed: ["name", "pick", "options"], place: place)
        func member(_ key: String) -> JSONValue? { members.first { $0.key == key }?.value }
        let name = try checkedName(member("name"), place: place + ".name", as: "choice list name")
        guard case .array(let bounds)? = member("pick"), bounds.count == 2,
              case .number(let low) = bounds[0], case .number(let high) = bounds[1],
              let minimum = Int(low), let maximum = Int(high), (0...30).contains(minimum), (1...30).contains(maximum) else {
            throw MenuError(.malformedFile, "\(place).pick: expected [MIN, MAX], such as [1, 1] or [0, 3]")
        }
        guard case .array(let elements)? = member("options") else {
            throw MenuError(.malformedFile, "\(place).options: expected an array of options")
        }
        var options: [ChoiceOption] = []
        for (index, element) in elements.enumerated() {
            let at = "\(place).options[\(index)]"
            guard case .object(let fields) = element else {
                throw MenuError(.malformedFile, "\(at): expected an object such as {\"name\": \"加面\", \"surcharge\": \"2\"}")
            }
            try checkKeys(fields, allowed: ["name", "surcharge", "sold_out", "kcal", "allergens"], place: at)
            var option = ChoiceOption(name: try checkedName(fields.first { $0.key == "name" }?.value, place: at + ".name", as: "option name"))
            if let written = fields.first(where: { $0.key == "surcharge" })?.value, let amount = try price(written, place: at + ".surcharge") {
                option.surcharge = amount.fen == 0 ? nil : amount
            }
            if let flag = fields.first(where: { $0.key == "sold_out" })?.value {
                guard case .bool(let soldOut) = flag else {
                    throw MenuError(.malformedFile, "\(at).sold_out: expected true or false, found \(flag.shortDescription)")
                }
                option.isSoldOut = soldOut
            }
            try readLabels(fields, into: &option, place: at)
            options.append(option)
        }
        let list = ChoiceList(name: name, pick: PickRule(minimum: minimum, maximum: maximum), options: options)
        if let problem = list.problem { throw MenuError(.malformedFile, "\(place): \(problem)") }
        return list
    }

    /// An option's `kcal` (0 to 10000) and `allergens` (`["eggs"]` or `"none"`).
    private static func readLabels(_ fields: [(key: String, value: JSONValue)], into option: inout ChoiceOption, place: String) throws(MenuError) {
        if let value = fields.first(where: { $0.key == "kcal" })?.value, value != .null {
            guard case .number(let text) = value, let kcal = Int(text), DishKcal.range.contains(kcal) else {
                throw MenuError(.malformedFile, "\(place).kcal: expected a whole number from 0 to 10000, found \(value.shortDescription)")
            }
            option.kcal = kcal
        }
        let said = try dietary(fields.filter { $0.key == "allergens" }, place: EntryPlace(place))
        option.allergens = Dietary(allergens: said.allergens ?? [], declaredFree: said.declaredFree == true)
    }

    private static func checkedName(_ value: JSONValue?, place: @autoclosure () -> String, as what: String) throws(MenuError) -> String {
        guard case .string(let raw)? = value else { throw MenuError(.malformedFile, "\(place()): expected a string") }
        do { return try ChoiceList.checkedName(raw, as: what) } catch { throw MenuError(.malformedFile, "\(place()): \(error.message)") }
    }

    /// A node's `offers` and `withdrawn`: arrays of list names, none twice,
    /// and no list both offered and withdrawn.
    static func readOffers(_ member: (String) -> JSONValue?, into entry: inout Entry) throws(MenuError) {
        func names(_ key: String) throws(MenuError) -> [String]? {
            guard let value = member(key) else { return nil }
            guard case .array(let elements) = value else {
                throw MenuError(.malformedFile, "\(entry.place).\(key): expected an array of choice list names, found \(value.kindDescription)")
            }
            var names: [String] = []
            for (index, element) in elements.enumerated() {
                let name = try checkedName(element, place: "\(entry.place).\(key)[\(index)]", as: "choice list name")
                guard !names.contains(where: { $0.hasSameUTF8(as: name) }) else {
                    throw MenuError(.malformedFile, "\(entry.place).\(key)[\(index)]: \"\(Terminal.escaped(name))\" appears twice")
                }
                names.append(name)
            }
            return names
        }
        entry.offers = try names("offers")
        entry.withdrawn = try names("withdrawn")
        if let both = entry.offers?.first(where: { name in entry.withdrawn?.contains { $0.hasSameUTF8(as: name) } ?? false }) {
            throw MenuError(.malformedFile, "\(entry.place): \"\(Terminal.escaped(both))\" is both offered and withdrawn")
        }
    }
}
