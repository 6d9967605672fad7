import Foundation
import Testing

/// SPEC 25: each rule a command enforces on a set meal's slots and on the
/// sizes others name is enforced by every door, in the same words, with a
/// place; a refusal changes nothing.
@Suite struct RuleBookTests {
    /// Four dishes, one in sizes; a set whose slots name three of them and
    /// one size; a price list with prices for both sizes.
    static func menu() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must("batch", try sandbox.write("setup.txt", """
            add-group 主菜 套餐
            add-item 宫保鸡丁 回锅肉 鱼香肉丝 --in 主菜 --price 38
            add-item 主菜/水煮鱼 --size 小份=58 --size 大份=88
            add-set 套餐/商务套餐A --price 48
            slot add 商务套餐A 热菜 --pick 1 宫保鸡丁 回锅肉 鱼香肉丝
            slot add 商务套餐A 鱼 --pick 1 水煮鱼@小份
            prices add 会员价
            prices set 会员价 水煮鱼 小份=50 大份=80
            """), "-q")
        return sandbox
    }

    private static let threeDishes = #"{"dish": "主菜/宫保鸡丁"}, {"dish": "主菜/回锅肉"}, {"dish": "主菜/鱼香肉丝"}"#

    /// A slot that picks more dishes than it holds: the command, a batch
    /// line, a JSON document and a CSV line each refuse it.
    @Test func aPickPastTheSlotsDishesIsRefusedByEveryDoor() throws {
        let sandbox = try Self.menu()
        let command = try expectRefusal(sandbox, ["slot", "add", "商务套餐A", "汤", "--pick", "4", "宫保鸡丁", "回锅肉", "鱼香肉丝"], status: 64)
        #expect(command.stderr.hasPrefix("Error: --pick 4 is more than the 3 dishes given\n"))
        let batch = try sandbox.write("pick.txt", "slot add 商务套餐A 汤 --pick 4 宫保鸡丁 回锅肉 鱼香肉丝\n")
        #expect(try expectFileRefusal(sandbox, ["batch", batch]).hasPrefix("\(batch):1: Error: --pick 4 is more than the 3 dishes given\n"))
        let exported = try sandbox.must("export").stdout
        for pick in [4, 99] {
            let json = try sandbox.write("pick\(pick).json", exported.replacingOccurrences(of: #""name": "热菜", "pick": 1"#, with: "\"name\": \"热菜\", \"pick\": \(pick)"))
            #expect(try expectRefusal(sandbox, ["import", json, "--replace"], status: 65).stderr
                    == "Error: \(json): menu[1].children[0].slots[0]: pick \(pick) is more than the 3 dishes of 热菜; pick 1 to 3\n")
            let csv = try sandbox.write("pick\(pick).csv", "path,kind,price,slots\r\n套餐/商务套餐A,set,48,热菜:\(pick):主菜/宫保鸡丁|主菜/回锅肉|主菜/鱼香肉丝\r\n")
            #expect(try expectFileRefusal(sandbox, ["import", csv])
                    == "\(csv):2: Error: slots: pick \(pick) is more than the 3 dishes of 热菜; pick 1 to 3\n")
        }
    }

    /// A set meal holds at most 12 slots: the 13th `slot add` and a file
    /// with 16 are refused alike.
    @Test func sixteenSlotsAreRefusedByEveryDoor() throws {
        let sandbox = try Self.menu()
        let adds = (3...12).map { "slot add 商务套餐A 第\($0)道 --pick 1 宫保鸡丁" }.joined(separator: "\n")
        try sandbox.must("batch", try sandbox.write("ten.txt", adds), "-q")
        let thirteenth = try expectRefusal(sandbox, ["slot", "add", "商务套餐A", "第13道", "--pick", "1", "宫保鸡丁"], status: 1)
        #expect(thirteenth.stderr == "Error: 套餐/商务套餐A already has 12 slots; a set meal has at most 12\n")
        let slots = (1...16).map { "{\"name\": \"第\($0)道\", \"pick\": 1, \"dishes\": [\(Self.threeDishes)]}" }.joined(separator: ", ")
        let json = try sandbox.write("sixteen.json", """
            {"format": "menuctl", "version": 3, "currency": "CNY", "menu": [{"kind": "set", "name": "大套餐", "price": "98", "slots": [\(slots)]}]}
            """)
        #expect(try expectRefusal(sandbox, ["import", json], status: 65).stderr == "Error: \(json): menu[0].slots: a set meal has at most 12 slots, not 16\n")
        let written = (1...16).map { "第\($0)道:1:主菜/宫保鸡丁" }.joined(separator: ";")
        let csv = try sandbox.write("sixteen.csv", "path,kind,price,slots\r\n大套餐,set,98,\(written)\r\n")
        #expect(try expectFileRefusal(sandbox, ["import", csv]) == "\(csv):2: Error: slots: a set meal has at most 12 slots, not 16\n")
    }

    /// A slot holds at most 30 dishes: `slot edit` past them, a batch
    /// line, a JSON document and a CSV line are refused in the same words.
    @Test func thirtyOneDishesToASlotAreRefusedByEveryDoor() throws {
        let sandbox = Sandbox()
        let dishes = (1...31).map { "菜\($0)" }
        try sandbox.must("batch", try sandbox.write("setup.txt", """
            add-group 主菜 套餐
            add-item \(dishes.joined(separator: " ")) --in 主菜 --price 10
            add-set 套餐/A --price 48
            slot add A 热菜 --pick 1 \(dishes.dropLast().joined(separator: " "))
            """), "-q")
        let words = "a slot holds 1 to 30 dishes; 热菜 would hold 31\n"
        #expect(try expectRefusal(sandbox, ["slot", "edit", "A", "热菜", "--dish", "菜31"], status: 64).stderr == "Error: " + words)
        let batch = try sandbox.write("more.txt", "slot edit A 热菜 --dish 菜31\n")
        #expect(try expectFileRefusal(sandbox, ["batch", batch]) == "\(batch):1: Error: " + words)
        let exported = try sandbox.must("export").stdout
        let json = try sandbox.write("more.json", exported.replacingOccurrences(of: #"{"dish": "主菜/菜30"}"#,
                                                                               with: #"{"dish": "主菜/菜30"}, {"dish": "主菜/菜31"}"#))
        #expect(try expectRefusal(sandbox, ["import", json, "--replace"], status: 65).stderr
                == "Error: \(json): menu[1].children[0].slots[0]: " + words)
        let written = dishes.map { "主菜/\($0)" }.joined(separator: "|")
        let csv = try sandbox.write("more.csv", "path,kind,price,slots\r\n套餐/A,set,48,热菜:1:\(written)\r\n")
        #expect(try expectFileRefusal(sandbox, ["import", csv]) == "\(csv):2: Error: slots: " + words)
    }

    /// Edits keep references whole: a size a slot or a price list names is
    /// not taken away, by a command or a batch line; an import naming a
    /// size the dish lacks is refused at its place.
    @Test(arguments: [["--price", "60"], ["--market-price"], ["--size", "中份=70", "--no-size", "小份"]])
    func aSizeOthersNameStays(edit: [String]) throws {
        let sandbox = try Self.menu()
        let refused = try expectRefusal(sandbox, ["edit", "水煮鱼"] + edit, status: 1)
        #expect(refused.stderr.hasPrefix("Error: 主菜/水煮鱼@小份 is in the slot 鱼 of 套餐/商务套餐A; 主菜/水煮鱼@"))
        #expect(refused.stderr.contains(" in the price list 会员价\ntake it out first: slot edit 套餐/商务套餐A 鱼 --no-dish 主菜/水煮鱼; prices unset 会员价 主菜/水煮鱼\n"))
        let batch = try sandbox.write("edit.txt", "# reprice\nedit 水煮鱼 " + edit.joined(separator: " ") + "\n")
        #expect(try expectFileRefusal(sandbox, ["batch", batch]).hasPrefix("\(batch):2: Error: 主菜/水煮鱼@小份 is in the slot 鱼 of 套餐/商务套餐A"))
    }

    @Test func theSizesStayWhenNothingNamesThem() throws {
        let sandbox = try Self.menu()
        try sandbox.must("slot", "edit", "商务套餐A", "鱼", "--dish", "宫保鸡丁", "--no-dish", "水煮鱼", "-q")
        try sandbox.must("prices", "unset", "会员价", "水煮鱼", "-q")
        #expect(try sandbox.must("edit", "水煮鱼", "--price", "60").stdout.contains("主菜/水煮鱼"))
    }

    @Test func anImportNamingASizeTheDishLacksIsRefusedAtItsPlace() throws {
        let sandbox = try Self.menu()
        let exported = try sandbox.must("export").stdout
        let slot = try sandbox.write("slot.json", exported.replacingOccurrences(of: #""size": "小份""#, with: #""size": "中份""#))
        #expect(try expectRefusal(sandbox, ["import", slot, "--replace"], status: 65).stderr
                == "Error: \(slot): menu[1].children[0].slots[1].dishes[0].dish: 主菜/水煮鱼 has no size 中份\n")
        let listed = try sandbox.write("list.json", exported.replacingOccurrences(of: #"{"name": "大份", "price": {"amount": 8000"#,
                                                                               with: #"{"name": "中份", "price": {"amount": 8000"#))
        let stderr = try expectRefusal(sandbox, ["import", listed, "--replace"], status: 65).stderr
        #expect(stderr.hasPrefix("Error: \(listed): ") && stderr.hasSuffix(".sizes: 主菜/水煮鱼 has no size '中份'; its sizes: 小份, 大份\n"))
    }
}

/// Each rule a command enforces on a dish's own values, with the words it
/// says, and the same value given by a JSON document and a CSV line: each
/// door refuses it in those words, at its place, and changes nothing.
@Suite struct RuleBookValueTests {
    struct Rule: Sendable, CustomStringConvertible {
        let command: [String]
        let json: String
        let csv: (header: String, field: String)
        let words: String
        var description: String { words }
    }

    static let longTag = String(repeating: "辣", count: 21)
    static let rules: [Rule] = [
        Rule(command: ["--spice", "4"], json: #""spice": 4"#, csv: ("spice", "4"),
             words: "spice '4' is not 0, 1, 2 or 3 (none, mild, medium, hot)"),
        Rule(command: ["--tag", longTag], json: "\"tags\": [\"\(longTag)\"]", csv: ("tags", longTag),
             words: "the tag '\(longTag)' is longer than 20 characters"),
        Rule(command: ["--unit", "一二三四五六七八九十一"], json: #""unit": "一二三四五六七八九十一""#, csv: ("unit", "一二三四五六七八九十一"),
             words: "the unit '一二三四五六七八九十一' is longer than 10 characters"),
        Rule(command: ["--size", "小份=58"], json: #""sizes": [{"name": "小份", "price": "58"}]"#, csv: ("sizes", "小份=58"),
             words: "with sizes has 2 to 8 of them"),
    ]

    @Test(arguments: rules)
    func eachDoorRefusesAValueInTheCommandsWords(rule: Rule) throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "主菜/鱼", "-p", "-q")
        let command = try expectRefusal(sandbox, ["add-item", "主菜/鱼香肉丝"] + rule.command, status: 64)
        #expect(command.stderr.contains(rule.words), "\(command)")
        let json = try sandbox.write("menu.json", """
            {"format": "menuctl", "version": 3, "currency": "CNY", "menu": [{"kind": "group", "name": "主菜", "children": [{"kind": "item", "name": "鱼", "price": null, \(rule.json)}]}]}
            """)
        let fromJSON = try expectRefusal(sandbox, ["import", json], status: 65).stderr
        #expect(fromJSON.hasPrefix("Error: \(json): menu[0].children[0]") && fromJSON.contains(rule.words), "\(fromJSON)")
        let csv = try sandbox.write("menu.csv", "path,\(rule.csv.header)\r\n主菜/鱼,\(rule.csv.field)\r\n")
        let fromCSV = try expectFileRefusal(sandbox, ["import", csv])
        #expect(fromCSV.hasPrefix("\(csv):2: Error: ") && fromCSV.contains(rule.words), "\(fromCSV)")
    }

    @Test func aNameThatLooksLikeAnIdIsRefusedByEveryDoor() throws {
        let sandbox = Sandbox()
        let words = "the name '#12' looks like a node id; a name may not be '#' and digits"
        #expect(try expectRefusal(sandbox, ["add-item", "#12"], status: 64).stderr.hasPrefix("Error: " + words))
        let json = try sandbox.write("menu.json", ##"{"format": "menuctl", "version": 3, "currency": "CNY", "menu": [{"kind": "item", "name": "#12", "price": null}]}"##)
        #expect(try expectRefusal(sandbox, ["import", json], status: 65).stderr == "Error: \(json): menu[0].name: \(words)\n")
        let csv = try sandbox.write("menu.csv", "path\r\n#12\r\n")
        #expect(try expectFileRefusal(sandbox, ["import", csv]) == "\(csv):2: Error: path: \(words)\n")
    }

    @Test func aPickRuleNoListCanMeetIsRefusedByTheCommandAndJSON() throws {
        let sandbox = Sandbox()
        let words = "the pick rule 1-4 asks for up to 4 of 2 options; MAX is at most the number of options"
        #expect(try expectRefusal(sandbox, ["choices", "add", "辣度", "--pick", "1-4", "--option", "微辣", "--option", "特辣"], status: 64)
                .stderr.hasPrefix("Error: " + words))
        let json = try sandbox.write("menu.json", """
            {"format": "menuctl", "version": 3, "currency": "CNY", "menu": [], "choices": [{"name": "辣度", "pick": [1, 4], "options": [{"name": "微辣"}, {"name": "特辣"}]}]}
            """)
        #expect(try expectRefusal(sandbox, ["import", json], status: 65).stderr == "Error: \(json): choices[0]: \(words)\n")
    }
}

/// A file's line refused (SPEC 6, 15): exit 65, nothing on stdout, the
/// menu as it was; its stderr, which starts with the file's place.
func expectFileRefusal(_ sandbox: Sandbox, _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
    let before = try sandbox.dump()
    let outcome = try sandbox.run(arguments)
    #expect(outcome.status == 65 && outcome.stdout.isEmpty, "\(arguments): \(outcome)", sourceLocation: sourceLocation)
    #expect(try sandbox.dump() == before, "\(arguments) changed the database", sourceLocation: sourceLocation)
    return outcome.stderr
}
