import SQLite

extension Migrator {
    /// The menu's own migrations, from `migrations/`, carried inside the binary.
    package init() { self.init(migrations: Migration.all, knownTables: Migration.latestTables) }
}

extension Migration {
    /// The tables of schema version 17, written out: every command checks
    /// the file's tables against them, and working them out from the
    /// migrations' SQL took a twelfth of a one-dish `add-item` (issue 35).
    /// SchemaTests checks them against the SQL; a migration that makes,
    /// drops or renames a table updates them (until then the SQL is read).
    static let latestTables: SchemaTables = {
        let tables: Set<String> = [
            "chain_owned", "chain_refusal", "chain_snapshot", "chain_state", "choice_list", "choice_offer",
            "choice_option", "dish_allergen", "dish_count", "dish_diet", "dish_off_sale", "dish_size", "dish_tag", "glossary",
            "menu_history", "menu_node", "node_detail", "node_translation", "price_entry", "price_entry_size",
            "price_list", "price_list_window", "search_bucket", "search_pending", "service_day", "serving_window", "set_meal",
            "set_slot", "set_slot_dish", "sold_out_until", "store_price",
        ]
        return SchemaTables(version: 17, atVersion: tables, ever: tables)
    }()
}
