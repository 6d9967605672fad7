import MenuTestSupport
import Testing

/// `import --format square FILE` (SPEC 29): a Square catalog into a menu.
/// The menu's own upload comes back with only what Square has no place
/// for lost (the shared page's table read from right to left), and a
/// catalog as Square lists it reads with what a menu cannot hold said.
@Suite struct SquareImportTests {
    @Test func theUploadComesBackWithOnlyWhatSquareCannotHoldLost() throws {
        let sandbox = try SquareExportTests.menu(SquareExportTests.everyField)
        let upload = try sandbox.write("square.json", try sandbox.must("export", "--format", "square", "--location", "L1").stdout)
        let fresh = sandbox.folder + "/fresh.db"
        let imported = try sandbox.must("--db", fresh, "import", "--format", "square", upload)
        #expect(imported.stdout.hasSuffix("11 added, 0 changed, 0 unchanged, 0 removed; set meals: 1 added; choice lists: 3 added\n"))
        let back = try sandbox.write("back.json", try sandbox.must("--db", fresh, "export").stdout)
        let diff = try sandbox.run(["diff", back]).lines
        // Prices, sizes, 时价, units, allergens, diets, hours, slots, lists and options all came back.
        for field in ["  price ", "  sizes ", "  unit ", "  allergens ", "  diets ", "  hours ", "  slots ", "  sold out yes", "  sold out no", "options"] {
            #expect(!diff.contains { $0.contains(field) }, "\(field) in \(diff)")
        }
        #expect(diff.filter { !$0.contains("sold out until") } == [
            "~ 主菜  description none → 热菜", "~ 主菜  translations none → en=Mains", "~ 主菜  choices offered none → 辣度",
            "~ 主菜/宫保鸡丁  spice none → 2", "~ 主菜/宫保鸡丁  tags none → 招牌", "~ 主菜/宫保鸡丁  choices offered 忌口;辣度 → 忌口",
            "~ 主菜/水煮鱼  choices offered 辣度 → none", "~ 主菜/龙虾  choices withdrawn none → 辣度",
            "~ 主菜/鲈鱼  choices offered 辣度 → none", "~ 主菜/兔头  left none → 20", "~ 主菜/兔头  daily none → 20",
            "~ 主菜/兔头  choices offered 辣度 → none", "~ 主菜/鸭  choices offered 辣度 → none", "+ 主菜/毛血旺  58.00",
            "~ 主菜/米饭  choices offered 辣度 → none", "~ 主菜/素菜  choices offered none → 加料",
            "~ 主菜/素菜/麻婆豆腐  choices offered 加料;辣度 → none", "~ 主菜/午市套餐  choices offered 辣度 → none",
            "+ price list 外卖", "+ price list 会员价", "~ glossary en  宫保 none → Kung Pao",
        ])
    }

    @Test func aCatalogAsSquareListsItReadsAndSaysWhatItLeavesOut() throws {
        let sandbox = Sandbox()
        let catalog = try sandbox.write("catalog.json", """
            {"objects": [
              {"type": "TAX", "id": "T1", "tax_data": {"name": "VAT"}},
              {"type": "CATEGORY", "id": "C1", "category_data": {"name": "Noodles"}},
              {"type": "ITEM", "id": "I1", "item_data": {"name": "Dan Dan", "categories": [{"id": "C1"}], "variations": [
                {"type": "ITEM_VARIATION", "id": "V1", "item_variation_data": {"item_id": "I1", "name": "Regular", "pricing_type": "FIXED_PRICING",
                 "price_money": {"amount": 1250, "currency": "CNY"}}}],
                "food_and_beverage_details": {"ingredients": [{"type": "STANDARD", "standard_name": "PEANUTS"}, {"type": "CUSTOM", "custom_name": "Chili"}]}}}
            ]}
            """)
        let imported = try sandbox.must("import", "--format", "square", catalog)
        #expect(imported.stderr == "Notice: a menu has no place for these of \(catalog): TAX objects (1), ingredients menuctl does not know (1)\n")
        let row = try sandbox.must("list", "--all", "--format", "tsv").lines.first { $0.contains("Noodles/Dan Dan") } ?? ""
        #expect(row.contains("\t12.50\t") && row.contains("peanuts"), "\(row)")
        let dollars = try sandbox.write("usd.json", """
            {"objects": [{"type": "ITEM", "id": "I1", "item_data": {"name": "Tea", "variations": [{"type": "ITEM_VARIATION", "id": "V1",
              "item_variation_data": {"item_id": "I1", "pricing_type": "FIXED_PRICING", "price_money": {"amount": 300, "currency": "USD"}}}]}}]}
            """)
        let refused = try expectRefusal(sandbox, ["import", "--format", "square", dollars], status: 65)
        #expect(refused.stderr.contains("an amount in USD: the menu's prices are in CNY"))
        _ = try expectRefusal(sandbox, ["import", "--format", "square", try sandbox.write("menu.json", "{\"menu\": []}")], status: 65)
    }
}
