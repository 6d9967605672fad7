import Foundation
import Testing

/// Issue 25: a change whose report cannot be written is not made, so that
/// running it again never applies it twice (SPEC 8: exit 74).
@Suite struct ReportBeforeCommitTests {
    private func sichuan() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must("batch", examples + "/sichuan.menuctl", "-q")
        return sandbox
    }

    @Test func aRepriceWhoseReportFindsTheDiskFullChangesNothing() throws {
        let sandbox = try sichuan()
        let before = try sandbox.dump()
        for command in ["reprice 酒水/白酒 --by +10%", "add-item 回锅肉2 --in 主菜", "batch - <<< 'add-item 新菜'", "undo"] {
            let outcome = try bash(sandbox, "\"$MENUCTL\" \(command) > /dev/full")
            #expect(outcome.status == 74 && outcome.stderr.hasPrefix("Error: cannot write to standard output"), "\(command): \(outcome)")
            #expect(try sandbox.dump() == before, "\(command) changed the menu")
        }
        let retried = try sandbox.must("reprice", "酒水/白酒", "--by", "+10%")
        #expect(try sandbox.must("history").lines.count == 2, "applied once: \(retried)")
    }

    /// For a new menu the link into place is the commit: a report that
    /// cannot be written leaves no menu, and nothing beside it.
    @Test func aFirstWriteWhoseReportCannotBeWrittenMakesNoMenu() throws {
        let sandbox = Sandbox()
        for redirect in ["> /dev/full", ">&-"] {
            let outcome = try sandbox.shell("\"$MENUCTL\" add-item 宫保鸡丁 \(redirect)")
            #expect(outcome.status == 74, "\(redirect): \(outcome)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.folder).isEmpty, "\(redirect)")
        }
    }

    /// A closed pipe: the write fails (SIGPIPE is ignored), so the writer
    /// says 74 before it commits, and a reader says 74 too (SPEC 8).
    @Test func aClosedPipeIsNeverExitZeroAndAWriterChangesNothing() throws {
        let sandbox = try sichuan()
        let before = try sandbox.dump()
        let outcome = try bash(sandbox, """
            for command in "reprice 酒水/白酒 --by +10%" "list" "export"; do
              { sleep 0.3; "$MENUCTL" $command; echo "$command: $?" >&2; } | { exec 0<&-; }
            done
            """)
        let statuses = outcome.stderr.split(separator: "\n").filter { !$0.hasPrefix("Error: ") }
        #expect(statuses.count == 3, "\(outcome)")
        #expect(statuses.allSatisfy { $0.hasSuffix(": 74") }, "\(outcome)")
        #expect(outcome.stderr.split(separator: "\n").filter { $0.hasPrefix("Error: ") }
                .allSatisfy { $0 == "Error: cannot write to standard output: Broken pipe" }, "\(outcome)")
        #expect(try sandbox.dump() == before)
    }
}
