import MenuModel
/// Just enough JSON writing for menuctl's documents, so the binary needs no
/// Foundation: string escaping (https://www.rfc-editor.org/rfc/rfc8259#section-7)
/// and the price object of SPEC 5.
package enum JSONText {
    package static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                // Every control character, C1 included, and the line and
                // paragraph separators (which end a line in JavaScript), as
                // \u escapes (SPEC 8); format characters too, so a stored
                // U+202E cannot reorder what a terminal shows of the JSON.
                if scalar.isHiddenFromReaders {
                    for unit in scalar.utf16 { result += unicodeEscape(unit) }
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// `\u001b`; a scalar beyond the BMP takes two, a surrogate pair.
    private static func unicodeEscape(_ unit: UInt16) -> String {
        let hex = String(unit, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }

    /// `{"amount":3800,"currency":"CNY"}` in the menu's currency, or
    /// `null`: every JSON price menuctl writes. `spaced`: as the export
    /// document spaces its members, `{"amount": 3800, "currency": "CNY"}`.
    package static func price(_ amount: Amount?, spaced: Bool = false) -> String {
        guard let amount else { return "null" }
        return spaced ? "{\"amount\": \(amount.fen), \"currency\": \"\(Amount.currency)\"}"
            : "{\"amount\":\(amount.fen),\"currency\":\"\(Amount.currency)\"}"
    }

    /// `[{"days":"mon-fri","from":"06:00","to":"10:30"}]` (SPEC 16), `[]` for none.
    package static func hours(_ hours: ServingHours) -> String {
        "[" + hours.windows.map {
            "{\"days\":\"\($0.days)\",\"from\":\"\(ServingWindow.clock($0.opens))\",\"to\":\"\(ServingWindow.clock($0.closes))\"}"
        }.joined(separator: ",") + "]"
    }

    package static func bool(_ value: Bool?) -> String {
        value.map { $0 ? "true" : "false" } ?? "null"
    }

    package static func int(_ value: Int?) -> String {
        value.map(String.init) ?? "null"
    }
}
