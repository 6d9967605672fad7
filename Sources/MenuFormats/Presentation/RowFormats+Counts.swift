import MenuModel
/// Counted dishes and timed 估清 in the rows of `list` and `show`, and in
/// what `sell` answers (SPEC 20), after the columns and keys before them.
public enum CountFormats {
    package static let tsvHeader = "\tleft\tdaily"

    /// `\t3\t20`; both empty for a dish not counted and for a group.
    package static func appendTSV(_ stock: DishStock, to out: inout RowBytes) {
        guard let count = stock.count else { return out.append(literal: "\t\t") }
        out += "\t"
        out += String(count.left)
        out += "\t"
        if let daily = count.daily { out += String(daily) }
    }

    /// 停售 came later than the columns after `daily`, so it goes last (SPEC 16).
    package static let tsvOffSaleHeader = "\toff_sale"

    /// `\t1` for a dish off sale, `\t0` for one on sale, `\t` for a group.
    package static func appendTSVOffSale(_ node: any MenuComponent, to out: inout RowBytes) {
        out.append(literal: node.isGroup ? "\t" : node.stock.isOffSale ? "\t1" : "\t0")
    }

    /// `,"left":3,"daily":20`; null when not counted. A dish taken off
    /// sale (停售) adds `,"off_sale":true`, and only such a dish, so that
    /// the rows of a menu without 停售 read as they always have.
    package static func jsonFields(_ stock: DishStock) -> String {
        ",\"left\":" + JSONText.int(stock.count?.left) + ",\"daily\":" + JSONText.int(stock.count?.daily)
            + (stock.isOffSale ? ",\"off_sale\":true" : "")
    }

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
