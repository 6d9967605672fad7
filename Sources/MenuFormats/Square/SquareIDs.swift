import MenuModel

/// The temporary ids of an upload (`#…`, the shared page: "New objects take
/// temporary ids that begin with `#`; objects in the same request may refer
/// to them"), made from menuctl's own ids so that the same menu gives the
/// same ids, export after export, and a later `--id-map` can find them.
/// Only ASCII: a unit's or a kitchen's name, which has no id, is written as
/// the hex of its UTF-8 bytes.
enum SquareID {
    static func category(_ group: Int64) -> String { "#category-\(group)" }
    static func hours(_ group: Int64, _ index: Int) -> String { "#hours-\(group)-\(index)" }
    static func item(_ dish: Int64) -> String { "#item-\(dish)" }
    /// A dish's one variation, or its size at `index` (from 0, in the dish's order).
    static func variation(_ dish: Int64, size index: Int?) -> String {
        "#variation-\(dish)" + (index.map { "-\($0)" } ?? "")
    }
    static func modifierList(_ list: Int64) -> String { "#choices-\(list)" }
    static func modifier(_ list: Int64, _ index: Int) -> String { "#choices-\(list)-\(index)" }
    /// A set meal's slot at `index`, a list of its own (Square has no set meal).
    static func slotList(_ set: Int64, _ index: Int) -> String { "#set-\(set)-slot-\(index)" }
    static func slotDish(_ set: Int64, _ slot: Int, _ index: Int) -> String { "#set-\(set)-slot-\(slot)-\(index)" }
    static func unit(_ name: String) -> String { "#unit-" + hex(name) }
    static func hex(_ text: String) -> String {
        text.utf8.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }
}
