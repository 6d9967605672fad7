import MenuModel
import SQLite
/// Details another program wrote into the file (SPEC 9, 11). The schema's
/// CHECKs keep out spice past 3, empty or over-long texts, line breaks and a
/// `/` in a tag; what they cannot see is what `check` looks for: a tag or
/// text holding a control or format character, a tag shaped like an id, a
/// language that is not a BCP 47 tag in its usual case, details of a node
/// that is gone. An import of the export would refuse each of them.
extension IntegrityStore {
    /// A detail that breaks the rules, and how `--repair` mends it.
    private struct DetailFault {
        package let problem: MenuProblem
        /// Mends it and says how.
        package let mend: () throws -> String
    }

    package func detailProblems() throws -> [MenuProblem] {
        try detailFaults().map(\.problem)
    }

    /// Mends every detail that breaks the rules: a text is cleaned of what
    /// it may not hold, a tag or translation that cannot be is removed.
    package func repairDetails() throws -> [String] {
        try detailFaults().map { try $0.mend() }
    }

    /// In the order a repair mends them: what belongs to no node first.
    private func detailFaults() throws -> [DetailFault] {
        try goneDetailFaults() + descriptionFaults() + tagFaults() + translationFaults() + descriptionTranslationFaults()
    }

    /// A fault of node `id`'s details, named by the node as it is before
    /// the repair; `mend` says what it did after the node's label.
    private func detailFault(_ id: Int64, _ detail: String, _ mend: @escaping () throws -> String) throws -> DetailFault {
        let row = try database.cachedStatement("SELECT name FROM menu_node WHERE id = ?")
            .firstRow([.integer(id)]) { "#\(id) '\($0.text("name"))'" } ?? "#\(id)"
        return DetailFault(problem: MenuProblem(id: id, row: row, detail: detail), mend: { "\(row): " + (try mend()) })
    }

    /// Details of nodes that are gone, table by table.
    private func goneDetailFaults() throws -> [DetailFault] {
        var faults: [DetailFault] = []
        for table in ["node_detail", "dish_tag", "node_translation", "node_description_translation"] {
            var gone: [Int64] = []
            try database.cachedStatement("SELECT DISTINCT node_id FROM \(table) WHERE node_id NOT IN (SELECT id FROM menu_node) ORDER BY node_id")
                .forEachRow { gone.append($0.int("node_id")) }
            for id in gone {
                faults.append(try detailFault(id, "details of a node that is not in the file (\(table))") {
                    try self.database.cachedStatement("DELETE FROM \(table) WHERE node_id = ?").run([.integer(id)])
                    return "removed its details"
                })
            }
        }
        return faults
    }

    private func descriptionFaults() throws -> [DetailFault] {
        var descriptions: [(Int64, String, isUTF8: Bool)] = []
        try database.cachedStatement("SELECT node_id, description FROM node_detail WHERE description IS NOT NULL ORDER BY node_id")
            .forEachRow { descriptions.append(($0.int("node_id"), $0.text("description"), $0.textIsUTF8("description"))) }
        return try descriptions.filter { _, text, isUTF8 in
            !isUTF8 || (try? DishDescription(text))?.text.utf8.elementsEqual(text.utf8) != true
        }.map { id, text, isUTF8 in
            let mended = try? DishDescription(Self.cleaned(text)).text
            let reason = isUTF8 ? Self.reason { _ = try DishDescription(text) } : Self.notUTF8
            return try detailFault(id, "its description breaks the rules: \(reason)") {
                // A row left with neither goes first, whole: clearing its
                // description would break the CHECK that it holds one.
                if mended == nil {
                    try self.database.cachedStatement("DELETE FROM node_detail WHERE node_id = ? AND spice IS NULL")
                        .run([.integer(id)])
                }
                try self.database.cachedStatement("UPDATE node_detail SET description = ? WHERE node_id = ?")
                    .run([mended.map { .text($0) } ?? .null, .integer(id)])
                return mended == nil ? "removed its description" : "cleaned its description"
            }
        }
    }

    private func tagFaults() throws -> [DetailFault] {
        var tags: [(Int64, String, position: Int64, isUTF8: Bool)] = []
        try database.cachedStatement("SELECT node_id, tag, position FROM dish_tag ORDER BY node_id, position")
            .forEachRow { tags.append(($0.int("node_id"), $0.text("tag"), $0.int("position"), $0.textIsUTF8("tag"))) }
        return try tags.filter { _, tag, _, isUTF8 in
            !isUTF8 || (try? DishTag(tag))?.text.utf8.elementsEqual(tag.utf8) != true
        }.map { id, tag, position, isUTF8 in
            let shown = Name.quoted(tag)
            let reason = isUTF8 ? Self.reason { _ = try DishTag(tag) } : Self.notUTF8
            return try detailFault(id, "its tag \(shown) breaks the rules: \(reason)") {
                try self.mendTag(tag, at: position, of: id)
            }
        }
    }

    /// Cleans a tag, or removes it when cleaning leaves none or one the
    /// dish has already. By its place in the list: a tag that is not UTF-8
    /// reads otherwise than it is stored.
    private func mendTag(_ tag: String, at position: Int64, of id: Int64) throws -> String {
        let shown = Name.quoted(tag)
        let mended = try? DishTag(Self.cleaned(tag)).text
        let taken = try mended.map { try database.cachedStatement("SELECT 1 FROM dish_tag WHERE node_id = ? AND tag = ?")
            .firstRow([.integer(id), .text($0)]) { _ in true } ?? false } ?? true
        if let mended, !taken {
            try database.cachedStatement("UPDATE dish_tag SET tag = ? WHERE node_id = ? AND position = ?")
                .run([.text(mended), .integer(id), .integer(position)])
            return "renamed its tag \(shown) to \(Name.quoted(mended))"
        }
        try database.cachedStatement("DELETE FROM dish_tag WHERE node_id = ? AND position = ?")
            .run([.integer(id), .integer(position)])
        return "removed its tag \(shown)"
    }

    private func translationFaults() throws -> [DetailFault] {
        var faults: [DetailFault] = []
        try database.cachedStatement("SELECT node_id, lang, CAST(lang AS BLOB) AS lang_bytes, text FROM node_translation ORDER BY node_id, lang")
            .forEachRow { row in
                let translation = StoredTranslation(id: row.int("node_id"), lang: row.text("lang"), storedLang: row.blob("lang_bytes"),
                                                    text: row.text("text"), isUTF8: row.textIsUTF8("text"))
                if let detail = translation.fault { faults.append(try detailFault(translation.id, detail) { try self.mend(translation) }) }
            }
        return faults
    }

    /// A name in another language as stored, and what is wrong with it.
    private struct StoredTranslation {
        let id: Int64, lang: String, storedLang: [UInt8], text: String, isUTF8: Bool
        var language: LanguageTag? { try? LanguageTag(lang) }
        var langFine: Bool { language?.text.utf8.elementsEqual(storedLang) == true }
        var shown: String { "'\(lang.shortened())'" }

        /// nil when the language and the text are both as they should be.
        var fault: String? {
            let textFine = isUTF8 && (try? TranslationText(text))?.text.utf8.elementsEqual(text.utf8) == true
            guard !langFine || !textFine else { return nil }
            let reason = isUTF8 ? IntegrityStore.reason { _ = try TranslationText(text) } : IntegrityStore.notUTF8
            return if langFine { "its name in \(shown) breaks the rules: \(reason)" }
                else if let language { "its name in \(shown): the language is written '\(language)' (RFC 5646 2.1.1)" }
                else { "its name in \(shown): \(IntegrityStore.reason { _ = try LanguageTag(lang) })" }
        }
    }

    /// Writes the translation again with its language and text mended, or
    /// removes it when either cannot be, or the mended language is taken.
    private func mend(_ translation: StoredTranslation) throws -> String {
        let (id, language, shown) = (translation.id, translation.language, translation.shown)
        let mendedText = try? TranslationText(Self.cleaned(translation.text)).text
        let taken = try language.map { try database.cachedStatement("SELECT 1 FROM node_translation WHERE node_id = ? AND lang = ?")
            .firstRow([.integer(id), .text($0.text)]) { _ in true } ?? false } ?? true
        try database.cachedStatement("DELETE FROM node_translation WHERE node_id = ? AND CAST(lang AS BLOB) = ?")
            .run([.integer(id), .blob(translation.storedLang)])
        guard let language, let mendedText, translation.langFine || !taken else { return "removed its name in \(shown)" }
        try database.cachedStatement("INSERT INTO node_translation (node_id, lang, text) VALUES (?, ?, ?)")
            .run([.integer(id), .text(language.text), .text(mendedText)])
        return "mended its name in \(shown)"
    }

    /// A description in another language that an import would refuse is
    /// removed: unlike a name, nothing on the menu is lost with it.
    private func descriptionTranslationFaults() throws -> [DetailFault] {
        var faults: [DetailFault] = []
        try database.cachedStatement("""
            SELECT node_id, lang, CAST(lang AS BLOB) AS lang_bytes, text FROM node_description_translation ORDER BY node_id, lang
            """).forEachRow { row in
                let (id, lang, storedLang, text) = (row.int("node_id"), row.text("lang"), row.blob("lang_bytes"), row.text("text"))
                let isUTF8 = row.textIsUTF8("text")
                let langFine = (try? LanguageTag(lang))?.text.utf8.elementsEqual(storedLang) == true
                let textFine = isUTF8 && (try? DishDescription(text))?.text.utf8.elementsEqual(text.utf8) == true
                guard !langFine || !textFine else { return }
                let shown = "'\(lang.shortened())'"
                let written = (try? LanguageTag(lang)).map { "the language is written '\($0)' (RFC 5646 2.1.1)" }
                let reason = !langFine ? written ?? Self.reason { _ = try LanguageTag(lang) }
                    : isUTF8 ? Self.reason { _ = try DishDescription(text) } : Self.notUTF8
                faults.append(try detailFault(id, "its description in \(shown) breaks the rules: \(reason)") {
                    try self.database.cachedStatement("DELETE FROM node_description_translation WHERE node_id = ? AND CAST(lang AS BLOB) = ?")
                        .run([.integer(id), .blob(storedLang)])
                    return "removed its description in \(shown)"
                })
            }
        return faults
    }


    /// The text without control or format characters, trimmed.
    private static func cleaned(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { !$0.isControl && !$0.isFormat })).trimmingWhiteSpace()
    }

    /// Why text another program stored that is not UTF-8 breaks the rules.
    package static let notUTF8 = "it is " + StoredName.notUTF8

    /// Why a stored value would be refused if typed.
    package static func reason(_ check: () throws -> Void) -> String {
        do { try check(); return "white space around it" } catch { return (error as? MenuError)?.message ?? "\(error)" }
    }
}

/// The rules of 0005 the code above does not read: a spice level of 0 to 3
/// and on dishes only, a detail row that holds something, and nothing on
/// the top of the menu (see `RowRule`).
extension IntegrityStore {
    private static let inMenu = "t.node_id IN (SELECT id FROM menu_node)"
    private static let kind = "(SELECT kind FROM menu_node WHERE id = t.node_id)"

    static let detailRowRules: [RowRule] = [
        .removing("node_detail", breaks: "\(inMenu) AND t.description IS NULL AND t.spice IS NULL",
                  detail: "'an empty detail row: no description, no spice level'", mended: "'removed the empty detail row'"),
        RowRule("node_detail", breaks: "\(inMenu) AND t.spice IS NOT NULL AND (t.spice NOT BETWEEN 0 AND 3 OR \(kind) <> 'item')",
                detail: """
                    CASE WHEN \(kind) <> 'item' THEN 'a spice level on a ' || \(kind) || '; only dishes have one'
                    ELSE 'its spice level is ' || t.spice || ', not 0 to 3' END
                    """,
                mended: "'removed its spice level' || CASE WHEN t.description IS NULL THEN ', and so its detail row' ELSE '' END",
                // A row holding nothing else goes whole: a row without
                // spice and description breaks 0005's CHECK.
                mend: ["DELETE FROM node_detail AS t WHERE {rows} AND t.description IS NULL",
                       "UPDATE node_detail AS t SET spice = NULL WHERE {rows}"]),
        .removing("node_detail", breaks: "\(kind) = 'root'", detail: "'details on the top of the menu, which has none'",
                  mended: "'removed its details'"),
        .removing("node_translation", breaks: "\(kind) = 'root'", detail: "'a name in ''' || t.lang || ''' for the top of the menu, which has no name'",
                  mended: "'removed its name in ''' || t.lang || ''''"),
        .removing("node_description_translation", breaks: "\(kind) = 'root'",
                  detail: "'a description in ''' || t.lang || ''' for the top of the menu, which has none'",
                  mended: "'removed its description in ''' || t.lang || ''''"),
        .removing("dish_tag", breaks: "\(kind) <> 'item'", detail: "'the tag ''' || t.tag || ''' on a ' || \(kind) || '; only dishes have tags'",
                  mended: "'removed its tag ''' || t.tag || ''''"),
    ]
}
