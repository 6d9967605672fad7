/// Reading a document's entries one at a time: an import holds
/// the file's bytes and one entry, not a tree of the whole menu.
extension MenuDocument {
    /// What a reader gives next: an entry (a group's entries follow it), or
    /// the end of the group whose entries were being given.
    public enum Step {
        case entry(Entry)
        case endOfGroup
    }
}

/// The entries of a document in file order, groups before what they hold.
public protocol MenuEntryReader {
    /// The next step, or nil after the last entry of the top level.
    mutating func next() throws(MenuError) -> MenuDocument.Step?
}

/// The reader of a document read whole: walks its tree.
struct TreeEntryReader: MenuEntryReader {
    /// The groups being walked and how far along each is.
    private var levels: [(entries: [MenuDocument.Entry], next: Int)]

    init(_ entries: [MenuDocument.Entry]) { levels = [(entries, 0)] }

    mutating func next() throws(MenuError) -> MenuDocument.Step? {
        guard let level = levels.last else { return nil }
        guard level.next < level.entries.count else {
            levels.removeLast()
            return levels.isEmpty ? nil : .endOfGroup
        }
        levels[levels.count - 1].next += 1
        var entry = level.entries[level.next]
        if entry.isGroup {
            levels.append((entry.children, 0))
            entry.children = []
        }
        return .entry(entry)
    }
}

/// Where an entry is in its file, for an error that names it. A JSON
/// document's place (`menu[2].children[0]`) is kept as the indexes that
/// lead there and written out only when an error asks for it: an import of
/// a hundred thousand entries that succeeds writes none of them.
public struct EntryPlace: Sendable, CustomStringConvertible {
    private let written: String?
    private let group: GroupPlace?
    private let index: Int
    /// Above 0, the line of the file named by `written`.
    private let line: Int

    /// A place as the file's reader wrote it (`menu.csv:7`).
    public init(_ written: String) {
        self.written = written
        group = nil
        index = 0
        line = 0
    }

    /// A line of a file (`menu.csv:7`), written out only for an error:
    /// a CSV import makes one a line.
    public init(file: String, line: Int) {
        written = file
        group = nil
        index = 0
        self.line = line
    }

    /// The `index`th entry of `group`, or of the menu's top level when nil.
    public init(in group: GroupPlace?, at index: Int) {
        written = nil
        self.group = group
        self.index = index
        line = 0
    }

    public var description: String {
        if let written { return line > 0 ? "\(written):\(line)" : written }
        var indexes = [index]
        var outer = group
        while let level = outer {
            indexes.append(level.index)
            outer = level.parent
        }
        return "menu" + indexes.reversed().map { "[\($0)]" }.joined(separator: ".children")
    }
}

/// The place of a group of a JSON document, shared by the entries inside it.
public final class GroupPlace: Sendable {
    let parent: GroupPlace?
    let index: Int

    public init(parent: GroupPlace?, index: Int) {
        self.parent = parent
        self.index = index
    }
}
