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
    /// longer makes (in the order of their temporary ids). Over 10,000
    /// objects is refused (exit 1: the menu is fine, the upload it would
    /// make is more than one request).
    public func request(of root: MenuGroup) throws(MenuError) -> (json: String, leftOut: SquareLeftOut, deletions: [String]) {
        var made = Objects()
        for (_, list) in listOrder { made.modifierLists.append(modifierList(list, id: lists[list.name]?.id ?? 0, leftOut: &made.leftOut)) }
        walk(root.children, parent: nil, inheriting: ChoiceOffers.Inherited(), into: &made)
        let objects = made.inOrder
        let count = objects.reduce(0) { $0 + $1.objects }
        guard count <= Self.requestLimit else {
            throw .refused("the menu makes \(count) Square catalog objects; one request holds at most \(Self.requestLimit)",
                           hints: ["export part of the menu with --prices NAME, a price list that does not sell the rest"])
        }
        let madeIDs = Set(objects.flatMap(\.ids))
        let deletions = idMap.keys.filter { !madeIDs.contains($0) }.sorted().compactMap { idMap[$0] }
        return (Self.json(batches: Self.batches(objects)), made.leftOut, deletions)
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
