import Foundation
import Testing
import MenuTestSupport

/// SPEC 24 on the guests' page: a mark per allergen and a legend once, in
/// the page's language; diets shown; and the menu as schema.org JSON-LD in
/// the one script element, which parses and holds data only.
@Suite struct AllergensPageTests {
    /// The text between the page's one `<script type="application/ld+json">`
    /// and its end tag, and the JSON it holds.
    private func schemaOrg(_ page: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> (text: String, menu: [String: Any]) {
        #expect(page.components(separatedBy: "<script").count == 2, "one script element", sourceLocation: sourceLocation)
        let start = try #require(page.range(of: "<script type=\"application/ld+json\">"), sourceLocation: sourceLocation)
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex), sourceLocation: sourceLocation)
        let text = String(page[start.upperBound..<end.lowerBound])
        let menu = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], sourceLocation: sourceLocation)
        return (text, menu)
    }

    private func expectValid(_ page: String, in sandbox: Sandbox, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = try sandbox.write("valid.html", page)
        let outcome = try Sandbox.execute("/usr/bin/tidy", ["-q", "-e", "--show-warnings", "yes", file])
        #expect(outcome.status == 0 && outcome.stderr.isEmpty && outcome.stdout.isEmpty, "\(outcome)", sourceLocation: sourceLocation)
    }

    @Test func theSamplesDataIsAMenuWithTheSectionsItemsAndPricesOfThePage() throws {
        let sandbox = try AllergensTests.sample()
        try sandbox.must("sold-out", "盐水鸭", "-q")
        try sandbox.must("edit", "干烧鱼", "--description", "</script><script>alert(1)</script> <!--<script>", "-q")
        try sandbox.must("add-item", "水煮鱼", "--in", "主菜", "--size", "小份=58", "--size", "大份=88.5", "--diet", "gluten-free", "-q")
        try sandbox.must("add-item", "龙虾", "--in", "主菜", "--market-price", "-q")
        try sandbox.must("add-group", "空的", "-q")
        let page = try sandbox.must("export", "--format", "html", "--title", "川味小馆").stdout
        try expectValid(page, in: sandbox)
        let (text, menu) = try schemaOrg(page)
        #expect(!text.contains("</"), "nothing inside can end the element")
        #expect(!text.contains("<!--") && !text.contains("<script"))
        #expect(menu["@context"] as? String == "https://schema.org" && menu["@type"] as? String == "Menu")
        #expect(menu["name"] as? String == "川味小馆" && menu["inLanguage"] as? String == "zh-Hans")
        let sections = try #require(menu["hasMenuSection"] as? [[String: Any]])
        // The page's three sections, 白酒 inside 酒水; the empty group is on neither.
        #expect(sections.map { $0["name"] as? String } == ["主菜", "早餐", "酒水"])
        #expect((sections[2]["hasMenuSection"] as? [[String: Any]])?.map { $0["name"] as? String } == ["白酒"])
        let mains = try #require(sections[0]["hasMenuItem"] as? [[String: Any]])
        #expect(mains.map { $0["name"] as? String } == ["宫保鸡丁", "干烧鱼", "回锅肉", "麻婆豆腐", "家常豆腐", "黄焖鸭", "夫妻肺片", "盐水鸭", "锅巴肉片", "水煮鱼", "龙虾"])
        #expect(mains.allSatisfy { $0["@type"] as? String == "MenuItem" })
        // The description is text, exactly as typed.
        #expect(mains[1]["description"] as? String == "</script><script>alert(1)</script> <!--<script>")
        let kungPao = try #require(mains[0]["offers"] as? [String: Any])
        #expect(kungPao["price"] as? String == "38.00" && kungPao["priceCurrency"] as? String == "CNY")
        #expect(kungPao["availability"] == nil, "on sale is what an offer means")
        #expect((mains[7]["offers"] as? [String: Any])?["availability"] as? String == "https://schema.org/SoldOut")
        #expect(mains[3]["suitableForDiet"] == nil, "麻婆豆腐 has minced beef")
        let breakfast = try #require(sections[1]["hasMenuItem"] as? [[String: Any]])
        #expect(breakfast[1]["name"] as? String == "川北凉粉" && breakfast[1]["suitableForDiet"] as? [String] == ["https://schema.org/VegetarianDiet"])
        let sizes = try #require(mains[9]["offers"] as? [[String: Any]])
        #expect(sizes.map { $0["name"] as? String } == ["小份", "大份"] && sizes.map { $0["price"] as? String } == ["58.00", "88.50"])
        #expect(mains[9]["suitableForDiet"] as? [String] == ["https://schema.org/GlutenFreeDiet"])
        // 时价: no price yet, but the currency it will be in.
        let market = try #require(mains[10]["offers"] as? [String: Any])
        #expect(market["price"] == nil && market["priceCurrency"] as? String == "CNY")
        // Prices as the page shows them.
        #expect(page.contains("<span class=\"price\">¥38</span>") && page.contains("<span class=\"size\">小份 ¥58 ·</span> <span class=\"size\">大份 ¥88.50</span>"))
        let liquor = try #require((sections[2]["hasMenuSection"] as? [[String: Any]])?[0]["hasMenuItem"] as? [[String: Any]])
        #expect((liquor[0]["offers"] as? [String: Any])?["price"] as? String == "1280.00")
    }

    @Test func eachDishIsMarkedAndTheLegendExplainsTheMarksOnceInThePagesLanguage() throws {
        let sandbox = try AllergensTests.sample()
        try sandbox.must("edit", "麻婆豆腐", "--translation", "en=Mapo Tofu", "-q")
        let chinese = try sandbox.must("export", "--format", "html").stdout
        #expect(chinese.contains("<span class=\"name\">宫保鸡丁 <span class=\"allergens\"><abbr title=\"花生\">E</abbr><abbr title=\"芝麻\">K</abbr></span></span>"))
        #expect(chinese.contains("<p class=\"diets\"><span class=\"diet\">素</span></p>"))
        #expect(chinese.components(separatedBy: "class=\"legend\"").count == 2)
        #expect(chinese.contains("<footer class=\"legend\"><p><span class=\"legend-title\">过敏原</span> <span class=\"key\"><b>E</b> 花生</span> · <span class=\"key\"><b>F</b> 大豆</span> · <span class=\"key\"><b>K</b> 芝麻</span></p></footer>"))
        let english = try sandbox.must("export", "--format", "html", "--lang", "en").stdout
        try expectValid(english, in: sandbox)
        #expect(english.contains("<abbr title=\"peanuts\">E</abbr>") && english.contains("<span class=\"diet\">Vegetarian</span>"))
        #expect(english.contains("<span class=\"legend-title\">Allergens</span> <span class=\"key\"><b>E</b> peanuts</span> · <span class=\"key\"><b>F</b> soybeans</span> · <span class=\"key\"><b>K</b> sesame</span>"))
        let menu = try schemaOrg(english).menu
        #expect(menu["inLanguage"] as? [String] == ["zh-Hans", "en"])
        let mains = (menu["hasMenuSection"] as? [[String: Any]])?[0]["hasMenuItem"] as? [[String: Any]]
        #expect(mains?[3]["alternateName"] as? String == "Mapo Tofu")
        // Without allergens on the page, no legend; --available leaves out the sold-out dish's marks too.
        try sandbox.must("sold-out", "宫保鸡丁", "麻婆豆腐", "川北凉粉", "-q")
        let available = try sandbox.must("export", "--format", "html", "--available", "--at", "12:00").stdout
        #expect(!available.contains("legend\"") && !available.contains("宫保鸡丁"))
        #expect(try schemaOrg(available).text.contains("SoldOut") == false)
    }

    /// Names that another program wrote, with every character HTML and
    /// JSON treat specially, stay text inside the data.
    @Test func whatANameHoldsStaysDataInsideTheScript() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "甜品", "-q")
        let hostile = ["</script><script>alert(1)</script>", "</SCRIPT >", "<!--", "\"引号\" \\ &amp;", "<\\/x>", "\u{FFFE}非字符"]
        for (position, name) in hostile.enumerated() {
            _ = try sandbox.query("PRAGMA ignore_check_constraints = ON; INSERT INTO menu_node (parent_id, kind, name, position, price_fen) SELECT id, 'item', '\(name.replacingOccurrences(of: "'", with: "''"))', \(position), 1250 FROM menu_node WHERE name = '甜品'")
        }
        let page = try sandbox.must("export", "--format", "html", "--title", "</script>").stdout
        try expectValid(page, in: sandbox)
        let (text, menu) = try schemaOrg(page)
        #expect(!text.contains("</") && !text.contains("<!"))
        #expect(menu["name"] as? String == "</script>")
        let items = (menu["hasMenuSection"] as? [[String: Any]])?[0]["hasMenuItem"] as? [[String: Any]]
        #expect(items?.map { $0["name"] as? String } == hostile)
    }
}

/// A guests' page without its schema.org data, whose text names
/// https://schema.org terms and is fetched by nothing.
func withoutSchemaOrg(_ page: String) -> String {
    guard let start = page.range(of: "<script type=\"application/ld+json\">"),
          let end = page.range(of: "</script>", range: start.upperBound..<page.endIndex) else { return page }
    return String(page[..<start.lowerBound] + page[end.upperBound...])
}

extension AllergensPageTests {
    /// Processes: headless Chromium prints the page.
    @Suite(.tags(.slow, .processes)) struct RealProcesses {
        /// Chromium prints the page with its marks, diets and legend on A4, and
        /// shows none of the schema.org data, which is not for guests' eyes.
        @Test func chromiumPrintsThePageWithItsMarksAndLegend() throws {
            let sandbox = try AllergensTests.sample()
            let page = try sandbox.write("menu.html", try sandbox.must("export", "--format", "html", "--title", "川味小馆").stdout)
            let render = try Sandbox.execute(packageRoot.path + "/scripts/render-menu", [page, sandbox.folder + "/menu"])
            #expect(render.status == 0, "\(render)")
            let text = try Sandbox.execute("/usr/bin/pdftotext", ["-layout", sandbox.folder + "/menu.pdf", "-"]).stdout
            for shown in ["川味小馆", "宫保鸡丁", "¥38", "麻婆豆腐", "素", "过敏原", "花生", "芝麻", "大豆"] {
                #expect(text.contains(shown), "\(shown) is not in the PDF: \(text)")
            }
            #expect(!text.contains("schema.org") && !text.contains("MenuItem"))
        }
    }
}
