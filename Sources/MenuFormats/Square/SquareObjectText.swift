import MenuModel

/// One object of Square's catalog as JSON text, its members written in the
/// order they are added and escaped by the repo's own writer (`JSONText`).
/// Written at once rather than built as a tree: 10,000 dishes make some
/// 30,000 objects, and the text of each is all the request keeps of it.
struct SquareObjectText {
    private(set) var text = "{"
    /// How many catalog objects this text holds, itself and those nested in
    /// it (an item's variations, a list's modifiers): what a batch counts.
    private(set) var objects = 0
    /// The temporary ids (`#…`) of those objects, whatever id they are
    /// written with: what `--deletions` compares the id map with.
    private(set) var ids: [String] = []

    private mutating func key(_ key: String) {
        if text.utf8.count > 1 { text += "," }
        text += "\"" + key + "\":"
    }

    mutating func add(_ key: String, string value: String) {
        self.key(key)
        text += JSONText.string(value)
    }

    mutating func add(_ key: String, int value: Int64) {
        self.key(key)
        text += String(value)
    }

    mutating func add(_ key: String, bool value: Bool) {
        self.key(key)
        text += value ? "true" : "false"
    }

    /// A member whose value is already JSON: an object or array written here.
    mutating func add(_ key: String, json value: String) {
        self.key(key)
        text += value
    }

    mutating func add(_ key: String, object value: SquareObjectText) {
        add(key, json: value.closed)
        objects += value.objects
        ids += value.ids
    }

    /// An array of objects; the catalog objects among them are counted.
    mutating func add(_ key: String, objects values: [SquareObjectText]) {
        add(key, json: "[" + values.map(\.closed).joined(separator: ",") + "]")
        objects += values.reduce(0) { $0 + $1.objects }
        ids += values.flatMap(\.ids)
    }

    mutating func add(_ key: String, strings values: [String]) {
        add(key, json: "[" + values.map(JSONText.string).joined(separator: ",") + "]")
    }

    var closed: String { text + "}" }

    /// `{"amount":3800,"currency":"CNY"}`: Square's Money, in the currency's
    /// smallest unit (fen), as the shared page's CatalogItemVariation row says.
    static func money(_ amount: Amount?) -> SquareObjectText {
        var money = SquareObjectText()
        money.add("amount", int: amount?.fen ?? 0)
        money.add("currency", string: Amount.currency)
        return money
    }

    /// A CatalogObject: `type`, `id` (`written`, Square's own id once it
    /// has one), its presence, and its data in the one member that matches
    /// the type (`ITEM` → `item_data`).
    static func catalogObject(type: String, id: String, written: String, presence: SquarePresence,
                              data: SquareObjectText) -> SquareObjectText {
        var object = SquareObjectText()
        object.add("type", string: type)
        object.add("id", string: written)
        presence.write(into: &object)
        object.add(type.lowercased() + "_data", object: data)
        object.objects += 1
        object.ids.append(id)
        return object
    }
}

/// Where an object is sold: every location (Square's default), or only
/// those given with `--location`.
public struct SquarePresence: Sendable {
    public let locations: [String]

    public init(locations: [String] = []) { self.locations = locations }

    func write(into object: inout SquareObjectText) {
        object.add("present_at_all_locations", bool: locations.isEmpty)
        if !locations.isEmpty { object.add("present_at_location_ids", strings: locations) }
    }

    /// `[{"location_id":…,"price_money":…,"sold_out":true}]` for each
    /// location: a store's own price (SPEC 22) and sold out where it is
    /// sold (the shared page's ItemVariationLocationOverrides). nil when
    /// there is nothing to say, or no location to say it of: Square keeps
    /// both per location only.
    func overrides(price: Amount? = nil, soldOut: Bool) -> [SquareObjectText]? {
        guard price != nil || soldOut, !locations.isEmpty else { return nil }
        return locations.map { location in
            var override = SquareObjectText()
            override.add("location_id", string: location)
            if let price { override.add("price_money", object: .money(price)) }
            if soldOut { override.add("sold_out", bool: true) }
            return override
        }
    }
}
