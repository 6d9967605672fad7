import Foundation
@testable import MenuData
import MenuTestSupport
import Testing

/// Every rule `TableCatalogue` describes, broken with the sqlite3 shell in
/// a sound row of its table (HostileCatalogueRows.swift): the commands
/// stay alive, `check` reports it, one `check --repair` mends it, and the
/// file is sound after. The cases come from the catalogue, so a table's
/// new rule is tested because it is described.
@Suite struct HostileCatalogueTests {
    nonisolated(unsafe) private static let template: Sandbox = {
        let sandbox = Sandbox()
        _ = try? sandbox.run(["add-item", "-p", "主菜/宫保鸡丁", "主菜/回锅肉", "早餐/担担面", "--price", "38", "-q"])
        return sandbox
    }()

    private static func sandbox(for table: String) throws -> Sandbox {
        let sandbox = Sandbox()
        try FileManager.default.copyItem(atPath: Self.template.database, toPath: sandbox.database)
        for command in soundRows[table]?.commands ?? [] {
            let outcome = try sandbox.run(command.map { $0.replacing("{folder}", with: sandbox.folder) })
            #expect(outcome.status == 0, "\(command): \(outcome)")
        }
        return sandbox
    }

    /// Exit statuses of SPEC 8: never a signal (SIGILL is 4, SIGSEGV 11).
    private static func alive(_ outcome: Outcome) -> Bool { [0, 1].contains(outcome.status) || (64...78).contains(outcome.status) }

    @Test func everyTableWithRulesHasASoundRow() {
        for table in TableCatalogue.tables where table.columns.contains(where: { !$0.rules.isEmpty }) {
            #expect(soundRows[table.name] != nil, "\(table.name) has rules and no sound row in HostileCatalogueRows.swift")
        }
        #expect(hostileValues.count >= 80)
    }

    /// The rows the cases start from break no rule.
    @Test(arguments: soundRows.keys.sorted())
    func theSoundRowIsSound(_ table: String) throws {
        let sandbox = try Self.sandbox(for: table)
        let written = try Sandbox.execute("/usr/bin/sqlite3", [sandbox.database, soundRows[table]!.sql + "SELECT 1 FROM \(table) WHERE \(soundRows[table]!.row);"])
        #expect(written.status == 0 && written.stderr.isEmpty && written.stdout == "1\n", "\(table): \(written)")
        let checked = try sandbox.run(["check"])
        #expect(checked.status == 0, "\(table): \(checked)")
    }

    /// A rule out of range in a price list: every reader of it stays alive.
    @Test(arguments: ["1000000000000000", "-1000000000000000", "9223372036854775807", "-9223372036854775808"])
    func aPriceListRuleOutOfRangeTrapsNothing(_ value: String) throws {
        let sandbox = try Self.sandbox(for: "price_list")
        for kind in ["percent", "amount"] {
            let written = try Sandbox.execute("/usr/bin/sqlite3", [sandbox.database, """
                PRAGMA ignore_check_constraints = ON;
                INSERT OR REPLACE INTO price_list (id, name, rule_kind, rule_value) VALUES (1, '会员价', '\(kind)', \(value));
                INSERT OR REPLACE INTO price_entry (list_id, node_id, price_fen) VALUES (1, 4, 3000);
                """])
            #expect(written.status == 0, "\(written)")
            for command in [["list", "--all", "--prices", "会员价"], ["show", "主菜/宫保鸡丁", "--prices", "会员价"],
                            ["export", "--prices", "会员价"], ["prices"], ["list", "--all"], ["check"]] {
                let outcome = try sandbox.run(command)
                #expect(Self.alive(outcome), "\(kind) \(value): \(command): \(outcome)")
            }
        }
    }

}

/// A number out of its rules is read as absent, and the reader says so
/// once, pointing to `check`; it never traps.
@Suite struct ReadAsAbsentTests {
    @Test func aPriceListRuleOutOfRangeIsReadAsNoneWithANotice() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/宫保鸡丁", "--price", "38", "-q")
        try sandbox.must("prices", "add", "会员", "--by", "-10%", "-q")
        _ = try sandbox.query("PRAGMA ignore_check_constraints = ON; UPDATE price_list SET rule_value = 1000000000000000")
        let listed = try sandbox.run(["list", "--prices", "会员"])
        #expect(listed.status == 0, "\(listed)")
        #expect(listed.stdout == "1  ▾ 主菜\n2      宫保鸡丁  38.00\n", "\(listed)")
        #expect(listed.stderr == "Notice: read as absent: the rule of price list '会员'; 'menuctl check' says more\n")
        #expect(try sandbox.run(["check"]).status == 1)
        #expect(try sandbox.run(["check", "--repair"]).status == 0)
        #expect(try sandbox.must("list", "--prices", "会员").stderr == "")
    }

    /// A photo's row whose digest or format no photo has (SPEC 27): the
    /// rows and files show no photo there, never the text as a digest.
    @Test(arguments: ["UPDATE node_photo SET digest = '999999'", "UPDATE node_photo SET digest = upper(digest)",
                      "UPDATE node_photo SET format = 'bogus'"])
    func aPhotoRowNoPhotoHasIsReadAsNoneWithANotice(_ sql: String) throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/宫保鸡丁", "--price", "38", "-q")
        try sandbox.must("photo", "宫保鸡丁", try sandbox.photo("dish.jpg", width: 400, height: 300), "-q")
        _ = try sandbox.query("PRAGMA ignore_check_constraints = ON; PRAGMA foreign_keys = OFF; " + sql)
        let notice = "Notice: read as absent: the photo of #3; 'menuctl check' says more\n"
        let listed = try sandbox.must("list", "--format", "tsv")
        let lines = listed.stdout.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        let column = try #require(lines.first?.firstIndex(of: "photo"))
        #expect(lines.count == 3 && lines[2][column] == "", "宫保鸡丁's row shows no photo: \(listed)")
        #expect(listed.stderr == notice)
        let row = try sandbox.must("show", "宫保鸡丁", "--format", "json")
        #expect(row.stdout.contains("\"photo\":null") && row.stderr == notice, "\(row)")
        #expect(try sandbox.must("list").stderr == "", "the text list reads no photo")
        #expect(try sandbox.run(["check"]).status == 1)
        #expect(try sandbox.run(["check", "--repair"]).status == 0)
        #expect(try sandbox.must("list", "--format", "tsv").stderr == "")
    }
}

/// browse, which draws prices, counts and price lists, over the largest
/// integers another program can write: it opens, moves and quits (tmux
/// gives it the terminal it needs).
@Suite(.serialized) struct HostileBrowseTests {
    @Test(arguments: [
        "UPDATE menu_node SET price_fen = 9223372036854775807 WHERE kind = 'item'",
        "UPDATE price_list SET rule_value = -9223372036854775808",
        "INSERT INTO dish_count (node_id, portions_stocked, portions_sold) SELECT id, 9223372036854775807, -9223372036854775808 FROM menu_node WHERE kind = 'item'",
    ])
    func browseOpensOverNumbersOutOfRange(_ sql: String) throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/宫保鸡丁", "主菜/回锅肉", "--price", "38", "-q")
        try sandbox.must("prices", "add", "会员", "--by", "-10%", "-q")
        _ = try sandbox.query("PRAGMA ignore_check_constraints = ON; PRAGMA foreign_keys = OFF; " + sql)
        let session = try TmuxSession(sandbox)
        session.waitFor("主菜")
        try session.send("Down", "Down")
        try session.send("q")
        #expect(session.exitStatus() == 0)
    }
}

extension HostileCatalogueTests {
    /// A sweep of hundreds of cases, each rule broken and each largest integer
    /// written in turn; the quick run keeps theSoundRowIsSound and the price list rule.
    @Suite(.tags(.slow, .sweep)) struct EveryCase {
        @Test(arguments: hostileValues)
        func checkReportsItAndOneRepairMendsIt(_ hostile: HostileValue) throws {
            let sandbox = try HostileCatalogueTests.sandbox(for: hostile.table)
            let written = try Sandbox.execute("/usr/bin/sqlite3", [sandbox.database, hostile.sql])
            // The schema itself refuses some values whoever writes (a STRICT
            // column's type, a trigger, a primary key): nothing then to find.
            guard written.status == 0 else {
                #expect(!written.stderr.isEmpty, "\(hostile): \(written)")
                return
            }
            let checked = try sandbox.run(["check"])
            #expect(checked.status == 1, "\(hostile): \(checked)")
            for command in [["list", "--all"], ["export"], ["find", "宫"], ["show", "主菜/宫保鸡丁"], ["history"]] {
                let outcome = try sandbox.run(command)
                #expect(HostileCatalogueTests.alive(outcome), "\(hostile): \(command): \(outcome)")
            }
            let repaired = try sandbox.run(["check", "--repair"])
            #expect(repaired.status == 0 && repaired.lines.last?.hasPrefix("no problems left: ") == true, "\(hostile): \(repaired)")
            let again = try sandbox.run(["check"])
            #expect(again.status == 0 && again.stdout.hasPrefix("no problems: "), "\(hostile): \(again)")
            #expect(try sandbox.query("PRAGMA integrity_check") == "ok", "\(hostile)")
            #expect(try sandbox.query("PRAGMA foreign_key_check") == "", "\(hostile)")
            // The menu works on: a change undoes.
            let edited = try sandbox.run(["edit", "早餐/担担面", "--price", "12"])
            #expect(edited.status == 0, "\(hostile): \(edited)")
            let undone = try sandbox.run(["undo"])
            #expect(undone.status == 0 && undone.stdout.hasPrefix("undid #"), "\(hostile): \(undone)")
        }

        /// The largest and smallest integers in every integer column of a
        /// sound row: no reader traps on arithmetic with what the file holds.
        @Test(arguments: TableCatalogue.tables.filter { soundRows[$0.name] != nil }.flatMap { table in
            table.columns.filter { $0.type == .integer }.flatMap { column in
                ["9223372036854775807", "-9223372036854775808"].map { HostileValue(table: table.name, column: column.name, value: $0) }
            }
        })
        func theLargestIntegersTrapNothing(_ hostile: HostileValue) throws {
            let sandbox = try HostileCatalogueTests.sandbox(for: hostile.table)
            let written = try Sandbox.execute("/usr/bin/sqlite3", [sandbox.database, hostile.sql])
            guard written.status == 0 else { return }
            let prices = try sandbox.query("SELECT name FROM price_list LIMIT 1")
            var commands = [["list", "--all"], ["export"], ["export", "--format", "csv"], ["find", "宫"], ["show", "主菜/宫保鸡丁"],
                            ["history"], ["diff", "--as-of", "1"], ["check"], ["prices"], ["choices"], ["check", "--repair"], ["list", "--all"]]
            if !prices.isEmpty { commands.insert(["list", "--all", "--prices", prices], at: 1) }
            for command in commands {
                let outcome = try sandbox.run(command)
                #expect(HostileCatalogueTests.alive(outcome), "\(hostile): \(command): \(outcome)")
            }
        }
    }
}
