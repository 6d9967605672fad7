import MenuModel

/// `import --format square FILE` (SPEC 29): a Square catalog, as Square's
/// list and batch-retrieve calls answer (`{"objects": [...]}`) or as
/// `export --format square` writes it (`{"batches": [{"objects": ...}]}`),
/// read back into menuctl's export document, which `import` then reads as
/// it reads any: the shared page's table, from right to left. What the
/// document cannot hold of it is counted for a notice.
public struct SquareImport {
    /// The catalog's objects by id, and the top-level ones in file order.
    var byID: [String: JSONValue] = [:]
    var categories: [String] = []
    var items: [String] = []
    var lists: [String] = []
    /// What each category holds (`""` the top), in its ordinals' order.
    var placed: [String: [(ordinal: Int64, index: Int, id: String)]] = [:]
    public private(set) var leftOut: [String: Int] = [:]

    /// The menuctl export document (version 3) for `bytes`.
    public static func document(from bytes: [UInt8]) throws(MenuError) -> (document: [UInt8], leftOut: [String]) {
        var reader = SquareImport()
        try reader.collect(try JSONParser.parse(bytes))
        let text = try reader.document()
        return (Array(text.utf8), reader.leftOut.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value))" })
    }

    /// The locations a catalog's objects are present at, as its first
    /// object says (`present_at_location_ids`); none: every location.
    public static func locations(in bytes: [UInt8]) throws(MenuError) -> [String] {
        let top = try JSONParser.parse(bytes)
        let first = top["objects"]?.array?.first ?? top["batches"]?.array?.first?["objects"]?.array?.first
        return (first?["present_at_location_ids"]?.array ?? []).compactMap(\.string)
    }

    mutating func count(_ kind: String) { leftOut[kind, default: 0] += 1 }

    private mutating func collect(_ top: JSONValue) throws(MenuError) {
        var objects = top["objects"]?.array ?? []
        for batch in top["batches"]?.array ?? [] { objects += batch["objects"]?.array ?? [] }
        guard top["objects"] != nil || top["batches"] != nil else {
            throw MenuError(.malformedFile, "expected a Square catalog: an object with \"objects\" (or \"batches\")")
        }
        for (index, object) in objects.enumerated() {
            guard let type = object["type"]?.string, let id = object["id"]?.string, !id.isEmpty else {
                throw MenuError(.malformedFile, "objects[\(index)]: a catalog object has a \"type\" and an \"id\"")
            }
            if object["is_deleted"] == .bool(true) { continue }
            byID[id] = object
            switch type {
            case "CATEGORY": categories.append(id)
            case "ITEM": items.append(id)
            case "MODIFIER_LIST": lists.append(id)
            case "ITEM_VARIATION", "MODIFIER", "MEASUREMENT_UNIT", "AVAILABILITY_PERIOD": break
            default: count(type + " objects")
            }
            for nested in (object["item_data"]?["variations"]?.array ?? []) + (object["modifier_list_data"]?["modifiers"]?.array ?? []) {
                if let id = nested["id"]?.string { byID[id] = nested }
            }
        }
    }

    /// The data member of the object `id`, or nil.
    func data(_ id: String?, _ member: String) -> JSONValue? { id.flatMap { byID[$0]?[member] } }

    /// An amount in fen from Square's Money; a currency other than the
    /// menu's is refused, as menuctl keeps one.
    static func fen(_ money: JSONValue?) throws(MenuError) -> Int64? {
        guard let money, let amount = money["amount"]?.int else { return nil }
        if let currency = money["currency"]?.string, currency != Amount.currency {
            throw MenuError(.malformedFile, "an amount in \(currency): the menu's prices are in \(Amount.currency)")
        }
        return amount
    }
}

extension JSONValue {
    subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { members.first { $0.key == key }?.value } else { nil }
    }
    var array: [JSONValue]? { if case .array(let values) = self { values } else { nil } }
    var string: String? { if case .string(let text) = self { text } else { nil } }
    var int: Int64? { if case .number(let text) = self { Int64(text) } else { nil } }
}
