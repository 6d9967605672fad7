import MenuModel
import SQLite

extension TreeStore {
    /// The whole menu as a composite tree, from one pass over the table.
    ///
    /// The rows are not trusted (SPEC 9): ids are looked up in a dictionary,
    /// not used as indexes, so an id of 2^40 costs what any id costs; only
    /// what can be reached from the top within `MenuPath.maximumDepth`
    /// levels is attached, walking with a list rather than recursion, so an
    /// orphan or a cycle is simply not reached, and counted.
    ///
    /// What it holds beside the tree while it works is a reference per
    /// node, and a position only in a family that comes out of order (a
    /// million nodes in 96 MiB, docs/performance.md), never the rows themselves.
    ///
    /// `photos: false` for a reader that shows none (the text `list`): its
    /// nodes have none, and no photo's reference is read (SPEC 27).
    public func load(photos readsPhotos: Bool = true) throws -> MenuGroup {
        let beside = try NodeExtras(tx)
        var met = try MetInIDOrder(tx, photos: readsPhotos)
        var families = try readFamilies(beside, &met)
        let root = MenuGroup(id: NodeRecord.rootID, name: "")
        let attached = families.attach(under: root)
        tx.unreachableCount = families.rowCount - attached
        met.fillSets(families.sets)
        return root
    }

    /// Every row made a node and put with its siblings. The table is read
    /// in its own (id) order: read through the (parent_id, position)
    /// index, each row cost a lookup in the table, three times the whole
    /// scan, and five times with ids scattered up to 2^40. What comes in
    /// id order beside it (`met`) is met by moving along, not looked up.
    private func readFamilies(_ beside: NodeExtras, _ met: inout MetInIDOrder) throws -> Families {
        var families = Families()
        let table = try database.cachedStatement(met.joinsStations
            ? "SELECT \(NodeRow.columns)\(StationsInIDOrder.joinedColumns) FROM menu_node\(StationsInIDOrder.join) ORDER BY menu_node.id"
            : "SELECT \(NodeRow.columns) FROM menu_node ORDER BY id")
        let nodeRow = NodeRow(table)
        if met.joinsStations { met.joinedStations(at: table.column(named: "own_station")) }
        let nothingBeside = beside.isEmpty
        try table.forEachRow { row in
            guard let kind = nodeRow.kindToLoad(row) else { return }
            let id = nodeRow.id(row)
            let meal = met.meal(of: id), photo = met.photo(of: id), dietary = met.dietary(of: id)
            let kitchen = met.kitchen(of: id, row: row)
            // Most rows are dishes with nothing but a price, and maybe
            // allergens and a station: made straight from the row, no
            // record copied, no empty part asked whether it is empty.
            if kind == .item, meal == nil, photo == nil, nothingBeside || beside.hasNothing(for: id),
               let (dish, parentID, position) = nodeRow.plainDish(row, id: id, dietary: dietary,
                                                                  station: kitchen.map { met.box(at: $0) }) {
                met.meet(dish: dish, id: id, parentID: parentID)
                families.add(dish, parent: parentID, position: position)
                return
            }
            let record = nodeRow.record(row)
            let node = NodeAssembler.node(record, hours: beside.hours(of: id), sizes: beside.sizes(of: id),
                                      details: met.details(beside, dietary, of: id), stock: beside.stock(of: id),
                                      setMeal: meal, inherited: InheritedFeatures(station: kitchen.map { met.station(at: $0) }),
                                      photo: photo, today: beside.today(of: id))
            if meal != nil, let set = node as? MenuItem { families.sets.append(set) }
            met.meet(node, record)
            families.add(node, parent: record.parentID, position: record.position)
        }
        return families
    }
}

extension TreeStore {
    /// What one node has of what is inherited down the tree, its own or
    /// its nearest group's: the one node's read of what `load()` passes down.
    package func inherited(by id: Int64) throws -> InheritedFeatures {
        InheritedFeatures(station: try tx.stations.station(of: id).map { KitchenStation(name: $0.name, isOwn: $0.from == nil) })
    }
}

/// What other tables hold of the nodes, each read whole in one pass before
/// the rows: most menus have little of it, so an empty table costs one
/// check a row, not a lookup.
private struct NodeExtras {
    let hours: [Int64: ServingHours]
    let sizes: [Int64: [DishSize]]
    let details: [Int64: DishDetails]
    let stock: [Int64: DishStock]
    /// Today's prices of 时价 dishes (SPEC 28): a handful at most.
    let today: [Int64: Amount]

    init(_ tx: MenuTransaction) throws {
        hours = try tx.service.allServingHours()
        sizes = try tx.pricing.allSizes()
        details = try tx.details.allDetailsButDietary()
        stock = try tx.counts.allStock(now: LocalClock.seconds())
        today = try tx.todayPrices.all()
    }

    /// Whether no table beside holds anything of any node.
    var isEmpty: Bool { hours.isEmpty && sizes.isEmpty && details.isEmpty && stock.isEmpty && today.isEmpty }

    /// Whether they hold nothing of `id`.
    func hasNothing(for id: Int64) -> Bool {
        (hours.isEmpty || hours[id] == nil) && (sizes.isEmpty || sizes[id] == nil)
            && (details.isEmpty || details[id] == nil) && (stock.isEmpty || stock[id] == nil)
            && (today.isEmpty || today[id] == nil)
    }

    func hours(of id: Int64) -> ServingHours { hours.isEmpty ? .always : hours[id] ?? .always }
    func sizes(of id: Int64) -> [DishSize] { sizes.isEmpty ? [] : sizes[id] ?? [] }
    /// nil for none: most nodes have none, and a copy of `.none` a row was dear.
    func details(of id: Int64) -> DishDetails? { details.isEmpty ? nil : details[id] }
    func stock(of id: Int64) -> DishStock { stock.isEmpty ? .none : stock[id] ?? .none }
    func today(of id: Int64) -> Amount? { today.isEmpty ? nil : today[id] }
}

/// What comes in id order, as the rows do, and is met rather than looked
/// up: allergens and diets, stations, photos, set meals, and the dishes
/// their slots name.
private struct MetInIDOrder {
    private var dietary: DietaryInIDOrder
    private var stations: StationsInIDOrder
    /// Photos' references only (SPEC 27): no master's bytes are read to list.
    private var photos: PhotosInIDOrder
    /// Each set's slots, filled in here once the tree stands and then
    /// handed to its node, which holds an empty one till then: filled in
    /// the node's own copy, every slot's list was copied first.
    private var meals: [(id: Int64, meal: SetMeal)]
    private var nextMeal = 0
    /// nil without set meals.
    private(set) var places: SlotDishPlaces?

    init(_ tx: MenuTransaction, photos readsPhotos: Bool) throws {
        dietary = try tx.details.allDietary()
        stations = try tx.stations.allOwnInIDOrder()
        photos = readsPhotos ? try tx.photos.referencesInIDOrder() : PhotosInIDOrder()
        let (meals, dishIDs) = try tx.sets.allMealsInIDOrder()
        self.meals = meals
        if !meals.isEmpty { places = SlotDishPlaces(wanted: dishIDs) }
    }

    /// The allergens and diets of `id`; ids asked in increasing order.
    mutating func dietary(of id: Int64) -> Dietary { dietary.isEmpty ? .none : dietary.take(id) }

    /// `beside`'s details of `id` with its allergens and diets (`found`),
    /// nil for none. (This and the two below change nothing, but a call
    /// that does not take `self` in place copied all of it, every list
    /// retained and released, for each row that asks.)
    mutating func details(_ beside: NodeExtras, _ found: Dietary, of id: Int64) -> DishDetails? {
        guard !dietary.isEmpty else { return beside.details(of: id) }
        guard !found.isEmpty || beside.details(of: id) != nil else { return nil }
        var details = beside.details(of: id) ?? .none
        details.dietary = found
        return details
    }

    /// The place of the station `id` is assigned itself; ids asked in
    /// increasing order, `row` the node's.
    mutating func kitchen(of id: Int64, row: Statement) -> Int32? {
        stations.isEmpty ? nil : stations.take(id, row: row)
    }
    mutating func station(at slot: Int32) -> KitchenStation { stations.station(at: slot) }
    /// The box of that station alone, which its dishes with nothing else share.
    mutating func box(at slot: Int32) -> DishExtras { stations.box(at: slot) }

    /// The photo of `id`, if any; ids asked in increasing order.
    mutating func photo(of id: Int64) -> PhotoReference? { photos.isEmpty ? nil : photos.take(id) }

    /// Whether the node rows carry their own stations, and where.
    var joinsStations: Bool { stations.joinsNodeRows }
    mutating func joinedStations(at column: Int32) { stations.column = column }

    /// An empty set meal when `id` is one, else nil; ids asked in increasing order.
    mutating func meal(of id: Int64) -> SetMeal? {
        guard !meals.isEmpty else { return nil }
        while nextMeal < meals.count && meals[nextMeal].id < id { nextMeal += 1 }
        return nextMeal < meals.count && meals[nextMeal].id == id ? SetMeal() : nil
    }

    mutating func meet(_ node: any MenuComponent, _ record: NodeRecord) { places?.meet(node, record) }
    mutating func meet(dish: MenuItem, id: Int64, parentID: Int64?) { places?.meet(dish: dish, id: id, parentID: parentID) }

    /// Fills in the slots' dishes from the tree (`SlotDishPlaces.fill`) and
    /// gives each set node, in id order, its meal.
    mutating func fillSets(_ sets: [MenuItem]) {
        guard places != nil else { return }
        var next = 0
        for item in sets {
            while next < meals.count && meals[next].id < item.id { next += 1 }
            guard next < meals.count && meals[next].id == item.id else { continue }
            for s in meals[next].meal.slots.indices {
                for d in meals[next].meal.slots[s].dishes.indices { places!.fill(&meals[next].meal.slots[s].dishes[d]) }
            }
            item.setMeal = meals[next].meal
        }
    }
}

/// The nodes gathered by the group that holds them, as the rows come, each
/// with its position; put in sibling order and attached once the whole
/// table is read, as a parent may come after its children.
private struct Families {
    /// A group's nodes as they came, and their positions beside them: a
    /// family already in order (most are) is handed over whole, no node
    /// retained or released to take it.
    private struct Family {
        /// Empty while `countsUp`: a million nodes kept 8 MiB of positions
        /// that said nothing.
        var positions: [Int64] = []
        var nodes: [any MenuComponent] = []
        /// Whether the members came at positions 0, 1, 2…, as most
        /// families do; the positions are written out at the first that
        /// does not.
        var countsUp = true

        init() {}

        /// Room for `count` members: the size of the family before, as a
        /// menu's groups are often alike (the bench's hold 100 dishes
        /// each). Grown one doubling at a time, a family of 100 held 128
        /// slots, and was copied seven times on the way.
        init(room count: Int) {
            nodes.reserveCapacity(count)
        }

        mutating func append(_ node: any MenuComponent, at position: Int64) {
            if countsUp && position != Int64(nodes.count) {
                countsUp = false
                positions = Array(0..<Int64(nodes.count))
            }
            if !countsUp { positions.append(position) }
            nodes.append(node)
        }
    }
    /// Every family but the one the rows are filling, which is `filling`
    /// meanwhile (its slot holds an empty one): appended to where it lies,
    /// not through the array of families, for each row.
    private var members: [Family] = []
    private var filling = Family()
    private var fillingIndex: Int?
    private var familyOfParent: [Int64: Int] = [:]
    /// Rows come mostly family by family (a group's dishes are added
    /// together): the last family is found without a lookup.
    private var lastParent: Int64?
    private(set) var rowCount = 0
    /// The set meals, whose slots are filled in once the tree stands (SPEC 19).
    var sets: [MenuItem] = []

    /// A row whose parent is NULL is not the root's (that row is not read):
    /// it is counted, and never reached.
    mutating func add(_ node: any MenuComponent, parent: Int64?, position: Int64) {
        rowCount += 1
        guard let parent else { return }
        if parent != lastParent { fill(parent) }
        filling.append(node, at: position)
    }

    /// Puts the family being filled back in its slot and takes out
    /// `parent`'s, made when it is new with the room of the one before.
    private mutating func fill(_ parent: Int64) {
        let room = min(filling.nodes.count, 256)
        putBack()
        lastParent = parent
        if let known = familyOfParent[parent] {
            fillingIndex = known
            swap(&filling, &members[known])
        } else {
            fillingIndex = members.count
            familyOfParent[parent] = members.count
            members.append(Family())
            filling = Family(room: room)
        }
    }

    private mutating func putBack() {
        if let index = fillingIndex { swap(&filling, &members[index]) }
        fillingIndex = nil
        lastParent = nil
    }

    /// Attaches each family reached from `root` to its group, in sibling
    /// order, and answers how many nodes that is. A family is taken once,
    /// so a cycle ends; a group deeper than the limit gets none.
    mutating func attach(under root: MenuGroup) -> Int {
        putBack()
        var attached = 0
        var pending: [(group: MenuGroup, depth: Int)] = [(root, 0)]
        while let (group, depth) = pending.popLast() {
            guard depth < MenuPath.maximumDepth,
                  let index = familyOfParent.removeValue(forKey: group.id) else { continue }
            let children = takeInOrder(index)
            group.children = children
            // A group is attached before what it holds, so what it passes
            // down is whole (its own or its group's) when its entries take it.
            let passed = group.inherited.passedDown
            // The family's dishes with nothing else share one box of the station.
            var shared: DishExtras?
            for child in children {
                if let inner = child as? MenuGroup {
                    if !passed.isEmpty { inner.inherit(passed) }
                    pending.append((inner, depth + 1))
                } else if !passed.isEmpty {
                    if let dish = child as? MenuItem { dish.inherit(passed, sharing: &shared) } else { child.inherit(passed) }
                }
            }
            attached += children.count
        }
        return attached
    }

    /// A family in sibling order, its room given back. Siblings at one
    /// position keep id order, as the index keeps them.
    private mutating func takeInOrder(_ index: Int) -> [any MenuComponent] {
        var family = Family()
        swap(&family, &members[index])
        let positions = family.positions
        if family.countsUp || positions.indices.dropFirst().allSatisfy({ positions[$0 - 1] <= positions[$0] }) { return family.nodes }
        let order = positions.indices.sorted { (positions[$0], $0) < (positions[$1], $1) }
        return order.map { family.nodes[$0] }
    }
}
