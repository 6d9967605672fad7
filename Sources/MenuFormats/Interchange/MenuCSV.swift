import MenuModel
/// The menu as a spreadsheet (SPEC 15): RFC 4180 CSV in UTF-8, a header
/// line, then a line per group and dish in menu order, collapsed or not.
///
///     path,kind,price,description,spice,tags,sold_out,sizes,unit,market_price,allergens,diets,hours,name:en,description:en
///     主菜,group,,,,,,,,,,,,Mains,
///     主菜/宫保鸡丁,item,38.00,,,,0,,,0,peanuts;sesame,,,Kung Pao Chicken,
///
/// Every column is declared once with how it is written and read (below,
/// and the details' columns in MenuCSV+Details.swift, then those of sizes,
/// hours and languages, each in a file of its own), and placed among the
/// others by the field it carries (NodeField.all).
public enum MenuCSV {
    /// What one line of a file says, as the columns are read in order.
    package struct Line {
        package var path = ""
        package var isGroup = false
        package var price: Amount?
        /// nil when the field is empty: an existing dish keeps its state.
        package var soldOut: Bool?
        /// SPEC 17: the sizes (none when empty), the unit, and market
        /// price (nil when the field is empty).
        package var sizes: [DishSize] = []
        package var unit: String?
        package var marketPrice: Bool?
        /// Description, spice, tags and translations; an empty field says nothing (SPEC 11).
        package var details = DetailsEdit()
        /// nil when the field is empty (SPEC 15).
        package var hours: ServingHours?
        /// The lists it offers itself (SPEC 18), and those withdrawn from it; nil without the column.
        package var offers: [String]?
        package var withdrawn: [String]?
        /// The end of a timed 估清: nil without the column, `.some(nil)` for none.
        package var soldOutUntil: Int64??
        /// 停售: nil without the column or for a group.
        package var offSale: Bool?
        /// What the line says of the fields declared by their formats, by key.
        package var fields = FieldEdits()
        /// SPEC 20: nil when the dish is not counted.
        package var count: DishCount?
        /// A set meal (SPEC 19): kind `set`, and its slots when the file has the column.
        package var isSet = false
        package var slots: [MenuDocument.SlotEntry]?
    }

    package struct Column: Sendable {
        package let header: String
        /// The field of one row, from its node's values read once for the
        /// row (`FieldValues`), as TSV's cells have them: a column that asks
        /// the node itself made the node copy its details for every column.
        package let write: @Sendable (_ node: FieldValues) -> String
        /// Reads the field into the line; the columns before it are read already.
        package let read: @Sendable (_ field: String, _ line: inout Line) throws(MenuError) -> Void
        /// An occasional column's test: written when some node passes it.
        package var shownWhen: (@Sendable (_ node: any MenuComponent) -> Bool)? = nil
        /// Whether the test can pass for a bare dish (`isBare`): only such
        /// columns are asked of the bare dishes, most of a menu's.
        package var asksBareDishes = false
        /// What it writes for a plain dish (`FieldValues.isPlainDish`):
        /// `.same` where it reads nothing a plain dish has (MenuCSV+PlainDish.swift).
        package var onPlainDish: NodeField.OnPlainDish = .varies
    }

    /// A dish with one price or none and nothing more than allergens,
    /// diets and its station (MenuItem keeps nothing else of it in a box):
    /// it has no translation, kcal, photo, count or timed 估清, so the
    /// passes before the header need not read its details or stock.
    static func isBare(_ node: any MenuComponent) -> Bool {
        (node as? MenuItem)?.dietaryWithoutOtherDetails != nil
    }

    /// The columns every export has, each a field's (NodeField.all) at its place.
    package static var columns: [Column] { NodeField.csvColumns }

    package static let pathColumn = Column(header: "path", write: { node in node.path }, read: { field, line throws(MenuError) in line.path = field })

    package static let kindColumn = Column(header: "kind", write: { node in node.kindName }, read: { field, line throws(MenuError) in
        // `show` calls a dish a dish: a hand-typed file may too.
        guard ["group", "item", "dish", "set"].contains(field) else {
            throw .invalidArgument("kind: \(quoted(field)) is not group, item (or dish) or set")
        }
        line.isGroup = field == "group"
        line.isSet = field == "set"
    }, onPlainDish: .same)

    package static let priceColumn = Column(header: "price", write: { node in node.pricing.price.fixedAmount?.description ?? "" }, read: { field, line throws(MenuError) in
        guard !field.isEmpty else { return }
        guard !line.isGroup else { throw .invalidArgument("price: a group has no price; leave the field empty") }
        do { line.price = try Amount(parsing: field) } catch {
            throw .invalidArgument("price: \(quoted(field)) is not an amount (write it like 38, 38.5 or ¥38.50)")
        }
    })

    package static let soldOutColumn = Column(header: "sold_out", write: { node in node.isGroup ? "" : node.component.isMarkedSoldOut ? "1" : "0" },
                                              read: { field, line throws(MenuError) in
        guard !field.isEmpty else { return }
        guard !line.isGroup else { throw .invalidArgument("sold_out: a group is never sold out itself; leave the field empty") }
        guard field == "0" || field == "1" else { throw .invalidArgument("sold_out: \(quoted(field)) is not 1 or 0") }
        line.soldOut = field == "1"
    })

    /// `path,kind,price,description,spice,tags,sold_out,sizes,unit,market_price,choices,slots,left,daily,allergens,diets,hours`:
    /// the columns every export has, before those of the menu's languages.
    public static var header: String { columns.map(\.header).joined(separator: ",") }


    /// The occasional columns the menu has something for: each column's
    /// own test of a node, or a withdrawal (which the offers say, not the nodes).
    private static func occasionalColumns(of rows: [VisibleRow], offers: ChoiceOffers) -> [Column] {
        let withdrawn = offers.withdrawn.values.contains { !$0.isEmpty }
        let columns = occasionalColumns
        var shown = columns.map { $0.shownWhen == nil && withdrawn }
        // One pass; a column shown is asked of no more rows. Each test is
        // taken out once, and the row asked in a plain loop: a `removeAll`
        // a row, with its closure, cost three times the tests themselves.
        var asking = columns.indices.compactMap { index in columns[index].shownWhen.map { (index: index, test: $0) } }
        for row in rows where !asking.isEmpty {
            let node = row.node
            let bare = isBare(node)
            var at = 0
            while at < asking.count {
                if bare && !columns[asking[at].index].asksBareDishes {
                    at += 1
                } else if asking[at].test(node) {
                    shown[asking[at].index] = true
                    asking.remove(at: at)
                } else {
                    at += 1
                }
            }
        }
        return columns.indices.filter { shown[$0] }.map { columns[$0] }
    }

    package static func quoted(_ field: String) -> String { "\"\(Terminal.escaped(Terminal.shortened(field)))\"" }

    /// The whole menu as CSV; `byteOrderMark` starts it with U+FEFF for
    /// the spreadsheet programs that take UTF-8 only with one.
    /// `offers`: where the menu's choice lists are offered (SPEC 18).
    /// `priced`: the menu as a price list prices it (`export --prices`,
    /// SPEC 21), its box fee and minimum order in two columns at the end,
    /// which `import` does not read: a view of the menu, not the menu.
    public static func text(of root: MenuGroup, byteOrderMark: Bool = false, offers: ChoiceOffers = ChoiceOffers(),
                            priced: Bool = false) -> String {
        var text = ""
        write(of: root, byteOrderMark: byteOrderMark, offers: offers, priced: priced) { text += String(decoding: $0, as: UTF8.self) }
        return text
    }

    /// The same CSV in pieces of about `RowBytes.chunk` bytes, handed to
    /// `emit` as they fill: each field written as bytes where it goes, as
    /// `list --format tsv` writes its columns, not a String made a line.
    public static func write(of root: MenuGroup, byteOrderMark: Bool = false, offers: ChoiceOffers = ChoiceOffers(),
                             priced: Bool = false, emit: ([UInt8]) throws -> Void) rethrows {
        var out = RowBytes()
        if byteOrderMark { out.append("\u{FEFF}") }
        let rows = root.visibleRows(all: true)
        let languages = languages(of: rows)
        let written = columns + occasionalColumns(of: rows, offers: offers)
        out.append((written.map(\.header) + languageColumns(languages).map(\.header) + (priced ? ["box_fee", "min_order"] : []))
            .joined(separator: ",") + "\r\n")
        let line = LineWriter(written, languages: languages, priced: priced, offers: offers)
        for row in rows {
            let values = FieldValues(row)
            if values.isPlainDish { line.appendPlainDish(values, to: &out) } else { line.append(values, to: &out) }
            if out.isFull {
                try emit(out.bytes)
                out.removeAll()
            }
        }
        try emit(out.bytes)
    }
}
