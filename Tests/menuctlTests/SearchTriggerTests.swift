import Foundation
import Testing
import MenuTestSupport

/// The search keys' triggers (0016) mark a bucket pending once, whatever
/// conflict clause the statement that fires them carries: a conflict
/// clause inside a trigger gives way to the outer one
/// (https://sqlite.org/lang_createtrigger.html), an upsert's DO NOTHING
/// does not. Another program may write the file with any of them.
@Suite struct SearchTriggerTests {
    static let clauses = ["", "OR ABORT", "OR FAIL", "OR IGNORE", "OR REPLACE", "OR ROLLBACK"]

    @Test(arguments: clauses)
    func everyOuterClauseMarksTheBucketsOnce(clause: String) throws {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "主菜")   // id 2, bucket 0; its keys are built, nothing pending
        #expect(try sandbox.query("SELECT count(*) FROM search_pending") == "0")
        // Ids 3 and 4 share bucket 0; 200 is in bucket 3, 130 in bucket 2.
        let outcome = try runProcess("/usr/bin/sqlite3", [sandbox.database, """
            INSERT \(clause) INTO menu_node (id, parent_id, kind, name, position) VALUES (3, 2, 'item', 'a', 0);
            INSERT \(clause) INTO menu_node (id, parent_id, kind, name, position) VALUES (4, 2, 'item', 'b', 1);
            BEGIN; INSERT \(clause) INTO menu_node (id, parent_id, kind, name, position) VALUES (200, 2, 'item', 'c', 2); COMMIT;
            UPDATE \(clause) menu_node SET id = 130 WHERE id = 4;
            UPDATE \(clause) menu_node SET name = 'd' WHERE id = 3;
            INSERT INTO node_translation (node_id, lang, text) VALUES (3, 'en', 'x')
                ON CONFLICT (node_id, lang) DO UPDATE SET text = excluded.text;
            INSERT INTO node_translation (node_id, lang, text) VALUES (3, 'en', 'y')
                ON CONFLICT (node_id, lang) DO UPDATE SET text = excluded.text;
            DELETE FROM menu_node WHERE id = 200;
            SELECT group_concat(bucket) FROM (SELECT bucket FROM search_pending ORDER BY bucket);
            SELECT group_concat(id || name) FROM (SELECT id, name FROM menu_node WHERE id > 2 ORDER BY id);
            """])
        #expect(outcome.status == 0, "\(outcome)")
        #expect(outcome.stdout == "0,2,3\n3d,130b\n")
        #expect(try sandbox.must("find", "b").stdout.contains("主菜/b"), "what another program wrote is found")
        #expect(try sandbox.run(["check"]).status == 0)
    }

    @Test func anOuterUpsertOnTheNodeMarksItsBucket() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "主菜")
        let outcome = try runProcess("/usr/bin/sqlite3", [sandbox.database, """
            INSERT INTO menu_node (id, parent_id, kind, name, position) VALUES (70, 2, 'item', 'a', 0)
                ON CONFLICT (id) DO UPDATE SET name = 'b';
            INSERT INTO menu_node (id, parent_id, kind, name, position) VALUES (70, 2, 'item', 'a', 0)
                ON CONFLICT (id) DO UPDATE SET name = 'b';
            SELECT group_concat(bucket) FROM search_pending; SELECT name FROM menu_node WHERE id = 70;
            """])
        #expect(outcome.status == 0 && outcome.stdout == "1\nb\n", "\(outcome)")
    }
}
