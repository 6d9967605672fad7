import Foundation
import MenuTestSupport
import Testing

/// `export --format square` (SPEC 29, issue 50): the upload of the sample
/// menu and of one using every field passes the contract checker written
/// from ../shared/integrations/square-catalog.md, carries every dish,
/// size, list, option, slot, allergen and diet, is the same bytes twice,
/// and says on stderr what Square has no place for.
@Suite struct SquareExportTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples").path

    /// A menu using every field the page maps, and some it does not.
    static let everyField = """
        add-group 主菜 --description 热菜 --translation en=Mains
        add-item 主菜/宫保鸡丁 --price 38 --description 花生鸡丁 --spice 2 --tag 招牌 --allergen peanuts --allergen soybeans --diet halal
        add-item 主菜/水煮鱼 --size 小份=58 --size 大份=88 --allergen fish
        add-item 主菜/龙虾 --market-price --allergen crustaceans --allergen molluscs
        add-item 主菜/鲈鱼 --price 48.50 --unit 斤
        add-item 主菜/兔头 --price 12
        add-item 主菜/鸭 --price 20
        add-item 主菜/毛血旺 --price 58
        add-item 主菜/米饭
        add-group 主菜/素菜
        add-item 主菜/素菜/麻婆豆腐 --price 28 --diet vegan --allergen soybeans
        hours 主菜/素菜 22:00-02:00 --days fri,sat
        stock 兔头 20 --daily
        sold-out 鸭 --until 17:00
        sold-out 鲈鱼
        off 毛血旺
        choices add 辣度 --pick 1 --option 微辣 --option 特辣
        choices add 加料 --pick 0-3 --option 加面=+2 --option 加蛋=+3 --option 加肠=+4
        choices add 忌口 --pick 0-2 --option 免葱 --option 免蒜
        choices offer 辣度 主菜
        choices offer 加料 主菜/素菜
        choices withdraw 辣度 龙虾
        choices offer 忌口 宫保鸡丁
        choices sold-out 加料 加蛋
        add-set 午市套餐 --in 主菜 --price 40 --allergen peanuts
        slot add 午市套餐 热菜 --pick 1 宫保鸡丁 水煮鱼@小份=+5
        slot add 午市套餐 素菜 --pick 1 麻婆豆腐
        prices add 外卖 --box-fee 1
        prices add 会员价 --by -10%
        glossary en "宫保=Kung Pao"
        """

    static func menu(_ script: String) throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must("batch", try sandbox.write("setup.txt", script), "-q")
        return sandbox
    }

    /// Every object of a request, nested ones too, by id.
    static func objects(_ text: String) throws -> [String: SquareJSON] {
        var found: [String: SquareJSON] = [:]
        func walk(_ value: SquareJSON) {
            if let id = value["id"]?.string, value["type"] != nil { found[id] = value }
            value.members?.values.forEach(walk)
            value.array?.forEach(walk)
        }
        walk(try SquareJSON.parse(text))
        return found
    }

    static func items(_ objects: [String: SquareJSON]) -> [String: SquareJSON] {
        Dictionary(objects.values.filter { $0["type"]?.string == "ITEM" }.map { ($0["item_data"]?["name"]?.string ?? "", $0) },
                   uniquingKeysWith: { first, _ in first })
    }

    static func money(_ fen: Int64) -> SquareJSON { .object(["amount": .int(fen), "currency": .string("CNY")]) }

    @Test func theSampleMenuPassesTheContractWithEveryDishAtItsPrice() throws {
        let sandbox = Sandbox()
        try sandbox.must("batch", Self.examples + "/sichuan.menuctl", "-q")
        let export = try sandbox.must("export", "--format", "square")
        #expect(SquareContract.problems(in: export.stdout) == [])
        #expect(export.stderr == "")
        let items = Self.items(try Self.objects(export.stdout))
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(try sandbox.must("list", "--all", "--json").stdout.utf8)) as? [[String: Any]])
        let dishes = rows.filter { ($0["kind"] as? String) == "item" }
        #expect(items.count == dishes.count)
        for dish in dishes {
            let name = try #require(dish["name"] as? String)
            let fen = try #require((dish["price"] as? [String: Any])?["amount"] as? Int)
            let variations = items[name]?["item_data"]?["variations"]?.array ?? []
            #expect(variations.count == 1, "\(name)")
            #expect(variations.first?["item_variation_data"]?["price_money"] == Self.money(Int64(fen)), "\(name)")
        }
        // 白酒 inside 酒水.
        let objects = try Self.objects(export.stdout)
        let baijiu = objects.values.first { $0["category_data"]?["name"]?.string == "白酒" }
        let drinks = objects.values.first { $0["category_data"]?["name"]?.string == "酒水" }
        #expect(baijiu?["category_data"]?["parent_category"]?["id"] == drinks?["id"])
    }

    @Test func twoExportsAreTheSameBytesAndAPriceChangesOnlyItsVariationAndTheKey() throws {
        let sandbox = try Self.menu(Self.everyField)
        let first = try sandbox.must("export", "--format", "square").stdout
        #expect(try sandbox.must("export", "--format", "square").stdout == first)
        try sandbox.must("edit", "主菜/水煮鱼", "--size", "大份=98", "-q")
        let second = try sandbox.must("export", "--format", "square").stdout
        let before = try Self.objects(first), after = try Self.objects(second)
        #expect(before.keys.sorted() == after.keys.sorted())
        // The changed variation, and the item holding it, alone differ.
        let item = try #require(Self.items(before)["水煮鱼"]?["id"]?.string)
        let variation = try #require(Self.items(before)["水煮鱼"]?["item_data"]?["variations"]?.array?[1]["id"]?.string)
        #expect(before.keys.filter { before[$0] != after[$0] }.sorted() == [item, variation].sorted())
        #expect(after[variation]?["item_variation_data"]?["price_money"] == Self.money(9800))
        let key = { (text: String) in try SquareJSON.parse(text)["idempotency_key"]?.string }
        #expect(try key(first) != key(second))
        #expect(try key(first)?.count == 64)
    }

    @Test func locationsMarkPresenceAndSoldOut() throws {
        let sandbox = try Self.menu(Self.everyField)
        let export = try sandbox.must("export", "--format", "square", "--location", "L1", "--location", "L2")
        #expect(SquareContract.problems(in: export.stdout) == [])
        let objects = try Self.objects(export.stdout)
        #expect(objects.values.allSatisfy { $0["present_at_all_locations"] == .bool(false) })
        #expect(objects.values.allSatisfy { $0["present_at_location_ids"] == .array([.string("L1"), .string("L2")]) })
        let soldOut = SquareJSON.array([.object(["location_id": .string("L1"), "sold_out": .bool(true)]),
                                        .object(["location_id": .string("L2"), "sold_out": .bool(true)])])
        let bass = Self.items(objects)["鲈鱼"]?["item_data"]?["variations"]?.array?.first
        #expect(bass?["item_variation_data"]?["location_overrides"] == soldOut)
        let egg = objects.values.first { $0["modifier_data"]?["name"]?.string == "加蛋" }
        #expect(egg?["modifier_data"]?["location_overrides"] == soldOut)
        #expect(!export.stderr.contains("--location"))
        let refused = try expectRefusal(sandbox, ["export", "--location", "L1"], status: 64)
        #expect(refused.stderr.contains("'--location' applies only to --format square"))
        _ = try expectRefusal(sandbox, ["export", "--format", "square", "--location", "L 1"], status: 64)
    }
}
