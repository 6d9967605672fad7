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
        let records = try CSVRecords.read(bytes, place: place)
        let header = MenuCSV.columns.map(\.header)
        guard let first = records.first else {
            throw .malformed("the file is empty; its first line must be the header \(MenuCSV.header)", at: place(1))
        }
        guard first.fields == header else {
            let found = Terminal.escaped(Terminal.shortened(first.fields.joined(separator: ","), to: 80))
            throw .malformed("the header must be \(MenuCSV.header), not \(found)", at: place(first.line))
        }
        var tree = CSVTree()
        for record in records.dropFirst() {
            guard record.fields.count == header.count else {
                throw .malformed("the line has \(record.fields.count) fields; the header has \(header.count)", at: place(record.line))
            }
            do {
                var line = MenuCSV.Line()
                for (column, field) in zip(MenuCSV.columns, record.fields) { try column.read(field, &line) }
                try tree.add(line, line: record.line, place: place(record.line))
            } catch {
                throw .malformed(error.message, at: place(record.line))
            }
        }
        self.init(entries: tree.entries(tree.top))
    }
}

/// The groups and dishes of a CSV file as its lines name them by path,
/// found again by (parent, name) in one look-up per name.
private struct CSVTree {
    struct Node {
        var place: String
        var line: Int
        let name: Name
        let isGroup: Bool
        let price: Amount?
        var children: [Int] = []
        /// It has a line of its own; a group made for the paths under it has not (yet).
        var listed: Bool
    }

    struct Key: Hashable {
        let parent: Int
        let name: Name
    }

    var nodes: [Node] = []
    var top: [Int] = []
    var index: [Key: Int] = [:]

    mutating func add(_ entry: MenuCSV.Line, line: Int, place: String) throws(MenuError) {
        let parts = entry.path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count <= MenuPath.maximumDepth else {
            throw .invalidArgument("path: the menu would be deeper than \(MenuPath.maximumDepth) levels")
        }
        var names: [Name] = []
        for part in parts {
            do { names.append(try Name(String(part))) } catch { throw .invalidArgument("path: \(error.message)") }
        }
        var parent = -1
        for (depth, name) in names.enumerated() {
            let isLast = depth == names.count - 1
            let shown = Terminal.escaped(names[...depth].map(\.text).joined(separator: "/"))
            guard let found = index[Key(parent: parent, name: name)] else {
                nodes.append(Node(place: place, line: line, name: name, isGroup: isLast ? entry.isGroup : true,
                                  price: isLast ? entry.price : nil, listed: isLast))
                if parent < 0 { top.append(nodes.count - 1) } else { nodes[parent].children.append(nodes.count - 1) }
                index[Key(parent: parent, name: name)] = nodes.count - 1
                parent = nodes.count - 1
                continue
            }
            let node = nodes[found]
            if !isLast {
                guard node.isGroup else {
                    throw .invalidArgument("path: \(shown) is a dish (line \(node.line)); only groups hold entries")
                }
                parent = found
                continue
            }
            guard !node.listed else { throw .invalidArgument("path: \(shown) is on line \(node.line) already") }
            guard entry.isGroup else {
                throw .invalidArgument("path: \(shown) holds entries (from line \(node.line)), so it is a group, not a dish")
            }
            // The group's own line: problems with it are named there.
            nodes[found].listed = true
            nodes[found].place = place
            nodes[found].line = line
        }
    }

    /// The entries under some nodes; a menu is at most 32 levels deep, so
    /// recursion is bounded.
    func entries(_ indices: [Int]) -> [MenuDocument.Entry] {
        indices.map { index in
            let node = nodes[index]
            return MenuDocument.Entry(place: node.place, name: node.name, isGroup: node.isGroup, expanded: nil,
                                      price: node.isGroup ? nil : .some(node.price),
                                      children: node.isGroup ? entries(node.children) : [])
        }
    }
}
