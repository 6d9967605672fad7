/// A choice list (SPEC 18): a question the waiter asks when a dish is
/// ordered, kept once and offered by many dishes. 辣度 (exactly one of
/// 微辣/中辣/特辣), 加料 (up to three extras, each with a surcharge), 忌口
/// (any number, free).
public struct ChoiceList: Hashable, Sendable {
    public static let maximumNameLength = 20
    public static let optionCounts = 1...30

    public var name: String
    public var pick: PickRule
    public var options: [ChoiceOption]

    public init(name: String, pick: PickRule, options: [ChoiceOption]) {
        self.name = name
        self.pick = pick
        self.options = options
    }

    /// A list's or an option's name follows the rules of a name (SPEC 2),
    /// at most 20 characters.
    public static func checkedName(_ raw: String, as what: String = "choice list name") throws(MenuError) -> String {
        let name = try Name.checked(raw, as: what)
        guard name.count <= maximumNameLength else {
            throw .invalidArgument("the \(what) \(Name.quoted(name)) is longer than \(maximumNameLength) characters")
        }
        return name
    }

    /// Why this list breaks SPEC 18's rules, or nil: 1 to 30 options with
    /// unique names, and a pick rule the options can meet.
    public var problem: String? {
        guard Self.optionCounts.contains(options.count) else {
            return "a choice list holds 1 to 30 options, not \(options.count)"
        }
        for (index, option) in options.enumerated()
        where options[..<index].contains(where: { $0.name.hasSameUTF8(as: option.name) }) {
            return "the option \(Name.quoted(option.name)) appears twice"
        }
        return pick.problem(optionCount: options.count)
    }

    /// The list with the labels `other`'s options of the same names have:
    /// what a file that cannot carry labels leaves as they were.
    public func labelled(like other: ChoiceList?) -> ChoiceList {
        var list = self
        list.options = options.map { option in option.labelled(like: other?.options.first { $0.name.hasSameUTF8(as: option.name) }) }
        return list
    }

    /// Where the option of that name is in the list, or nil.
    public func option(named name: String) -> Int? {
        options.firstIndex { $0.name.hasSameUTF8(as: name) }
    }
}

/// One answer to a choice list: 加面, +¥2, perhaps sold out (估清), and
/// what the law asks of what it adds (SPEC 28): 加蛋 90 kcal, eggs.
public struct ChoiceOption: Hashable, Sendable {
    public var name: String
    /// nil when it is free (`0`, or no surcharge given).
    public var surcharge: Amount?
    public var isSoldOut: Bool
    /// What it adds to the dish's energy; nil when not said.
    public var kcal: Int?
    /// What it may add to the dish's allergens (its diets are never read):
    /// a list, declared none, or not declared.
    public var allergens: Dietary

    public init(name: String, surcharge: Amount? = nil, isSoldOut: Bool = false, kcal: Int? = nil, allergens: Dietary = .none) {
        self.name = name
        self.surcharge = surcharge
        self.isSoldOut = isSoldOut
        self.kcal = kcal
        self.allergens = allergens
    }

    /// The same option with the labels of `other` (its kcal and allergens):
    /// what a file that cannot carry them leaves as they were.
    public func labelled(like other: ChoiceOption?) -> ChoiceOption {
        var option = self
        option.kcal = other?.kcal
        option.allergens = other?.allergens ?? .none
        return option
    }

    /// `加面=+2`, `加面=+¥2`, `加面=0`, or `加面` (free), as `--option` takes
    /// it. The last `=` splits the two, as a surcharge never holds one.
    public init(parsing raw: String) throws(MenuError) {
        guard let equals = raw.lastIndex(of: "=") else {
            self.init(name: try ChoiceList.checkedName(raw, as: "option name"))
            return
        }
        let name = try ChoiceList.checkedName(String(raw[..<equals]), as: "option name")
        let written = String(raw[raw.index(after: equals)...])
        self.init(name: name, surcharge: try Self.surcharge(parsing: written))
    }

    /// `+2`, `+¥2`, `+2.50` or `0`: an AMOUNT after a `+`, which says it is
    /// added to the dish's price; a bare `0` is free.
    public static func surcharge(parsing written: String) throws(MenuError) -> Amount? {
        if written == "0" { return nil }
        guard written.hasPrefix("+") else {
            throw .invalidArgument("'\(written.shortened())' is not a surcharge; write it like +2, +¥2 or 0")
        }
        do {
            let amount = try Amount(parsing: String(written.dropFirst()))
            return amount.fen == 0 ? nil : amount
        } catch {
            throw .invalidArgument("'\(written.shortened())' is not a surcharge; write it like +2, +¥2 or 0")
        }
    }

    /// `+2.00`, or `0` when free: as `choices list` shows a surcharge and
    /// `--option` reads it back.
    public var surchargeText: String { surcharge.map { "+" + $0.description } ?? "0" }
}

/// How many options a guest picks (`--pick 1`, `--pick 0-3`): MIN to MAX,
/// MAX at least 1.
public struct PickRule: Hashable, Sendable, CustomStringConvertible {
    public let minimum: Int
    public let maximum: Int

    public init(minimum: Int, maximum: Int) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// `1` (exactly one) or `0-3` (zero to three).
    public init(parsing raw: String) throws(MenuError) {
        func refused() -> MenuError {
            .invalidArgument("'\(raw.shortened())' is not a pick rule; write it like 1 (exactly one) or 0-3 (zero to three)")
        }
        let parts = raw.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.utf8.allSatisfy { $0 >= 48 && $0 <= 57 } }),
              let low = Int(parts[0]), let high = Int(parts[parts.count - 1]) else { throw refused() }
        guard high >= 1 else { throw .invalidArgument("the pick rule '\(raw)' lets a guest pick nothing; MAX is at least 1") }
        guard low <= high else { throw .invalidArgument("the pick rule '\(raw)' asks for at least \(low) but at most \(high)") }
        self.init(minimum: low, maximum: high)
    }

    /// Why a list of `optionCount` options cannot meet this rule, or nil.
    public func problem(optionCount: Int) -> String? {
        guard maximum >= 1, minimum >= 0, minimum <= maximum else {
            return "the pick rule \(description) cannot be met"
        }
        guard maximum <= optionCount else {
            return "the pick rule \(description) asks for up to \(maximum) of \(optionCount) option\(optionCount == 1 ? "" : "s"); MAX is at most the number of options"
        }
        return nil
    }

    /// `1`, `0-3`: as `--pick` takes it.
    public var description: String { minimum == maximum ? "\(minimum)" : "\(minimum)-\(maximum)" }
}
