import Testing
@testable import MenuKit

@Suite struct AmountTests {
    @Test(arguments: [
        ("38", 3800), ("38.5", 3850), ("¥38.50", 3850), ("￥0.05", 5), ("0", 0),
        ("9999999.99", 999_999_999), ("007.1", 710), (" 12 ", 1200),
    ] as [(String, Int64)])
    func parsesAmountsIntoWholeFen(text: String, fen: Int64) throws {
        #expect(try Amount(parsing: text).fen == fen)
    }

    @Test(arguments: ["", "-1", "38.505", "1e3", "NaN", "10000000", "3x", "¥", "38.", ".5", "1,000", "+5", "inf", "¥-1"])
    func refusesWhatIsNotAnAmount(text: String) {
        #expect(throws: MenuError.self) { try Amount(parsing: text) }
        do { _ = try Amount(parsing: text) } catch { #expect(error.kind == .invalidArgument) }
    }

    @Test func printsTwoDecimals() throws {
        #expect(try Amount(fen: 3800).description == "38.00")
        #expect(try Amount(fen: 5).description == "0.05")
        #expect(try Amount(fen: 128050).description == "1280.50")
    }
}

@Suite struct NameTests {
    @Test func trimsSurroundingWhiteSpace() throws {
        #expect(try Name("  宫保鸡丁 \t").text == "宫保鸡丁")
    }

    @Test func countsCharactersNotBytes() throws {
        #expect(throws: Never.self) { try Name(String(repeating: "鸭", count: 100)) }
        #expect(throws: MenuError.self) { try Name(String(repeating: "鸭", count: 101)) }
    }

    @Test(arguments: ["", "   ", "a/b", "tab\there", "bell\u{7}", "esc\u{1B}[31m", "del\u{7F}", "nl\nx"])
    func refusesInvalidNames(text: String) {
        #expect(throws: MenuError.self) { try Name(text) }
    }

    @Test func pathsSplitOnSlashAndRefuseEmptyParts() throws {
        #expect(try MenuPath(parsing: "酒水/白酒/五粮液").names.map(\.text) == ["酒水", "白酒", "五粮液"])
        #expect(throws: MenuError.self) { try MenuPath(parsing: "酒水//白酒") }
        #expect(throws: MenuError.self) { try MenuPath(parsing: "/酒水") }
        #expect(throws: MenuError.self) { try MenuPath(parsing: "酒水/") }
    }

    @Test func targetsAreIDsOrPaths() throws {
        #expect(try Target(parsing: "#12") == .id(12))
        #expect(try Target(parsing: "主菜") == .path(path("主菜")))
        #expect(throws: MenuError.self) { try Target(parsing: "#x") }
        #expect(throws: MenuError.self) { try Target(parsing: "#0") }
    }
}

@Suite struct DisplayWidthTests {
    @Test func chineseTakesTwoColumnsLatinOne() {
        #expect(Terminal.displayWidth("宫保鸡丁") == 8)
        #expect(Terminal.displayWidth("Coca Cola") == 9)
        #expect(Terminal.displayWidth("青岛 Beer") == 9)
        #expect(Terminal.displayWidth("ＡＢ") == 4)
        #expect(Terminal.displayWidth("e\u{301}") == 1)
    }

    @Test func controlCharactersAreEscaped() {
        #expect(Terminal.escaped("a\u{1B}[31mb") == "a\\u{1B}[31mb")
        #expect(Terminal.escaped("宫保鸡丁") == "宫保鸡丁")
    }
}
