import Foundation
import Testing

/// SPEC 15: no import clears what its format cannot carry, and a replace by
/// the menu's own export changes nothing, in every format.
///
/// The menu below holds every field the menu has. A feature that adds a
/// field adds a step to `everyField` (the commands that set it, and what
/// `list --format json --all` shows once it is set); every format is then
/// held to the round trip with it.
@Suite struct RoundTripInterchangeTests {
    /// A field of the menu: how it is set, and what the JSON rows show of it.
    struct Field {
        let name: String
        let commands: [[String]]
        let shown: [String]
    }

    static let everyField: [Field] = [
        Field(name: "nested groups", commands: [["add-group", "-p", "主菜/凉菜", "酒水/白酒", "早餐", "夜宵"]],
              shown: [#""path":"主菜/凉菜""#, #""path":"酒水/白酒""#]),
        Field(name: "price", commands: [["add-item", "宫保鸡丁", "--in", "主菜", "--price", "38"]],
              shown: [#""price":{"amount":3800,"currency":"CNY"}"#]),
        Field(name: "sizes", commands: [["add-item", "水煮鱼", "--in", "主菜", "--size", "小份=58", "--size", "大份=88"]],
              shown: [#""sizes":[{"name":"小份","price":{"amount":5800,"currency":"CNY"}},{"name":"大份","price":{"amount":8800,"currency":"CNY"}}]"#]),
        Field(name: "unit", commands: [["add-item", "活鱼", "--in", "主菜", "--price", "48", "--unit", "斤"]],
              shown: [#""unit":"斤""#]),
        Field(name: "market price", commands: [["add-item", "花甲", "--in", "主菜", "--market-price", "--unit", "份"]],
              shown: [#""market_price":true"#]),
        Field(name: "description", commands: [
            ["add-item", "夫妻肺片", "--in", "主菜/凉菜", "--price", "36", "--description", "牛肉、牛杂, \"红油\""],
            ["edit", "主菜", "--description", "-招牌川菜"],
        ], shown: [#""description":"牛肉、牛杂, \"红油\"""#, #""description":"-招牌川菜""#]),
        Field(name: "spice", commands: [["edit", "宫保鸡丁", "--spice", "2"]], shown: [#""spice":2"#]),
        Field(name: "tags", commands: [["edit", "宫保鸡丁", "--tag", "招牌", "--tag", "新品"]], shown: [#""tags":["招牌","新品"]"#]),
        Field(name: "translations", commands: [
            ["edit", "宫保鸡丁", "--translation", "en=Kung Pao Chicken", "--translation", "ja=宮保鶏丁"],
            ["edit", "水煮鱼", "--translation", "en==Boiled Fish"],
            ["edit", "主菜", "--translation", "en=Mains"],
        ], shown: [#""translations":{"en":"Kung Pao Chicken","ja":"宮保鶏丁"}"#, #""translations":{"en":"Mains"}"#]),
        Field(name: "hours", commands: [
            ["add-item", "担担面", "--in", "早餐", "--price", "12"],
            ["add-item", "烤串", "--in", "夜宵", "--price", "5"],
            ["hours", "夜宵", "22:00-02:00", "--days", "fri,sat"],
            ["hours", "担担面", "07:00-10:00"],
        ], shown: [#""hours":[{"days":"fri,sat","from":"22:00","to":"02:00"}]"#, #""hours":[{"days":"mon-sun","from":"07:00","to":"10:00"}]"#]),
        Field(name: "hours with per-window days", commands: [
            ["import", "-", "--format", "json", "<<", #"{"format": "menuctl", "version": 2, "menu": [{"kind": "group", "name": "早餐", "hours": [{"days": "mon-fri", "from": "06:00", "to": "10:30"}, {"days": "sat,sun", "from": "07:00", "to": "11:00"}]}]}"#],
        ], shown: [#""hours":[{"days":"mon-fri","from":"06:00","to":"10:30"},{"days":"sat,sun","from":"07:00","to":"11:00"}]"#]),
        Field(name: "sold out", commands: [["add-item", "五粮液", "--in", "酒水/白酒", "--price", "1280"], ["sold-out", "五粮液"]],
              shown: [#""sold_out":true"#]),
        Field(name: "collapsed groups", commands: [["collapse", "白酒"]], shown: [#""expanded":false"#]),
    ]

    /// A menu holding every field of `everyField`, each checked to be there.
    static func menuWithEveryField() throws -> Sandbox {
        let sandbox = Sandbox()
        for field in everyField {
            for command in field.commands {
                // `<<` hands the word after it to the command on standard input.
                let words = command.firstIndex(of: "<<").map { Array(command[..<$0]) } ?? command
                let stdin = command.firstIndex(of: "<<").map { command[$0 + 1] }
                let outcome = try sandbox.run(words + ["-q"], stdin: stdin)
                #expect(outcome.status == 0, "\(field.name): \(command): \(outcome)")
            }
        }
        let rows = try sandbox.must("list", "--format", "json", "--all").stdout
        for field in everyField {
            for evidence in field.shown { #expect(rows.contains(evidence), "the menu lacks \(field.name): \(evidence)") }
        }
        return sandbox
    }

    @Test(arguments: ["json", "csv"])
    func aReplaceByTheMenusOwnExportChangesNothing(format: String) throws {
        let sandbox = try Self.menuWithEveryField()
        let rows = try sandbox.must("list", "--format", "json", "--all").stdout
        let document = try sandbox.must("export").stdout
        let exported = try sandbox.must("export", "--format", format).stdout
        let nodes = try sandbox.query("SELECT count(*) FROM menu_node WHERE kind <> 'root'")
        let file = try sandbox.write("menu.\(format)", exported)
        let imported = try sandbox.must("import", file, "--replace")
        #expect(imported.stdout == "imported \(file): 0 added, 0 changed, \(nodes) unchanged, 0 removed\n")
        #expect(try sandbox.must("export", "--format", format).stdout == exported)
        #expect(try sandbox.must("list", "--format", "json", "--all").stdout == rows)
        #expect(try sandbox.must("export").stdout == document, "what the \(format) file cannot carry stays")
    }

    /// Into an empty menu, each format gives back what it carries.
    @Test(arguments: ["json", "csv"])
    func aCopyGivesTheSameExport(format: String) throws {
        let sandbox = try Self.menuWithEveryField()
        let exported = try sandbox.must("export", "--format", format).stdout
        let copy = Sandbox()
        try copy.must("import", try sandbox.write("menu.\(format)", exported), "--replace", "-q")
        #expect(try copy.must("export", "--format", format).stdout == exported)
    }
}
