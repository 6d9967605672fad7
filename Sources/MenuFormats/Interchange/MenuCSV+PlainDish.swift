import MenuModel
/// How `write` writes each line of the file: a field at a time, or for a
/// plain dish (`FieldValues.isPlainDish`), most of a menu's, from pieces.
/// The columns declared the same for every plain dish (`Column.onPlainDish`)
/// are written once, from the dish `list` writes its plain rows from, run
/// together with the commas around them, the empty fields of the languages
/// and of the price list, and the line's end; a plain dish's line copies
/// the pieces between the fields that vary. Calling each column for each
/// dish, each making a String, cost more than the rest of the export.
extension MenuCSV {
    struct LineWriter {
        private let written: [Column]
        private let languages: [String]
        private let priced: Bool
        private let offers: ChoiceOffers
        /// What the offers say rather than the nodes, known by its column once, not asked a cell.
        private let fromOffers: [Int?]
        private let pathIndex: Int?
        private let priceIndex: Int?
        /// A plain dish's pieces run together; the piece before its first
        /// field that varies, then each such field with the piece after it.
        private let pieces: [UInt8]
        private let leading: Range<Int>
        private let varying: [(index: Int, after: Range<Int>)]

        init(_ written: [Column], languages: [String], priced: Bool, offers: ChoiceOffers) {
            self.written = written
            self.languages = languages
            self.priced = priced
            self.offers = offers
            fromOffers = written.map { [MenuCSV.choicesColumn.header, MenuCSV.withdrawnColumn.header].firstIndex(of: $0.header) }
            pathIndex = written.firstIndex { $0.header == MenuCSV.pathColumn.header }
            priceIndex = written.firstIndex { $0.header == MenuCSV.priceColumn.header }
            let dish = PlainDishRow.templateDish
            var out = RowBytes(reserving: 1024)
            var ends: [Range<Int>] = [], indices: [Int] = [], start = 0
            for (index, column) in written.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                if column.onPlainDish == .same && fromOffers[index] == nil && index != pathIndex {
                    out.appendCSVField(column.write(dish))
                } else {
                    ends.append(start..<out.count)
                    indices.append(index)
                    start = out.count
                }
            }
            // A plain dish has no translation and no price list: each of those fields is empty.
            for _ in 0..<(languages.count * 2) { out.append(UInt8(ascii: ",")) }
            if priced { out.append(literal: ",,") }
            out.append(literal: "\r\n")
            ends.append(start..<out.count)
            pieces = out.bytes
            leading = ends[0]
            varying = zip(indices, ends.dropFirst()).map { (index: $0, after: $1) }
        }

        /// A line of any node, field by field.
        func append(_ values: FieldValues, to out: inout RowBytes) {
            for index in written.indices {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                appendField(index, of: values, to: &out)
            }
            if !languages.isEmpty { MenuCSV.appendLanguageFields(of: values.details, languages, to: &out) }
            if priced {
                out.append(UInt8(ascii: ","))
                if let fee = values.listing?.boxFee { out.append(fee.description) }
                out.append(UInt8(ascii: ","))
                if let minimum = values.listing?.minOrder { out.append(minimum) }
            }
            out.append(literal: "\r\n")
        }

        /// A plain dish's line, from the pieces and its fields that vary.
        func appendPlainDish(_ dish: FieldValues, to out: inout RowBytes) {
            pieces.withUnsafeBufferPointer { pieces in
                out.append(UnsafeBufferPointer(rebasing: pieces[leading]))
                for field in varying {
                    appendField(field.index, of: dish, to: &out)
                    out.append(UnsafeBufferPointer(rebasing: pieces[field.after]))
                }
            }
        }

        private func appendField(_ index: Int, of values: FieldValues, to out: inout RowBytes) {
            // The path from its two parts, as the row keeps it (`path` joins them).
            if index == pathIndex { return out.appendCSVPath(above: values.pathAbove, values.pathLast) }
            // A price as bytes: digits and a point, which need no quotes nor guard.
            if index == priceIndex, let amount = values.pricing.price.fixedAmount, amount.fen >= 0 { return out.append(amount) }
            let field = switch fromOffers[index] {
            case 0: MenuCSV.choicesField(of: values.id, in: offers)
            case 1: MenuCSV.withdrawnField(of: values.id, in: offers)
            default: written[index].write(values)
            }
            out.appendCSVField(field)
        }
    }
}
