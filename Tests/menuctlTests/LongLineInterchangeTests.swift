import Foundation
import Testing

/// SPEC 9: a JSON document is read whatever its line lengths (one line is
/// what `json.dumps` and `jq -c` write), up to 1 GiB; batch lines and CSV
/// records keep their 1 MiB limit.
@Suite struct LongLineInterchangeTests {
    /// 12,000 dishes on one line, their names long: about 1.26 MiB without a
    /// line break (longer names, not more dishes: rows are what takes time).
    private func oneLineMenu(dishes: Int) -> String {
        let items = (1...dishes).map { #"{"kind":"item","name":"家常豆腐配老坛酸菜青花椒红油和手工嫩豆腐 第\#($0)份","price":"26"}"# }
        return #"{"format":"menuctl","version":2,"currency":"CNY","menu":[{"kind":"group","name":"主菜","children":["#
            + items.joined(separator: ",") + "]}]}"
    }

    @Test func aOneLineDocumentOverOneMebibyteImports() throws {
        let sandbox = Sandbox()
        let text = oneLineMenu(dishes: 12_000)
        #expect(text.utf8.count > 1 << 20 && !text.contains("\n"))
        let file = try sandbox.write("menu.json", text)
        let outcome = try sandbox.must("import", file)
        #expect(outcome.stdout == "imported \(file): 12001 added, 0 changed, 0 unchanged, 0 removed\n", "\(outcome)")
        #expect(try sandbox.query("SELECT count(*) FROM menu_node WHERE kind = 'item'") == "12000")
        // From standard input too, as `jq -c . menu.json | menuctl import -` gives it.
        let piped = try sandbox.shell("\"$MENUCTL\" import - --replace < '\(file)'")
        #expect(piped.status == 0 && piped.stdout == "imported -: 0 added, 0 changed, 12001 unchanged, 0 removed\n", "\(piped)")
    }

    @Test func aCSVRecordOverOneMebibyteIsStillRefused() throws {
        let sandbox = Sandbox()
        let long = String(repeating: "辣", count: 400_000)
        let file = try sandbox.write("menu.csv", "path,kind,price,description,spice,tags,sold_out\r\n主菜/\(long),item,,,,,\r\n")
        let outcome = try sandbox.run(["import", file])
        #expect(outcome.status == 65 && outcome.stderr == "\(file):2: Error: the line is longer than 1 MiB\n", "\(outcome)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.database))
    }

    /// The limit is the line's, wherever the read that holds its end
    /// begins: a line one byte over 1 MiB is refused, one of 1 MiB is read.
    @Test func aBatchLineOneByteOverOneMebibyteIsRefused() throws {
        let sandbox = Sandbox()
        let over = try sandbox.write("over.menuctl", "add-group A\n#" + String(repeating: "x", count: 1 << 20) + "\nadd-group B\n")
        let refused = try sandbox.run(["batch", over])
        #expect(refused.status == 65 && refused.stderr == "\(over):2: Error: the line is longer than 1 MiB\n", "\(refused)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.database))
        let fits = try sandbox.write("fits.menuctl", "add-group A\n#" + String(repeating: "x", count: (1 << 20) - 1) + "\nadd-group B\n")
        #expect(try sandbox.must("batch", fits, "-q").status == 0)
    }

    /// No JSON text holds a NUL byte: `import /dev/zero` stops at once
    /// instead of reading a gibibyte first.
    @Test func endlessZerosStopAtOnce() throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.shell("timeout 20 \"$MENUCTL\" import /dev/zero --format json")
        #expect(outcome.status == 65 && outcome.stderr == "Error: /dev/zero: the file holds a NUL byte, which JSON text never does\n", "\(outcome)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.database))
    }
}
