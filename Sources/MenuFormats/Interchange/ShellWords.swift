import MenuModel
/// Splits a batch line into words as a POSIX shell would, without expanding
/// anything: single quotes keep everything literally, double quotes allow
/// `\"`, `\\`, `\$` and `` \` ``, a backslash outside quotes keeps the next
/// character, and an unquoted `#` at the start of a word begins a comment
/// (https://pubs.opengroup.org/onlinepubs/9699919799/utilities/V3_chap02.html#tag_18_02).
/// It reads UTF-8 bytes, as a shell does: every byte it gives a meaning is
/// ASCII, which in UTF-8 never stands inside another character's bytes, so a
/// quote or a space followed by a combining mark still counts as a quote or
/// a space, and a word is cut only between scalars. Bytes, not scalars:
/// decoding each scalar and appending it costs a batch line many times
/// what the split itself does.
public enum ShellWords {
    public static func split(_ line: String) throws(MenuError) -> [String] {
        var line = line
        var result: Result<[String], MenuError> = .success([])
        line.withUTF8 { bytes in result = Result { () throws(MenuError) in try split(utf8: bytes) } }
        return try result.get()
    }

    /// The words of a line given as valid UTF-8 bytes (a batch line is
    /// checked whole before it is split).
    public static func split(utf8 line: UnsafeBufferPointer<UInt8>) throws(MenuError) -> [String] {
        var words: [String] = []
        // Room for a usual line's words at once, not grown 1, 2, 4, 8.
        words.reserveCapacity(8)
        var word: [UInt8] = []
        var inWord = false
        var index = 0
        let count = line.count

        func finish() {
            if inWord { words.append(String(decoding: word, as: UTF8.self)) }
            word.removeAll(keepingCapacity: true)
            inWord = false
        }

        while index < count {
            let byte = line[index]
            index += 1
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"):
                finish()
            case UInt8(ascii: "#") where !inWord:
                return words
            case UInt8(ascii: "'"):
                inWord = true
                guard let close = line[index...].firstIndex(of: UInt8(ascii: "'")) else {
                    throw .invalidArgument("a single quote is not closed")
                }
                word.append(contentsOf: line[index..<close])
                index = close + 1
            case UInt8(ascii: "\""):
                inWord = true
                while true {
                    guard index < count else { throw .invalidArgument("a double quote is not closed") }
                    let next = line[index]
                    index += 1
                    if next == UInt8(ascii: "\"") { break }
                    if next == UInt8(ascii: "\\") {
                        guard index < count else { throw .invalidArgument("a double quote is not closed") }
                        let escaped = line[index]
                        index += 1
                        if !Self.escapableInDoubleQuotes(escaped) { word.append(UInt8(ascii: "\\")) }
                        word.append(escaped)
                    } else {
                        word.append(next)
                    }
                }
            case UInt8(ascii: "\\"):
                guard index < count else { throw .invalidArgument("the line ends with a backslash") }
                inWord = true
                word.append(line[index])
                index += 1
            default:
                // A plain word (most are: `add-item`, `--in`, `主菜`) is made
                // from its bytes where they lie, not copied a byte at a time.
                if !inWord, let end = plainWordEnd(line, from: index - 1) {
                    words.append(String(decoding: UnsafeBufferPointer(rebasing: line[(index - 1)..<end]), as: UTF8.self))
                    index = end
                    continue
                }
                inWord = true
                word.append(byte)
            }
        }
        finish()
        return words
    }

    /// Where the word starting at `start` ends, when it holds nothing a
    /// shell reads specially (quotes, a backslash) and ends at white space
    /// or the end of the line; nil otherwise.
    private static func plainWordEnd(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var end = start
        while end < line.count {
            switch line[end] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"): return end
            case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "\\"): return nil
            default: end += 1
            }
        }
        return end
    }

    /// Whether the bytes are well-formed UTF-8 (the Unicode Standard's
    /// table 3-7: no overlong forms, no surrogates, nothing past U+10FFFF),
    /// as `String(validating:)` decides, without making a String of them.
    public static func isUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            // Eight ASCII bytes at a time: most of a document is its
            // punctuation, keys and numbers.
            if index + 8 <= bytes.count, let base = bytes.baseAddress,
               UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
                continue
            }
            let lead = bytes[index]
            guard lead >= 0x80 else { index += 1; continue }
            // The length the lead byte says, and the range of the byte after it.
            let length: Int, second: ClosedRange<UInt8>
            switch lead {
            case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
            case 0xE0: (length, second) = (3, 0xA0...0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
            case 0xED: (length, second) = (3, 0x80...0x9F)
            case 0xF0: (length, second) = (4, 0x90...0xBF)
            case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
            case 0xF4: (length, second) = (4, 0x80...0x8F)
            default: return false
            }
            guard index + length <= bytes.count, second.contains(bytes[index + 1]) else { return false }
            for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return false }
            index += length
        }
        return true
    }

    /// What a backslash escapes inside double quotes: `$`, `` ` ``, `"` and `\`.
    private static func escapableInDoubleQuotes(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "$") || byte == UInt8(ascii: "`") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
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
            // Letters, digits and CJK ideographs answered without a look-up
            // in Unicode's tables: a command's words are mostly these, and
            // each look-up was some 70 ns of every recorded command.
            switch scalar.value {
            case 0x41...0x5A, 0x61...0x7A, 0x30...0x39, 0x4E00...0x9FFF: return true
            case ..<0x80: return "-_./:=,+@%".unicodeScalars.contains(scalar)
            default: break
            }
            return !scalar.properties.isWhitespace && ![.control, .format, .unassigned, .privateUse, .lineSeparator,
                                                         .paragraphSeparator, .spaceSeparator]
                .contains(scalar.properties.generalCategory)
        }
        return isPlain ? word : "'" + word.replacing("'", with: "'\\''") + "'"
    }
}
