import MenuModel
/// Every table of the schema, described once: who owns its rows in a
/// chain, what a history entry's summary calls a change to them, and the
/// rules each column keeps. The schema check, the chain's table lists, the
/// summary of a history entry and `check` read it, so a table of a new
/// feature is one entry here (and its migration). LibraryTests'
/// TableCatalogueTests walks it against a freshly migrated file.
package enum TableCatalogue {
    /// Every table, content first in the order a change file holds it.
    package static let tables: [CatalogueTable] = menuTables + serviceTables + priceListTables + photoTables + energyTables + feeTables + labelTables + chainTables + recordTables

    /// The table called `name`, found without a walk: the history's summary
    /// asks for every row it reads.
    package static func table(named name: String) -> CatalogueTable? { byName[name] }
    private static let byName = Dictionary(uniqueKeysWithValues: tables.map { ($0.name, $0) })

    /// Head office's content, in the order a change file holds it.
    package static var contentTables: [String] { tables.filter { $0.owner == .headOffice }.map(\.name) }
    /// Tables the chain keeps in step with a change, and that no summary counts.
    package static var bookkeeping: Set<String> { Set(tables.filter { $0.owner == .bookkeeping }.map(\.name)) }
    /// Tables no undo records (SQLite's Session leaves them out), less
    /// the migrations' ledger, which the migrator makes and no migration.
    package static var unrecorded: Set<String> { Set(tables.filter { !$0.recorded }.map(\.name)) }
}

/// Who a table's rows belong to in a chain (SPEC 22).
package enum RowOwner: Sendable {
    /// Head office's content: published to every store, changed at a store only by its change files.
    case headOffice
    /// A restaurant's own: never published, at head office or at a store.
    case store
    /// Follows from a change and is none of its own: no summary counts it.
    case bookkeeping
}

/// What a history entry's summary counts a changed row of a table under.
package enum SummaryWord: Sendable {
    /// The entry the row belongs to, once however many rows: `hours`, `details of 3`, `count`, `timed`, `off sale`.
    case hours, details, count, timed, offSale
    /// The rows themselves: `choices`, `slots`, `glossary: 3 words`, price lists' entries.
    case choices, slots, glossary, priceEntries, priceEntrySizes
    /// The price list the row belongs to.
    case priceLists
    /// Counted by the entry itself: a node, its sizes, a set meal's mark.
    case ownRow
    /// A feature's own word, once however many rows: a new feature's
    /// tables name theirs here, and the summary needs no case of its own.
    case word(String)
}

package struct CatalogueTable: Sendable {
    package let name: String
    package let owner: RowOwner
    /// False for menuctl's own records, which an undo must not move.
    package let recorded: Bool
    /// nil: a change counts as "changed otherwise".
    package let summary: SummaryWord?
    /// How `check` names a row of it, as an SQL text over the row `t`;
    /// nil for a table keyed by the node the row belongs to (`node_id`).
    package let row: String?
    /// Whether its ids come from an AUTOINCREMENT sequence (https://sqlite.org/autoinc.html).
    package let numbered: Bool
    package let columns: [CatalogueColumn]
    /// What an import writes into it from a file, for a feature whose
    /// field or section the file's formats read by key; nil for the tables
    /// ImportStore fills itself.
    package let imports: FileImport?

    init(_ name: String, _ owner: RowOwner, recorded: Bool = true, summary: SummaryWord?, row: String? = nil,
         numbered: Bool = false, imports: FileImport? = nil, _ columns: [CatalogueColumn]) {
        self.name = name
        self.owner = owner
        self.recorded = recorded
        self.summary = summary
        self.row = row
        self.numbered = numbered
        self.imports = imports
        self.columns = columns
    }

    /// How an import writes what a file says: a node's field, by the key
    /// of its edit (`MenuDocument.Entry.fields`), true when the node
    /// changed; or a member at the document's top (`MenuDocument.sections`),
    /// counted under `label`, before the nodes.
    package enum FileImport: Sendable {
        case nodeField(key: String, write: @Sendable (_ store: ImportStore, _ node: Int64, _ edit: FieldEdit<String>, _ replacing: Bool) throws -> Bool)
        case section(key: String, label: String,
                     write: @Sendable (_ store: ImportStore, _ value: any Sendable, _ replace: Bool) throws -> ImportStore.Tally)
    }

    /// Columns a store keeps as its own, with the value a new row takes at a store.
    package var storeColumns: [String: String] {
        Dictionary(uniqueKeysWithValues: columns.compactMap { column in column.storeDefault.map { (column.name, $0) } })
    }
}

package struct CatalogueColumn: Sendable {
    package let name: String
    package let type: StoredType
    package let rules: [ColumnRule]
    /// At head office's content, the value a store's copy holds instead:
    /// the column is each store's own (sold out, a group's expansion).
    package let storeDefault: String?

    init(_ name: String, _ type: StoredType, _ rules: ColumnRule..., store: String? = nil) {
        self.name = name
        self.type = type
        self.rules = rules
        self.storeDefault = store
    }
}

/// A column's type in a STRICT table (https://sqlite.org/stricttables.html):
/// SQLite refuses any other, and a NULL in a NOT NULL column, whoever writes.
package enum StoredType: String, Sendable {
    case integer = "INTEGER", text = "TEXT", blob = "BLOB", any = ""
}
