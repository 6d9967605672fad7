import Testing
@testable import MenuFormats
@testable import MenuModel

/// The text table measures names from their UTF-8 bytes, decoding each
/// scalar itself (Terminal+DisplayWidth.swift): every scalar of every length
/// of UTF-8 must come out as the scalar's own width says.
@Suite struct WidthFromBytesTests {
    @Test func everyScalarIsMeasuredAsItsColumns() {
        for value in Array(0..<0xD800) + Array(0xE000...0x10FFFF) {
            let scalar = Unicode.Scalar(UInt32(value))!
            let width = Terminal.displayWidth(String(scalar))
            if width != Terminal.columns(scalar) { Issue.record("U+\(String(value, radix: 16)): \(width)") }
        }
    }

    @Test func textOfEveryLengthOfUTF8() {
        let samples: [(String, Int)] = [
            ("", 0), ("Coca Cola", 9), ("宫保鸡丁", 8), ("青岛 Beer", 9), ("ＡＢ", 4), ("ﾊﾝ", 2),
            ("e\u{301}", 1), ("café", 4), ("한글", 4), ("〿䷀ꓐ", 3), ("🌶\u{FE0F}辣", 3), ("𠀀𪚥", 4),
            ("\u{200B}x\u{FE0F}", 1), ("a\u{1B}b", 3),
        ]
        for (text, columns) in samples {
            #expect(Terminal.displayWidth(text) == columns, "\(text.unicodeScalars.map(\.value))")
            #expect(Terminal.displayWidth(text) == text.unicodeScalars.reduce(0) { $0 + Terminal.columns($1) })
        }
    }

    /// What the table writes of a name is its escaped form: measured whole
    /// without making it when the name needs no escaping, else from it.
    @Test func escapedTextIsMeasuredAsWritten() {
        for text in ["宫保鸡丁", "Coca Cola", "宫保\u{1B}[2J鸡丁\u{7}", "C\u{85}\u{2028}\u{200B}\u{202E}\u{FEFF}\u{E0001}",
                     "q\"b\\s\t\n", "F\u{FFFD}", "🌶\u{FE0F}辣 café", "e\u{301}"] {
            #expect(Terminal.escapedWidth(text) == Terminal.displayWidth(Terminal.escaped(text)), "\(text.unicodeScalars.map(\.value))")
        }
        #expect(Terminal.escapedWidth("宫保\u{1B}鸡丁") == 8 + 6, "\\u{1B} takes six")
    }
}
