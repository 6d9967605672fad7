import MenuModel
/// Text cut to a number of terminal columns, for a screen that must not wrap.
extension Terminal {
    /// `text` in at most `width` columns: whole when it fits, else cut at a
    /// Character boundary (never inside 鸡 or between e and its accent) with
    /// `…` at the end. Returns the columns it takes, which may be one less
    /// than `width` when a two-column character did not fit.
    public static func fitted(_ text: String, width: Int) -> (text: String, columns: Int) {
        guard width > 0 else { return ("", 0) }
        let whole = displayWidth(text)
        if whole <= width { return (text, whole) }
        var kept = ""
        var columns = 0
        for character in text {
            let wide = character.unicodeScalars.reduce(0) { $0 + Terminal.columns($1) }
            // Room for the ellipsis, one column, must stay.
            guard columns + wide <= width - 1 else { break }
            kept.append(character)
            columns += wide
        }
        return (kept + "…", columns + 1)
    }

    /// `text` fitted to `width` and padded with spaces to exactly `width`
    /// columns, so a screen line overwrites all of what was there.
    public static func padded(_ text: String, width: Int) -> String {
        let (fitted, columns) = fitted(text, width: width)
        return fitted + String(repeating: " ", count: max(0, width - columns))
    }
}
