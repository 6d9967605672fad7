import Testing
@testable import MenuData
@testable import MenuFormats
@testable import MenuModel
@testable import SQLite

/// A small menu built in memory: 主菜 with two dishes, 酒水 with a dish and
/// a collapsed 白酒 inside it, an empty group, and a dish at the top level.
private func sampleMenu() -> MenuGroup {
    let root = MenuGroup(id: 1, name: "")
    let mains = MenuGroup(id: 2, name: "主菜")
    mains.add(MenuItem(id: 3, name: "宫保鸡丁", price: try! Amount(fen: 3800)))
    mains.add(MenuItem(id: 4, name: "担担面", price: try! Amount(fen: 1250)))
    let drinks = MenuGroup(id: 5, name: "酒水")
    drinks.add(MenuItem(id: 6, name: "王老吉", price: nil))
    let spirits = MenuGroup(id: 7, name: "白酒", isExpanded: false)
    spirits.add(MenuItem(id: 8, name: "五粮液", price: try! Amount(fen: 128_000)))
    drinks.add(spirits)
    root.add(mains)
    root.add(drinks)
    root.add(MenuGroup(id: 9, name: "空"))
    root.add(MenuItem(id: 10, name: "米饭", price: try! Amount(fen: 200)))
    return root
}

/// U+FFFE, U+FDD0 and U+10FFFF, which Swift will not write as literals.
private let noncharacters = String(String.UnicodeScalarView([0xFFFE, 0xFDD0, 0x10FFFF].map { Unicode.Scalar($0)! }))

/// What the page holds between `<main>` and `</main>`.
private func body(_ page: String) -> Substring {
    let start = page.range(of: "<main>\n")!.upperBound
    let end = page.range(of: "</main>")!.lowerBound
    return page[start..<end]
}

@Suite struct MenuPageTests {
    @Test func groupsAreSectionsAndDishesListItemsInMenuOrder() {
        #expect(body(MenuPage().html(of: sampleMenu())) == """
            <h1>菜单</h1>
            <section>
            <h2>主菜</h2>
            <ul>
            <li><span class="name">宫保鸡丁</span><span class="price">¥38</span></li>
            <li><span class="name">担担面</span><span class="price">¥12.50</span></li>
            </ul>
            </section>
            <section>
            <h2>酒水</h2>
            <ul>
            <li><span class="name">王老吉</span></li>
            </ul>
            <section>
            <h3>白酒</h3>
            <ul>
            <li><span class="name">五粮液</span><span class="price">¥1280</span></li>
            </ul>
            </section>
            </section>
            <ul>
            <li><span class="name">米饭</span><span class="price">¥2</span></li>
            </ul>

            """)
    }

    @Test func thePageIsSelfContainedHTML5() throws {
        let page = MenuPage(title: "川味小馆").html(of: sampleMenu())
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"zh-Hans\">\n<head>\n<meta charset=\"utf-8\">\n"))
        #expect(page.contains("<title>川味小馆</title>") && page.contains("<h1>川味小馆</h1>"))
        #expect(page.contains("@page { size: A4;"))
        #expect(page.contains("</main>\n<script type=\"application/ld+json\">") && page.hasSuffix("</script>\n</body>\n</html>\n"))
        // Nothing is fetched: no script but the menu as schema.org data
        // (SPEC 24), no link, no url(), no @import, no @font-face.
        let data = try #require(page.range(of: "<script type=\"application/ld+json\">{\"@context\":\"https://schema.org\""))
        let end = try #require(page.range(of: "</script>\n</body>", range: data.upperBound..<page.endIndex))
        let outsideData = String(page[..<data.lowerBound] + page[end.upperBound...])
        for outside in ["<script", "<link", "<img", "url(", "@import", "@font-face", "http:", "https:"] {
            #expect(!outsideData.contains(outside), "\(outside)")
        }
    }

    @Test func headingsStopAtH6() {
        let root = MenuGroup(id: 1, name: "")
        var group = root
        for level in 1...7 {
            let inner = MenuGroup(id: Int64(level + 1), name: "层\(level)")
            group.add(inner)
            group = inner
        }
        group.add(MenuItem(id: 99, name: "深处的菜", price: nil))
        let page = MenuPage().html(of: root)
        #expect(page.contains("<h2>层1</h2>") && page.contains("<h6>层5</h6>") && page.contains("<h6>层7</h6>"))
        #expect(!page.contains("<h7"))
    }

    @Test func anEmptyMenuIsAPageWithItsTitle() {
        #expect(body(MenuPage().html(of: MenuGroup(id: 1, name: ""))) == "<h1>菜单</h1>\n")
    }

    @Test func namesAndTheTitleAreText() {
        let root = MenuGroup(id: 1, name: "")
        let group = MenuGroup(id: 2, name: "<h2>\"甜品\"</h2>")
        group.add(MenuItem(id: 3, name: "<script>alert(1)</script>", price: nil))
        group.add(MenuItem(id: 4, name: "&amp;", price: nil))
        root.add(group)
        let page = MenuPage(title: "</title><script>").html(of: root)
        #expect(page.contains("<title>&lt;/title&gt;&lt;script&gt;</title>"))
        #expect(page.contains("<h2>&lt;h2&gt;&quot;甜品&quot;&lt;/h2&gt;</h2>"))
        #expect(page.contains("<span class=\"name\">&lt;script&gt;alert(1)&lt;/script&gt;</span>"))
        #expect(page.contains("<span class=\"name\">&amp;amp;</span>"))
        #expect(page.components(separatedBy: "<script").count == 2, "the schema.org data's only")
    }

    @Test(arguments: [
        ("宫保鸡丁", "宫保鸡丁"),
        ("a < b & c > d", "a &lt; b &amp; c &gt; d"),
        ("\"x\"", "&quot;x&quot;"),
        ("bell\u{7}", "bell\u{FFFD}"),
        ("c1\u{85}", "c1\u{FFFD}"),
        ("non" + noncharacters, "non\u{FFFD}\u{FFFD}\u{FFFD}"),
        ("👨\u{200D}🍳", "👨\u{200D}🍳"),
    ] as [(String, String)])
    func escapingKeepsTextAndRemovesWhatHTMLForbids(text: String, escaped: String) {
        #expect(HTMLText.escaped(text) == escaped)
    }

    @Test(arguments: [(0, "¥0"), (3800, "¥38"), (1250, "¥12.50"), (1205, "¥12.05"), (128_000, "¥1280"), (999_999_999, "¥9999999.99")] as [(Int64, String)])
    func pricesReadAsGuestsReadThem(fen: Int64, shown: String) throws {
        #expect(try Amount(fen: fen).forGuests == shown)
    }
}
