/// A dish's pricing columns as the file holds them, trusting nothing.
package struct StoredPricing: Sendable {
    package let id: Int64
    package let kind: String
    package let name: String
    package let priceFen: Int64?
    package let unit: String?
    package let marketPrice: Int64

    package init(id: Int64, kind: String, name: String, priceFen: Int64?, unit: String?, marketPrice: Int64) {
        self.id = id
        self.kind = kind
        self.name = name
        self.priceFen = priceFen
        self.unit = unit
        self.marketPrice = marketPrice
    }
}

/// One row of `dish_size` as the file holds it.
package struct StoredSize: Sendable {
    package let nodeID: Int64
    package let position: Int64
    package let name: String
    package let priceFen: Int64

    package init(nodeID: Int64, position: Int64, name: String, priceFen: Int64) {
        self.nodeID = nodeID
        self.position = position
        self.name = name
        self.priceFen = priceFen
    }
}

/// What is wrong with sizes, units and market prices (SPEC 17) in rows
/// another program wrote, past what the schema refuses, and how to mend
/// each: the sizes of what is not a dish go; a dish with sizes keeps them
/// and loses a single or market price; a dish with one size sells at that
/// price; a bad size name is mended like a node's, a bad unit removed.
package struct PricingCheckup {
    /// One mend: what is wrong, and the statements that mend it.
    package struct Finding {
        package let problem: MenuProblem
        /// What `check --repair` says it did.
        package let repair: String
        package let mend: Mend
    }

    package enum Mend {
        case removeSizes(of: Int64)
        case removePrice(of: Int64)
        case removeMarketPrice(of: Int64)
        /// The one size becomes the dish's price.
        case sizeToPrice(of: Int64, fen: Int64)
        case renameSize(of: Int64, position: Int64, to: String)
        case removeUnit(of: Int64)
    }

    package private(set) var findings: [Finding] = []

    package init(dishes: [StoredPricing], sizes: [StoredSize]) {
        var byNode: [Int64: [StoredSize]] = [:]
        for size in sizes { byNode[size.nodeID, default: []].append(size) }
        var nodes: [Int64: StoredPricing] = [:]
        for dish in dishes { nodes[dish.id] = dish }
        for (nodeID, listed) in byNode.sorted(by: { $0.key < $1.key }) {
            checkSizes(listed.sorted { $0.position < $1.position }, of: nodeID, node: nodes[nodeID])
        }
        for dish in dishes { checkPriceAndUnit(of: dish, hasSizes: byNode[dish.id] != nil) }
    }

    /// The sizes of one node, in their order: they belong to a dish that
    /// has nothing else for a price, two at least, each well named.
    private mutating func checkSizes(_ list: [StoredSize], of nodeID: Int64, node: StoredPricing?) {
        let label = node.map { "#\($0.id) '\($0.name)'" } ?? "#\(nodeID)"
        guard let node, node.kind == "item" else {
            let what = node == nil ? "it does not exist, yet has sizes" : "a group with sizes; only dishes have sizes"
            return add(nodeID, label, what, "removed the sizes of \(label)", .removeSizes(of: nodeID))
        }
        if let fen = node.priceFen, list.count == 1 {
            // One size next to a price is a leftover: the price stays.
            return add(nodeID, label, "a dish with both a price (\(Self.amount(fen))) and one size ('\(list[0].name)')",
                       "removed the one size of \(label), which keeps its price", .removeSizes(of: nodeID))
        }
        if let fen = node.priceFen {
            add(nodeID, label, "a dish with both a price (\(Self.amount(fen))) and sizes",
                "removed the price of \(label), which keeps its sizes", .removePrice(of: nodeID))
        }
        if node.marketPrice != 0 {
            add(nodeID, label, "a dish with both a market price and sizes",
                "removed the market price of \(label), which keeps its sizes", .removeMarketPrice(of: nodeID))
        }
        if list.count == 1 {
            add(nodeID, label, "a dish with one size ('\(list[0].name)'); a dish with sizes has 2 to 8",
                "made the one size of \(label) its price (\(Self.amount(list[0].priceFen)))",
                .sizeToPrice(of: nodeID, fen: list[0].priceFen))
        }
        renameFaultySizes(list, of: nodeID, label: label)
    }

    /// A size name that breaks the rules is mended as a node's is, or
    /// becomes `size N` where that is empty or taken.
    private mutating func renameFaultySizes(_ list: [StoredSize], of nodeID: Int64, label: String) {
        var taken = Set(list.map { Array($0.name.utf8) })
        for size in list {
            guard let fault = Self.fault(inSize: size.name) else { continue }
            var mended = String(StoredName.mended(size.name).prefix(DishSize.maximumNameLength))
            if mended == StoredName.unnamed || taken.contains(Array(mended.utf8)) { mended = "size \(size.position + 1)" }
            taken.insert(Array(mended.utf8))
            add(nodeID, label, "its size '\(size.name)': \(fault)",
                "renamed the size '\(size.name)' of \(label) to '\(mended)'",
                .renameSize(of: nodeID, position: size.position, to: mended))
        }
    }

    /// A dish's market price beside its price, a unit that breaks the
    /// rules, and a group's unit or market price.
    private mutating func checkPriceAndUnit(of dish: StoredPricing, hasSizes: Bool) {
        let label = "#\(dish.id) '\(dish.name)'"
        if dish.kind == "item", dish.marketPrice != 0, let fen = dish.priceFen, !hasSizes {
            add(dish.id, label, "a dish with both a price (\(Self.amount(fen))) and a market price",
                "removed the market price of \(label), which keeps its price", .removeMarketPrice(of: dish.id))
        }
        if let unit = dish.unit {
            let fault = dish.kind != "item" ? "a group with a unit" : Self.fault(inUnit: unit).map { "its unit '\(unit)': \($0)" }
            if let fault { add(dish.id, label, fault, "removed the unit of \(label)", .removeUnit(of: dish.id)) }
        }
        if dish.kind != "item" && dish.marketPrice != 0 {
            add(dish.id, label, "a group with a market price", "removed the market price of \(label)", .removeMarketPrice(of: dish.id))
        }
    }

    private mutating func add(_ id: Int64, _ label: String, _ detail: String, _ repair: String, _ mend: Mend) {
        findings.append(Finding(problem: MenuProblem(id: id, row: label, detail: detail), repair: repair, mend: mend))
    }

    private static func amount(_ fen: Int64) -> String {
        (try? Amount(fen: fen)).map(\.description) ?? "\(fen) fen"
    }

    /// What is wrong with a size's name: the rules of a name, at most 20 characters.
    package static func fault(inSize name: String) -> String? {
        if let fault = StoredName.fault(in: name) { return fault.description }
        return name.count > DishSize.maximumNameLength ? "longer than \(DishSize.maximumNameLength) characters" : nil
    }

    package static func fault(inUnit unit: String) -> String? {
        if let fault = StoredName.fault(in: unit) { return fault.description }
        return unit.count > DishPricing.maximumUnitLength ? "longer than \(DishPricing.maximumUnitLength) characters" : nil
    }
}
