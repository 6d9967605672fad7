import MenuModel
/// What 明码标价 asks the page to state beyond the dishes' prices (SPEC 28):
/// a 时价 dish's price today, and the menu's fees once, in a block under
/// the dishes: `服务费 10% · 茶位费 ¥3/位 · 餐具费 ¥2`. A price list's box fee
/// (`--prices 外卖`) that every dish on the page shares is stated there too,
/// once, and not under each dish; one that differs stays under each.
extension PageWord {
    package static let today = PageWord(zh: "今日", en: "today")
    package static let fees = PageWord(zh: "另收", en: "Charges")
    package static let boxFee = PageWord(zh: "餐盒费", en: "box")
    package static let perPortion = PageWord(zh: "份", en: "portion")
}

extension MenuPage {
    /// `今日 ¥68/斤`, `today ¥68 per jin (500 g)`: a 时价 dish's price today.
    package func todayPrice(_ pricing: DishPricing) -> String? {
        guard pricing.price.isMarket, let today = pricing.today else { return nil }
        return "<span class=\"price today\">" + HTMLText.escaped(words.say(.today) + " " + words.price(today.forGuests, per: pricing.unit.map(word)))
            + "</span>"
    }

    /// The box fee every dish on the page is priced with, when they share
    /// one above nothing (a delivery list's ¥2 a portion): said once.
    package static func sharedBoxFee(of root: MenuGroup) -> Amount? {
        var shared: Amount?, seen = false
        var stack: [any MenuComponent] = root.children
        while let node = stack.popLast() {
            if node.isGroup { stack += node.children; continue }
            guard let fee = node.listing?.boxFee, fee.fen > 0 else { return nil }
            if seen && shared != fee { return nil }
            (shared, seen) = (fee, true)
        }
        return shared
    }

    /// The block of fees: `另收 服务费 10% · 茶位费 ¥3/位 · 餐具费 ¥2`, the names
    /// and units from the glossary in another language; nothing without any.
    package func feesBlock() -> String {
        var said = fees.map { fee -> String in
            let charge = switch fee.charge {
            case .percent(let hundredths): MenuFee.Charge.percentText(hundredths) + "%"
            case .amount(let amount, let per): words.price(amount.forGuests, per: per.map(word))
            }
            return word(fee.name) + " " + charge
        }
        if let box = boxFeeOnce { said.append(words.say(.boxFee) + " " + words.price(box.forGuests, per: words.say(.perPortion))) }
        guard !said.isEmpty else { return "" }
        return "<footer class=\"fees\"><p><span class=\"fees-title\">" + HTMLText.escaped(words.say(.fees)) + "</span> "
            + HTMLText.escaped(said.joined(separator: " · ")) + "</p></footer>\n"
    }

    package static let feesStyle = """
        .fees { column-span: all; margin-top: 1.5rem; padding-top: .5rem; border-top: 1px solid #bbb; word-break: keep-all; overflow-wrap: anywhere; }
        .fees-title { font-weight: bold; margin-right: .4em; }

        """
}
