import MenuModel
/// A plain dish's row (`FieldValues.isPlainDish`), most of a menu's rows:
/// the cells declared the same for every plain dish (`NodeField.OnPlainDish`)
/// are written once, here, from a dish made for it, and run together with
/// the tabs, commas and keys around them into one piece of bytes between
/// each two cells that vary. A row then calls the cells that vary and
/// copies the pieces, where calling each cell in turn cost about as much
/// as the rest of writing the row.
package struct PlainDishRow: @unchecked Sendable {
    /// The pieces run together, and each cell that varies with the piece
    /// after it: made once for the process and never changed, so kept
    /// where a row reads them without an array's closures, which copied
    /// the row's values for each row.
    private let pieces: UnsafeMutableBufferPointer<UInt8>
    private let leading: Range<Int>
    private let cells: UnsafeMutableBufferPointer<VaryingCell>

    struct VaryingCell {
        let write: NodeField.Writing
        let after: Range<Int>
    }

    /// The row of `cells`, in their order: `opening(index)` is what comes
    /// before the cell at `index` (a tab, or a key), `closing` ends the row.
    /// `listed`: a listed dish's (`FieldValues.isListedDish`), whose
    /// `.sameUnlessListed` cells are called.
    init(_ cells: [NodeField.Cell], opening: (Int) -> [UInt8], closing: [UInt8], listed: Bool = false) {
        let dish = Self.templateDish
        var pieces: [UInt8] = [], writers: [NodeField.Writing] = [], ends: [Range<Int>] = [], start = 0
        for (index, cell) in cells.enumerated() {
            pieces += opening(index)
            if cell.onPlainDish == .same || cell.onPlainDish == .sameUnlessListed && !listed {
                var written = RowBytes(reserving: 256)
                cell.write(dish, &written)
                pieces += written.bytes
            } else {
                // The piece before it ends here, and the next starts after it.
                ends.append(start..<pieces.count)
                writers.append(cell.write)
                start = pieces.count
            }
        }
        pieces += closing
        ends.append(start..<pieces.count)
        self.pieces = .allocate(capacity: pieces.count)
        _ = self.pieces.initialize(from: pieces)
        leading = ends[0]
        self.cells = .allocate(capacity: writers.count)
        _ = self.cells.initialize(from: zip(writers, ends.dropFirst()).map { VaryingCell(write: $0, after: $1) })
    }

    /// The dish the pieces are written from: plain, so any other plain
    /// dish's `.same` cells write the same.
    static var templateDish: FieldValues {
        let dish = MenuItem(id: 1, name: "菜", price: nil)
        let values = FieldValues(VisibleRow(number: 1, depth: 0, path: "菜", node: dish))
        precondition(values.isPlainDish, "the plain dish's row is written from a dish that is not plain")
        return values
    }

    /// One plain dish's row (or listed dish's).
    @inline(__always) func write(_ dish: FieldValues, to out: inout RowBytes) {
        let base = UnsafePointer(pieces.baseAddress.unsafelyUnwrapped)
        out.append(UnsafeBufferPointer(start: base + leading.lowerBound, count: leading.count))
        for cell in cells {
            cell.write(dish, &out)
            out.append(UnsafeBufferPointer(start: base + cell.after.lowerBound, count: cell.after.count))
        }
    }
}

extension RowFormats {
    /// A TSV line, its line ended.
    package static let plainDishTSV = PlainDishRow(
        NodeField.tsvColumns, opening: { $0 == 0 ? [] : [UInt8(ascii: "\t")] }, closing: [UInt8(ascii: "\n")])

    /// A JSON row's keys, each with its opening (`,"key":`); the caller
    /// opens and closes the object.
    package static let plainDishJSON = PlainDishRow(NodeField.jsonCells, opening: jsonOpening, closing: [])

    /// A listed dish's (`FieldValues.isListedDish`): made the first time
    /// one is written, as most lists have none.
    package static let listedDishTSV = PlainDishRow(
        NodeField.tsvColumns, opening: { $0 == 0 ? [] : [UInt8(ascii: "\t")] }, closing: [UInt8(ascii: "\n")], listed: true)
    package static let listedDishJSON = PlainDishRow(NodeField.jsonCells, opening: jsonOpening, closing: [], listed: true)

    private static func jsonOpening(_ index: Int) -> [UInt8] {
        let key = NodeField.jsonKeys.keys[index].opening
        return Array(NodeField.jsonKeys.openings[key])
    }
}
