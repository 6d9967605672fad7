import Foundation
@testable import MenuData
@testable import MenuFormats
@testable import MenuModel
@testable import SQLite
import MenuTestSupport

/// Runs `body` inside one write transaction on a fresh database file in a
/// folder of its own, removed afterwards: the way a command runs.
func withRepository(_ body: (MenuTransaction, TemporaryFolder) throws -> Void) throws {
    let folder = TemporaryFolder()
    try withExtendedLifetime(folder) {
        try MenuStore.write(at: folder.file("menu.db")) { try body($0, folder) }
    }
}

/// A menu file that tests change and read one command at a time.
final class TestMenu {
    let folder = TemporaryFolder()
    var path: String { folder.file("menu.db") }

    @discardableResult
    func write<T>(_ body: (MenuTransaction) throws -> T) throws -> T { try MenuStore.write(at: path, body) }
    func read<T>(_ body: (MenuTransaction) throws -> T) throws -> T { try MenuStore.read(at: path, body) }
}

func path(_ text: String) throws -> MenuPath { try MenuPath(parsing: text) }

/// The seeds fuzz tests run with: `FUZZ_SEED` when it is set (to replay a
/// failure, or to explore, as scripts/fuzz does), else a fixed list, so a
/// test run is the same run every time.
let fuzzSeeds: [UInt64] = ProcessInfo.processInfo.environment["FUZZ_SEED"].flatMap { UInt64($0) }.map { [$0] }
    ?? [0x6D65_6E75, 0x5EED_CAFE]
