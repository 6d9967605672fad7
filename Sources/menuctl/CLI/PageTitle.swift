import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// The title of the menu page (`export --format html --title 'Chengdu Kitchen'`):
/// one line a guest reads at the top of the page and in the browser's tab.
/// HTML wants a title with something to read in it (the `title` element's
/// content model), so a blank one is refused.
struct PageTitle: ExpressibleByArgument {
    static let maximumLength = 200

    let text: String

    package init(argument: String) throws(ArgumentValueError) {
        var scalars = Substring(argument).unicodeScalars
        while scalars.first?.properties.isWhitespace == true { scalars.removeFirst() }
        while scalars.last?.properties.isWhitespace == true { scalars.removeLast() }
        let trimmed = String(scalars)
        guard !trimmed.isEmpty else { throw .invalid(reason: "a title cannot be empty") }
        guard !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .invalid(reason: "a title is one line, without control characters")
        }
        guard trimmed.count <= Self.maximumLength else {
            throw .invalid(reason: "a title is at most \(Self.maximumLength) characters")
        }
        text = trimmed
    }

    package var defaultValueDescription: String { text }
}
