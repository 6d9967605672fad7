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
    private var namesLanguage: StaticString { words == .chinese ? "" : " lang=\"zh-Hans\"" }

    public func html(of root: MenuGroup) -> String {
        var text = ""
        write(of: root) { text += String(decoding: $0, as: UTF8.self) }
        return text
    }

    /// The same page in pieces of about `RowBytes.chunk` bytes, handed to
    /// `emit` as they fill: a dish's line written as bytes where it goes,
    /// as `list`'s rows are, not a String made of Strings, and the page
    /// never held whole (the 100,000-dish page was 17 MB of String).
    public func write(of root: MenuGroup, emit: ([UInt8]) throws -> Void) rethrows {
        var page = self
        page.boxFeeOnce = Self.sharedBoxFee(of: root)
        if rules.contains(.eu) { page.dishChoices = choices.offers.choicesByDish(in: root) }
        try page.written(root, emit: emit)
    }

    private func written(_ root: MenuGroup, emit: ([UInt8]) throws -> Void) rethrows {
        let title = HTMLText.escaped(self.title ?? words.say(.title))
        let pageLanguage = words == .chinese ? Self.menuLanguage : HTMLText.escaped(language?.text ?? Self.menuLanguage)
        var out = RowBytes()
        out += """
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
        try appendEntries(root.children, level: 2, to: &out, emit: emit)
        out += feesBlock()
        out += allergenLegend(of: root)
        out += ruleStatements
        out.append(literal: "</main>\n")
        // The data last, once the page's text is written.
        try appendSchemaOrgScript(of: root, to: &out, emit: emit)
        out.append(literal: "</body>\n</html>\n")
        try emit(out.bytes)
    }

    /// What a group holds, in menu order: each run of dishes one list,
    /// each group inside it that holds a dish, at any depth, a section.
    private func appendEntries(_ nodes: [any MenuComponent], level: Int, to out: inout RowBytes,
                               emit: ([UInt8]) throws -> Void) rethrows {
        var inList = false
        for node in nodes {
            if node.isGroup {
                guard Self.holdsDishes(node) else { continue }
                if inList { out.append(literal: "</ul>\n"); inList = false }
                out.append(literal: "<section>\n")
                out += banner(node)
                out.append(literal: "<h")
                out.append(level)
                out.append(literal: namesLanguage)
                out.append(UInt8(ascii: ">"))
                out.appendHTML(node.name)
                out += hours(node)
                out.append(literal: "</h")
                out.append(level)
                out.append(literal: ">\n")
                out += groupLines(node)
                out += choiceLines(of: node)
                try appendEntries(node.children, level: min(level + 1, 6), to: &out, emit: emit)
                out.append(literal: "</section>\n")
            } else {
                if !inList { out.append(literal: "<ul>\n"); inList = true }
                appendDish(node, to: &out)
            }
            if out.isFull {
                try emit(out.bytes)
                out.removeAll()
            }
        }
        if inList { out.append(literal: "</ul>\n") }
    }

    /// Whether a dish is inside, at any depth: a group without one has
    /// nothing for a guest. `load()` attaches at most 32 levels, so the
    /// recursion is bounded.
    static func holdsDishes(_ group: any MenuComponent) -> Bool {
        group.children.contains { !$0.isGroup || holdsDishes($0) }
    }

    /// One dish: its name and price on one line. What more a dish comes to
    /// tell (a translation, description, spice, tags) goes after the price
    /// as a `<p>` of its own, which the style puts on a line under the name.
    /// Its details are copied once, for every line that reads them; a bare
    /// dish's (`MenuItem.isBare`, most of a menu's) are not made at all, as
    /// they hold nothing but its allergens and diets, and the lines of what
    /// it has not (hours, a count, a price list, a set) are not asked for.
    private func appendDish(_ node: any MenuComponent, to out: inout RowBytes) {
        let (details, dietary) = Self.detailsAndDietary(node)
        let soldOut = isSoldOutForGuests(node)
        let photo = pictures.isEmpty ? "" : self.photo(node)
        switch (soldOut, photo.isEmpty) {
        case (false, true): out.append(literal: "<li>")
        case (true, true): out.append(literal: "<li class=\"sold-out\">")
        case (false, false): out.append(literal: "<li class=\"with-photo\">")
        case (true, false): out.append(literal: "<li class=\"sold-out with-photo\">")
        }
        out += photo
        out.append(literal: "<span class=\"name\"")
        out.append(literal: namesLanguage)
        out.append(UInt8(ascii: ">"))
        out.appendHTML(node.name)
        if details != nil {
            out += hours(node)
            out += fewLeft(node)
        }
        out += allergenMarks(dietary)
        out.append(literal: "</span>")
        if soldOut {
            out.append(literal: "<span class=\"note\">")
            out += soldOutNote(node)
            out.append(literal: "</span>")
        } else if appendGuestPrice(node, to: &out), details != nil {
            out += conditionNote(node)
            out += savingNote(node)
        }
        if let details {
            out += priceListLine(node)
            out += detailLines(details)
            out += ruleLines(node, details: details)
        } else if !rules.isEmpty {
            out += ruleLines(node, details: node.details)
        }
        out += dietLine(dietary)
        if details != nil { out += slotLines(node) }
        out += choiceLines(of: node)
        out.append(literal: "</li>\n")
    }

    /// A dish's details, nil for a bare dish, and its allergens and diets.
    static func detailsAndDietary(_ node: any MenuComponent) -> (DishDetails?, Dietary) {
        if let dietary = (node as? MenuItem)?.dietaryWithoutOtherDetails { return (nil, dietary) }
        let details = node.details
        return (details, details.dietary)
    }

    /// `guestPrice`, a plain price (`¥38`, `¥12.50`) written as bytes:
    /// most dishes have one. False when the dish has no price to show.
    private func appendGuestPrice(_ node: any MenuComponent, to out: inout RowBytes) -> Bool {
        let pricing = node.pricing
        guard case .fixed(let price) = pricing.price, pricing.unit == nil, price.fen >= 0 else {
            guard let price = guestPrice(node) else { return false }
            out += price
            return true
        }
        out.append(literal: "<span class=\"price\">¥")
        if price.fen % 100 == 0 { out.append(price.fen / 100) } else { out.append(price) }
        out.append(literal: "</span>")
        return true
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
