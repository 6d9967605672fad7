import Foundation

/// The versions of migrations/*.sql, in order, as `menuctl_migration`
/// lists them once all are applied: a number may be left out (parallel
/// branches take theirs ahead of merging), so this is not 1...latest.
let everyMigrationVersion: String = {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("migrations").path
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return files.filter { $0.hasSuffix(".sql") }.compactMap { Int($0.prefix(4)) }.sorted().map(String.init).joined(separator: ",")
}()
