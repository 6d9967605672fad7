import MenuModel
import SQLite
public struct ImportStore {
    package let tx: MenuTransaction
    package var database: Database { tx.database }
    /// Whether the file's format carries choice lists (JSON) or only names
    /// them (CSV): a list the menu lacks is said each way.
    var listsTravelInFile = true

    /// What an import did, node by node (the removed count includes what
    /// was inside removed groups).
    public struct ImportCounts: Equatable, Sendable {
        public var added = 0, changed = 0, unchanged = 0, removed = 0
        /// The set meals among the nodes (SPEC 19), and what is not a node:
        /// choice lists (SPEC 18), price lists (SPEC 21), glossary words (SPEC 15).
        public var setMeals = Tally(), choiceLists = Tally(), priceLists = Tally(), glossaryWords = Tally()
        /// What the sections at the document's top that features read
        /// themselves did, by the word each is counted under.
        public var sections: [String: Tally] = [:]
    }

    /// How many of one kind an import added, changed and removed.
    public struct Tally: Equatable, Sendable {
        public var added = 0, changed = 0, removed = 0
        public init(added: Int = 0, changed: Int = 0, removed: Int = 0) {
            (self.added, self.changed, self.removed) = (added, changed, removed)
        }
        public var isEmpty: Bool { added == 0 && changed == 0 && removed == 0 }
    }

    /// Loads a document into the menu (SPEC 7). Merging (the default) goes by
    /// path: groups that exist are reused and take the file's expanded
    /// state, dishes that exist take the file's price, new nodes are appended
    /// in file order. `replace` makes the menu exactly the file, keeping the
    /// id of every node whose path is in it (ids are for life, SPEC 2).
    /// The file's entries are taken one at a time, as its reader gives them.
    public func importMenu(_ document: MenuDocument, replace: Bool,
                           progress: (Int) -> Void = { _ in }) throws -> ImportCounts {
        tx.pathsChanged()
        try tx.entriesChanged()
        tx.bucketBeingFilled = BucketBeingFilled()
        let choiceLists: Tally
        do { choiceLists = try importChoiceLists(document, replace: replace) } catch { throw tx.chain.refusalInFile(error, at: nil) }
        var sections: [String: Tally] = [:]
        for case .section(let key, let label, let write)? in TableCatalogue.tables.map(\.imports) {
            guard let value = document.sections[key] else { continue }
            do { sections[label] = try write(self, value, replace) } catch { throw tx.chain.refusalInFile(error, at: nil) }
        }
        let setsBefore = try countSets()
        var store = self
        store.listsTravelInFile = document.carried.choiceLists
        var walk = ImportWalk(store: store, document: document, replace: replace)
        var reader = document.entryReader()
        try walk.open(parentID: NodeRecord.rootID, path: MenuPath([]), isNew: false)
        // At a store, head office's entries refuse what the file would do
        // to them: said as the file's clash with the menu, where it is.
        while let step = try reader.next() {
            switch step {
            case .entry(let entry):
                do { try walk.take(entry) } catch { throw tx.chain.refusalInFile(error, at: entry.place) }
            case .endOfGroup:
                do { try walk.close() } catch { throw tx.chain.refusalInFile(error, at: nil) }
            }
            progress(walk.counts.added + walk.counts.changed + walk.counts.unchanged)
        }
        do { try walk.close() } catch { throw tx.chain.refusalInFile(error, at: nil) }
        try tx.search.keyFilledBucket()
        var counts = try walk.settleSlots()
        counts.choiceLists = choiceLists
        counts.sections = sections.filter { !$0.value.isEmpty }
        // Sets that went are those before, and those the file added, less those there are now.
        counts.setMeals.removed = setsBefore + counts.setMeals.added - (try countSets())
        if let glossary = document.glossary { counts.glossaryWords = try tx.glossary.importGlossary(glossary, replace: replace) }
        return counts
    }

    /// The fields the file's formats read by key, each written by its
    /// table's store (the catalogue's `imports`); `replacing(key)`: the
    /// file's format carries it, and says none where it says nothing.
    func updateFields(of id: Int64, from entry: MenuDocument.Entry, replacing: (String) -> Bool) throws -> Bool {
        var changed = false
        for (key, write) in Self.nodeFieldImports {
            do {
                changed = try write(self, id, entry.fields[key], replacing(key)) || changed
            } catch let error as MenuError where error.kind != .malformedFile && !error.message.hasSuffix(ChainStore.refusalMessage) {
                // What the file asks of a node that cannot take it (kcal on a
                // group, a size it lacks) is the file's problem, at its place.
                var malformed = MenuError(.malformedFile, "\(key): \(error.message)", hints: error.hints)
                malformed.place = entry.place.description
                throw malformed
            }
        }
        return changed
    }

    /// The catalogue's writers of node fields, found once: `updateFields` is asked of every node.
    private static let nodeFieldImports = TableCatalogue.tables.compactMap { table in
        if case .nodeField(let key, let write)? = table.imports { (key, write) } else { nil }
    }

    private func countSets() throws -> Int {
        Int(try database.cachedStatement("SELECT count(*) AS sets FROM set_meal").firstRow([]) { $0.int("sets") } ?? 0)
    }

    /// Gives an existing node the file's state; true when nothing changed.
    func updateExisting(_ found: NodeRecord, from entry: MenuDocument.Entry, position: Int64?,
                        document: MenuDocument, replace: Bool) throws -> Bool {
        // Sizes go before the row takes a price (SPEC 17).
        // What the file's format cannot carry stays as it is (SPEC 15).
        let carried = document.carried
        let priced = try updatePricing(found, from: entry, replace: replace && carried.unit)
        let moved = try update(found, from: entry, position: position)
        let served = try updateService(found, from: entry, replace: replace, carried: carried)
        let detailed = try tx.details.updateDetails(of: found.id, from: entry, replace: replace, carried: carried)
        let chose = try updateOffers(of: found.id, from: entry, carried: document.carriesChoices)
        let stocked = try updateStock(of: found.id, isGroup: found.isGroup, from: entry, replaces: replace && carried.counts,
                                      replacesEnd: replace && carried.soldOutEnds, replacesOffSale: replace && carried.offSale)
        let placed = try updateFields(of: found.id, from: entry, replacing: { replace && carried[field: $0] })
        return !(moved || served || priced || detailed || chose || stocked || placed)
    }

    /// Adds a node of the file that is not in the menu, with its service.
    func insertNew(_ entry: MenuDocument.Entry, into parentID: Int64, at path: MenuPath,
                           position: Int64?) throws -> Int64 {
        let id = try tx.editing.insert(name: entry.name, into: parentID, at: path, isGroup: entry.isGroup,
                            expanded: entry.expanded ?? entry.isGroup, price: entry.price.applied(to: nil)?.fixedAmount,
                                       position: position)
        try tx.search.noteInserted(id, named: entry.name.text)
        // A new row is on sale (the column's default): only sold out takes a statement.
        if entry.soldOut == true {
            try setService(of: id, soldOut: true, hours: entry.hours ?? .always)
        } else {
            try tx.service.insertHours(entry.hours ?? .always, of: id)
        }
        let pricing = Self.importedPricing(of: nil, from: entry, replace: false)
        // The row took one price itself; anything else is a second write.
        if !entry.isGroup && pricing != DishPricing(pricing.price.fixedAmount.map(DishPrice.fixed) ?? .none) {
            try tx.pricing.writePricing(of: id, pricing)
        }
        if !entry.details.isEmpty { try tx.details.writeDetails(of: id, from: .none, to: entry.details.applied(to: .none)) }
        if Self.hasOffers(entry) { _ = try updateOffers(of: id, from: entry, carried: false) }
        if Self.hasStock(entry) { _ = try updateStock(of: id, isGroup: entry.isGroup, from: entry, replaces: false) }
        if !entry.fields.isEmpty { _ = try updateFields(of: id, from: entry, replacing: { _ in false }) }
        return id
    }

    /// Whether a dish of a group this import made can go in with the dishes
    /// beside it: not a group, nor a dish with rows of its own in other
    /// tables (hours, sizes, details) or a unit or market price: those need its id.
    static func goesInARow(_ entry: MenuDocument.Entry) -> Bool {
        // Nearly every dish of an export says no more than a row holds.
        if entry.saysNoMore { return !entry.isGroup && Self.rowHoldsPrice(entry.price) }
        return !entry.isGroup && (entry.hours?.windows.isEmpty ?? true) && entry.details.isEmpty && !hasOffers(entry)
            && Self.rowHoldsPrice(entry.price) && entry.unit.applied(to: nil) == nil && !Self.hasStock(entry) && entry.slots == nil
            && entry.fields.isEmpty
    }

    /// Whether what the file says of a price is what a row holds by
    /// itself: none, or one price.
    private static func rowHoldsPrice(_ price: FieldEdit<DishPrice>) -> Bool {
        switch price.applied(to: nil) ?? .none {
        case .none, .fixed: true
        case .sizes, .market: false
        }
    }

    /// The most rows a statement puts in when dishes go in together.
    private static let mostRowsPerStatement = 64
    /// The statement for each number of rows up to the most, so that a
    /// run goes in one statement: cut into a few sizes (100 dishes as
    /// 64 + 16 + 16 + 4), it took twice the statements, and each statement
    /// costs its own statement journal and its own steps through SQLite.
    private static let insertDishesSQL = (1...mostRowsPerStatement).map { count in
        StatementText("INSERT INTO menu_node (parent_id, kind, name, position, expanded, price_fen, sold_out) VALUES "
                      + repeatElement("(?1, 'item', ?, ?, ?, ?, ?)", count: count).joined(separator: ", "))
    }

    /// Appends dishes of the file to a group this import made, each at its
    /// index in the file (the first at `first`), as `insertNew` would one by
    /// one. A statement that fails changes nothing; its dishes are then
    /// added one by one, so that the error names the dish.
    func insertDishes(_ dishes: [MenuDocument.Entry], first: Int, into parentID: Int64, path: MenuPath) throws {
        var start = 0
        while start < dishes.count {
            let count = min(dishes.count - start, Self.mostRowsPerStatement)
            let chunk = dishes[start..<start + count]
            var values: [SQLValue] = [.integer(parentID)]
            values.reserveCapacity(1 + 5 * count)
            // Each dish's fields read where it lies: a copy of a whole entry costs more than its row's values.
            // Appended one by one: `+= [five values]` made an array a dish, copied it and destroyed it.
            for index in chunk.indices {
                values.append(.text(dishes[index].name.text))
                values.append(.integer(Int64(index + first)))
                values.append(.integer(dishes[index].expanded == true ? 1 : 0))
                values.append(dishes[index].price.applied(to: nil)?.fixedAmount.map { .integer($0.fen) } ?? .null)
                values.append(.integer(dishes[index].soldOut == true ? 1 : 0))
            }
            do {
                try database.cachedStatement(Self.insertDishesSQL[count - 1]).run(values)
            } catch is SQLiteError {
                for (position, dish) in zip(chunk.indices.map { $0 + first }, chunk) {
                    _ = try insertNew(dish, into: parentID, at: path.appending(dish.name), position: Int64(position))
                }
                start += count
                continue
            }
            // One statement's rows take the ids after one another, the last one's the last.
            let firstID = database.lastInsertedID - Int64(count - 1)
            for (offset, index) in chunk.indices.enumerated() {
                try tx.search.noteInserted(firstID + Int64(offset), named: dishes[index].name.text)
            }
            start += count
        }
    }

    /// Gives an existing node the file's state; true when anything changed.
    private func update(_ node: NodeRecord, from entry: MenuDocument.Entry, position: Int64?) throws -> Bool {
        let expanded = entry.isGroup ? (entry.expanded ?? node.isExpanded) : node.isExpanded
        let price = entry.isGroup ? nil
            : Self.importedPricing(of: DishPricing(row: node, sizes: try tx.pricing.sizes(of: node.id)), from: entry,
                                   replace: false).price.fixedAmount
        let newPosition = position ?? node.position
        // A replace first moved every sibling to -1 - position.
        let samePlace = position.map { -1 - $0 == node.position } ?? true
        guard expanded != node.isExpanded || price != node.price || !samePlace else {
            if position != nil {
                try database.cachedStatement("UPDATE menu_node SET position = ? WHERE id = ?")
                    .run([.integer(newPosition), .integer(node.id)])
            }
            return false
        }
        try database.cachedStatement("UPDATE menu_node SET expanded = ?, price_fen = ?, position = ? WHERE id = ?")
            .run([.integer(expanded ? 1 : 0), price.map { .integer($0.fen) } ?? .null,
                  .integer(newPosition), .integer(node.id)])
        return true
    }

    /// Gives an existing node the file's sold-out state and hours (SPEC 16).
    /// What the file leaves out is kept when merging; `--replace` makes the
    /// menu exactly the file, so there it means on sale, and no hours when
    /// the file's format carries hours (`replacesHours`).
    private func updateService(_ node: NodeRecord, from entry: MenuDocument.Entry, replace: Bool,
                               carried: CarriedFields) throws -> Bool {
        let soldOut = node.isGroup ? false : entry.soldOut ?? (replace && carried.soldOut ? false : node.isSoldOut)
        let before = try tx.service.servingHours(of: node.id)
        let hours = entry.hours ?? (replace && carried.hours ? .always : before)
        guard soldOut != node.isSoldOut || hours != before else { return false }
        try database.cachedStatement("DELETE FROM serving_window WHERE node_id = ?").run([.integer(node.id)])
        try setService(of: node.id, soldOut: soldOut, hours: hours)
        return true
    }

    private func setService(of id: Int64, soldOut: Bool, hours: ServingHours) throws {
        if soldOut {
            try database.cachedStatement("UPDATE menu_node SET sold_out = 1 WHERE id = ?").run([.integer(id)])
        } else {
            try database.cachedStatement("UPDATE menu_node SET sold_out = 0 WHERE id = ? AND sold_out <> 0").run([.integer(id)])
        }
        try tx.service.insertHours(hours, of: id)
    }

    /// Deletes a node and everything inside it, deepest first; returns how many.
    func delete(_ id: Int64) throws -> Int {
        let inside = try tx.editing.descendants(of: id)
        for each in inside + [id] {
            try database.cachedStatement("DELETE FROM menu_node WHERE id = ?").run([.integer(each)])
        }
        return inside.count + 1
    }
}
