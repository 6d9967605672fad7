import Testing
@testable import MenuData
@testable import MenuFormats
@testable import MenuModel
@testable import SQLite

@Suite struct CSVRecordsTests {
    @Test(arguments: [
        ("宫保鸡丁", "宫保鸡丁"),
        ("a,b", "\"a,b\""),
        ("say \"hi\"", "\"say \"\"hi\"\"\""),
        ("two\nlines", "\"two\nlines\""),
        ("cr\r", "\"cr\r\""),
        ("", ""),
    ])
    func fieldsAreQuotedOnlyWhenTheyMustBe(text: String, field: String) {
        #expect(CSVRecords.field(text) == field)
    }

    private func read(_ text: String) throws(MenuError) -> [[String]] {
        try CSVRecords.read(Array(text.utf8)) { "f:\($0)" }.map(\.fields)
    }

    @Test func readsQuotedFieldsWithCommasQuotesAndLineBreaks() throws {
        let records = try CSVRecords.read(Array("a,\"b,\"\"c\"\"\r\nd\",\"\"\r\n\n\"x\ny\nz\",w\nlast,".utf8)) { "f:\($0)" }
        #expect(records.map(\.fields) == [["a", "b,\"c\"\r\nd", ""], ["x\ny\nz", "w"], ["last", ""]])
        #expect(records.map(\.line) == [1, 4, 7])
    }

    @Test func lineEndsMayBeCRLFOrLFOrCR() throws {
        #expect(try read("a,b\r\nc,d\ne,f\rg,h") == [["a", "b"], ["c", "d"], ["e", "f"], ["g", "h"]])
    }

    @Test func aByteOrderMarkAndBlankLinesAreSkipped() throws {
        #expect(try read("\u{FEFF}a,b\r\n\r\n\nc,d\r\n") == [["a", "b"], ["c", "d"]])
        #expect(try read("") == [])
    }

    @Test(arguments: [
        ("a,b\n\"open,c\nd\n", "f:2: a quoted field that starts on this line is never closed"),
        ("a,b\nc\"d,e\n", "f:2: a quote inside a field that does not start with one; enclose the whole field in quotes and double each quote inside it (\"\")"),
        ("\"a\"b,c\n", "f:1: text after the closing quote of a field; double a quote that belongs to the field (\"\")"),
    ])
    func malformedQuotingNamesTheLine(text: String, problem: String) {
        #expect(throws: MenuError.malformed(String(problem.split(separator: " ", maxSplits: 1)[1]),
                                            at: String(problem.prefix(while: { $0 != " " }).dropLast()))) {
            try read(text)
        }
    }

    @Test func textThatIsNotUTF8IsRefusedOnItsLine() {
        #expect(throws: MenuError.malformed("the line is not valid UTF-8 text", at: "f:2")) {
            try CSVRecords.read([0x61, 0x0A, 0x62, 0xFF, 0x0A]) { "f:\($0)" }
        }
    }
}

@Suite struct MenuCSVTests {
    private func menu() -> MenuGroup {
        let root = MenuGroup(id: 1, name: "")
        let mains = MenuGroup(id: 2, name: "主菜", isExpanded: false)
        mains.add(MenuItem(id: 3, name: "宫保鸡丁", price: try! Amount(fen: 3800)))
        mains.add(MenuItem(id: 4, name: "a,\"b\"", price: nil))
        let spirits = MenuGroup(id: 5, name: "白酒")
        spirits.add(MenuItem(id: 6, name: "五粮液", price: try! Amount(fen: 128_050)))
        mains.add(spirits)
        root.add(mains)
        root.add(MenuGroup(id: 7, name: "空"))
        return root
    }

    private let expected = [
        "path,kind,price,description,spice,tags,sold_out,sizes,unit,market_price,choices,slots,left,daily,allergens,diets,hours",
        "主菜,group,,,,,,,,,,,,,,,",
        "主菜/宫保鸡丁,item,38.00,,,,0,,,0,,,,,,,",
        #""主菜/a,""b""",item,,,,,0,,,0,,,,,,,"#,
        "主菜/白酒,group,,,,,,,,,,,,,,,",
        "主菜/白酒/五粮液,item,1280.50,,,,0,,,0,,,,,,,",
        "空,group,,,,,,,,,,,,,,,",
    ].map { $0 + "\r\n" }.joined()

    @Test func aLinePerNodeInMenuOrderCollapsedOrNot() {
        #expect(MenuCSV.text(of: menu()) == expected)
        #expect(MenuCSV.text(of: menu(), byteOrderMark: true) == "\u{FEFF}" + expected)
    }

    /// An entry's price as the outline shows it: `-` when it says nothing.
    private static func price(_ edit: FieldEdit<DishPrice>) -> String {
        switch edit {
        case .keep: "-"
        case .clear: "none"
        case .set(let price): price.fixedAmount?.description ?? "none"
        }
    }

    /// The entries as `kind name price [children]`, to compare documents by.
    private func outline(_ entries: [MenuDocument.Entry]) -> [String] {
        entries.flatMap { entry in
            ["\(entry.isGroup ? "group" : "item") \(entry.name.text) \(Self.price(entry.price)) @\(entry.place)"]
                + outline(entry.children).map { "  " + $0 }
        }
    }

    @Test func readsBackWhatItWrites() throws {
        let document = try MenuDocument(csv: Array(expected.utf8), file: "m.csv")
        #expect(outline(document.entries) == [
            "group 主菜 - @m.csv:2",
            "  item 宫保鸡丁 38.00 @m.csv:3",
            "  item a,\"b\" none @m.csv:4",
            "  group 白酒 - @m.csv:5",
            "    item 五粮液 1280.50 @m.csv:6",
            "group 空 - @m.csv:7",
        ])
        #expect(document.entries.allSatisfy { $0.expanded == nil })
    }

    @Test func groupsWithoutALineAreMadeWhereTheirFirstDishIs() throws {
        let text = "path,kind,price,description,spice,tags,sold_out\n主菜/宫保鸡丁,item,¥38,,,,\n早餐/担担面,item,12,,,,\n主菜/回锅肉,item,42.5,,,,\n主菜,group,,,,,\n"
        let document = try MenuDocument(csv: Array(text.utf8), file: "m.csv")
        #expect(outline(document.entries) == [
            "group 主菜 - @m.csv:5",
            "  item 宫保鸡丁 38.00 @m.csv:2",
            "  item 回锅肉 42.50 @m.csv:4",
            "group 早餐 - @m.csv:3",
            "  item 担担面 12.00 @m.csv:3",
        ])
    }

    private static let header = "path,kind,price,description,spice,tags,sold_out\n"
    private static let sizedHeader = "path,kind,price,description,spice,tags,sold_out,sizes,unit,market_price\n"

    /// Sizes whose names hold `;` or `=` read back as written (SPEC 17).
    @Test func sizesReadBackWhateverTheirNamesHold() throws {
        let text = Self.sizedHeader + "鱼,item,,,,,,\"a;b=1;c=d=2.50\",斤,0\n"
        let entry = try MenuDocument(csv: Array(text.utf8), file: "m.csv").entries[0]
        #expect(entry.price == .set(.sizes([DishSize(name: "a;b", price: try Amount(fen: 100)), DishSize(name: "c=d", price: try Amount(fen: 250))])))
        #expect(entry.unit == .set("斤"))
    }

    @Test(arguments: [
        ("", "m.csv:1: the file is empty; its first line must be the header path,kind,price,description,spice,tags,sold_out,sizes,unit,market_price,choices,slots,left,daily,allergens,diets,hours"),
        ("path,kind,prise\n", "m.csv:1: the header names \"prise\", which is not a column; the columns are path,kind,price,description,spice,tags,sold_out,sizes,unit,market_price,choices,slots,left,daily,allergens,diets,hours and name:LANG,description:LANG for each language"),
        ("kind,price\n", "m.csv:1: the header has no path column; it names the columns a file holds, path among them, such as path,kind,price,description,spice,tags,sold_out,sizes,unit,market_price,choices,slots,left,daily,allergens,diets,hours"),
        ("path,price,path\n", "m.csv:1: the header names \"path\" twice"),
        (sizedHeader + "主菜/鱼,item,,,,,,a=1,,\n", "m.csv:2: sizes: a dish with sizes has 2 to 8 of them, not 1"),
        (sizedHeader + "主菜/鱼,item,,,,,,a=1;a=2,,\n", "m.csv:2: sizes: the size 'a' appears twice"),
        (sizedHeader + "主菜/鱼,item,,,,,,a=1;b=x,,\n", "m.csv:2: sizes: 'x' is not an amount (write it like 38, 38.5 or ¥38.50)"),
        (sizedHeader + "主菜/鱼,item,,,,,,,,yes\n", "m.csv:2: market_price: \"yes\" is not 1 or 0"),
        (sizedHeader + "主菜/鱼,item,,,,,,a=1;b=2,,1\n", "m.csv:2: market_price: a dish at market price has no price or sizes of its own"),
        (sizedHeader + "主菜,group,,,,,,,斤,\n", "m.csv:2: unit: a group has no unit; leave the field empty"),
        (header + "主菜,group,,,,,,\n", "m.csv:2: the line has 8 fields; the header has 7"),
        (header + "主菜,group,,,,\n", "m.csv:2: the line has 6 fields; the header has 7"),
        (header + "主菜,meal,,,,,\n", "m.csv:2: kind: \"meal\" is not group, item (or dish) or set"),
        (header + "主菜/宫保鸡丁,item,3x,,,,\n", "m.csv:2: price: \"3x\" is not an amount (write it like 38, 38.5 or ¥38.50)"),
        (header + "主菜,group,12,,,,\n", "m.csv:2: price: a group has no price; leave the field empty"),
        (header + "主菜/宫保鸡丁,item,,,,,\n主菜/宫保鸡丁/辣,item,,,,,\n", "m.csv:3: path: 主菜/宫保鸡丁 is a dish (line 2); only groups hold entries"),
        (header + "主菜,group,,,,,\n主菜,group,,,,,\n", "m.csv:3: path: 主菜 is on line 2 already"),
        (header + "主菜/宫保鸡丁,item,,,,,\n主菜,item,,,,,\n", "m.csv:3: path: 主菜 holds entries (from line 2), so it is a group, not a dish"),
        (header + "主菜//宫保鸡丁,item,,,,,\n", "m.csv:2: path: a name cannot be empty"),
        (header + ",item,,,,,\n", "m.csv:2: path: a name cannot be empty"),
        (header + "主菜/宫保鸡丁,item,,\"两\n行\",,,\n", "m.csv:2: description: the description '两\\u{A}行' holds a line break; it must be one line"),
        (header + "主菜/宫保鸡丁,item,,,4,,\n", "m.csv:2: spice '4' is not 0, 1, 2 or 3 (none, mild, medium, hot)"),
        (header + "主菜,group,,,2,,\n", "m.csv:2: spice: a group has no spice level; leave the field empty"),
        (header + "主菜/宫保鸡丁,item,,,,招牌;a/b,\n", "m.csv:2: tags: the tag 'a/b' holds a '/'; a tag follows the rules of a name"),
        (header + "主菜/宫保鸡丁,item,,,,招牌;招牌,\n", "m.csv:2: tags: \"招牌\" is given twice"),
        (header + "主菜/宫保鸡丁,item,,,,,yes\n", "m.csv:2: sold_out: \"yes\" is not 1 or 0"),
        (header + "主菜,group,,,,,1\n", "m.csv:2: sold_out: a group is never sold out itself; leave the field empty"),
    ])
    func problemsNameTheirLine(text: String, problem: String) {
        do {
            _ = try MenuDocument(csv: Array(text.utf8), file: "m.csv")
            Issue.record("read \(text)")
        } catch {
            #expect(error.kind == .malformedFile)
            #expect(Terminal.escaped("\(error.place ?? "nowhere"): \(error.message)") == problem)
        }
    }

    @Test func aMenuDeeperThan32LevelsIsRefused() {
        let path = (1...33).map { "层\($0)" }.joined(separator: "/")
        #expect(throws: MenuError.malformed("path: the menu would be deeper than 32 levels", at: "m.csv:2")) {
            try MenuDocument(csv: Array((Self.header + path + ",group,,,,,\n").utf8), file: "m.csv")
        }
    }
}
