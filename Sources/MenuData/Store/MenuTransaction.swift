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
    /// is the one way to clear it.
    package var groupIDs: [MenuPath: Int64] = [:]
    /// Rows the last `load()` could not reach from the top within the depth
    /// limit: orphans, cycles, or a menu too deep (another program wrote them).
    public internal(set) var unreachableCount = 0

    package init(database: Database, schemaVersion: Int) {
        self.database = database
        self.schemaVersion = schemaVersion
    }

    /// Called by every change that renames, moves or removes a node, or
    /// replaces the menu: paths resolved before may name other nodes now.
    package func pathsChanged() { groupIDs.removeAll() }

    /// The tree: loading it, resolving targets and paths, expanding.
    public var tree: TreeStore { TreeStore(tx: self) }
    /// Adding, renaming, repricing one dish, removing, moving, sorting.
    public var editing: EditingStore { EditingStore(tx: self) }
    /// Sold out and serving hours (SPEC 10).
    public var service: ServiceStore { ServiceStore(tx: self) }
    /// Descriptions, spice, tags and translations (SPEC 11).
    public var details: DetailsStore { DetailsStore(tx: self) }
    /// Sizes, units, market price and repricing (SPEC 12, 17).
    public var pricing: PricingStore { PricingStore(tx: self) }
    /// History, undo and redo (SPEC 13).
    public var history: HistoryStore { HistoryStore(tx: self) }
    /// find's search keys, and suggestions for what was not found (SPEC 2, 12).
    public var search: SearchStore { SearchStore(tx: self) }
    /// check and check --repair (SPEC 9).
    public var integrity: IntegrityStore { IntegrityStore(tx: self) }
    /// import of a whole document (SPEC 7, 15).
    public var imports: ImportStore { ImportStore(tx: self) }
}
