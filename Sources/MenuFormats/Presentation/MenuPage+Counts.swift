import MenuModel
extension MenuPage {
    /// How few portions a guest is told of: 5 or fewer left (SPEC 20).
    package static let fewPortions = 5

    /// ` <small class="left">仅剩 3 份</small>` after the name of a counted
    /// dish on offer with 5 or fewer left, in the dish's unit when it has
    /// one (仅剩 5 个); nothing otherwise.
    package func fewLeft(_ node: any MenuComponent) -> String {
        guard !node.isSoldOut, let left = node.stock.count?.left, left <= Self.fewPortions else { return "" }
        let english = language.map { $0.text == "en" || $0.text.hasPrefix("en-") } ?? false
        let words = english ? "only \(left) left" : "仅剩 \(left) " + (node.pricing.unit ?? "份")
        return " <small class=\"left\">" + HTMLText.escaped(words) + "</small>"
    }

    /// What a sold-out dish says instead of its price: `18:00 起供应` /
    /// `from 18:00` when its 估清 ends at a time (`周六 11:00 起供应` on
    /// another day), else 售罄.
    package func soldOutNote(_ node: any MenuComponent) -> String {
        guard !node.stock.isCountedOut, let end = node.stock.soldOutUntil else { return words.say(.soldOut) }
        let time = ServingWindow.clock(end.moment.minute)
        let day = end.isToday ? "" : words.days(end.moment.day.name) + " "
        return HTMLText.escaped(words.say(.from).replacing("{}", with: day + time))
    }

    /// The mark's style: the hours' size, in the colour of a warning.
    package static let countStyle = ".left { font-size: .8em; font-weight: normal; color: #b3261e; margin-left: .5em; }\n"
}

extension PageWord {
    /// A timed 估清's end, where `{}` stands for the time it ends.
    package static let from = PageWord(zh: "{} 起供应", en: "from {}")
}
