import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel
import Photos
#if canImport(Glibc)
import Glibc
#endif

/// Where `export --photos DIR --for PLACE` sends a dish's photo, and that
/// place's rules for one (SPEC 27): the shape it crops to, the size it
/// asks, the smallest it takes, the largest file. A photo smaller than the
/// place's least is never enlarged: it is named on stderr and not written.
enum PhotoPlace: String, CaseIterable, ExpressibleByArgument {
    case doordash, ubereats, meituan, square

    struct Rules {
        /// The shape a photo is cut to from its centre, as width:height; nil keeps its own.
        let ratio: (width: Int, height: Int)?
        /// The box a photo is fitted in, never enlarged.
        let largest: (width: Int, height: Int)
        /// The least a place takes; nil for none.
        let least: (width: Int, height: Int)?
        /// The largest file a place takes, in bytes.
        let bytes: Int
    }

    /// DoorDash: JPG or PNG, 16:9, at least 1400 × 800, at most 2 MB.
    /// Uber Eats: a 5:4 cover. Meituan (美团): JPG up to 1600 × 1200.
    /// Square: JPEG, PNG or GIF up to 15 MB, any shape.
    var rules: Rules {
        switch self {
        case .doordash: Rules(ratio: (16, 9), largest: (1920, 1080), least: (1400, 800), bytes: 2_000_000)
        case .ubereats: Rules(ratio: (5, 4), largest: (1500, 1200), least: (1000, 800), bytes: 10_000_000)
        case .meituan: Rules(ratio: (4, 3), largest: (1600, 1200), least: nil, bytes: 5_000_000)
        case .square: Rules(ratio: nil, largest: (PhotoMaster.longSide, PhotoMaster.longSide), least: nil, bytes: 15_000_000)
        }
    }
}

/// `export --photos DIR [--for PLACE]`: a JPEG per dish with a photo, named
/// after its path; without `--for` (and for Square, which takes it as it
/// is), each master byte for byte as menuctl keeps it.
enum PhotoFolder {
    /// What was written, and the dishes too small for the place.
    struct Written {
        /// Each file, with the dish's path, id and name, and the photo as written.
        var files: [(path: String, file: String, photo: PhotoReference, dish: Int64, name: String)] = []
        var tooSmall: [(path: String, photo: PhotoReference)] = []
    }

    static func write(_ root: MenuGroup, to folder: String, for place: PhotoPlace?, in context: CommandContext) throws -> Written {
        let menu = context.menu
        let references = try menu.photos.references()
        try makeFolder(folder)
        var written = Written()
        var used = Set<String>()
        for (dish, path) in dishesWithPaths(of: root) {
            guard let reference = references[dish.id], let master = try menu.photos.bytes(of: reference.digest.hex) else { continue }
            var bytes = master, photo = reference
            // Square takes the master as it is: a JPEG of at most 2400 px and a few MB.
            if let place, place != .square {
                let rules = place.rules
                let (width, height) = box(of: reference, for: rules)
                if let least = rules.least, width < least.width || height < least.height {
                    written.tooSmall.append((path, reference))
                    continue
                }
                do {
                    var quality = 88
                    var made = try PhotoLibrary.fitted(master, width: width, height: height, crop: rules.ratio != nil, as: .jpeg, quality: quality)
                    while made.bytes.count > rules.bytes && quality > 40 {
                        quality -= 12
                        made = try PhotoLibrary.fitted(master, width: width, height: height, crop: rules.ratio != nil, as: .jpeg, quality: quality)
                    }
                    bytes = made.bytes
                    photo = PhotoReference(digest: PhotoDigest(of: made.bytes), format: .jpeg, width: made.width, height: made.height, size: made.bytes.count)
                } catch let error as PhotoError {
                    try PhotoMaster.refuseWithoutLibrary(error)
                    context.notice("the photo of \(path) would not decode, so it is left out: \(error.message)")
                    continue
                }
            }
            var name = fileName(for: path)
            if used.contains(name) { name = fileName(for: path + " #\(dish.id)") }
            used.insert(name)
            let file = folder + "/" + name + "." + (photo.format == .webp ? "webp" : "jpg")
            try writeFile(bytes, to: file)
            written.files.append((path, file, photo, dish.id, dish.name))
        }
        return written
    }

    /// The size a master comes out at for a place: its centre cut to the
    /// place's shape, then fitted in the place's box, never enlarged.
    static func box(of photo: PhotoReference, for rules: PhotoPlace.Rules) -> (width: Int, height: Int) {
        // In floating point, and within the master's bounds: the row may be another program's.
        var width = Double(min(max(photo.width, 1), 1 << 16)), height = Double(min(max(photo.height, 1), 1 << 16))
        if let ratio = rules.ratio {
            let wide = Double(ratio.width), high = Double(ratio.height)
            if width * high > height * wide { width = (height * wide / high).rounded(.down) } else { height = (width * high / wide).rounded(.down) }
        }
        let scale = min(1, Double(rules.largest.width) / width, Double(rules.largest.height) / height)
        return (Int((width * scale).rounded()), Int((height * scale).rounded()))
    }

    /// A name any file system takes, from a dish's path: `主菜/宫保鸡丁`
    /// is `主菜_宫保鸡丁`. Characters Windows refuses, and a leading dot, become
    /// `_`; at most 200 bytes, cut between characters.
    static func fileName(for path: String) -> String {
        let refused: Set<Character> = ["/", "\\", ":", "*", "?", "\"", "<", ">", "|"]
        var name = String(path.map { refused.contains($0) || $0.isNewline ? "_" : $0 })
        if name.hasPrefix(".") { name = "_" + name.dropFirst() }
        while name.utf8.count > 200 { name.removeLast() }
        return name
    }

    /// The dishes under `root` in menu order, each with its path.
    private static func dishesWithPaths(of root: MenuGroup) -> [(any MenuComponent, String)] {
        var found: [(any MenuComponent, String)] = []
        var pending: [(any MenuComponent, String)] = root.children.reversed().map { ($0, $0.name) }
        while let (node, path) = pending.popLast() {
            if node.isGroup { pending += node.children.reversed().map { ($0, path + "/" + $0.name) } } else { found.append((node, path)) }
        }
        return found
    }

    private static func makeFolder(_ folder: String) throws {
        if FileSystem.isDirectory(folder) { return }
        guard mkdir(folder, 0o755) == 0 else {
            throw MenuError(.storage, "cannot make the folder \(Terminal.escaped(folder)): \(String(cString: strerror(errno)))")
        }
    }

    /// Written aside and renamed into place, so a file there is whole.
    private static func writeFile(_ bytes: [UInt8], to file: String) throws {
        let aside = file + ".part"
        let descriptor = open(aside, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw MenuError(.storage, "cannot write \(Terminal.escaped(file)): \(String(cString: strerror(errno)))")
        }
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + done, $0.count - done) }
            if count < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                close(descriptor)
                unlink(aside)
                throw MenuError(.storage, "cannot write \(Terminal.escaped(file)): \(reason)")
            }
            done += count
        }
        close(descriptor)
        guard rename(aside, file) == 0 else {
            throw MenuError(.storage, "cannot write \(Terminal.escaped(file)): \(String(cString: strerror(errno)))")
        }
    }
}
