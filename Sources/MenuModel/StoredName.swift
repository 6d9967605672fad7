/// SPEC 2's rule for names, applied to a name another program wrote into the
/// file: what is wrong with it, and the nearest name that keeps the rule.
/// Typed names go through `Name(_:)` and are refused instead; `check` must
/// not refuse, it reports and mends (SPEC 9).
package enum StoredName {
    package static let maximumLength = Name.maximumLength
    package static let maximumBytes = Name.maximumBytes
    /// What is wrong with stored text whose bytes are not UTF-8, and how it
    /// reads: the same words for a name, a description, a tag, a translation.
    package static let notUTF8 = "not valid UTF-8 (its bad bytes read as U+FFFD)"
    /// Given to a name with nothing left once it is mended.
    package static let unnamed = "unnamed"

    package enum Fault: Sendable, Equatable {
        case empty, surroundingWhiteSpace, slash, control, format, tooManyBytes, tooLong, looksLikeID, notUTF8

        package var description: String {
            switch self {
            case .empty: "the name is empty"
            case .surroundingWhiteSpace: "the name has white space around it"
            case .slash: "the name holds a '/', which separates the names in a path"
            case .control: "the name holds a control character"
            case .format: "the name holds an invisible format character"
            case .tooManyBytes: "the name is longer than \(StoredName.maximumBytes) bytes"
            case .tooLong: "the name is longer than \(StoredName.maximumLength) characters"
            case .looksLikeID: "the name looks like an id"
            case .notUTF8: "the name is \(StoredName.notUTF8)"
            }
        }
    }

    /// The first rule `text` breaks, or nil. Bytes are counted before
    /// Characters: a Character can be any number of combining marks long.
    package static func fault(in text: String) -> Fault? {
        let scalars = text.unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return .empty }
        if first.isWhiteSpace || last.isWhiteSpace {
            return text.trimmingWhiteSpace().isEmpty ? .empty : .surroundingWhiteSpace
        }
        if scalars.contains("/") { return .slash }
        if scalars.contains(where: \.isControl) { return .control }
        if scalars.contains(where: \.isFormat) { return .format }
        if text.utf8.count > maximumBytes { return .tooManyBytes }
        if text.count > maximumLength { return .tooLong }
        if Name.looksLikeID(text) { return .looksLikeID }
        return nil
    }

    /// The nearest valid name: control characters become spaces, invisible
    /// format characters go, `/` becomes the fullwidth `／` that reads the
    /// same, `#12` becomes `№12`; trimmed and cut to fit. Not yet unique.
    package static func mended(_ text: String) -> String {
        var kept = String.UnicodeScalarView()
        // Only the first bytes can survive the cut; a name of a megabyte
        // costs no more than one of 400 bytes.
        for scalar in text.unicodeScalars.prefix(maximumBytes * 2) {
            if scalar.isControl { kept.append(" ") }
            else if scalar.isFormat { continue }
            else if scalar == "/" { kept.append("\u{FF0F}") }
            else { kept.append(scalar) }
        }
        var name = String(kept).trimmingWhiteSpace()
        if Name.looksLikeID(name) { name = "№" + name.dropFirst() }
        name = cut(name, leaving: 0, 0)
        return name.isEmpty ? unnamed : name
    }

    /// `base`, or `base (2)`, `base (3)`… the first whose bytes no sibling
    /// has (SQLite compares names as bytes, Swift's `==` would not), cut so
    /// that the suffix fits.
    package static func unique(_ base: String, among taken: Set<[UInt8]>) -> String {
        if !taken.contains(Array(base.utf8)) { return base }
        var number = 2
        while true {
            let suffix = " (\(number))"
            let name = cut(base, leaving: suffix.count, suffix.utf8.count) + suffix
            if !taken.contains(Array(name.utf8)) { return name }
            number += 1
        }
    }

    /// The longest start of `text` that leaves room for `characters` and
    /// `bytes` more, trimmed again.
    private static func cut(_ text: String, leaving characters: Int, _ bytes: Int) -> String {
        var result = ""
        var count = 0, size = 0
        for character in text {
            let length = character.utf8.count
            guard count + 1 + characters <= maximumLength, size + length + bytes <= maximumBytes else { break }
            result.append(character)
            count += 1
            size += length
        }
        return result.trimmingWhiteSpace()
    }
}
