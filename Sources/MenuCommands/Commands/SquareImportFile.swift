import MenuData
import MenuFormats
import MenuModel

/// `import --format square FILE` (SPEC 29): a Square catalog read as the
/// export document it maps to, then imported as any document is.
enum SquareImportFile {
    /// The document, and a notice for each kind the menu has no place for.
    /// A file that cannot be read is exit 66; one that is not a catalog, or
    /// whose catalog breaks a menu's rules, 65, said with the file's name.
    static func read(_ file: String) throws -> (MenuDocument, [String]) {
        let shown = Terminal.escaped(file)
        let bytes = try StandardStream.readInput(file, maximumLineLength: nil)
        do {
            let (document, leftOut) = try SquareImport.document(from: bytes)
            let notices = leftOut.isEmpty ? [] : ["a menu has no place for these of \(shown): " + leftOut.joined(separator: ", ")]
            return (try MenuDocument(bytes: document), notices)
        } catch {
            throw MenuError(.malformedFile, "\(shown): " + (error.place.map { "\($0): " } ?? "") + error.message)
        }
    }
}
