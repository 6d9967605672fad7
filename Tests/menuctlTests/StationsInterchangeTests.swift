import Foundation
import MenuTestSupport
import Testing

/// Kitchen stations in every format (SPEC 26): the rows say the station in
/// force at each node, the export document and CSV the stations a node is
/// assigned itself, and each comes back from its file unchanged.
@Suite struct StationsInterchangeTests {
    /// StationsTests' kitchen: 主菜 cooked at 炒锅, 水煮鱼 at 蒸笼 itself.
    private static func assigned() throws -> Sandbox {
        let sandbox = try StationsTests.kitchen()
        try sandbox.must("station", "主菜", "炒锅", "-q")
        try sandbox.must("station", "水煮鱼", "蒸笼", "-q")
        return sandbox
    }

    @Test func rowsSayTheStationInForceAtEachNode() throws {
        let sandbox = try Self.assigned()
        let tsv = try sandbox.must("list", "--format", "tsv").lines.map { $0.components(separatedBy: "\t") }
        let column = try #require(tsv[0].firstIndex(of: "station"))
        #expect(tsv[0][column...] == ["station", "photo", "kcal", "portion", "price_today"], "a new column goes at the end (SPEC 16); later ones came after it")
        #expect(tsv.dropFirst().map { $0[5] + "=" + $0[column] } == ["凉菜=", "凉菜/拍黄瓜=", "主菜=炒锅", "主菜/宫保鸡丁=炒锅", "主菜/水煮鱼=蒸笼"])
        // Rows under a group still have the station from above it.
        let under = try sandbox.must("list", "主菜", "--format", "tsv").lines.dropFirst().map { $0.components(separatedBy: "\t").dropLast(4).last ?? "" }
        #expect(under == ["炒锅", "蒸笼"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(try sandbox.must("list", "--json").stdout.utf8)) as? [[String: Any]])
        #expect(rows.map { $0["station"] as? String ?? "null" } == ["null", "null", "炒锅", "炒锅", "蒸笼"])
        #expect(try sandbox.must("show", "宫保鸡丁", "--format", "json").stdout.contains(#""station":"炒锅""#))
        #expect(try sandbox.must("find", "鱼", "--format", "tsv").stdout.hasSuffix("\t蒸笼\t\t\t\t\n"))
    }

    @Test func theDocumentCarriesTheStationsAndItsOwnAssignments() throws {
        let sandbox = try Self.assigned()
        let document = try sandbox.must("export").stdout
        #expect(document.contains("\n  \"version\": 6,\n"))
        #expect(document.contains("\n  \"stations\": [\n    {\"name\": \"凉菜间\"},\n    {\"name\": \"炒锅\"},\n    {\"name\": \"蒸笼\"}\n  ],\n"))
        #expect(document.contains(#"{"kind": "group", "name": "主菜", "station": "炒锅", "#))
        #expect(document.contains(#"{"kind": "item", "name": "水煮鱼", "station": "蒸笼", "#))
        #expect(!document.contains(#""name": "宫保鸡丁", "station""#), "a dish with its group's station says none of its own")

        let copy = Sandbox()
        let file = try copy.write("menu.json", document)
        try copy.must("import", "--replace", file, "-q")
        #expect(try copy.must("export").stdout == document)
        #expect(try copy.must("stations").stdout == "凉菜间  0 dishes\n炒锅    1 dish\n蒸笼    1 dish\n")
        #expect(try copy.must("import", "--replace", file).stdout.contains(" 0 changed, 5 unchanged, 0 removed\n"))
        #expect(try copy.run(["check"]).status == 0)
    }

    /// A version-3 document says nothing of stations: `--replace` keeps them.
    @Test func anOlderDocumentLeavesTheStationsAsTheyAre() throws {
        let sandbox = try Self.assigned()
        let older = try sandbox.must("export").stdout
            .replacingOccurrences(of: "\"version\": 6", with: "\"version\": 3")
            .replacingOccurrences(of: "\n  \"stations\": [\n    {\"name\": \"凉菜间\"},\n    {\"name\": \"炒锅\"},\n    {\"name\": \"蒸笼\"}\n  ],", with: "")
            .replacingOccurrences(of: ", \"station\": \"炒锅\"", with: "")
            .replacingOccurrences(of: ", \"station\": \"蒸笼\"", with: "")
        let before = try sandbox.dump()
        #expect(try sandbox.must("import", "--replace", try sandbox.write("old.json", older)).stdout.contains(" 0 changed"))
        #expect(try sandbox.dump() == before)
    }

    @Test func csvCarriesTheAssignmentsAndMakesTheStationsItNames() throws {
        let sandbox = try Self.assigned()
        let exported = try sandbox.must("export", "--format", "csv")
        // 凉菜间 is no node's own: a CSV, which names stations in nodes' columns, cannot hold it.
        #expect(exported.stderr == "Notice: CSV does not carry the menu's 1 kitchen station no node is assigned; menuctl export (JSON) carries the whole menu\n")
        let csv = exported.stdout
        let lines = csv.components(separatedBy: "\r\n")
        #expect(lines[0].hasSuffix(",hours,station"))
        #expect(lines[3].hasPrefix("主菜,group,") && lines[3].hasSuffix(",炒锅"))
        #expect(lines[4].hasSuffix(",") && lines[5].hasSuffix(",蒸笼"))

        let copy = Sandbox()
        try copy.must("import", "--replace", try copy.write("menu.csv", csv), "-q")
        #expect(try copy.must("export", "--format", "csv").stdout == csv)
        #expect(try copy.must("stations").stdout == "炒锅  1 dish\n蒸笼  1 dish\n")
        #expect(try sandbox.must("import", "--replace", try sandbox.write("menu.csv", csv)).stdout.contains(" 0 changed"))

        let bad = try copy.write("bad.csv", "path,kind,station\r\n主菜,group,a/b\r\n")
        let before = try copy.dump()
        let refused = try copy.run(["import", bad])
        #expect(refused.status == 65 && refused.stdout.isEmpty)
        #expect(refused.stderr.hasPrefix("\(bad):2: Error: station: a station name follows the rules of a name"), "\(refused)")
        #expect(try copy.dump() == before)
    }

    @Test func aMalformedStationInADocumentIsNamedWhereItIs() throws {
        let sandbox = try Self.assigned()
        let before = try sandbox.dump()
        for (document, place) in [
            (#"{"format": "menuctl", "version": 5, "menu": [{"kind": "group", "name": "主菜", "station": 3, "children": []}]}"#, "menu[0].station"),
            (#"{"format": "menuctl", "version": 5, "stations": [{"name": "炒锅"}, {"name": "炒锅"}], "menu": []}"#, "stations[1]"),
            (#"{"format": "menuctl", "version": 5, "stations": ["炒锅"], "menu": []}"#, "stations[0]"),
            (#"{"format": "menuctl", "version": 5, "stations": [{"name": "a/b"}], "menu": []}"#, "stations[0].name"),
            (#"{"format": "menuctl", "version": 5, "stations": "炒锅", "menu": []}"#, "stations"),
        ] {
            let refused = try expectRefusal(sandbox, ["import", try sandbox.write("bad.json", document)], status: 65)
            #expect(refused.stderr.contains(": \(place)"), "\(refused)")
        }
        #expect(try sandbox.dump() == before)
    }

    @Test func diffSaysAStationMovedAndTheStationsChanged() throws {
        let sandbox = try Self.assigned()
        let file = try sandbox.write("before.json", try sandbox.must("export").stdout)
        try sandbox.must("station", "水煮鱼", "--no-station", "-q")
        try sandbox.must("stations", "add", "面档", "-q")
        let diff = try sandbox.run(["diff", file])
        #expect(diff.status == 1)
        #expect(diff.lines.contains("~ 主菜/水煮鱼  station 蒸笼 → none"), "\(diff)")
        #expect(diff.lines.contains { $0.hasPrefix("+ stations 面档") }, "\(diff)")
    }

    /// The sheet for the pass as an A4 page: what the station cooks under
    /// its groups, sizes and choices, and no prices, since guests never see it.
    @Test func aStationsSheetIsAnA4PageWithoutPrices() throws {
        let sandbox = try Self.assigned()
        try sandbox.must("edit", "宫保鸡丁", "--size", "小份=38", "--size", "大份=58", "-q")
        try sandbox.must("choices", "add", "辣度", "--pick", "1", "--option", "微辣", "--option", "特辣", "-q")
        try sandbox.must("choices", "offer", "辣度", "主菜", "-q")
        try sandbox.must("add-item", "主菜/<炒饭&>", "-q")
        let page = try sandbox.must("export", "--format", "html", "--station", "炒锅").stdout
        #expect(page.hasPrefix("<!DOCTYPE html>") && page.contains("@page { size: A4;"))
        #expect(page.contains("<h1>炒锅</h1>"))
        #expect(page.contains("<p class=\"group\">主菜</p>\n<p class=\"dish\" style=\"margin-left: 6mm\">宫保鸡丁</p>\n"), "\(page)")
        #expect(page.contains(">小份 / 大份</p>") && page.contains(">辣度: 微辣 / 特辣</p>"))
        #expect(page.contains("&lt;炒饭&amp;&gt;"))
        #expect(!page.contains("水煮鱼") && !page.contains("拍黄瓜"), "蒸笼 and 凉菜间 cook those")
        #expect(!page.contains("¥") && !page.contains("38"))
        for refused in [["--width", "42"], ["--title", "x"], ["--lang", "en"], ["--available"]] {
            _ = try expectRefusal(sandbox, ["export", "--format", "html", "--station", "炒锅"] + refused, status: 64)
        }
        _ = try expectRefusal(sandbox, ["export", "--format", "csv", "--station", "炒锅"], status: 64)
    }

    /// Square routes an item to a kitchen by a KITCHEN_CATEGORY (SPEC 29,
    /// the shared page): each dish names its station's, its own or its
    /// group's; a catalog read back makes them stations again.
    @Test func squareRoutesEachDishToItsStationsKitchenCategory() throws {
        let sandbox = try Self.assigned()
        let upload = try sandbox.must("export", "--format", "square").stdout
        #expect(SquareContract.problems(in: upload) == [])
        let request = try SquareJSON.parse(upload)
        let objects = (request["batches"]?.array ?? []).flatMap { $0["objects"]?.array ?? [] }
        let kitchens = objects.filter { $0["category_data"]?["category_type"] == .string("KITCHEN_CATEGORY") }
        #expect(kitchens.compactMap { $0["category_data"]?["name"]?.string }.sorted() == ["炒锅", "蒸笼"])
        func kitchen(of dish: String) -> String? {
            let item = objects.first { $0["item_data"]?["name"]?.string == dish }
            let ids = (item?["item_data"]?["categories"]?.array ?? []).compactMap { $0["id"]?.string }
            return kitchens.first { ids.contains($0["id"]?.string ?? "") }?["category_data"]?["name"]?.string
        }
        #expect(kitchen(of: "宫保鸡丁") == "炒锅" && kitchen(of: "水煮鱼") == "蒸笼" && kitchen(of: "拍黄瓜") == nil)

        // A rename keeps the kitchen's id, so that an update keeps Square's category.
        let kitchenIDs = kitchens.compactMap { $0["id"]?.string }.sorted()
        try sandbox.must("stations", "rename", "蒸笼", "蒸柜", "-q")
        let renamed = try SquareJSON.parse(try sandbox.must("export", "--format", "square").stdout)
        let renamedKitchens = (renamed["batches"]?.array ?? []).flatMap { $0["objects"]?.array ?? [] }
            .filter { $0["category_data"]?["category_type"] == .string("KITCHEN_CATEGORY") }
        #expect(renamedKitchens.compactMap { $0["id"]?.string }.sorted() == kitchenIDs)
        try sandbox.must("stations", "rename", "蒸柜", "蒸笼", "-q")

        let fresh = sandbox.folder + "/fresh.db"
        try sandbox.must("--db", fresh, "import", "--format", "square", try sandbox.write("square.json", upload), "-q")
        #expect(try sandbox.must("--db", fresh, "stations").stdout == "炒锅  1 dish\n蒸笼  1 dish\n")
        #expect(try sandbox.must("--db", fresh, "show", "宫保鸡丁").lines.contains("station:  炒锅"))
    }
}
