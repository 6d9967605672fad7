import Testing
@testable import MenuData
@testable import MenuFormats
@testable import MenuModel
@testable import SQLite
import MenuTestSupport

@Suite struct ShellWordsTests {
    @Test(arguments: [
        (#"add-item 宫保鸡丁 --in 主菜"#, ["add-item", "宫保鸡丁", "--in", "主菜"]),
        (#"add-item "干 烧 鱼" 'Coca Cola'"#, ["add-item", "干 烧 鱼", "Coca Cola"]),
        (#"add-item 干\ 烧鱼"#, ["add-item", "干 烧鱼"]),
        (#"add-item "say \"hi\"" 'it\s'"#, ["add-item", "say \"hi\"", "it\\s"]),
        (#"add-item a"b"'c' ''"#, ["add-item", "abc", ""]),
        ("  list   --all\t ", ["list", "--all"]),
        ("# a comment", []),
        ("list # trailing comment", ["list"]),
        ("add-item a#b", ["add-item", "a#b"]),
        ("", []),
        // A plain word is taken whole; one that turns quoted halfway, or
        // starts plain and holds a backslash, is read byte by byte.
        (#"ab'c d'e f\ g h"i j" "k"l"#, ["abc de", "f g", "hi j", "kl"]),
        ("菜1\t--price\r\n10.50", ["菜1", "--price", "10.50"]),
    ] as [(String, [String])])
    func splitsLikeAPOSIXShell(line: String, words: [String]) throws {
        #expect(try ShellWords.split(line) == words)
    }

    @Test(arguments: [#"add-item "open"#, "add-item 'open", #"add-item trailing\"#])
    func refusesUnfinishedQuoting(line: String) {
        #expect(throws: MenuError.self) { try ShellWords.split(line) }
    }

    /// Split by bytes: a quote or a space followed by a combining mark is
    /// still a quote or a space, and the mark goes with the next word.
    @Test func splitsBytesNotCharacters() throws {
        #expect(try ShellWords.split("add-item '\u{301}x' \u{301}y") == ["add-item", "\u{301}x", "\u{301}y"])
        #expect(try ShellWords.split("a\\\u{301}b \"c\\\u{301}\"") == ["a\u{301}b", "c\\\u{301}"])
    }

    /// A batch line is checked by `isUTF8`, which must decide as
    /// `String(validating:)` does: on every pair of bytes, and on runs of
    /// the bytes where UTF-8's rules change (overlong forms, surrogates,
    /// past U+10FFFF, a sequence cut short).
    @Test func checksUTF8AsTheStandardLibraryDoes() {
        func agrees(_ bytes: [UInt8]) -> Bool {
            bytes.withUnsafeBufferPointer { ShellWords.isUTF8($0) } == (String(validating: bytes, as: UTF8.self) != nil)
        }
        var differ: [[UInt8]] = []
        for first in UInt8.min...UInt8.max {
            for second in UInt8.min...UInt8.max where !agrees([first, second]) { differ.append([first, second]) }
        }
        let edges: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF,
                              0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF]
        var random = SeededGenerator(state: 8)
        for _ in 0..<100_000 {
            let bytes = (0..<Int.random(in: 1...7, using: &random)).map { _ in edges.randomElement(using: &random)! }
            if !agrees(bytes) { differ.append(bytes) }
        }
        #expect(differ.isEmpty, "\(differ.prefix(10))")
        #expect(Array("宫保鸡丁 🌶".utf8).withUnsafeBufferPointer(ShellWords.isUTF8))
    }

    /// `quoted` tells plain words by ranges before it asks Unicode's tables:
    /// the ranges must say what the tables say.
    @Test func plainWordShortcutsAgreeWithTheUnicodeTables() {
        for value in UInt32(0x41)...0x7A where !(0x5B...0x60).contains(value) {
            #expect(Unicode.Scalar(value)!.properties.isAlphabetic)
        }
        for value in UInt32(0x4E00)...0x9FFF {
            let scalar = Unicode.Scalar(value)!
            #expect(!scalar.properties.isWhitespace && scalar.properties.generalCategory == .otherLetter, "U+\(scalar.hexCode)")
        }
        #expect(ShellWords.quoted("宫保鸡丁Ab9") == "宫保鸡丁Ab9")
        #expect(ShellWords.quoted("a b") == "'a b'")
    }
}

@Suite struct JSONTests {
    @Test func parsesEveryKindOfValue() throws {
        let value = try JSONParser.parse(Array(#" {"a": [1, -2.5e3, true, false, null, "x\n\u00e9\ud83c\udf36"], "b": {}} "#.utf8))
        #expect(value == .object([
            ("a", .array([.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null, .string("x\né🌶")])),
            ("b", .object([])),
        ]))
    }

    @Test(arguments: ["", "{", "[1,]", "{\"a\" 1}", "tru", "01", "\"\\x\"", "\"\u{1}\"", "[1] 2", "\"\\ud800\"", "-", "1."])
    func refusesMalformedJSON(text: String) {
        #expect(throws: MenuError.self) { try JSONParser.parse(Array(text.utf8)) }
    }

    @Test func refusesNestingDeeperThanTheLimitWithoutCrashing() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: MenuError.self) { try JSONParser.parse(Array(deep.utf8)) }
    }

    @Test func errorsNameTheLineAndColumn() {
        do {
            _ = try JSONParser.parse(Array("{\n  \"menu\": [\n    1,,\n]}".utf8))
            Issue.record("parsed")
        } catch {
            #expect(error.message == "line 3, column 7: unexpected character ','")
        }
    }
}

@Suite struct MenuDocumentTests {
    private func problem(_ json: String) -> String? {
        do { _ = try MenuDocument(bytes: Array(json.utf8)); return nil } catch { return error.message }
    }

    @Test func readsGroupsItemsAndBothPriceForms() throws {
        let document = try MenuDocument(bytes: Array("""
            {"format": "menuctl", "version": 1, "currency": "CNY", "menu": [
              {"kind": "group", "name": "主菜", "expanded": false, "children": [
                {"kind": "item", "name": "宫保鸡丁", "price": {"amount": 3800, "currency": "CNY"}},
                {"kind": "item", "name": "回锅肉", "price": "¥42.50"},
                {"kind": "item", "name": "米饭", "price": null},
                {"kind": "item", "name": "茶"}
              ]}
            ]}
            """.utf8))
        let group = try #require(document.entries.first)
        #expect(group.isGroup && group.expanded == false && group.children.count == 4)
        #expect(group.children.map(\.price) == [.set(.fixed(try Amount(fen: 3800))), .set(.fixed(try Amount(fen: 4250))), .clear, .keep])
    }

    @Test(arguments: [
        (#"{"menu": [{"kind": "item", "name": "x", "price": "3x"}]}"#, #"menu[0].price: "3x" is not an amount"#),
        (#"{"menu": [{}, {"kind": "group", "name": "a", "children": [{"kind": "item", "name": "x", "price": "3x"}]}]}"#, #"menu[0]: missing "kind""#),
        (#"{"menu": [{"kind": "group", "name": "a", "children": [{"kind": "item", "name": "x", "price": "3x"}]}]}"#, #"menu[0].children[0].price: "3x" is not an amount"#),
        (#"{"menu": [{"kind": "dish", "name": "x"}]}"#, #"menu[0].kind: "dish" is not "group", "item" or "set""#),
        (#"{"menu": [{"kind": "item", "name": ""}]}"#, "menu[0].name: a name cannot be empty"),
        (#"{"menu": [{"kind": "item", "name": 5}]}"#, "menu[0].name: expected a string, found a number"),
        (#"{"menu": [{"kind": "item", "name": "a"}, {"kind": "item", "name": "a"}]}"#, #"menu[1].name: "a" appears twice in the same group"#),
        (#"{"menu": [{"kind": "group", "name": "a", "chilren": []}]}"#, #"menu[0]: unknown key "chilren""#),
        (#"{"menu": [{"kind": "item", "name": "a", "price": {"amount": 38.5, "currency": "CNY"}}]}"#, "menu[0].price.amount: 38.5 is not a whole number of fen from 0 to 999999999"),
        (#"{"menu": [{"kind": "item", "name": "a", "price": {"amount": 1, "currency": "USD"}}]}"#, #"menu[0].price.currency: "USD" is not "CNY""#),
        (#"{"menu": [{"kind": "group", "name": "a", "price": null}]}"#, #"menu[0]: unknown key "price""#),
        (#"{"format": "other", "menu": []}"#, #"format: "other" is not "menuctl""#),
        (#"{"version": 7, "menu": []}"#, "version: 7 is not a version this menuctl reads (1, 2, 3, 4, 5 or 6)"),
        (#"[]"#, #"the document must be a JSON object with a "menu" array"#),
        (#"{}"#, #"the document has no "menu" array"#),
    ] as [(String, String)])
    func namesThePlaceOfTheProblem(json: String, message: String) {
        #expect(problem(json) == message)
    }
}
