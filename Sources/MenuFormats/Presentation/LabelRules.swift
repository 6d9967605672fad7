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
            if rounded.count == 2 { return "\(rounded[0])/\(rounded[1]) Cal" }
            return "\(rounded.min() ?? 0)–\(rounded.max() ?? 0) Cal"
        }
    }

    /// `+90 Cal`: what a topping adds, rounded as calories are.
    public static func usTopping(_ kcal: Int) -> String { "+\(usCalories(kcal)) Cal" }

    /// `520 kcal (350g)`; with sizes `小份 380 kcal · 大份 620 kcal (350g)`.
    public static func ukLabel(_ energy: DishEnergy, sizeName: (String) -> String) -> String? {
        guard let kcal = energy.kcal else { return nil }
        let text = switch kcal {
        case .whole(let kcal): "\(kcal) kcal"
        case .sizes(let sizes): sizes.map { "\(sizeName($0.size)) \($0.kcal) kcal" }.joined(separator: " · ")
        }
        return text + (energy.portion.map { " (\($0.text))" } ?? "")
    }

    /// `规格 350g` / `Portion 350g`.
    public static func cnPortion(_ portion: Portion, english: Bool) -> String { (english ? "Portion " : "规格 ") + portion.text }

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
    /// requires, in menu order, one finding a lack.
    public static func findings(of root: MenuGroup, _ regime: LabelRegime) -> [Finding] {
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
        return found + menuLacks(root, regime)
    }

    /// What the menu as a whole lacks under `regime`, said after its dishes.
    /// Nothing yet: the fees a menu declares (服务费, 茶位费, 餐具费) are
    /// always stated on its page, and a fee it does not declare is not
    /// one menuctl can know of.
    static func menuLacks(_ root: MenuGroup, _ regime: LabelRegime) -> [Finding] { [] }

    /// What one dish lacks under `regime`.
    static func lacks(_ node: any MenuComponent, _ regime: LabelRegime, isDrink: Bool) -> [String] {
        let energy = node.details.energy
        switch regime {
        case .us:
            return energy.kcal == nil ? ["no kcal (US menus state calories beside every standard item)"] : []
        case .uk:
            return (energy.kcal == nil ? ["no kcal (UK menus state kcal per portion)"] : [])
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
            if isDrink && !(energy.portion?.isVolume ?? false) {
                lacks.append("a drink without its volume in ml (规格)")
            }
            return lacks
        }
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
