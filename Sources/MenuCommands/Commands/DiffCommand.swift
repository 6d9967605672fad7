#if canImport(Glibc)
import Glibc
#endif
import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// `menuctl diff [A] [B]`: what differs between two menus (SPEC 23), each
/// the menu as it was (`--as-of`), another menu database, or an export
/// file; one given, the menu as it is now is the other. Exit 0 when they
/// are the same, 1 when they differ, as diff(1).
struct DiffCommand: InteractiveCommand {
    enum Format: String, CaseIterable, ExpressibleByArgument { case text, json }

    static let menus = Argument<[String]>("menu", help: "A menu database or an export file (JSON, CSV by its .csv name, or a Square catalog).",
                                          isOptional: true, completion: .file)
    static let asOf = Option<[HistoryMoment]>(
        "as-of", valueName: "when", help: "This menu just after history entry N, or at 'YYYY-MM-DD HH:MM' (local time); may be given twice.")
    static let format = Option<Format>("format", default: .text, help: "The output format.")
    static let json = Flag("json", shorthandFor: format, .json)

    static let commandName = "diff"

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Show what differs between two menus, or between the menu now and as it was.",
        discussion: """
            A and B are each --as-of N (this menu as it was) or a FILE: another menu
            database, or an export file (JSON; CSV by a .csv name, read onto the other
            side, so that only what CSV carries is compared, and a notice on stderr names
            what it did not compare; a Square catalog, as export --format square writes
            it or Square lists it, the other side then compared as Square would hold it:
            each dish's choices and station, not where they are offered or assigned, and
            a notice names what Square cannot hold). --as-of comes first; with one given, B
            is the menu as it is now. Within this menu's history nodes are matched by id,
            between menus by path. Lines, in menu order:
              + PATH  PRICE            added
              - PATH                   removed
              > OLD PATH → NEW PATH    moved or renamed
              ~ PATH  FIELD OLD → NEW  changed: price, sizes, details, hours, sold out…
            then choice lists, price lists and glossary words. --format json writes
            {"equal":false,"changes":[…]}, a change {"change":"added", "removed",
            "moved" or "changed","id","path","kind","field","from","to"} (ids null
            between menus). Exit 0 when the two are the same, 1 when they differ.
            """,
        arguments: [menus],
        options: [asOf, format, json],
        examples: ["menuctl diff --as-of 412", "menuctl diff --as-of '2026-11-27 18:00' --as-of 420",
                   "menuctl diff menu.json --format json"],
        runsInBatch: false
    )

    /// One side of the comparison.
    enum Side {
        case now
        case asOf(HistoryMoment)
        case file(String)

        var isThisMenu: Bool { if case .file = self { false } else { true } }
    }

    let sides: (Side, Side)
    let format: Format

    init(_ arguments: ParsedArguments) throws(UsageError) {
        var given: [Side] = try arguments[Self.asOf].map(Side.asOf)
        given += try arguments[Self.menus].map(Side.file)
        guard !given.isEmpty else {
            throw UsageError(message: "Missing a menu to compare: --as-of N, a menu database or an export file")
        }
        guard given.count <= 2 else { throw UsageError(message: "diff compares two menus; \(given.count) were given") }
        sides = (given[0], given.count == 2 ? given[1] : .now)
        format = try arguments[Self.format]
    }

    func run(at databasePath: String) throws -> Int32 {
        // One side after the other, the old one letting go of its tree once
        // its document is written: its nodes are shown by their lines, and
        // two trees and two documents held at once were 76 MiB of the
        // 101,100-node menu, where 64 is the limit. An error of the old side is said first.
        let old = try snapshot(of: sides.0, other: sides.1, at: databasePath, keepingTree: false)
        // The new side written with the old one's lines at hand, a dish
        // like its old self copied from there rather than written again (NodeLines).
        let new = try old.snapshot.withLinesHeld { alike in
            try snapshot(of: sides.1, other: sides.0, at: databasePath, keepingTree: true, expecting: old.snapshot.count, alike: alike)
        }
        defer { if let tree = new.snapshot.tree { CommandContext.keepUntilExit(tree) } }
        let byID = sides.0.isThisMenu && sides.1.isThisMenu
        let diff = try MenuDiff(from: old.snapshot, to: new.snapshot, byID: byID)
        try StandardStream.output.write(format == .json ? diff.json(withIDs: byID) : diff.text)
        // A CSV side carries less than a menu: what was not compared is said (SPEC 25).
        for side in [old, new] {
            if let file = side.squareFile {
                StandardStream.error.writeIgnoringFailure(
                    "Notice: \(Terminal.escaped(file)) is a Square catalog; not compared: \(SquareDiffSide.notCompared(locations: side.squareLocations).joined(separator: ", "))\n")
            }
            guard let file = side.csvFile else { continue }
            let photos = side.photosLeft.isEmpty ? [] : ["the photos of " + side.photosLeft.map(Terminal.escaped).joined(separator: ", ")
                                                         + " (named by digests the other side has no photo of)"]
            let fields = MenuCSV.fieldsNotCarried(side.carried) + photos
            StandardStream.error.writeIgnoringFailure("Notice: \(Terminal.escaped(file)) is CSV; not compared: \(fields.joined(separator: ", "))\n")
        }
        return diff.isEmpty ? 0 : 1
    }

    /// A side as read, and for a CSV file, which file and what it carries.
    struct SideRead {
        let snapshot: MenuSnapshot
        var csvFile: String? = nil
        var carried = CarriedFields.everything
        /// A Square catalog's file, said once in the notice.
        var squareFile: String? = nil
        var squareLocations: [String] = []
        /// The nodes whose photos a CSV names by a digest the other side has
        /// no photo of: not compared, as CSV carries no bytes.
        var photosLeft: [String] = []
    }

    /// A side as the export document has it, with its ids and paths. A CSV
    /// file carries less than a menu: it is read as an `import --replace`
    /// into the other side would make it, so only what it carries differs.
    /// `keepingTree` false: the tree is let go once its document is written
    /// (MenuSnapshot), where the snapshot is the old side.
    /// `alike`: the other side's lines, for a dish to be copied from.
    private func snapshot(of side: Side, other: Side, at path: String, keepingTree: Bool, expecting: Int = 0,
                          alike: PinnedLines? = nil) throws -> SideRead {
        // Against a Square catalog, a menu is compared as Square would hold it (SquareDiffSide).
        var squareLocations: [String]?
        if case .file(let otherFile) = other, try Self.kind(of: otherFile) == .square {
            squareLocations = try SquareDiffSide.locations(ofFile: otherFile)
        }
        let snapshot = { (menu: MenuTransaction) throws -> MenuSnapshot in
            if let squareLocations { return try SquareDiffSide.snapshot(asSquareHolds: menu, locations: squareLocations) }
            return try Self.snapshot(of: menu, keepingTree: keepingTree, expecting: expecting, alike: alike)
        }
        switch side {
        case .now: return SideRead(snapshot: try MenuStore.read(at: path) { try snapshot($0) })
        case .asOf(let moment): return SideRead(snapshot: try MenuStore.read(at: path, asOf: moment) { menu, _ in try snapshot(menu) })
        case .file(let file):
            switch try Self.kind(of: file) {
            case .database: return SideRead(snapshot: try MenuStore.read(at: file) { try snapshot($0) })
            case .square:
                return SideRead(snapshot: try SquareDiffSide.snapshot(ofFile: file), squareFile: file,
                                squareLocations: try SquareDiffSide.locations(ofFile: file))
            case .json:
                let document = try ImportCommand.read(file, format: .json)
                return SideRead(snapshot: try MenuStore.withEmptyMenu { menu in
                    // Its photos are compared by digest, their bytes in the file or not.
                    menu.comparesOnly = true
                    _ = try ImportCommand.load(document, from: file, format: .json, into: menu, replace: true)
                    return try snapshot(menu)
                })
            case .csv:
                let document = try ImportCommand.read(file, format: .csv)
                var photosLeft: [String] = []
                let snapshot = try withMenu(of: other, at: path) { menu in
                    _ = try ImportCommand.load(document, from: file, format: .csv, into: menu, replace: true)
                    photosLeft = menu.photosLeftAsTheyWere
                    return try Self.snapshot(of: menu, keepingTree: keepingTree)
                }
                return SideRead(snapshot: snapshot, csvFile: file, carried: document.carried, photosLeft: photosLeft)
            }
        }
    }

    /// A copy of a side that may be changed, for a CSV file to be read into.
    private func withMenu<T>(of side: Side, at path: String, _ body: (MenuTransaction) throws -> T) throws -> T {
        switch side {
        case .now: return try MenuStore.readCopy(at: path, body)
        case .asOf(let moment): return try MenuStore.read(at: path, asOf: moment) { menu, _ in try body(menu) }
        case .file(let file):
            switch try Self.kind(of: file) {
            case .database: return try MenuStore.readCopy(at: file, body)
            case .json:
                let document = try ImportCommand.read(file, format: .json)
                return try MenuStore.withEmptyMenu { menu in
                    menu.comparesOnly = true
                    _ = try ImportCommand.load(document, from: file, format: .json, into: menu, replace: true)
                    return try body(menu)
                }
            case .csv: return try MenuStore.withEmptyMenu(body)
            case .square:
                let (document, _) = try SquareImportFile.read(file)
                return try MenuStore.withEmptyMenu { menu in
                    _ = try ImportCommand.load(document, from: file, format: .json, into: menu, replace: true)
                    return try body(menu)
                }
            }
        }
    }

    /// The export document of `menu` as it stands, read node by node.
    static func snapshot(of menu: MenuTransaction, keepingTree: Bool = true, expecting: Int = 0,
                         alike: PinnedLines? = nil) throws -> MenuSnapshot {
        let root = try menu.tree.load()
        return try MenuSnapshot(root: root, keepingTree: keepingTree, expecting: expecting, alike: alike) { emit, lines in
            try ExportCommand.writeDocument(of: root, in: menu, lines: lines, emit: emit)
        }
    }

    enum FileKind { case database, json, csv, square }

    /// A SQLite database by its first 16 bytes (https://sqlite.org/fileformat.html#the_database_header),
    /// else CSV by a `.csv` name, else a Square catalog by its first member
    /// (SquareDiffSide), else JSON. A file that cannot be read is exit 66.
    static func kind(of file: String) throws -> FileKind {
        let shown = Terminal.escaped(file)
        guard !FileSystem.isDirectory(file) else { throw MenuError(.unreadableFile, "cannot read \(shown): it is a folder") }
        let descriptor = open(file, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw MenuError(.unreadableFile, "cannot read \(shown): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var header = [UInt8](repeating: 0, count: 256)
        let count = header.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 256) }
        if count >= 16 && header.prefix(16).elementsEqual(Array("SQLite format 3".utf8) + [0]) { return .database }
        if file.lowercased().hasSuffix(".csv") { return .csv }
        return SquareDiffSide.isCatalog(Array(header.prefix(max(count, 0)))) ? .square : .json
    }
}

extension DiffCommand {
    /// Runs `command` on the copy `context` holds, then says what it would
    /// change: its own report, then the diff of the menu before and after
    /// (SPEC 23). The copy is thrown away by the caller.
    static func runDry(_ command: any MenuCommand, in context: CommandContext) throws {
        let before = try snapshot(of: context.menu)
        try command.run(in: context)
        try context.menu.settlePositions()
        let diff = try MenuDiff(from: before, to: try snapshot(of: context.menu), byID: true)
        context.output += diff.text
        context.notice("dry run: nothing was changed")
    }
}
