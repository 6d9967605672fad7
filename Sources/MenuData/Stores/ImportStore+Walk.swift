import MenuModel
import SQLite

/// An import on its way through the file: the groups open
/// around the entry being read, each with what it still needs (the
/// entries of a replace that the file left out go at its end), and the
/// counts of the summary, kept as the entries go in rather than worked out
/// again from the changes. Only the entries of one run of dishes are held
/// at once, never the file's tree.
struct ImportWalk {
    /// A group of the file being imported, and how far along it is.
    private struct Frame {
        let parentID: Int64
        let path: MenuPath
        /// Made by this import: nothing inside it can exist yet.
        let isNew: Bool
        /// The index in the group of the next entry.
        var next = 0
        /// Dishes of a new group waiting to go in together: a run of them
        /// goes in a few statements of many rows each, not a statement (and
        /// a statement journal) per dish.
        var run: [MenuDocument.Entry] = []
        var runStart = 0
        /// Part of the run already went in: the rest goes in as a run too.
        var runBegun = false
    }

    /// Rows a run holds before they go in: the largest statement's.
    private static let longestRun = 64

    private let store: ImportStore
    private let document: MenuDocument
    private let replace: Bool
    private var frames: [Frame] = []
    private(set) var counts = ImportStore.ImportCounts()
    /// Set meals' slots name dishes by path: settled once every node is in place.
    private var settling: [(id: Int64, slots: [MenuDocument.SlotEntry]?, counted: Bool)] = []

    init(store: ImportStore, document: MenuDocument, replace: Bool) {
        self.store = store
        self.document = document
        self.replace = replace
    }

    private var database: Database { store.database }

    /// A group of the file whose entries come next.
    mutating func open(parentID: Int64, path: MenuPath, isNew: Bool) throws {
        if replace && !isNew {
            // Out of the way of the positions the file gives; what is
            // still negative at the end is not in the file.
            try database.cachedStatement("UPDATE menu_node SET position = -1 - position WHERE parent_id = ?")
                .run([.integer(parentID)])
        }
        frames.append(Frame(parentID: parentID, path: path, isNew: isNew))
    }

    /// The end of the group on top: with `replace`, what the file left out of it goes.
    mutating func close() throws {
        try endRun()
        let frame = frames.removeLast()
        guard replace && !frame.isNew else { return }
        var leftovers: [Int64] = []
        try database.cachedStatement("SELECT id FROM menu_node WHERE parent_id = ? AND position < 0")
            .forEachRow([.integer(frame.parentID)]) { leftovers.append($0.int("id")) }
        for id in leftovers { counts.removed += try store.delete(id) }
    }

    /// The next entry of the group on top.
    mutating func take(_ entry: MenuDocument.Entry) throws {
        let top = frames.count - 1
        let index = frames[top].next
        frames[top].next += 1
        if frames[top].isNew && ImportStore.goesInARow(entry) {
            if frames[top].run.isEmpty { frames[top].runStart = index }
            frames[top].run.append(entry)
            if frames[top].run.count == Self.longestRun { try putRun() }
            return
        }
        try endRun()
        try put(entry, at: index)
    }

    /// The dishes waiting in the group on top go in together.
    private mutating func putRun() throws {
        let frame = frames[frames.count - 1]
        try store.insertDishes(frame.run, first: frame.runStart, into: frame.parentID, path: frame.path)
        counts.added += frame.run.count
        frames[frames.count - 1].run = []
        frames[frames.count - 1].runBegun = true
    }

    /// The run of the group on top is over: a dish alone goes in as one.
    private mutating func endRun() throws {
        let frame = frames[frames.count - 1]
        if frame.run.count == 1 && !frame.runBegun {
            frames[frames.count - 1].run = []
            try put(frame.run[0], at: frame.runStart)
        } else if !frame.run.isEmpty {
            try putRun()
        }
        frames[frames.count - 1].runBegun = false
    }

    /// One entry into the group on top, at `index`: a node that exists takes
    /// the file's state, a new one is added; a group's entries come next.
    private mutating func put(_ given: MenuDocument.Entry, at index: Int) throws {
        let frame = frames[frames.count - 1]
        let path = frame.path.appending(given.name)
        var existing = frame.isNew ? nil : try store.tx.tree.child(named: given.name, of: frame.parentID)
        let entry = Self.keepingKind(of: existing, given, carried: document.carried)
        if let found = existing, found.isGroup != entry.isGroup {
            guard replace else {
                throw MenuError.malformed("\(path.description) is a \(found.isGroup ? "group" : "dish") in the menu, but a \(entry.isGroup ? "group" : "dish") in the file", at: entry.place)
            }
            counts.removed += try store.delete(found.id)
            existing = nil
        }
        let position: Int64? = replace ? Int64(index) : nil
        let id: Int64
        if let found = existing {
            id = found.id
            let same = try store.updateExisting(found, from: entry, position: position, document: document, replace: replace)
            if same { counts.unchanged += 1 } else { counts.changed += 1 }
            if !same && entry.slots != nil { counts.setMeals.changed += 1 }
            // A file without slots (a CSV without the column) leaves a set's slots.
            if !found.isGroup, try document.carried.slots || (entry.slots != nil && !store.tx.sets.isSet(id)) {
                settling.append((id, entry.slots, same))
            }
        } else {
            id = try store.insertNew(entry, into: frame.parentID, at: path, position: position)
            counts.added += 1
            if entry.slots != nil {
                counts.setMeals.added += 1
                settling.append((id, entry.slots, false))
            }
        }
        // The file's entries follow as the reader gives them: a group kept
        // as one for a line without kind has none in the file.
        if given.isGroup { try open(parentID: id, path: path, isNew: existing == nil) }
    }

    /// A file that does not say what kind its nodes are (a CSV without the
    /// kind column) calls a line without lines under it a dish: a group of
    /// the menu stays a group.
    private static func keepingKind(of found: NodeRecord?, _ entry: MenuDocument.Entry, carried: CarriedFields) -> MenuDocument.Entry {
        guard !carried.kind, let found, found.isGroup, !entry.isGroup else { return entry }
        return MenuDocument.Entry(location: entry.location, name: entry.name, isGroup: true, expanded: nil, price: .keep,
                                  hours: entry.hours, details: entry.details, children: [])
    }

    /// Every node is in place: the sets' slots are resolved, and a dish
    /// that changed only there counts as changed.
    mutating func settleSlots() throws -> ImportStore.ImportCounts {
        for dish in settling where try store.tx.sets.settleSlots(of: dish.id, to: dish.slots) && dish.counted {
            counts.unchanged -= 1
            counts.changed += 1
            if dish.slots != nil { counts.setMeals.changed += 1 }
        }
        return counts
    }
}
