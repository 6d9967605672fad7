import Foundation
import Testing

/// What `make install` puts in place; scripts/test installs into
/// `.build/test-install` first and says where in `MENUCTL_INSTALL_PREFIX`.
@Suite struct InstallTests {
    private var prefix: String? {
        if let prefix = ProcessInfo.processInfo.environment["MENUCTL_INSTALL_PREFIX"] { return prefix }
        let fallback = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/test-install").path
        return FileManager.default.fileExists(atPath: fallback) ? fallback : nil
    }

    private func installed(_ path: String) throws -> String {
        let prefix = try #require(prefix, "run scripts/test, which runs `make install` first")
        let full = prefix + "/" + path
        #expect(FileManager.default.fileExists(atPath: full), "\(path) is not installed")
        return full
    }

    @Test func theBinaryNeedsNoSwiftRuntimeAndRunsFromAnywhere() throws {
        let binary = try installed("bin/menuctl")
        let ldd = try Sandbox.execute("/usr/bin/ldd", [binary])
        #expect(!ldd.stdout.contains("libswift") && !ldd.stdout.contains("/opt/swift"), "\(ldd.stdout)")
        #expect(!ldd.stdout.contains("libFoundation"), "\(ldd.stdout)")

        // A copy alone in an empty folder, with no toolchain on the path, keeps a menu.
        let sandbox = Sandbox()
        let copy = sandbox.folder + "/menuctl"
        try FileManager.default.copyItem(atPath: binary, toPath: copy)
        let env = ["PATH": "/usr/bin:/bin", "HOME": sandbox.folder, "MENUCTL_DB": sandbox.folder + "/menu.db"]
        let add = try Sandbox.execute(copy, ["add-item", "-p", "主菜/宫保鸡丁", "--price", "38"], environment: env)
        #expect(add.status == 0, "\(add)")
        let list = try Sandbox.execute(copy, ["list", "--format", "tsv"], environment: env)
        #expect(list.stdout.contains("主菜/宫保鸡丁\t38.00"), "\(list)")
    }

    @Test func completionScriptsAreInstalledAndWellFormed() throws {
        let bash = try installed("share/bash-completion/completions/menuctl")
        let check = try Sandbox.execute("/bin/bash", ["-n", bash])
        #expect(check.status == 0, "\(check.stderr)")
        let zshFile = try installed("share/zsh/site-functions/_menuctl")
        let zsh = try String(contentsOfFile: zshFile, encoding: .utf8)
        #expect(zsh.hasPrefix("#compdef menuctl\n"))
        #expect(try Sandbox.execute("/usr/bin/zsh", ["-n", zshFile]).status == 0)
        let fishFile = try installed("share/fish/vendor_completions.d/menuctl.fish")
        #expect(try Sandbox.execute("/usr/bin/fish", ["-n", fishFile]).status == 0)
        let fish = try String(contentsOfFile: fishFile, encoding: .utf8)
        #expect(fish.contains("complete -c menuctl -n '__fish_use_subcommand' -a 'add-item'"))
        #expect(fish.contains("-l price"))
    }

    /// Menu paths complete by calling back into menuctl.
    @Test func bashCompletesSubcommandsOptionsAndMenuPaths() throws {
        let bash = try installed("share/bash-completion/completions/menuctl")
        let bin = try installed("bin/menuctl")
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/宫保鸡丁", "早餐/担担面")
        let script = """
            source '\(bash)'
            complete_words() { COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); COMPREPLY=(); _menuctl; printf '%s\\n' "${COMPREPLY[@]}"; }
            complete_words menuctl add-
            echo --
            complete_words menuctl toggle 主
            echo --
            complete_words menuctl list --format t
            echo --
            complete_words menuctl add-item --pr
            """
        let outcome = try Sandbox.execute("/bin/bash", ["-c", script],
                                          environment: sandbox.environment(["PATH": (bin as NSString).deletingLastPathComponent + ":/usr/bin:/bin"]))
        #expect(outcome.stdout == "add-group\nadd-item\n--\n主菜\n主菜/宫保鸡丁\n--\ntext\ntsv\n--\n--price\n", "\(outcome)")
    }

    @Test func fishCompletesMenuPathsAndChoices() throws {
        let fish = try installed("share/fish/vendor_completions.d/menuctl.fish")
        let bin = try installed("bin/menuctl")
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "酒水/青岛啤酒", "主菜/宫保鸡丁")
        let outcome = try Sandbox.execute("/usr/bin/fish", ["--no-config", "-c", """
            source '\(fish)'
            complete -C 'menuctl add-item x --in 酒' | cut -f1
            echo ==
            complete -C 'menuctl list --format t' | cut -f1
            """], environment: sandbox.environment(["PATH": (bin as NSString).deletingLastPathComponent + ":/usr/bin:/bin"]))
        #expect(outcome.stdout == "酒水\n酒水/青岛啤酒\n==\ntext\ntsv\n", "\(outcome)")
    }

    @Test func theManPageRenders() throws {
        let page = try installed("share/man/man1/menuctl.1")
        let outcome = try Sandbox.execute("/usr/bin/man", ["-l", "-P", "cat", page], environment: ["PATH": "/usr/bin:/bin", "MANWIDTH": "100"])
        #expect(outcome.status == 0, "\(outcome)")
        for text in ["MENUCTL(1)", "add-item <name> ... [--in <group>] [--price <amount>]", "EXIT STATUS", "MENUCTL_DB"] {
            #expect(outcome.stdout.contains(text), "\(text)")
        }
    }
}
