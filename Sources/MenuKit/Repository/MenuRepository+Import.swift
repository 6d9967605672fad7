extension MenuRepository {
    /// Loads a document into the menu. Merging (the default) goes by path:
    /// groups that exist are reused and take the file's expanded state,
    /// dishes that exist take the file's price, new nodes are appended in
    /// file order. `replace` makes the menu exactly the file.
    /// Returns how many nodes were added and how many updated.
    public func importMenu(_ document: MenuDocument, replace: Bool,
                           progress: (Int) -> Void = { _ in }) throws -> (added: Int, updated: Int) {
        groupIDs.removeAll()
        if replace {
            try database.statement("DELETE FROM menu_node WHERE parent_id = ?").run([.integer(Self.rootID)])
        }
        var counts = (added: 0, updated: 0)
        try merge(document.entries, into: Self.rootID, path: MenuPath([]), isNew: replace, counts: &counts, progress: progress)
        return counts
    }

    private func merge(_ entries: [MenuDocument.Entry], into parentID: Int64, path: MenuPath, isNew: Bool,
                       counts: inout (added: Int, updated: Int), progress: (Int) -> Void) throws {
        for entry in entries {
            let entryPath = path.appending(entry.name)
            // Inside a group this import made, nothing can exist yet: skip the lookup.
            if !isNew, let existing = try child(named: entry.name, of: parentID) {
                guard existing.isGroup == entry.isGroup else {
                    throw MenuError(.malformedFile, "\(entry.place): \(Terminal.escaped(entryPath.description)) is a \(existing.isGroup ? "group" : "dish") in the menu, but a \(entry.isGroup ? "group" : "dish") in the file")
                }
                if entry.isGroup {
                    if let expanded = entry.expanded { try setExpanded(expanded, id: existing.id) }
                    try merge(entry.children, into: existing.id, path: entryPath, isNew: false, counts: &counts, progress: progress)
                } else if let price = entry.price {
                    try database.statement("UPDATE menu_node SET price_fen = ? WHERE id = ?")
                        .run([price.map { .integer($0.fen) } ?? .null, .integer(existing.id)])
                }
                counts.updated += 1
            } else {
                let id = try insert(name: entry.name, into: parentID, at: entryPath, isGroup: entry.isGroup,
                                    expanded: entry.expanded ?? entry.isGroup, price: entry.price ?? nil)
                counts.added += 1
                if entry.isGroup {
                    try merge(entry.children, into: id, path: entryPath, isNew: true, counts: &counts, progress: progress)
                }
            }
            progress(counts.added + counts.updated)
        }
    }
}
