import Foundation
import Testing

/// SPEC 1: which file, and what happens when it or its folder is missing.
@Suite struct MenuLocationTests {
    /// A typo in the folder of `--db` or `MENUCTL_DB` is exit 74 naming the
    /// folder, for writers and readers alike; nothing is made.
    @Test func aNamedMenuInAMissingFolderIsRefusedNamingTheFolder() throws {
        let sandbox = Sandbox()
        let typo = sandbox.folder + "/menus-typo"
        let link = sandbox.folder + "/link.db"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "menus-typo/real.db")
        for (arguments, environment) in [
            (["add-item", "宫保鸡丁", "--db", typo + "/shop.db"], [:]),
            (["list", "--db", typo + "/shop.db"], [:]),
            (["add-item", "宫保鸡丁"], ["MENUCTL_DB": typo + "/shop.db"]),
            (["info"], ["MENUCTL_DB": typo + "/shop.db"]),
            (["add-item", "宫保鸡丁", "--db", link], [:]),
        ] as [([String], [String: String?])] {
            let outcome = try sandbox.run(arguments, environment: environment)
            #expect(outcome.status == 74 && outcome.stdout.isEmpty, "\(arguments): \(outcome)")
            #expect(outcome.stderr.hasPrefix("Error: ") && outcome.stderr.contains("there is no folder")
                    && outcome.stderr.contains("menus-typo\n"), "\(arguments): \(outcome)")
        }
        #expect(!FileManager.default.fileExists(atPath: typo))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "menus-typo/real.db")
    }

    /// Only the default location's folders are made, on the first write.
    @Test func theDefaultLocationsFoldersAreMadeOnTheFirstWrite() throws {
        let sandbox = Sandbox()
        let data = sandbox.folder + "/data"
        let environment: [String: String?] = ["MENUCTL_DB": nil, "XDG_DATA_HOME": data]
        let read = try sandbox.run(["list"], environment: environment)
        #expect(read.status == 0 && read.stderr == "Notice: no menu at \(data)/menuctl/menu.db yet\n", "\(read)")
        #expect(!FileManager.default.fileExists(atPath: data), "a reader makes nothing")
        #expect(try sandbox.run(["add-item", "宫保鸡丁"], environment: environment).status == 0)
        #expect(FileManager.default.fileExists(atPath: data + "/menuctl/menu.db"))
    }

    /// Readers of a missing menu act on an empty one and say so; -q silences it.
    @Test func readersOfAMissingMenuSaySoAndMakeNothing() throws {
        let sandbox = Sandbox()
        for command in [["list"], ["history"], ["export"], ["info"], ["check"], ["list", "--format", "json"]] {
            let outcome = try sandbox.run(command)
            #expect(outcome.status == 0, "\(command): \(outcome)")
            #expect(outcome.stderr == "Notice: no menu at \(sandbox.database) yet\n", "\(command): \(outcome)")
            let quiet = try sandbox.run(command + ["-q"])
            #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(command) -q: \(quiet)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.folder).isEmpty)
    }
}
