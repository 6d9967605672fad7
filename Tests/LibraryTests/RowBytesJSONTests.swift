import Testing
@testable import MenuFormats
@testable import MenuModel

/// The JSON rows' strings are written as bytes, copied whole when their
/// bytes show nothing to escape (RowBytes+JSON.swift). Each scalar is
/// checked against SPEC 8's rule, written out here scalar by scalar:
/// a byte the fast path lets through wrongly shows up as a difference.
@Suite struct RowBytesJSONTests {
    /// SPEC 8 and RFC 8259 section 7, one scalar at a time.
    private func expected(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case "\n": return "\\n"
        case "\t": return "\\t"
        case "\r": return "\\r"
        default:
            let hidden = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
                || scalar.value == 0x2029 || scalar.properties.generalCategory == .format
            guard hidden else { return String(scalar) }
            return scalar.utf16.map { unit in
                let hex = String(unit, radix: 16)
                return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }.joined()
        }
    }

    private func json(_ text: String) -> String {
        var out = RowBytes(reserving: 16)
        out.appendJSON(text)
        return out.text
    }

    /// Every scalar alone, and between two CJK characters, whose lead
    /// bytes take the fast path: the BMP whole, and the planes beyond it
    /// in steps, with every format character there (U+E0001, U+1D173).
    @Test func everyScalarIsWrittenAsSPEC8Says() {
        let beyond = stride(from: 0x10000, through: 0x10FFFF, by: 97).map(UInt32.init)
            + [0x110BD, 0x1D173, 0x1D17A, 0xE0001, 0xE0020, 0xE007F, 0x1F336, 0x20000]
        for value in Array(0..<0xD800) + Array(0xE000...0xFFFF) + beyond {
            let scalar = Unicode.Scalar(value)!
            #expect(json(String(scalar)) == "\"" + expected(scalar) + "\"", "U+\(String(value, radix: 16))")
            #expect(json("鸡" + String(scalar) + "丁") == "\"鸡" + expected(scalar) + "丁\"", "U+\(String(value, radix: 16))")
        }
    }

    @Test func controlsC1SeparatorsAndFormatCharactersAreEscaped() {
        #expect(json("宫保鸡丁") == #""宫保鸡丁""#)
        #expect(json("a\u{0}\u{1B}[2J\u{7F}") == #""a\u0000\u001b[2J\u007f""#)
        #expect(json("\u{80}\u{85}\u{9B}\u{9F}\u{A0}") == "\"\\u0080\\u0085\\u009b\\u009f\u{A0}\"")
        #expect(json("回锅\u{2028}肉\u{2029}") == #""回锅\u2028肉\u2029""#)
        #expect(json("麻婆\u{202E}\u{E0001}豆腐\u{FEFF}\u{AD}") == #""麻婆\u202e\udb40\udc01豆腐\ufeff\u00ad""#)
        #expect(json("say \"hi\" \\ bye\n\t\r") == #""say \"hi\" \\ bye\n\t\r""#)
        #expect(json("") == #""""#)
    }

    /// A name another program stored as bytes that are not UTF-8 is read
    /// with U+FFFD in their place (`Statement.text`), never as a lone
    /// surrogate or a raw byte: JSON carries the U+FFFD as it is.
    @Test func invalidStoredUTF8ArrivesAsReplacementCharacters() {
        let stored: [UInt8] = [0x46, 0xFF, 0x80, 0xC0, 0xAF, 0xED, 0xA0, 0x80, 0xF4, 0x90, 0x80, 0x80, 0x47]
        let read = String(decoding: stored, as: UTF8.self)
        #expect(read.unicodeScalars.allSatisfy { $0 == "F" || $0 == "G" || $0 == "\u{FFFD}" })
        #expect(json(read) == "\"" + read + "\"")
    }

    /// The other values of a row: prices, numbers or null, lists, objects, hours.
    @Test func valuesOfARow() {
        var out = RowBytes(reserving: 16)
        out.appendJSON(price: Amount(validFen: 3800))
        out.append(UInt8(ascii: " "))
        out.appendJSON(price: Amount(validFen: 5), spaced: true)
        out.append(UInt8(ascii: " "))
        out.appendJSON(price: nil)
        out.append(UInt8(ascii: " "))
        out.appendJSON(int: 7)
        out.appendJSON(int: nil)
        out.append(UInt8(ascii: " "))
        out.appendJSON(orNull: nil)
        out.appendJSON(orNull: "份")
        out.append(UInt8(ascii: " "))
        out.appendJSON(strings: [])
        out.appendJSON(strings: ["招牌", "a\"b"])
        out.append(UInt8(ascii: " "))
        out.appendJSON(translations: [])
        out.appendJSON(translations: [Translation(lang: "en", text: "Kung Pao"), Translation(lang: "ja", text: "宮保")])
        #expect(out.text == #"{"amount":3800,"currency":"CNY"} {"amount": 5, "currency": "CNY"} null 7null null"份" []["招牌","a\"b"] {}{"en":"Kung Pao","ja":"宮保"}"#)
    }

    @Test func hoursAsTheRowsWriteThem() throws {
        let hours = ServingHours([
            try ServingWindow(parsing: "6:30-10:30", days: Weekdays(parsing: "mon-fri")),
            try ServingWindow(parsing: "22:00-02:00", days: Weekdays(parsing: "fri,sat")),
            try ServingWindow(parsing: "00:00-24:00"),
        ])
        #expect(JSONText.hours(hours) == #"[{"days":"mon-fri","from":"06:30","to":"10:30"},{"days":"fri,sat","from":"22:00","to":"02:00"},{"days":"mon-sun","from":"00:00","to":"24:00"}]"#)
        #expect(JSONText.hours(.always) == "[]")
    }
}
