import Testing
@testable import MenuData
@testable import SQLite
import MenuTestSupport

/// `TableCatalogue` against a freshly migrated file: every table the
/// migrations make is described, and every column described is there, of
/// the type it is said to be.
@Suite struct TableCatalogueTests {
    @Test func everyTableOfTheMigrationsIsDescribedAndEveryColumnDescribedIsThere() throws {
        try withRepository { menu, _ in
            var tables: [String: [(name: String, type: String)]] = [:]
            try menu.database.cachedStatement("""
                SELECT m.name AS tbl, p.name AS col, p.type AS type FROM sqlite_schema AS m, pragma_table_info(m.name) AS p
                WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND m.name <> 'menuctl_migration'
                ORDER BY m.name, p.cid
                """).forEachRow { row in tables[row.text("tbl"), default: []].append((row.text("col"), row.text("type"))) }
            #expect(!tables.isEmpty)
            for name in tables.keys.sorted() {
                #expect(TableCatalogue.table(named: name) != nil, "the table \(name) has no entry in TableCatalogue")
            }
            for table in TableCatalogue.tables {
                let held = tables[table.name] ?? []
                #expect(!held.isEmpty, "TableCatalogue describes \(table.name), which the migrations do not make")
                for column in table.columns {
                    let found = held.first { $0.name == column.name }
                    #expect(found != nil, "TableCatalogue names \(table.name).\(column.name), which the table lacks")
                    #expect(found == nil || found?.type == column.type.rawValue, "\(table.name).\(column.name) is \(found?.type ?? "")")
                }
                #expect(held.map(\.name) == table.columns.map(\.name), "\(table.name): the columns, in the table's order")
            }
        }
    }

    /// MenuSchema writes the tables out, so that a command need not build
    /// the catalogue to check a file's schema: they are the catalogue's.
    @Test func theTablesWrittenOutForStartupAreTheCataloguesOnes() {
        #expect(Migration.latestTables.atVersion == Set(TableCatalogue.tables.map(\.name)))
    }

    @Test func eachTableOnce() {
        let names = TableCatalogue.tables.map(\.name)
        #expect(Set(names).count == names.count)
    }

    /// A change file holds head office's tables in this order: files written
    /// before the catalogue hold them so.
    @Test func headOfficesTablesInTheOrderAChangeFileHoldsThem() {
        #expect(ChainStore.contentTables == [
            "menu_node", "node_detail", "dish_tag", "node_translation", "node_description_translation", "dish_size",
            "set_meal", "set_slot", "set_slot_dish",
            "choice_list", "choice_option", "choice_offer", "dish_allergen", "dish_diet", "glossary",
            "serving_window", "price_list", "price_list_window", "price_entry", "price_entry_size",
            // Photos (migrations/0023): a master before the nodes that show it.
            "photo_master", "node_photo",
            // Energy and portions (migrations/0024).
            "dish_kcal", "dish_portion",
            // Fees (migrations/0025).
            "menu_fee",
            // Options' kcal and allergens, price lists' conditions (migrations/0026).
            "option_kcal", "option_allergen", "price_condition",
        ])
        #expect(ChainStore.storeColumns == ["menu_node": ["sold_out": "0", "expanded": "1"], "choice_option": ["sold_out": "0"]])
        #expect(ChainStore.bookkeeping == ["chain_file", "chain_owned", "store_price", "store_hours", "head_office_window",
                                           "store_price_entry", "head_office_entry", "head_office_entry_size"])
    }

    /// SQLite's Session lives below MenuData and keeps its own list of the
    /// tables no undo records: the catalogue's, and the migrations' ledger.
    @Test func theTablesNoUndoRecordsAreTheCataloguesOnes() {
        #expect(Set(Session.bookkeeping) == TableCatalogue.unrecorded.union(["menuctl_migration"]))
    }

    /// Every reference names a table and column that are described.
    @Test func everyReferenceNamesADescribedColumn() {
        for table in TableCatalogue.tables {
            for column in table.columns {
                for rule in column.rules {
                    guard case .refers(let other, let key) = rule.test else { continue }
                    #expect(TableCatalogue.table(named: other)?.columns.contains { $0.name == key } == true,
                            "\(table.name).\(column.name) refers to \(other).\(key)")
                }
            }
        }
    }
}
