import MenuModel
/// Counted dishes and timed 估清 in `list`'s text, `show` and what `sell`
/// answers (SPEC 20); the rows' columns and keys are the fields'
/// (NodeField+Service.swift).
public enum CountFormats {
    /// What `list` says of a dish's state: `off sale` (停售), else as
    /// `soldOutNote`; nothing for a dish on sale.
    package static func stateNote(_ node: any MenuComponent) -> String {
        node.stock.isOffSale ? "off sale" : node.isSoldOut ? soldOutNote(node.stock) : ""
    }

    /// `3 left, 20 a day`, `5 left`.
    public static func countText(_ count: DishCount) -> String {
        "\(count.left) left" + (count.daily.map { ", \($0) a day" } ?? "")
    }

    /// `: 19 left`, `: 0 left, sold out`; nothing for a dish not counted.
    public static func leftText(left: Int?) -> String {
        guard let left else { return "" }
        return ": \(left) left" + (left == 0 ? ", sold out" : "")
    }

    /// `sell --format json`: `{"id":7,"path":"凉菜/兔头","left":3,"sold_out":false}`.
    public static func saleJSON(id: Int64, path: String, left: Int?, isSoldOut: Bool) -> String {
        "{\"id\":\(id),\"path\":" + JSONText.string(path) + ",\"left\":" + JSONText.int(left)
            + ",\"sold_out\":" + JSONText.bool(isSoldOut) + "}\n"
    }

    /// `show`'s lines: `left: 3 (20 a day)`; `sold out: until 17:00` is the
    /// caller's, beside the line it replaces.
    package static func showLines(_ stock: DishStock) -> [(String, String)] {
        let offSale = stock.isOffSale ? [("off sale", "yes (停售)")] : []
        guard let count = stock.count else { return offSale }
        return [("left", String(count.left) + (count.daily.map { " (\($0) a day)" } ?? ""))] + offSale
    }

    /// `sold out`, `sold out until 17:00`: what `list` says of a sold-out dish.
    package static func soldOutNote(_ stock: DishStock) -> String {
        stock.isCountedOut ? "sold out" : stock.soldOutUntil.map { "sold out until " + $0.text } ?? "sold out"
    }
}
