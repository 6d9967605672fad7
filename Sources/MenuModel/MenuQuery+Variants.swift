/// The other ways a query for a name may be typed (SPEC 12): in traditional
/// characters or a variant form (雞, 鷄 for 鸡), pinyin in words (`gong bao`),
/// or with a character of the same sound written for the menu's own (宫爆鸡丁
/// for 宫保鸡丁, as a pinyin keyboard offers both).
extension MenuQuery {
    /// The query's other forms that `find` looks for too: its simplified
    /// and traditional forms, and pinyin typed as words run together.
    public var alternatives: [MenuQuery] {
        let simplified = HanVariants.simplified(text)
        // Traditional from the simplified form: 鷄 finds a menu's 雞 too.
        var texts = [simplified, HanVariants.traditional(simplified)]
        if text.contains(" "), text.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || $0 == " ") }) {
            texts.append(String(text.unicodeScalars.filter { $0 != " " }))
        }
        var seen: Set<String> = [text]
        return texts.filter { seen.insert($0).inserted }.compactMap { try? MenuQuery(parsing: $0) }
    }

    /// The query read aloud: its Han characters by their first readings,
    /// run together (宫爆鸡丁 → gongbaojiding), for a query of two or more
    /// that finds nothing as written. nil for a shorter query, or one
    /// holding anything but Han characters with a reading: 鸡 alone read
    /// as `ji` would find every 机 and 几.
    public var bySound: MenuQuery? {
        let scalars = Array(HanVariants.simplified(text).unicodeScalars)
        guard scalars.count >= 2 else { return nil }
        var spelled = ""
        for scalar in scalars {
            guard let syllable = Pinyin.syllable(of: scalar) else { return nil }
            spelled += syllable.spelled
        }
        return try? MenuQuery(parsing: spelled)
    }
}
