import MenuModel
/// Cells that join several names (`choices`, `withdrawn`, `tags`, `slots`):
/// a name holding a separator or `\` has `\` written before it, so that any
/// name reads back (SPEC 25). `辣;度` is written `辣\;度`; a slot's dish
/// `主菜/A=B@小份` is written `主菜/A\=B@小份`.
extension MenuCSV {
    /// What a slot's cell separates with: slots, name from pick, dishes, size, surcharge.
    static let slotSeparators: Set<Character> = [";", ":", "|", "@", "="]

    /// `name` with `\` before `\` and before each of `separators`.
    static func joinable(_ name: String, separators: Set<Character> = [";"]) -> String {
        guard name.contains(where: { $0 == "\\" || separators.contains($0) }) else { return name }
        var out = ""
        for character in name {
            if character == "\\" || separators.contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }

    /// The parts of a cell between the `separator`s that no `\` escapes;
    /// each part keeps its escapes, for the parts inside it.
    static func parts(_ cell: Substring, at separator: Character, maxSplits: Int = .max) -> [Substring] {
        var parts: [Substring] = []
        var start = cell.startIndex, index = cell.startIndex
        while index < cell.endIndex {
            if cell[index] == "\\" {
                index = cell.index(after: index)
                if index < cell.endIndex { index = cell.index(after: index) }
                continue
            }
            if cell[index] == separator && parts.count < maxSplits {
                parts.append(cell[start..<index])
                start = cell.index(after: index)
            }
            index = cell.index(after: index)
        }
        parts.append(cell[start...])
        return parts
    }

    /// The part before the last `separator` that no `\` escapes, and the part after it.
    static func lastSplit(_ cell: Substring, at separator: Character) -> (Substring, Substring)? {
        let split = parts(cell, at: separator)
        guard split.count > 1, let last = split.last else { return nil }
        return (cell[cell.startIndex..<cell.index(before: last.startIndex)], last)
    }

    /// A part with its escapes taken off.
    static func unescaped(_ part: Substring) -> String {
        guard part.contains("\\") else { return String(part) }
        var out = ""
        var escaping = false
        for character in part {
            if character == "\\" && !escaping { escaping = true; continue }
            out.append(character)
            escaping = false
        }
        return out
    }

    /// The names a `;`-joined cell holds.
    static func joinedNames(_ field: String) -> [String] {
        parts(Substring(field), at: ";").map(unescaped)
    }
}
