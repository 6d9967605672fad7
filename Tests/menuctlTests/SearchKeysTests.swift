import Foundation
import Testing

/// find searches names through keys kept beside the menu (migration 0007):
/// whoever writes a name (menuctl, undo, another program) find answers
/// from the names as they are, and a reader changes nothing to do so.
@Suite struct SearchKeysTests {
    /// The dishes a query should find by the names as they stand, read by
    /// the sqlite3 shell, against what find prints.
    private func found(_ sandbox: Sandbox, _ query: String) throws -> [String] {
        let outcome = try sandbox.run(["find", query, "--format", "tsv"])
        #expect(outcome.status == 0 || outcome.status == 1, "\(outcome)")
        return outcome.lines.dropFirst().map { $0.split(separator: "\t", omittingEmptySubsequences: false)[5] }.map(String.init)
    }

    private func pending(_ sandbox: Sandbox) throws -> String { try sandbox.query("SELECT count(*) FROM search_pending") }

    @Test func namesAnotherProgramWroteAreFoundBeforeAndAfterMenuctlWritesAgain() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "主菜/宫保鸡丁", "主菜/回锅肉", "早餐/担担面", "--parents", "-q")
        #expect(try pending(sandbox) == "0", "menuctl builds the keys of what it writes before it commits")
        _ = try sandbox.query("""
            INSERT INTO menu_node (parent_id, kind, name, position) SELECT id, 'item', '麻婆豆腐', 2 FROM menu_node WHERE name = '主菜';
            UPDATE menu_node SET name = '辣子鸡' WHERE name = '宫保鸡丁';
            DELETE FROM menu_node WHERE name = '担担面';
            PRAGMA wal_checkpoint(TRUNCATE);
            """)
        #expect(try pending(sandbox) != "0", "the other program's rows wait for menuctl's next write")
        let before = try sandbox.dump()
        for _ in 0..<2 {
            #expect(try found(sandbox, "mpdf") == ["主菜/麻婆豆腐"])
            #expect(try found(sandbox, "lzj") == ["主菜/辣子鸡"])
            #expect(try found(sandbox, "鸡") == ["主菜/辣子鸡"])
            #expect(try found(sandbox, "gbjd").isEmpty)
            #expect(try found(sandbox, "ddm").isEmpty)
            #expect(try found(sandbox, "hgr") == ["主菜/回锅肉"])
            if try pending(sandbox) != "0" {
                #expect(try sandbox.dump() == before, "find is a reader: it builds nothing")
                try sandbox.must("expand", "--all", "-q")
                #expect(try pending(sandbox) == "0")
            }
        }
    }

    /// Translations are in their node's keys too (SPEC 12: a translation
    /// is found as a name is), whoever writes them.
    @Test func translationsAreFoundThroughTheKeys() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "主菜/宫保鸡丁", "--translation", "en=Kung Pao Chicken", "--parents", "-q")
        try sandbox.must("add-item", "回锅肉", "--in", "主菜", "-q")
        #expect(try sandbox.query("SELECT keys LIKE '%kung pao chicken%' FROM search_bucket") == "1")
        #expect(try found(sandbox, "KUNG") == ["主菜/宫保鸡丁"])
        _ = try sandbox.query("INSERT INTO node_translation (node_id, lang, text) SELECT id, 'en', 'Twice Cooked Pork' FROM menu_node WHERE name = '回锅肉'")
        #expect(try pending(sandbox) != "0")
        #expect(try found(sandbox, "twice") == ["主菜/回锅肉"])
        try sandbox.must("edit", "宫保鸡丁", "--no-translation", "en", "-q")
        #expect(try pending(sandbox) == "0")
        #expect(try found(sandbox, "twice") == ["主菜/回锅肉"])
        #expect(try found(sandbox, "kung").isEmpty)
        try sandbox.must("undo", "-q")
        #expect(try found(sandbox, "kung") == ["主菜/宫保鸡丁"])
        _ = try sandbox.query("UPDATE node_translation SET text = 'Double Cooked Pork' WHERE text = 'Twice Cooked Pork'")
        try sandbox.must("expand", "--all", "-q")
        #expect(try found(sandbox, "double") == ["主菜/回锅肉"])
        #expect(try found(sandbox, "twice").isEmpty)
        #expect(try sandbox.run(["check"]).status == 0)
    }

    /// Every reading of a character finds a dish (SPEC 12), whoever wrote
    /// it: before menuctl's next write the matcher reads it, after it the
    /// keys hold its readings. sort still goes by kMandarin's first alone.
    @Test func dishesAreFoundByEveryReadingWhoeverWroteThem() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "川菜/鱼香茄子", "川菜/地三鲜", "川菜/豆豉排骨", "粤菜/煲仔饭", "--parents", "-q")
        _ = try sandbox.query("""
            INSERT INTO menu_node (parent_id, kind, name, position) SELECT id, 'item', '咖喱鸡', 1 FROM menu_node WHERE name = '粤菜';
            INSERT INTO menu_node (parent_id, kind, name, position) SELECT id, 'item', '海参', 2 FROM menu_node WHERE name = '粤菜';
            """)
        for _ in 0..<2 {
            for (query, paths) in [("qz", ["川菜/鱼香茄子"]), ("xiangqiezi", ["川菜/鱼香茄子"]), ("jz", ["川菜/鱼香茄子"]),
                                   ("disanxian", ["川菜/地三鲜"]), ("dcpg", ["川菜/豆豉排骨"]), ("douchi", ["川菜/豆豉排骨"]),
                                   ("baozaifan", ["粤菜/煲仔饭"]), ("gl", ["粤菜/咖喱鸡"]), ("hs", ["粤菜/海参"]), ("haishen", ["粤菜/海参"]),
                                   ("qiezz", [])] {
                #expect(try found(sandbox, query) == paths, "\(query)")
            }
            try sandbox.must("expand", "--all", "-q")
            #expect(try pending(sandbox) == "0")
        }
        // kMandarin: 鸡 ji, 茄 jia, 可 ke; by qié 茄汁虾 would come last.
        try sandbox.must("add-item", "小吃/可乐鸡翅", "小吃/茄汁虾", "小吃/鸡米花", "--parents", "-q")
        #expect(try sandbox.must("sort", "小吃").stdout == "sorted 小吃 by pinyin: 鸡米花, 茄汁虾, 可乐鸡翅 (2 of 3 moved)\n")
    }

    @Test func undoAndRedoKeepFindInStepWithTheNames() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "主菜/宫保鸡丁", "主菜/回锅肉", "--parents", "-q")
        try sandbox.must("edit", "回锅肉", "--name", "鱼香肉丝", "-q")
        #expect(try found(sandbox, "yxrs") == ["主菜/鱼香肉丝"])
        try sandbox.must("undo", "-q")
        #expect(try found(sandbox, "hgr") == ["主菜/回锅肉"])
        #expect(try found(sandbox, "yxrs").isEmpty)
        try sandbox.must("redo", "-q")
        #expect(try found(sandbox, "yxrs") == ["主菜/鱼香肉丝"])
        try sandbox.must("remove", "宫保鸡丁", "-q")
        #expect(try found(sandbox, "gbjd").isEmpty)
        try sandbox.must("undo", "-q")
        #expect(try found(sandbox, "gbjd") == ["主菜/宫保鸡丁"])
        #expect(try pending(sandbox) == "0")
        #expect(try sandbox.query("SELECT count(*) FROM menu_history") == "3", "undo and redo add no entry")
    }

    /// Buckets of 64 ids: dishes on both sides of a boundary, ids another
    /// program scattered up to 2^40 and below zero.
    @Test func everyIdFindsItsBucket() throws {
        let sandbox = Sandbox()
        let lines = ["add-group 主菜"] + (1...150).map { "add-item 菜\($0) --in 主菜" }
        _ = try sandbox.write("menu.batch", lines.joined(separator: "\n"))
        try sandbox.must("batch", sandbox.folder + "/menu.batch", "-q")
        let expected = (1...150).filter { String($0).contains("7") }.map { "主菜/菜\($0)" }
        #expect(try found(sandbox, "菜7") == ["主菜/菜7"] + expected.filter { $0.hasPrefix("主菜/菜7") && $0 != "主菜/菜7" })
        #expect(try found(sandbox, "7") == expected)
        _ = try sandbox.query("""
            UPDATE menu_node SET id = id * 10000019 WHERE id > 1;
            UPDATE menu_node SET parent_id = parent_id * 10000019 WHERE parent_id > 1;
            UPDATE menu_node SET id = -id WHERE name = '菜77';
            PRAGMA wal_checkpoint(TRUNCATE);
            """)
        #expect(try found(sandbox, "7") == expected)
        try sandbox.must("expand", "--all", "-q")
        #expect(try found(sandbox, "7") == expected)
        #expect(try found(sandbox, "c77") == ["主菜/菜77"])
        #expect(try sandbox.must("check").stdout.hasPrefix("no problems"))
    }

    /// Names another program stored with a zero byte, a 0x01 (the keys'
    /// separator) or bytes that are not UTF-8: the keys of their bucket hold
    /// every name after them whole, and check finds them in step.
    @Test func oddBytesInANameCutNoKeyShort() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "主菜/宫保鸡丁", "--parents", "-q")
        _ = try sandbox.query("""
            INSERT INTO menu_node (parent_id, kind, name, position)
            SELECT id, 'item', CAST(X'41008142' AS TEXT), 1 FROM menu_node WHERE name = '主菜';
            INSERT INTO menu_node (parent_id, kind, name, position)
            SELECT id, 'item', 'B' || char(1) || 'C', 2 FROM menu_node WHERE name = '主菜';
            INSERT INTO menu_node (parent_id, kind, name, position)
            SELECT id, 'item', CAST(X'FF' AS TEXT) || '回锅肉', 3 FROM menu_node WHERE name = '主菜';
            INSERT INTO menu_node (parent_id, kind, name, position)
            SELECT id, 'item', '麻婆豆腐', 4 FROM menu_node WHERE name = '主菜';
            """)
        try sandbox.must("expand", "--all", "-q")
        #expect(try pending(sandbox) == "0")
        #expect(try found(sandbox, "hgr").count == 1)
        #expect(try found(sandbox, "mpdf") == ["主菜/麻婆豆腐"])
        #expect(try found(sandbox, "gbjd") == ["主菜/宫保鸡丁"])
        #expect(!(try sandbox.must("check", "--repair").stdout.contains("search keys")), "the keys were in step")
        #expect(try found(sandbox, "mpdf") == ["主菜/麻婆豆腐"])
    }

    /// Renumbered through rowid, oid or _rowid_, which `UPDATE OF id` does
    /// not see; and a bucket number no id shifts to, written by hand.
    @Test func everyWayOfRenumberingMarksTheBuckets() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "主菜/宫保鸡丁", "主菜/回锅肉", "主菜/麻婆豆腐", "--parents", "-q")
        _ = try sandbox.query("""
            UPDATE menu_node SET rowid = 100000 WHERE name = '宫保鸡丁';
            UPDATE menu_node SET oid = 200000 WHERE name = '回锅肉';
            UPDATE menu_node SET _rowid_ = 300000 WHERE name = '麻婆豆腐';
            INSERT INTO search_pending (bucket) VALUES (4611686018427387904), (-4611686018427387905);
            """)
        for _ in 0..<2 {
            #expect(try found(sandbox, "gbjd") == ["主菜/宫保鸡丁"])
            #expect(try found(sandbox, "hgr") == ["主菜/回锅肉"])
            #expect(try found(sandbox, "mpdf") == ["主菜/麻婆豆腐"])
            try sandbox.must("expand", "--all", "-q")
        }
        #expect(try sandbox.query("SELECT count(*) FROM search_bucket WHERE bucket > 1000000 OR bucket < -1000000") == "0")
        #expect(try sandbox.run(["check"]).status == 0)
    }

    /// A repair that renames a node also rebuilds the keys it found out of
    /// step, and says so, though the rename alone would have marked them.
    @Test func repairSaysItRebuiltTheKeysItReported() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "主菜/宫保鸡丁", "--parents", "-q")
        _ = try sandbox.query("""
            INSERT INTO menu_node (id, parent_id, kind, name, position) VALUES (20, 2, 'item', '坏' || char(7) || '名', 1);
            DELETE FROM search_pending; UPDATE search_bucket SET keys = 'x';
            """)
        #expect(try sandbox.run(["check"]).lines.count == 2, "the bad name and the keys")
        let repair = try sandbox.must("check", "--repair").stdout
        #expect(repair.contains("find's search keys: rebuilt from the names"), "\(repair)")
        #expect(try found(sandbox, "gbjd") == ["主菜/宫保鸡丁"])
        #expect(try found(sandbox, "坏") == ["主菜/坏 名"])
    }

    /// A program that drops a trigger leaves its later writes unmarked:
    /// check says so, and --repair makes the trigger again from the
    /// migrations and rebuilds the keys of what was written meanwhile.
    @Test func aDroppedTriggerIsReportedAndMadeAgain() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "主菜/宫保鸡丁", "--parents", "-q")
        let trigger = "SELECT sql FROM sqlite_schema WHERE name = 'menu_node_search_on_insert'"
        let made = try sandbox.query(trigger)
        _ = try sandbox.query("""
            DROP TRIGGER menu_node_search_on_insert;
            INSERT INTO menu_node (parent_id, kind, name, position) SELECT id, 'item', '回锅肉', 1 FROM menu_node WHERE name = '主菜';
            """)
        let check = try sandbox.run(["check"])
        #expect(check.status == 1)
        #expect(check.stdout.contains("the trigger menu_node_search_on_insert: missing or changed"), "\(check)")
        #expect(try sandbox.must("check", "--repair").stdout.contains("the trigger menu_node_search_on_insert: made again"))
        #expect(try sandbox.query(trigger) == made)
        #expect(try found(sandbox, "hgr") == ["主菜/回锅肉"])
        _ = try sandbox.query("INSERT INTO menu_node (parent_id, kind, name, position) SELECT id, 'item', '水煮鱼', 2 FROM menu_node WHERE name = '主菜'")
        #expect(try found(sandbox, "szy") == ["主菜/水煮鱼"])
        #expect(try sandbox.run(["check"]).status == 0)
    }

    @Test func checkReportsKeysAnotherProgramChangedAndRepairRebuildsThem() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "主菜/宫保鸡丁", "主菜/回锅肉", "--parents", "-q")
        let menu = "SELECT * FROM menu_node ORDER BY id"
        let rows = try sandbox.query(menu)
        _ = try sandbox.query("UPDATE search_bucket SET keys = 'x'; PRAGMA wal_checkpoint(TRUNCATE);")
        let check = try sandbox.run(["check"])
        #expect(check.status == 1)
        #expect(check.stdout.contains("find's search keys: 1 bucket of 64 ids out of step with the names"), "\(check)")
        let repair = try sandbox.run(["check", "--repair"])
        #expect(repair.status == 0, "\(repair)")
        #expect(repair.stdout.contains("find's search keys: rebuilt from the names"))
        #expect(try sandbox.query(menu) == rows, "the menu itself is left as it was")
        #expect(try found(sandbox, "gbjd") == ["主菜/宫保鸡丁"])
        #expect(try sandbox.run(["check"]).status == 0)
    }
}
