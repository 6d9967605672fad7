import Foundation
import PackagePlugin

/// Writes the migrations of `migrations/` into the target as Swift source
/// at every build where one changed, so the binary carries its schema (a
/// copy of it alone works anywhere) and the SQL files stay the one source
/// of it: nothing generated is kept beside them to fall out of step.
@main
struct EmbedMigrations: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let package = context.package.directoryURL
        let folder = package.appending(path: "migrations")
        let migrations = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "sql" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let script = package.appending(path: "scripts/embed-migrations")
        let output = context.pluginWorkDirectoryURL.appending(path: "Migrations.generated.swift")
        return [.buildCommand(displayName: "Embedding \(migrations.count) migrations",
                              executable: URL(fileURLWithPath: "/bin/bash"),
                              arguments: [script.path, output.path],
                              inputFiles: migrations + [script],
                              outputFiles: [output])]
    }
}
