import MenuModel
/// The words menuctl itself puts on the guests' page (SPEC 15), in the
/// page's language: one table, zh and en. A feature that adds words to the
/// page adds them here, as `static let`s, and says them with
/// `page.words.say(.soldOut)`; size names, units and tags are the
/// manager's words, and come from the menu's glossary instead.
package struct PageWord: Sendable {
    package let zh: String
    package let en: String

    package init(zh: String, en: String) {
        self.zh = zh
        self.en = en
    }

    package static let title = PageWord(zh: "菜单", en: "Menu")
    package static let soldOut = PageWord(zh: "售罄", en: "sold out")
    package static let marketPrice = PageWord(zh: "时价", en: "market price")
    /// 辣度 0 to 3.
    package static let spice = [PageWord(zh: "不辣", en: "not spicy"), PageWord(zh: "微辣", en: "mild"),
                                PageWord(zh: "中辣", en: "medium hot"), PageWord(zh: "特辣", en: "hot")]
    /// Monday first, as `Weekday` counts.
    package static let days = [("mon", PageWord(zh: "周一", en: "Mon")), ("tue", PageWord(zh: "周二", en: "Tue")),
                               ("wed", PageWord(zh: "周三", en: "Wed")), ("thu", PageWord(zh: "周四", en: "Thu")),
                               ("fri", PageWord(zh: "周五", en: "Fri")), ("sat", PageWord(zh: "周六", en: "Sat")),
                               ("sun", PageWord(zh: "周日", en: "Sun"))]
    /// Between the first and last day of a range: 周一至周五, Mon–Fri.
    package static let through = PageWord(zh: "至", en: "–")
    /// Between days and ranges: 周五、周六; Fri, Sat.
    package static let and = PageWord(zh: "、", en: ", ")
}

/// Which column of the table a page reads: Chinese for a page without
/// `--lang` or in a Chinese one (`zh`, `zh-Hant`), English for every other
/// language, as the one a guest who reads no Chinese most likely reads.
package enum PageWords: Sendable {
    case chinese, english

    package init(_ language: LanguageTag?) {
        let primary = language?.text.split(separator: "-").first.map(String.init) ?? "zh"
        self = primary == "zh" ? .chinese : .english
    }

    package func say(_ word: PageWord) -> String {
        switch self {
        case .chinese: word.zh
        case .english: word.en
        }
    }

    /// A price for a unit: `¥48/斤`; in English `¥48 per jin (500 g)`, and
    /// `¥88 per person` where the unit's word says `per` itself.
    package func price(_ price: String, per unit: String?) -> String {
        guard let unit else { return price }
        switch self {
        case .chinese: return price + "/" + unit
        case .english: return price + (unit.lowercased().hasPrefix("per ") ? " " : " per ") + unit
        }
    }

    /// Serving days as `hours` writes them (`mon-fri`, `fri,sat`), for
    /// guests: 周一至周五, 周五、周六; Mon–Fri, Fri, Sat.
    package func days(_ written: String) -> String {
        written.split(separator: ",").map { run in
            run.split(separator: "-").map { day in
                PageWord.days.first { $0.0 == day.lowercased() }.map { say($0.1) } ?? String(day)
            }.joined(separator: say(.through))
        }.joined(separator: say(.and))
    }
}
