import Foundation
import Testing

/// An interactive bash, zsh or fish on a terminal of its own (util-linux
/// `script` gives it one), with menuctl's completion script loaded, typed
/// into as a person would: the line, TAB, and then whatever TAB left behind
/// is run as `printf '%s\n'`, so the test sees the words the command would
/// have received. That is what "completes as one word" means.
final class ShellSession {
    enum Kind: String, CaseIterable, Sendable { case bash, zsh, fish }

    private let process = Process()
    private let input = Pipe()
    private let folder: String
    private var count = 0

    /// Starts `kind` in `sandbox`'s folder with `binary` on the PATH as
    /// menuctl, and the completion script at `script` (by default the one
    /// `binary` writes).
    init(_ kind: Kind, in sandbox: Sandbox, binary: String = menuctlBinary, script scriptFile: String? = nil,
         environment extra: [String: String?] = [:]) throws {
        folder = sandbox.folder + "/\(kind.rawValue)-session"
        try FileManager.default.createDirectory(atPath: folder + "/bin", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/bin/menuctl", withDestinationPath: binary)
        let script = try scriptFile.map { try String(contentsOfFile: $0, encoding: .utf8) }
            ?? Sandbox.execute(binary, ["--generate-completion-script", kind.rawValue]).stdout
        let command: String
        switch kind {
        case .bash:
            try script.write(toFile: folder + "/menuctl.bash", atomically: true, encoding: .utf8)
            try "PS1='$ '\nsource '\(folder)/menuctl.bash'\n".write(toFile: folder + "/bashrc", atomically: true, encoding: .utf8)
            command = "exec bash --noprofile --rcfile '\(folder)/bashrc' -i"
        case .zsh:
            try FileManager.default.createDirectory(atPath: folder + "/functions", withIntermediateDirectories: true)
            try script.write(toFile: folder + "/functions/_menuctl", atomically: true, encoding: .utf8)
            try """
                PS1='$ '
                bindkey -e
                fpath=('\(folder)/functions' $fpath)
                autoload -Uz compinit && compinit -u -D

                """.write(toFile: folder + "/.zshrc", atomically: true, encoding: .utf8)
            command = "exec zsh -d -i"
        case .fish:
            try script.write(toFile: folder + "/menuctl.fish", atomically: true, encoding: .utf8)
            command = "exec fish --no-config -i -C \"source '\(folder)/menuctl.fish'\""
        }
        var environment = sandbox.environment(extra)
        environment["PATH"] = folder + "/bin:/usr/bin:/bin"
        environment["SHELL"] = "/bin/sh"  // what `script -c` runs the command with
        environment["TERM"] = "xterm"
        environment["ZDOTDIR"] = folder
        environment["LANG"] = "C.UTF-8"
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qfec", command, "/dev/null"]
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: sandbox.folder)
        process.standardInput = input
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
    }

    deinit {
        try? input.fileHandleForWriting.write(contentsOf: Data("exit\r".utf8))
        try? input.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning { process.terminate() }
    }

    /// Types `line`, presses TAB, types `END`, and returns the words the
    /// line would run with: `["menuctl", "show", "主菜/Kung Pao Chicken", "END"]`.
    /// A unique completion ends with a space, so `END` is a word of its own;
    /// an unfinished one runs into it (`酒END`).
    func complete(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        count += 1
        let result = folder + "/words-\(count)"
        // Ctrl-A goes back to the start of the line in all three shells' emacs keys.
        let keys = line + "\tEND\u{01}printf '%s\\n' >'\(result)' \r"
        try input.fileHandleForWriting.write(contentsOf: Data(keys.utf8))
        // A debug build on a busy machine may take a while to start for each TAB.
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if let data = FileManager.default.contents(atPath: result), let text = String(data: data, encoding: .utf8),
               text.hasSuffix("END\n") {
                return text.split(separator: "\n").map(String.init)
            }
            usleep(50_000)
        }
        Issue.record("no answer from the shell for \(line)", sourceLocation: sourceLocation)
        return []
    }
}
