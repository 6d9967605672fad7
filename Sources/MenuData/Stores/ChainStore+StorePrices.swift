import MenuModel
import SQLite

extension ChainStore {
    /// Head office's price of every dish a store sells at a price of its
    /// own, by id (`.some(nil)`: head office gives it none); empty but at a
    /// store. Read in one statement for an export of the whole menu
    /// (`export --format square --location`, where the store's price is a
    /// location override of head office's).
    public func headOfficePrices() throws -> [Int64: Amount?] {
        guard try role()?.kind == .store else { return [:] }
        var prices: [Int64: Amount?] = [:]
        try database.cachedStatement("SELECT node_id, head_office_fen FROM store_price").forEachRow { row in
            prices[row.int("node_id")] = .some(row.optionalInt("head_office_fen").flatMap { try? Amount(fen: $0) })
        }
        return prices
    }
}
