import MenuData
import MenuFormats
import MenuModel
import Photos

/// Photos in the export document and on import (SPEC 27): the bytes go
/// only with `export --with-photos`, once per digest, after the menu; an
/// import checks with libvips that each decodes whole before the menu is
/// opened, and says which nodes kept their photos because the file named
/// them by digest without their bytes.
extension PhotoCommand {
    /// The document's `photos` member: the master of every photo the nodes
    /// under `root` show, each once, in menu order; read one at a time.
    static func mastersMember(of root: MenuGroup, in menu: MenuTransaction) throws -> String {
        var digests: [String] = []
        var seen = Set<String>()
        var pending: [any MenuComponent] = root.children.reversed()
        while let node = pending.popLast() {
            if let photo = node.photo, seen.insert(photo.digest.hex).inserted { digests.append(photo.digest.hex) }
            pending += node.children.reversed()
        }
        var masters: [(digest: String, bytes: [UInt8])] = []
        for digest in digests {
            // A master another program took away is left out: the node's reference says it is missing.
            if let bytes = try menu.photos.bytes(of: digest) { masters.append((digest, bytes)) }
        }
        return MenuDocument.photosMember(masters)
    }

    /// Each master a document carries, decoded whole: a JPEG or WebP, as
    /// the menu keeps them. Exit 65 naming the photo when one is not.
    static func checkMasters(of document: MenuDocument, from file: String) throws {
        for master in document.photoMasters {
            let place = "\(Terminal.escaped(file)): photos[\"\(master.digest)\"]"
            do {
                let found = try PhotoLibrary.checkWhole(master.bytes)
                guard found.format == "JPEG" || found.format == "WebP" else {
                    throw MenuError(.malformedFile, "\(place): the photo is a \(found.format) image; a photo menuctl keeps is a JPEG or WebP")
                }
            } catch let error as PhotoError {
                try PhotoMaster.refuseWithoutLibrary(error)
                throw MenuError(.malformedFile, "\(place): the bytes are no photo menuctl can use: \(error.message)")
            }
        }
    }

    /// What an import left as it was of the nodes `paths` name: a file
    /// that names a photo by digest alone cannot give one the menu lacks
    /// (SPEC 25: a format never clears what it cannot carry); nil for none.
    static func leftAsTheyWere(_ paths: [String]) -> String? {
        guard let first = paths.first else { return nil }
        let shown = Terminal.escaped(first)
        let bytes = "(export --with-photos carries the bytes)"
        if paths.count == 1 {
            return "the file names the photo of \(shown) by its digest alone, and the menu has no photo of that digest: left as it was \(bytes)"
        }
        let others = "\(paths.count - 1) other node\(paths.count == 2 ? "" : "s")"
        return "the file names the photos of \(shown) and \(others) by their digests alone, and the menu has none of them: left as they were \(bytes)"
    }
}
