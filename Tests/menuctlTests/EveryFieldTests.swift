import Foundation
import MenuFormats
import MenuModel
import MenuTestSupport
import Testing

/// Every field of a node (`NodeField.all`) through every format (SPEC 25):
/// a menu that uses each field is written as TSV and JSON rows, as the
/// export document and as CSV, and compared by `diff`; each field comes
/// back in each format that declares it, and a format that declares it
/// not carried says nothing of it. The fields are walked from the list,
/// so a field added there is tried here without a line of this test.
@Suite struct EveryFieldTests {
    /// 主菜 and its dishes, each field used by one of them at least.
    private static let setup = """
        add-group 主菜 --description 热菜 --translation en=Mains --description-translation "en=Hot dishes"
        add-item 主菜/宫保鸡丁 --price 38 --unit 份 --description 花生鸡丁 --spice 2 --tag 招牌 --allergen peanuts --diet halal --translation "en=Kung Pao Chicken" --description-translation "en=Diced chicken" --kcal 520 --portion 350g
        add-item 主菜/水煮鱼 --size 小份=58 --size 大份=88
        add-item 主菜/龙虾 --market-price
        add-item 主菜/兔头 --price 12
        add-item 主菜/鸭 --price 20
        hours 主菜 11:00-14:00
        stock 兔头 20 --daily
        sold-out 鸭 --until 17:00
        off 水煮鱼
        choices add 辣度 --pick 1 --option 微辣 --option 特辣
        choices offer 辣度 主菜
        choices withdraw 辣度 龙虾
        price-today 龙虾 200
        add-set 午市套餐 --in 主菜 --price 40
        slot add 午市套餐 热菜 --pick 1 宫保鸡丁
        prices add 外卖 --box-fee 1
        prices set 外卖 宫保鸡丁 --min 2
        stations add 炒锅 面档
        station 主菜 炒锅
        station 水煮鱼 面档
        """

    /// The same paths with nothing on them, and the choice list a CSV names.
    private static let bare = """
        add-group 主菜
        add-item 主菜/宫保鸡丁 主菜/水煮鱼 主菜/龙虾 主菜/兔头 主菜/鸭 主菜/午市套餐
        choices add 辣度 --pick 1 --option 微辣 --option 特辣
        """

    /// The menu a script makes; with `photo`, that dish shows one photo
    /// (the same bytes in every menu, so one digest), as a batch takes none.
    private func menu(_ script: String) throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must("batch", try sandbox.write("setup.txt", script), "-q")
        // The setup's 宫保鸡丁 has it; the bare menu's 兔头, so that a CSV naming it by digest finds it.
        let dish = script == Self.setup ? "宫保鸡丁" : "兔头"
        try sandbox.must("photo", dish, try sandbox.photo("dish.jpg", width: 320, height: 240), "-q")
        return sandbox
    }

    /// What a format writes when it has nothing to say.
    private static func says(_ value: String) -> Bool { !["", "0", "null", "false", "[]", "{}", "none"].contains(value) }

    @Test func eachFormatPlacesItsFieldsOnceEach() {
        for (format, places) in [("TSV", NodeField.all.compactMap(\.tsv?.place)), ("JSON rows", NodeField.all.compactMap(\.jsonRow?.place)),
                                 ("CSV", NodeField.all.compactMap { $0.csv.flatMap { $0.occasional ? nil : $0.place } }),
                                 ("CSV, occasional", NodeField.all.compactMap { $0.csv.flatMap { $0.occasional ? $0.place : nil } })] {
            #expect(places.sorted() == Array(0..<places.count), "\(format): \(places.sorted())")
        }
        let labels = NodeField.all.map(\.label)
        #expect(Set(labels).count == labels.count)
        for field in NodeField.all {
            if let key = field.document { #expect(DiffFields.label(key) == field.label) }
            #expect(!field.diffs || field.document != nil, "diff compares the document's keys: \(field.label) has none")
        }
    }

    @Test func rowsCarryEachFieldTheyDeclare() throws {
        let sandbox = try menu(Self.setup)
        let tsv = try sandbox.must("list", "--all", "--format", "tsv", "--prices", "外卖").lines.map { $0.components(separatedBy: "\t") }
        #expect(tsv[0] == NodeField.tsvColumns.map(\.name))
        for field in NodeField.all {
            guard let cell = field.tsv, let column = tsv[0].firstIndex(of: cell.name) else { continue }
            #expect(tsv.dropFirst().contains { Self.says($0[column]) }, "TSV column \(cell.name) is empty on every row")
        }
        let json = try sandbox.must("list", "--all", "--json", "--prices", "外卖").stdout
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        // A key written outside the list would be a field no other format hears of.
        #expect(Set(rows.flatMap(\.keys)) == Set(NodeField.all.compactMap(\.jsonRow?.name)))
        for field in NodeField.all {
            guard let key = field.jsonRow?.name else { continue }
            #expect(rows.allSatisfy { $0.keys.contains(key) }, "JSON rows lack \(key)")
            #expect(rows.contains { Self.says(Self.text($0[key])) }, "JSON key \(key) says nothing on every row")
        }
        // What a row format does not carry, it has no column or key for.
        for field in NodeField.all {
            let name = field.document ?? field.label.replacingOccurrences(of: " ", with: "_")
            if field.tsv == nil { #expect(!tsv[0].contains(name), "TSV has \(name)") }
            if field.jsonRow == nil { #expect(!rows.contains { $0.keys.contains(name) }, "JSON rows have \(name)") }
        }
    }

    @Test func theDocumentCarriesEachFieldItDeclaresAndReadsItBack() throws {
        let sandbox = try menu(Self.setup)
        // With the photos' bytes: a photo named by digest alone is not given to a menu without it.
        let document = try sandbox.must("export", "--with-photos").stdout
        let keys = try Self.nodeKeys(document)
        #expect(keys.isSubset(of: NodeField.all.compactMap(\.document)), "\(keys.subtracting(NodeField.all.compactMap(\.document)))")
        for field in NodeField.all {
            guard let key = field.document else { continue }
            #expect(keys.contains(key), "no node of the document has \(key)")
            // SPEC 25: CSV carries every field of a node the document does.
            if field.diffs { #expect(field.csv != nil, "CSV does not carry \(key)") }
        }
        let copy = Sandbox()
        try copy.must("import", try copy.write("menu.json", document), "--replace", "-q")
        #expect(try copy.must("export", "--with-photos").stdout == document)
    }

    @Test func csvCarriesEachFieldItDeclaresAndReadsItBack() throws {
        let sandbox = try menu(Self.setup)
        let csv = try sandbox.must("export", "--format", "csv").stdout
        let records = csv.components(separatedBy: "\r\n").dropLast().map { $0.components(separatedBy: ",") }
        let columns = NodeField.all.compactMap(\.csv).map { $0.column?.header ?? ($0.languagePrefix ?? "") + ":en" }
        #expect(Set(records[0]) == Set(columns), "\(Set(records[0]).symmetricDifference(columns))")
        for field in NodeField.all {
            guard let cell = field.csv else { continue }
            let header = cell.column?.header ?? (cell.languagePrefix ?? "") + ":en"
            let column = try #require(records[0].firstIndex(of: header), "CSV has no column \(header)")
            #expect(records.dropFirst().contains { Self.says($0[column]) }, "CSV column \(header) is empty on every line")
        }
        // Read back into a menu that has the lists the file names: the same file again.
        let copy = try menu(Self.bare)
        try copy.must("import", try copy.write("menu.csv", csv), "--replace", "-q")
        #expect(try copy.must("export", "--format", "csv").stdout == csv)
    }

    /// `diff` names each field it compares, by its label; against a CSV only
    /// those CSV carries, and its note names what it did not compare.
    @Test func diffSaysEachFieldItCompares() throws {
        let sandbox = try menu(Self.setup)
        let bare = try menu(Self.bare)
        let whole = try sandbox.run(["diff", bare.database])
        let fromCSV = try bare.run(["diff", bare.database, try bare.write("menu.csv", try sandbox.must("export", "--format", "csv").stdout)])
        #expect(whole.status == 1 && fromCSV.status == 1)
        #expect(fromCSV.stderr.hasSuffix("is CSV; not compared: choice lists, price lists, glossary, fees\n"), "\(fromCSV.stderr)")
        func names(_ label: String, _ diff: Outcome) -> Bool { diff.lines.contains { $0.hasPrefix("~ ") && $0.contains("  \(label) ") } }
        for field in NodeField.all where field.diffs {
            #expect(names(field.label, whole), "diff does not say \(field.label):\n\(whole.stdout)")
            #expect(names(field.label, fromCSV) == (field.csv != nil), "diff of a CSV and \(field.label):\n\(fromCSV.stdout)")
        }
    }

    /// Against a Square catalog, diff compares what Square holds of each
    /// field and its note names, in its words, each field Square cannot
    /// hold (SquareDiffSide): a field added to the list is one or the other.
    @Test func diffOfASquareCatalogComparesWhatSquareHoldsAndNamesTheRest() throws {
        let sandbox = try menu(Self.setup)
        let bare = try menu(Self.bare)
        let file = try bare.write("square.json", try sandbox.run(["export", "--format", "square"]).stdout)
        let diff = try bare.run(["diff", bare.database, file])
        #expect(diff.status == 1)
        let held: Set = ["kind", "description", "allergens", "diets", "price", "unit", "market price", "hours", "slots", "station",
                         "choices offered", "kcal"]
        let said = ["choices withdrawn": "withdrawn", "spice": "spice", "tags": "tags", "translations": "names and descriptions in other languages",
                    "description translations": "names and descriptions in other languages", "sold out": "sold out (Square",
                    "sold out until": "when a sold out ends", "off sale": "dishes off sale", "left": "portions left",
                    "daily": "portions left", "price list": "price lists", "box fee": "price lists", "min order": "price lists",
                    "photo": "photos", "portion": "portions"]
        // The one dish with sizes, 水煮鱼, is off sale: not in the file (SquareRoundTripTests compares sizes).
        #expect(diff.lines.contains("- 主菜/水煮鱼"))
        for field in NodeField.all where field.diffs && field.document != nil && field.label != "sizes" {
            let compared = diff.lines.contains { $0.hasPrefix("~ ") && $0.contains("  \(field.label) ") }
            #expect(compared == held.contains(field.label), "\(field.label):\n\(diff.stdout)")
            if !held.contains(field.label) {
                #expect(said[field.label].map { diff.stderr.contains($0) } == true, "the note does not name \(field.label): \(diff.stderr)")
            }
        }
    }

    /// A CSV typed by hand with some of the columns carries only their
    /// fields: diff compares those and names the rest, in the fields' words.
    @Test func diffOfACSVWithSomeColumnsComparesOnlyTheirFields() throws {
        let sandbox = try menu(Self.setup)
        let bare = try menu(Self.bare)
        let kept: Set = ["path", "kind", "price", "unit", "left", "daily", "hours"]
        let records = try sandbox.must("export", "--format", "csv").stdout.components(separatedBy: "\r\n").dropLast().map { $0.components(separatedBy: ",") }
        let columns = records[0].indices.filter { kept.contains(records[0][$0]) }
        let typed = try bare.write("typed.csv", records.map { record in columns.map { record[$0] }.joined(separator: ",") + "\r\n" }.joined())
        let diff = try bare.run(["diff", bare.database, typed])
        #expect(diff.status == 1)
        let notCompared = MenuCSV.fieldsNotCarried(NodeField.carried(byCSVColumns: kept))
        #expect(diff.stderr == "Notice: \(typed) is CSV; not compared: \(notCompared.joined(separator: ", "))\n")
        for field in NodeField.all where field.diffs && field.document != nil {
            let carried = field.csv?.column.map { kept.contains($0.header) } ?? false
            #expect(diff.lines.contains { $0.contains("  \(field.label) ") } == carried, "\(field.label):\n\(diff.stdout)")
        }
    }

    private static func text(_ value: Any?) -> String {
        switch value {
        case nil, is NSNull: return "null"
        case let flag as Bool: return flag ? "true" : "false"
        case let list as [Any]: return list.isEmpty ? "[]" : "list"
        case let object as [String: Any]: return object.isEmpty ? "{}" : "object"
        case let value?: return "\(value)"
        }
    }

    /// Every key any node of a document has, at any depth.
    private static func nodeKeys(_ document: String) throws -> Set<String> {
        let top = try #require(try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any])
        var keys = Set<String>()
        var nodes = top["menu"] as? [[String: Any]] ?? []
        while let node = nodes.popLast() {
            keys.formUnion(node.keys)
            nodes += node["children"] as? [[String: Any]] ?? []
        }
        return keys
    }
}
