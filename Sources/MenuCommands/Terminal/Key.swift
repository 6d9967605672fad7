/// A key as a full-screen program sees it, whatever bytes the terminal sent.
enum Key: Equatable {
    case up, down, left, right, pageUp, pageDown, home, end
    case enter, escape, backspace
    /// Ctrl-C: with the terminal in raw mode it arrives as a byte, not SIGINT.
    case interrupt
    /// Ctrl-Z, a byte in raw mode too, not SIGTSTP.
    case suspend
    case character(Character)
}

/// Turns the bytes read from a terminal into keys: plain UTF-8 text, the
/// control keys, and the escape sequences xterm, tmux and the Linux console
/// send for arrows, Home/End and PgUp/PgDn, in both their CSI (`ESC [ A`)
/// and SS3 (`ESC O A`) forms (https://invisible-island.net/xterm/ctlseqs/ctlseqs.html).
/// A sequence may arrive split over two reads, so an unfinished one waits.
struct KeyDecoder {
    private var pending: [UInt8] = []

    /// Whether a lone ESC waits: it is the Esc key unless more bytes follow
    /// at once, so the caller waits a moment, then calls `flush`.
    var isWaiting: Bool { !pending.isEmpty }

    mutating func keys(from bytes: some Sequence<UInt8>) -> [Key] {
        pending += bytes
        var keys: [Key] = []
        var start = 0
        while start < pending.count {
            guard let (key, length) = Self.decode(pending[start...]) else { break }
            if let key { keys.append(key) }
            start += length
        }
        pending.removeFirst(start)
        return keys
    }

    /// What waits, taken as it is: a lone ESC is the Esc key.
    mutating func flush() -> [Key] {
        defer { pending = [] }
        return pending.first == 0x1B ? [.escape] + keys(from: pending.dropFirst()) : []
    }

    /// The key at the start of `bytes` and how many bytes it took (nil key:
    /// bytes that mean nothing here, skipped); nil when it is unfinished.
    private static func decode(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let first = bytes[bytes.startIndex]
        switch first {
        case 0x1B: return escapeSequence(bytes)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x03: return (.interrupt, 1)
        case 0x1A: return (.suspend, 1)
        case 0..<0x20: return (nil, 1)
        case 0x20..<0x80: return (.character(Character(Unicode.Scalar(first))), 1)
        default: return utf8Character(bytes)
        }
    }

    private static func escapeSequence(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return nil }
        let introducer = bytes[start + 1]
        if introducer == UInt8(ascii: "O") {
            guard bytes.count >= 3 else { return nil }
            return (finalKey(bytes[start + 2], parameter: nil), 3)
        }
        // ESC followed by anything else: Esc, then that byte on its own.
        guard introducer == UInt8(ascii: "[") else { return (.escape, 1) }
        var index = start + 2
        var parameter: Int?
        while index < bytes.endIndex {
            let byte = bytes[index]
            if (0x40...0x7E).contains(byte) {
                return (finalKey(byte, parameter: parameter), index - start + 1)
            }
            // Only the first parameter names the key (`ESC [ 1 ; 5 A` is Ctrl-Up).
            if (0x30...0x39).contains(byte), !bytes[(start + 2)..<index].contains(UInt8(ascii: ";")) {
                parameter = (parameter ?? 0) * 10 + Int(byte - 0x30)
            }
            index += 1
        }
        return nil
    }

    private static func finalKey(_ byte: UInt8, parameter: Int?) -> Key? {
        switch UnicodeScalar(byte) {
        case "A": .up
        case "B": .down
        case "C": .right
        case "D": .left
        case "H": .home
        case "F": .end
        case "~":
            switch parameter {
            case 1, 7: .home
            case 4, 8: .end
            case 5: .pageUp
            case 6: .pageDown
            default: nil
            }
        default: nil
        }
    }

    /// One UTF-8 character typed into a search; a byte that starts none is skipped.
    private static func utf8Character(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let first = bytes[bytes.startIndex]
        let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 0
        guard length > 0, first < 0xF8 else { return (nil, 1) }
        guard bytes.count >= length else { return nil }
        let encoded = bytes.prefix(length)
        guard let text = String(validating: encoded, as: UTF8.self), let character = text.first else { return (nil, 1) }
        return (.character(character), length)
    }
}
