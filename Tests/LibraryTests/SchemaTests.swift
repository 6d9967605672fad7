import Foundation
import Testing
@testable import MenuData
@testable import MenuFormats
@testable import MenuModel
@testable import SQLite
import MenuTestSupport

@Suite struct SchemaTests {
    /// The binary carries migrations/ as the build's plugin wrote them
    /// (Plugins/EmbedMigrations): every file, whole, in order. A file the
    /// script's glob leaves out (a name not NNNN_*.sql) fails here.
    @Test func embeddedMigrationsAreInStepWithTheMigrationsFolder() throws {
        let folder = packageRoot.appendingPathComponent("migrations")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".sql") }.sorted()
        #expect(files == Migration.all.map(\.fileName))
        for migration in Migration.all {
            let text = try String(contentsOf: folder.appendingPathComponent(migration.fileName), encoding: .utf8)
            #expect(text.trimmingCharacters(in: .whitespacesAndNewlines)
                    == migration.sql.trimmingCharacters(in: .whitespacesAndNewlines),
                    "\(migration.fileName) differs from the embedded copy")
        }
        // In order, each once; a number may be left out (0006 was written
        // while 0005 was being written on another branch).
        let versions = Migration.all.map(\.version)
        #expect(versions.first == 1 && zip(versions, versions.dropFirst()).allSatisfy { $0 < $1 })
    }

    /// The latest schema's tables the build knows without reading the SQL
    /// are the ones the SQL makes; if this fails, write the new list into
    /// MenuSchema.swift (`Migration.latestTables`).
    @Test func theLatestTablesWrittenOutAreTheOnesTheMigrationsMake() {
        let fromSQL = Migrator(migrations: Migration.all).tablesInSQL(upTo: Migrator().latestVersion)
        #expect(Migration.latestTables.version == Migrator().latestVersion)
        #expect(Migration.latestTables.atVersion == fromSQL.atVersion)
        #expect(Migration.latestTables.ever == fromSQL.ever)
        #expect(Migrator().tables(upTo: Migrator().latestVersion) == fromSQL)
    }

    @Test func migratingRecordsEachMigrationOnceAndAgainIsANoOp() throws {
        try withRepository { menu, _ in
            try Migrator().migrate(menu.database)
            let count = try menu.database.cachedStatement("SELECT count(*) FROM menuctl_migration").firstRow { $0.int(0) }
            #expect(count == Int64(Migration.all.count))
            #expect(try Migrator().version(of: menu.database) == Migrator().latestVersion)
        }
    }

    /// find's search keys stay in step with the names and translations only
    /// while these triggers exist: a later migration that rebuilds a table,
    /// as 0002 did, drops them with it and must make them again.
    @Test func theTriggersThatMarkSearchKeysOutlastEveryMigration() throws {
        try withRepository { menu, _ in
            var triggers: [String] = []
            try menu.database.cachedStatement("""
                SELECT name FROM sqlite_schema WHERE type = 'trigger' AND name LIKE '%search%' ORDER BY name
                """).forEachRow { triggers.append($0.text(0)) }
            #expect(triggers == ["menu_node_search_on_delete", "menu_node_search_on_insert", "menu_node_search_on_rename",
                                 "node_translation_search_on_delete", "node_translation_search_on_insert",
                                 "node_translation_search_on_update"])
        }
    }

    @Test func aNewerSchemaIsRefused() throws {
        try withRepository { menu, _ in
            try menu.database.execute("INSERT INTO menuctl_migration (version, name) VALUES (99, 'future')")
            #expect(throws: SchemaError.newer(found: 99, known: Migrator().latestVersion)) {
                try Migrator().version(of: menu.database)
            }
        }
    }

    @Test func someoneElsesTablesAreRefused() throws {
        let database = try Database.inMemory()
        try database.execute("CREATE TABLE customers (id INTEGER PRIMARY KEY)")
        #expect(throws: SchemaError.foreign(tables: ["customers"])) { try Migrator().migrate(database) }
    }

    /// The schema holds its invariants itself, whatever Swift code writes to it.
    @Test(arguments: [
        "INSERT INTO menu_node (parent_id, kind, name, position) VALUES (1, 'dish', 'x', 9)",
        "INSERT INTO menu_node (parent_id, kind, name, position) VALUES (1, 'group', '主菜', 9)",
        "INSERT INTO menu_node (parent_id, kind, name, position) VALUES (3, 'item', 'x', 0)",
        "INSERT INTO menu_node (parent_id, kind, name, position) VALUES (NULL, 'group', 'top', 0)",
        "INSERT INTO menu_node (parent_id, kind, name, position) VALUES (1, 'group', 'a/b', 9)",
        "INSERT INTO menu_node (parent_id, kind, name, position, price_fen) VALUES (1, 'group', 'g', 9, 100)",
        "INSERT INTO menu_node (parent_id, kind, name, position, price_fen) VALUES (2, 'item', 'f', 9, 3.5)",
        "INSERT INTO menu_node (parent_id, kind, name, position) VALUES (2, 'item', 'dup', 0)",
        "UPDATE menu_node SET parent_id = 2 WHERE id = 2",
        "UPDATE menu_node SET kind = 'item' WHERE id = 2",
        "UPDATE menu_node SET parent_id = 3 WHERE id = 2",
        "DELETE FROM menu_node WHERE id = 1",
    ])
    func theSchemaRefusesBrokenRows(sql: String) throws {
        try withRepository { menu, _ in
            _ = try menu.editing.addItems(named: [path("主菜/宫保鸡丁")], in: nil, price: nil, makingParents: true)  // #2 group, #3 dish
            #expect(throws: SQLiteError.self) { try menu.database.execute(sql) }
        }
    }

    @Test func removingAGroupCascadesToEverythingInIt() throws {
        try withRepository { menu, _ in
            _ = try menu.editing.addItems(named: [path("酒水/白酒/五粮液"), path("酒水/啤酒")], in: nil, price: nil, makingParents: true)
            try menu.database.execute("DELETE FROM menu_node WHERE name = '酒水'")
            #expect(try menu.tree.counts() == (0, 0))
        }
    }
}
