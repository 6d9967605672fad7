/// Square's `CreateCatalogImageRequest` (`POST /v2/catalog/images`, sent as a
/// multipart body: this JSON as the `request` part, the file as
/// `image_file`), from the facts of Square's published contract the shared
/// page gives ("an image is uploaded on its own, JPEG, PNG or GIF, at most
/// 15 MB; a batch refers to it by id") and its request's members:
/// `idempotency_key` (required, 1 to 128 characters), `object_id` (the
/// catalog object the image is attached to: an id Square gave, since a
/// temporary `#id` lives only in the request that made it), `image` (a
/// CatalogObject of type `IMAGE` with a temporary id and `image_data`:
/// `name`, `caption`; the `url` is Square's to set) and `is_primary`.
extension SquareContract {
    /// The largest image file Square takes.
    package static let imageBytesLimit = 15_000_000

    /// The problems of one request's JSON; `held` are Square's ids of the
    /// items an upload made (its `id_mappings`, by temporary id), which
    /// `object_id` must be one of when given.
    package static func imageProblems(in request: SquareJSON, held: [String: String] = [:], at place: String = "the request") -> [String] {
        var contract = SquareContract()
        contract.image(request, held: held, at: place)
        return contract.problems
    }

    mutating func image(_ request: SquareJSON, held: [String: String], at place: String) {
        guard let top = request.members else { return fail(place, "is not an object") }
        allowed(top, ["idempotency_key", "object_id", "image", "is_primary"], at: place)
        if let key = top["idempotency_key"]?.string {
            if !(1...128).contains(key.count) { fail(place + ".idempotency_key", "has \(key.count) characters, not 1 to 128") }
        } else { fail(place + ".idempotency_key", "is missing or not a string") }
        if let object = top["object_id"] {
            if let id = object.string, !id.isEmpty {
                if id.hasPrefix("#") { fail(place + ".object_id", "is a temporary id, \(id): Square knows it only in the request that made it") }
                if !held.isEmpty && !held.values.contains(id) { fail(place + ".object_id", "\(id) is no object Square made") }
            } else { fail(place + ".object_id", "is not an id") }
        }
        if let primary = top["is_primary"], primary.bool == nil { fail(place + ".is_primary", "is not a boolean") }
        guard let image = top["image"]?.members else { return fail(place + ".image", "is missing: the image's CatalogObject") }
        let at = place + ".image"
        allowed(image, ["type", "id", "image_data"], at: at)
        if image["type"]?.string != "IMAGE" { fail(at + ".type", "\(image["type"].map { "\($0)" } ?? "missing") is not IMAGE") }
        if !(image["id"]?.string?.hasPrefix("#") ?? false) { fail(at + ".id", "is not a temporary id beginning with #") }
        guard let data = image["image_data"]?.members else { return fail(at + ".image_data", "is missing: the data matching IMAGE") }
        allowed(data, ["name", "caption"], at: at + ".image_data")
        for key in ["name", "caption"] where data[key] != nil && (data[key]?.string ?? "").isEmpty {
            fail("\(at).image_data.\(key)", "is not a text that is not empty")
        }
    }
}
