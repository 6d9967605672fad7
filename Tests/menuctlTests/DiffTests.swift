import Foundation
import Testing

/// SPEC 23 end to end: `diff` between the menu now and as it was, another
/// menu, or an export file.
@Suite struct DiffTests {
    @Test func diffAsOfTheSetupShowsThePriceChangeTheRemoveAndTheMove() throws {
        let (sandbox, _, _) = try LookingBackTests.changedMenu()
        let before = try LookingBackTests.stamp(sandbox.database)
        let diff = try sandbox.run(["diff", "--as-of", "1"])
        #expect(diff.status == 1 && diff.stderr.isEmpty, "\(diff)")
        #expect(diff.lines == [
            "> 酒水/酸梅汤 → 主菜/酸梅汤",
            "~ 主菜/宫保鸡丁  price 38.00 → 40.00",
            "- 早餐",
            "- 早餐/担担面",
            "- 早餐/川北凉粉",
            "- 早餐/麻辣小面",
            "- 早餐/酸辣面",
            "- 早餐/酸辣粉",
        ], "\(diff)")
        // One entry against the one before it.
        #expect(try sandbox.run(["diff", "--as-of", "1", "--as-of", "2"]).lines == ["~ 主菜/宫保鸡丁  price 38.00 → 40.00"])
        #expect(try sandbox.run(["diff", "--as-of", "4"]).status == 0, "entry 4 is the menu as it is")
        let json = try sandbox.run(["diff", "--as-of", "1", "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [String: Any]
        let changes = object["changes"] as! [[String: Any]]
        #expect(object["equal"] as? Bool == false && changes.count == 8, "\(json)")
        #expect(changes[0]["change"] as? String == "moved" && changes[0]["from"] as? String == "酒水/酸梅汤" && changes[0]["id"] is Int)
        #expect(changes[1]["field"] as? String == "price" && (changes[1]["to"] as? [String: Any])?["amount"] as? Int == 4000)
        let after = try LookingBackTests.stamp(sandbox.database)
        #expect(after.0 == before.0 && after.1 == before.1, "diff wrote the file")
    }

    @Test func aBackupIsTheSameMenuUntilOneMoreDish() throws {
        let sandbox = Sandbox()
        try sandbox.must("batch", examples + "/sichuan.menuctl", "-q")
        let copy = sandbox.folder + "/copy.db"
        try sandbox.must("backup", copy)
        let same = try sandbox.run(["diff", copy])
        #expect(same.status == 0 && same.stdout.isEmpty && same.stderr.isEmpty, "\(same)")
        #expect(try sandbox.run(["diff", copy, "--json"]).stdout == "{\"equal\":true,\"changes\":[]}\n")
        try sandbox.must("add-item", "主菜/水煮鱼", "--size", "小份=58", "--size", "大份=88")
        let one = try sandbox.run(["diff", copy])
        #expect(one.status == 1 && one.lines == ["+ 主菜/水煮鱼  58.00–88.00"], "\(one)")
        // Named the other way round, it was taken away.
        #expect(try sandbox.run(["diff", sandbox.database, "--db", copy]).lines == ["- 主菜/水煮鱼"])
        // Between menus, a move is a removal and an addition: no ids to follow.
        try sandbox.must("move", "酸梅汤", "--to", "早餐")
        #expect(try sandbox.run(["diff", copy]).lines == ["+ 主菜/水煮鱼  58.00–88.00", "+ 早餐/酸梅汤  8.00", "- 酒水/酸梅汤"])
    }

    @Test func everyKindOfFieldIsOneLine() throws {
        let sandbox = Sandbox()
        try sandbox.must("batch", examples + "/sichuan.menuctl", "-q")
        let copy = sandbox.folder + "/copy.db"
        try sandbox.must("backup", copy)
        try sandbox.must("batch", try sandbox.write("changes", """
            edit 宫保鸡丁 --description 'with peanuts' --spice 2 --tag 招牌 --translation 'en=Kung Pao Chicken' --allergen peanuts
            edit 干烧鱼 --size 小份=58 --size 大份=88 --unit 份
            edit 盐水鸭 --market-price
            sold-out 回锅肉
            hours 早餐 06:00-10:30
            stock 麻婆豆腐 20 --daily
            choices add 辣度 --pick 1 --option 微辣 --option 特辣
            choices offer 辣度 主菜
            prices add 会员 --by -10%
            prices set 会员 宫保鸡丁 30
            glossary en 份=serving
            """))
        let diff = try sandbox.run(["diff", copy])
        #expect(diff.status == 1)
        #expect(diff.lines == [
            "~ 主菜  choices offered none → 辣度",
            "~ 主菜/宫保鸡丁  description none → with peanuts",
            "~ 主菜/宫保鸡丁  spice none → 2",
            "~ 主菜/宫保鸡丁  tags none → 招牌",
            "~ 主菜/宫保鸡丁  translations none → en=Kung Pao Chicken",
            "~ 主菜/宫保鸡丁  allergens not declared → peanuts",
            "~ 主菜/干烧鱼  price 68.00 → none",
            "~ 主菜/干烧鱼  sizes none → 小份=58.00, 大份=88.00",
            "~ 主菜/干烧鱼  unit none → 份",
            "~ 主菜/回锅肉  sold out no → yes",
            "~ 主菜/麻婆豆腐  left none → 20",
            "~ 主菜/麻婆豆腐  daily none → 20",
            "~ 主菜/盐水鸭  price 48.00 → none",
            "~ 主菜/盐水鸭  market price no → yes",
            "~ 早餐  hours none → mon-sun 06:00-10:30",
            "+ choice list 辣度",
            "+ price list 会员",
            "~ glossary en  份 portion → serving",
        ], "\(diff)")
    }

    @Test func exportFilesAreMenusToo() throws {
        let sandbox = Sandbox()
        try sandbox.must("batch", examples + "/sichuan.menuctl", "-q")
        try sandbox.must("choices", "add", "辣度", "--pick", "1", "--option", "微辣", "--option", "特辣")
        try sandbox.must("choices", "offer", "辣度", "主菜")
        let json = try sandbox.write("menu.json", try sandbox.must("export").stdout)
        let csv = try sandbox.write("menu.csv", try sandbox.must("export", "--format", "csv").stdout)
        for file in [json, csv] {
            let same = try sandbox.run(["diff", file])
            #expect(same.status == 0 && same.stdout.isEmpty, "\(file): \(same)")
        }
        try sandbox.must("edit", "回锅肉", "--price", "45")
        #expect(try sandbox.run(["diff", json]).lines == ["~ 主菜/回锅肉  price 42.00 → 45.00"])
        #expect(try sandbox.run(["diff", csv]).lines == ["~ 主菜/回锅肉  price 42.00 → 45.00"])
        #expect(try sandbox.run(["diff", json, csv]).lines == [], "the CSV is read onto the JSON's menu")
    }

    @Test func unreadableSidesAndUsage() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/宫保鸡丁", "--price", "36")
        let missing = try expectRefusal(sandbox, ["diff", sandbox.folder + "/nothing.db"], status: 66)
        #expect(missing.stderr.contains("cannot read"), "\(missing)")
        _ = try expectRefusal(sandbox, ["diff", sandbox.folder], status: 66)
        let notMenu = sandbox.folder + "/other.db"
        _ = try Sandbox.execute("/usr/bin/sqlite3", [notMenu, "CREATE TABLE t (x); INSERT INTO t VALUES (1);"])
        _ = try expectRefusal(sandbox, ["diff", notMenu], status: 74)
        let broken = try sandbox.write("broken.json", "{\"format\": \"menuctl\"")
        _ = try expectRefusal(sandbox, ["diff", broken], status: 65)
        let none = try expectRefusal(sandbox, ["diff"], status: 64)
        #expect(none.stderr.contains("Usage: menuctl diff"), "\(none)")
        _ = try expectRefusal(sandbox, ["diff", "a.db", "b.db", "c.db"], status: 64)
        _ = try expectRefusal(sandbox, ["diff", "--as-of", "yesterday"], status: 64)
        _ = try expectRefusal(sandbox, ["diff", "--as-of", "7"], status: 1)
    }

    @Test func namesAreEscapedAsListEscapesThem() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "主菜")
        let copy = sandbox.folder + "/copy.db"
        try sandbox.must("backup", copy)
        _ = try Sandbox.execute("/usr/bin/sqlite3", [sandbox.database,
            "INSERT INTO menu_node (parent_id, kind, name, position) SELECT id, 'item', 'x' || char(27) || '[31m', 0 FROM menu_node WHERE name = '主菜'"])
        let diff = try sandbox.run(["diff", copy])
        #expect(diff.status == 1 && !diff.stdout.contains("\u{1B}"), "\(diff)")
        #expect(diff.stdout.hasPrefix("+ 主菜/x"), "\(diff)")
    }

    @Test func diffHelp() throws {
        #expect(try Sandbox().menuctl("help", "diff").stdout == """
            OVERVIEW: Show what differs between two menus, or between the menu now and as it
            was.

            A and B are each --as-of N (this menu as it was) or a FILE: another menu
            database, or an export file (JSON; CSV by a .csv name, read onto the other
            side, so that only what CSV carries is compared, and a notice on stderr names
            what it did not compare; a Square catalog, as export --format square writes
            it or Square lists it, the other side then compared as Square would hold it:
            each dish's choices and station, not where they are offered or assigned, and
            a notice names what Square cannot hold). --as-of comes first; with one given, B
            is the menu as it is now. Within this menu's history nodes are matched by id,
            between menus by path. Lines, in menu order:
              + PATH  PRICE            added
              - PATH                   removed
              > OLD PATH → NEW PATH    moved or renamed
              ~ PATH  FIELD OLD → NEW  changed: price, sizes, details, hours, sold out…
            then choice lists, price lists and glossary words. --format json writes
            {"equal":false,"changes":[…]}, a change {"change":"added", "removed",
            "moved" or "changed","id","path","kind","field","from","to"} (ids null
            between menus). Exit 0 when the two are the same, 1 when they differ.

            USAGE: menuctl diff [<menu> ...] [--as-of <when>] ... [--format <format>]
                   [--json]

            ARGUMENTS:
              <menu>                  A menu database or an export file (JSON, CSV by its
                                      .csv name, or a Square catalog).

            OPTIONS:
              --as-of <when>          This menu just after history entry N, or at
                                      'YYYY-MM-DD HH:MM' (local time); may be given twice.
              --format <format>       The output format. (values: text, json; default: text)
              --json                  Short for --format json.
              --db <path>             The menu database (default: $MENUCTL_DB, else
                                      $XDG_DATA_HOME/menuctl/menu.db, else
                                      ~/.local/share/menuctl/menu.db).
              -h, --help              Show help information.

            EXAMPLES:
              menuctl diff --as-of 412
              menuctl diff --as-of '2026-11-27 18:00' --as-of 420
              menuctl diff menu.json --format json

            """)
    }
}
