import MenuModel
import SQLite

/// Head office's hours and price lists are defaults at a store (SPEC 22):
/// the store's own hours on an entry, and its own entries in head office's
/// lists (marked in store_hours and store_price_entry by the triggers of
/// migrations/0018_chain_of_files.sql) win and stay through later files,
/// as a store's price does. While a file applies, head office's hours as
/// the store last had them stand in for the store's, so that the file finds
/// them as head office left them; after, head office's new ones are noted
/// aside and the store's put back.
extension ChainStore {
    /// Whether `id` is head office's entry with hours the store set itself.
    public func hasOwnHours(_ id: Int64) throws -> Bool {
        guard try hasStoreHours() else { return false }
        return try database.cachedStatement("SELECT 1 FROM store_hours WHERE node_id = ?").firstRow([.integer(id)], { _ in true }) ?? false
    }

    func takeOffStoreDefaults() throws {
        try takeOffStoreHours()
        try takeOffStoreEntries()
    }

    func putBackStoreDefaults() throws {
        try putBackStoreHours()
        try putBackStoreEntries()
    }

    /// Whether the store set its own entry for `id` in head office's list `list`.
    public func hasOwnEntry(inList list: String, for id: Int64) throws -> Bool {
        guard try hasStoreHours() else { return false }
        return try database.cachedStatement("""
            SELECT 1 FROM store_price_entry AS e JOIN price_list AS l ON l.id = e.list_id WHERE l.name = ? AND e.node_id = ?
            """).firstRow([.text(list), .integer(id)], { _ in true }) ?? false
    }

    private func takeOffStoreHours() throws {
        guard try keepsOwnHours() else { return }
        try database.execute("""
            CREATE TEMP TABLE IF NOT EXISTS chain_own_window (node_id INTEGER, position INTEGER, days INTEGER, opens INTEGER, closes INTEGER);
            DELETE FROM temp.chain_own_window;
            INSERT INTO temp.chain_own_window SELECT node_id, position, days, opens, closes FROM serving_window
            WHERE node_id IN (SELECT node_id FROM store_hours);
            DELETE FROM serving_window WHERE node_id IN (SELECT node_id FROM store_hours);
            INSERT INTO serving_window (node_id, position, days, opens, closes)
            SELECT node_id, position, days, opens, closes FROM head_office_window;
            """)
    }

    private func putBackStoreHours() throws {
        guard try keepsOwnHours() else { return }
        try database.execute("""
            DELETE FROM head_office_window;
            INSERT INTO head_office_window (node_id, position, days, opens, closes)
            SELECT node_id, position, days, opens, closes FROM serving_window WHERE node_id IN (SELECT node_id FROM store_hours);
            DELETE FROM serving_window WHERE node_id IN (SELECT node_id FROM store_hours);
            INSERT INTO serving_window (node_id, position, days, opens, closes)
            SELECT node_id, position, days, opens, closes FROM temp.chain_own_window WHERE node_id IN (SELECT node_id FROM store_hours);
            DELETE FROM temp.chain_own_window;
            """)
    }

    private func takeOffStoreEntries() throws {
        guard try keepsOwnEntries() else { return }
        let own = "(list_id, node_id) IN (SELECT list_id, node_id FROM store_price_entry)"
        try database.execute("""
            CREATE TEMP TABLE IF NOT EXISTS chain_own_entry (list_id INTEGER, node_id INTEGER, price_fen INTEGER,
                box_fee_fen INTEGER, min_order INTEGER, not_sold INTEGER);
            CREATE TEMP TABLE IF NOT EXISTS chain_own_entry_size (list_id INTEGER, node_id INTEGER, name TEXT, price_fen INTEGER);
            DELETE FROM temp.chain_own_entry; DELETE FROM temp.chain_own_entry_size;
            INSERT INTO temp.chain_own_entry SELECT list_id, node_id, price_fen, box_fee_fen, min_order, not_sold FROM price_entry WHERE \(own);
            INSERT INTO temp.chain_own_entry_size SELECT list_id, node_id, name, price_fen FROM price_entry_size WHERE \(own);
            DELETE FROM price_entry WHERE \(own);
            INSERT INTO price_entry (list_id, node_id, price_fen, box_fee_fen, min_order, not_sold)
            SELECT list_id, node_id, price_fen, box_fee_fen, min_order, not_sold FROM head_office_entry;
            INSERT INTO price_entry_size (list_id, node_id, name, price_fen)
            SELECT list_id, node_id, name, price_fen FROM head_office_entry_size;
            """)
    }

    private func putBackStoreEntries() throws {
        guard try keepsOwnEntries() else { return }
        let own = "(list_id, node_id) IN (SELECT list_id, node_id FROM store_price_entry)"
        try database.execute("""
            DELETE FROM head_office_entry_size; DELETE FROM head_office_entry;
            INSERT INTO head_office_entry (list_id, node_id, price_fen, box_fee_fen, min_order, not_sold)
            SELECT list_id, node_id, price_fen, box_fee_fen, min_order, not_sold FROM price_entry WHERE \(own);
            INSERT INTO head_office_entry_size (list_id, node_id, name, price_fen)
            SELECT list_id, node_id, name, price_fen FROM price_entry_size WHERE \(own);
            DELETE FROM price_entry WHERE \(own);
            INSERT INTO price_entry (list_id, node_id, price_fen, box_fee_fen, min_order, not_sold)
            SELECT list_id, node_id, price_fen, box_fee_fen, min_order, not_sold FROM temp.chain_own_entry WHERE \(own);
            INSERT INTO price_entry_size (list_id, node_id, name, price_fen)
            SELECT list_id, node_id, name, price_fen FROM temp.chain_own_entry_size WHERE \(own);
            DELETE FROM temp.chain_own_entry; DELETE FROM temp.chain_own_entry_size;
            """)
    }

    /// Head office's entries in its lists as the store holds them, for the
    /// difference a full file is applied as: its own where the store keeps its own.
    static let headOfficesEntries = """
        SELECT list_id, node_id, price_fen, box_fee_fen, min_order, not_sold FROM main.price_entry
        WHERE list_id < \(storeIDBase) AND node_id < \(storeIDBase)
          AND (list_id, node_id) NOT IN (SELECT list_id, node_id FROM main.store_price_entry)
        UNION ALL SELECT list_id, node_id, price_fen, box_fee_fen, min_order, not_sold FROM main.head_office_entry
        """
    static let headOfficesEntrySizes = """
        SELECT list_id, node_id, name, price_fen FROM main.price_entry_size
        WHERE list_id < \(storeIDBase) AND node_id < \(storeIDBase)
          AND (list_id, node_id) NOT IN (SELECT list_id, node_id FROM main.store_price_entry)
        UNION ALL SELECT list_id, node_id, name, price_fen FROM main.head_office_entry_size
        """

    /// Head office's hours as the store holds them: its own where the store
    /// keeps its own, for the difference a full file is applied as.
    static let headOfficesWindows = """
        SELECT node_id, position, days, opens, closes FROM main.serving_window
        WHERE node_id < \(storeIDBase) AND node_id NOT IN (SELECT node_id FROM main.store_hours)
        UNION ALL SELECT node_id, position, days, opens, closes FROM main.head_office_window
        """

    /// Whether the store keeps hours of its own on any of head office's entries.
    private func keepsOwnHours() throws -> Bool {
        guard try hasStoreHours() else { return false }
        return try database.cachedStatement("SELECT 1 FROM store_hours LIMIT 1").firstRow { _ in true } ?? false
    }

    private func keepsOwnEntries() throws -> Bool {
        guard try hasStoreHours() else { return false }
        return try database.cachedStatement("SELECT 1 FROM store_price_entry LIMIT 1").firstRow { _ in true } ?? false
    }

    /// Whether the schema has store_hours (an older menu read as it is has not).
    private func hasStoreHours() throws -> Bool {
        database.hasTable("store_hours")
    }
}
