import MenuModel
/// What a regime's law asks a menu to say (SPEC 28), its words kept here
/// once: the guests' page (`export --format html --rules`) writes them and
/// `check --rules` reads the menu as an inspector would, with the same
/// rule of what each dish lacks.
///
/// - us: 21 CFR 101.11 (chains of 20+): calories beside every standard
///   item, rounded (101.11(b)(2)(iii)(A)(2): to the nearest 5 up to 50,
///   the nearest 10 above; under 5 is 0), two choices as a slash, three or
///   more as a range, and the two statements.
/// - uk: SI 2021/909: kcal per portion beside the item with the portion,
///   and the statement. Drinks over 1.2% ABV are exempt; menuctl keeps no
///   ABV, so every dish is asked.
/// - eu: Regulation 1169/2011 art. 44 and Annex II: the 14 allergens of
///   each dish, named.
/// - cn: 明码标价 (Price Law art. 13; SAMR Order 56): the unit (计价单位)
///   a market-priced dish is sold by, the 规格 in g or ml (a drink's in
///   ml), the condition beside a conditional price (时段价: the list's
///   hours), a set meal's contents (the page always lists its slots).
public enum LabelRegime: String, CaseIterable, Sendable {
    case us, uk, eu, cn

    /// The regime a page follows when none is asked: cn, as menuctl's
    /// prices are in CNY (SPEC 3).
    public static var forCurrency: [LabelRegime] { Amount.currency == "CNY" ? [.cn] : [] }
}

public enum LabelRules {
    // MARK: The words

    public static let usStatement = "2,000 calories a day is used for general nutrition advice, but calorie needs vary"
    public static let usOnRequest = "Additional nutrition information available upon request"
    public static let ukStatement = "Adults need around 2000 kcal a day"

    /// Calories as a US menu states them: under 5 is 0, to the nearest 5
    /// up to 50, to the nearest 10 above (halves up): 47 → 45, 52 → 50, 178 → 180.
    public static func usCalories(_ kcal: Int) -> Int {
        if kcal < 5 { return 0 }
        let step = kcal <= 50 ? 5 : 10
        return (kcal + step / 2) / step * step
    }

    /// `520 Cal`; two sizes `270/290 Cal`; three or more `0–170 Cal`, each rounded.
    public static func usLabel(_ kcal: DishKcal) -> String {
        switch kcal {
        case .whole(let kcal): return "\(usCalories(kcal)) Cal"
        case .sizes(let sizes):
            let rounded = sizes.map { usCalories($0.kcal) }
            // Sizes the same once rounded are one figure; a size without kcal `check` names.
            if Set(rounded).count <= 1 { return "\(rounded.first ?? 0) Cal" }
            if rounded.count == 2 { return "\(rounded[0])/\(rounded[1]) Cal" }
            return "\(rounded.min() ?? 0)–\(rounded.max() ?? 0) Cal"
        }
    }

    /// `+90 Cal`: what a topping adds, rounded as calories are.
    public static func usTopping(_ kcal: Int) -> String { "+\(usCalories(kcal)) Cal" }

    /// A set meal's from its slots: `650 Cal`, two meals `650/720 Cal`, more `600–920 Cal`.
    public static func usLabel(_ set: SetKcal) -> String {
        let low = usCalories(set.lightest), high = usCalories(set.heaviest)
        if low == high { return "\(low) Cal" }
        return set.meals == 2 ? "\(low)/\(high) Cal" : "\(low)–\(high) Cal"
    }

    /// A set meal's as the UK states it: `650 kcal`, `600–920 kcal`.
    public static func ukLabel(_ set: SetKcal) -> String {
        set.lightest == set.heaviest ? "\(set.lightest) kcal" : "\(set.lightest)–\(set.heaviest) kcal"
    }

    /// What the options a dish offers may add to its allergens (EU
    /// 1169/2011 art. 44: every allergen before purchase):
    /// `may contain eggs with 加蛋; gluten with 加面` / `加蛋含蛋；加面含麸质`.
    /// Those the dish holds itself are not said again; nil when none is left.
    public static func euOptionAllergens(_ options: [ChoiceOption], beyond dish: Dietary, english: Bool) -> String? {
        let said = options.compactMap { option -> String? in
            let more = option.allergens.allergens.filter { !dish.holdsAny(of: [$0]) }
            guard !more.isEmpty else { return nil }
            return english ? more.map(\.key).joined(separator: ", ") + " with " + option.name
                : "选" + option.name + "含" + more.map(\.chinese).joined(separator: "、")
        }
        guard !said.isEmpty else { return nil }
        return english ? "may contain " + said.joined(separator: "; ") : said.joined(separator: "；")
    }

    /// `520 kcal (350g)`; with sizes `小份 380 kcal · 大份 620 kcal · 350g`, the
    /// portion the dish's, not its last size's.
    public static func ukLabel(_ energy: DishEnergy, sizeName: (String) -> String) -> String? {
        guard let kcal = energy.kcal else { return nil }
        switch kcal {
        case .whole(let kcal):
            return "\(kcal) kcal" + (energy.portion.map { " (\($0.text))" } ?? "")
        case .sizes(let sizes):
            return (sizes.map { "\(sizeName($0.size)) \($0.kcal) kcal" } + (energy.portion.map { [$0.text] } ?? [])).joined(separator: " · ")
        }
    }

    /// `规格 350g` / `Portion 350g`.
    /// `建议人数 4人` for `serves 4` (the anti-food-waste law's words).
    public static func cnPortion(_ portion: Portion, english: Bool) -> String {
        if !english, let served = portion.served { return "建议人数 \(served)人" }
        return (english ? "Portion " : "规格 ") + portion.text
    }

    /// `Allergens: peanuts, sesame` / `过敏原：花生、芝麻`.
    /// `none`: declared free of the 14, `Allergens: none` / `过敏原：无`.
    public static func euAllergens(_ allergens: [Allergen], english: Bool) -> String {
        english ? "Allergens: " + (allergens.isEmpty ? "none" : allergens.map(\.key).joined(separator: ", "))
            : "过敏原：" + (allergens.isEmpty ? "无" : allergens.map(\.chinese).joined(separator: "、"))
    }

    // MARK: What a dish lacks

    /// One dish the page could not label as `regime` asks, and why.
    public struct Finding: Equatable, Sendable, CustomStringConvertible {
        public let path: String
        public let lack: String
        public var description: String { "\(path): \(lack)" }
    }

    /// Every dish and set of `root` the page could not label as `regime`
    /// requires, in menu order, one finding a lack; then the options of
    /// the choice lists its dishes offer, and the price lists.
    public static func findings(of root: MenuGroup, _ regime: LabelRegime, choices: MenuDocument.ChoicesExport = .init(),
                                priceLists: [(list: PriceList, changesPrices: Bool)] = []) -> [Finding] {
        var found: [Finding] = []
        var pending: [(node: any MenuComponent, path: String, drinks: Bool)] = root.children.reversed().map { ($0, $0.name, false) }
        while let (node, path, drinks) = pending.popLast() {
            if node.isGroup {
                let inDrinks = drinks || isDrinksGroup(node.name)
                pending += node.children.reversed().map { ($0, path + "/" + $0.name, inDrinks) }
                continue
            }
            for lack in lacks(node, regime, isDrink: drinks || isDrinkUnit(node.pricing.unit)) {
                found.append(Finding(path: path, lack: lack))
            }
        }
        return found + optionLacks(root, regime, choices) + priceListLacks(priceLists, regime)
    }

    /// The options of the lists the menu's dishes are offered that the
    /// page could not label: under us a topping (an option with a
    /// surcharge) without kcal, under eu an option whose allergens are not
    /// declared. The fees a menu declares are always stated on its page;
    /// a fee it does not declare is not one menuctl can know of.
    static func optionLacks(_ root: MenuGroup, _ regime: LabelRegime, _ choices: MenuDocument.ChoicesExport) -> [Finding] {
        guard regime == .us || regime == .eu else { return [] }
        let offered = Set(choices.offers.choicesByDish(in: root).values.joined())
        var found: [Finding] = []
        for list in choices.lists where offered.contains(list.name) {
            for option in list.options {
                let place = "choice list \(list.name), option \(option.name)"
                if regime == .us, option.surcharge != nil, option.kcal == nil {
                    found.append(Finding(path: place, lack: "no kcal (US menus state calories per topping; choices label \(list.name) \(option.name) --kcal N)"))
                }
                if regime == .eu, !option.allergens.allergensDeclared {
                    found.append(Finding(path: place, lack: "allergens not declared (what an option adds is the dish's; choices label \(list.name) \(option.name) --allergen …, or --allergen none)"))
                }
            }
        }
        return found
    }

    /// Under cn, each price list that does not say when its prices hold:
    /// neither hours (时段价) nor a condition in words (会员价: 持会员卡).
    /// A list that changes no price (a box fee alone) has none to state.
    static func priceListLacks(_ lists: [(list: PriceList, changesPrices: Bool)], _ regime: LabelRegime) -> [Finding] {
        guard regime == .cn else { return [] }
        return lists.filter { !$0.list.statesItsCondition && $0.changesPrices }.map(\.list).map { list in
            Finding(path: "price list \(list.name)",
                    lack: "no condition beside its prices (明码标价: write it with prices edit \(list.name) --condition TEXT, or give it hours)")
        }
    }

    /// What one dish lacks under `regime`.
    static func lacks(_ node: any MenuComponent, _ regime: LabelRegime, isDrink: Bool) -> [String] {
        let energy = node.details.energy
        switch regime {
        case .us:
            return hasKcal(node) ? sizesWithoutKcal(node, "US menus state calories beside every standard item")
                : ["no kcal (US menus state calories beside every standard item)"]
        case .uk:
            return (hasKcal(node) ? sizesWithoutKcal(node, "UK menus state kcal per portion") : ["no kcal (UK menus state kcal per portion)"])
                + (energy.portion == nil ? ["no portion (UK menus state the portion beside the kcal)"] : [])
        case .eu:
            return node.details.dietary.allergensDeclared ? []
                : ["allergens not declared (EU 1169/2011 asks the 14 for every dish; give them with --allergen, or --allergen none)"]
        case .cn:
            var lacks: [String] = []
            switch node.pricing.price {
            case .none: lacks.append("no price (明码标价: every dish has its price)")
            case .market where node.pricing.unit == nil: lacks.append("时价 without a unit (计价单位: 斤, 两, 只)")
            default: break
            }
            // A market price is shown as the day's (SPEC 28): a 时价 dish needs today's.
            if case .market = node.pricing.price, node.pricing.today == nil {
                lacks.append("时价 without today's price (set it with price-today)")
            }
            if let meal = node.setMeal, meal.slots.isEmpty {
                lacks.append("a set meal without its contents (套餐 lists what it holds; slot add)")
            }
            if isDrink && !(energy.portion?.isVolume ?? false) {
                lacks.append("a drink without its volume in ml (规格)")
            }
            return lacks
        }
    }

    /// `no kcal for 大份 (…)`: a dish with kcal a size, for each size without.
    static func sizesWithoutKcal(_ node: any MenuComponent, _ why: String) -> [String] {
        guard case .sizes(let given)? = node.details.energy.kcal else { return [] }
        return node.pricing.price.sizeList.filter { size in !given.contains { $0.size.hasSameUTF8(as: size.name) } }
            .map { "no kcal for \($0.name) (\(why))" }
    }

    /// Its own kcal, or, for a set meal, kcal of every dish its slots hold.
    static func hasKcal(_ node: any MenuComponent) -> Bool {
        node.details.energy.kcal != nil || node.setMeal?.kcal != nil
    }

    /// Groups whose dishes are drinks: 酒水, 饮料, 饮品, 白酒, drinks.
    static func isDrinksGroup(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["酒水", "饮料", "饮品", "酒类", "白酒", "啤酒", "茶饮"].contains(name)
            || ["drinks", "beverages", "wine", "beer"].contains(lowered)
    }

    /// Units only drinks are sold by: 瓶, 杯, 罐, 听, 壶.
    static func isDrinkUnit(_ unit: String?) -> Bool {
        unit.map { ["瓶", "杯", "罐", "听", "壶"].contains($0) } ?? false
    }
}
