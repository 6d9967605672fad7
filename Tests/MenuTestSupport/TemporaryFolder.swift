import Foundation

/// A folder of its own for each test, under the system's temporary folder,
/// removed with everything in it when the test lets go of it.
package final class TemporaryFolder: Sendable {
    package let path: String

    /// `prefix` names what made it, for whoever looks in /tmp.
    package init(prefix: String = "menukit") {
        path = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        guard (try? FileManager.default.removeItem(atPath: path)) == nil else { return }
        // A test took permissions away to see a command refused.
        _ = try? runProcess("/bin/chmod", ["-R", "u+rwx", path])
        try? FileManager.default.removeItem(atPath: path)
    }

    package func file(_ name: String) -> String { path + "/" + name }
}

/// The package's root folder, for tests that read `migrations/`,
/// `examples/`, `scripts/` or `Tests/Fixtures/`.
package let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
