import MenuData
import MenuFormats
import MenuModel

/// `diff FILE` where FILE is a Square catalog (SPEC 23, 25, 29): a request
/// `export --format square` wrote, or Square's own `{"objects": [...]}`.
/// Square holds less than a menu, and holds some of it elsewhere: a choice
/// list is on each item, not on the group that offers it. So diff "compares only what FILE can carry": the
/// file is read back as `import --format square` reads it, and the other
/// side is first put through the same mapping (its upload, read back), so
/// that each dish's own choices (and what a feature hands down the tree)
/// are compared, not where they are offered or assigned, and what Square cannot hold is on neither side.
/// A notice names what was not compared.
enum SquareDiffSide {
    /// A Square catalog by its first member: an export document begins
    /// with `"format"`, a request with `"idempotency_key"`, Square's
    /// answers with `"objects"`.
    static func isCatalog(_ start: [UInt8]) -> Bool {
        var at = start.startIndex
        func skipSpace() { while at < start.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(start[at]) { at += 1 } }
        skipSpace()
        guard at < start.endIndex, start[at] == UInt8(ascii: "{") else { return false }
        at += 1
        skipSpace()
        return ["\"idempotency_key\"", "\"batches\"", "\"objects\""].contains { start[at...].starts(with: Array($0.utf8)) }
    }

    /// The menu `file` holds, as `import --format square` makes it.
    static func snapshot(ofFile file: String) throws -> MenuSnapshot {
        let (document, _) = try SquareImportFile.read(file)
        return try MenuStore.withEmptyMenu { menu in
            _ = try ImportCommand.load(document, from: file, format: .json, into: menu, replace: true)
            return try DiffCommand.snapshot(of: menu)
        }
    }

    /// The locations `file`'s objects are present at (`--location`), as
    /// its first object says; none when it is at every location.
    static func locations(ofFile file: String) throws -> [String] {
        let bytes = try StandardStream.readInput(file, maximumLineLength: nil)
        do {
            return try SquareImport.locations(in: bytes)
        } catch {
            throw MenuError(.malformedFile, "\(Terminal.escaped(file)): \(error.message)")
        }
    }

    /// `menu` as Square would hold it: the whole of its upload at the menu's
    /// own prices, at `locations` as the file is (so that sold out and a
    /// store's prices are said as there), read back as a catalog is.
    static func snapshot(asSquareHolds menu: MenuTransaction, locations: [String]) throws -> MenuSnapshot {
        let root = try menu.tree.load()
        var catalog = SquareCatalog(choiceLists: try menu.choices.lists().map { ($0.id, $0.list) },
                                    offers: try menu.choices.allOffers(), presence: SquarePresence(locations: locations))
        if !locations.isEmpty { catalog.headOfficePrices = try menu.chain.headOfficePrices() }
        _ = try Menuctl.features.flatMap { try $0.square?(&catalog, menu) ?? [] }
        let (bytes, _) = try SquareImport.document(from: Array(catalog.catalog(of: root).utf8))
        let document = try MenuDocument(bytes: bytes)
        return try MenuStore.withEmptyMenu { square in
            _ = try ImportCommand.load(document, from: "the menu's upload", format: .json, into: square, replace: true)
            return try DiffCommand.snapshot(of: square)
        }
    }

    /// What a Square catalog cannot say of a menu, as the export's notices
    /// (SquareLeftOut) and the shared page's table have it; sold out too
    /// when the file is at no location in particular.
    static func notCompared(locations: [String]) -> [String] {
        ["where choices are offered or withdrawn (each dish's own are compared)"] + Menuctl.features.flatMap(\.squareNotCompared)
            + ["dishes off sale"]
            + (locations.isEmpty ? ["sold out (Square keeps it per location: --location ID)"] : [])
            + ["when a sold out ends", "portions left", "a dish's own hours", "spice", "tags",
               "names and descriptions in other languages", "a group's description", "kcal a size and portions", "price lists", "the glossary"]
    }
}
