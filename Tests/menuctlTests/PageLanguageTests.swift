import Foundation
import Testing
import MenuTestSupport

/// SPEC 11, 15: the words menuctl itself puts on the guests' page are in
/// the page's language; size names, units and tags come from the glossary;
/// a language tag names a language of ISO 639.
@Suite struct PageLanguageTests {
    /// 水煮鱼 in two sizes by the portion, spicy and tagged; 鲈鱼 at market
    /// price by the jin; 盐水鸭 sold out; 主菜 served on weekdays.
    private func menu() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "主菜", "-q")
        try sandbox.must("add-item", "主菜/水煮鱼", "--size", "小份=58", "--size", "大份=88", "--size", "桶=128", "--unit", "份",
                         "--spice", "2", "--tag", "招牌", "--tag", "本店", "--translation", "en=Boiled Fish", "-q")
        try sandbox.must("add-item", "主菜/鲈鱼", "--market-price", "--unit", "斤", "-q")
        try sandbox.must("add-item", "主菜/盐水鸭", "--price", "48", "-q")
        try sandbox.must("add-item", "主菜/米饭", "--price", "2", "--unit", "位", "-q")
        try sandbox.must("sold-out", "盐水鸭", "-q")
        try sandbox.must("hours", "主菜", "11:00-14:00", "--days", "mon-fri", "-q")
        return sandbox
    }

    @Test func theEnglishPageSaysItsOwnWordsInEnglishAndTheGlossarysWords() throws {
        let sandbox = try menu()
        let outcome = try sandbox.must("export", "--format", "html", "--lang", "en")
        #expect(outcome.stderr.isEmpty)
        let page = outcome.stdout
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n") && page.contains("<title>Menu</title>") && page.contains("<h1>Menu</h1>"))
        #expect(page.contains("<h2 lang=\"zh-Hans\">主菜 <small class=\"hours\">Mon–Fri 11:00–14:00</small></h2>"))
        #expect(page.contains("<li><span class=\"name\" lang=\"zh-Hans\">水煮鱼</span><span class=\"price sizes\">"
                              + "<span class=\"size\">Small ¥58 per portion ·</span> <span class=\"size\">Large ¥88 per portion ·</span> "
                              + "<span class=\"size\">桶 ¥128 per portion</span></span>"
                              + "<p class=\"translation\" lang=\"en\">Boiled Fish</p>"
                              + "<p class=\"marks\"><span class=\"spice\">medium hot</span> <span class=\"tag\">Signature</span> <span class=\"tag\">本店</span></p></li>"), "\(page)")
        #expect(page.contains("<span class=\"price\">market price per jin (500 g)</span>"))
        #expect(page.contains("<span class=\"price\">¥2 per person</span>"))
        #expect(page.contains("<span class=\"note\">sold out</span>"))
        // What a guest reads: the schema.org data after it is the menu's
        // own record (names and sizes as the menu has them; SPEC 24).
        let shown = Self.shown(page)
        for chinese in ["售罄", "时价", "中辣", "小份", "大份", ">招牌<", "/斤", "菜单"] { #expect(!shown.contains(chinese), "\(chinese)") }
        // The glossary is the menu's: a word changed there changes on the page.
        try sandbox.must("glossary", "en", "小份=Half", "桶=Bucket", "-q")
        let changed = try sandbox.must("export", "--format", "html", "--lang", "en-GB").stdout
        #expect(changed.contains(">Half ¥58 per portion ·<") && changed.contains(">Bucket ¥128 per portion<"))
        #expect(changed.hasPrefix("<!DOCTYPE html>\n<html lang=\"en-GB\">\n"))
        // A word of en-GB's own wins over en's.
        try sandbox.must("glossary", "en-GB", "小份=Small plate", "-q")
        #expect(try sandbox.must("export", "--format", "html", "--lang", "en-GB").stdout.contains(">Small plate ¥58 per portion ·<"))
    }

    @Test func theChinesePageSaysItsOwnWordsInChineseAlone() throws {
        let sandbox = try menu()
        for arguments in [["export", "--format", "html"], ["export", "--format", "html", "--lang", "zh-Hant"]] {
            let page = try sandbox.must(arguments).stdout
            #expect(page.contains("<html lang=\"zh-Hans\">") && page.contains("<h1>菜单</h1>"))
            #expect(page.contains("<h2>主菜 <small class=\"hours\">周一至周五 11:00–14:00</small></h2>"))
            #expect(page.contains("<span class=\"spice\">中辣</span> <span class=\"tag\">招牌</span>"))
            #expect(page.contains("<span class=\"size\">小份 ¥58/份 ·</span> <span class=\"size\">大份 ¥88/份 ·</span>"))
            #expect(page.contains("<span class=\"price\">时价/斤</span>") && page.contains("<span class=\"price\">¥2/位</span>"))
            #expect(page.contains("<span class=\"note\">售罄</span>"))
            for english in ["sold out", "medium", "market price", "Small", "Signature", "Menu"] { #expect(!Self.shown(page).contains(english), "\(english)") }
        }
    }

    @Test func aLanguageNoNameIsInIsANoticeAndItsPageSpeaksEnglish() throws {
        let sandbox = try menu()
        let page = try sandbox.must("export", "--format", "html", "--lang", "ja")
        #expect(page.stderr == "Notice: no group or dish has a name in ja; names are shown as they are\n")
        #expect(page.stdout.contains("<html lang=\"ja\">") && page.stdout.contains("<span class=\"note\">sold out</span>"))
        // Its own glossary, where it has one; the rest as written (份 has no ja word).
        try sandbox.must("glossary", "ja", "小份=小", "-q")
        #expect(try sandbox.must("export", "--format", "html", "--lang", "ja").stdout.contains(">小 ¥58 per 份 ·<"))
        for command in [["list", "--lang", "ja"], ["show", "主菜", "--lang", "ja"]] {
            let outcome = try sandbox.must(command)
            #expect(!outcome.stdout.isEmpty && outcome.stderr == "Notice: no group or dish has a name in ja; names are shown as they are\n",
                    "\(command): \(outcome)")
        }
        // A name in en answers en and en-GB.
        #expect(try sandbox.must("list", "--lang", "en-GB").stderr.isEmpty)
        #expect(try sandbox.must("show", "水煮鱼", "--lang", "en").stderr.isEmpty)
    }

    @Test(arguments: [
        (["add-item", "宫保鸡丁", "--translation", "english=Kung Pao Chicken"], "Error: 'english' is not a language of ISO 639; did you mean en?"),
        (["edit", "水煮鱼", "--translation", "eng=Boiled Fish"], "Error: 'eng' is not a language of ISO 639; did you mean en?"),
        (["edit", "水煮鱼", "--no-translation", "English"], "Error: 'English' is not a language of ISO 639; did you mean en?"),
        (["list", "--lang", "zh_TW"], "Error: 'zh_TW' is not a BCP 47 language tag; did you mean zh-TW?"),
        (["export", "--format", "html", "--lang", "chinese"], "Error: 'chinese' is not a language of ISO 639; did you mean zh?"),
        (["show", "水煮鱼", "--lang", "xx"], "Error: 'xx' is not a language of ISO 639; write one such as en, ja, zh-Hant"),
    ])
    func aTagWhoseLanguageISO639LacksIsAUsageError(arguments: [String], message: String) throws {
        let sandbox = try menu()
        let outcome = try expectRefusal(sandbox, arguments, status: 64)
        #expect(outcome.stderr.split(separator: "\n").first.map(String.init) == message, "\(outcome.stderr)")
    }

    /// A choice list and its options on an English page take the
    /// glossary's words (SPEC 15, 18); the Chinese page keeps the names.
    @Test func choicesOnTheEnglishPageTakeTheGlossarysWords() throws {
        let sandbox = try menu()
        try sandbox.must("choices", "add", "辣度", "--pick", "1", "--option", "微辣", "--option", "中辣", "-q")
        try sandbox.must("choices", "offer", "辣度", "主菜", "-q")
        try sandbox.must("glossary", "en", "辣度=Spice", "微辣=Mild", "-q")
        let english = try sandbox.must("export", "--format", "html", "--lang", "en").stdout
        #expect(english.contains("<p class=\"choices\"><span class=\"list\">Spice (choose 1)</span>: <span class=\"option\">Mild</span> · <span class=\"option\">中辣</span></p>"), "\(english)")
        let chinese = try sandbox.must("export", "--format", "html").stdout
        #expect(chinese.contains("<p class=\"choices\"><span class=\"list\">辣度 (选1)</span>: <span class=\"option\">微辣</span> · <span class=\"option\">中辣</span></p>"), "\(chinese)")
    }

    /// The page without its schema.org data: what a guest reads.
    static func shown(_ page: String) -> String {
        page.components(separatedBy: "<script type=\"application/ld+json\">")[0]
    }
}
