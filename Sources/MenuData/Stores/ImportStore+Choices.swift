import MenuModel
import SQLite
/// Choice lists and offers from an imported document (SPEC 18). The lists
/// come first, so that the nodes can name them; a list keeps its id (and
/// so its offers) when the file defines it again.
extension ImportStore {
    /// Merging adds the file's lists and gives those of the same name the
    /// file's definition; `replace` also removes the lists the file lacks,
    /// with their offers. A file that says nothing of lists leaves them.
    /// Returns how many lists it added, changed or removed.
    func importChoiceLists(_ document: MenuDocument, replace: Bool) throws -> Tally {
        guard let lists = document.choiceLists else { return Tally() }
        let store = tx.choices
        let existing = try store.lists()
        var tally = Tally()
        for var list in lists {
            let stored = existing.first(where: { $0.list.name.hasSameUTF8(as: list.name) })
            if !document.carriesLabels { list = list.labelled(like: stored?.list) }
            if let stored {
                guard stored.list != list else { continue }
                try store.write(list, over: stored)
                tally.changed += 1
            } else {
                try store.add(list)
                tally.added += 1
            }
        }
        guard replace else { return tally }
        for stored in existing where !lists.contains(where: { $0.name.hasSameUTF8(as: stored.list.name) }) {
            _ = try store.remove(stored.list.name, force: true)
            tally.removed += 1
        }
        return tally
    }

    /// Gives a node the file's offers and withdrawals; true when they
    /// changed. What the file does not say stays, unless the document
    /// carries choices (version 3), where saying nothing means none.
    func updateOffers(of id: Int64, from entry: MenuDocument.Entry, carried: Bool) throws -> Bool {
        let offers = entry.offers ?? (carried ? [] : nil)
        let withdrawn = entry.withdrawn ?? (carried ? [] : nil)
        guard offers != nil || withdrawn != nil else { return false }
        var before: [(list: Int64, withdrawn: Bool)] = []
        try database.cachedStatement("SELECT list_id, withdrawn FROM choice_offer WHERE node_id = ? ORDER BY position")
            .forEachRow([.integer(id)]) { before.append(($0.int("list_id"), $0.int("withdrawn") != 0)) }
        var after: [(list: Int64, withdrawn: Bool)] = []
        if let offers {
            for name in offers { after.append((try listID(named: name, place: entry.place), false)) }
        } else {
            after += before.filter { !$0.withdrawn }
        }
        if let withdrawn {
            for name in withdrawn { after.append((try listID(named: name, place: entry.place), true)) }
        } else {
            after += before.filter(\.withdrawn)
        }
        guard !after.elementsEqual(before, by: { $0.list == $1.list && $0.withdrawn == $1.withdrawn }) else { return false }
        try database.cachedStatement("DELETE FROM choice_offer WHERE node_id = ?").run([.integer(id)])
        let insert = try database.cachedStatement("INSERT INTO choice_offer (node_id, list_id, position, withdrawn) VALUES (?, ?, ?, ?)")
        for (position, offer) in after.enumerated() {
            try insert.run([.integer(id), .integer(offer.list), .integer(Int64(position)), .integer(offer.withdrawn ? 1 : 0)])
        }
        return true
    }

    /// Whether an entry says something of choices that needs its node's id.
    static func hasOffers(_ entry: MenuDocument.Entry) -> Bool {
        !(entry.offers ?? []).isEmpty || !(entry.withdrawn ?? []).isEmpty
    }

    private func listID(named name: String, place: String) throws -> Int64 {
        guard let id = try database.cachedStatement("SELECT id FROM choice_list WHERE name = ?").firstRow([.text(name)], { $0.int("id") }) else {
            guard listsTravelInFile else {
                var error = MenuError.malformed("no choice list '\(name)' in the menu; CSV names the lists a dish offers, not the lists themselves", at: place)
                error.hints = ["to copy a whole menu, its lists too, use JSON: menuctl export > menu.json; menuctl --db copy.db import menu.json --replace"]
                throw error
            }
            throw MenuError.malformed("no choice list '\(name)' in the menu or the file", at: place)
        }
        return id
    }
}
