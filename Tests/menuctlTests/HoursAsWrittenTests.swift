import Foundation
import Testing

/// Hours as managers write them (SPEC 10, issue 26): windows with days of
/// their own, `6:30`, `Sat`; overlapping windows refused; `hours TARGET`
/// alone prints the hours. Every format carries each window's days.
@Suite struct HoursAsWrittenTests {
    private static func menu() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "夜宵/烤串", "--price", "3")
        try sandbox.must("add-item", "-p", "早餐/担担面", "--price", "12")
        return sandbox
    }

    @Test func windowsCarryTheirOwnDays() throws {
        let sandbox = try Self.menu()
        let set = try sandbox.must("hours", "夜宵", "mon-thu 17:00-22:00", "Fri,SAT 17:00-3:00")
        #expect(set.stdout == "hours of 夜宵: mon-thu 17:00–22:00, fri,sat 17:00–03:00\n")
        #expect(try sandbox.query("SELECT group_concat(days || ' ' || opens || ' ' || closes, ';') FROM serving_window")
                == "15 1020 1320;48 1020 180")
        // --days goes to the windows without days of their own.
        let mixed = try sandbox.must("hours", "早餐", "6:30-10:00", "sun 8:00-11:00", "--days", "mon-sat")
        #expect(mixed.stdout == "hours of 早餐: mon-sat 06:30–10:00, sun 08:00–11:00\n")
        let late = try sandbox.must("list", "--available", "--at", "Sat 02:30").stdout
        #expect(late.contains("烤串"), "Friday's window runs into Saturday: \(late)")
        #expect(try sandbox.must("list", "--available", "--at", "thu 22:30").stdout.isEmpty)
    }

    @Test func theHoursAlonePrintThem() throws {
        let sandbox = try Self.menu()
        try sandbox.must("hours", "夜宵", "mon-thu 17:00-22:00", "fri,sat 17:00-03:00")
        let before = try sandbox.dump()
        let shown = try sandbox.must("hours", "夜宵")
        #expect(shown.stdout == "hours of 夜宵: mon-thu 17:00–22:00, fri,sat 17:00–03:00\n" && shown.stderr.isEmpty)
        #expect(try sandbox.must("hours", "烤串").stdout == "夜宵/烤串 has no hours of its own\n")
        #expect(try sandbox.must("hours", "-q", "夜宵").stdout.hasPrefix("hours of 夜宵"), "an answer, not a report")
        #expect(try sandbox.dump() == before)
        #expect(try sandbox.query("SELECT count(*) FROM menu_history") == "3", "printing is no history entry")
        let missing = try expectRefusal(sandbox, ["hours", "夜"], status: 1)
        #expect(missing.stderr.hasPrefix("Error: no 夜 in the menu\n"), "\(missing)")
    }

    /// A file's overlapping windows are refused as the command's are: the
    /// import is exit 65 at its place and changes nothing (SPEC 7, 10).
    @Test func overlappingWindowsInAFileAreRefused() throws {
        let sandbox = try Self.menu()
        let header = try sandbox.must("export", "--format", "csv").stdout.split(separator: "\r\n").first.map(String.init) ?? ""
        let csv = try sandbox.write("hours.csv", header + "\r\n早餐,group,,,,,,,,,,,,,,,\"mon 10:00-12:00,mon 11:00-13:00\"\r\n")
        let before = try sandbox.dump()
        let fromCSV = try sandbox.run(["import", csv])
        #expect(try fromCSV.status == 65 && fromCSV.stdout.isEmpty && sandbox.dump() == before)
        #expect(fromCSV.stderr == csv + ":2: Error: hours: the windows 'mon 10:00-12:00' and 'mon 11:00-13:00' overlap on mon\n", "\(fromCSV)")
        let json = try sandbox.write("hours.json", #"{"format": "menuctl", "version": 3, "menu": [{"kind": "group", "name": "早餐", "hours": "#
            + #"[{"days": "fri", "from": "22:00", "to": "02:00"}, {"days": "sat", "from": "01:00", "to": "03:00"}], "children": []}]}"#)
        let fromJSON = try expectRefusal(sandbox, ["import", json], status: 65)
        #expect(fromJSON.stderr.hasSuffix("hours.json: menu[0].hours: the windows 'fri 22:00-02:00' and 'sat 01:00-03:00' overlap on sat\n"), "\(fromJSON)")
    }

    @Test func overlappingWindowsAreRefused() throws {
        let sandbox = try Self.menu()
        try sandbox.must("hours", "早餐", "06:00-10:30")
        for (words, message) in [
            (["06:00-10:00", "9:30-11:00"], "The windows 'mon-sun 06:00-10:00' and 'mon-sun 09:30-11:00' overlap on mon"),
            (["fri 22:00-02:00", "sat 01:00-03:00"], "The windows 'fri 22:00-02:00' and 'sat 01:00-03:00' overlap on sat"),
            (["mon-fri 07:00-09:00", "08:00-10:00", "--days", "fri-sun"],
             "The windows 'mon-fri 07:00-09:00' and 'fri-sun 08:00-10:00' overlap on fri"),
        ] {
            let outcome = try expectRefusal(sandbox, ["hours", "早餐"] + words, status: 64)
            #expect(outcome.stderr.hasPrefix("Error: \(message)\n"), "\(outcome)")
        }
        // Touching windows, and the same times on other days, are fine.
        try sandbox.must("hours", "早餐", "06:00-10:00", "10:00-11:00", "sat,sun 06:00-12:00", "--days", "mon-fri")
        let bad = try expectRefusal(sandbox, ["hours", "早餐", "Funday 06:00-10:00"], status: 64)
        #expect(bad.stderr.hasPrefix("Error: 'Funday' is not a list of days"), "\(bad)")
    }

    /// TSV, JSON, the export document and CSV write each window's days,
    /// and the export reads back to the same hours; undo restores them.
    @Test func everyFormatCarriesEachWindowsDays() throws {
        let sandbox = try Self.menu()
        try sandbox.must("hours", "夜宵", "mon-thu 17:00-22:00", "fri,sat 17:00-03:00")
        let tsv = try sandbox.must("list", "--format", "tsv").lines
        #expect(tsv[1].split(separator: "\t", omittingEmptySubsequences: false)[8] == "mon-thu 17:00-22:00,fri,sat 17:00-03:00")
        let json = try sandbox.must("show", "夜宵", "--format", "json").stdout
        #expect(json.contains(#""hours":[{"days":"mon-thu","from":"17:00","to":"22:00"},{"days":"fri,sat","from":"17:00","to":"03:00"}]"#), "\(json)")
        let csv = try sandbox.must("export", "--format", "csv").stdout
        #expect(csv.contains(#""mon-thu 17:00-22:00,fri,sat 17:00-03:00""#), "\(csv)")
        let exported = try sandbox.must("export").stdout
        let file = try sandbox.write("menu.json", exported)
        let copy = sandbox.folder + "/copy.db"
        try sandbox.must("--db", copy, "import", file, "--replace")
        #expect(try sandbox.must("--db", copy, "hours", "夜宵").stdout == "hours of 夜宵: mon-thu 17:00–22:00, fri,sat 17:00–03:00\n")
        #expect(try sandbox.must("--db", copy, "export").stdout == exported)
        try sandbox.must("hours", "夜宵", "--clear")
        try sandbox.must("undo")
        #expect(try sandbox.must("hours", "夜宵").stdout == "hours of 夜宵: mon-thu 17:00–22:00, fri,sat 17:00–03:00\n")
    }
}
