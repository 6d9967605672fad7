import Foundation
import Testing

/// SPEC 9: a command that exits 0 has committed, also through a power cut.
/// A write's commit does not wait for the disk; the checkpoint that ends it
/// syncs (Database+Lasting.swift). What proves it is the order of the
/// process's writes and syncs, as strace(1) sees them: a log's new header
/// is on the disk before its frames are written, the database file is
/// never written before the log it copies is, and what a write leaves is
/// synced before it exits.
enum LastingWriteTests {
    @Suite(.tags(.slow, .processes)) struct RealProcesses {
        /// The common case: the new log's header with its folder, the log
        /// before the checkpoint, the database file after; five syncs with
        /// a commit that waits for the disk (the header, the folder, the
        /// commit, the checkpoint's two).
        @Test func aWriteSyncsTheLogBeforeTheFileFourSyncsInAll() throws {
            let sandbox = Sandbox()
            try sandbox.must("add-item", "-p", "凉菜/兔头", "--price", "12")
            let trace = try Trace(sandbox, "add-item", "口水鸡", "--in", "凉菜", "--price", "28")
            #expect(trace.status == 0, "\(trace)")
            trace.expectLogSyncedBeforeTheFile()
            #expect(trace.syncs == ["menu.db-wal", ".", "menu.db-wal", "menu.db"], "\(trace)")
            #expect(try sandbox.query("SELECT price_fen FROM menu_node WHERE name = '口水鸡'") == "2800")
            #expect(!FileManager.default.fileExists(atPath: sandbox.database + "-wal"), "checkpointed and removed")
        }

        /// A reader's snapshot holds the checkpoint back: the log is synced
        /// as it stands before the writer exits, and the file is not written.
        @Test func aWriteAReaderHoldsBackSyncsItsLogBeforeItExits() throws {
            let sandbox = Sandbox()
            try sandbox.must("add-item", "-p", "凉菜/兔头", "--price", "12")
            let reader = try OtherConnection(to: sandbox, holdingASnapshot: true)
            defer { reader.close() }

            let trace = try Trace(sandbox, "add-item", "口水鸡", "--in", "凉菜", "--price", "28")
            #expect(trace.status == 0, "\(trace)")
            trace.expectLogSyncedBeforeTheFile()
            #expect(trace.writes.allSatisfy { $0 == "menu.db-wal" }, "the file waits for the reader: \(trace)")
            #expect(trace.syncs.contains("menu.db-wal"), "\(trace)")
            reader.close()
            #expect(try sandbox.query("SELECT price_fen FROM menu_node WHERE name = '口水鸡'") == "2800")
        }

        /// A log another connection keeps open, all of it copied into the
        /// file by the write before: the next write begins it again from
        /// the top, over the old frames, and its new header is synced before
        /// a frame goes in, or a power cut could bring old frames back.
        @Test func aLogBegunAgainHasItsHeaderSyncedFirst() throws {
            let sandbox = Sandbox()
            try sandbox.must("add-item", "-p", "凉菜/兔头", "--price", "12")
            let keeper = try OtherConnection(to: sandbox, holdingASnapshot: false)
            defer { keeper.close() }
            try sandbox.mustProcess("add-item", "口水鸡", "--in", "凉菜", "--price", "28")
            #expect(try FileManager.default.attributesOfItem(atPath: sandbox.database + "-wal")[.size] as? Int ?? 0 > 0,
                    "the log stays while the other connection is open")
            let trace = try Trace(sandbox, "add-item", "夫妻肺片", "--in", "凉菜", "--price", "32")
            #expect(trace.status == 0, "\(trace)")
            #expect(trace.steps.first == .write("menu.db-wal", at: 0), "begun again from the top: \(trace)")
            trace.expectLogSyncedBeforeTheFile()
            #expect(trace.syncs == ["menu.db-wal", ".", "menu.db-wal", "menu.db"], "\(trace)")
        }

        /// A write that fails checkpoints, as it closes, the log a sale
        /// left: the log synced first, the file after.
        @Test func aFailedWriteCheckpointsWhatASaleLeftWithItsSyncs() throws {
            let sandbox = Sandbox()
            try sandbox.must("add-item", "-p", "凉菜/兔头", "--price", "12")
            try sandbox.must("stock", "兔头", "10")
            try sandbox.mustProcess("sell", "兔头")
            #expect(FileManager.default.fileExists(atPath: sandbox.database + "-wal"), "a sale leaves its log")
            let trace = try Trace(sandbox, "add-item", "兔头", "--in", "凉菜")
            #expect(trace.status != 0 && trace.stderr == "Error: 凉菜/兔头 already exists\n", "\(trace)")
            trace.expectLogSyncedBeforeTheFile()
            #expect(trace.writes.contains("menu.db") && trace.syncs == ["menu.db-wal", ".", "menu.db"], "checkpointed: \(trace)")
            #expect(try sandbox.query("SELECT portions_left FROM dish_count") == "9")
        }
    }

    /// Another program's connection to the menu (Python's sqlite3), open
    /// until `close()`; with `holdingASnapshot`, in a read transaction
    /// begun before any write of the test's.
    final class OtherConnection {
        private let process = Process()
        private let hold = Pipe()

        init(to sandbox: Sandbox, holdingASnapshot: Bool) throws {
            let ready = sandbox.folder + "/connected"
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", "-c", """
                import sqlite3, sys
                menu = sqlite3.connect(sys.argv[1], isolation_level=None)
                if sys.argv[3] == 'snapshot': menu.execute('BEGIN')
                menu.execute('SELECT count(*) FROM menu_node').fetchone()
                open(sys.argv[2], 'w').close()
                sys.stdin.read()
                """, sandbox.database, ready, holdingASnapshot ? "snapshot" : "open"]
            process.standardInput = hold
            try process.run()
            let started = Date()
            while !FileManager.default.fileExists(atPath: ready) && Date().timeIntervalSince(started) < 10 {
                Thread.sleep(forTimeInterval: 0.01)
            }
            #expect(FileManager.default.fileExists(atPath: ready), "the other connection opened")
        }

        private var closed = false

        func close() {
            guard !closed else { return }
            closed = true
            try? hold.fileHandleForWriting.close()
            process.waitUntilExit()
        }
    }

    /// One menuctl run under strace: its writes and syncs of the menu's
    /// files, in order, each named by the file (`.` for the folder).
    struct Trace: CustomStringConvertible {
        enum Step: Equatable { case write(String, at: Int), sync(String) }
        let status: Int32
        let stderr: String
        let steps: [Step]

        init(_ sandbox: Sandbox, _ arguments: String...) throws {
            let log = sandbox.folder + "/strace.txt"
            let outcome = try Sandbox.execute("/usr/bin/strace", ["-f", "-y", "-qq", "-e", "trace=pwrite64,write,fsync,fdatasync",
                                                                  "-o", log, menuctlBinary] + arguments,
                                              environment: sandbox.environment())
            status = outcome.status
            stderr = outcome.stderr
            let folder = URL(fileURLWithPath: sandbox.folder).resolvingSymlinksInPath().path
            steps = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").compactMap { line in
                guard let open = line.firstIndex(of: "("), let from = line.firstIndex(of: "<"),
                      let to = line[from...].firstIndex(of: ">") else { return nil }
                let call = line[..<open].split(separator: " ").last.map(String.init) ?? ""
                let path = String(line[line.index(after: from)..<to])
                guard path == folder || path.hasPrefix(folder + "/menu.db") else { return nil }
                let name = path == folder ? "." : String(path.dropFirst(folder.count + 1))
                guard name != "menu.db-shm" else { return nil }
                // `pwrite64(4</…/menu.db-wal>, "…"..., 4096, 56) = 4096`: the offset last.
                let arguments = line[..<(line.range(of: ") = ", options: .backwards)?.lowerBound ?? line.endIndex)]
                let offset = arguments.split(separator: ",").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? -1
                return call.hasSuffix("sync") ? .sync(name) : .write(name, at: call == "pwrite64" ? offset : -1)
            }
        }

        var writes: [String] { steps.compactMap { if case .write(let name, _) = $0 { name } else { nil } } }
        var syncs: [String] { steps.compactMap { if case .sync(let name) = $0 { name } else { nil } } }

        /// A log's header (its first 32 bytes) is synced before anything
        /// else is written to the log, the database file is written only
        /// after the log's writes so far are synced, and what is written
        /// last of either is synced after.
        func expectLogSyncedBeforeTheFile(sourceLocation: SourceLocation = #_sourceLocation) {
            var logUnsynced = false, headerUnsynced = false
            for step in steps {
                switch step {
                case .write("menu.db-wal", let offset):
                    #expect(!headerUnsynced, "the log written past a header not yet synced: \(self)", sourceLocation: sourceLocation)
                    logUnsynced = true
                    headerUnsynced = offset == 0
                case .sync("menu.db-wal"): logUnsynced = false; headerUnsynced = false
                case .write("menu.db", _):
                    #expect(!logUnsynced, "the file written before the log was synced: \(self)", sourceLocation: sourceLocation)
                default: break
                }
            }
            for file in ["menu.db-wal", "menu.db"] {
                guard let written = steps.lastIndex(where: { if case .write(file, _) = $0 { true } else { false } }) else { continue }
                let synced = steps.lastIndex(of: .sync(file)) ?? -1
                #expect(synced > written, "\(file) not synced after its last write: \(self)", sourceLocation: sourceLocation)
            }
        }

        var description: String {
            "exit \(status), \(stderr.debugDescription), steps: " + steps.map { step in
                switch step { case .write(let name, let offset): "write \(name) at \(offset)"; case .sync(let name): "sync \(name)" }
            }.joined(separator: ", ")
        }
    }
}
