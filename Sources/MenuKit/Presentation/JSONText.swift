/// Just enough JSON writing for menuctl's documents, so the binary needs no
/// Foundation: string escaping (https://www.rfc-editor.org/rfc/rfc8259#section-7)
/// and the price object of SPEC 5.
enum JSONText {
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// `{"amount":3800,"currency":"CNY"}`, or `null`.
    static func price(_ amount: Amount?) -> String {
        guard let amount else { return "null" }
        return "{\"amount\":\(amount.fen),\"currency\":\"\(Amount.currency)\"}"
    }

    static func bool(_ value: Bool?) -> String {
        value.map { $0 ? "true" : "false" } ?? "null"
    }

    static func int(_ value: Int?) -> String {
        value.map(String.init) ?? "null"
    }
}
