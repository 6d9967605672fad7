/// A checker of a `BatchUpsertCatalogObjectsRequest`, written from the facts
/// of Square's published contract that ../shared/integrations/square-catalog.md
/// gathers (Square's own file is not copied into the project): types, the
/// one `*_data` member matching the type, required members, enums, lengths,
/// limits, references between ids, variation counts, min ≤ max, batch
/// sizes, the idempotency key's length. `problems(in:)` names each breach
/// at its place (`batches[0].objects[3].item_data.name: …`); none is a pass.
package struct SquareContract {
    /// "at most 1,000 objects in a batch and 10,000 in a request"; nested
    /// objects (an item's variations) are counted too, the stricter reading.
    package static let batchLimit = 1_000
    package static let requestLimit = 10_000

    static let dataMember = ["ITEM": "item_data", "ITEM_VARIATION": "item_variation_data", "CATEGORY": "category_data",
                             "MODIFIER_LIST": "modifier_list_data", "MODIFIER": "modifier_data",
                             "MEASUREMENT_UNIT": "measurement_unit_data", "AVAILABILITY_PERIOD": "availability_period_data",
                             "IMAGE": "image_data", "TAX": "tax_data"]
    static let allergens: Set = ["CELERY", "CRUSTACEANS", "EGGS", "FISH", "GLUTEN", "LUPIN", "MILK", "MOLLUSCS", "MUSTARD",
                                 "PEANUTS", "SESAME", "SOY", "SULPHITES", "TREE_NUTS"]
    static let diets: Set = ["DAIRY_FREE", "GLUTEN_FREE", "HALAL", "KOSHER", "NUT_FREE", "VEGAN", "VEGETARIAN"]
    static let days: Set = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"]

    package private(set) var problems: [String] = []
    /// Every object's id and type, and every reference made: `(place, id, type wanted)`.
    var types: [String: String] = [:]
    var references: [(place: String, id: String, type: String)] = []
    /// Objects found, nested ones too, by type.
    package private(set) var counted: [String: Int] = [:]

    /// The problems of a request's text; a text that is not JSON is one.
    /// `held` are the ids of objects Square made for earlier requests (an
    /// upload's `id_mappings`): a request may refer to those, never to a
    /// temporary `#id` it does not hold itself ("objects in the same
    /// request may refer to them").
    package static func problems(in text: String, held: [String: String] = [:]) -> [String] {
        guard let request = try? SquareJSON.parse(text) else { return ["the request is not JSON"] }
        var contract = SquareContract()
        contract.held = held
        contract.check(request)
        return contract.problems
    }

    /// Square's ids of what it holds, with the type of each.
    var held: [String: String] = [:]

    package mutating func check(_ request: SquareJSON) {
        guard let top = request.members else { return fail("the request", "is not an object") }
        allowed(top, ["idempotency_key", "batches"], at: "the request")
        if let key = top["idempotency_key"]?.string {
            if !(1...128).contains(key.count) { fail("idempotency_key", "has \(key.count) characters, not 1 to 128") }
        } else { fail("idempotency_key", "is missing or not a string") }
        guard let batches = top["batches"]?.array, !batches.isEmpty else { return fail("batches", "is missing or empty") }
        var total = 0
        for (index, batch) in batches.enumerated() {
            let place = "batches[\(index)]"
            guard let objects = batch["objects"]?.array else { fail(place, "has no objects array"); continue }
            allowed(batch.members ?? [:], ["objects"], at: place)
            let before = counted.values.reduce(0, +)
            for (number, object) in objects.enumerated() { catalogObject(object, at: "\(place).objects[\(number)]") }
            let inBatch = counted.values.reduce(0, +) - before
            if inBatch > Self.batchLimit { fail(place, "holds \(inBatch) objects, more than \(Self.batchLimit)") }
            total += inBatch
        }
        if total > Self.requestLimit { fail("batches", "hold \(total) objects, more than \(Self.requestLimit)") }
        for reference in references {
            guard let type = types[reference.id] ?? (reference.id.hasPrefix("#") ? nil : held[reference.id]) else {
                fail(reference.place, "refers to \(reference.id), not in the request nor held by Square"); continue
            }
            if type != reference.type { fail(reference.place, "refers to \(reference.id), a \(type), not a \(reference.type)") }
        }
    }

    mutating func fail(_ place: String, _ message: String) { problems.append("\(place): \(message)") }

    mutating func allowed(_ members: [String: SquareJSON], _ keys: Set<String>, at place: String) {
        for key in members.keys.sorted() where !keys.contains(key) { fail(place, "has a member \(key) the contract does not know") }
    }

    /// A CatalogObject: type, id, presence, and its data in the member matching the type.
    mutating func catalogObject(_ object: SquareJSON, at place: String, wanting wanted: String? = nil) {
        guard let members = object.members else { return fail(place, "is not an object") }
        guard let type = members["type"]?.string, let data = Self.dataMember[type] else {
            return fail(place, "type \(members["type"].map { "\($0)" } ?? "missing") is not a catalog object type")
        }
        if let wanted, type != wanted { fail(place, "is a \(type), not a \(wanted)") }
        counted[type, default: 0] += 1
        if let id = members["id"]?.string, !id.isEmpty {
            if types[id] != nil { fail(place, "id \(id) is used twice") }
            types[id] = type
        } else { fail(place + ".id", "is missing or empty") }
        allowed(members, ["type", "id", "version", "present_at_all_locations", "present_at_location_ids",
                          "absent_at_location_ids", data], at: place)
        if let all = members["present_at_all_locations"], all.bool == nil { fail(place + ".present_at_all_locations", "is not a boolean") }
        for key in ["present_at_location_ids", "absent_at_location_ids"] where members[key] != nil {
            if !(members[key]?.array?.allSatisfy { !($0.string ?? "").isEmpty } ?? false) { fail("\(place).\(key)", "is not an array of ids") }
        }
        guard let body = members[data]?.members else { return fail("\(place).\(data)", "is missing: the data matching \(type)") }
        let at = "\(place).\(data)"
        switch type {
        case "CATEGORY": category(body, at: at)
        case "ITEM": item(body, id: members["id"]?.string ?? "", at: at)
        case "ITEM_VARIATION": variation(body, at: at)
        case "MODIFIER_LIST": modifierList(body, at: at)
        case "MODIFIER": modifier(body, at: at)
        case "MEASUREMENT_UNIT": measurementUnit(body, at: at)
        case "AVAILABILITY_PERIOD": availabilityPeriod(body, at: at)
        default: break
        }
    }
}
