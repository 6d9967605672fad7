import MenuModel
import SQLite

/// Head office's hours are defaults at a store (SPEC 22): the store's own
/// hours on an entry (marked in store_hours by the triggers of
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

    func takeOffStoreHours() throws {
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

    func putBackStoreHours() throws {
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

    /// Whether the schema has store_hours (an older menu read as it is has not).
    private func hasStoreHours() throws -> Bool {
        try database.cachedStatement("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'store_hours'")
            .firstRow { _ in true } ?? false
    }
}
