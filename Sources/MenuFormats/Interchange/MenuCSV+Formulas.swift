import MenuModel

/// A spreadsheet runs a cell that starts with `=`, `+`, `-` or `@` as a
/// formula (`=HYPERLINK(…)` in a dish's name is a link the owner clicks),
/// and some also after a tab or a carriage return. OWASP's rule for CSV
/// injection (https://owasp.org/www-community/attacks/CSV_Injection) is to
/// write such a field with a leading `'`, which spreadsheets read as "text".
///
/// For the round trip to stay exact, a field that already starts with
/// quotes before such a character gets one more, and import takes one off
/// every field that starts with quotes before one (SPEC 15): `=x` is
/// written `'=x`, `'=x` is written `''=x`, and each reads back as it was.
/// Prices and spice levels are digits and never negative, so no number is
/// touched.
extension MenuCSV {
    /// The field as written: one more `'` when it starts with quotes
    /// (none or more) before a character a spreadsheet runs.
    package static func guarded(_ field: String) -> String {
        startsAFormula(field) ? "'" + field : field
    }

    /// The field as read: one `'` fewer when it starts with one or more
    /// before a character a spreadsheet runs; any other field as it is.
    package static func unguarded(_ field: String) -> String {
        guard field.utf8.first == apostrophe, startsAFormula(field) else { return field }
        return String(field.utf8.dropFirst())!
    }

    private static let apostrophe = UInt8(ascii: "'")
    private static let formulaStarts: [UInt8] = ["=", "+", "-", "@", "\t", "\r"].map { UInt8(ascii: $0) }

    private static func startsAFormula(_ field: String) -> Bool { startsAFormula(field.utf8) }

    static func startsAFormula(_ utf8: some Collection<UInt8>) -> Bool {
        guard let first = utf8.first(where: { $0 != apostrophe }) else { return false }
        return formulaStarts.contains(first)
    }
}
