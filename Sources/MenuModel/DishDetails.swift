/// What a guest reads about a group or dish besides its name and price
/// (SPEC 11): a description, spice (辣度), tags (招牌, 素…) and the name in
/// other languages. Groups take descriptions and translations; spice and
/// tags are a dish's. Values as stored, never re-checked as if typed: what
/// another program wrote is shown escaped, as names are.
public struct DishDetails: Equatable, Sendable {
    public var description: String?
    public var spice: Spice?
    /// In the order they were given.
    public var tags: [String]
    /// In the order of their language tags, one per language.
    public var translations: [Translation]
    /// Allergens and diets (SPEC 24): a dish's, as spice and tags are.
    public var dietary: Dietary = .none
    /// The description in other languages, in the order of their tags.
    public var descriptionTranslations: [Translation]
    /// Its kcal and portion (SPEC 28): a dish's, as spice is.
    public var energy: DishEnergy = .none

    public init(description: String? = nil, spice: Spice? = nil, tags: [String] = [], translations: [Translation] = [],
                dietary: Dietary = .none, descriptionTranslations: [Translation] = []) {
        self.description = description
        self.spice = spice
        self.tags = tags
        self.translations = translations.sorted { $0.lang < $1.lang }
        self.dietary = dietary
        self.descriptionTranslations = descriptionTranslations.sorted { $0.lang < $1.lang }
    }

    public static let none = DishDetails()

    /// Field by field, as `self == .none` would answer, without comparing
    /// arrays: `list` asks it of every row.
    public var isEmpty: Bool { isEmptyApartFromDietary && dietary.isEmpty }

    /// No description, spice, tags or translations: a dish with only
    /// allergens and diets keeps them in itself, with no box (MenuItem).
    package var isEmptyApartFromDietary: Bool {
        description == nil && spice == nil && tags.isEmpty && translations.isEmpty && descriptionTranslations.isEmpty
            && energy.isEmpty
    }

    /// The translation a reader of `lang` should see, looked up as RFC 4647
    /// section 3.4 does: `zh-Hant-TW` takes `zh-Hant-TW`, else `zh-Hant`,
    /// else `zh`. Language tags compare ignoring case (RFC 5646 2.1.1).
    public func translation(in lang: LanguageTag) -> String? {
        Self.lookUp(lang, in: translations)
    }

    /// The description a reader of `lang` should see, looked up as a name is.
    public func descriptionTranslation(in lang: LanguageTag) -> String? {
        Self.lookUp(lang, in: descriptionTranslations)
    }

    private static func lookUp(_ lang: LanguageTag, in translations: [Translation]) -> String? {
        guard !translations.isEmpty else { return nil }
        // The tag as asked, byte for byte, answers almost every time, and
        // needs no slicing (`list --lang` asks it of every row).
        if let found = translations.first(where: { $0.lang.hasSameUTF8(as: lang.text) }) { return found.text }
        var wanted = Substring(lang.text)
        while true {
            // Stored tags are in their usual case, as typed ones are made:
            // the exact comparison almost always answers.
            if let found = translations.first(where: { $0.lang.utf8.elementsEqual(wanted.utf8) })
                ?? translations.first(where: { $0.lang.lowercased() == wanted.lowercased() }) { return found.text }
            guard let dash = wanted.lastIndex(of: "-") else { return nil }
            wanted = wanted[..<dash]
            // A single letter or digit before a dash starts an extension: it goes too.
            if let dash = wanted.lastIndex(of: "-"), wanted.distance(from: dash, to: wanted.endIndex) == 2 {
                wanted = wanted[..<dash]
            }
        }
    }

    public func hasTag(_ tag: DishTag) -> Bool {
        tags.contains { $0.hasSameUTF8(as: tag.text) }
    }
}

/// A name in another language: `en` → `Kung Pao Chicken`.
public struct Translation: Equatable, Sendable {
    public let lang: String
    public let text: String

    public init(lang: String, text: String) {
        self.lang = lang
        self.text = text
    }
}

/// 辣度: 0 none, 1 mild, 2 medium, 3 hot.
public struct Spice: Equatable, Comparable, Sendable, CustomStringConvertible {
    public static let levels = 0...3
    public let level: Int

    public init?(level: Int) {
        guard Self.levels.contains(level) else { return nil }
        self.level = level
    }

    public init(parsing raw: String) throws(MenuError) {
        let text = raw.trimmingWhiteSpace()
        guard let level = Int(text), let spice = Spice(level: level) else {
            throw .invalidArgument("spice '\(text.shortened())' is not 0, 1, 2 or 3 (none, mild, medium, hot)")
        }
        self = spice
    }

    public var description: String { String(level) }

    /// How people say it: `none`, `mild`, `medium`, `hot`.
    public var word: String { ["none", "mild", "medium", "hot"][level] }

    public static func < (lhs: Spice, rhs: Spice) -> Bool { lhs.level < rhs.level }
}

/// A tag typed by a person (招牌, 新品, 素, 清真): the rules of a name, at
/// most 20 characters, and no `;`. Tags compare as stored bytes, as names do.
public struct DishTag: Hashable, Sendable, CustomStringConvertible {
    public static let maximumLength = 20
    public let text: String

    public init(_ raw: String) throws(MenuError) {
        let text = try DishDescription.line(raw, what: "tag", maximumLength: Self.maximumLength)
        guard !text.unicodeScalars.contains("/") else {
            throw .invalidArgument("the tag \(Name.quoted(text)) holds a '/'; a tag follows the rules of a name")
        }
        // TSV and CSV join a dish's tags with `;` (SPEC 15, 16): a tag that
        // held one would come back from a CSV file as two.
        guard !text.unicodeScalars.contains(";") else {
            throw .invalidArgument("the tag \(Name.quoted(text)) holds a ';', which separates tags in TSV and CSV")
        }
        guard !Name.looksLikeID(text) else {
            throw .invalidArgument("the tag \(Name.quoted(text)) looks like a node id; a tag may not be '#' and digits")
        }
        self.text = text
    }

    public var description: String { text }

    public static func == (lhs: DishTag, rhs: DishTag) -> Bool { lhs.text.hasSameUTF8(as: rhs.text) }
    public func hash(into hasher: inout Hasher) { hasher.combine(Array(text.utf8)) }
}

/// A description typed by a person: one line of 1 to 500 characters,
/// without control or invisible format characters.
public struct DishDescription: Equatable, Sendable {
    public static let maximumLength = 500
    public let text: String

    public init(_ raw: String) throws(MenuError) {
        text = try Self.line(raw, what: "description", maximumLength: Self.maximumLength)
    }

    /// One line of text for guests, checked as a name is but for `/`.
    package static func line(_ raw: String, what: String, maximumLength: Int) throws(MenuError) -> String {
        let trimmed = raw.trimmingWhiteSpace()
        guard !trimmed.isEmpty else { throw .invalidArgument("a \(what) cannot be empty") }
        // Bytes first: counting Characters walks grapheme clusters (see Name).
        guard trimmed.utf8.count <= maximumLength * 4, trimmed.count <= maximumLength else {
            throw .invalidArgument("the \(what) \(Name.quoted(trimmed)) is longer than \(maximumLength) characters")
        }
        if trimmed.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" }) {
            throw .invalidArgument("the \(what) \(Name.quoted(trimmed)) holds a line break; it must be one line")
        }
        if trimmed.unicodeScalars.contains(where: \.isControl) {
            throw .invalidArgument("the \(what) \(Name.quoted(trimmed)) holds a control character")
        }
        if let format = trimmed.unicodeScalars.first(where: \.isFormat) {
            throw .invalidArgument("the \(what) \(Name.quoted(trimmed)) holds an invisible format character (U+\(format.hexCode))")
        }
        return trimmed
    }
}

/// A name's translation typed by a person: one line of 1 to 100
/// characters, as a name (a `/` is allowed: it is not part of a path).
public struct TranslationText: Equatable, Sendable {
    public let text: String

    public init(_ raw: String) throws(MenuError) {
        text = try DishDescription.line(raw, what: "translation", maximumLength: Name.maximumLength)
    }
}
