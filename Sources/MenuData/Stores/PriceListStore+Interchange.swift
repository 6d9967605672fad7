import MenuModel
import SQLite
/// Price lists in the export document and back (SPEC 21): entries name
/// dishes by path, in menu order, so that a menu's export imported by
/// `--replace` into an empty file exports byte for byte the same.
extension PriceListStore {
    /// Every list with its entries, each named by its dish's path, in the
    /// order of `menu` (loaded once by the caller); entries of dishes it
    /// cannot reach are left out (`check` reports them).
    public func exported(in menu: MenuGroup) throws -> [(list: PriceList, entries: [(path: String, entry: PriceEntry)])] {
        let lists = try lists()
        guard !lists.isEmpty else { return [] }
        let rows = menu.visibleRows(all: true)
        return try lists.map { stored in
            let entries = try entries(of: stored.id)
            return (stored.list, rows.compactMap { row in entries[row.node.id].map { (row.path, $0) } })
        }
    }

    /// Makes the lists of a file the menu's, after the menu itself is in:
    /// a list of the file takes the place of the one of that name; with
    /// `replace` the menu's lists become exactly the file's, and the
    /// entries of each list too. Counts the lists added, changed and removed.
    public func importLists(_ lists: [ListedEntries]?, replace: Bool, carriesConditions: Bool = true,
                            into counts: inout ImportStore.ImportCounts) throws {
        guard var lists else { return }
        var existing = try self.lists()
        if replace {
            for stored in existing where !lists.contains(where: { $0.list.name.hasSameUTF8(as: stored.list.name) }) {
                try database.cachedStatement("DELETE FROM price_list WHERE id = ?").run([.integer(stored.id)])
                counts.priceLists.removed += 1
            }
            existing = try self.lists()
        }
        // A file before version 6 says nothing of conditions: they stay.
        if !carriesConditions {
            for index in lists.indices {
                lists[index].list.condition = existing.first { $0.list.name.hasSameUTF8(as: lists[index].list.name) }?.list.condition
            }
        }
        for file in lists {
            for other in existing where !other.list.name.hasSameUTF8(as: file.list.name) && other.list.hours.overlaps(file.list.hours) {
                throw MenuError.malformed("the hours of \(file.list.name) overlap those of \(other.list.name), a price list of the menu",
                                          at: file.place + ".hours")
            }
            let (id, defined) = try define(file.list, over: existing.first { $0.list.name.hasSameUTF8(as: file.list.name) })
            let entriesChanged = try settleEntries(of: id, to: file, replace: replace)
            switch defined {
            case .added: counts.priceLists.added += 1
            case .changed: counts.priceLists.changed += 1
            case .unchanged: if entriesChanged { counts.priceLists.changed += 1 }
            }
        }
    }

    private enum Defined { case added, changed, unchanged }

    /// The file's list made, or written over the stored one of its name; its id.
    private func define(_ list: PriceList, over stored: StoredList?) throws -> (id: Int64, Defined) {
        guard let stored else {
            try add(list)
            return (database.lastInsertedID, .added)
        }
        guard stored.list != list else { return (stored.id, .unchanged) }
        var edit = ListEdit()
        edit.rule = FieldEdit(list.rule)
        edit.step = list.step
        edit.hours = .set(list.hours)
        edit.boxFee = FieldEdit(list.boxFee)
        edit.condition = FieldEdit(list.condition)
        _ = try self.edit(stored.list.name, edit)
        return (stored.id, .changed)
    }

    /// The list's entries as the file has them (with `replace`, only
    /// those); whether any changed. A path that is no dish is malformed.
    private func settleEntries(of id: Int64, to file: ListedEntries, replace: Bool) throws -> Bool {
        var wanted: [Int64: PriceEntry] = [:]
        for (place, path, entry) in file.entries {
            guard let node = try tx.tree.node(at: path), !node.isGroup else {
                throw MenuError.malformed("no dish \(path.description) in the menu", at: place + ".path")
            }
            // The words `prices set` says of a size the dish does not have.
            let sizes = try tx.pricing.sizes(of: node.id)
            for name in entry.sizes.keys.sorted() where !sizes.contains(where: { $0.name.hasSameUTF8(as: name) }) {
                let theirs = sizes.isEmpty ? "it has no sizes" : "its sizes: " + sizes.map(\.name).joined(separator: ", ")
                throw MenuError.malformed("\(path.description) has no size '\(name)'; \(theirs)", at: place + ".sizes")
            }
            wanted[node.id] = entry
        }
        var changed = false
        let current = try entries(of: id)
        for (node, entry) in wanted where current[node] != entry {
            try writeEntry(entry, of: node, in: id)
            changed = true
        }
        if replace {
            for node in current.keys where wanted[node] == nil {
                try writeEntry(nil, of: node, in: id)
                changed = true
            }
        }
        return changed
    }
}
