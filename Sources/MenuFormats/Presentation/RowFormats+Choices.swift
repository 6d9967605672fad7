import MenuModel
/// A dish's choices in the rows of `list`, `find` and `show` (SPEC 18),
/// after the columns and keys that came before them: the names of its
/// lists, nearest first, as worked out through the composite. A group's
/// are empty: choices belong to dishes, never to a group for itself.
extension RowFormats {
    /// `辣度;加料` for each entry of `choices`, written once and given to
    /// every row that has it; `[]` when there are none.
    package static func tsvChoicesFields(_ choices: RowChoices?) -> [String] {
        (choices?.entries ?? []).map { $0.map(Terminal.escaped).joined(separator: ";") }
    }

    /// `show`'s lines: for a dish each choice with where it comes from and
    /// what is withdrawn from it; for a group what it offers and what it
    /// hands down from above.
    public static func choiceLines(isGroup: Bool, offered: [(list: String, from: String?)],
                                   withdrawn: [(list: String, from: String?)]) -> [(String, String)] {
        func named(_ list: String, _ from: String?, own: String) -> String {
            Terminal.escaped(list) + " (" + (from.map { "from " + Terminal.escaped($0) } ?? own) + ")"
        }
        var lines: [(String, String)] = []
        if isGroup {
            let own = offered.filter { $0.from == nil }.map { Terminal.escaped($0.list) }
            let above = offered.filter { $0.from != nil }.map { named($0.list, $0.from, own: "") }
            if !own.isEmpty { lines.append(("offers", own.joined(separator: ", ") + " (for every dish inside)")) }
            if !above.isEmpty { lines.append(("inherits", above.joined(separator: ", "))) }
            return lines
        }
        // Said only of a menu that offers lists: `show` of a menu without
        // them reads as it did before SPEC 18.
        if !offered.isEmpty {
            lines.append(("choices", offered.map { named($0.list, $0.from, own: "its own") }.joined(separator: ", ")))
        }
        if !withdrawn.isEmpty {
            lines.append(("withdrawn", withdrawn.map { Terminal.escaped($0.list) + " (offered by " + Terminal.escaped($0.from ?? "itself") + ")" }.joined(separator: ", ")))
        }
        return lines
    }
}
