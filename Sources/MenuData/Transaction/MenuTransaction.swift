import MenuModel
import SQLite

/// One transaction on the menu, as `MenuStore.read` and `MenuStore.write`
/// hand it to a command. It holds what lives exactly as long as the
/// transaction (the connection, the schema version found, the groups
/// already resolved) and opens a small store per concern on it:
///
///     try MenuStore.write(at: path) { menu in
///         try menu.editing.addItems(named: paths, in: group, price: price)
///     }
///
/// A new feature is a new store here, not more methods on a shared class.
public final class MenuTransaction {
    package let database: Database
    /// The schema version of the file as it was found: 0 when there is no
    /// file yet, older than the latest when a reader sees an older menu.
    public let schemaVersion: Int
    /// Groups resolved earlier in this transaction, by path: a batch adding
    /// ten thousand dishes to 主菜 looks 主菜 up once. The cache never
    /// outlives a rollback, since a transaction does not; `pathsChanged()`
    /// is the one way to clear it. Found by the path's text and then
    /// compared exactly (`é` and `e`+U+0301 are one String to Swift, two
    /// names to the menu): a dictionary keyed by a type of our own makes
    /// the runtime search every conformance in the binary for its
    /// Hashable, which cost a one-dish `add-item` more than the rest of its
    /// look-ups. Read and written through `knownGroup` and `rememberGroup`.
    private var groupIDs: [String: (path: MenuPath, id: Int64)] = [:]

    package func knownGroup(_ path: MenuPath) -> Int64? {
        guard let known = groupIDs[path.description], known.path == path else { return nil }
        return known.id
    }

    package func rememberGroup(_ path: MenuPath, id: Int64) {
        groupIDs[path.description] = (path, id)
    }
    /// The group the last `--in` named, and its id: a batch's lines name the
    /// same group line after line, and comparing its path costs less than
    /// hashing it into `groupIDs`. Cleared with `groupIDs`.
    package var lastGroup: (path: MenuPath, id: Int64)?
    /// Groups whose positions removes and moves in this transaction left
    /// with gaps, or below 0: still in order, and renumbered 0, 1, 2… once,
    /// by `settlePositions()`, before the transaction commits. A batch of
    /// 10,000 removes from one group renumbers it once, not 10,000 times.
    package var unsettledGroups = Set<Int64>()
    /// How many entries a group holds, as counted once in this transaction
    /// and kept since by EditingStore's adds, removes and moves: `move`
    /// says "now 1 of 10,000" without counting 10,000 rows on every line.
    /// Forgotten, with the groups settled, by whatever else changes what
    /// groups hold (`entriesChanged()`).
    package var entryCounts: [Int64: Int] = [:]
    /// Rows the last `load()` could not reach from the top within the depth
    /// limit: orphans, cycles, or a menu too deep (another program wrote them).
    public internal(set) var unreachableCount = 0
    /// Rows a reader found out of their rules (another program wrote them)
    /// and read as absent, each said once: the command goes on with what
    /// it can read, and the person learns that `check` has more to say.
    public internal(set) var rowsReadAsAbsent: [String] = []

    /// The paths of the nodes whose photo an import left as it was: the
    /// file named it by digest alone, and the menu has no master of it
    /// (SPEC 27); the command says so on stderr.
    public internal(set) var photosLeftAsTheyWere: [String] = []
    /// A menu made only to be compared (`diff`'s copy of a file): a photo
    /// a file names by its whole reference is kept as that reference
    /// though the file lacks its bytes, to be compared by digest; never drawn.
    public var comparesOnly = false
    /// The photos this transaction's import took off nodes, by digest: a
    /// CSV that moves a photo from one dish to another names it by digest
    /// alone, and the dish it left may come first.
    package var photosTakenOff: [String: PhotoReference] = [:]
    /// The names of the nodes an import inserted into the bucket of ids
    /// it is filling: their search keys are made from them (SearchStore+Inserted.swift).
    package var bucketBeingFilled = BucketBeingFilled()

    /// Notes a row read as absent, once however often it is read.
    package func readAsAbsent(_ row: String) {
        if !rowsReadAsAbsent.contains(row) { rowsReadAsAbsent.append(row) }
    }

    package init(database: Database, schemaVersion: Int) {
        self.database = database
        self.schemaVersion = schemaVersion
    }

    /// Called by every change that renames, moves or removes a node, or
    /// replaces the menu: paths resolved before may name other nodes now.
    package func pathsChanged() {
        groupIDs.removeAll()
        lastGroup = nil
    }

    /// Renumbers the groups left unsettled, so that every group's
    /// positions are 0, 1, 2… again: before the commit, and before any
    /// work that reads positions as places (sort, import, check, undo).
    package func settlePositions() throws {
        for group in unsettledGroups.sorted() { try editing.renumber(group) }
        unsettledGroups.removeAll()
    }

    /// Called before a change that adds, removes or moves rows other than
    /// through EditingStore (import, repair, undo): the groups are settled
    /// first, and the counts kept are forgotten.
    package func entriesChanged() throws {
        try settlePositions()
        entryCounts.removeAll()
    }

    /// The tree: loading it, resolving targets and paths, expanding.
    public var tree: TreeStore { TreeStore(tx: self) }
    /// Adding, renaming, repricing one dish, removing, moving, sorting.
    public var editing: EditingStore { EditingStore(tx: self) }
    /// Sold out and serving hours (SPEC 10).
    public var service: ServiceStore { ServiceStore(tx: self) }
    /// Counted dishes, sales and timed sold-out (SPEC 20).
    public var counts: CountStore { CountStore(tx: self) }
    /// The business day and its turn (SPEC 20).
    public var day: BusinessDayStore { BusinessDayStore(tx: self) }
    /// Descriptions, spice, tags and translations (SPEC 11).
    public var details: DetailsStore { DetailsStore(tx: self) }
    /// Sizes, units, market price and repricing (SPEC 12, 17).
    public var pricing: PricingStore { PricingStore(tx: self) }
    /// Price lists and their entries (SPEC 21).
    public var priceLists: PriceListStore { PriceListStore(tx: self) }
    /// History, undo and redo (SPEC 13).
    public var history: HistoryStore { HistoryStore(tx: self) }
    /// find's search keys, and suggestions for what was not found (SPEC 2, 12).
    public var search: SearchStore { SearchStore(tx: self) }
    /// check and check --repair (SPEC 9).
    public var integrity: IntegrityStore { IntegrityStore(tx: self) }
    /// Choice lists and where they are offered (SPEC 18).
    public var choices: ChoicesStore { ChoicesStore(tx: self) }
    /// The glossary: the short words of a page in other languages (SPEC 15).
    public var glossary: GlossaryStore { GlossaryStore(tx: self) }
    /// Set meals and their slots (SPEC 19).
    public var sets: SetMealStore { SetMealStore(tx: self) }
    /// import of a whole document (SPEC 7, 15).
    public var imports: ImportStore { ImportStore(tx: self) }
}
