import MenuModel
extension MenuPage {
    /// How few portions a guest is told of: 5 or fewer left (SPEC 20).
    package static let fewPortions = 5

    /// The page's words for a count, by its language: Chinese unless the
    /// page is English (`export --format html --lang en`).
    private static let fewLeftWords: [String: (before: String, after: String)] = [
        "zh": ("仅剩 ", " 份"),
        "en": ("only ", " left"),
    ]

    /// ` <small class="left">仅剩 3 份</small>` after the name of a counted
    /// dish on offer with 5 or fewer left; nothing otherwise.
    package func fewLeft(_ node: any MenuComponent) -> String {
        guard !node.isSoldOut, let left = node.stock.count?.left, left <= Self.fewPortions else { return "" }
        let english = language.map { $0.text == "en" || $0.text.hasPrefix("en-") } ?? false
        let words = Self.fewLeftWords[english ? "en" : "zh"].map { $0.before + String(left) + $0.after } ?? ""

        return " <small class=\"left\">" + HTMLText.escaped(words) + "</small>"
    }

    /// The mark's style: the hours' size, in the colour of a warning.
    package static let countStyle = ".left { font-size: .8em; font-weight: normal; color: #b3261e; margin-left: .5em; }\n"
}
