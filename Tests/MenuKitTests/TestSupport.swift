import Foundation
@testable import MenuKit

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

/// Runs `body` with a repository on a fresh database file in a folder of
/// its own, removed afterwards.
func withRepository(_ body: (MenuRepository, TemporaryFolder) throws -> Void) throws {
    let folder = TemporaryFolder()
    try withExtendedLifetime(folder) {
        let repository = try MenuStore.openForWriting(folder.file("menu.db"))
        try MenuStore.migrate(repository)
        try body(repository, folder)
    }
}

func path(_ text: String) throws -> MenuPath { try MenuPath(parsing: text) }

let seedMainCourses = ["宫保鸡丁", "干烧鱼", "回锅肉", "麻婆豆腐", "家常豆腐", "黄焖鸭", "夫妻肺片", "盐水鸭", "锅巴肉片"]
let seedBreakfast = ["担担面", "川北凉粉", "麻辣小面", "酸辣面", "酸辣粉"]

/// The root's package folder, for tests that read `migrations/`.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
