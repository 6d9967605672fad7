import Foundation
@testable import MenuData
@testable import MenuFormats
@testable import MenuModel
@testable import SQLite

/// A folder of its own for each test, removed when the test ends.
final class TemporaryFolder {
    let path: String

    init() {
        path = FileManager.default.temporaryDirectory
            .appendingPathComponent("menukit-\(UUID().uuidString)").path
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func file(_ name: String) -> String { path + "/" + name }
}

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

let seedMainCourses = ["宫保鸡丁", "干烧鱼", "回锅肉", "麻婆豆腐", "家常豆腐", "黄焖鸭", "夫妻肺片", "盐水鸭", "锅巴肉片"]
let seedBreakfast = ["担担面", "川北凉粉", "麻辣小面", "酸辣面", "酸辣粉"]

/// The root's package folder, for tests that read `migrations/`.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A small deterministic generator (SplitMix64), so a failure can be replayed by seed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The seeds fuzz tests run with: `FUZZ_SEED` when it is set (to replay a
/// failure, or to explore, as scripts/fuzz does), else a fixed list, so a
/// test run is the same run every time.
let fuzzSeeds: [UInt64] = ProcessInfo.processInfo.environment["FUZZ_SEED"].flatMap { UInt64($0) }.map { [$0] }
    ?? [0x6D65_6E75, 0x5EED_CAFE]
