import MenuModel
/// The menu for guests as one self-contained HTML5 page (SPEC 15): for a
/// phone and for A4 paper, with its style inline and nothing fetched from
/// elsewhere, so the file can be mailed, put on a USB stick or printed as it is.
///
/// Top-level groups are sections (`<h2>`), groups inside them subheadings
/// (`<h3>` and down, `<h6>` at most, as HTML has no deeper heading). Each
/// dish is a list item: its name, then its price as guests read it (`¥38`).
/// Row numbers, ids and the ▾/▸ state are for the people who keep the menu
/// and are not shown; the page shows collapsed groups as well. A group
/// with no dish inside it, at any depth, has nothing for a guest and is left out.
public struct MenuPage {
    public static let defaultTitle = PageWord.title.zh

    /// nil: 菜单, or the page's language's word for it (`Menu`).
    public var title: String?
    /// With `export --format html --lang`: the name in this language under
    /// each name that has it, and the page's own words in it (SPEC 15).
    public var language: LanguageTag?
    /// The choice lists and where they are offered (SPEC 18).
    public var choices = MenuDocument.ChoicesExport()
    /// The glossary's words in the page's language (size names, units,
    /// tags): `小份` → `Small`. Empty for a Chinese page.
    public var glossary: [String: String]
    /// The moment the page is for: a set meal whose slots cannot be filled
    /// then is marked sold out (SPEC 19); nil marks only what is sold out.
    public var moment: Moment?
    /// The column of the page's own words it reads.
    package let words: PageWords
    /// Each dish's picture and each group's banner by its id (SPEC 27); none with `--no-photos`.
    public var pictures: [Int64: PagePicture] = [:]
    /// The regimes whose labels the page carries (SPEC 28, `--rules`).
    public var rules: [LabelRegime] = []
    /// The condition of the prices shown, when a list with one prices the
    /// page (`--prices 午市`: `午市 11:00–14:00`), said beside each under cn.
    public var priceCondition: String?
    /// The menu's fees, stated once under the dishes (SPEC 28).
    public var fees: [MenuFee] = []
    /// A price list's box fee every dish on the page has, stated once with
    /// the fees instead of under each dish (`html(of:)` finds it).
    package var boxFeeOnce: Amount?
    /// Each dish's choice lists, by id, when a regime says what options add (eu).
    package var dishChoices: [Int64: [String]] = [:]

    public init(title: String? = nil, language: LanguageTag? = nil, glossary: [String: String] = [:]) {
        self.title = title
        self.language = language
        self.words = PageWords(language)
        self.glossary = words == .chinese ? [:] : glossary
    }

    /// The menu's language, which its names are written in.
    private static let menuLanguage = "zh-Hans"

    /// A manager's short word (a size name, a unit, a tag) as the page says
    /// it: the glossary's translation, else as written.
    package func word(_ written: String) -> String { glossary[written] ?? written }

    /// ` lang="zh-Hans"` on names, when the page is in another language.
    private var namesLanguage: String { words == .chinese ? "" : " lang=\"\(Self.menuLanguage)\"" }

    public func html(of root: MenuGroup) -> String {
        var page = self
        page.boxFeeOnce = Self.sharedBoxFee(of: root)
        if rules.contains(.eu) { page.dishChoices = choices.offers.choicesByDish(in: root) }
        return page.written(root)
    }

    private func written(_ root: MenuGroup) -> String {
        let title = HTMLText.escaped(self.title ?? words.say(.title))
        let pageLanguage = words == .chinese ? Self.menuLanguage : HTMLText.escaped(language?.text ?? Self.menuLanguage)
        var out = """
            <!DOCTYPE html>
            <html lang="\(pageLanguage)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title)</title>
            <style>
            \(Self.style)\(Self.detailStyle)\(Self.choiceStyle)\(Self.countStyle)\(Self.dietaryStyle)\(Self.setStyle)\(Self.feesStyle)\(pictures.isEmpty ? "" : Self.photoStyle)\(rules.allSatisfy { $0 == .cn } && priceCondition == nil ? "" : Self.ruleStyle)</style>
            </head>
            <body>
            <main>
            <h1>\(title)</h1>

            """
        out.reserveCapacity(Self.capacity(for: root))
        out += entries(root.children, level: 2) ?? ""
        out += feesBlock()
        out += allergenLegend(of: root)
        out += ruleStatements
        out += "</main>\n"
        // The data last, once the page's text is written and its pieces freed.
        appendSchemaOrgScript(of: root, to: &out)
        out += "</body>\n</html>\n"
        return out
    }

    /// What a group holds, in menu order: each run of dishes one list,
    /// each group inside it a section. nil when there is no dish at all.
    private func entries(_ nodes: [any MenuComponent], level: Int) -> String? {
        var out = ""
        var holdsDishes = false
        var inList = false
        for node in nodes {
            if node.isGroup {
                guard let inside = entries(node.children, level: min(level + 1, 6)) else { continue }
                if inList { out += "</ul>\n"; inList = false }
                out += "<section>\n" + banner(node) + "<h\(level)\(namesLanguage)>" + HTMLText.escaped(node.name) + hours(node) + "</h\(level)>\n" + groupLines(node) + choiceLines(of: node) + inside + "</section>\n"
            } else {
                if !inList { out += "<ul>\n"; inList = true }
                out += dish(node)
            }
            holdsDishes = true
        }
        if inList { out += "</ul>\n" }
        return holdsDishes ? out : nil
    }

    /// One dish: its name and price on one line. What more a dish comes to
    /// tell (a translation, description, spice, tags) goes after the price
    /// as a `<p>` of its own, which the style puts on a line under the name.
    private func dish(_ node: any MenuComponent) -> String {
        let soldOut = isSoldOutForGuests(node)
        let photo = self.photo(node)
        let classes = (soldOut ? ["sold-out"] : []) + (photo.isEmpty ? [] : ["with-photo"])
        var out = classes.isEmpty ? "<li>" : "<li class=\"" + classes.joined(separator: " ") + "\">"
        out += photo + "<span class=\"name\"\(namesLanguage)>" + HTMLText.escaped(node.name) + hours(node) + fewLeft(node) + allergenMarks(node) + "</span>"
        if soldOut {
            out += "<span class=\"note\">" + soldOutNote(node) + "</span>"
        } else if let price = guestPrice(node) {
            out += price + conditionNote(node) + savingNote(node)
        }
        return out + priceListLine(node) + detailLines(node) + ruleLines(node) + dietLine(node) + slotLines(node) + choiceLines(of: node) + "</li>\n"
    }

    /// `06:00–10:30`, `周五、周六 22:00–02:00` after the name of a group or
    /// dish that has hours (SPEC 15), the days in the page's language.
    private func hours(_ node: any MenuComponent) -> String {
        guard !node.hours.isEmpty else { return "" }
        let text = node.hours.windows.map { window in
            let times = ServingWindow.clock(window.opens) + "–" + ServingWindow.clock(window.closes)
            return window.days == .everyDay ? times : words.days(window.days.description) + " " + times
        }.joined(separator: ", ")
        return " <small class=\"hours\">" + HTMLText.escaped(text) + "</small>"
    }
}
