import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel
import Photos
#if canImport(Glibc)
import Glibc
#endif

/// `photo TARGET [FILE] [--no-photo]` (SPEC 27): a dish's picture or a
/// group's banner. The file is read, checked and made into the master
/// before the database is opened, so a camera's photo never holds the
/// write lock while libvips works.
struct PhotoCommand: MenuCommand {
    static let target = Argument<String>("target", help: "The dish or group.", completion: .menuPath)
    static let file = Argument<String?>("file", help: "A JPEG, PNG, WebP or HEIC (a phone's), read by libvips.", completion: .file)
    static let none = Flag("no-photo", help: "Take the photo off.")

    static let commandName = "photo"

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Give a dish a photo, or a group a banner; without FILE, show it.",
        discussion: """
            menuctl keeps a master at most \(PhotoMaster.longSide) px on its long side, turned upright and
            in sRGB, as a JPEG of quality \(PhotoMaster.quality). The guests' page and export --photos
            make their pictures from it. undo takes a photo back.
            """,
        arguments: [target, file],
        options: [none],
        examples: ["menuctl photo 宫保鸡丁 kungpao.jpg", "menuctl photo 主菜 banner.png", "menuctl photo 宫保鸡丁 --no-photo"],
        access: .write,
        runsInBatch: false
    )

    let target: Target
    let file: String?
    let removes: Bool
    /// The master, made in `prepare()` from `file`.
    var master: PhotoStore.Master?
    /// The file's own size, when it was larger than the master.
    var original: (width: Int, height: Int)?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        let word = try arguments[Self.target]
        do throws(MenuError) { target = try Target(parsing: word) } catch {
            throw UsageError(message: error.message).about(Self.spec)
        }
        file = try arguments[Self.file]
        removes = arguments[Self.none]
        if removes, file != nil { throw UsageError(message: "give a FILE or --no-photo, not both").about(Self.spec) }
        if file == "" { throw UsageError(message: "The value '' is invalid for '<file>': give a file name").about(Self.spec) }
    }

    /// Showing reads; giving or taking a photo writes.
    var access: CommandSpec.Access { file != nil || removes ? .write : .read }

    mutating func prepare() throws {
        guard let file else { return }
        let bytes = try PhotoMaster.read(file)
        let shown = Terminal.escaped(file)
        do {
            let made = try PhotoMaster.make(from: bytes)
            master = made.master
            if made.original.width != made.master.reference.width { original = made.original }
        } catch let error as PhotoError {
            try PhotoMaster.refuseWithoutLibrary(error)
            throw MenuError(.malformedFile, "\(shown) is no photo menuctl can use: \(error.message)")
        }
    }

    func run(in context: CommandContext) throws {
        let photos = context.menu.photos
        let node = try photos.node(target)
        let path = node.path.shown
        let what = node.isGroup ? "banner" : "photo"
        if removes {
            guard let was = try photos.remove(from: node.id) else { return context.notice("\(path) has no \(what)") }
            return context.report("\(path): took its \(what) off (was \(Self.said(was)))")
        }
        guard let master else {
            guard let photo = try photos.reference(of: node.id) else {
                context.output += "\(path): no \(what)\n"
                return
            }
            context.output += "\(path): \(what) \(Self.said(photo))\n  sha256 \(photo.digest)\n"
            return
        }
        let was = try photos.set(node.id, to: master)
        let photo = master.reference
        if was == photo { return context.notice("\(path) shows that \(what) already") }
        let from = original.map { " (from \($0.width)×\($0.height))" } ?? ""
        context.report("\(path): \(what) \(Self.said(photo))\(from)")
    }

    /// `show`'s line of a node's photo, `photo: JPEG 2400×1800 (4:3), 412 KB`
    /// (`banner:` for a group's): read from its reference, never its bytes.
    static func showLines(of record: NodeRecord, in context: CommandContext) throws -> [(String, String)] {
        guard let photo = try context.menu.photos.reference(of: record.id) else { return [] }
        return [(record.isGroup ? "banner" : "photo", said(photo))]
    }

    /// `JPEG 2400×1800 (4:3), 412 KB`.
    static func said(_ photo: PhotoReference) -> String {
        "\(photo.format == .jpeg ? "JPEG" : "WebP") \(photo.width)×\(photo.height) (\(photo.ratio)), \(PhotoReference.shownSize(photo.size))"
    }
}

/// The master a photo is kept as (SPEC 27): no larger than any place it
/// goes needs, made once by libvips.
enum PhotoMaster {
    /// Its long side at most: DoorDash's 1400 × 800 and a print's 300 dpi card, with room.
    static let longSide = 2400
    static let quality = 90
    /// The largest file read: a camera's JPEG is some 10 MB, a PNG of 100 megapixels more.
    static let largestFile = 256 << 20

    /// When libvips is not there: a refusal saying what to install (exit 1).
    static func refuseWithoutLibrary(_ error: PhotoError) throws {
        guard case .library = error.kind else { return }
        throw MenuError.refused(error.message, hints: ["install it: apt-get install libvips42"])
    }

    static func make(from bytes: [UInt8]) throws -> (master: PhotoStore.Master, original: (width: Int, height: Int)) {
        let header = try PhotoLibrary.inspect(bytes)
        let made = try PhotoLibrary.fitted(bytes, width: longSide, height: longSide, as: .jpeg, quality: quality)
        let reference = PhotoReference(digest: PhotoDigest(of: made.bytes), format: made.format == .webp ? .webp : .jpeg,
                                       width: made.width, height: made.height, size: made.bytes.count)
        return (PhotoStore.Master(bytes: made.bytes, reference: reference), (header.width, header.height))
    }

    /// A file's bytes, or exit 66 saying why it cannot be read.
    static func read(_ path: String) throws -> [UInt8] {
        try ChangeFileIO.read(path, atMost: largestFile) { MenuError(.malformedFile, "\($0) is larger than 256 MiB: no photo is") }
    }
}

extension CommandFeature {
    /// Photos beyond their command: `show`'s line of a dish's photo or a
    /// group's banner; what CSV and Square cannot carry of them. Square
    /// takes an image on its own, not in a batch (SquareImages).
    static var photos: CommandFeature {
        CommandFeature(commands: [PhotoCommand.self],
                       showLines: { details, context in try PhotoCommand.showLines(of: details.record, in: context) },
                       square: { _, menu in
                           try menu.photos.references().isEmpty ? [] : [
                               "photos go to Square on their own, after this upload: menuctl export --photos DIR --for square --id-map ANSWER",
                           ]
                       },
                       squareNotCompared: ["photos"],
                       // CSV names a photo by its file name, `<digest>.jpg`; the bytes travel in JSON.
                       csvLeftOut: { menu in try menu.photos.references().isEmpty ? [] : ["photos' bytes"] })
    }
}
