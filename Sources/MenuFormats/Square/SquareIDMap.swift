import MenuModel

/// `--id-map FILE`: what Square answered an upload, its `id_mappings`
/// (`[{"client_object_id": "#item-3", "object_id": "R2D2…"}]`), so that the
/// next export writes those objects with Square's ids, an update of what
/// Square holds, and can list what the menu no longer has for deletion.
public enum SquareIDMap {
    /// Square's id by temporary id, read from the response's JSON; other
    /// members (`objects`, `updated_at`) are Square's and left alone. A file
    /// that is not such a response is a malformed file (exit 65), named at
    /// its place.
    public static func read(_ bytes: [UInt8]) throws(MenuError) -> [String: String] {
        let value = try JSONParser.parse(bytes)
        guard case .object(let members) = value else {
            throw MenuError(.malformedFile, "expected Square's answer to an upload, an object with \"id_mappings\"")
        }
        guard let mappings = members.first(where: { $0.key == "id_mappings" })?.value else {
            throw MenuError(.malformedFile, "no \"id_mappings\": expected Square's answer to an upload")
        }
        guard case .array(let entries) = mappings else {
            throw MenuError(.malformedFile, "id_mappings: expected an array, found \(mappings.kindDescription)")
        }
        var map: [String: String] = [:]
        for (index, entry) in entries.enumerated() {
            func text(_ key: String) throws(MenuError) -> String {
                guard case .object(let members) = entry, case .string(let text)? = members.first(where: { $0.key == key })?.value,
                      !text.isEmpty else {
                    throw MenuError(.malformedFile, "id_mappings[\(index)].\(key): expected a string that is not empty")
                }
                return text
            }
            map[try text("client_object_id")] = try text("object_id")
        }
        return map
    }

    /// Square's BatchDeleteCatalogObjectsRequest for `ids`: what `--deletions FILE` holds.
    public static func deletions(_ ids: [String]) -> String {
        "{\"object_ids\": [" + ids.map(JSONText.string).joined(separator: ", ") + "]}\n"
    }
}
