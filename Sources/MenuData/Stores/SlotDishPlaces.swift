import MenuModel

/// Where each dish a set meal's slots name stands in the loaded tree: its
/// path, and the hours of the groups above it, for `SetMealStore.resolve`.
/// One walk of the tree, with a list rather than recursion; a dish not
/// reached stays without a path and is never on offer.
struct SlotDishPlaces {
    /// A frame for each group only (a tenth of the rows): a dish wanted by
    /// a slot is found with its group's frame, and a group's path and hours
    /// are made once, however many wanted dishes it holds.
    private struct Frame { let name: String; let parent: Int; let hours: ServingHours }
    typealias Place = (path: String, above: [ServingHours])

    private var frames: [Frame] = []
    private var found: [Int64: (node: any MenuComponent, frame: Int)] = [:]
    private var groupPlaces: [Int: Place] = [:]
    private var dishPlaces: [Int64: Place] = [:]

    init(_ root: MenuGroup, wanted: Set<Int64>) {
        var pending: [(group: any MenuComponent, frame: Int)] = [(root, -1)]
        while let (group, frame) = pending.popLast() {
            for child in group.children {
                if child.isGroup {
                    frames.append(Frame(name: child.name, parent: frame, hours: child.hours))
                    pending.append((child, frames.count - 1))
                } else if wanted.contains(child.id) {
                    found[child.id] = (child, frame)
                }
            }
        }
    }

    /// Fills in a slot's dish from the dish in the tree: path, price,
    /// allergens, and what decides whether it is on offer.
    mutating func fill(_ slotDish: inout SlotDish) {
        guard let (dish, frame) = found[slotDish.id], dish.setMeal == nil else { return }
        let place = dishPlaces[slotDish.id] ?? Self.place(of: dish.name, in: group(frame))
        dishPlaces[slotDish.id] = place
        slotDish.fill(path: place.path, name: dish.name, pricing: dish.pricing)
        slotDish.dietary = dish.details.dietary
        slotDish.state = DishState(isSoldOut: dish.isSoldOut, stock: dish.stock, hours: dish.hours, hoursAbove: place.above)
    }

    /// A group's path and the hours of it and the groups above it, made
    /// once per group (the top is frame -1).
    private mutating func group(_ frame: Int) -> Place {
        if frame < 0 { return ("", []) }
        if let known = groupPlaces[frame] { return known }
        let parent = group(frames[frame].parent)
        let made = Place(path: Self.place(of: frames[frame].name, in: parent).path,
                         above: frames[frame].hours.isEmpty ? parent.above : parent.above + [frames[frame].hours])
        groupPlaces[frame] = made
        return made
    }

    private static func place(of name: String, in group: Place) -> Place {
        (group.path.isEmpty ? name : group.path + "/" + name, group.above)
    }
}
