import SQLite

extension Migrator {
    /// The menu's own migrations, from `migrations/`, carried inside the binary.
    package init() { self.init(migrations: Migration.all, knownTables: Migration.latestTables) }
}

extension Migration {
    /// The tables of schema version 19, written out: every command checks
    /// the file's tables against them, and working them out from the
    /// migrations' SQL would cost every command, a one-dish `add-item` too.
    /// SchemaTests checks them against the SQL, and TableCatalogueTests
    /// against `TableCatalogue`, which is not built for a one-dish command;
    /// a migration that makes, drops or renames a table updates them
    /// (until then the SQL is read).
    static let latestTables: SchemaTables = {
        let tables: Set<String> = [
            "chain_file", "chain_owned", "chain_refusal", "chain_snapshot", "chain_state", "choice_list", "choice_offer",
            "choice_option", "dish_allergen", "dish_count", "dish_diet", "dish_off_sale", "dish_size", "dish_tag", "glossary",
            "head_office_entry", "head_office_entry_size", "head_office_window",
            "menu_history", "menu_node", "node_description_translation", "node_detail", "node_translation", "price_entry", "price_entry_size",
            "price_list", "price_list_window", "search_bucket", "search_pending", "service_day", "serving_window", "set_meal",
            "set_slot", "set_slot_dish", "sold_out_until", "store_hours", "store_price", "store_price_entry",
        ]
        return SchemaTables(version: 19, atVersion: tables, ever: tables)
    }()
}
