extension Name {
    /// The name `bytes` (UTF-8, checked whole before) spell, when they
    /// plainly keep every rule: 1 to 100 bytes, none of them a control
    /// character, `/`, or the lead of a scalar outside U+4000…U+EFFF (CJK
    /// and the like, where there is no white space, control or format
    /// character), no space at either end, and no `#` first. Such bytes are
    /// the name `init(_:)` makes of them, without walking them as scalars;
    /// for any other bytes nil, and `init(_:)` decides (an import reads a
    /// hundred thousand names, nearly all of them plain).
    package init?(plainUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        guard let first = bytes.first, let last = bytes.last, bytes.count <= Name.maximumLength,
              first != UInt8(ascii: " "), first != UInt8(ascii: "#"), last != UInt8(ascii: " ")
        else { return nil }
        for byte in bytes {
            switch byte {
            case 0x20...0x7E where byte != UInt8(ascii: "/"): continue
            case 0x80...0xBF, 0xE4...0xEE: continue  // continuation bytes, and leads of U+4000…U+EFFF
            default: return nil
            }
        }
        self.init(stored: String(decoding: bytes, as: UTF8.self))
    }
}
