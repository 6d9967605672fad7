import MenuModel
import SQLite

/// What one target of a command reaches (SPEC 2's TARGET...): the node it
/// names and the dishes that means, itself for a dish, every dish inside
/// it at any depth for a group.
package struct TargetDishes {
    package let record: NodeRecord
    package let path: MenuPath
    /// Whether it holds any dish at all, those an earlier target reached too.
    package let holdsDishes: Bool
    /// In menu order, without those an earlier target reached: what a
    /// command changes for this target, so a dish named twice, or also
    /// inside a group named, is changed once.
    package let dishes: [(id: Int64, path: String, isSoldOut: Bool)]

    package var isGroup: Bool { record.isGroup }
}

extension TreeStore {
    /// Hands `body` what each of `targets` reaches, in the order given:
    /// every command that takes a group to mean every dish inside it (估清,
    /// 停售, counts, repricing, a price list's entries) walks them here. A
    /// target is resolved just before its turn, so a refusal for one comes
    /// after the work of those before it, as when each was resolved in turn.
    package func forEachTarget(_ targets: [Target], _ body: (TargetDishes) throws -> Void) throws {
        var seen = Set<Int64>()
        for target in targets {
            let record = try resolve(target)
            let path = try storedPath(of: record.id)
            let held = record.isGroup ? try tx.service.dishes(under: record.id, path: path)
                                      : [(record.id, path.description, record.isSoldOut)]
            try body(TargetDishes(record: record, path: path, holdsDishes: !held.isEmpty,
                                  dishes: held.filter { seen.insert($0.id).inserted }))
        }
    }
}
