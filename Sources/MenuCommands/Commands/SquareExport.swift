import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel
#if canImport(Glibc)
import Glibc
#endif

/// `export --format square`'s own options and its run (SPEC 29), kept here
/// so that the export command lists them as one group and calls one function.
struct SquareExportOptions: OptionGroup {
    static let location = Option<[SquareLocationID]>(
        "location", valueName: "id",
        help: "With --format square: sold only at this Square location (repeatable); sold out, and at a store its own prices, are said there.")
    static let idMap = Option<[String]>(
        "id-map", valueName: "file", help: "With --format square: Square's answer to an earlier upload (its id_mappings); those objects are updated, or left out of a menu over one request (repeatable, later files win). With --photos DIR --for square: the items the photos go to.", completion: .file)
    static let deletions = Option<String?>(
        "deletions", valueName: "file", help: "With --id-map: write there the ids of what the menu no longer has, as a BatchDeleteCatalogObjectsRequest.", completion: .file)
    static let declarations: [any OptionDeclaration] = [location, idMap, deletions]

    let locations: [String]
    let idMapFiles: [String]
    let deletionsFile: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        var seen: [String] = []
        for location in try arguments[Self.location] where !seen.contains(location.text) { seen.append(location.text) }
        locations = seen
        idMapFiles = try arguments[Self.idMap]
        deletionsFile = try arguments[Self.deletions]
        if deletionsFile != nil && idMapFiles.isEmpty { throw UsageError(message: "'--deletions' needs '--id-map'") }
    }

    /// Refuses the options when the format is not Square's; `--id-map`
    /// also names the items of `--photos DIR --for square`.
    func check(format: ExportCommand.Format, photosForSquare: Bool) throws(UsageError) {
        if !idMapFiles.isEmpty && format != .square && !photosForSquare {
            throw UsageError(message: "'--id-map' applies only to --format square, or --photos DIR --for square")
        }
        for (given, name) in [(!locations.isEmpty, "--location"), (deletionsFile != nil, "--deletions")] where given && format != .square {
            throw UsageError(message: "'\(name)' applies only to --format square")
        }
    }

    /// The upload of `root` (already priced by `priceList`), and a notice
    /// for each kind of what it leaves out.
    func request(of root: MenuGroup, pricedBy priceList: String?, in context: CommandContext) throws -> String {
        let menu = context.menu
        var catalog = SquareCatalog(choiceLists: try menu.choices.lists().map { ($0.id, $0.list) },
                                    offers: try menu.choices.allOffers(), presence: SquarePresence(locations: locations))
        // A store's own prices are overrides at its locations; without one they are the prices.
        if !locations.isEmpty && priceList == nil { catalog.headOfficePrices = try menu.chain.headOfficePrices() }
        for file in idMapFiles { catalog.idMap.merge(try Self.readIDMap(file)) { _, later in later } }
        let unplaced = try Menuctl.features.flatMap { try $0.square?(&catalog, menu) ?? [] }
        var request = try catalog.request(of: root)
        if let deletionsFile { try Self.write(SquareIDMap.deletions(request.deletions), to: deletionsFile) }
        // The menu's own prices, or one list's: the others are not in it.
        request.leftOut.count(.priceLists, try menu.priceLists.lists().count - (priceList == nil ? 0 : 1))
        let glossary = try menu.glossary.glossary()
        if glossary.isOwn { request.leftOut.count(.glossaryWords, glossary.entries.count) }
        request.leftOut.notices.forEach(context.notice)
        if let part = request.part { Self.notices(of: part).forEach(context.notice) }
        unplaced.forEach(context.notice)
        return request.json
    }
}

extension SquareExportOptions {
    /// `export --photos DIR --for square`: beside the files, Square's
    /// request to create each as an image of its item (SquareImages), and
    /// what to do first when the items' Square ids are not known yet.
    func writeImageRequests(for written: PhotoFolder.Written, in folder: String, context: CommandContext) throws {
        var idMap: [String: String] = [:]
        for file in idMapFiles { idMap.merge(try Self.readIDMap(file)) { _, later in later } }
        let photos = written.files.map {
            SquareImages.Photo(file: String($0.file.split(separator: "/").last ?? ""), path: $0.path, dish: $0.dish, name: $0.name,
                               digest: $0.photo.digest)
        }
        let (json, unattached) = SquareImages.manifest(of: photos, idMap: idMap)
        let manifest = folder + "/" + SquareImages.fileName
        try Self.write(json, to: manifest)
        let requests = photos.count == 1 ? "1 CreateCatalogImage request" : "\(photos.count) CreateCatalogImage requests, one a file,"
        context.report("\(Terminal.escaped(manifest)): \(requests) for POST /v2/catalog/images")
        guard unattached > 0 else { return }
        context.notice("\(unattached) of the photos' items \(unattached == 1 ? "has" : "have") no Square id yet, so their requests name no item: "
                       + "upload the menu first (menuctl export --format square), then export the photos again with --id-map ANSWER")
    }

    /// What a request of a menu over one request's 10,000 objects holds, and
    /// what to do next, one line each.
    static func notices(of part: SquareRequest.Part) -> [String] {
        var lines: [String] = []
        if part.held > 0 {
            lines.append("left out \(part.held) objects Square already holds (--id-map): a menu over \(SquareCatalog.requestLimit) objects uploads only what Square does not hold yet")
        }
        if part.remaining > 0 {
            lines.append("this request holds \(part.written) of the menu's \(part.total) Square objects, \(part.remaining) remain: upload it, save Square's answer, and export again adding --id-map ANSWER")
        } else {
            lines.append("this request holds the last \(part.written) of the menu's \(part.total) Square objects")
        }
        return lines
    }

    /// An id map's file read whole: exit 66 when it cannot be read, 65
    /// when it is not Square's answer, said with the file's name.
    static func readIDMap(_ file: String) throws -> [String: String] {
        let bytes = try StandardStream.readInput(file, maximumLineLength: nil)
        do {
            return try SquareIDMap.read(bytes)
        } catch {
            throw MenuError(.malformedFile, "\(Terminal.escaped(file)): \(error.message)")
        }
    }

    /// The deletions written whole beside FILE, then renamed over it: a
    /// reader never finds half of it.
    static func write(_ text: String, to path: String) throws {
        let aside = try ChangeFileIO.writeAside(Array(text.utf8), for: path, replacing: true)
        guard rename(aside.aside, path) == 0 else {
            throw MenuError(.storage, "cannot write \(Terminal.escaped(path)): \(String(cString: strerror(errno)))")
        }
    }
}

/// A Square location's id, as Square's dashboard shows it (`L88917AVBK2S5`):
/// letters, digits, `-` and `_`, at most 64.
struct SquareLocationID: ExpressibleByArgument {
    let text: String

    init(argument: String) throws(ArgumentValueError) {
        let allowed = argument.utf8.allSatisfy { byte in
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        }
        guard allowed, (1...64).contains(argument.utf8.count) else {
            throw .explained("'\(Terminal.escaped(Terminal.shortened(argument, to: 40)))' is not a Square location id (letters, digits, - and _, like L88917AVBK2S5)")
        }
        text = argument
    }

    var defaultValueDescription: String { text }
}
