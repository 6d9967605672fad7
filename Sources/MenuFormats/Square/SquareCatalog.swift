import MenuModel

/// `export --format square` (SPEC 29): the menu as one
/// `BatchUpsertCatalogObjectsRequest` for Square's `POST
/// /v2/catalog/batch-upsert`, mapped as ../shared/integrations/square-catalog.md
/// says ("From menuctl to Square"). Fed by the tree every export reads,
/// already priced by `--prices` and without what a list does not sell.
///
/// The same menu gives the same bytes: ids come from menuctl's ids
/// (SquareID), objects are written in menu order, and the idempotency key
/// is the SHA-256 of the batches, so a changed price changes that
/// variation's object and the key, nothing else.
public struct SquareCatalog: Sendable {
    /// The shared page: "at most 1,000 objects in a batch and 10,000 in a request".
    public static let batchLimit = 1_000
    public static let requestLimit = 10_000

    /// The menu's choice lists by name, with the id their `#choices-` ids come from.
    let lists: [String: (id: Int64, list: ChoiceList)]
    let listOrder: [(id: Int64, list: ChoiceList)]
    let offers: ChoiceOffers
    let presence: SquarePresence
    /// At a store of a chain: head office's price of each dish the store
    /// sells at its own (SPEC 22), by id; `--location` then makes the
    /// store's price a location override of head office's.
    public var headOfficePrices: [Int64: Amount?] = [:]
    /// Square's ids of the objects an earlier upload made, by temporary id
    /// (`--id-map`): those objects are written with Square's id, an update.
    public var idMap: [String: String] = [:]
    /// The kitchens' own ids by name (SquareCatalog+Kitchen.swift), so that
    /// a renamed one keeps its category in Square.
    public var kitchenIDs: [String: Int64] = [:]

    public init(choiceLists: [(id: Int64, list: ChoiceList)], offers: ChoiceOffers, presence: SquarePresence = SquarePresence()) {
        listOrder = choiceLists
        lists = Dictionary(choiceLists.map { ($0.list.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.offers = offers
        self.presence = presence
    }

    /// What one walk of the menu makes, by kind, in the order a request
    /// lists them: what others refer to comes before them.
    struct Objects {
        var periods: [SquareObjectText] = []
        var units: [String: SquareObjectText] = [:]
        var categories: [SquareObjectText] = []
        /// Kitchen categories, by id (SquareCatalog+Kitchen.swift).
        var kitchens: [String: SquareObjectText] = [:]
        var modifierLists: [SquareObjectText] = []
        var items: [SquareObjectText] = []
        var leftOut = SquareLeftOut()

        /// Units by id, so that the same menu lists them in the same order
        /// wherever its dishes are.
        var inOrder: [SquareObjectText] {
            periods + units.sorted { $0.key < $1.key }.map(\.value) + categories
                + kitchens.sorted { $0.key < $1.key }.map(\.value) + modifierLists + items
        }
    }

    /// The request for `root`, what the menu holds that Square has no
    /// place for, and the Square ids of the id map that this menu no
    /// longer makes (in the order of their temporary ids).
    ///
    /// A menu of more than 10,000 objects is more than one request, and a
    /// temporary id is known only within its request: the request is then
    /// the first objects Square does not hold yet (`--id-map`) that fit,
    /// in the request's order (what others refer to first, an item never
    /// apart from its variations), referring to what Square holds by
    /// Square's id. Those Square holds are left out: an id map says what
    /// Square made, not whether the menu changed it since, and the whole
    /// menu as an update is more than one request. Uploading each request
    /// and exporting again with its answer drains the menu; when Square
    /// holds every object, nothing is left to upload (exit 1).
    public func request(of root: MenuGroup) throws(MenuError) -> SquareRequest {
        var made = Objects()
        for (_, list) in listOrder { made.modifierLists.append(modifierList(list, id: lists[list.name]?.id ?? 0, leftOut: &made.leftOut)) }
        walk(root.children, parent: nil, inheriting: ChoiceOffers.Inherited(), into: &made)
        let objects = made.inOrder
        let total = objects.reduce(0) { $0 + $1.objects }
        let madeIDs = Set(objects.flatMap(\.ids))
        let deletions = idMap.keys.filter { !madeIDs.contains($0) }.sorted().compactMap { idMap[$0] }
        guard total > Self.requestLimit else {
            return SquareRequest(json: Self.json(batches: Self.batches(objects)), leftOut: made.leftOut, deletions: deletions, part: nil)
        }
        let part = try firstRequest(of: objects, total: total)
        return SquareRequest(json: Self.json(batches: Self.batches(part.objects)), leftOut: made.leftOut, deletions: deletions,
                             part: part.counts)
    }

    /// Every object of `root` as Square's list call answers a catalog
    /// (`{"objects": [...]}`), in one piece whatever its size: the menu as
    /// Square would hold it, for `diff` to read back (SquareImport).
    public func catalog(of root: MenuGroup) -> String {
        var made = Objects()
        for (_, list) in listOrder { made.modifierLists.append(modifierList(list, id: lists[list.name]?.id ?? 0, leftOut: &made.leftOut)) }
        walk(root.children, parent: nil, inheriting: ChoiceOffers.Inherited(), into: &made)
        return "{\"objects\": [" + made.inOrder.map(\.closed).joined(separator: ",\n") + "]}\n"
    }

    /// The objects Square does not hold yet that fit one request, up to the
    /// first that does not: each one taken has all it refers to taken
    /// before it or held by Square.
    private func firstRequest(of objects: [SquareObjectText], total: Int) throws(MenuError)
        -> (objects: [SquareObjectText], counts: SquareRequest.Part) {
        var taken: [SquareObjectText] = []
        var room = Self.requestLimit, held = 0, remaining = 0
        for object in objects {
            if object.ids.allSatisfy({ idMap[$0] != nil }) {
                held += object.objects
            } else if remaining == 0 && object.objects <= room {
                taken.append(object)
                room -= object.objects
            } else {
                remaining += object.objects
            }
        }
        guard !taken.isEmpty else {
            if remaining > 0 {
                throw .refused("the menu makes \(total) Square catalog objects, and its next object alone holds more than one request's \(Self.requestLimit)")
            }
            throw .refused("Square already holds all \(total) objects of the menu (--id-map): nothing is left to upload; an update of a menu over \(Self.requestLimit) objects is more than one request",
                           hints: ["export without --id-map and upload the requests again to replace what Square holds"])
        }
        return (taken, SquareRequest.Part(total: total, written: Self.requestLimit - room, held: held, remaining: remaining))
    }

    /// The id an object is written with: Square's, once an upload made it, else its temporary one.
    func written(_ id: String) -> String { idMap[id] ?? id }

    func object(_ type: String, id: String, data: SquareObjectText) -> SquareObjectText {
        .catalogObject(type: type, id: id, written: written(id), presence: presence, data: data)
    }

    /// Groups become categories and dishes items, each group handing its
    /// offered choice lists down (SPEC 18: nearest first, each once).
    private func walk(_ nodes: [any MenuComponent], parent: Int64?, inheriting above: ChoiceOffers.Inherited,
                      into made: inout Objects) {
        var ordinal = 0
        for node in nodes {
            if node.isGroup {
                made.categories.append(category(node, parent: parent, ordinal: ordinal, into: &made))
                walk(node.children, parent: node.id, inheriting: offers.inherited(by: node.id, from: above), into: &made)
            } else if node.stock.isOffSale {
                // 停售: not for guests (SPEC 20), as the guests' page leaves it out.
                made.leftOut.count(.offSale)
                continue
            } else {
                let choices = offers.choices(of: node.id, inheriting: above).compactMap { lists[$0] }
                made.items.append(item(node, category: parent, ordinal: ordinal, choices: choices, into: &made))
            }
            ordinal += 1
        }
    }

    /// The request: the idempotency key first, then the batches it is the
    /// digest of. One object a line, so that two exports diff well.
    static func json(batches: [[SquareObjectText]]) -> String {
        var body = "["
        for (index, batch) in batches.enumerated() {
            body += (index == 0 ? "\n" : ",\n") + "    {\"objects\": ["
            body += batch.map { "\n      " + $0.closed }.joined(separator: ",")
            body += "\n    ]}"
        }
        body += "\n  ]"
        return "{\n  \"idempotency_key\": \"" + SHA256.hex(Array(body.utf8)) + "\",\n  \"batches\": " + body + "\n}\n"
    }

    /// The objects in batches of at most 1,000, counting what each holds
    /// nested (an item's variations), never splitting one: Square applies a
    /// batch all or nothing, and a reference to an object of an earlier
    /// batch of the same request is kept.
    static func batches(_ objects: [SquareObjectText]) -> [[SquareObjectText]] {
        var batches: [[SquareObjectText]] = [[]]
        var inBatch = 0
        for object in objects {
            if inBatch + object.objects > batchLimit && inBatch > 0 {
                batches.append([])
                inBatch = 0
            }
            batches[batches.count - 1].append(object)
            inBatch += object.objects
        }
        return batches
    }
}

/// What `SquareCatalog.request(of:)` makes: the request's JSON, what the
/// menu holds that Square has no place for, the Square ids to delete.
public struct SquareRequest: Sendable {
    public let json: String
    public var leftOut: SquareLeftOut
    public let deletions: [String]
    /// For a menu of more than one request: how many objects it makes, how
    /// many this request holds, how many Square holds already (left out)
    /// and how many remain for the next requests. nil: the whole menu.
    public let part: Part?

    public struct Part: Equatable, Sendable {
        public let total: Int
        public let written: Int
        public let held: Int
        public let remaining: Int

        public init(total: Int, written: Int, held: Int, remaining: Int) {
            self.total = total
            self.written = written
            self.held = held
            self.remaining = remaining
        }
    }
}
