import MenuModel

/// The quick reading of a plain line: nearly every line of an export is a
/// group or a dish that says its path, its kind, perhaps a price in
/// digits, sold out 0 or 1 and market price 0, every other field empty.
/// Such a line is read straight from its bytes, as JSON's plain nodes are
/// (`PlainNode`), no String made for any field and no column asked. What
/// the empty fields say is what the columns made of them once, for a
/// group's line and for a dish's (`group`, `dish`). Anything else, or
/// anything the columns would refuse, is not read here (nil) but field by
/// field, which says what is wrong where it always did.
extension MenuCSV {
    struct PlainLines {
        /// What a plain line says, beside what its empty fields say.
        struct Plain {
            let path: Range<Int>
            let isGroup: Bool
            let price: Amount?
            let soldOut: Bool?
            let marketPrice: Bool?
        }

        private enum Role { case path, kind, price, soldOut, marketPrice, empty }

        /// Each field's role, by its position in a record.
        private let roles: [Role]
        /// The lines the columns make of a group's and a dish's line whose
        /// fields but the path and kind are empty.
        let group: Line, dish: Line

        /// The reading of lines under `layout`'s header of `width` fields;
        /// nil without a kind column (the paths say the kind), or when a
        /// column refuses an empty field.
        init?(_ layout: Layout, width: Int) {
            guard layout.readsKind else { return nil }
            var roles = [Role](repeating: .empty, count: width)
            var kindPosition = 0
            for (column, position) in layout.columns {
                switch column.header {
                case MenuCSV.pathColumn.header: roles[position] = .path
                case MenuCSV.kindColumn.header: roles[position] = .kind; kindPosition = position
                case MenuCSV.priceColumn.header: roles[position] = .price
                case MenuCSV.soldOutColumn.header: roles[position] = .soldOut
                case "market_price": roles[position] = .marketPrice
                default: continue
                }
            }
            self.roles = roles
            func emptyLine(kind: String) -> Line? {
                var fields = [String](repeating: "", count: width)
                fields[kindPosition] = kind
                var line = Line()
                do throws(MenuError) {
                    for (column, position) in layout.columns { try column.read(fields[position], &line) }
                    for (column, position) in layout.languages { try MenuCSV.read(fields[position], in: column, into: &line) }
                } catch {
                    return nil
                }
                return line
            }
            guard let group = emptyLine(kind: "group"), let dish = emptyLine(kind: "item") else { return nil }
            (self.group, self.dish) = (group, dish)
        }

        /// The line `bytes` hold (UTF-8, checked before, without a quote or
        /// a line end), when it is plain.
        func read(_ bytes: UnsafeBufferPointer<UInt8>) -> Plain? {
            var path = 0..<0
            var isGroup: Bool?, price: Amount?, soldOut: Bool?, marketPrice: Bool?
            var position = 0, start = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: ",") {
                guard position < roles.count else { return nil }
                let field = UnsafeBufferPointer(rebasing: bytes[start..<end])
                switch roles[position] {
                case .empty:
                    guard field.isEmpty else { return nil }
                case .path:
                    // A path that starts with `'` may be guarded (MenuCSV+Formulas.swift).
                    guard let first = field.first, first != UInt8(ascii: "'") else { return nil }
                    path = start..<end
                case .kind:
                    if field.elementsEqual("group".utf8) { isGroup = true } else if field.elementsEqual("item".utf8) { isGroup = false } else { return nil }
                case .price:
                    guard field.isEmpty || isGroup == false, let amount = Self.amount(field) else { return nil }
                    price = amount
                case .soldOut:
                    guard let flag = Self.flag(field, isGroup: isGroup) else { return nil }
                    soldOut = flag
                case .marketPrice:
                    // Market price 1 is read field by field: it refuses a price.
                    guard let flag = Self.flag(field, isGroup: isGroup), flag != true else { return nil }
                    marketPrice = flag
                }
                position += 1
                start = end + 1
            }
            guard position == roles.count, let isGroup else { return nil }
            return Plain(path: path, isGroup: isGroup, price: price, soldOut: soldOut, marketPrice: marketPrice)
        }

        /// Empty (nil inside), or digits with at most two decimals after a
        /// point, at most 9999999.99: the amount `Amount(parsing:)` reads.
        private static func amount(_ field: UnsafeBufferPointer<UInt8>) -> Amount?? {
            guard !field.isEmpty else { return .some(nil) }
            let point = field.firstIndex(of: UInt8(ascii: ".")) ?? field.count
            let decimals = field.count - min(point + 1, field.count)
            guard (1...7).contains(point), point == field.count || (1...2).contains(decimals) else { return nil }
            var fen: Int64 = 0
            for (index, byte) in field.enumerated() where index != point {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                fen = fen * 10 + Int64(byte - UInt8(ascii: "0"))
            }
            for _ in decimals..<2 { fen *= 10 }
            return .some(try? Amount(fen: fen))
        }

        /// Empty (nil inside), or 0 or 1 for a dish; a group's is empty.
        private static func flag(_ field: UnsafeBufferPointer<UInt8>, isGroup: Bool?) -> Bool?? {
            guard !field.isEmpty else { return .some(nil) }
            guard isGroup == false, field.count == 1 else { return nil }
            switch field[0] {
            case UInt8(ascii: "0"): return .some(false)
            case UInt8(ascii: "1"): return .some(true)
            default: return nil
            }
        }
    }
}
