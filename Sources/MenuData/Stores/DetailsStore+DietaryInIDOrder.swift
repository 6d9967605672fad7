import MenuModel
import SQLite

/// Every dish's allergens and diets, in id order, as `load()` wants them:
/// it reads the rows in id order too, so each row takes the next entry
/// here, where a dictionary of details costs a lookup a row and a box for
/// every dish with any.
package struct DietaryInIDOrder {
    private var ids: [Int64] = []
    private var values: [Dietary] = []
    private var next = 0

    package var isEmpty: Bool { ids.isEmpty }

    /// What `id` holds; ids asked in increasing order.
    package mutating func take(_ id: Int64) -> Dietary {
        while next < ids.count && ids[next] < id { next += 1 }
        return next < ids.count && ids[next] == id ? values[next] : .none
    }

    /// Two lists in id order, one of allergen bits and one of diet bits,
    /// made one.
    init(allergens: [(id: Int64, bits: Int64)], diets: [(id: Int64, bits: Int64)]) {
        ids.reserveCapacity(max(allergens.count, diets.count))
        values.reserveCapacity(max(allergens.count, diets.count))
        var a = 0, d = 0
        while a < allergens.count || d < diets.count {
            let id = min(a < allergens.count ? allergens[a].id : .max, d < diets.count ? diets[d].id : .max)
            var allergenBits: Int64 = 0, dietBits: Int64 = 0
            if a < allergens.count && allergens[a].id == id { allergenBits = allergens[a].bits; a += 1 }
            if d < diets.count && diets[d].id == id { dietBits = diets[d].bits; d += 1 }
            let dietary = Dietary(allergenBits: allergenBits, dietBits: dietBits)
            guard !dietary.isEmpty else { continue }
            ids.append(id)
            values.append(dietary)
        }
    }
}

extension DetailsStore {
    /// Every dish's allergens and diets, for `load()`. A key this build does
    /// not know is left out (`check` reports it). The rows come in key
    /// order, a dish's together, and each key is matched where SQLite holds
    /// it, no String made for it.
    package func allDietary() throws -> DietaryInIDOrder {
        let allergens = try bitsByNode("SELECT node_id, allergen AS key FROM dish_allergen ORDER BY node_id") {
            Allergen(keyBytes: $0).map { Int64($0.bit) } ?? ($0.elementsEqual(Dietary.noneKey.utf8) ? Int64(Dietary.declaredFreeBit) : 0)
        }
        let diets = try bitsByNode("SELECT node_id, diet AS key FROM dish_diet ORDER BY node_id") {
            Diet(keyBytes: $0).map { Int64($0.bit) } ?? 0
        }
        return DietaryInIDOrder(allergens: allergens, diets: diets)
    }

    /// The bits of each node's keys, or-ed together, in node order.
    private func bitsByNode(_ sql: String, _ bit: (UnsafeBufferPointer<UInt8>) -> Int64) throws -> [(id: Int64, bits: Int64)] {
        var found: [(id: Int64, bits: Int64)] = []
        var met = KeysMet()
        let statement = try database.cachedStatement(sql)
        // Two columns, each row: their places are found once.
        let (nodeColumn, keyColumn) = (statement.column(named: "node_id"), statement.column(named: "key"))
        try statement.forEachRow { row in
            let node = row.int(nodeColumn)
            let bits = row.withTextBytes(keyColumn) { met.bits(of: $0, bit) }
            if let last = found.last, last.id == node {
                found[found.count - 1].bits = last.bits | bits
            } else {
                found.append((node, bits))
            }
        }
        return found
    }
}

/// The keys a table's rows have named so far and their bits: a menu names
/// a handful of keys in thousands of rows, so a row's key is matched with
/// the few met before, by length and bytes, and looked up among every
/// key the build knows (a dictionary and the key's String) once a key.
private struct KeysMet {
    private var bytes: [UInt8] = []
    private var keys: [(end: Int, bits: Int64)] = []
    /// Another program's rows may name any number of keys: past this many,
    /// a key not met is looked up every time, as before.
    private static let most = 64

    mutating func bits(of key: UnsafeBufferPointer<UInt8>, _ lookUp: (UnsafeBufferPointer<UInt8>) -> Int64) -> Int64 {
        guard let base = key.baseAddress, !key.isEmpty else { return lookUp(key) }
        let known: Int64? = bytes.withUnsafeBufferPointer { met in
            var start = 0
            for (end, bits) in keys {
                if end - start == key.count && Self.same(met, from: start, as: base, key.count) { return bits }
                start = end
            }
            return nil
        }
        if let known { return known }
        let bits = lookUp(key)
        if keys.count < Self.most {
            bytes.append(contentsOf: key)
            keys.append((bytes.count, bits))
        }
        return bits
    }

    private static func same(_ met: UnsafeBufferPointer<UInt8>, from start: Int, as key: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        for index in 0..<count where met[start + index] != key[index] { return false }
        return true
    }
}
