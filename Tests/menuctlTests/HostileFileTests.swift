import Foundation
import Testing
import MenuTestSupport

/// Something another program wrote into the file with the sqlite3 shell.
struct HostileRows: CustomTestStringConvertible, Sendable {
    let label: String
    let sql: String
    /// A line `check` prints, naming the row; nil when no rule is broken.
    let finding: String?
    /// The node `show`, `remove` and `move` are given.
    let target: String
    /// Names `list --all` shows before the repair: what is reachable.
    var listed: [String] = []
    /// Names `list --all` shows after it.
    var rescued: [String] = []
    /// What `check --repair` says it did.
    var repair: String? = nil
    var testDescription: String { label }
}

/// Each case starts from 主菜 (#2) holding 宫保鸡丁 (#3) and 回锅肉 (#4), and
/// 早餐 (#5) holding 担担面 (#6). The shell's foreign keys are off, as they
/// are by default (https://sqlite.org/foreignkeys.html#fk_enable);
/// `ignore_check_constraints` lets the table's CHECKs be bypassed
/// (https://sqlite.org/pragma.html#pragma_ignore_check_constraints).
private let hostileCases: [HostileRows] = [
    HostileRows(label: "a negative id", sql: "INSERT INTO menu_node (id, parent_id, kind, name, position) VALUES (-7, 2, 'item', '负数', 2)",
                finding: nil, target: "主菜/负数", listed: ["负数"], rescued: ["负数"]),
    HostileRows(label: "ids of 4,000,000,000 and 2^40", sql: """
        INSERT INTO menu_node (id, parent_id, kind, name, position) VALUES
            (4000000000, 2, 'item', '四十亿', 2), (1099511627776, 2, 'item', '二的四十次方', 3)
        """, finding: nil, target: "#1099511627776", listed: ["四十亿", "二的四十次方"], rescued: ["二的四十次方"]),
    HostileRows(label: "a parent that does not exist", sql: "INSERT INTO menu_node (id, parent_id, kind, name, position) VALUES (20, 999, 'item', '孤儿', 0)",
                finding: "#20 '孤儿': its group #999 does not exist", target: "#20", rescued: ["recovered", "孤儿"],
                repair: "moved #20 '孤儿' into 'recovered' (its group #999 did not exist)"),
    HostileRows(label: "a NULL parent on a dish", sql: """
        PRAGMA ignore_check_constraints = ON;
        INSERT INTO menu_node (id, parent_id, kind, name, position) VALUES (20, NULL, 'item', '无主', 0)
        """, finding: "#20 '无主': it belongs to no group (parent_id is NULL)", target: "#20", rescued: ["recovered", "无主"],
                repair: "moved #20 '无主' into 'recovered' (it belonged to no group)"),
    HostileRows(label: "a row that is its own parent", sql: "INSERT INTO menu_node (id, parent_id, kind, name, position) VALUES (20, 20, 'group', '自环', 0)",
                finding: "#20 '自环': it is inside itself: #20 in #20", target: "#20", rescued: ["recovered", "自环"],
                repair: "moved #20 '自环' into 'recovered' (it was inside itself)"),
    HostileRows(label: "a two-row cycle", sql: """
        INSERT INTO menu_node (id, parent_id, kind, name, position) VALUES (20, 21, 'group', '甲', 0), (21, 20, 'group', '乙', 0)
        """, finding: "#20 '甲': it is inside itself: #20 in #21 in #20", target: "#21", rescued: ["recovered", "甲", "乙"],
                repair: "moved #20 '甲' into 'recovered' (it was inside itself)"),
    HostileRows(label: "a chain 40 levels deep", sql: chain(levels: 40, firstID: 101),
                finding: "#133 '层33': it is 33 levels down, deeper than 32 (7 entries below it)", target: "#101",
                listed: ["层1", "层32"], rescued: ["层32", "recovered", "层33", "层40"],
                repair: "moved #133 '层33' into 'recovered' (it was 33 levels down)"),
    HostileRows(label: "a name with a slash", sql: "PRAGMA ignore_check_constraints = ON; UPDATE menu_node SET name = '鸡/鸭' WHERE id = 3",
                finding: "#3 '鸡/鸭': the name holds a '/'", target: "#3", listed: ["鸡/鸭"], rescued: ["鸡／鸭"],
                repair: "renamed #3 '鸡/鸭' to '鸡／鸭' (the name holds a '/', which separates the names in a path)"),
    HostileRows(label: "an empty name", sql: "PRAGMA ignore_check_constraints = ON; UPDATE menu_node SET name = '' WHERE id = 4",
                finding: "#4 '': the name is empty", target: "#4", rescued: ["unnamed"], repair: "renamed #4 '' to 'unnamed' (the name is empty)"),
    HostileRows(label: "a control character in a name", sql: "UPDATE menu_node SET name = '宫保' || char(27) || '[2J' WHERE id = 3",
                finding: "#3 '宫保\\u{1B}[2J': the name holds a control character", target: "#3",
                listed: ["宫保\\u{1B}[2J"], rescued: ["宫保 [2J"],
                repair: "renamed #3 '宫保\\u{1B}[2J' to '宫保 [2J' (the name holds a control character)"),
    // The insert trigger looks the parent up before it exists, so the dish
    // inside is written first and the dish holding it second.
    HostileRows(label: "a dish holding a dish", sql: """
        INSERT INTO menu_node (id, parent_id, kind, name, position) VALUES (20, 21, 'item', '小份', 0);
        INSERT INTO menu_node (id, parent_id, kind, name, position) VALUES (21, 2, 'item', '拼盘', 2)
        """, finding: "#21 '拼盘': a dish that holds 1 entry", target: "#21", listed: ["拼盘"], rescued: ["拼盘", "recovered", "小份"],
                repair: "moved #20 '小份' into 'recovered' (it was inside the dish #21 '拼盘')"),
]

/// A chain of groups `levels` deep under the top, named 层1, 层2…
func chain(levels: Int, firstID: Int) -> String {
    """
    WITH RECURSIVE level (n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM level WHERE n < \(levels))
    INSERT INTO menu_node (id, parent_id, kind, name, position)
    SELECT \(firstID - 1) + n, CASE n WHEN 1 THEN 1 ELSE \(firstID - 2) + n END, 'group', '层' || n, CASE n WHEN 1 THEN 2 ELSE 0 END
    FROM level
    """
}

@Suite struct HostileFileTests {

    /// Names another tool wrote that break SPEC 2's rules, mended one by one,
    /// and two rows that end up in one group with one name.
    @Test func badNamesAreMendedAndMadeUnique() throws {
        let sandbox = try hostileMenu("""
            PRAGMA ignore_check_constraints = ON;
            UPDATE menu_node SET name = '#12' WHERE id = 3;
            UPDATE menu_node SET name = ' 回锅' || char(8203) || '肉 ' WHERE id = 4;
            UPDATE menu_node SET name = 'x' || char(8238) || 'y' WHERE id = 5;
            UPDATE menu_node SET name = replace(hex(zeroblob(101)), '00', '辣') WHERE id = 6;
            INSERT INTO menu_node (id, parent_id, kind, name, position) VALUES
                (20, NULL, 'item', '无主', 0), (21, NULL, 'item', '无主', 0),
                (22, 2, 'item', replace(hex(zeroblob(60)), '00', 'e' || char(769, 769, 769)), 2);
            UPDATE menu_node SET position = 7 WHERE id = 2
            """)
        let checked = try sandbox.run(["check"])
        #expect(checked.status == 1)
        // How U+200B and U+202E are shown is Terminal.escaped's business.
        #expect(checked.lines.contains { $0.hasPrefix("#4 ' 回锅") && $0.hasSuffix(": the name has white space around it") }, "\(checked)")
        #expect(checked.lines.contains { $0.hasPrefix("#5 'x") && $0.hasSuffix(": the name holds an invisible format character") }, "\(checked)")
        for finding in ["#3 '#12': the name looks like an id",
                        "#6 '\(String(repeating: "辣", count: 101))': the name is longer than 100 characters",
                        "#22 '\(String(repeating: "e\u{301}\u{301}\u{301}", count: 60))': the name is longer than 400 bytes",
                        "#20 '无主': it belongs to no group", "#21 '无主': it belongs to no group",
                        "#1 (the top): its 2 entries are at positions 1, 7 instead of 0 to 1"] {
            #expect(checked.lines.contains { $0.hasPrefix(finding) }, "\(finding): \(checked)")
        }
        let repaired = try sandbox.must("check", "--repair")
        #expect(repaired.lines.contains("renamed #3 '#12' to '№12' (the name looks like an id)"), "\(repaired)")
        #expect(repaired.lines.contains("renamed #21 '无主' to '无主 (2)' (its group holds another entry of that name)"), "\(repaired)")
        try expectSound(sandbox)
        let names = try sandbox.query("SELECT name FROM menu_node WHERE id IN (3, 4, 5, 6, 20, 21, 22) ORDER BY id").split(separator: "\n")
        #expect(names == ["№12", "回锅肉", "xy", Substring(String(repeating: "辣", count: 100)), "无主", "无主 (2)",
                          Substring(String(repeating: "e\u{301}\u{301}\u{301}", count: 57))])
        #expect(try sandbox.query("SELECT name, position FROM menu_node WHERE parent_id = 1 ORDER BY position") == "xy|0\n主菜|1\nrecovered|2")
    }

    /// Values the table's CHECKs refuse, and a kind it does not know, which
    /// `menu_node_kind_is_fixed` will not let change: the row is made again.
    @Test func refusedValuesAreMended() throws {
        let sandbox = try hostileMenu("""
            PRAGMA ignore_check_constraints = ON;
            UPDATE menu_node SET expanded = 5 WHERE id = 2;
            UPDATE menu_node SET price_fen = -3 WHERE id = 3;
            UPDATE menu_node SET price_fen = 100 WHERE id = 5;
            INSERT INTO menu_node (id, parent_id, kind, name, position) VALUES (31, 30, 'item', '皮', 0);
            INSERT INTO menu_node (id, parent_id, kind, name, position, price_fen) VALUES (30, 2, 'banana', '香蕉', 2, 500)
            """)
        #expect(try sandbox.query("PRAGMA integrity_check") != "ok")
        let checked = try sandbox.run(["check"])
        #expect(checked.status == 1)
        for finding in ["#2 '主菜': expanded is 5, not 0 or 1", "#3 '宫保鸡丁': the price -3 fen is out of range",
                        "#5 '早餐': a group with a price", "#30 '香蕉': its kind 'banana' is neither group nor item",
                        "#30 '香蕉': a dish that holds 1 entry"] {
            #expect(checked.lines.contains { $0.hasPrefix(finding) }, "\(finding): \(checked)")
        }
        try sandbox.must("check", "--repair")
        try expectSound(sandbox)
        #expect(try sandbox.query("SELECT id, kind, price_fen, parent_id FROM menu_node WHERE name = '香蕉'") == "30|item|500|2")
        #expect(try sandbox.query("SELECT expanded FROM menu_node WHERE id = 2") == "1")
    }

    /// Work stays bounded on a chain of 1,000 groups and a cycle of 1,000:
    /// nothing recurses per level, every walk ends.
    @Test func aThousandLevelsAndAThousandRowCycleStayBounded() throws {
        let sandbox = try hostileMenu(chain(levels: 1000, firstID: 1001) + """
            ;
            WITH RECURSIVE n (i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 999)
            INSERT INTO menu_node (id, parent_id, kind, name, position)
            SELECT 5000 + i, 5000 + (i + 1) % 1000, 'group', '圈' || i, 0 FROM n
            """)
        for words in [["list", "--all"], ["export"], ["show", "#1500"], ["toggle", "--row", "1"]] {
            try survives(sandbox, words)
        }
        for (index, words) in [["remove", "#1001", "-r"], ["move", "#1032", "--to", "/"], ["move", "#5000", "--to", "/"]].enumerated() {
            let copy = sandbox.folder + "/copy\(index).db"
            try FileManager.default.copyItem(atPath: sandbox.database, toPath: copy)
            try survives(sandbox, words, database: copy)
        }
        #expect(try sandbox.run(["check"]).lines.count == 2)
        try sandbox.must("check", "--repair", "-q")
        try expectSound(sandbox)
        let rows = try sandbox.must("list", "--all").lines
        #expect(rows.count == 2005 + 1, "every row is listed, recovered too")
    }

    /// Without --repair, check is a reader (SPEC 1): the file and its folder stay as they were.
    @Test func checkAloneNeverWrites() throws {
        let sandbox = try hostileMenu("INSERT INTO menu_node (id, parent_id, kind, name, position) VALUES (20, 999, 'item', '孤儿', 0)")
        let before = try sandbox.dump()
        let files = try FileManager.default.contentsOfDirectory(atPath: sandbox.folder).sorted()
        #expect(try sandbox.run(["check"]).status == 1)
        #expect(try sandbox.dump() == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.folder).sorted() == files, "no -wal or -shm left")
        let missing = try sandbox.run(["check", "--db", sandbox.folder + "/none.db"])
        #expect(missing.status == 0 && missing.stdout == "no problems: 0 groups, 0 dishes\n")
        #expect(!FileManager.default.fileExists(atPath: sandbox.folder + "/none.db"))
        #expect(try sandbox.run(["check", "-q"]).stdout.hasPrefix("#20 '孤儿'"), "findings are the answer, -q or not")
        #expect(try sandbox.run(["check", "--repair", "-q"]).stdout.isEmpty)
        #expect(try sandbox.run(["check", "-q"]).stdout.isEmpty)
    }

    /// SPEC 2: a name is valid UTF-8. Bytes that are not are reported, and
    /// the repair stores the name as it reads, with U+FFFD for them.
    @Test func aNameThatIsNotUTF8IsReportedAndMended() throws {
        let sandbox = try hostileMenu("INSERT INTO menu_node (id, parent_id, kind, name, position) VALUES (30, 1, 'item', CAST(X'61FF62' AS TEXT), 50)")
        let check = try sandbox.run(["check"])
        #expect(check.status == 1)
        #expect(check.stdout.contains("#30 'a\u{FFFD}b': the name is not valid UTF-8"), "\(check)")
        let repair = try sandbox.must("check", "--repair").stdout
        #expect(repair.contains("renamed #30 'a\u{FFFD}b' to 'a\u{FFFD}b' (the name is not valid UTF-8"), "\(repair)")
        #expect(try sandbox.query("SELECT hex(name) FROM menu_node WHERE id = 30") == "61EFBFBD62")
        try expectSound(sandbox)
    }

    /// The same for a description, a tag and a translation.
    @Test func detailsThatAreNotUTF8AreReportedAndMended() throws {
        let sandbox = try hostileMenu("""
            INSERT INTO menu_node (id, parent_id, kind, name, position) VALUES (30, 1, 'item', '宫保鸡丁', 50);
            INSERT INTO node_detail (node_id, description) VALUES (30, CAST(X'61FF' AS TEXT));
            INSERT INTO dish_tag (node_id, tag, position) VALUES (30, CAST(X'E8BEFF' AS TEXT), 0);
            INSERT INTO node_translation (node_id, lang, text) VALUES (30, 'en', CAST(X'FF4B756E67' AS TEXT));
            """)
        let check = try sandbox.run(["check"])
        #expect(check.status == 1)
        #expect(check.lines.filter { $0.hasSuffix("it is not valid UTF-8 (its bad bytes read as U+FFFD)") }.count == 3, "\(check)")
        try sandbox.must("check", "--repair", "-q")
        #expect(try sandbox.query("SELECT hex(description) FROM node_detail; SELECT hex(tag) FROM dish_tag; SELECT hex(text) FROM node_translation")
                == "61EFBFBD\nEFBFBDEFBFBD\nEFBFBD4B756E67")
        try expectSound(sandbox)
        #expect(try sandbox.must("find", "kung").stdout.contains("宫保鸡丁"))
    }

    /// Another program took the largest id there is: AUTOINCREMENT has none
    /// left, and SQLite calls that a full disk. menuctl says what it is.
    @Test func noIdLeftIsSaidAsSuch() throws {
        let sandbox = try hostileMenu("INSERT INTO menu_node (id, parent_id, kind, name, position) VALUES (9223372036854775807, 1, 'item', '最大', 50)")
        let before = try sandbox.dump()
        let outcome = try sandbox.run(["add-item", "新菜"])
        #expect(outcome.status == 74)
        #expect(outcome.stderr == "Error: no id is left for 新菜: another program wrote #9223372036854775807, the largest there is, and an id is never given twice\n")
        #expect(try sandbox.dump() == before)
    }

    /// An existing top-level group `recovered` takes the rows; a dish of
    /// that name leaves it to `recovered 2`.
    @Test func recoveredIsReusedOrNumbered() throws {
        let orphan = "INSERT INTO menu_node (id, parent_id, kind, name, position) VALUES (90, 999, 'item', '孤儿', 0)"
        let reused = try hostileMenu(orphan)
        try reused.must("add-item", "-p", "recovered/孤儿")
        #expect(try reused.must("check", "--repair").lines.contains("renamed #90 '孤儿' to '孤儿 (2)' (its group holds another entry of that name)"))
        #expect(try reused.query("SELECT group_concat(name, ',') FROM menu_node WHERE parent_id = (SELECT id FROM menu_node WHERE name = 'recovered')") == "孤儿,孤儿 (2)")
        let numbered = try hostileMenu(orphan)
        try numbered.must("add-item", "recovered")
        #expect(try numbered.must("check", "--repair").lines.contains("moved #90 '孤儿' into 'recovered 2' (its group #999 did not exist)"))
        try expectSound(numbered)
    }

    /// A plain check works on a file the user may only read, in a folder
    /// where no -wal or -shm can be made; a repair there is refused untouched.
    @Test func checkReadsAFileItMayNotWrite() throws {
        let sandbox = try hostileMenu("INSERT INTO menu_node (id, parent_id, kind, name, position) VALUES (20, 999, 'item', '孤儿', 0)")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: sandbox.database)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: sandbox.folder)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: sandbox.folder) }
        let before = try sandbox.dump()
        let checked = try sandbox.runUnprivileged(["check"])
        #expect(checked.status == 1 && checked.stdout.hasPrefix("#20 '孤儿': its group #999 does not exist"), "\(checked)")
        let repair = try sandbox.runUnprivileged(["check", "--repair"])
        #expect(repair.status == 74 && repair.stdout.isEmpty, "\(repair)")
        #expect(try sandbox.dump() == before)
    }

    @Test func aCheckInABatchGivesItsStatus() throws {
        let sandbox = try hostileMenu("INSERT INTO menu_node (id, parent_id, kind, name, position) VALUES (20, 999, 'item', '孤儿', 0)")
        let outcome = try sandbox.run(["batch", "-"], stdin: "add-item 酸辣粉 --in 早餐\ncheck\n")
        #expect(outcome.status == 1 && outcome.stdout.contains("#20 '孤儿'"), "\(outcome)")
        #expect(try sandbox.query("SELECT count(*) FROM menu_node WHERE name = '酸辣粉'") == "1")
    }
}

/// The standard menu, then `sql` through the sqlite3 shell.
private func hostileMenu(_ sql: String) throws -> Sandbox {
    let sandbox = Sandbox()
    try sandbox.must("add-item", "-p", "主菜/宫保鸡丁", "主菜/回锅肉", "早餐/担担面", "--price", "38")
    let written = try Sandbox.execute("/usr/bin/sqlite3", [sandbox.database, sql])
    #expect(written.status == 0 && written.stderr.isEmpty, "\(written)")
    return sandbox
}

/// Runs menuctl under `timeout`: it may refuse, but never trap (128 + signal) or hang (124).
@discardableResult
private func survives(_ sandbox: Sandbox, _ words: [String], database: String? = nil,
                      sourceLocation: SourceLocation = #_sourceLocation) throws -> Outcome {
    let quoted = words.map { "'\($0)'" }.joined(separator: " ")
    let outcome = try sandbox.shell("timeout 10 \"$MENUCTL\" \(quoted)", environment: ["MENUCTL_DB": database ?? sandbox.database])
    #expect(outcome.status != 124 && outcome.status < 128, "\(words): \(outcome)", sourceLocation: sourceLocation)
    return outcome
}

/// After a repair: `check` finds nothing, and SQLite's own checks are clean
/// (https://sqlite.org/pragma.html#pragma_integrity_check, #pragma_foreign_key_check).
private func expectSound(_ sandbox: Sandbox, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let again = try sandbox.run(["check"])
    #expect(again.status == 0 && again.stdout.hasPrefix("no problems: "), "\(again)", sourceLocation: sourceLocation)
    #expect(try sandbox.query("PRAGMA integrity_check") == "ok", sourceLocation: sourceLocation)
    #expect(try sandbox.query("PRAGMA foreign_key_check") == "", sourceLocation: sourceLocation)
}

extension HostileFileTests {
    /// Processes: every command runs under timeout(1), so that a hang or a trap shows.
    @Suite(.tags(.slow, .processes)) struct RealProcesses {
        @Test(arguments: hostileCases)
        func everyCommandSurvivesAndCheckMendsIt(_ hostile: HostileRows) throws {
            let sandbox = try hostileMenu(hostile.sql)

            for words in [["list"], ["list", "--all"], ["export"], ["show", hostile.target]] {
                try survives(sandbox, words)
            }
            let listed = try survives(sandbox, ["list", "--all"]).stdout
            for name in ["担担面"] + hostile.listed {
                #expect(listed.contains(name), "\(hostile.label): \(name) is reachable: \(listed)")
            }
            // Commands that write run on copies, so each meets the file as written.
            for (index, words) in [["remove", hostile.target], ["move", hostile.target, "--to", "/"], ["toggle", "--row", "1"]].enumerated() {
                let copy = sandbox.folder + "/copy\(index).db"
                try FileManager.default.copyItem(atPath: sandbox.database, toPath: copy)
                try survives(sandbox, words, database: copy)
            }

            let ids = try sandbox.query("SELECT id FROM menu_node ORDER BY id").split(separator: "\n")
            let checked = try sandbox.run(["check"])
            if let finding = hostile.finding {
                #expect(checked.status == 1, "\(checked)")
                #expect(checked.lines.contains { $0.hasPrefix(finding) }, "\(hostile.label): \(checked)")
                #expect(checked.stderr.contains("menuctl check --repair"))
            } else {
                #expect(checked.status == 0 && checked.stdout.hasPrefix("no problems: "), "\(checked)")
            }

            let repaired = try sandbox.run(["check", "--repair"])
            #expect(repaired.status == 0, "\(repaired)")
            if let line = hostile.repair { #expect(repaired.lines.contains(line), "\(hostile.label): \(repaired)") }
            #expect(repaired.lines.last?.hasPrefix(hostile.finding == nil ? "no problems: " : "no problems left: ") == true, "\(repaired)")
            try expectSound(sandbox)
            let kept = try sandbox.query("SELECT id FROM menu_node ORDER BY id").split(separator: "\n")
            #expect(Set(ids).isSubset(of: kept) && kept.count - ids.count <= 1, "no row is lost, at most recovered is made")
            let shown = try sandbox.must("list", "--all").stdout
            for name in hostile.rescued {
                #expect(shown.contains(name), "\(hostile.label): \(name) after the repair: \(shown)")
            }
        }
    }
}
