import MenuModel
/// Splits a batch line into words as a POSIX shell would, without expanding
/// anything: single quotes keep everything literally, double quotes allow
/// `\"`, `\\`, `\$` and `` \` ``, a backslash outside quotes keeps the next
/// character, and an unquoted `#` at the start of a word begins a comment
/// (https://pubs.opengroup.org/onlinepubs/9699919799/utilities/V3_chap02.html#tag_18_02).
/// It reads Unicode scalars, as a shell reads bytes: a quote or a space
/// followed by a combining mark is one Character, and must still count as
/// a quote or a space, so that a batch line gives the words a shell would.
public enum ShellWords {
    public static func split(_ line: String) throws(MenuError) -> [String] {
        var words: [String] = []
        var word = String.UnicodeScalarView()
        var inWord = false
        var characters = line.unicodeScalars.makeIterator()

        func finish() {
            if inWord { words.append(String(word)) }
            word = String.UnicodeScalarView()
            inWord = false
        }

        while let character = characters.next() {
            switch character {
            case " ", "\t", "\r", "\n":
                finish()
            case "#" where !inWord:
                return words
            case "'":
                inWord = true
                while true {
                    guard let next = characters.next() else { throw .invalidArgument("a single quote is not closed") }
                    if next == "'" { break }
                    word.append(next)
                }
            case "\"":
                inWord = true
                while true {
                    guard let next = characters.next() else { throw .invalidArgument("a double quote is not closed") }
                    if next == "\"" { break }
                    if next == "\\" {
                        guard let escaped = characters.next() else { throw .invalidArgument("a double quote is not closed") }
                        if !"$`\"\\".unicodeScalars.contains(escaped) { word.append("\\") }
                        word.append(escaped)
                    } else {
                        word.append(next)
                    }
                }
            case "\\":
                guard let escaped = characters.next() else { throw .invalidArgument("the line ends with a backslash") }
                inWord = true
                word.append(escaped)
            default:
                inWord = true
                word.append(character)
            }
        }
        finish()
        return words
    }
}

extension ShellWords {
    /// `words` as one line a POSIX shell, or a batch file, splits back into
    /// the same words: a word of plain letters, digits and `-_./:=,+@%`
    /// (CJK included) as it is, any other in single quotes, a `'` inside
    /// written `'\''`. `#3` is quoted: unquoted, a shell reads a comment.
    public static func joined(_ words: [String]) -> String {
        words.map(quoted).joined(separator: " ")
    }

    public static func quoted(_ word: String) -> String {
        let isPlain = !word.isEmpty && word.unicodeScalars.allSatisfy { scalar in
            if scalar.isASCII {
                return scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_./:=,+@%".unicodeScalars.contains(scalar)
            }
            return !scalar.properties.isWhitespace && ![.control, .format, .unassigned, .privateUse, .lineSeparator,
                                                         .paragraphSeparator, .spaceSeparator]
                .contains(scalar.properties.generalCategory)
        }
        return isPlain ? word : "'" + word.replacing("'", with: "'\\''") + "'"
    }
}
