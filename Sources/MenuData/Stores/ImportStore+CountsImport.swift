import MenuModel
import SQLite
extension ImportStore {
    /// Gives a dish the file's count and the end of its 估清 (SPEC 20):
    /// what the file says, or, where it says nothing, kept when merging and
    /// none with `--replace` (`replaces`, `replacesEnd`: the file's format
    /// carries them; CSV carries counts but no end). True when anything changed.
    package func updateStock(of id: Int64, isGroup: Bool, from entry: MenuDocument.Entry, replaces: Bool,
                             replacesEnd: Bool = false) throws -> Bool {
        guard !isGroup else { return false }
        let stocked = try tx.counts.storedStock(of: id)
        func edited<T>(_ edit: FieldEdit<T>, _ current: T?, replacing: Bool) -> T? {
            if case .keep = edit, replacing { return nil }
            return edit.applied(to: current)
        }
        let count = edited(entry.count, stocked.count, replacing: replaces)
        // An end belongs to a sold-out dish: one the file puts back on sale has none.
        let until = entry.soldOut == false ? nil : edited(entry.soldOutUntil, stocked.until, replacing: replacesEnd)
        var changed = false
        if count != stocked.count {
            try tx.counts.writeCount(of: id, count)
            changed = true
        }
        if try tx.counts.setSoldOutEnd(id, to: until, from: stocked.until) { changed = true }
        // 停售 travels where timed ends do (JSON, not CSV): a document
        // without it, with --replace, puts the dish back on sale.
        let offSale = try tx.counts.isOffSale(id)
        let off = edited(entry.offSale, offSale, replacing: replacesEnd) ?? false
        if off != offSale { changed = try tx.counts.setOffSale(id, off) || changed }
        return changed
    }

    /// Whether an entry of the file has a count or an end to write.
    package static func hasStock(_ entry: MenuDocument.Entry) -> Bool {
        entry.count.applied(to: nil) != nil || entry.soldOutUntil.applied(to: nil) != nil || entry.offSale.applied(to: nil) == true
    }
}
