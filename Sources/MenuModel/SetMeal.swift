/// A set meal's slots (SPEC 19): 商务套餐A holds 热菜 (pick 1 of 宫保鸡丁,
/// 回锅肉, 鱼香肉丝 +¥5), 主食 and 汤. A set is a leaf of the composite that
/// answers like a dish (a price, details, hours, sold out); what it adds is
/// this: slots, each a pick among existing dishes, remembered by id.
public struct SetMeal: Equatable, Sendable {
    public static let slotCounts = 1...12
    public static let dishCounts = 1...30

    public var slots: [SetSlot]

    public init(slots: [SetSlot] = []) {
        self.slots = slots
    }

    /// Whether a guest can have it at `moment`: every slot has at least
    /// `pick` dishes on offer then (SPEC 19). A set without slots offers
    /// nothing to pick, and is on offer as a dish would be.
    /// `hoursCount` false: only what is sold out counts, as for a printed
    /// page that shows the lunch sets in the evening too.
    public func canBeFilled(at moment: Moment, hoursCount: Bool = true) -> Bool {
        slots.allSatisfy { slot in slot.dishes.lazy.filter { $0.isOnOffer(at: moment, hoursCount: hoursCount) }.count >= slot.pick }
    }

    /// Whether every slot can be filled with dishes that hold none of
    /// `allergens` (SPEC 24: `list --without 花生` leaves out a set whose 热菜
    /// are all 宫保鸡丁).
    public func canBeFilled(without allergens: [Allergen]) -> Bool {
        slots.allSatisfy { slot in slot.dishes.lazy.filter { !$0.dietary.holdsAny(of: allergens) }.count >= slot.pick }
    }

    /// The à-la-carte value: the cheapest `pick` dishes of every slot at
    /// their own prices, surcharges aside; nil when a slot has fewer
    /// priced dishes than it picks (a dish at market price or without one).
    public var aLaCarteValue: Amount? { aLaCarteRange?.cheapest }

    /// What a guest's picks would cost à la carte, at their own prices and
    /// surcharges aside: the cheapest `pick` dishes of every slot, and the
    /// dearest; nil when a slot has fewer priced dishes than it picks (a
    /// dish at market price or without one).
    public var aLaCarteRange: (cheapest: Amount, dearest: Amount)? {
        var cheapest: Int64 = 0, dearest: Int64 = 0
        for slot in slots {
            let prices = slot.dishes.compactMap(\.price).map(\.fen).sorted()
            // A pick below 1 is another program's (check reports it): no value.
            guard slot.pick >= 1, prices.count >= slot.pick else { return nil }
            cheapest += prices.prefix(slot.pick).reduce(0, +)
            dearest += prices.suffix(slot.pick).reduce(0, +)
        }
        guard let low = try? Amount(fen: min(cheapest, Amount.maximumFen)),
              let high = try? Amount(fen: min(dearest, Amount.maximumFen)) else { return nil }
        return (low, high)
    }

    /// How much more than its dearest picks à la carte a set costs at
    /// `price`: a guest would pay less ordering them one by one. nil when
    /// not more, or when the set has no slots to compare with.
    public func overcharge(at price: Amount?) -> (dearest: Amount, over: Amount)? {
        guard let price, !slots.isEmpty, let dearest = aLaCarteRange?.dearest, price.fen > dearest.fen,
              let over = try? Amount(fen: price.fen - dearest.fen) else { return nil }
        return (dearest, over)
    }

    /// The set's kcal worked out from its slots' dishes, as a US menu
    /// states a combination meal's (21 CFR 101.11(b)(2)(iii)(A)(3)): each
    /// slot's lightest and heaviest `pick` dishes summed, and how many
    /// meals the slots allow. nil when a slot's dish has no kcal.
    public var kcal: SetKcal? {
        guard !slots.isEmpty else { return nil }
        var lightest = 0, heaviest = 0, meals = 1
        for slot in slots {
            let kcal = slot.dishes.compactMap(\.kcal).sorted()
            guard slot.pick >= 1, kcal.count == slot.dishes.count, kcal.count >= slot.pick else { return nil }
            lightest += kcal.prefix(slot.pick).reduce(0, +)
            heaviest += kcal.suffix(slot.pick).reduce(0, +)
            meals = min(meals * Self.ways(slot.pick, of: kcal.count), 3)
        }
        return SetKcal(lightest: lightest, heaviest: heaviest, meals: meals)
    }

    /// How many ways to pick `pick` of `count`, counted up to 3.
    private static func ways(_ pick: Int, of count: Int) -> Int {
        var ways = 1
        for step in 0..<min(pick, count - pick) {
            ways = ways * (count - step) / (step + 1)
            if ways >= 3 { return 3 }
        }
        return ways
    }

    /// What a guest saves against the à-la-carte value at `price`; nil when nothing.
    public func saving(at price: Amount?) -> Amount? {
        guard let price, let value = aLaCarteValue, value.fen > price.fen else { return nil }
        return try? Amount(fen: value.fen - price.fen)
    }
}

/// A set meal's kcal from its slots: the lightest and heaviest meal, and
/// how many meals there are, counted up to 3 (two are a slash on a US
/// menu, three or more a range).
public struct SetKcal: Equatable, Sendable {
    public let lightest: Int
    public let heaviest: Int
    public let meals: Int
}

/// One slot: a name (热菜), how many of its dishes a guest picks, and the dishes.
public struct SetSlot: Equatable, Sendable {
    /// A slot name follows the rules of a name, at most 20 characters, as a size's does.
    public static let maximumNameLength = 20

    public var name: String
    public var pick: Int
    public var dishes: [SlotDish]

    public init(name: String, pick: Int, dishes: [SlotDish]) {
        self.name = name
        self.pick = pick
        self.dishes = dishes
    }

    /// A slot name by the rules of a name (SPEC 2), at most 20 characters.
    public static func checkedName(_ raw: String) throws(MenuError) -> String {
        let name = try Name.checked(raw, as: "slot name")
        guard name.count <= maximumNameLength else {
            throw .invalidArgument("the slot name \(Name.quoted(name)) is longer than \(maximumNameLength) characters")
        }
        return name
    }
}

/// A dish in a slot, by id, in one size when it has sizes, with an upgrade
/// surcharge or none; and what the menu says of that dish as loaded: its
/// path, price, and whether it is on offer (nil `state`: not in the menu).
public struct SlotDish: Equatable, Sendable {
    public let id: Int64
    public var size: String?
    public var surcharge: Amount?
    /// `主菜/宫保鸡丁`; empty when the dish cannot be reached from the top.
    public var path: String = ""
    public var name: String = ""
    /// Its price, its size's when it enters in one; nil at market price or none.
    public var price: Amount?
    public var dietary: Dietary = .none
    /// Its kcal, its size's when it enters in one (SPEC 28); nil when not said.
    public var kcal: Int?
    /// Its name in other languages, for a page in one of them (SPEC 25).
    public var translations: [Translation] = []
    /// Whether it is on offer, as a dish would be, and the hours of the
    /// groups above it, which a dish's own on-offer walk gets from above.
    public var state: DishState?

    public init(id: Int64, size: String?, surcharge: Amount?) {
        self.id = id
        self.size = size
        self.surcharge = surcharge.flatMap { $0.fen == 0 ? nil : $0 }
    }

    /// `水煮鱼@小份=+5` as typed or in a CSV (SPEC 19): what names the dish,
    /// a size after the last `@`, a surcharge after the last `=`. One reading
    /// for `slot add` and the CSV's `slots` column.
    public static func words(_ raw: String) throws(MenuError) -> (dish: String, size: String?, surcharge: Amount?) {
        var rest = Substring(raw)
        var surcharge: Amount?
        if let equals = rest.lastIndex(of: "=") {
            surcharge = try ChoiceOption.surcharge(parsing: String(rest[rest.index(after: equals)...]))
            rest = rest[..<equals]
        }
        var size: String?
        if let at = rest.lastIndex(of: "@") {
            size = try DishSize.checkedName(String(rest[rest.index(after: at)...]))
            rest = rest[..<at]
        }
        return (String(rest), size, surcharge)
    }

    /// `宫保鸡丁@小份`'s name as a guest reads it: `宫保鸡丁 小份`.
    public var shownName: String { size.map { name + " " + $0 } ?? name }

    public func isOnOffer(at moment: Moment, hoursCount: Bool = true) -> Bool {
        state?.isOnOffer(at: moment, hoursCount: hoursCount) ?? false
    }
}

/// What decides whether a slot's dish is on offer at a moment (SPEC 10, 20).
public struct DishState: Equatable, Sendable {
    public var isSoldOut: Bool
    public var stock: DishStock
    public var hours: ServingHours
    /// The hours of every group above it that has any.
    public var hoursAbove: [ServingHours]

    public init(isSoldOut: Bool, stock: DishStock, hours: ServingHours, hoursAbove: [ServingHours]) {
        self.isSoldOut = isSoldOut
        self.stock = stock
        self.hours = hours
        self.hoursAbove = hoursAbove
    }

    public func isOnOffer(at moment: Moment, hoursCount: Bool = true) -> Bool {
        !stock.isSoldOut(isSoldOut, at: moment)
            && (!hoursCount || (hours.contain(moment) && hoursAbove.allSatisfy { $0.contain(moment) }))
    }
}

extension DishStock {
    /// MenuItem's `isSoldOut(at:)` for a dish known by its state alone.
    public func isSoldOut(_ soldOut: Bool, at moment: Moment) -> Bool {
        guard soldOut else { return false }
        if isCountedOut { return true }
        if let end = soldOutUntil, let instant = moment.instant { return instant < end.instant }
        return true
    }
}

extension MenuComponent {
    /// `group`, `item` or `set`: the kind TSV, JSON, CSV and the export name (SPEC 19).
    public var kindName: String { isGroup ? "group" : setMeal == nil ? "item" : "set" }
}
