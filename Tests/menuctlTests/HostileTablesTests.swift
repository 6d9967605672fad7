import Foundation
import MenuTestSupport
import Testing

/// Each of `hostileTables` (HostileTableCases.swift) written into a copy of
/// one menu, checked, repaired, and the menu still working after.
@Suite struct HostileTablesTests {
    /// The standard menu, made once and copied for each case.
    nonisolated(unsafe) private static let template: Sandbox = {
        let sandbox = Sandbox()
        _ = try? sandbox.run(["add-item", "-p", "主菜/宫保鸡丁", "主菜/回锅肉", "早餐/担担面", "--price", "38", "-q"])
        return sandbox
    }()

    /// Every rule at once, several in one row: the repair never trips a
    /// CHECK it has not mended yet, and leaves a sound file.
    @Test func everyRuleBrokenAtOnceIsMendedInOneGo() throws {
        let sandbox = Sandbox()
        try FileManager.default.copyItem(atPath: Self.template.database, toPath: sandbox.database)
        // Through stdin, so the shell goes on past a statement a trigger refuses.
        _ = try Sandbox.execute("/usr/bin/sqlite3", [sandbox.database], stdin: """
            PRAGMA ignore_check_constraints = ON;
            DROP TRIGGER dish_size_on_a_dish_without_price; DROP TRIGGER menu_node_price_or_sizes;
            DROP TRIGGER node_detail_spice_on_dishes; DROP TRIGGER dish_tag_on_dishes;
            UPDATE menu_node SET sold_out = 7, market_price = 3, price_fen = -5, expanded = 9, name = '' WHERE id = 3;
            UPDATE menu_node SET sold_out = 1, unit = '', market_price = 1, price_fen = 5, expanded = -1 WHERE id = 2;
            INSERT INTO dish_size VALUES (4, 9, '', -1), (4, 12, '大/份', 99999999999), (3, 0, '小', 100);
            INSERT INTO node_detail VALUES (2, '', 9);
            INSERT INTO dish_tag VALUES (2, '', -1);
            INSERT INTO dish_count (node_id, portions_left, daily_portions) VALUES (2, -5, -9);
            INSERT INTO price_list VALUES (1, '', 'bogo', NULL, 3, -1);
            INSERT INTO price_entry VALUES (1, 2, -1, -1, 0, 7);
            INSERT INTO price_entry_size VALUES (1, 2, '', -1);
            INSERT INTO choice_list VALUES (1, '', 40, 0);
            INSERT INTO choice_option VALUES (1, 40, '', -1, 5);
            INSERT INTO choice_offer VALUES (2, 1, -1, 9);
            INSERT INTO serving_window VALUES (2, -1, 0, 2000, 2000);
            INSERT INTO price_list_window VALUES (1, -1, 0, 2000, 2000);
            INSERT INTO glossary VALUES ('', '', '');
            UPDATE menu_history SET undone = -4, redoable = 5;
            """ + hostileTables.map(\.sql).filter { !$0.contains("9223372036854775807 WHERE name = 'menu_node'") }
                .joined(separator: ";\n") + ";\n")
        let checked = try sandbox.run(["check"])
        #expect(checked.status == 1 && checked.lines.count > 80, "\(checked)")
        let repaired = try sandbox.run(["check", "--repair"])
        #expect(repaired.status == 0 && repaired.lines.last?.hasPrefix("no problems left: ") == true, "\(repaired)")
        let again = try sandbox.run(["check"])
        #expect(again.status == 0 && again.stdout.hasPrefix("no problems: "), "\(again)")
        #expect(try sandbox.query("PRAGMA integrity_check") == "ok")
        #expect(try sandbox.query("PRAGMA foreign_key_check") == "")
        try sandbox.must("add-item", "新菜", "--in", "早餐")
        #expect(try sandbox.run(["undo"]).status == 0)
    }

    @Test func theTableHoldsEveryKind() {
        #expect(hostileTables.count >= 53)
        #expect(Set(hostileTables.map(\.label)).count == hostileTables.count, "each case once")
    }
}

/// The lines of `output` are `expected`, in order; an expected line ending
/// in `*` matches a line it starts.
private func expectLines(_ output: String, _ expected: [String], _ what: String,
                         sourceLocation: SourceLocation = #_sourceLocation) {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    let matches = lines.count == expected.count && zip(lines, expected).allSatisfy { line, pattern in
        pattern.hasSuffix("*") ? line.hasPrefix(pattern.dropLast()) : line == pattern
    }
    #expect(matches, "\(what): \(lines) is not \(expected)", sourceLocation: sourceLocation)
}

extension HostileTablesTests {
    /// A sweep: each hostile table in turn, checked, repaired and undone; the
    /// quick run keeps everyRuleBrokenAtOnceIsMendedInOneGo.
    @Suite(.tags(.slow, .sweep)) struct EveryCase {
        @Test(arguments: hostileTables)
        func checkReportsItRepairMendsItAndUndoStillWorks(_ hostile: HostileTable) throws {
            let sandbox = Sandbox()
            try FileManager.default.copyItem(atPath: HostileTablesTests.template.database, toPath: sandbox.database)
            let written = try Sandbox.execute("/usr/bin/sqlite3", [sandbox.database, hostile.sql])
            #expect(written.status == 0 && written.stderr.isEmpty, "\(written)")

            let checked = try sandbox.run(["check"])
            #expect(checked.status == 1, "\(checked)")
            expectLines(checked.stdout, hostile.reports, "\(hostile.label): check")
            #expect(checked.stderr.contains("menuctl check --repair"), "\(checked)")

            let repaired = try sandbox.run(["check", "--repair"])
            if hostile.mendable {
                #expect(repaired.status == 0 && repaired.stderr.isEmpty, "\(hostile.label): \(repaired)")
                expectLines(repaired.stdout, hostile.repairs + ["no problems left: *"], "\(hostile.label): repair")
                let again = try sandbox.run(["check"])
                #expect(again.status == 0 && again.stdout.hasPrefix("no problems: "), "\(hostile.label): \(again)")
                #expect(try sandbox.query("PRAGMA integrity_check") == "ok", "\(hostile.label)")
            } else {
                #expect(repaired.status == 1, "\(hostile.label): \(repaired)")
                expectLines(repaired.stdout, hostile.repairs + hostile.reports, "\(hostile.label): repair")
                #expect(repaired.stderr.hasPrefix("Notice: 1 problem could not be mended"), "\(repaired)")
            }
            #expect(try sandbox.query("PRAGMA foreign_key_check") == "", "\(hostile.label)")

            // The menu works on: it lists, and a change undoes and redoes.
            #expect(try sandbox.run(["list", "--all"]).status == 0)
            guard hostile.mendable else { return }
            try sandbox.must("edit", "担担面", "--price", "12")
            let undone = try sandbox.run(["undo"])
            #expect(undone.status == 0 && undone.stdout.hasPrefix("undid #"), "\(hostile.label): \(undone)")
            let redone = try sandbox.run(["redo"])
            #expect(redone.status == 0 && redone.stdout.hasPrefix("redid #"), "\(hostile.label): \(redone)")
            #expect(try sandbox.query("SELECT price_fen FROM menu_node WHERE id = 6") == "1200")
        }
    }
}
