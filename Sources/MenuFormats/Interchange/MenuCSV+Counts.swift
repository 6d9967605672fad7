import MenuModel
/// The columns SPEC 20 adds to the CSV file, after those of SPEC 17 and
/// before `hours`:
///
///     …,market_price,left,daily,hours
///     凉菜/兔头,item,12.00,,,,0,,,0,3,20,
///
/// Empty for a dish not counted and for a group. A line tells a dish's
/// count whole: empty fields are not counted. A file without these columns
/// leaves every count as it is. The end of a timed 估清 travels in the JSON
/// document only.
extension MenuCSV {
    package static let countColumns: [Column] = [
        Column(header: "left", write: { node in node.stock.count.map { String($0.left) } ?? "" },
               read: { field, line throws(MenuError) in
            guard !field.isEmpty else { return }
            guard !line.isGroup else { throw .invalidArgument("left: a group is not counted; leave the field empty") }
            line.count = DishCount(left: try portions(field, column: "left"), daily: nil)
        }, onPlainDish: .same),
        Column(header: "daily", write: { node in node.stock.count?.daily.map(String.init) ?? "" },
               read: { field, line throws(MenuError) in
            guard !field.isEmpty else { return }
            guard let count = line.count else { throw .invalidArgument("daily: a daily count needs the portions left in 'left'") }
            let daily = try portions(field, column: "daily")
            guard count.left <= daily else { throw .invalidArgument("left: \(count.left) is more than the daily count \(daily)") }
            line.count = DishCount(left: count.left, daily: daily)
        }, onPlainDish: .same),
    ]

    /// 0 to 999999, in digits.
    private static func portions(_ field: String, column: String) throws(MenuError) -> Int {
        let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
        guard field.utf8.count <= 6, field.utf8.allSatisfy(digits.contains), let number = Int(field) else {
            throw .invalidArgument("\(column): \(quoted(field)) is not a whole number from 0 to \(DishCount.maximum)")
        }
        return number
    }
}

extension MenuCSV {
    /// The column after `hours` in a menu with a timed 估清 (SPEC 20, 25):
    /// its end as a Unix time, as the JSON document has it, so that it
    /// means the same moment wherever the file is read. Written only when
    /// some dish has one; a file without it leaves every end as it is.
    package static let soldOutUntilColumn = Column(
        header: "sold_out_until",
        write: { node in node.component.isMarkedSoldOut ? node.stock.soldOutUntil.map { String($0.instant) } ?? "" : "" },
        read: { field, line throws(MenuError) in
            line.soldOutUntil = .some(nil)
            guard !field.isEmpty else { return }
            guard !line.isGroup else { throw .invalidArgument("sold_out_until: a group is never sold out itself; leave the field empty") }
            guard field.utf8.count <= 12, field.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
                  let instant = Int64(field) else {
                throw .invalidArgument("sold_out_until: \(quoted(field)) is not a Unix time (seconds since 1970)")
            }
            guard line.soldOut != false else { throw .invalidArgument("sold_out_until: only a dish that is sold out has an end to it") }
            line.soldOutUntil = .some(instant)
        },
        shownWhen: { $0.isMarkedSoldOut && $0.stock.soldOutUntil != nil })

    /// The column of 停售 (SPEC 20): `1` for a dish off sale, `0` for one on
    /// sale, empty for a group. Written only when some dish is off sale; a
    /// file without it leaves every dish as it is.
    package static let offSaleColumn = Column(
        header: "off_sale",
        write: { node in node.isGroup ? "" : node.stock.isOffSale ? "1" : "0" },
        read: { field, line throws(MenuError) in
            guard !field.isEmpty else { return }
            guard !line.isGroup else { throw .invalidArgument("off_sale: a group is never off sale itself; leave the field empty") }
            guard field == "0" || field == "1" else { throw .invalidArgument("off_sale: \(quoted(field)) is not 1 or 0") }
            line.offSale = field == "1"
        },
        shownWhen: { $0.stock.isOffSale }, onPlainDish: .same)

    /// The columns written after `hours` only when the menu has what they
    /// carry, in their fields' order; any file may hold them.
    package static var occasionalColumns: [Column] { NodeField.csvOccasionalColumns }
}
