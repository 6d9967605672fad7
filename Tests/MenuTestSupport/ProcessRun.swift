import Foundation

/// What one run of a program gave.
package struct Outcome: CustomStringConvertible, Sendable {
    package let status: Int32
    package let stdout: String
    package let stderr: String

    package init(status: Int32, stdout: String, stderr: String) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
    }

    /// Standard output's lines, without the newline that ends the last.
    package var lines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
    package var description: String { "exit \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
}

/// Runs `executable` to its end with `stdin` as its input (none: an empty
/// one) and `environment` (nil: this process's).
package func runProcess(_ executable: String, _ arguments: [String], stdin: String? = nil,
                        environment: [String: String]? = nil) throws -> Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let environment { process.environment = environment }
    // Output goes to files, not pipes: a large output cannot fill a pipe and stall.
    let capture = FileManager.default.temporaryDirectory.appendingPathComponent("menuctl-run-\(UUID().uuidString)").path
    _ = FileManager.default.createFile(atPath: capture + ".out", contents: nil)
    _ = FileManager.default.createFile(atPath: capture + ".err", contents: nil)
    defer {
        try? FileManager.default.removeItem(atPath: capture + ".out")
        try? FileManager.default.removeItem(atPath: capture + ".err")
    }
    let output = FileHandle(forWritingAtPath: capture + ".out")!
    let error = FileHandle(forWritingAtPath: capture + ".err")!
    let input = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = input
    try process.run()
    try output.close()
    try error.close()
    if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    let outData = FileManager.default.contents(atPath: capture + ".out") ?? Data()
    let errData = FileManager.default.contents(atPath: capture + ".err") ?? Data()
    return Outcome(status: process.terminationStatus,
                   stdout: String(decoding: outData, as: UTF8.self),
                   stderr: String(decoding: errData, as: UTF8.self))
}
