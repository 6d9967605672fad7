import Foundation
import Testing

/// SPEC 15's header, as files written before sizes (SPEC 17) have it: they still import.
private let header = "path,kind,price,description,spice,tags,sold_out"
private let fullHeader = header + ",sizes,unit,market_price,choices,slots,left,daily,allergens,diets,hours"

@Suite struct CSVCommandTests {
    /// The Sichuan sample with names that need quoting, every group expanded
    /// (CSV has no column for it, SPEC 15).
    private func sampleMenu() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must("import", examples + "/sichuan.json", "-q")
        try sandbox.must("add-item", "a,\"b\"", "米饭, 大碗", "--in", "主菜", "--price", "2.5", "-q")
        try sandbox.must("add-group", "空的", "-q")
        try sandbox.must("expand", "--all", "-q")
        try sandbox.must("sold-out", "盐水鸭", "-q")
        return sandbox
    }

    @Test func roundTripIsIdentical() throws {
        let source = try sampleMenu()
        let csv = try source.must("export", "--format", "csv").stdout
        #expect(csv.hasPrefix(fullHeader + "\r\n主菜,group,,,,,,,,,,,,,,,\r\n主菜/宫保鸡丁,item,38.00,,,,0,,,0,,,,,,,\r\n"))
        #expect(csv.contains("\r\n主菜/盐水鸭,item,48.00,,,,1,,,0,,,,,,,\r\n"), "sold out is 1")
        #expect(csv.contains("\r\n\"主菜/a,\"\"b\"\"\",item,2.50,,,,0,,,0,,,,,,,\r\n\"主菜/米饭, 大碗\",item,2.50,,,,0,,,0,,,,,,,\r\n"))
        #expect(csv.hasSuffix("\r\n酒水/白酒/剑南春,item,468.00,,,,0,,,0,,,,,,,\r\n空的,group,,,,,,,,,,,,,,,\r\n"))
        let file = try source.write("menu.csv", csv)
        let copy = Sandbox()
        let imported = try copy.must("import", file, "--replace")
        #expect(imported.stdout == "imported \(file): 26 added, 0 changed, 0 unchanged, 0 removed\n")
        #expect(try copy.must("export", "--format", "csv").stdout == csv)
        #expect(try copy.must("export").stdout == (try source.must("export").stdout))
    }

    /// Python's csv module, a second and independent reader, reads the same fields back.
    @Test func pythonsCSVReaderReadsTheSameFields() throws {
        let sandbox = try sampleMenu()
        let file = try sandbox.write("menu.csv", try sandbox.must("export", "--format", "csv").stdout)
        let script = "import csv, json, sys\nprint(json.dumps(list(csv.reader(open(sys.argv[1], newline='', encoding='utf-8')))))"
        let outcome = try Sandbox.execute("/usr/bin/env", ["python3", "-c", script, file])
        #expect(outcome.status == 0, "\(outcome)")
        let rows = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [[String]]
        let listed = try sandbox.must("list", "--all", "--format", "tsv").lines.dropFirst().map { $0.components(separatedBy: "\t") }
        #expect(rows == [fullHeader.components(separatedBy: ",")] + listed.map { [$0[5], $0[3], $0[6], $0[21], $0[9], $0[10], $0[7], $0[11], $0[12], $0[13], $0[14], "", $0[15], $0[16], $0[19], $0[20], $0[8]] })
    }

    /// SPEC 15 (OWASP's CSV-injection rule): no field starts a formula a
    /// spreadsheet would run, and every one reads back exactly.
    @Test func fieldsThatLookLikeFormulasAreQuotedAndReadBackExactly() throws {
        let source = Sandbox()
        try source.must("add-group", "-q", "--", "-1+1")
        try source.must("add-item", "=HYPERLINK(\"evil.example\",\"点我\")", "@SUM(A1)", "+cmd", "'=x", "'", "--in", "-1+1", "--price", "8", "-q")
        try source.must("edit", "@SUM(A1)", "--description", "-辣 =很辣", "--tag", "@招牌", "--unit", "=斤", "-q")
        let csv = try source.must("export", "--format", "csv").stdout
        let lines = csv.components(separatedBy: "\r\n")
        #expect(lines[1].hasPrefix("'-1+1,group,"))
        #expect(lines[2].hasPrefix("\"'-1+1/=HYPERLINK(\"\"evil.example\"\",\"\"点我\"\")\",item,8.00,"))
        #expect(lines[3].hasPrefix("'-1+1/@SUM(A1),item,8.00,'-辣 =很辣,,'@招牌,0,,'=斤,0"))
        #expect(lines[5].hasPrefix("'-1+1/'=x,item,"))
        // What a spreadsheet sees: every field that a formula could start with starts with a quote.
        let script = "import csv, sys\nfor row in csv.reader(open(sys.argv[1], newline='', encoding='utf-8')):\n  print(all(not f or f[0] not in '=+-@\\t\\r' for f in row))"
        let file = try source.write("menu.csv", csv)
        let outcome = try Sandbox.execute("/usr/bin/env", ["python3", "-c", script, file])
        #expect(outcome.status == 0 && !outcome.stdout.contains("False"), "\(outcome)")
        let copy = Sandbox()
        #expect(try copy.must("import", file, "--replace").stdout.hasSuffix(": 6 added, 0 changed, 0 unchanged, 0 removed\n"))
        #expect(try copy.must("export", "--format", "csv").stdout == csv)
        #expect(try copy.must("list", "--all", "--format", "json").stdout == source.must("list", "--all", "--format", "json").stdout)
        #expect(try source.must("import", file, "--replace").stdout.hasSuffix(": 0 added, 0 changed, 6 unchanged, 0 removed\n"))
    }

    @Test func aByteOrderMarkIsWrittenOnRequestAndSkippedOnImport() throws {
        let sandbox = try sampleMenu()
        let bytes = try sandbox.shell("\"$MENUCTL\" export --format csv --bom | head -c 8 | od -An -tx1").stdout
        #expect(bytes.split(separator: " ").map(String.init).joined(separator: " ").trimmingCharacters(in: .whitespacesAndNewlines) == "ef bb bf 70 61 74 68 2c")
        let copy = Sandbox()
        let outcome = try copy.shell("\"$MENUCTL\" --db \(sandbox.database) export --format csv --bom | \"$MENUCTL\" import - --format csv -q && \"$MENUCTL\" export --format csv")
        let expected = try sandbox.must("export", "--format", "csv").stdout
        #expect(outcome.status == 0 && outcome.stdout == expected, "\(outcome)")
    }

    @Test func mergingKeepsWhatTheFileDoesNotSay() throws {
        let sandbox = Sandbox()
        try sandbox.must("import", examples + "/sichuan.json", "-q")
        let file = try sandbox.write("changes.CSV", """
            \(header)
            主菜/宫保鸡丁,item,¥40,,,,
            酒水/白酒/茅台,item,1499,,,,
            甜品/冰粉,item,8,,,,

            """)
        let outcome = try sandbox.must("import", file)
        #expect(outcome.stdout == "imported \(file): 3 added, 1 changed, 3 unchanged, 0 removed\n")
        #expect(try sandbox.query("SELECT price_fen FROM menu_node WHERE name = '宫保鸡丁'") == "4000")
        // 白酒 stays collapsed; the new 甜品 is expanded.
        #expect(try sandbox.query("SELECT name, expanded FROM menu_node WHERE name IN ('白酒', '甜品') ORDER BY name") == "甜品|1\n白酒|0")
        #expect(try sandbox.query("SELECT count(*) FROM menu_node WHERE kind = 'item'") == "21")
    }

    @Test func theFormatIsChosenByTheNameUnlessGiven() throws {
        let sandbox = Sandbox()
        let csvInJSONName = try sandbox.write("menu.json", "\(header)\n主菜,group,,,,,\n")
        let outcome = try expectRefusal(sandbox, ["import", csvInJSONName], status: 65)
        #expect(outcome.stderr.hasPrefix("Error: \(csvInJSONName): "))
        try sandbox.must("import", csvInJSONName, "--format", "csv", "-q")
        #expect(try sandbox.must("list").stdout.contains("主菜"))
        let jsonInCSVName = try sandbox.write("menu.csv", "{\"format\": \"menuctl\", \"version\": 1, \"menu\": []}")
        #expect(try expectFailedLine(sandbox, ["import", jsonInCSVName])
                == "\(jsonInCSVName):1: Error: a quote inside a field that does not start with one; enclose the whole field in quotes and double each quote inside it (\"\")\n")
        try sandbox.must("import", jsonInCSVName, "--format", "json", "--replace", "-q")
        #expect(try sandbox.must("list").stdout.isEmpty)
    }

    @Test(arguments: [
        ("主菜/宫保鸡丁,item,3x,,,,", "3: Error: price: \"3x\" is not an amount (write it like 38, 38.5 or ¥38.50)"),
        ("主菜/宫保鸡丁,meal,38,,,,", "3: Error: kind: \"meal\" is not group, item (or dish) or set"),
        ("主菜/新菜/辣子,item,,,,,", "3: Error: path: 主菜/新菜 is a dish (line 2); only groups hold entries"),
        ("主菜/宫保鸡丁/辣子,item,,,,,", "3: Error: 主菜/宫保鸡丁 is a dish in the menu, but a group in the file"),
        ("主菜/宫保鸡丁,item,38,,,,,", "3: Error: the line has 8 fields; the header has 7"),
        ("\"主菜/宫保鸡丁,item,38,,,,", "3: Error: a quoted field that starts on this line is never closed"),
        ("主菜/宫保鸡丁,item,38,很辣,5,,", "3: Error: spice '5' is not 0, 1, 2 or 3 (none, mild, medium, hot)"),
        ("早餐,item,,,,,", "3: Error: 早餐 is a group in the menu, but a dish in the file"),
    ] as [(String, String)])
    func aBadLineChangesNothingAndIsNamed(line: String, error: String) throws {
        let sandbox = Sandbox()
        try sandbox.must("import", examples + "/sichuan.json", "-q")
        let file = try sandbox.write("bad.csv", "\(header)\r\n主菜/新菜,item,18,,,,\r\n\(line)\r\n")
        #expect(try expectFailedLine(sandbox, ["import", file]) == "\(file):\(error)\n")
    }

    @Test func aWrongHeaderIsNamedOnLineOne() throws {
        let sandbox = Sandbox()
        let file = try sandbox.write("bad.csv", "path,kind,prise\r\n主菜,group,\r\n")
        let outcome = try sandbox.run(["import", file])
        #expect(outcome.status == 65 && outcome.stdout.isEmpty)
        #expect(outcome.stderr == "\(file):1: Error: the header names \"prise\", which is not a column; the columns are \(fullHeader) and name:LANG,description:LANG for each language\n")
        #expect(!FileManager.default.fileExists(atPath: sandbox.database))
    }
}

/// Expects SPEC 15's refusal of a CSV line: exit 65, nothing on stdout, the
/// database as it was; returns stderr (`FILE:LINE: Error: …`).
private func expectFailedLine(_ sandbox: Sandbox, _ arguments: [String],
                              sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
    let before = try sandbox.dump()
    let outcome = try sandbox.run(arguments)
    #expect(outcome.status == 65 && outcome.stdout.isEmpty, "\(outcome)", sourceLocation: sourceLocation)
    #expect(try sandbox.dump() == before, "\(arguments) changed the database", sourceLocation: sourceLocation)
    return outcome.stderr
}
