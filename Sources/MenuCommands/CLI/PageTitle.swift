import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// The title of the menu page (`export --format html --title 'Chengdu Kitchen'`):
/// one line a guest reads at the top of the page and in the browser's tab.
/// HTML wants a title with something to read in it (the `title` element's
/// content model), so a blank one is refused.
///
/// It may hold what a name may hold (SPEC 2), and so nothing that reorders
/// or hides text: a U+202E in a title turns the rest of the page's heading
/// and the browser's tab around. Unlike a name it may hold `/` (`午市 / Lunch`):
/// a name refuses it because it joins names into paths, and a title is
/// never part of one. It may be longer than a name, as a heading is.
struct PageTitle: ExpressibleByArgument {
    static let maximumLength = 200
    /// Four bytes a character, as for names: counting Characters walks
    /// grapheme clusters, and the bytes bound that walk.
    static let maximumBytes = 4 * maximumLength

    let text: String

    package init(argument: String) throws(ArgumentValueError) {
        var scalars = Substring(argument).unicodeScalars
        while scalars.first?.properties.isWhitespace == true { scalars.removeFirst() }
        while scalars.last?.properties.isWhitespace == true { scalars.removeLast() }
        let trimmed = String(scalars)
        guard !trimmed.isEmpty else { throw .invalid(reason: "a title cannot be empty") }
        guard !trimmed.unicodeScalars.contains(where: Self.breaksTheLine) else {
            throw .invalid(reason: "a title is one line, without control characters")
        }
        if let hidden = trimmed.unicodeScalars.first(where: { $0.properties.generalCategory == .format }) {
            throw .invalid(reason: "a title cannot hold an invisible or direction-changing character (U+\(Self.hexCode(hidden))), as a name cannot")
        }
        guard trimmed.utf8.count <= Self.maximumBytes, trimmed.count <= Self.maximumLength else {
            throw .invalid(reason: "a title is at most \(Self.maximumLength) characters")
        }
        text = trimmed
    }

    var defaultValueDescription: String { text }

    /// C0 and C1 controls, and the line and paragraph separators (U+2028,
    /// U+2029), which a name refuses as controls too.
    private static func breaksTheLine(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    /// `202E`, as the Unicode standard writes a code point.
    private static func hexCode(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
