import MenuModel
import SQLite

/// What an import writes of photos (SPEC 27): the masters a document
/// carries (`export --with-photos`), and each node's photo by reference.
/// The bytes were checked before the menu was opened (their digest by the
/// document's reader, that they decode by the command, with libvips).
extension ImportStore {
    /// Keeps each master of the file the menu does not hold yet; a master
    /// is never removed by an import, as history may name it.
    func importPhotoMasters(_ value: any Sendable) throws -> Tally {
        guard let masters = value as? [PhotoMasterEntry] else { return Tally() }
        var tally = Tally()
        for master in masters {
            try database.cachedStatement("INSERT INTO photo_master (digest, bytes) VALUES (?, ?) ON CONFLICT (digest) DO NOTHING")
                .run([.text(master.digest), .blob(master.bytes)])
            tally.added += database.changes
        }
        return tally
    }

    /// Gives a node the file's photo: what the file says, or where it says
    /// nothing, kept when merging and none with `replacing`. A photo named
    /// by a digest the menu holds no master of is not the file's to give
    /// (it did not carry the bytes), so the node keeps its own, and the
    /// command says so. True when anything changed.
    func updatePhoto(of id: Int64, from edit: FieldEdit<String>, replacing: Bool) throws -> Bool {
        switch edit {
        case .keep where !replacing:
            return false
        case .keep, .clear:
            guard let was = try tx.photos.remove(from: id) else { return false }
            tx.photosTakenOff[was.digest.hex] = was
            return true
        case .set(let written):
            let named = PhotoReference.named(byEdit: written)
            guard let photo = try known(named) else {
                tx.photosLeftAsTheyWere.append(try tx.tree.storedPath(of: id).description)
                return false
            }
            return try tx.photos.show(id, photo) != photo
        }
    }

    /// The reference a file's edit names, when the menu can show it: its
    /// master is here, and its size is the master's length; a digest alone
    /// (CSV) takes the reference of a node that shows it already.
    private func known(_ named: (digest: String, reference: PhotoReference?)) throws -> PhotoReference? {
        let length = try database.cachedStatement("SELECT length(bytes) AS length FROM photo_master WHERE digest = ?")
            .firstRow([.text(named.digest)]) { Int($0.int("length")) }
        guard let reference = named.reference else {
            guard length != nil else { return nil }
            let shown = try database.cachedStatement("SELECT digest, format, width, height, size FROM node_photo WHERE digest = ? LIMIT 1")
                .firstRow([.text(named.digest)]) {
                    PhotoReference(digest: $0.text("digest"), format: $0.text("format"), width: Int($0.int("width")),
                                   height: Int($0.int("height")), size: Int($0.int("size")))
                }
            return shown ?? nil ?? tx.photosTakenOff[named.digest]
        }
        guard let length else {
            // A copy made to be compared keeps the reference alone: an empty master stands for it.
            guard tx.comparesOnly else { return nil }
            try database.cachedStatement("INSERT INTO photo_master (digest, bytes) VALUES (?, x'00')").run([.text(named.digest)])
            return reference
        }
        return PhotoReference(digest: reference.digest, format: reference.format, width: reference.width, height: reference.height,
                              size: length)
    }
}
