import MenuFormats

/// Help's lines fitted to an 80-column terminal, the way swift-argument-
/// parser fits them (its `HelpGenerator.swift` and `String.wrapped(to:
/// wrappingIndent:)`): text breaks at spaces; a usage line breaks between
/// its parts and goes on indented under the text after `USAGE: `, as its
/// usage of several lines does. Widths are display
/// columns, so a line of Chinese counts two a character
/// (`Terminal.displayWidth`).
///
/// A fixed width, not the terminal's: help is the same text on every
/// terminal, in a pipe and in the tests that compare it whole.
enum HelpLayout {
    static let width = 80

    /// `text` broken at spaces into lines of at most `width` columns. A
    /// line that fits is kept as written; a word wider than a whole line
    /// (a run of Chinese has no spaces) is broken between characters.
    static func fill(_ text: String, width: Int) -> [String] {
        guard Terminal.displayWidth(text) > width else { return [text] }
        return pack(words(text), width: width)
    }

    /// A discussion's lines as its author broke them, where they fit. The
    /// words a line has no room for go on at the start of the next line
    /// of the paragraph, which is filled again, and so on: a line too long
    /// by a word does not leave that word alone on a line. A blank line
    /// ends a paragraph; an indented line keeps its indent.
    static func paragraph(_ text: String) -> [String] {
        var out: [String] = [], carried: [String] = [], indent = ""
        func flush() {
            while !carried.isEmpty {
                let (line, rest) = firstLine(carried, width: width - indent.count)
                out.append(indent + line)
                carried = rest
            }
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let lineIndent = String(line.prefix { $0 == " " })
            let body = String(line.dropFirst(lineIndent.count))
            if body.isEmpty || lineIndent != indent { flush() }
            indent = lineIndent
            if carried.isEmpty && Terminal.displayWidth(String(line)) <= width {
                out.append(String(line))
                continue
            }
            let (first, rest) = firstLine(carried + words(body), width: width - indent.count)
            out.append(indent + first)
            carried = rest
        }
        flush()
        return out
    }

    /// `USAGE: menuctl add-item <name> ... [--in <group>] …` broken between
    /// its parts (`[--size <name=amount>] ...` is one), each further line
    /// indented as far as the text after `title`.
    static func usage(_ parts: [String], title: String) -> [String] {
        let indent = String(repeating: " ", count: Terminal.displayWidth(title))
        let lines = pack(parts, width: width - indent.count)
        return [title + lines[0]] + lines.dropFirst().map { indent + $0 }
    }

    /// An example command, indented two; one too long for a line goes on
    /// over lines that end in ` \`, so that it can still be pasted into a
    /// shell. It breaks only between shell words, and before a `|` when
    /// what follows it fits on a line.
    static func example(_ command: String) -> [String] {
        let first = "  ", further = "      ", continued = " \\"
        guard first.count + Terminal.displayWidth(command) > width else { return [first + command] }
        let room = width - further.count - continued.count
        var units: [String] = []
        for (index, stage) in shellWords(command).split(separator: "|", omittingEmptySubsequences: false).enumerated() {
            let piped = index == 0 ? Array(stage) : ["|"] + stage
            let together = piped.joined(separator: " ")
            units += index > 0 && Terminal.displayWidth(together) <= room ? [together] : piped
        }
        let lines = pack(units, firstWidth: width - first.count - continued.count, width: room)
        return lines.enumerated().map { index, line in
            (index == 0 ? first : further) + line + (index == lines.count - 1 ? "" : continued)
        }
    }

    /// Units joined by spaces, as many to a line as fit: the first line may
    /// hold `firstWidth` columns, the rest `width`.
    static func pack(_ units: [String], firstWidth: Int? = nil, width: Int) -> [String] {
        var lines: [String] = [], rest = units
        repeat {
            let (line, more) = firstLine(rest, width: lines.isEmpty ? firstWidth ?? width : width)
            lines.append(line)
            rest = more
        } while !rest.isEmpty
        return lines
    }

    /// As many of `units` as fit in `width` columns, joined by spaces, and
    /// the units left over. A first unit too wide on its own gives as many
    /// of its characters as fit (at least one), and the rest of it is left.
    private static func firstLine(_ units: [String], width: Int) -> (String, [String]) {
        guard let head = units.first else { return ("", []) }
        var line = head, used = Terminal.displayWidth(head), taken = 1
        if used > width {
            line = ""
            used = 0
            for character in head {
                let columns = Terminal.displayWidth(String(character))
                if !line.isEmpty && used + columns > width { break }
                line.append(character)
                used += columns
            }
            return (line, [String(head.dropFirst(line.count))] + units.dropFirst())
        }
        for unit in units.dropFirst() {
            let unitWidth = Terminal.displayWidth(unit)
            guard used + 1 + unitWidth <= width else { break }
            line += " " + unit
            used += 1 + unitWidth
            taken += 1
        }
        return (line, Array(units.dropFirst(taken)))
    }

    private static func words(_ text: String) -> [String] {
        text.split(separator: " ").map(String.init)
    }

    /// The words of a command line as written, split at spaces outside
    /// quotes: `en='Kung Pao Chicken'` stays one word.
    private static func shellWords(_ command: String) -> [String] {
        var words: [String] = [], word = ""
        var quote: Character?
        for character in command {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == " " {
                if !word.isEmpty { words.append(word) }
                word = ""
                continue
            }
            word.append(character)
        }
        if !word.isEmpty { words.append(word) }
        return words
    }
}
