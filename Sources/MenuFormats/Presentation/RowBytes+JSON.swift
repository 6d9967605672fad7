import MenuModel
/// JSON values written as bytes (https://www.rfc-editor.org/rfc/rfc8259):
/// the rows of `list`, `find` and `show` write each key's value here, as
/// TSV writes its columns, and `JSONText` hands the same bytes out as a
/// String for the documents, so a text is escaped one way everywhere.
extension RowBytes {
    /// `"宫保鸡丁"`: copied as it is when its bytes show nothing to escape
    /// (most names and every path of a Chinese menu), else scalar by scalar.
    mutating func appendJSON(_ text: String) {
        append(UInt8(ascii: "\""))
        appendJSONContents(text)
        append(UInt8(ascii: "\""))
    }

    /// A row's path, `above/last`, as one JSON string: each part escaped
    /// on its own, which is the whole escaped, as escaping goes scalar by
    /// scalar.
    mutating func appendJSON(path above: String?, _ last: String) {
        append(UInt8(ascii: "\""))
        if let above {
            appendAbove(above, inJSON: true) { $0.appendJSONContents($1) }
            append(UInt8(ascii: "/"))
        }
        appendJSONContents(last)
        append(UInt8(ascii: "\""))
    }

    /// A text's part of a JSON string, without its quotes.
    mutating func appendJSONContents(_ text: String) {
        var text = text
        let copied = text.withUTF8 { utf8 in
            guard Self.isPlainJSON(utf8) else { return false }
            append(utf8)
            return true
        }
        if !copied { appendEscapedJSON(text) }
    }

    /// A text, or `null`.
    mutating func appendJSON(orNull text: String?) {
        if let text { appendJSON(text) } else { append(literal: "null") }
    }

    /// Whether these UTF-8 bytes go into a JSON string as they are: printable
    /// ASCII but `"` and `\`, and what `Terminal.showsAsIs` knows shows as it
    /// is (CJK's lead bytes E3–EE and the bytes after a lead). False where
    /// only the scalars can tell.
    static func isPlainJSON(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): false
            case 0x20..<0x7F, 0x80...0xBF, 0xE3...0xEE: true
            default: false
            }
        }
    }

    /// Every control character, C1 included, and the line and paragraph
    /// separators (which end a line in JavaScript), as \u escapes (SPEC 8);
    /// format characters too, so a stored U+202E cannot reorder what a
    /// terminal shows of the JSON. Text read from the database is valid
    /// UTF-8 by then (bad bytes became U+FFFD), so no lone surrogate
    /// reaches here.
    private mutating func appendEscapedJSON(_ text: String) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": append(literal: "\\\"")
            case "\\": append(literal: "\\\\")
            case "\n": append(literal: "\\n")
            case "\t": append(literal: "\\t")
            case "\r": append(literal: "\\r")
            default:
                if scalar.isHiddenFromReaders {
                    // Beyond the BMP, two escapes: a surrogate pair.
                    for unit in scalar.utf16 { appendUnicodeEscape(unit) }
                } else {
                    for byte in scalar.utf8 { append(byte) }
                }
            }
        }
    }

    /// `\u001b`: four lowercase hex digits.
    private mutating func appendUnicodeEscape(_ unit: UInt16) {
        append(literal: "\\u")
        for shift in stride(from: 12, through: 0, by: -4) {
            let digit = UInt8(truncatingIfNeeded: unit >> UInt16(shift)) & 0xF
            append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
        }
    }

    /// `{"amount":3800,"currency":"CNY"}` in the menu's currency, or `null`:
    /// every JSON price menuctl writes. `spaced`: as the export document
    /// spaces its members, `{"amount": 3800, "currency": "CNY"}`.
    mutating func appendJSON(price amount: Amount?, spaced: Bool = false) {
        guard let amount else { return append(literal: "null") }
        append(literal: spaced ? "{\"amount\": " : "{\"amount\":")
        append(amount.fen)
        append(literal: spaced ? ", \"currency\": \"" : ",\"currency\":\"")
        append(Amount.currency)
        append(literal: "\"}")
    }

    /// A whole number, or `null`.
    mutating func appendJSON(int value: Int?) {
        if let value { append(value) } else { append(literal: "null") }
    }

    /// `true`, `false` or `null`.
    mutating func append(json value: Bool?) {
        switch value {
        case true?: append(literal: "true")
        case false?: append(literal: "false")
        case nil: append(literal: "null")
        }
    }

    /// `["招牌","新品"]`, `[]` for none.
    mutating func appendJSON(strings texts: [String]) {
        append(UInt8(ascii: "["))
        for (index, text) in texts.enumerated() {
            if index > 0 { append(UInt8(ascii: ",")) }
            appendJSON(text)
        }
        append(UInt8(ascii: "]"))
    }

    /// `{"en":"Kung Pao Chicken"}`: texts by language, `{}` for none.
    mutating func appendJSON(translations texts: [Translation]) {
        append(UInt8(ascii: "{"))
        for (index, translated) in texts.enumerated() {
            if index > 0 { append(UInt8(ascii: ",")) }
            appendJSON(translated.lang)
            append(UInt8(ascii: ":"))
            appendJSON(translated.text)
        }
        append(UInt8(ascii: "}"))
    }

    /// `[{"days":"mon-fri","from":"06:00","to":"10:30"}]` (SPEC 16), `[]` for none.
    mutating func appendJSON(hours: ServingHours) {
        append(UInt8(ascii: "["))
        for (index, window) in hours.windows.enumerated() {
            if index > 0 { append(UInt8(ascii: ",")) }
            append(literal: "{\"days\":\"")
            append(window.days.description)
            append(literal: "\",\"from\":\"")
            appendClock(window.opens)
            append(literal: "\",\"to\":\"")
            appendClock(window.closes)
            append(literal: "\"}")
        }
        append(UInt8(ascii: "]"))
    }

    /// `06:30`, as `ServingWindow.clock` writes minutes since midnight.
    mutating func appendClock(_ minutes: Int) {
        appendTwoDigits(minutes / 60)
        append(UInt8(ascii: ":"))
        appendTwoDigits(minutes % 60)
    }

    /// `07`, `24`: a number below 100 in two digits.
    private mutating func appendTwoDigits(_ number: Int) {
        append(UInt8(ascii: "0") + UInt8(number / 10))
        append(UInt8(ascii: "0") + UInt8(number % 10))
    }
}
