import Foundation
import MenuTestSupport
import Testing

/// What `make install` puts in place; scripts/test installs into
/// `.build/test-install` first and says where in `MENUCTL_INSTALL_PREFIX`.
/// Plain `swift test` cannot install (SwiftPM cannot build from inside a
/// test run), so without an installation these tests are skipped, saying why.
@Suite(.enabled(if: installPrefix != nil,
                "nothing is installed: scripts/test runs `make install` into .build/test-install first"))
struct InstallTests {
    private func installed(_ path: String) throws -> String {
        let prefix = try #require(installPrefix, "run scripts/test, which runs `make install` first")
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
    }

    /// The installed scripts with the installed binary, in the three shells.
    @Test(arguments: ShellSession.Kind.allCases)
    func theInstalledScriptsComplete(_ kind: ShellSession.Kind) throws {
        let script = try installed(["bash": "share/bash-completion/completions/menuctl", "zsh": "share/zsh/site-functions/_menuctl",
                                    "fish": "share/fish/vendor_completions.d/menuctl.fish"][kind.rawValue]!)
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/宫保鸡丁", "早餐/担担面")
        let session = try ShellSession(kind, in: sandbox, binary: try installed("bin/menuctl"), script: script)
        #expect(try session.complete("menuctl add-i") == ["menuctl", "add-item", "END"])
        #expect(try session.complete("menuctl toggle 主") == ["menuctl", "toggle", "主菜", "END"])
        #expect(try session.complete("menuctl list --format ts") == ["menuctl", "list", "--format", "tsv", "END"])
        #expect(try session.complete("menuctl add-item x --pr") == ["menuctl", "add-item", "x", "--price", "END"])
    }

    @Test func theManPageRenders() throws {
        let page = try installed("share/man/man1/menuctl.1")
        let outcome = try Sandbox.execute("/usr/bin/man", ["-l", "-P", "cat", page], environment: ["PATH": "/usr/bin:/bin", "MANWIDTH": "100"])
        #expect(outcome.status == 0, "\(outcome)")
        // The usage line of add-item wraps, and man justifies it: words are
        // compared with every run of white space made one space.
        let words = outcome.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for text in ["MENUCTL(1)", "add-item <name> ... [--in <group>] [--price <amount>] [--parents] [--size <name=amount>]",
                     "[--spice <0-3>] [--tag <tag>] ... [--translation <lang=text>]", "EXIT STATUS", "MENUCTL_DB"] {
            #expect(words.contains(text), "\(text)")
        }
    }
}

/// Where scripts/test installed menuctl, if it did.
private let installPrefix: String? = {
    if let prefix = ProcessInfo.processInfo.environment["MENUCTL_INSTALL_PREFIX"], !prefix.isEmpty { return prefix }
    let fallback = packageRoot.appendingPathComponent(".build/test-install").path
    return FileManager.default.fileExists(atPath: fallback + "/bin/menuctl") ? fallback : nil
}()
