import MenuModel
/// SPEC 9's "a second root": the menu has one top, #1. Another program
/// that drops the index keeping it single (`menu_node_one_root`) can write
/// more. Once the tree's repair has moved their entries into `recovered`,
/// they hold nothing and are removed (a top has no details); the index is
/// made again with the triggers.
extension IntegrityStore {
    static let topRowRules: [RowRule] = [
        RowRule("menu_node", breaks: "t.kind = 'root' AND t.id <> \(NodeRecord.rootID)", node: "t.id",
                  detail: "'a second top of the menu; the menu has one, #\(NodeRecord.rootID)'",
                  mended: "'removed it (what it held is in ''recovered'')'",
                  // The trigger that keeps the one top from being removed
                  // stands aside for this one statement.
                  mend: ["DROP TRIGGER IF EXISTS menu_node_root_stays",
                         "DELETE FROM menu_node AS t WHERE {rows}",
                         (try? expectedTriggers.get())?["trigger menu_node_root_stays"] ?? ""]),
    ]
}
