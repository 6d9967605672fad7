import MenuModel
/// The guests' page's texts written as bytes (SPEC 15): a name is copied
/// as it is when its bytes show nothing to escape, as nearly every name of
/// a Chinese menu, else escaped as `HTMLText.escaped` and
/// `MenuPage.ldString` do, so the page reads the same either way.
extension RowBytes {
    /// `text` as HTML character data, as `HTMLText.escaped` writes it.
    mutating func appendHTML(_ text: String) {
        // The view's own storage, read in place, as `appendEscaped` does.
        let copied = text.utf8.withContiguousStorageIfAvailable { utf8 in
            guard Self.isPlainText(utf8, refusing: UInt8(ascii: "&")) else { return false }
            append(utf8)
            return true
        }
        if copied != true { append(HTMLText.escaped(text)) }
    }

    /// `text` as a JSON string inside the page's script, as `MenuPage.ldString` writes it.
    mutating func appendLD(_ text: String) {
        let copied = text.utf8.withContiguousStorageIfAvailable { utf8 in
            guard Self.isPlainText(utf8, refusing: UInt8(ascii: "\\")) else { return false }
            append(UInt8(ascii: "\""))
            append(utf8)
            append(UInt8(ascii: "\""))
            return true
        }
        if copied != true { append(MenuPage.ldString(text)) }
    }

    /// Whether these UTF-8 bytes stand on the page as they are: printable
    /// ASCII but `<`, `>`, `"` and `refused` (`&` in HTML, `\` in JSON),
    /// and the scalars from U+3000 to U+EFFF (CJK's lead bytes E3–EE and
    /// the bytes after a lead), none of them a control or a noncharacter.
    /// False where only the scalars can tell.
    private static func isPlainText(_ bytes: UnsafeBufferPointer<UInt8>, refusing refused: UInt8) -> Bool {
        bytes.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), refused: false
            case 0x20..<0x7F, 0x80...0xBF, 0xE3...0xEE: true
            default: false
            }
        }
    }
}
