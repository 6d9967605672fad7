import MenuTestSupport
import Testing

/// A menu larger than one of Square's requests (SPEC 29, issue 50): 10,000
/// dishes in 110 groups make 20,110 catalog objects, and one request holds
/// at most 10,000. Each export writes the first objects Square does not hold
/// yet; uploaded, Square's answer (`--id-map`) lets the next refer to them
/// by Square's ids, until Square holds the whole menu. Slow: the menu is
/// exported four times (`scripts/test --quick` leaves it out by its name).
@Suite(.tags(.slow)) struct SquareLargeMenuTests {
    /// The benchmark's shape (scripts/bench.d/menu.sql): 10 groups × 10
    /// subgroups × 100 priced dishes, written by the sqlite3 shell in one go.
    static func tenThousandDishes() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must("expand", "--all", "-q")
        _ = try sandbox.query("""
            BEGIN;
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10)
            INSERT INTO menu_node (parent_id, kind, name, position, expanded) SELECT 1, 'group', '组' || i, i - 1, 1 FROM n;
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10)
            INSERT INTO menu_node (parent_id, kind, name, position, expanded)
              SELECT g.id, 'group', '子组' || n.i, n.i - 1, 1 FROM menu_node AS g, n WHERE g.parent_id = 1 ORDER BY g.id, n.i;
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100)
            INSERT INTO menu_node (parent_id, kind, name, position, expanded, price_fen)
              SELECT s.id, 'item', '菜' || n.i, n.i - 1, 0, 1000 + n.i
              FROM menu_node AS s, n WHERE s.kind = 'group' AND s.parent_id <> 1 ORDER BY s.id, n.i;
            COMMIT;
            """)
        return sandbox
    }

    /// What Square would answer an upload of `request`: an id of its own for
    /// every temporary one (`id_mappings`), numbered from `first`.
    static func answer(to request: String, numberedFrom first: Int) throws -> (json: String, ids: [(temporary: String, square: String, type: String)]) {
        let made = try SquareExportTests.objects(request).filter { $0.key.hasPrefix("#") }.sorted { $0.key < $1.key }
        let ids = made.enumerated().map { index, object in
            (object.key, "SQ\(first + index)", object.value["type"]?.string ?? "")
        }
        let mappings = ids.map { "{\"client_object_id\": \"\($0.0)\", \"object_id\": \"\($0.1)\"}" }
        return ("{\"objects\": [], \"id_mappings\": [" + mappings.joined(separator: ", ") + "]}", ids)
    }

    @Test func tenThousandDishesGoUpInRequestsEachReferringToWhatSquareHolds() throws {
        let sandbox = try Self.tenThousandDishes()
        var answers: [String] = []
        var held: [String: String] = [:]
        var uploaded: Set<String> = []
        let said = [
            "Notice: this request holds 10000 of the menu's 20110 Square objects, 10110 remain: upload it, save Square's answer, and export again adding --id-map ANSWER\n",
            "Notice: left out 10000 objects Square already holds (--id-map): a menu over 10000 objects uploads only what Square does not hold yet\n"
                + "Notice: this request holds 10000 of the menu's 20110 Square objects, 110 remain: upload it, save Square's answer, and export again adding --id-map ANSWER\n",
            "Notice: left out 20000 objects Square already holds (--id-map): a menu over 10000 objects uploads only what Square does not hold yet\n"
                + "Notice: this request holds the last 110 of the menu's 20110 Square objects\n",
        ]
        for round in 0..<3 {
            let arguments = ["export", "--format", "square"] + answers.flatMap { ["--id-map", $0] }
            let export = try sandbox.run(arguments)
            #expect(export.status == 0)
            #expect(export.stderr == said[round])
            // Every reference is to an object of the same request or one Square holds by its own id.
            #expect(SquareContract.problems(in: export.stdout, held: held) == [], "round \(round + 1)")
            if round == 0 { #expect(try sandbox.run(arguments).stdout == export.stdout) }
            let objects = try SquareExportTests.objects(export.stdout)
            #expect(uploaded.isDisjoint(with: objects.keys), "round \(round + 1) uploads again what Square holds")
            uploaded.formUnion(objects.keys)
            if round == 1 {
                // The dishes of a group uploaded before name it by Square's id.
                let categories = SquareExportTests.items(objects).values.compactMap { $0["item_data"]?["categories"]?.array?.first?["id"]?.string }
                #expect(!categories.isEmpty && categories.allSatisfy { held[$0] == "CATEGORY" })
            }
            let answer = try Self.answer(to: export.stdout, numberedFrom: held.count)
            for id in answer.ids { held[id.square] = id.type }
            answers.append(try sandbox.write("answer\(round + 1).json", answer.json))
        }
        #expect(uploaded.count == 20_110)
        let done = try expectRefusal(sandbox, ["export", "--format", "square"] + answers.flatMap { ["--id-map", $0] }, status: 1)
        #expect(done.stderr.hasPrefix("Error: Square already holds all 20110 objects of the menu (--id-map): nothing is left to upload"))
    }
}
