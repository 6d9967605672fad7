import Foundation
import MenuData
import MenuFormats
import MenuModel
import Testing
import MenuTestSupport

/// SPEC 10 from the command line: sold out, restock, hours, and what is on offer.
@Suite struct ServiceTests {
    /// The seed's menu with 夜宵 (烤串, 小龙虾) after it: #25, #26, #27.
    func seedMenu() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must("batch", examples + "/sichuan.menuctl")
        try sandbox.must("add-item", "-p", "夜宵/烤串", "夜宵/小龙虾", "--price", "30")
        return sandbox
    }

    @Test func aSoldOutDishIsMarkedAndPricesStayAligned() throws {
        let sandbox = try seedMenu()
        let marked = try sandbox.must("sold-out", "主菜/盐水鸭")
        #expect(marked.stdout == "sold out 主菜/盐水鸭\n" && marked.stderr.isEmpty)
        #expect(try sandbox.query("SELECT name FROM menu_node WHERE sold_out = 1") == "盐水鸭")
        let list = try sandbox.must("list").lines
        #expect(list[8] == " 9      盐水鸭    sold out  48.00", "\(list)")
        let priced = list.filter { $0.hasSuffix("0") }
        #expect(priced.count == 19 && Set(priced.map(Terminal.displayWidth)).count == 1, "\(list)")
        #expect(!list.joined().contains("\u{1B}"), "plain in a pipe")
        let colored = try sandbox.must("list", "--color", "always").lines
        #expect(colored[8].contains("\u{1B}[2m    盐水鸭\u{1B}[0m    \u{1B}[2msold out\u{1B}[0m"), "\(colored[8])")
    }

    @Test func aGroupMeansEveryDishInsideAndRestockAllBringsThemBack() throws {
        let sandbox = try seedMenu()
        try sandbox.must("sold-out", "盐水鸭", "酒水/白酒")
        let mains = try sandbox.must("sold-out", "主菜")
        #expect(mains.lines == seedMainCourses.filter { $0 != "盐水鸭" }.map { "sold out 主菜/" + $0 })
        #expect(mains.stderr == "Notice: 主菜/盐水鸭 is already sold out\n")
        #expect(try sandbox.query("SELECT count(*) FROM menu_node WHERE sold_out = 1") == "11")
        let restocked = try sandbox.must("restock", "--all")
        #expect(restocked.lines == seedMainCourses.map { "restocked 主菜/" + $0 } + ["restocked 酒水/白酒/五粮液", "restocked 酒水/白酒/剑南春"])
        #expect(try sandbox.query("SELECT count(*) FROM menu_node WHERE sold_out = 1") == "0")
        let again = try sandbox.must("restock", "--all")
        #expect(again.stdout.isEmpty && again.stderr == "Notice: no dish is sold out\n")
    }

    @Test func alreadyInThatStateOrNothingInsideIsANotice() throws {
        let sandbox = try seedMenu()
        try sandbox.must("sold-out", "主菜/盐水鸭")
        try sandbox.must("add-group", "凉菜")
        let before = try sandbox.dump()
        let twice = try sandbox.must("sold-out", "主菜/盐水鸭")
        #expect(twice.stdout.isEmpty && twice.stderr == "Notice: 主菜/盐水鸭 is already sold out\n")
        let onSale = try sandbox.must("restock", "宫保鸡丁")
        #expect(onSale.stdout.isEmpty && onSale.stderr == "Notice: 主菜/宫保鸡丁 is already on sale\n")
        let empty = try sandbox.must("sold-out", "凉菜")
        #expect(empty.stdout.isEmpty && empty.stderr == "Notice: 凉菜 holds no dishes\n")
        #expect(try sandbox.dump() == before, "notices change nothing")
        _ = try expectRefusal(sandbox, ["sold-out", "主菜/盐水"], status: 1)
        _ = try expectRefusal(sandbox, ["restock"], status: 64)
        _ = try expectRefusal(sandbox, ["restock", "--all", "主菜"], status: 64)
    }

    @Test func hoursAreSetReplacedAndCleared() throws {
        let sandbox = try seedMenu()
        #expect(try sandbox.must("hours", "早餐", "06:00-10:30").stdout == "hours of 早餐: 06:00–10:30\n")
        #expect(try sandbox.must("hours", "夜宵", "22:00-02:00", "--days", "fri,sat").stdout == "hours of 夜宵: fri,sat 22:00–02:00\n")
        #expect(try sandbox.must("hours", "主菜", "11:00-14:00", "17:00-21:30").stdout == "hours of 主菜: 11:00–14:00, 17:00–21:30\n")
        #expect(try sandbox.query("SELECT node_id, position, days, opens, closes FROM serving_window ORDER BY node_id, position")
                == "2|0|127|660|840\n2|1|127|1020|1290\n12|0|127|360|630\n25|0|48|1320|120")
        let list = try sandbox.must("list").lines
        #expect(list[0] == " 1  ▾ 主菜  11:00–14:00, 17:00–21:30" && list[10] == "11  ▾ 早餐  06:00–10:30", "\(list)")
        #expect(list[21] == "22  ▾ 夜宵  fri,sat 22:00–02:00", "\(list)")
        #expect(try sandbox.must("hours", "主菜", "11:00-14:00").stdout == "hours of 主菜: 11:00–14:00\n", "replaces")
        let same = try sandbox.must("hours", "主菜", "11:00-14:00")
        #expect(same.stdout.isEmpty && same.stderr == "Notice: nothing changed: 主菜 already has these hours\n")
        #expect(try sandbox.must("hours", "主菜", "--clear").stdout == "cleared the hours of 主菜\n")
        #expect(try sandbox.must("hours", "主菜", "--clear").stderr == "Notice: 主菜 has no hours to clear\n")
        #expect(try sandbox.query("SELECT count(*) FROM serving_window WHERE node_id = 2") == "0")
        // Removing a node removes its hours.
        try sandbox.must("remove", "-r", "夜宵")
        #expect(try sandbox.query("SELECT group_concat(node_id) FROM serving_window") == "12")
    }

    /// Found before the database is opened: no file appears.
    @Test(arguments: [
        ["hours", "早餐", "25:00-26:00"], ["hours", "早餐", "10:00-10:00"], ["hours", "早餐", "6-10"],
        ["hours", "早餐", "10:00-"], ["hours", "早餐", "06:00-10:00", "--days", "funday"], ["hours", "早餐", "--days", "mon"],
        ["hours", "早餐", "06:00-10:00", "09:00-11:00"], ["hours", "夜宵", "fri 22:00-02:00", "sat 01:00-03:00"],
        ["hours", "早餐", "06:00-10:00", "--clear"], ["hours", "早餐", "--clear", "--days", "mon"],
        ["sold-out"], ["list", "--at", "07:00"], ["list", "--available", "--at", "25:00"],
        ["list", "--available", "--at", "funday 07:00"],
    ])
    func badWordsAreUsageErrors(arguments: [String]) throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run(arguments)
        #expect(outcome.status == 64 && outcome.stdout.isEmpty, "\(outcome)")
        #expect(outcome.stderr.hasPrefix("Error: ") && outcome.stderr.contains("\nUsage: menuctl \(arguments[0])"), "\(outcome)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.database))
    }

    @Test func aBadWindowLeavesTheMenuAsItWas() throws {
        let sandbox = try seedMenu()
        try sandbox.must("hours", "早餐", "06:00-10:30")
        let refused = try expectRefusal(sandbox, ["hours", "早餐", "06:00-10:30", "10:00-10:00"], status: 64)
        #expect(refused.stderr.hasPrefix("Error: '10:00-10:00' is not a serving window: it opens and closes at the same time"))
        _ = try expectRefusal(sandbox, ["hours", "/", "06:00-10:30"], status: 1)
    }

    /// The issue's examples: 夜宵 fri,sat 22:00-02:00 runs past midnight.
    func servedMenu() throws -> Sandbox {
        let sandbox = try seedMenu()
        try sandbox.must("hours", "早餐", "06:00-10:30")
        try sandbox.must("hours", "夜宵", "22:00-02:00", "--days", "fri,sat")
        try sandbox.must("hours", "主菜", "11:00-14:00", "17:00-21:30")
        return sandbox
    }

    func groupsOnOffer(_ sandbox: Sandbox, _ when: String) throws -> [String] {
        try sandbox.must("list", "--available", "--at", when, "--format", "tsv").lines.dropFirst()
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
            .filter { $0[2] == "0" }.map { String($0[5]) }
    }

    @Test func availableAtAMomentOfTheWeek() throws {
        let sandbox = try servedMenu()
        #expect(try groupsOnOffer(sandbox, "sat 01:30") == ["酒水", "夜宵"], "Friday's window, and no breakfast")
        #expect(try groupsOnOffer(sandbox, "sun 01:30") == ["酒水", "夜宵"], "Saturday's window")
        #expect(try groupsOnOffer(sandbox, "mon 01:30") == ["酒水"])
        #expect(try groupsOnOffer(sandbox, "tue 07:00") == ["早餐", "酒水"])
        #expect(try groupsOnOffer(sandbox, "tue 12:00") == ["主菜", "酒水"])
    }

    @Test func aGroupWithNothingOnOfferIsLeftOutAndRowsFollowWhatIsShown() throws {
        let sandbox = try servedMenu()
        try sandbox.must("sold-out", "酒水", "早餐/担担面", "早餐/川北凉粉", "早餐/麻辣小面")
        let rows = try sandbox.must("list", "--available", "--at", "wed 07:00").lines
        #expect(rows == ["1  ▾ 早餐  06:00–10:30", "2      酸辣面  12.00", "3      酸辣粉  11.00"], "\(rows)")
        // toggle --row keeps meaning the default view, where 早餐 is row 11.
        let toggled = try sandbox.must("toggle", "--row", "11")
        #expect(toggled.stdout == "collapsed 早餐\n")
        #expect(try sandbox.must("list", "--available", "--at", "wed 07:00").lines == ["1  ▸ 早餐 (2)  06:00–10:30"])
        let json = try sandbox.must("list", "--available", "--at", "wed 07:00", "--json").stdout
        #expect(json.contains(#""row":1,"id":12,"depth":0,"kind":"group","name":"早餐","path":"早餐","expanded":false,"children":2,"#), "\(json)")
    }

    /// `--at 07:00` is today, and without `--at` the local clock in `TZ`.
    @Test func todayAndNowAreLocalTime() throws {
        let sandbox = try seedMenu()
        func weekday(secondsEast: Int) -> String {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(secondsFromGMT: secondsEast)!
            return ["sun", "mon", "tue", "wed", "thu", "fri", "sat"][calendar.component(.weekday, from: Date()) - 1]
        }
        // 25 hours apart: the two zones are never on the same day.
        let (east, west) = (weekday(secondsEast: 14 * 3600), weekday(secondsEast: -11 * 3600))
        try sandbox.must("hours", "夜宵", "00:00-24:00", "--days", east)
        // A process: the time zone is read by the C library, once per process.
        let eastward = try sandbox.runProcess(["list", "--available", "--at", "07:00"], environment: ["TZ": "EAST-14"])
        #expect(eastward.status == 0 && eastward.stdout.contains("夜宵"), "\(eastward)")
        let westward = try sandbox.runProcess(["list", "--available", "--at", "07:00"], environment: ["TZ": "WEST+11"])
        #expect(westward.status == 0 && !westward.stdout.contains("夜宵") && westward.stdout.contains("主菜"), "\(east) \(west) \(westward)")
        #expect(try sandbox.runProcess(["list", "--available"], environment: ["TZ": "EAST-14"]).stdout.contains("夜宵"))
        #expect(!(try sandbox.runProcess(["list", "--available"], environment: ["TZ": "WEST+11"]).stdout.contains("夜宵")))
    }

    @Test func machineFormatsCarrySoldOutAndHours() throws {
        let sandbox = try servedMenu()
        try sandbox.must("sold-out", "盐水鸭")
        let tsv = try sandbox.must("list", "--format", "tsv").lines
        #expect(tsv[0] == "row\tid\tdepth\tkind\texpanded\tpath\tprice\tsold_out\thours\tspice\ttags\tsizes\tunit\tmarket_price\tchoices\tleft\tdaily\tbox_fee\tmin_order\tallergens\tdiets\tdescription\toff_sale\tstation\tphoto\tkcal\tportion\tprice_today")
        #expect(tsv[1] == "1\t2\t0\tgroup\t1\t主菜\t\t\tmon-sun 11:00-14:00,mon-sun 17:00-21:30\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t")
        #expect(tsv[9] == "9\t10\t1\titem\t\t主菜/盐水鸭\t48.00\t1\t\t\t\t\t\t0\t\t\t\t\t\t\t\t\t0\t\t\t\t\t")
        #expect(tsv[10] == "10\t11\t1\titem\t\t主菜/锅巴肉片\t39.00\t0\t\t\t\t\t\t0\t\t\t\t\t\t\t\t\t0\t\t\t\t\t")
        #expect(tsv[22] == "22\t25\t0\tgroup\t1\t夜宵\t\t\tfri,sat 22:00-02:00\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t")
        let json = try sandbox.must("list", "--json").lines
        #expect(json[9] == #"  {"row":9,"id":10,"depth":1,"kind":"item","name":"盐水鸭","path":"主菜/盐水鸭","expanded":null,"children":null,"price":{"amount":4800,"currency":"CNY"},"sold_out":true,"hours":[],"description":null,"spice":null,"tags":[],"translations":{},"sizes":[],"unit":null,"market_price":false,"left":null,"daily":null,"off_sale":false,"price_list":null,"box_fee":null,"min_order":null,"allergens":[],"diets":[],"slots":[],"choices":[],"description_translations":{},"station":null,"photo":null,"kcal":null,"portion":null,"price_today":null},"#)
        #expect(json[22] == #"  {"row":22,"id":25,"depth":0,"kind":"group","name":"夜宵","path":"夜宵","expanded":true,"children":2,"price":null,"sold_out":null,"hours":[{"days":"fri,sat","from":"22:00","to":"02:00"}],"description":null,"spice":null,"tags":[],"translations":{},"sizes":[],"unit":null,"market_price":null,"left":null,"daily":null,"off_sale":null,"price_list":null,"box_fee":null,"min_order":null,"allergens":[],"diets":[],"slots":null,"choices":[],"description_translations":{},"station":null,"photo":null,"kcal":null,"portion":null,"price_today":null},"#)
        #expect(try sandbox.must("show", "夜宵", "--json").stdout
                == #"{"id":25,"depth":0,"kind":"group","name":"夜宵","path":"夜宵","expanded":true,"children":2,"price":null,"sold_out":null,"hours":[{"days":"fri,sat","from":"22:00","to":"02:00"}],"description":null,"spice":null,"tags":[],"translations":{},"sizes":[],"unit":null,"market_price":null,"left":null,"daily":null,"off_sale":null,"price_list":null,"box_fee":null,"min_order":null,"allergens":[],"diets":[],"slots":null,"choices":[],"description_translations":{},"station":null,"photo":null,"kcal":null,"portion":null,"price_today":null}"# + "\n")
        #expect(try sandbox.must("show", "盐水鸭").stdout.hasSuffix("price:    48.00 CNY\nsold out: yes\nhours:    not set\n"))
    }

    @Test func exportAndImportRoundTripServiceState() throws {
        let sandbox = try servedMenu()
        try sandbox.must("sold-out", "盐水鸭")
        try sandbox.must("hours", "烤串", "20:00-01:00", "--days", "fri-mon")
        let export = try sandbox.must("export").stdout
        #expect(export.contains(#""version": 6,"#))
        #expect(export.contains(#"{"kind": "group", "name": "夜宵", "hours": [{"days": "fri,sat", "from": "22:00", "to": "02:00"}], "expanded": true, "children": ["#))
        #expect(export.contains(#"{"kind": "item", "name": "盐水鸭", "price": {"amount": 4800, "currency": "CNY"}, "sold_out": true},"#))
        let file = try sandbox.write("menu.json", export)
        let copy = sandbox.folder + "/copy.db"
        try sandbox.must("--db", copy, "import", "--replace", file)
        #expect(try sandbox.must("--db", copy, "export").stdout == export)
        #expect(try sandbox.must("--db", copy, "list", "--format", "tsv").stdout == (try sandbox.must("list", "--format", "tsv").stdout))
        // Merging a version-1 document keeps what it does not mention.
        let merged = try sandbox.must("import", examples + "/sichuan.json")
        #expect(merged.status == 0)
        #expect(try sandbox.query("SELECT count(*) FROM serving_window") == "5")
        #expect(try sandbox.query("SELECT name FROM menu_node WHERE sold_out = 1") == "盐水鸭")
        // Replacing makes the menu exactly the file: no hours, nothing sold out.
        try sandbox.must("import", "--replace", examples + "/sichuan.json")
        #expect(try sandbox.query("SELECT count(*) FROM serving_window") == "0")
        #expect(try sandbox.query("SELECT count(*) FROM menu_node WHERE sold_out = 1") == "0")
    }

    @Test(arguments: [
        (#"{"kind": "group", "name": "夜宵", "hours": [{"from": "25:00", "to": "02:00"}]}"#, "menu[0].hours[0]: '25:00-02:00' is not a serving window"),
        (#"{"kind": "group", "name": "夜宵", "hours": [{"days": "funday", "from": "22:00", "to": "02:00"}]}"#, "menu[0].hours[0].days: 'funday' is not a list of days"),
        (#"{"kind": "group", "name": "夜宵", "hours": {"from": "22:00"}}"#, "menu[0].hours: expected an array of windows"),
        (#"{"kind": "group", "name": "夜宵", "sold_out": true}"#, #"menu[0]: unknown key "sold_out""#),
        (#"{"kind": "item", "name": "烤串", "sold_out": "yes"}"#, "menu[0].sold_out: expected true or false"),
    ])
    func malformedServiceStateInAFileIsNamed(node: String, message: String) throws {
        let sandbox = try seedMenu()
        let file = try sandbox.write("bad.json", #"{"format": "menuctl", "version": 2, "menu": ["# + node + "]}")
        let refused = try expectRefusal(sandbox, ["import", file], status: 65)
        #expect(refused.stderr.contains(message), "\(refused)")
    }
}
