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
