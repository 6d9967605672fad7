import MenuModel
extension MenuDocument {
    /// Reads a CSV file (SPEC 15) as the document `import` loads, so a
    /// spreadsheet merges or replaces exactly as a JSON file does. Each
    /// entry's place is `FILE:LINE`, and so is every problem's.
    ///
    /// A path's groups may be left without lines of their own, as a
    /// spreadsheet filtered down to its dishes is: they are made where
    /// their first dish is. The file has no expanded column, so new groups
    /// are expanded and existing ones keep their state.
    public init(csv bytes: [UInt8], file: String) throws(MenuError) {
        func place(_ line: Int) -> String { "\(file):\(line)" }
        // The header first: a record held alone, the rest only counted.
        let (first, records, isValidText) = try CSVRecords.header(in: bytes, place: place)
        guard let header = first else {
            throw .malformed("the file is empty; its first line must be the header \(MenuCSV.header)", at: place(1))
        }
        let layout: MenuCSV.Layout
        do { layout = try MenuCSV.Layout(header: header.fields) } catch { throw .malformed(error.message, at: place(header.line)) }
        let width = header.fields.count
        var tree = CSVTree(file: file, capacity: records - 1)
        tree.readsPricing = layout.carried.unit
        tree.readsCounts = layout.carried.counts
        tree.readsPrice = layout.carried.price
        // Without a kind column, a line is a group when other lines go under it:
        // the paths are read once more, before the lines.
        var groups = Set<String>()
        if !layout.readsKind {
            var paths: [String] = []
            try CSVRecords.forEach(in: bytes, place: place, isValidText: isValidText) { record in
                if record.line != header.line, let path = layout.path(of: record.fields) { paths.append(path) }
            }
            groups = MenuCSV.groupPaths(paths)
        }
        // A plain line goes into the tree from its bytes; the header and any
        // other line are read field by field.
        let plain = MenuCSV.PlainLines(layout, width: width)
        if let plain { tree.plainSaids = [CSVTree.Said(of: plain.group), CSVTree.Said(of: plain.dish)] }
        try CSVRecords.forEach(in: bytes, place: place, isValidText: isValidText, offersPlainLines: plain != nil) { bytes, line throws(MenuError) in
            guard let plain, line != header.line, let read = plain.read(bytes) else { return false }
            do throws(MenuError) { return try tree.add(read, in: bytes, line: line) } catch {
                throw .malformed(error.message, at: place(line))
            }
        } records: { record throws(MenuError) in
            guard record.line != header.line else { return }
            guard record.fields.count == width else {
                throw .malformed("the line has \(record.fields.count) fields; the header has \(width)", at: place(record.line))
            }
            do throws(MenuError) {
                var line = MenuCSV.Line()
                if !layout.readsKind, let path = layout.path(of: record.fields) { line.isGroup = groups.contains(path) }
                for (column, position) in layout.columns { try column.read(MenuCSV.unguarded(record.fields[position]), &line) }
                for (column, position) in layout.languages {
                    try MenuCSV.read(MenuCSV.unguarded(record.fields[position]), in: column, into: &line)
                }
                try tree.add(line, line: record.line)
            } catch {
                throw .malformed(error.message, at: place(record.line))
            }
        }
        // Entries are made from the tree one at a time as the import reads
        // them, never as a second tree beside it. The look-up by path is
        // done with: at a million lines it held 50 MiB through the import.
        tree.index = [:]
        let lines = tree
        self.init(count: lines.nodes.count) { CSVTreeReader(lines) }
        carried = layout.carried
    }
}

/// The reader of a CSV file's document: walks its tree of lines, making
/// each entry as it is read.
private struct CSVTreeReader: MenuEntryReader {
    let tree: CSVTree
    /// The groups being walked (their children's indexes) and how far along each is.
    private var levels: [(children: [Int], next: Int)]
    private var last: CSVTree.SaidBefore?

    init(_ tree: CSVTree) {
        self.tree = tree
        levels = [(tree.top, 0)]
    }

    mutating func next() throws(MenuError) -> MenuDocument.Step? {
        guard let level = levels.last else { return nil }
        guard level.next < level.children.count else {
            levels.removeLast()
            return levels.isEmpty ? nil : .endOfGroup
        }
        levels[levels.count - 1].next += 1
        let index = level.children[level.next]
        if tree.nodes[index].isGroup { levels.append((tree.nodes[index].children, 0)) }
        return .entry(tree.entry(index, after: &last))
    }
}
