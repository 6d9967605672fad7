import Foundation
import Testing

/// Dish details and other languages (SPEC 11) end to end: descriptions,
/// spice, tags and translations through add-item, add-group, edit, list,
/// show, find, history and undo.
@Suite struct DetailsTests {
    /// 主菜 (#2): 宫保鸡丁 #4 (spice 2, 招牌, en, a description), 回锅肉 #5
    /// (spice 1), 麻婆豆腐 #6 (spice 3, 招牌 鲜, en); 早餐 (#3, en): 担担面 #7 (en).
    static func detailedMenu() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "主菜", "早餐", "-q")
        let added = try sandbox.must("add-item", "宫保鸡丁", "--in", "主菜", "--price", "38", "--spice", "2", "--tag", "招牌",
                                     "--translation", "en=Kung Pao Chicken", "--description", "花生、干辣椒、鸡丁")
        #expect(added.stdout == "added 主菜/宫保鸡丁 (#4)\n")
        try sandbox.must("add-item", "回锅肉", "--in", "主菜", "--price", "32", "--spice", "1", "-q")
        try sandbox.must("add-item", "麻婆豆腐", "--in", "主菜", "--price", "28", "--spice", "3", "--tag", "招牌", "--tag", "鲜",
                         "--translation", "en=Mapo Tofu", "-q")
        try sandbox.must("add-item", "担担面", "--in", "早餐", "--price", "12", "--translation", "en=Dan Dan Noodles", "-q")
        try sandbox.must("edit", "早餐", "--translation", "en=Breakfast", "-q")
        return sandbox
    }

    @Test func addItemKeepsEveryDetailAndShowTellsThem() throws {
        let sandbox = try Self.detailedMenu()
        #expect(try sandbox.must("show", "宫保鸡丁").stdout == """
            id:          #4
            kind:        dish
            path:        主菜/宫保鸡丁
            name:        宫保鸡丁
            name (en):   Kung Pao Chicken
            price:       38.00 CNY
            sold out:    no
            hours:       not set
            description: 花生、干辣椒、鸡丁
            spice:       2 (medium)
            tags:        招牌

            """)
        #expect(try sandbox.query("SELECT * FROM node_detail WHERE node_id = 4; SELECT * FROM dish_tag WHERE node_id = 4; SELECT * FROM node_translation WHERE node_id = 4")
                == "4|花生、干辣椒、鸡丁|2\n4|招牌|0\n4|en|Kung Pao Chicken")
    }

    @Test func editChangesAndRemovesEachDetailSayingWhat() throws {
        let sandbox = try Self.detailedMenu()
        #expect(try sandbox.must("edit", "宫保鸡丁", "--description", "花生、干辣椒、鸡丁、葱", "--spice", "3", "--tag", "新品",
                                 "--untag", "招牌", "--translation", "ja=宮保鶏丁", "--no-translation", "en").stdout == """
            changed the description of 主菜/宫保鸡丁
            set the spice of 主菜/宫保鸡丁 to 3 (hot)
            tagged 主菜/宫保鸡丁 新品
            untagged 主菜/宫保鸡丁 招牌
            named 主菜/宫保鸡丁 in ja: 宮保鶏丁
            removed the en name of 主菜/宫保鸡丁

            """)
        #expect(try sandbox.must("edit", "宫保鸡丁", "--no-description", "--no-spice", "--untag", "新品", "--no-translation", "ja").stdout == """
            removed the description of 主菜/宫保鸡丁
            removed the spice level of 主菜/宫保鸡丁
            untagged 主菜/宫保鸡丁 新品
            removed the ja name of 主菜/宫保鸡丁

            """)
        #expect(try sandbox.query("SELECT count(*) FROM node_detail WHERE node_id = 4") == "0")
        #expect(try sandbox.query("SELECT count(*) FROM dish_tag WHERE node_id = 4") == "0")
        #expect(try sandbox.query("SELECT count(*) FROM node_translation WHERE node_id = 4") == "0")
        // Asking for what is already so changes nothing, as other edits say.
        let again = try sandbox.must("edit", "回锅肉", "--spice", "1", "--untag", "招牌", "--no-translation", "en")
        #expect(again.stdout.isEmpty && again.stderr == "Notice: nothing changed: 回锅肉 already is as asked\n")
        #expect(try sandbox.must("history", "--limit", "1").stdout.hasSuffix("details\n"))
    }

    @Test func groupsTakeADescriptionAndTranslationsButNoSpiceOrTags() throws {
        let sandbox = try Self.detailedMenu()
        #expect(try sandbox.must("add-group", "凉菜", "--description", "开胃", "--translation", "en=Cold dishes").stdout == "added group 凉菜 (#8)\n")
        #expect(try sandbox.must("show", "凉菜").stdout.contains("name (en):   Cold dishes\n"))
        _ = try expectRefusal(sandbox, ["add-group", "热菜", "--spice", "1"], status: 64)
        let refused = try expectRefusal(sandbox, ["edit", "主菜", "--description", "川菜", "--spice", "1"], status: 1)
        #expect(refused.stderr == "Error: 主菜 is a group; only dishes have a spice level and tags\n")
        _ = try expectRefusal(sandbox, ["edit", "主菜", "--tag", "招牌"], status: 1)
        // -p makes the groups on the way without a dish's details.
        try sandbox.must("add-item", "-p", "酒水/啤酒/青岛", "--tag", "新品", "-q")
        #expect(try sandbox.query("SELECT group_concat(node_id) FROM dish_tag WHERE tag = '新品'") == "11")
    }

    @Test func badValuesAreUsageErrorsBeforeTheDatabaseOpens() throws {
        let sandbox = try Self.detailedMenu()
        let empty = Sandbox()
        let long = String(repeating: "辣", count: 501)
        for (arguments, message) in [
            (["add-item", "鱼香肉丝", "--spice", "4"], "Error: spice '4' is not 0, 1, 2 or 3 (none, mild, medium, hot)"),
            (["add-item", "鱼香肉丝", "--tag", "招/牌"], "Error: the tag '招/牌' holds a '/'; a tag follows the rules of a name"),
            // CSV and TSV join tags with `;`: one such tag would come back as two.
            (["add-item", "鱼香肉丝", "--tag", "辣;甜"], "Error: the tag '辣;甜' holds a ';', which separates tags in TSV and CSV"),
            (["add-item", "鱼香肉丝", "--tag", "超过二十个字的标签超过二十个字的标签超过二十"], "Error: the tag '超过二十个字的标签超过二十个字的标签超过二十' is longer than 20 characters"),
            (["add-item", "鱼香肉丝", "--translation", "en="], "Error: a translation cannot be empty"),
            (["add-item", "鱼香肉丝", "--translation", "e n=Fish"], "Error: 'e n' is not a BCP 47 language tag (such as en, ja, zh-Hant)"),
            (["add-item", "鱼香肉丝", "--translation", "Fish"], "Error: 'Fish' is not LANG=TEXT; write it like en='Kung Pao Chicken'"),
            (["add-item", "鱼香肉丝", "--description", long], "Error: the description '\(String(repeating: "辣", count: 30))…' is longer than 500 characters"),
            (["add-item", "鱼香肉丝", "--description", "两\n行"], "Error: the description '两\\u{A}行' holds a line break; it must be one line"),
            (["edit", "宫保鸡丁", "--spice", "2", "--no-spice"], "Error: The options '--spice' and '--no-spice' cannot be used together"),
            (["edit", "宫保鸡丁", "--description", "x", "--no-description"], "Error: The options '--description' and '--no-description' cannot be used together"),
            (["edit", "宫保鸡丁", "--tag", "招牌", "--untag", "招牌"], "Error: The tag '招牌' is given to both '--tag' and '--untag'"),
            (["edit", "宫保鸡丁", "--translation", "en=A", "--no-translation", "EN"], "Error: The language 'en' is given to both '--translation' and '--no-translation'"),
            (["edit", "宫保鸡丁", "--translation", "en=A", "--translation", "en=B"], "Error: 'en' is given twice to '--translation'"),
            (["list", "--lang", "en", "--json"], "Error: '--lang' applies only to --format text: TSV rows name nodes by their path, and JSON rows carry every translation"),
            (["list", "--tag", "a/b"], "Error: the tag 'a/b' holds a '/'; a tag follows the rules of a name"),
        ] {
            let outcome = try expectRefusal(sandbox, arguments, status: 64)
            #expect(outcome.stderr.hasPrefix(message + "\nUsage: menuctl "), "\(arguments): \(outcome)")
            #expect(try empty.run(arguments).status == 64)
            #expect(!FileManager.default.fileExists(atPath: empty.database), "\(arguments) opened the database")
        }
        // A description of exactly 500 characters is one line for guests.
        try sandbox.must("edit", "宫保鸡丁", "--description", String(long.dropLast()), "-q")
    }

    @Test func listInAnotherLanguageStaysAligned() throws {
        let sandbox = try Self.detailedMenu()
        #expect(try sandbox.must("list").stdout == """
            1  ▾ 主菜
            2      宫保鸡丁  spice 2  [招牌]      38.00
            3      回锅肉    spice 1              32.00
            4      麻婆豆腐  spice 3  [招牌, 鲜]  28.00
            5  ▾ 早餐
            6      担担面                         12.00

            """)
        #expect(try sandbox.must("list", "--lang", "en").stdout == """
            1  ▾ 主菜
            2      Kung Pao Chicken  spice 2  [招牌]      38.00
            3      回锅肉            spice 1              32.00
            4      Mapo Tofu         spice 3  [招牌, 鲜]  28.00
            5  ▾ Breakfast
            6      Dan Dan Noodles                        12.00

            """)
        // BCP 47 tags ignore case, and a lookup falls back from en-GB to en (RFC 4647).
        #expect(try sandbox.must("list", "--lang", "EN-gb").stdout == sandbox.must("list", "--lang", "en").stdout)
        #expect(try sandbox.must("list", "--lang", "ja").stdout == sandbox.must("list").stdout)
    }

    @Test func listByTagShowsTheTaggedDishesAndTheGroupsOnTheWay() throws {
        let sandbox = try Self.detailedMenu()
        #expect(try sandbox.must("list", "--tag", "招牌").stdout == """
            1  ▾ 主菜
            2      宫保鸡丁  spice 2  [招牌]      38.00
            3      麻婆豆腐  spice 3  [招牌, 鲜]  28.00

            """)
        #expect(try sandbox.must("list", "--tag", "清真").stdout.isEmpty)
        #expect(try sandbox.must("list", "--tag", "鲜", "--format", "tsv").lines == [
            "row\tid\tdepth\tkind\texpanded\tpath\tprice\tsold_out\thours\tspice\ttags\tsizes\tunit\tmarket_price\tchoices\tleft\tdaily\tbox_fee\tmin_order\tallergens\tdiets\tdescription\toff_sale\tstation\tphoto\tkcal\tportion\tprice_today",
            "1\t2\t0\tgroup\t1\t主菜\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t",
            "2\t6\t1\titem\t\t主菜/麻婆豆腐\t28.00\t0\t\t3\t招牌;鲜\t\t\t0\t\t\t\t\t\t\t\t\t0\t\t\t\t\t",
        ])
    }

    @Test func showOfAGroupListsWhatItHolds() throws {
        let sandbox = try Self.detailedMenu()
        try sandbox.must("add-group", "凉菜", "--in", "主菜", "--collapsed", "-q")
        try sandbox.must("add-item", "拍黄瓜", "--in", "主菜/凉菜", "-q")
        #expect(try sandbox.must("show", "主菜", "--lang", "en").stdout == """
            id:       #2
            kind:     group
            path:     主菜
            name:     主菜
            expanded: yes
            children: 4
            hours:    not set
            entries:
                Kung Pao Chicken  spice 2  [招牌]      38.00
                回锅肉            spice 1              32.00
                Mapo Tofu         spice 3  [招牌, 鲜]  28.00
              ▸ 凉菜 (1)

            """)
        #expect(try sandbox.must("show", "早餐", "--lang", "en").stdout.contains("name:      Breakfast\nname (en): Breakfast\n"))
    }

    @Test func machineFormatsCarryEveryDetailKey() throws {
        let sandbox = try Self.detailedMenu()
        let json = try sandbox.must("list", "--json").lines
        #expect(json[1] == #"  {"row":1,"id":2,"depth":0,"kind":"group","name":"主菜","path":"主菜","expanded":true,"children":3,"price":null,"sold_out":null,"hours":[],"description":null,"spice":null,"tags":[],"translations":{},"sizes":[],"unit":null,"market_price":null,"left":null,"daily":null,"off_sale":null,"price_list":null,"box_fee":null,"min_order":null,"allergens":[],"diets":[],"slots":null,"choices":[],"description_translations":{},"station":null,"photo":null,"kcal":null,"portion":null,"price_today":null},"#)
        #expect(json[2] == #"  {"row":2,"id":4,"depth":1,"kind":"item","name":"宫保鸡丁","path":"主菜/宫保鸡丁","expanded":null,"children":null,"price":{"amount":3800,"currency":"CNY"},"sold_out":false,"hours":[],"description":"花生、干辣椒、鸡丁","spice":2,"tags":["招牌"],"translations":{"en":"Kung Pao Chicken"},"sizes":[],"unit":null,"market_price":false,"left":null,"daily":null,"off_sale":false,"price_list":null,"box_fee":null,"min_order":null,"allergens":[],"diets":[],"slots":[],"choices":[],"description_translations":{},"station":null,"photo":null,"kcal":null,"portion":null,"price_today":null},"#)
        #expect(try sandbox.must("show", "早餐", "--json").stdout.hasSuffix(#""description":null,"spice":null,"tags":[],"translations":{"en":"Breakfast"},"sizes":[],"unit":null,"market_price":null,"left":null,"daily":null,"off_sale":null,"price_list":null,"box_fee":null,"min_order":null,"allergens":[],"diets":[],"slots":null,"choices":[],"description_translations":{},"station":null,"photo":null,"kcal":null,"portion":null,"price_today":null}"# + "\n"))
        let tsv = try sandbox.must("list", "--format", "tsv").lines
        #expect(tsv[2] == "2\t4\t1\titem\t\t主菜/宫保鸡丁\t38.00\t0\t\t2\t招牌\t\t\t0\t\t\t\t\t\t\t\t花生、干辣椒、鸡丁\t0\t\t\t\t\t")
        #expect(tsv[3] == "3\t5\t1\titem\t\t主菜/回锅肉\t32.00\t0\t\t1\t\t\t\t0\t\t\t\t\t\t\t\t\t0\t\t\t\t\t")
    }

    @Test func findMatchesTranslationsIgnoringCase() throws {
        let sandbox = try Self.detailedMenu()
        for query in ["kung", "KUNG", "pao chicken", "gbjd", "gongbao", "鸡"] {
            let outcome = try sandbox.must("find", query)
            #expect(outcome.stdout == "1    主菜/宫保鸡丁  spice 2  [招牌]  38.00\n", "\(query)")
        }
        #expect(try sandbox.must("find", "breakfast", "--format", "tsv").lines.last?.hasPrefix("1\t3\t0\tgroup\t1\t早餐\t") == true)
        #expect(try sandbox.must("find", "noodles", "--json").stdout.contains(#""translations":{"en":"Dan Dan Noodles"}"#))
        let none = try sandbox.run(["find", "sichuan"])
        #expect(none.status == 1 && none.stdout.isEmpty)
    }

    @Test func undoAndRedoRestoreDetailsExactly() throws {
        let sandbox = try Self.detailedMenu()
        let tables = "SELECT * FROM node_detail; SELECT * FROM dish_tag; SELECT * FROM node_translation"
        let before = try sandbox.query(tables)
        try sandbox.must("edit", "宫保鸡丁", "--tag", "新品", "--untag", "招牌", "--translation", "en=Gong Bao Chicken",
                         "--translation", "fr=Poulet Kung Pao", "--no-description", "-q")
        let after = try sandbox.query(tables)
        #expect(try sandbox.must("undo").stdout.hasSuffix("(details)\n"))
        #expect(try sandbox.query(tables) == before)
        try sandbox.must("redo", "-q")
        #expect(try sandbox.query(tables) == after)
        // Removing a dish takes its details; undo brings them back with it.
        try sandbox.must("undo", "-q")
        try sandbox.must("remove", "麻婆豆腐", "-q")
        #expect(try sandbox.query("SELECT count(*) FROM dish_tag WHERE node_id = 6") == "0")
        #expect(try sandbox.must("history", "--limit", "1").stdout.hasSuffix("-1 dish\n"))
        try sandbox.must("undo", "-q")
        #expect(try sandbox.query(tables) == before)
    }

    @Test func historySaysWhatServiceAndDetailChangesWere() throws {
        let sandbox = try Self.detailedMenu()
        try sandbox.must("sold-out", "主菜", "-q")
        try sandbox.must("restock", "回锅肉", "-q")
        try sandbox.must("hours", "早餐", "06:00-10:30", "-q")
        try sandbox.must("edit", "担担面", "--spice", "2", "--price", "14", "-q")
        let summaries = try sandbox.must("history", "--limit", "4", "--format", "json").stdout
        for summary in [#""summary":"3 sold out""#, #""summary":"back on sale""#, #""summary":"hours""#, #""summary":"price 12.00 → 14.00, details""#] {
            #expect(summaries.contains(summary), "\(summaries)")
        }
    }
}
