import MenuModel
import SQLite
/// The chain's own rows that another program wrote (SPEC 9, 22): an apply
/// left marked as running, which would let a store's commands change head
/// office's entries; entries marked as head office's in a menu that is not
/// a store, or with a store's id; store prices on what is not head
/// office's dish with one price; a store's own hours on what is not head
/// office's entry. `--repair` clears the mark and removes
/// such rows: the entry then is the store's own, the price its price.
extension IntegrityStore {
    private struct ChainFault {
        let problem: MenuProblem
        let mend: String
        let values: [SQLValue]
        let done: String
    }

    package func chainProblems() throws -> [MenuProblem] {
        try chainFaults().map(\.problem)
    }

    package func repairChain() throws -> [String] {
        try chainFaults().map { fault in
            try database.cachedStatement(fault.mend).run(fault.values)
            return "\(fault.problem.row): \(fault.done)"
        }
    }

    private func chainFaults() throws -> [ChainFault] {
        guard database.hasTable("chain_state")
        else { return [] }
        var faults: [ChainFault] = []
        let isStore = try tx.chain.role()?.kind == .store
        if try database.cachedStatement("SELECT 1 FROM chain_state WHERE applying <> 0").firstRow([], { _ in true }) == true {
            faults.append(ChainFault(
                problem: MenuProblem(id: nil, row: "the chain's state", detail: "marks an apply as running, which lets a store change head office's entries"),
                mend: "UPDATE chain_state SET applying = 0", values: [], done: "cleared the mark"))
        }
        try database.cachedStatement("""
            SELECT node_id FROM chain_owned WHERE ?1 = 0 OR node_id >= ?2 ORDER BY node_id
            """).forEachRow([.integer(isStore ? 1 : 0), .integer(ChainStore.storeIDBase)]) { row in
            let id = row.int("node_id")
            faults.append(ChainFault(
                problem: MenuProblem(id: id, row: "#\(id)", detail: isStore ? "is marked as head office's but has a store's id"
                                                                          : "is marked as head office's, but this menu is no store"),
                mend: "DELETE FROM chain_owned WHERE node_id = ?", values: [.integer(id)], done: "removed the mark"))
        }
        try database.cachedStatement("""
            SELECT s.node_id FROM store_price AS s
            WHERE s.node_id NOT IN (SELECT node_id FROM chain_owned) OR s.node_id >= ?1
               OR NOT EXISTS (SELECT 1 FROM menu_node WHERE id = s.node_id AND kind = 'item' AND market_price = 0)
               OR EXISTS (SELECT 1 FROM dish_size WHERE node_id = s.node_id)
            ORDER BY s.node_id
            """).forEachRow([.integer(ChainStore.storeIDBase)]) { row in
            let id = row.int("node_id")
            faults.append(ChainFault(
                problem: MenuProblem(id: id, row: "#\(id)", detail: "has a store price, but is not head office's dish with one price"),
                mend: "DELETE FROM store_price WHERE node_id = ?", values: [.integer(id)], done: "removed the store price"))
        }
        try ownHoursFaults(into: &faults)
        return faults
    }

    /// Hours marked as a store's own on what is not head office's entry at a store.
    private func ownHoursFaults(into faults: inout [ChainFault]) throws {
        guard database.hasTable("store_hours")
        else { return }
        try database.cachedStatement("""
            SELECT node_id FROM store_hours WHERE node_id NOT IN (SELECT node_id FROM chain_owned) ORDER BY node_id
            """).forEachRow { row in
            let id = row.int("node_id")
            faults.append(ChainFault(
                problem: MenuProblem(id: id, row: "#\(id)", detail: "has hours marked as a store's own, but is not head office's entry"),
                mend: "DELETE FROM store_hours WHERE node_id = ?", values: [.integer(id)], done: "removed the mark"))
        }
    }
}
