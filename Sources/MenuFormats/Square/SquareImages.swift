import MenuModel

/// The photos of a Square export (`export --photos DIR --for square`, SPEC
/// 27 and 29): Square takes an image on its own, not in a batch
/// (`POST /v2/catalog/images`, a `CreateCatalogImageRequest` and the file,
/// ../shared/integrations/square-catalog.md), and attaches it to the item
/// its `object_id` names. One request per photo file written, kept in
/// `square-images.json` beside the files, each with the file it sends:
///
/// ```json
/// [
///   {"file": "主菜_宫保鸡丁.jpg", "item": "主菜/宫保鸡丁", "request": {"idempotency_key": "…",
///    "object_id": "R2D2…", "image": {"type": "IMAGE", "id": "#image-4",
///    "image_data": {"name": "主菜_宫保鸡丁.jpg", "caption": "宫保鸡丁"}}, "is_primary": true}}
/// ]
/// ```
///
/// An item's Square id is known only once the batch that made it was
/// uploaded: from Square's answer, given as `--id-map`. Without it a
/// request names no `object_id` (the image would be the catalog's, on no
/// item), and the command says to upload the batch first.
public enum SquareImages {
    /// The manifest's name in the folder; no photo file ends so.
    public static let fileName = "square-images.json"

    /// A photo file written for a dish.
    public struct Photo {
        public let file: String
        /// The dish's path, and its id and name.
        public let path: String
        public let dish: Int64
        public let name: String
        /// The SHA-256 of the file's bytes.
        public let digest: PhotoDigest

        public init(file: String, path: String, dish: Int64, name: String, digest: PhotoDigest) {
            self.file = file
            self.path = path
            self.dish = dish
            self.name = name
            self.digest = digest
        }
    }

    /// The manifest of `photos`, in their order, and how many name no item
    /// Square holds (no id in `idMap`). The same photos and map give the
    /// same text: the idempotency key is the SHA-256 of the item's id and
    /// the file's digest, so an upload tried again is not made twice, and
    /// a new photo, or the item's id learnt, is a new request.
    public static func manifest(of photos: [Photo], idMap: [String: String]) -> (json: String, unattached: Int) {
        var unattached = 0
        let entries = photos.map { photo in
            let item = SquareID.item(photo.dish)
            let squareID = idMap[item]
            if squareID == nil { unattached += 1 }
            let key = SHA256.hex(Array(((squareID ?? item) + " " + photo.digest.hex).utf8))
            let attached = squareID.map { ", \"object_id\": " + JSONText.string($0) } ?? ""
            let image = "{\"type\": \"IMAGE\", \"id\": \"#image-\(photo.dish)\", \"image_data\": {\"name\": "
                + JSONText.string(photo.file) + ", \"caption\": " + JSONText.string(photo.name) + "}}"
            let request = "{\"idempotency_key\": \"\(key)\"" + attached + ", \"image\": " + image
                + (squareID == nil ? "" : ", \"is_primary\": true") + "}"
            return "  {\"file\": " + JSONText.string(photo.file) + ", \"item\": " + JSONText.string(photo.path)
                + ", \"request\": " + request + "}"
        }
        return ("[\n" + entries.joined(separator: ",\n") + (entries.isEmpty ? "" : "\n") + "]\n", unattached)
    }
}
