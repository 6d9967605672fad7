/// A price list (SPEC 21): a named way of pricing the whole menu in one
/// situation — 会员 (members), 午市 (weekday lunch), 外卖 (delivery). The
/// dishes' own prices stay the menu's; a list only says how they differ.
public struct PriceList: Equatable, Sendable {
    /// A list's name follows the rules of a name, at most 20 characters.
    public static let maximumNameLength = 20
    /// What the schema lets a rule hold (0011): basis points or fen.
    public static let ruleValues: ClosedRange<Int64> = -999_999_999...999_999_999

    public var name: String
    /// Applied to every dish's own price and to each of its sizes: `--by
    /// -10%`, `--by +2`. nil: a dish without an entry costs what it costs.
    public var rule: PriceChange?
    /// What the rule's results are rounded half up to.
    public var step: PriceStep
    /// When the list applies by itself (时段价); empty: only when named.
    public var hours: ServingHours
    /// A fee per portion for the box (外卖), unless an entry says otherwise.
    public var boxFee: Amount?
    /// When its prices hold, in words written beside them (明码标价, SPEC
    /// 28): 持会员卡, 外卖平台. A list with hours has them as its condition.
    public var condition: String?

    public static let maximumConditionLength = 40

    public init(name: String, rule: PriceChange? = nil, step: PriceStep = .fen, hours: ServingHours = .always,
                boxFee: Amount? = nil, condition: String? = nil) {
        self.name = name
        self.rule = rule
        self.step = step
        self.hours = hours
        self.boxFee = boxFee
        self.condition = condition
    }

    /// A condition as `--condition` takes it: 1 to 40 characters on one
    /// line, trimmed, printable.
    public static func checkedCondition(_ raw: String) throws(MenuError) -> String {
        let text = raw.trimmingWhiteSpace()
        guard !text.isEmpty, text.count <= maximumConditionLength, !text.unicodeScalars.contains(where: \.isHiddenFromReaders) else {
            throw .invalidArgument("the condition '\(text.shortened())' is not 1 to \(maximumConditionLength) printable characters on one line")
        }
        return text
    }

    /// Whether it says when its prices hold: by its hours, or in words.
    public var statesItsCondition: Bool { !hours.isEmpty || condition != nil }

    /// A list's name, checked by the rules of a name (SPEC 2).
    public static func checkedName(_ raw: String) throws(MenuError) -> String {
        let name = try Name.checked(raw, as: "price list's name")
        guard name.count <= maximumNameLength else {
            throw .invalidArgument("the price list's name \(Name.quoted(name)) is longer than \(maximumNameLength) characters")
        }
        return name
    }

    /// `-10%`, `+2.00`: the rule as `--by` takes it back.
    public var ruleText: String? {
        switch rule {
        case .percent(let basisPoints)?:
            let magnitude = basisPoints.magnitude
            let whole = String(magnitude / 100)
            let fraction = magnitude % 100
            let decimals = fraction == 0 ? "" : fraction % 10 == 0 ? "." + String(fraction / 10)
                : "." + (fraction < 10 ? "0" : "") + String(fraction)
            return (basisPoints < 0 ? "-" : "+") + whole + decimals + "%"
        case .amount(let fen)?:
            return (fen < 0 ? "-" : "+") + (Int64(exactly: fen.magnitude).flatMap { try? Amount(fen: $0) }?.description ?? "0.00")
        case .to?, nil:
            return nil
        }
    }

    /// A price under the rule, rounded half up to the step; the price
    /// itself without a rule, nil when the rule takes it out of range.
    public func ruled(_ price: Amount) -> Amount? {
        guard let rule else { return price }
        return rule.applied(to: price, roundingTo: step)
    }

    /// Whether the list applies by itself at `moment`.
    public func holds(_ moment: Moment) -> Bool { !hours.isEmpty && hours.contain(moment) }
}

/// What a list says of one dish: its own price (or its sizes' prices), a
/// box fee, a minimum order, or that the list does not sell it.
public struct PriceEntry: Hashable, Sendable {
    public static let orders = 1...999

    public var price: Amount?
    /// By size name; only the sizes the dish has count.
    public var sizes: [String: Amount]
    public var boxFee: Amount?
    public var minOrder: Int?
    public var notSold: Bool

    public init(price: Amount? = nil, sizes: [String: Amount] = [:], boxFee: Amount? = nil, minOrder: Int? = nil,
                notSold: Bool = false) {
        self.price = price
        self.sizes = sizes
        self.boxFee = boxFee
        self.minOrder = minOrder
        self.notSold = notSold
    }

    /// An entry that says nothing is no entry.
    public var isEmpty: Bool { self == PriceEntry() }
}

/// What a price list makes of one dish, for the rows that show it: the
/// list's name, the box fee and the minimum order. The price itself
/// replaces the dish's own in the priced copy of the menu.
public struct ListedTerms: Hashable, Sendable {
    public let listName: String
    public let boxFee: Amount?
    public let minOrder: Int?

    public init(listName: String, boxFee: Amount?, minOrder: Int?) {
        self.listName = listName
        self.boxFee = boxFee
        self.minOrder = minOrder
    }
}

/// A list with every entry it has, by dish id: what `--prices NAME` reads,
/// once, before the rows are made.
public struct PriceListing: Sendable {
    public let list: PriceList
    public let entries: [Int64: PriceEntry]

    /// Whether some dish is not sold in it, so that groups may lose entries.
    public let leavesOut: Bool

    /// The ids with an entry, a bit each from `firstEntered` on: most
    /// dishes have none, and their bit is read in a few instructions where
    /// the dictionary hashes the id. Empty, and the dictionary asked of
    /// every id, when the ids lie too far apart for a bit each.
    private let entered: [UInt64]
    private let firstEntered: Int64

    public init(list: PriceList, entries: [Int64: PriceEntry]) {
        self.list = list
        self.entries = entries
        leavesOut = entries.values.contains { $0.notSold }
        var entered: [UInt64] = []
        var first: Int64 = 0
        if let low = entries.keys.min(), let high = entries.keys.max() {
            let (span, overflow) = high.subtractingReportingOverflow(low)
            if !overflow, span / 64 <= Int64(entries.count) + 1024 {
                first = low
                entered = [UInt64](repeating: 0, count: Int(span / 64) + 1)
                for id in entries.keys { entered[Int((id - low) / 64)] |= 1 << UInt64((id - low) % 64) }
            }
        }
        self.entered = entered
        firstEntered = first
    }

    /// Whether the dish may have an entry: false only when its bit says it has none.
    private func mayHaveEntry(_ id: Int64) -> Bool {
        guard !entered.isEmpty else { return true }
        let (offset, overflow) = id.subtractingReportingOverflow(firstEntered)
        guard !overflow, offset >= 0, offset / 64 < Int64(entered.count) else { return false }
        return entered[Int(offset / 64)] & 1 << UInt64(offset % 64) != 0
    }

    /// A dish's pricing in this list; nil when the list does not sell it.
    /// Its own entry, else the rule applied to its own price, else its own
    /// price; market price stays 时价 and no price stays none. A result out
    /// of range (a dish repriced after the list was made) is held to it.
    public func pricing(of id: Int64, _ own: DishPricing) -> (DishPricing, ListedTerms)? {
        let entry = mayHaveEntry(id) ? entries[id] : nil
        if entry?.notSold == true { return nil }
        var pricing = own
        switch own.price {
        case .market: break
        case .none: if let price = entry?.price { pricing.price = .fixed(price) }
        case .fixed(let price): pricing.price = .fixed(entry?.price ?? clamped(list.ruled(price), price))
        case .sizes(let sizes):
            pricing.price = .sizes(sizes.map {
                DishSize(name: $0.name, price: entry?.sizes[$0.name] ?? clamped(list.ruled($0.price), $0.price))
            })
        }
        return (pricing, ListedTerms(listName: list.name, boxFee: entry?.boxFee ?? list.boxFee, minOrder: entry?.minOrder))
    }

    private func clamped(_ ruled: Amount?, _ own: Amount) -> Amount {
        if let ruled { return ruled }
        let low = (try? Amount(fen: 0)) ?? own, high = (try? Amount(fen: Amount.maximumFen)) ?? own
        return list.rule.map { $0.lowers ? low : high } ?? own
    }
}

extension PriceChange {
    /// Whether it takes prices down, so that out of range means below 0.00.
    public var lowers: Bool {
        switch self {
        case .percent(let points): points < 0
        case .amount(let fen): fen < 0
        case .to: false
        }
    }
}

extension ServingHours {
    /// Whether these hours and `other` are open at one moment of the week,
    /// past midnight included: minute by minute over the week's 10,080.
    public func overlaps(_ other: ServingHours) -> Bool {
        guard !isEmpty, !other.isEmpty else { return false }
        let mine = weekMinutes
        return other.weekMinutes.enumerated().contains { $0.element && mine[$0.offset] }
    }

    private var weekMinutes: [Bool] {
        var open = [Bool](repeating: false, count: 7 * 1440)
        for window in windows {
            let length = window.runsPastMidnight ? 1440 - window.opens + window.closes : window.closes - window.opens
            for day in Weekday.allCases where window.days.contains(day) {
                let start = day.rawValue * 1440 + window.opens
                for minute in start..<(start + length) { open[minute % open.count] = true }
            }
        }
        return open
    }
}

/// A price list as a file carries it: the list, and its entries naming
/// dishes by path, resolved once the menu itself is in.
public struct ListedEntries: Sendable {
    public let place: String
    public var list: PriceList
    public let entries: [(place: String, path: MenuPath, entry: PriceEntry)]

    public init(place: String, list: PriceList, entries: [(place: String, path: MenuPath, entry: PriceEntry)]) {
        self.place = place
        self.list = list
        self.entries = entries
    }
}
