import MenuModel

/// Where each dish a set meal's slots name stands in the loaded tree: its
/// path, and the hours of the groups above it, with which `load()` fills
/// in the slots.
///
/// Gathered while `load()` reads the rows in id order: the dishes wanted
/// are met by walking their sorted ids beside the rows, and every group's
/// name, parent and hours is kept, in id order too, so that a group is
/// found by halving its ids rather than by hashing one. A dish's place is
/// then found by going up from it, each group's once, rather than by a walk
/// of the whole tree asking a set of ids about every dish. What `load()`
/// does not attach (an orphan, a cycle, deeper than
/// `MenuPath.maximumDepth`) gets no place: no path, never on offer.
struct SlotDishPlaces {
    typealias Place = (path: String, above: [ServingHours], depth: Int)
    private struct GroupRow { let name: String; let parent: Int64?; let hours: ServingHours }

    /// The ids slots name, sorted, each once, and the dish met for each.
    private let wanted: [Int64]
    private var dishes: [(node: MenuItem, parent: Int64?)?]
    private var next = 0
    /// Every group's id as met, in increasing order, and its row and
    /// place at the same index.
    private var groupIDs: [Int64] = []
    private var groups: [GroupRow] = []
    /// Each group's place once found; nil inside when it cannot be reached.
    private var groupPlaces: [Place??] = []

    init(wanted ids: [Int64]) {
        wanted = ids.sortedOnce()
        dishes = Array(repeating: nil, count: wanted.count)
    }

    /// A row as `load()` reads it, in id order: a group is kept, a dish
    /// that a slot names is met.
    mutating func meet(_ node: any MenuComponent, _ record: NodeRecord) {
        guard record.kind == .item else {
            groupIDs.append(record.id)
            groups.append(GroupRow(name: record.name, parent: record.parentID, hours: node.hours))
            groupPlaces.append(nil)
            return
        }
        if let dish = node as? MenuItem { meet(dish: dish, id: record.id, parentID: record.parentID) }
    }

    /// A dish's row, met whether or not a slot names it: asked of every
    /// row, and most are passed by, so made where it is asked.
    @inline(__always)
    mutating func meet(dish: MenuItem, id: Int64, parentID: Int64?) {
        while next < wanted.count && wanted[next] < id { next += 1 }
        if next < wanted.count && wanted[next] == id { dishes[next] = (dish, parentID) }
    }

    /// Fills in a slot's dish from the dish in the tree: path, price,
    /// allergens, and what decides whether it is on offer.
    mutating func fill(_ slotDish: inout SlotDish) {
        guard let index = index(of: slotDish.id), let (dish, parent) = dishes[index], dish.setMeal == nil,
              let place = dishPlace(index, name: dish.name, parent: parent) else { return }
        slotDish.fill(path: place.path, name: dish.name, pricing: dish.pricing)
        // A dish without other details is asked for its allergens alone,
        // and one with them for its details once: a dish without a box
        // makes its details when asked, for each slot that names it.
        if let dietary = dish.dietaryWithoutOtherDetails {
            slotDish.dietary = dietary
            slotDish.kcal = nil
            slotDish.translations = []
        } else {
            let details = dish.details
            slotDish.dietary = details.dietary
            slotDish.kcal = details.energy.kcal?.kcal(of: slotDish.size)
            slotDish.translations = details.translations
        }
        slotDish.state = DishState(isSoldOut: dish.isSoldOut, stock: dish.stock, hours: dish.hours, hoursAbove: place.above)
    }

    private func index(of id: Int64) -> Int? { Self.index(of: id, in: wanted) }

    /// Where `id` is in `ids`, sorted, if it is there.
    private static func index(of id: Int64, in ids: [Int64]) -> Int? {
        var low = 0, high = ids.count
        while low < high {
            let middle = (low + high) / 2
            if ids[middle] < id { low = middle + 1 } else { high = middle }
        }
        return low < ids.count && ids[low] == id ? low : nil
    }

    /// A dish is attached when its group is, and stands above the depth
    /// limit. Made for each slot that names it, not kept: most dishes are
    /// named by one slot, and keeping every place cost more than making a
    /// path again for the few named twice.
    private mutating func dishPlace(_ index: Int, name: String, parent: Int64?) -> Place? {
        guard let group = groupPlace(parent), group.depth < MenuPath.maximumDepth else { return nil }
        return Self.place(of: name, under: group, hours: .always)
    }

    /// A group's path, the hours of it and the groups above it, and its
    /// depth (the top is 0), going up to the top or to a group placed
    /// before; nil when it cannot be reached from the top.
    private mutating func groupPlace(_ start: Int64?) -> Place? {
        guard var id = start else { return nil }
        var chain: [Int] = []
        var known: Place?
        while true {
            if id == NodeRecord.rootID { known = ("", [], 0); break }
            let index = Self.index(of: id, in: groupIDs)
            if let index, let placed = groupPlaces[index] { known = placed; break }
            // Longer than any tree: a cycle, or a chain too deep. Not kept,
            // as the groups nearer the top may well be reached.
            if chain.count > MenuPath.maximumDepth { return nil }
            // Not a group, or an orphan: nothing below it is reached.
            guard let index, let parent = groups[index].parent else { known = nil; break }
            chain.append(index)
            id = parent
        }
        for index in chain.reversed() {
            let row = groups[index]
            known = known.flatMap { above in
                above.depth < MenuPath.maximumDepth ? Self.place(of: row.name, under: above, hours: row.hours) : nil
            }
            groupPlaces[index] = .some(known)
        }
        return known
    }

    private static func place(of name: String, under group: Place, hours: ServingHours) -> Place {
        (joined(group.path, name), hours.isEmpty ? group.above : group.above + [hours], group.depth + 1)
    }

    /// `主菜/宫保鸡丁`, its bytes copied once into a string of that size:
    /// `path + "/" + name` made it twice, for every dish a slot names.
    private static func joined(_ path: String, _ name: String) -> String {
        guard !path.isEmpty else { return name }
        var (path, name) = (path, name)
        let count = path.utf8.count + 1 + name.utf8.count
        return path.withUTF8 { head in
            name.withUTF8 { tail in
                String(unsafeUninitializedCapacity: count) { bytes in
                    _ = bytes.initialize(from: head)
                    bytes[head.count] = UInt8(ascii: "/")
                    _ = UnsafeMutableBufferPointer(rebasing: bytes[(head.count + 1)...]).initialize(from: tail)
                    return count
                }
            }
        }
    }
}
