import MenuModel
/// A dish's photo or a group's banner (SPEC 27), in every format, always
/// by its reference: the master's SHA-256, media type, size in pixels and
/// length in bytes. No row or file of a node carries a photo's bytes; the
/// export document carries them apart, once per digest, in its `photos`
/// member when asked (`export --with-photos`), and CSV names a photo by
/// its file name, `<digest>.jpg`. A file's edits go by the key `photo`
/// (`FieldEdits`, as `PhotoReference.edit`) to PhotoStore.
extension NodeField {
    static let photo = NodeField(
        label: "photo",
        tsv: Cell("photo", at: 24, onPlainDish: .same) { node, out in
            if let photo = node.photo { out.append(photo.digest) }
        },
        jsonRow: Cell("photo", at: 30, onPlainDish: .same) { node, out in
            guard let photo = node.photo else { return out.append(literal: "null") }
            out.append(literal: "{\"digest\":\"")
            out.append(photo.digest)
            out.append(literal: photo.format == .webp ? "\",\"media_type\":\"image/webp\",\"width\":" : "\",\"media_type\":\"image/jpeg\",\"width\":")
            out.append(photo.width)
            out.append(literal: ",\"height\":")
            out.append(photo.height)
            out.append(literal: ",\"size\":")
            out.append(photo.size)
            out.append(literal: "}")
        },
        document: "photo", csv: CSVCell(MenuCSV.photoColumn, at: 4, occasional: true, carried: \.[field: "photo"]), diffs: true,
        documentCell: DocumentCell(
            write: { node in node.photo.map { ", \"photo\": " + photoObject($0) } ?? "" },
            // A reference, or `null` for none (kept when merging, as a
            // missing key is; taken off with `--replace`).
            read: { value, place throws(MenuError) in
                if value == .null { return .clear }
                return .set(try MenuDocument.photoReference(value, place: "\(place).photo").edit)
            }))

    /// `{"digest": "…", "media_type": "image/jpeg", "width": 2400, "height": 1800, "size": 412345}`:
    /// the document's, spaced; a JSON row writes it unspaced, as bytes.
    static func photoObject(_ photo: PhotoReference) -> String {
        "{\"digest\": \"\(photo.digest)\", \"media_type\": \"\(photo.mediaType)\", \"width\": \(photo.width), \"height\": \(photo.height), \"size\": \(photo.size)}"
    }

    /// The document's `photos`: each master's bytes, in base64, by its
    /// digest (`export --with-photos`). A document of version 4 or older
    /// says nothing of photos, so an import leaves the menu's as they are.
    static let photos = DocumentSection(key: "photos", read: { members, document throws(MenuError) in
        let version = members.first { $0.key == "version" }?.value
        document.carried[field: "photo"] = !(1...4).contains { version == .number(String($0)) }
        guard let value = members.first(where: { $0.key == "photos" })?.value else { return }
        document.sections["photos"] = try MenuDocument.photoMasters(value)
    })
}

extension MenuCSV {
    /// The photo a node shows, by its file name (`<digest>.jpg`); empty
    /// when it has none. CSV carries no bytes: an import finds the photo
    /// among the menu's by its digest. Written only when some node has one.
    package static let photoColumn = Column(
        header: "photo",
        write: { node in node.photo?.fileName ?? "" },
        read: { field, line throws(MenuError) in
            guard !field.isEmpty else { return }
            let digest = field.hasSuffix(".jpg") ? String(field.dropLast(4)) : field.hasSuffix(".webp") ? String(field.dropLast(5)) : ""
            guard PhotoReference.isDigest(digest) else {
                throw .invalidArgument("photo: \(quoted(field)) is not a photo's file name (its SHA-256 in lowercase hex, then .jpg or .webp)")
            }
            line.fields["photo"] = .set(digest)
        },
        shownWhen: { $0.photo != nil }, onPlainDish: .same)
}

extension MenuDocument {
    /// Every photo master of the document, each whose bytes are its digest's.
    public var photoMasters: [PhotoMasterEntry] { sections["photos"] as? [PhotoMasterEntry] ?? [] }

    /// A node's `photo`: every member there, each as menuctl writes it.
    static func photoReference(_ value: JSONValue, place: String) throws(MenuError) -> PhotoReference {
        let shape = "{\"digest\": \"<sha256>\", \"media_type\": \"image/jpeg\", \"width\": 2400, \"height\": 1800, \"size\": 412345}"
        guard case .object(let fields) = value else {
            throw MenuError(.malformedFile, "\(place): expected a photo, \(shape), found \(value.shortDescription)")
        }
        try checkKeys(fields, allowed: ["digest", "media_type", "width", "height", "size"], place: place)
        func member(_ key: String) -> JSONValue? { fields.first { $0.key == key }?.value }
        func number(_ key: String, in range: ClosedRange<Int>) throws(MenuError) -> Int {
            guard case .number(let digits)? = member(key), let number = Int(digits), range.contains(number) else {
                let found = member(key)?.shortDescription ?? "nothing"
                throw MenuError(.malformedFile, "\(place).\(key): \(found) is not a whole number from \(range.lowerBound) to \(range.upperBound)")
            }
            return number
        }
        guard case .string(let text)? = member("digest"), let digest = PhotoDigest(hex: text) else {
            throw MenuError(.malformedFile, "\(place).digest: \(member("digest")?.shortDescription ?? "nothing") is not a SHA-256 in 64 lowercase hex digits")
        }
        let format: PhotoReference.Format
        switch member("media_type") {
        case .string("image/jpeg")?: format = .jpeg
        case .string("image/webp")?: format = .webp
        case let other: throw MenuError(.malformedFile, "\(place).media_type: \(other?.shortDescription ?? "nothing") is not \"image/jpeg\" or \"image/webp\"")
        }
        // The bounds of node_photo's columns (migrations/0022).
        return PhotoReference(digest: digest, format: format, width: try number("width", in: 1...4096),
                              height: try number("height", in: 1...4096), size: try number("size", in: 1...(256 << 20)))
    }

    /// The document's `photos`: `{"<digest>": "<base64>"}`, each text the
    /// bytes whose SHA-256 is its key.
    static func photoMasters(_ value: JSONValue) throws(MenuError) -> [PhotoMasterEntry] {
        guard case .object(let members) = value else {
            throw MenuError(.malformedFile, "photos: expected an object of photos by digest, found \(value.kindDescription)")
        }
        var read: [PhotoMasterEntry] = []
        for (index, (digest, text)) in members.enumerated() {
            let place = "photos[\(JSONText.string(digest))]"
            guard PhotoReference.isDigest(digest) else {
                throw MenuError(.malformedFile, "photos: the key \(JSONText.string(Terminal.escaped(digest))) is not a SHA-256 in 64 lowercase hex digits")
            }
            guard !members[..<index].contains(where: { $0.key == digest }) else {
                throw MenuError(.malformedFile, "\(place): the photo appears twice")
            }
            guard case .string(let encoded) = text, let bytes = Base64.decoded(encoded), !bytes.isEmpty else {
                throw MenuError(.malformedFile, "\(place): expected the photo's bytes in base64, found \(text.shortDescription)")
            }
            guard SHA256.hex(bytes) == digest else {
                throw MenuError(.malformedFile, "\(place): the bytes' SHA-256 is \(SHA256.hex(bytes)), not their key: the photo was changed or cut short")
            }
            read.append(PhotoMasterEntry(digest: digest, bytes: bytes))
        }
        return read
    }

    /// `\n  "photos": {"<digest>": "<base64>", …},` written last, after
    /// the menu and everything else, so that a reader meets the menu first; nothing when there are none.
    public static func photosMember(_ masters: [(digest: String, bytes: [UInt8])]) -> String {
        guard !masters.isEmpty else { return "" }
        return ",\n  \"photos\": {" + masters.map { "\n    \"\($0.digest)\": \"" + Base64.encoded($0.bytes) + "\"" }.joined(separator: ",") + "\n  }"
    }
}
