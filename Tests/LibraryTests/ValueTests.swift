import Testing
@testable import MenuData
@testable import MenuFormats
@testable import MenuModel
@testable import SQLite
import MenuTestSupport

@Suite struct AmountTests {
    /// Written digit by digit for speed; it must read as yuan, a point and
    /// two digits of fen for every amount there is.
    @Test func anAmountReadsAsYuanAndTwoDigitsOfFen() throws {
        var random = SeededGenerator(state: 38)
        for fen in [0, 1, 9, 10, 99, 100, 101, 3800, 3850, Amount.maximumFen] + (0..<2_000).map({ _ in Int64.random(in: 0...Amount.maximumFen, using: &random) }) {
            let cents = fen % 100
            #expect(try Amount(fen: fen).description == "\(fen / 100)." + (cents < 10 ? "0" : "") + String(cents))
        }
    }

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

    @Test(arguments: ["", "   ", "a/b", "tab\there", "bell\u{7}", "esc\u{1B}[31m", "del\u{7F}", "nl\nx",
                      "csi\u{9B}31m", "line\u{2028}break", "宫保\u{202E}丁鸡", "zero\u{200B}width", "\u{FEFF}bom",
                      "iso\u{2066}late", "soft\u{AD}hyphen", "tag\u{E0041}", "#5", "#007", " #12 ",
                      "a/\u{301}b", "/\u{301}"])
    func refusesInvalidNames(text: String) {
        #expect(throws: MenuError.self) { try Name(text) }
        do { _ = try Name(text) } catch { #expect(error.kind == .invalidArgument) }
    }

    @Test(arguments: ["#", "#x", "#5a", "5#", "＃5", "#５", "No. 5", "e\u{301}", "\u{301}x", "🌶️"])
    func acceptsNamesThatOnlyResembleTheRules(text: String) throws {
        #expect(try Name(text).text == text)
    }

    /// SPEC 2 refuses every Cf character, and U+200D, which joins 👩 and 🍳
    /// into one emoji, is one: such emoji cannot be names.
    @Test func emojiJoinedByAZeroWidthJoinerIsRefused() {
        #expect(throws: MenuError.self) { try Name("👩\u{200D}🍳") }
    }

    /// `isFormat` skips the table outside the ranges where Cf characters
    /// are; a newer Unicode in the toolchain must not slip one past it.
    @Test func theFormatCharacterShortcutAgreesWithTheUnicodeTable() {
        var missed: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if scalar.isFormat != (scalar.properties.generalCategory == .format) { missed.append("U+\(scalar.hexCode)") }
        }
        #expect(missed.isEmpty, "\(missed.prefix(20))")
    }

    /// `isWhiteSpace` is a list of code points, not a look-up; a newer
    /// Unicode in the toolchain that changed White_Space must fail here.
    @Test func theWhiteSpaceListAgreesWithTheUnicodeTable() {
        var differ: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if scalar.isWhiteSpace != scalar.properties.isWhitespace { differ.append("U+\(scalar.hexCode)") }
        }
        #expect(differ.isEmpty, "\(differ.prefix(20))")
    }

    /// `trimmingWhiteSpace` skips the scalars when the first and last bytes
    /// cannot start or end white space: every White_Space scalar must start
    /// and end with a byte the two lists name.
    @Test func theWhiteSpaceByteShortcutCoversEveryWhiteSpaceScalar() {
        var missed: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.isWhitespace else { continue }
            let bytes = Array(String(scalar).utf8)
            if !String.mayStartWhiteSpace(bytes[0]) || !String.mayEndWhiteSpace(bytes[bytes.count - 1]) {
                missed.append("U+\(scalar.hexCode)")
            }
        }
        #expect(missed.isEmpty, "\(missed)")
        #expect(" 主菜\u{3000}".trimmingWhiteSpace() == "主菜")
        #expect("\u{85}a\u{A0}".trimmingWhiteSpace() == "a")
        #expect("主菜".trimmingWhiteSpace() == "主菜")
    }

    /// The refused scalars are found in one walk, then told apart: a
    /// control character is named before a format character before a `/`,
    /// wherever in the name each stands.
    @Test func namesTheFirstKindOfRefusedScalar() {
        func message(_ raw: String) -> String {
            do { _ = try Name(raw); return "" } catch { return error.message }
        }
        #expect(message("a/b\u{7}").contains("control character"))
        #expect(message("a/b\u{200B}").contains("format character (U+200B)"))
        #expect(message("\u{200B}a\u{7}").contains("control character"))
        #expect(message("a/b").contains("cannot hold '/'"))
        #expect(message("宫保鸡丁") == "")
    }

    @Test func checksBytesBeforeCharacters() throws {
        // One Character of 10 MB: refused by its bytes, with a short message.
        let huge = "a" + String(repeating: "\u{301}", count: 5_000_000)
        do {
            _ = try Name(huge)
            Issue.record("a 10 MB name was accepted")
        } catch {
            #expect(error.message.contains("400 bytes"))
            #expect(error.message.utf8.count < 200)
        }
        #expect(throws: Never.self) { try Name(String(repeating: "鸭", count: 100)) }  // 300 bytes
        #expect(try Name(String(repeating: "é", count: 100)).text.utf8.count == 200)
        let tooManyBytes = String(repeating: "🌶", count: 101)  // 101 Characters, 404 bytes
        do { _ = try Name(tooManyBytes); Issue.record("404 bytes accepted") } catch {
            #expect(error.message.contains("400 bytes"))
        }
        let exactly400 = String(repeating: "🌶", count: 100)
        #expect(try Name(exactly400).text == exactly400)
        let combining = String(repeating: "e\u{301}\u{302}", count: 81)  // 81 Characters, 405 bytes
        #expect(throws: MenuError.self) { try Name(combining) }
    }

    @Test func messagesQuoteTheNameEscapedAndCut() {
        let cases: [(String, String)] = [
            ("宫保\u{202E}丁鸡", "the name '宫保\\u{202E}丁鸡' holds an invisible format character (U+202E)"),
            ("#5", "the name '#5' looks like a node id; a name may not be '#' and digits"),
            ("ding\u{7}", "the name 'ding\\u{7}' holds a control character"),
            ("主/菜", "a name cannot hold '/', which separates the names in a path: '主/菜'"),
            (String(repeating: "辣", count: 101),
             "the name '\(String(repeating: "辣", count: 30))…' is longer than 100 characters"),
        ]
        for (text, message) in cases {
            do { _ = try Name(text); Issue.record("\(text) accepted") } catch { #expect(Terminal.escaped(error.message) == message) }
        }
    }

    @Test func namesAndPathsCompareByBytes() throws {
        let forms = ["\u{E9}", "e\u{301}", "\u{AC00}", "\u{1100}\u{1161}", "\u{C5}", "A\u{30A}", "\u{212B}"]
        let names = try forms.map { try Name($0) }
        #expect(Set(names).count == forms.count)
        #expect(try Name("\u{E9}") != Name("e\u{301}"))
        #expect(try Name("\u{E9}") == Name(" \u{E9} "))
        let paths = try forms.map { try MenuPath(parsing: "主菜/" + $0) }
        #expect(Set(paths).count == forms.count)
        var cache: [MenuPath: Int] = [:]
        for (index, path) in paths.enumerated() { cache[path] = index }
        #expect(cache[try MenuPath(parsing: "主菜/e\u{301}")] == 1)
    }

    @Test func pathsSplitOnSlashAndRefuseEmptyParts() throws {
        #expect(try MenuPath(parsing: "酒水/白酒/五粮液").names.map(\.text) == ["酒水", "白酒", "五粮液"])
        #expect(throws: MenuError.self) { try MenuPath(parsing: "酒水//白酒") }
        #expect(throws: MenuError.self) { try MenuPath(parsing: "/酒水") }
        #expect(throws: MenuError.self) { try MenuPath(parsing: "酒水/") }
        // A combining mark after `/` makes one Character with it; the path still splits there.
        #expect(try MenuPath(parsing: "酒水/\u{301}x").names.map(\.text) == ["酒水", "\u{301}x"])
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

    @Test func controlAndFormatCharactersAreEscaped() {
        #expect(Terminal.escaped("a\u{1B}[31mb") == "a\\u{1B}[31mb")
        #expect(Terminal.escaped("宫保鸡丁") == "宫保鸡丁")
        #expect(Terminal.escaped("x\u{9B}y\u{202E}z\u{200B}\u{FEFF}") == "x\\u{9B}y\\u{202E}z\\u{200B}\\u{FEFF}")
        #expect(Terminal.escaped("e\u{301}") == "e\u{301}", "a combining mark is visible; it is no format character")
        let once = Terminal.escaped("a\u{1B}\\b")
        #expect(Terminal.escaped(once) == once, "escaping twice changes nothing")
    }

    @Test func shortenedCutsByScalars() {
        #expect(Terminal.shortened("宫保鸡丁", to: 2) == "宫保…")
        #expect(Terminal.shortened("宫保鸡丁", to: 4) == "宫保鸡丁")
        #expect(Terminal.shortened("a" + String(repeating: "\u{301}", count: 1000), to: 3) == "a\u{301}\u{301}…")
    }
}
