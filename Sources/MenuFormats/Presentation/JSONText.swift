import MenuModel
/// Just enough JSON writing for menuctl's documents, so the binary needs no
/// Foundation: string escaping (https://www.rfc-editor.org/rfc/rfc8259#section-7)
/// and the price object of SPEC 5, as Strings. The bytes are RowBytes'
/// (RowBytes+JSON.swift), which the rows of `list` write directly.
package enum JSONText {
    package static func string(_ text: String) -> String {
        var out = RowBytes(reserving: text.utf8.count + 2)
        out.appendJSON(text)
        return out.text
    }

    /// `{"amount":3800,"currency":"CNY"}` in the menu's currency, or
    /// `null`: every JSON price menuctl writes. `spaced`: as the export
    /// document spaces its members, `{"amount": 3800, "currency": "CNY"}`.
    package static func price(_ amount: Amount?, spaced: Bool = false) -> String {
        var out = RowBytes(reserving: 48)
        out.appendJSON(price: amount, spaced: spaced)
        return out.text
    }

    /// `[{"days":"mon-fri","from":"06:00","to":"10:30"}]` (SPEC 16), `[]` for none.
    package static func hours(_ hours: ServingHours) -> String {
        var out = RowBytes(reserving: 64)
        out.appendJSON(hours: hours)
        return out.text
    }

    package static func bool(_ value: Bool?) -> String {
        value.map { $0 ? "true" : "false" } ?? "null"
    }

    package static func int(_ value: Int?) -> String {
        value.map(String.init) ?? "null"
    }
}
