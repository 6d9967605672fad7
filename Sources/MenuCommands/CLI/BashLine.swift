import ArgumentParsing
/// bash's line up to the cursor, read as bash will read it once it runs,
/// and what readline replaces when a completion is chosen.
///
/// bash hands a completion function `COMP_WORDS`, split also at `=` and `:`
/// (its `COMP_WORDBREAKS`) and with the user's quotes and backslashes still
/// in: `主菜/Kung\ P`. menuctl needs the words as the command will see them,
/// and bash needs replies that replace only readline's part of the last word,
/// quoted so that `Kung Pao Chicken` stays one word.
struct BashLine {
    /// The words before the cursor's word, unquoted.
    private(set) var words: [String] = []
    /// The word at the cursor so far, unquoted: `主菜/Kung P`.
    private(set) var current = ""
    /// The quote still open at the cursor (`'主菜/Kung P`), if any.
    private(set) var openQuote: Character?
    /// How many characters of `current` readline keeps: those before its
    /// last unquoted word break (`--db=` of `--db=x`), or before the quote
    /// that is still open.
    private(set) var kept = 0

    init(_ line: String, wordBreaks: Set<Character>) {
        var inWord = false
        var escaped = false
        var lastBreak = 0
        var quoteStart = 0
        for character in line {
            if escaped {
                current.append(character)
                escaped = false
            } else if let quote = openQuote {
                if character == quote {
                    openQuote = nil
                } else if quote == "\"" && character == "\\" {
                    escaped = true
                } else {
                    current.append(character)
                }
            } else if character == " " || character == "\t" || character == "\n" {
                if inWord { words.append(current) }
                current = ""
                inWord = false
                lastBreak = 0
                continue
            } else if character == "\\" {
                escaped = true
            } else if character == "'" || character == "\"" {
                openQuote = character
                quoteStart = current.count
            } else {
                current.append(character)
                if wordBreaks.contains(character) { lastBreak = current.count }
            }
            inWord = true
        }
        kept = openQuote == nil ? lastBreak : quoteStart
    }

    /// What to put in `COMPREPLY` for a candidate that starts with `current`:
    /// the part readline replaces, quoted for where the cursor is.
    func reply(inserting candidate: String) -> String {
        let rest = candidate.dropFirst(kept)
        switch openQuote {
        case "'": return String(rest)
        case "\"": return rest.map { "\"\\$`".contains($0) ? "\\\($0)" : String($0) }.joined()
        default: return rest.map { Self.special.contains($0) ? "\\\($0)" : String($0) }.joined()
        }
    }

    /// Characters the shell would otherwise read as syntax. `:` and `=` are
    /// left alone: they mean nothing to the shell inside a word, and readline
    /// keeps what was typed up to them.
    private static let special = Set(" \t\n'\"\\$`!&;|<>()[]{}*?~#")
}
