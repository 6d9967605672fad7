import MenuModel
/// What the page's regimes (`--rules`, SPEC 28) add: a line under each dish
/// (US calories, UK kcal with the portion, the EU's allergens named, China's
/// 规格), the condition beside a conditional price, and the statements at
/// the foot. The words are LabelRules'.
extension MenuPage {
    private var english: Bool { words == .english }

    /// `<p class="rules">520 Cal</p>` under a dish; nothing when it has none to say.
    package func ruleLines(_ node: any MenuComponent, details: DishDetails) -> String {
        guard !rules.isEmpty else { return "" }
        let energy = details.energy
        var said: [String] = []
        for regime in rules {
            switch regime {
            case .us:
                if let kcal = energy.kcal { said.append(LabelRules.usLabel(kcal)) } else if let set = node.setMeal?.kcal { said.append(LabelRules.usLabel(set)) }
            case .uk:
                if let label = LabelRules.ukLabel(energy, sizeName: word) { said.append(label) } else if let set = node.setMeal?.kcal { said.append(LabelRules.ukLabel(set)) }
            case .eu:
                let dietary = details.dietary
                // What options add only beside the dish's own: alone, it would read as all there is.
                if dietary.allergensDeclared {
                    said.append(LabelRules.euAllergens(dietary.allergens, english: english))
                    if let more = LabelRules.euOptionAllergens(options(of: node), beyond: dietary, english: english) { said.append(more) }
                }
            case .cn:
                // The UK's label says the portion already.
                if let portion = energy.portion, !(rules.contains(.uk) && energy.kcal != nil) {
                    said.append(LabelRules.cnPortion(portion, english: english))
                }
            }
        }
        guard !said.isEmpty else { return "" }
        return "<p class=\"rules\">" + HTMLText.escaped(said.joined(separator: " · ")) + "</p>"
    }

    /// The options of every list a dish is offered, nearest list first.
    private func options(of node: any MenuComponent) -> [ChoiceOption] {
        (dishChoices[node.id] ?? []).flatMap { name in choices.lists.first { $0.name.hasSameUTF8(as: name) }?.options ?? [] }
    }

    /// ` +90 Cal` after a topping under us, ` +90 kcal` under uk.
    package func optionEnergy(_ option: ChoiceOption) -> String {
        guard let kcal = option.kcal else { return "" }
        if rules.contains(.us) { return " " + LabelRules.usTopping(kcal) }
        return rules.contains(.uk) ? " +\(kcal) kcal" : ""
    }

    /// ` <small class="condition">（午市 11:00–14:00）</small>` beside a price a
    /// conditional list gives, under cn (明码标价: the condition next to the price).
    package func conditionNote(_ node: any MenuComponent) -> String {
        // A list leaves a market price 时价: its condition is not that price's.
        guard rules.contains(.cn), node.listing != nil, let priceCondition, node.pricing.price != .market else { return "" }
        let text = english ? " (" + priceCondition + ")" : "（" + priceCondition + "）"
        return " <small class=\"condition\">" + HTMLText.escaped(text) + "</small>"
    }

    /// The statements the regimes ask once on the page, at its foot.
    package var ruleStatements: String {
        var lines: [String] = []
        if rules.contains(.us) { lines += [LabelRules.usStatement, LabelRules.usOnRequest] }
        if rules.contains(.uk) { lines.append(LabelRules.ukStatement) }
        guard !lines.isEmpty else { return "" }
        return "<footer class=\"statements\">" + lines.map { "<p>" + HTMLText.escaped($0) + "</p>" }.joined() + "</footer>\n"
    }

    /// `午市 11:00–14:00`, `会员价 持会员卡`: a list's name, its condition
    /// in words, and its hours as the page writes hours.
    public static func condition(of list: PriceList, language: LanguageTag?) -> String {
        let named = list.name + (list.condition.map { " " + $0 } ?? "")
        guard !list.hours.isEmpty else { return named }
        let words = PageWords(language)
        return named + " " + list.hours.windows.map { window in
            let times = ServingWindow.clock(window.opens) + "–" + ServingWindow.clock(window.closes)
            return window.days == .everyDay ? times : words.days(window.days.description) + " " + times
        }.joined(separator: ", ")
    }

    package static let ruleStyle = """
        .rules { color: #333; font-size: .9em; }
        .condition { color: #555; }
        .statements { margin-top: 1rem; font-size: .85em; color: #333; }

        """
}
