import MenuModel
/// One field of a node, declared once with how every format writes it and
/// reads it back, or `nil` where a format cannot carry it: the TSV and JSON
/// rows of `list`, `find` and `show` (SPEC 5, 16), the export document
/// (SPEC 7), CSV (SPEC 15) and `diff` (SPEC 23). The writers and readers
/// walk `NodeField.all`; a field one of them should carry and does not is
/// a `nil` here, where a reader sees it, and SPEC 25 asks each format that
/// cannot carry a field to say so (`import` never clears it, `diff FILE`
/// names it, `export --format csv` too).
///
/// A format's columns or keys keep the places that scripts rely on, new
/// ones at the end (SPEC 16): each cell says its place.
package struct NodeField: Sendable {
    /// The field as a person reads it: diff's lines and its notes of what
    /// a file could not say use these words.
    package let label: String
    /// Its column in `list --format tsv`.
    package let tsv: Cell?
    /// Its key in the JSON rows of `list` and `show --format json`.
    package let jsonRow: Cell?
    /// Its key on a node of the export document, which keeps its own
    /// writer and reader (MenuDocument+*.swift): a node's members there
    /// depend on one another (a dish's `sold_out` only with its price).
    package let document: String?
    /// Its column in CSV, and which of `CarriedFields` says a file has it.
    package let csv: CSVCell?
    /// Whether `diff` says a change of it (its `document` key): a group's
    /// expanded state is how the menu is viewed, not what it is (SPEC 13).
    package let diffs: Bool
    /// How the document writes and reads the field under its `document`
    /// key, where the field says it itself: its edits then go by that key
    /// (`FieldEdits`) from the file to the field's store, and no reader or
    /// writer between them names it. nil where the document's own writer
    /// and reader (MenuDocument+*.swift) carry it, as the older fields.
    package let documentCell: DocumentCell?

    /// Every format is named: a field added without saying how one of them
    /// carries it does not compile.
    package init(label: String, tsv: Cell?, jsonRow: Cell?, document: String?, csv: CSVCell?, diffs: Bool,
                 documentCell: DocumentCell? = nil) {
        self.label = label
        self.tsv = tsv
        self.jsonRow = jsonRow
        self.document = document
        self.csv = csv
        self.diffs = diffs
        self.documentCell = documentCell
    }

    /// A field's members on a node of the document and how its value reads back.
    package struct DocumentCell: Sendable {
        /// `, "key": value` for the node, or nothing.
        package let write: @Sendable (_ node: any MenuComponent) -> String
        /// The edit a member's value asks; `place` is the node's (`menu[2]`).
        package let read: @Sendable (_ value: JSONValue, _ place: String) throws(MenuError) -> FieldEdit<String>
    }

    /// A member at the document's top that a feature reads itself, into
    /// `MenuDocument.sections` under its key; the writer is given it written.
    package struct DocumentSection: Sendable {
        package let key: String
        package let read: @Sendable (_ members: [(key: String, value: JSONValue)], _ document: inout MenuDocument) throws(MenuError) -> Void
    }

    /// How a cell is written: a function of the node's values with no
    /// context of its own (`thin`), since `list` calls one for each cell of
    /// each row and a closure's context is retained and released each time.
    package typealias Writing = @convention(thin) (_ node: FieldValues, _ out: inout RowBytes) -> Void

    /// A TSV column or a JSON key, at its place among the others, and how
    /// one node's value is written there (a JSON value whole, a TSV field
    /// escaped, without the tab before it).
    package struct Cell: Sendable {
        package let name: String
        package let place: Int
        /// What it writes for a plain dish (`FieldValues.isPlainDish`).
        package let onPlainDish: OnPlainDish
        package let write: Writing

        package init(_ name: String, at place: Int, onPlainDish: OnPlainDish = .varies, _ write: Writing) {
            self.name = name
            self.place = place
            self.onPlainDish = onPlainDish
            self.write = write
        }
    }

    /// Whether a cell writes the same for every plain dish, a dish with
    /// one price or none and nothing more a row shows (most of a menu's):
    /// `list` then writes those cells of such a dish's row once, not a
    /// call each (RowFormats+PlainDish.swift). `.varies`, the default, is
    /// always right; `.same` where the cell reads nothing a plain dish has.
    /// `.sameUnlessListed` where it reads only a price list's box fee or
    /// minimum order: a dish plain but for those (`FieldValues.isListedDish`)
    /// has its row written from pieces of its own, which call such a cell.
    package enum OnPlainDish: Sendable {
        case varies
        case same
        case sameUnlessListed
    }

    /// A CSV column (how it is written and read, MenuCSV+*.swift) at its
    /// place; `occasional`: written only when the menu has what it carries.
    /// `carried`: the part of `CarriedFields` a file holding the column
    /// says (nil: a file always says it, as it says every path); `note`:
    /// how diff names that part when a file lacks it, where the label
    /// alone says too little.
    /// (A key path is immutable; `\.unit` is not yet inferred Sendable here.)
    package struct CSVCell: @unchecked Sendable {
        /// nil: a column for each language the menu has (`name:en`), MenuCSV+Languages.swift.
        package let column: MenuCSV.Column?
        package let place: Int
        package let occasional: Bool
        package let carried: WritableKeyPath<CarriedFields, Bool>?
        package let note: String?

        package init(_ column: MenuCSV.Column, at place: Int, occasional: Bool = false,
                     carried: WritableKeyPath<CarriedFields, Bool>?, note: String? = nil) {
            self.column = column
            self.place = place
            self.occasional = occasional
            self.carried = carried
            self.note = note
            languagePrefix = nil
        }

        /// The `PREFIX:LANG` columns of a field in other languages (`name:en`).
        package let languagePrefix: String?

        package static func perLanguage(_ prefix: String, at place: Int) -> CSVCell {
            CSVCell(prefix: prefix, place: place)
        }

        private init(prefix: String, place: Int) {
            column = nil
            self.place = place
            occasional = false
            carried = nil
            note = nil
            languagePrefix = prefix
        }
    }
}

extension NodeField {
    /// Every field of a node, in the order diff's notes name them.
    package static let all: [NodeField] = [
        price, sizes, marketPrice, unit, soldOut, soldOutUntil, offSale, description, spice, tags, left, daily,
        allergens, diets, hours, choices, withdrawn, slots, kind,
        row, id, depth, name, path, expanded, children, translations, descriptionTranslations,
        priceList, boxFee, minOrder, station, photo, kcal, portion, priceToday,
    ]

    /// The fields the document writes and reads through their own cells, by key.
    package static let documentCells: [(key: String, cell: DocumentCell)] = all.compactMap { field in
        field.documentCell.flatMap { cell in field.document.map { ($0, cell) } }
    }
    /// The members at the document's top that features read themselves.
    package static let documentSections: [DocumentSection] = [stations, fees, photos]

    /// The TSV columns in their order, and the header naming them.
    package static let tsvColumns = all.compactMap(\.tsv).sorted { $0.place < $1.place }
    package static let tsvHeader = tsvColumns.map(\.name).joined(separator: "\t")
    /// Their writers, which `list` calls for each column of each row. Each
    /// is kept in a struct: one taken out into an array of bare functions
    /// would be called through a thunk that copies the row's values.
    package static let tsvWriters = tsvColumns.map { Writer(write: $0.write) }

    package struct Writer: Sendable {
        package let write: Writing
    }

    /// The JSON rows' keys in their order, each with the bytes before its
    /// value, `,"key":` (no comma for the first), written once here.
    package static let jsonCells = all.compactMap(\.jsonRow).sorted { $0.place < $1.place }
    package static let jsonKeys = JSONKeys(jsonCells)

    /// The keys' openings run together in one array, each key knowing its
    /// part: a row takes the array once, where an array a key was retained
    /// and released for each of the 34 keys of each row.
    package struct JSONKeys: Sendable {
        package let openings: [UInt8]
        package let keys: [WrittenKey]

        init(_ cells: [Cell]) {
            var openings: [UInt8] = [], keys: [WrittenKey] = []
            for (index, cell) in cells.enumerated() {
                let start = openings.count
                openings += ((index == 0 ? "" : ",") + "\"" + cell.name + "\":").utf8
                keys.append(WrittenKey(opening: start..<openings.count, write: cell.write))
            }
            self.openings = openings
            self.keys = keys
        }
    }

    package struct WrittenKey: Sendable {
        package let opening: Range<Int>
        package let write: Writing
    }

    /// The CSV columns every export has, and those written only when the
    /// menu has something for them, each in its order.
    package static let csvColumns = all.compactMap(\.csv).filter { !$0.occasional }.sorted { $0.place < $1.place }.compactMap(\.column)
    package static let csvOccasionalColumns = all.compactMap(\.csv).filter(\.occasional).sorted { $0.place < $1.place }.compactMap(\.column)

    /// What a file with these CSV columns carries: each part of
    /// `CarriedFields` a column says is carried when one of its columns is
    /// in the header. The choice lists themselves are never in a CSV.
    package static func carried(byCSVColumns names: Set<String>) -> CarriedFields {
        var carried = CarriedFields()
        for cell in all.compactMap(\.csv) { if let part = cell.carried { carried[keyPath: part] = false } }
        for cell in all.compactMap(\.csv) where cell.column.map({ names.contains($0.header) }) ?? false {
            if let part = cell.carried { carried[keyPath: part] = true }
        }
        carried.choiceLists = false
        return carried
    }

    /// The words of the fields a CSV file with `carried` says nothing of,
    /// each part of `CarriedFields` once, by the first field it carries;
    /// then those diff compares and no CSV carries.
    package static func notCarried(by carried: CarriedFields) -> [String] {
        var said: [PartialKeyPath<CarriedFields>] = []
        var words: [String] = []
        for field in all {
            guard let part = field.csv?.carried, !said.contains(part) else { continue }
            said.append(part)
            if !carried[keyPath: part] { words.append(field.csv?.note ?? field.label) }
        }
        return words + all.filter { $0.diffs && $0.csv == nil }.map(\.label)
    }

    /// The document's keys as diff's lines name them.
    package static let diffLabels: [String: String] = Dictionary(
        all.compactMap { field in field.document.map { ($0, field.label) } }, uniquingKeysWith: { first, _ in first })
    /// The document's keys diff does not compare.
    package static let notDiffed: Set<String> = Set(all.filter { !$0.diffs }.compactMap(\.document))
}
