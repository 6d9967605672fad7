import MenuModel
import SQLite

extension MenuTransaction {
    /// Dishes' photos and groups' banners (SPEC 27).
    public var photos: PhotoStore { PhotoStore(tx: self) }
}

/// Photos (SPEC 27): a node names a master by digest in `node_photo`; the
/// master's bytes are in `photo_master`, which nothing that lists reads.
/// Masters come here made already (libvips, in the commands): the store
/// keeps bytes and never decodes them.
public struct PhotoStore {
    package let tx: MenuTransaction
    package var database: Database { tx.database }

    /// A master as the `photo` command made it.
    public struct Master: Sendable {
        public let bytes: [UInt8]
        public let reference: PhotoReference
        public init(bytes: [UInt8], reference: PhotoReference) {
            self.bytes = bytes
            self.reference = reference
        }
    }

    /// The node a target names, and its path; the top has no photo.
    public func node(_ target: Target) throws -> (id: Int64, path: MenuPath, isGroup: Bool) {
        let record = try tx.tree.resolve(target)
        return (record.id, try tx.tree.storedPath(of: record.id), record.isGroup)
    }

    /// Whether the file has photos' tables: a reader leaves a menu made
    /// before schema 22 as it is (SPEC 1), and it has no photo.
    private func hasPhotos() throws -> Bool {
        database.hasTable("node_photo")
    }

    /// The photo a node shows, if any.
    public func reference(of node: Int64) throws -> PhotoReference? {
        guard try hasPhotos() else { return nil }
        return try database.cachedStatement("SELECT node_id, digest, format, width, height, size FROM node_photo WHERE node_id = ?")
            .firstRow([.integer(node)], reference) ?? nil
    }

    /// Every node's photo, by node id: what a page or an export draws.
    public func references() throws -> [Int64: PhotoReference] {
        var found: [Int64: PhotoReference] = [:]
        try forEachReference { found[$0] = $1 }
        return found
    }

    /// Every node's photo in node id order, as `load()` meets the nodes:
    /// no dictionary is built or asked.
    package func referencesInIDOrder() throws -> PhotosInIDOrder {
        var found = PhotosInIDOrder()
        try forEachReference { found.append($0, $1) }
        return found
    }

    /// Each row of node_photo, in node id order (its rowid's: no sort).
    private func forEachReference(_ body: (Int64, PhotoReference) -> Void) throws {
        guard try hasPhotos() else { return }
        try database.cachedStatement("SELECT node_id, digest, format, width, height, size FROM node_photo ORDER BY node_id")
            .forEachRow { row in
                if let photo = reference(row) { body(row.int(0), photo) }
            }
    }

    /// A row of node_photo as `SELECT node_id, digest, format, width,
    /// height, size` reads it, by position: a name looked up for every
    /// column of every row cost `list` more than reading the row. The
    /// digest is read where SQLite holds it, no String made. A digest or
    /// format another program wrote, which no photo has, is read as no
    /// photo, and said (`check` reports it, `--repair` takes it off).
    private func reference(_ row: Statement) -> PhotoReference? {
        let format: PhotoReference.Format? = switch row.textIs(2, oneOf: "jpeg", "webp") {
        case 0: .jpeg
        case 1: .webp
        default: nil
        }
        guard let format, let digest = row.withTextBytes(1, { PhotoDigest(hex: $0) }) else {
            tx.readAsAbsent("the photo of #\(row.int(0))")
            return nil
        }
        return PhotoReference(digest: digest, format: format, width: Int(row.int(3)), height: Int(row.int(4)), size: Int(row.int(5)))
    }

    /// A master's bytes, read one photo at a time.
    public func bytes(of digest: String) throws -> [UInt8]? {
        try database.cachedStatement("SELECT bytes FROM photo_master WHERE digest = ?").firstRow([.text(digest)]) { $0.blob("bytes") }
    }

    /// Gives a node a photo; the one it showed before, if any. A master
    /// another node shows already is kept once.
    @discardableResult
    public func set(_ node: Int64, to master: Master) throws -> PhotoReference? {
        try database.cachedStatement("INSERT INTO photo_master (digest, bytes) VALUES (?, ?) ON CONFLICT (digest) DO NOTHING")
            .run([.text(master.reference.digest.hex), .blob(master.bytes)])
        return try show(node, master.reference)
    }

    /// Has a node show a photo whose master the menu holds; the one it
    /// showed before, if any.
    @discardableResult
    package func show(_ node: Int64, _ photo: PhotoReference) throws -> PhotoReference? {
        let was = try reference(of: node)
        guard was != photo else { return was }
        try database.cachedStatement("""
            INSERT INTO node_photo (node_id, digest, format, width, height, size) VALUES (?, ?, ?, ?, ?, ?)
            ON CONFLICT (node_id) DO UPDATE SET digest = excluded.digest, format = excluded.format,
                width = excluded.width, height = excluded.height, size = excluded.size
            """).run([.integer(node), .text(photo.digest.hex), .text(photo.format.rawValue), .integer(Int64(photo.width)),
                      .integer(Int64(photo.height)), .integer(Int64(photo.size))])
        return was
    }

    /// Takes a node's photo off; the one it showed, if any. Its master
    /// stays, so that `undo` can bring the photo back.
    @discardableResult
    public func remove(from node: Int64) throws -> PhotoReference? {
        let was = try reference(of: node)
        if was != nil { try database.cachedStatement("DELETE FROM node_photo WHERE node_id = ?").run([.integer(node)]) }
        return was
    }
}

/// Photos' references in node id order, met by `load()` as its rows come
/// (TreeStore+Loading): each asked once, in increasing order.
package struct PhotosInIDOrder {
    private var ids: [Int64] = []
    private var photos: [PhotoReference] = []
    private var next = 0

    package var isEmpty: Bool { ids.isEmpty }

    mutating func append(_ id: Int64, _ photo: PhotoReference) {
        ids.append(id)
        photos.append(photo)
    }

    /// The photo of `id`, if any; ids asked in increasing order.
    package mutating func take(_ id: Int64) -> PhotoReference? {
        while next < ids.count && ids[next] < id { next += 1 }
        return next < ids.count && ids[next] == id ? photos[next] : nil
    }
}
