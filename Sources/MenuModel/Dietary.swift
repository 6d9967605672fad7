/// What a guest with an allergy or a diet asks first (SPEC 24): 含花生吗?
/// Is it vegetarian? Both are fixed lists, named in English or Chinese and
/// stored by a stable key (the English name, lowercase), so a menu reads
/// the same whichever language its keeper typed.

/// The 14 allergens of EU Regulation 1169/2011, Annex II, in the Annex's
/// order, which is the order menuctl lists them in everywhere.
public enum Allergen: String, CaseIterable, Sendable, Comparable {
    case gluten, crustaceans, eggs, fish, peanuts, soybeans, milk, nuts, celery, mustard, sesame, sulphites, lupin, molluscs

    /// The key it is stored and exported by.
    public var key: String { rawValue }

    /// How a Chinese menu names it.
    public var chinese: String {
        switch self {
        case .gluten: "麸质"
        case .crustaceans: "甲壳类"
        case .eggs: "蛋"
        case .fish: "鱼"
        case .peanuts: "花生"
        case .soybeans: "大豆"
        case .milk: "奶"
        case .nuts: "坚果"
        case .celery: "芹菜"
        case .mustard: "芥末"
        case .sesame: "芝麻"
        case .sulphites: "亚硫酸盐"
        case .lupin: "羽扇豆"
        case .molluscs: "软体动物"
        }
    }

    /// `A` for gluten to `N` for molluscs: the mark a guests' page puts by a dish.
    public var letter: String {
        String(UnicodeScalar(UInt8(ascii: "A") + UInt8(Self.allCases.firstIndex(of: self)!)))
    }

    /// Other ways people write a few of them: the singular, US spelling.
    private static let aliases: [String: Allergen] = [
        "egg": .eggs, "peanut": .peanuts, "soy": .soybeans, "soya": .soybeans, "soybean": .soybeans,
        "nut": .nuts, "sulphite": .sulphites, "sulfite": .sulphites, "sulfites": .sulphites,
        "mollusc": .molluscs, "mollusk": .molluscs, "mollusks": .molluscs, "crustacean": .crustaceans,
        "鸡蛋": .eggs, "牛奶": .milk,
    ]

    /// An allergen as a person names it: its key in any case, a common
    /// variant (`peanut`, `soy`), or its Chinese name.
    public init(parsing raw: String) throws(MenuError) {
        let text = raw.trimmingWhiteSpace()
        let lowered = text.lowercased()
        if let found = Self.allCases.first(where: { $0.rawValue == lowered || $0.chinese == text }) ?? Self.aliases[lowered] {
            self = found
            return
        }
        throw .invalidArgument("'\(text.shortened())' is not one of the 14 allergens: "
                               + Self.allCases.map { "\($0.key) \($0.chinese)" }.joined(separator: ", "))
    }

    public static func < (lhs: Allergen, rhs: Allergen) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// The diets a dish may suit, each a schema.org `RestrictedDiet`.
public enum Diet: String, CaseIterable, Sendable, Comparable {
    case vegetarian, vegan, halal, glutenFree = "gluten-free"

    public var key: String { rawValue }

    public var chinese: String {
        switch self {
        case .vegetarian: "素"
        case .vegan: "纯素"
        case .halal: "清真"
        case .glutenFree: "无麸质"
        }
    }

    /// How an English menu writes it: `Gluten-free`.
    public var english: String {
        switch self {
        case .vegetarian: "Vegetarian"
        case .vegan: "Vegan"
        case .halal: "Halal"
        case .glutenFree: "Gluten-free"
        }
    }

    /// The schema.org enumeration member: https://schema.org/RestrictedDiet.
    public var schemaOrg: String {
        switch self {
        case .vegetarian: "https://schema.org/VegetarianDiet"
        case .vegan: "https://schema.org/VeganDiet"
        case .halal: "https://schema.org/HalalDiet"
        case .glutenFree: "https://schema.org/GlutenFreeDiet"
        }
    }

    public init(parsing raw: String) throws(MenuError) {
        let text = raw.trimmingWhiteSpace()
        let lowered = text.lowercased()
        let spelled = lowered == "gluten free" || lowered == "glutenfree" || lowered == "gluten_free" ? "gluten-free" : lowered
        guard let found = Self.allCases.first(where: { $0.rawValue == spelled || $0.chinese == text }) else {
            throw .invalidArgument("'\(text.shortened())' is not one of the diets: "
                                   + Self.allCases.map { "\($0.key) \($0.chinese)" }.joined(separator: ", "))
        }
        self = found
    }

    public static func < (lhs: Diet, rhs: Diet) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// A dish's allergens and diets, each a set kept as bits in the lists'
/// fixed order, so two equal sets are equal values, a file written from
/// them is the same whatever order they were typed in, and `list` reads
/// a menu's worth of them without building a list for each dish.
public struct Dietary: Hashable, Sendable {
    /// Bit n for the n-th allergen of the Annex; bit n for the n-th diet.
    package private(set) var allergenBits: UInt16 = 0
    package private(set) var dietBits: UInt8 = 0

    public init(allergens: some Sequence<Allergen> = [Allergen](), diets: some Sequence<Diet> = [Diet](), declaredFree: Bool = false) {
        for allergen in allergens { allergenBits |= allergen.bit }
        for diet in diets { dietBits |= diet.bit }
        if declaredFree && allergenBits == 0 { allergenBits = Self.declaredFreeBit }
    }

    /// `--allergen none` (SPEC 28): declared free of the 14, kept in the
    /// bit the 14 leave, and as the key `none` in dish_allergen. A dish
    /// that lists an allergen is not declared free, whatever the bit says.
    package static let declaredFreeBit: UInt16 = 1 << 15
    /// The key `none` stands for in the allergens' table and files.
    public static let noneKey = "none"

    /// Declared free of the 14: `allergens: "none"`.
    public var isDeclaredFree: Bool { allergenBits == Self.declaredFreeBit }
    /// Its allergens are known: listed, or declared none. Undeclared otherwise.
    public var allergensDeclared: Bool { allergenBits != 0 }

    /// As the store reads them: one number a dish for each list, bits of
    /// keys this build does not know already left out.
    package init(allergenBits: Int64, dietBits: Int64) {
        self.allergenBits = UInt16(truncatingIfNeeded: allergenBits) & (Allergen.allBits | Self.declaredFreeBit)
        self.dietBits = UInt8(truncatingIfNeeded: dietBits) & Diet.allBits
    }

    public static let none = Dietary()

    public var isEmpty: Bool { allergenBits == 0 && dietBits == 0 }

    /// In the Annex's order.
    public var allergens: [Allergen] { allergenBits & Allergen.allBits == 0 ? [] : Allergen.ordered.filter { allergenBits & $0.bit != 0 } }
    public var diets: [Diet] { dietBits == 0 ? [] : Diet.ordered.filter { dietBits & $0.bit != 0 } }

    public func holdsAny(of allergens: [Allergen]) -> Bool {
        allergens.contains { allergenBits & $0.bit != 0 }
    }

    public func suits(all diets: [Diet]) -> Bool {
        let suited = suitedDietBits
        return diets.allSatisfy { suited & $0.bit != 0 }
    }

    /// The diets a dish suits: those it is marked with, and vegetarian for
    /// a vegan one, which has no meat either. What `--diet`, the page and
    /// search engines go by; the marks themselves are what is stored.
    public var suitedDiets: [Diet] {
        let suited = suitedDietBits
        return suited == 0 ? [] : Diet.ordered.filter { suited & $0.bit != 0 }
    }

    private var suitedDietBits: UInt8 {
        dietBits & Diet.vegan.bit != 0 ? dietBits | Diet.vegetarian.bit : dietBits
    }

    package mutating func setAllergenBits(_ bits: Int64) { self = Dietary(allergenBits: bits, dietBits: Int64(dietBits)) }
    package mutating func setDietBits(_ bits: Int64) { self = Dietary(allergenBits: Int64(allergenBits), dietBits: bits) }
}

extension Allergen {
    /// `allCases` made once: the synthesized one is a new array on every call.
    package static let ordered = allCases

    /// A stored key, found by its length and first letter, which no two
    /// keys share, and then compared once.
    package init?(key: String) {
        guard let found = keyed[Self.slot(key)], found.rawValue == key else { return nil }
        self = found
    }
    /// Its place in the Annex's order, as a bit.
    package var bit: UInt16 {
        switch self {
        case .gluten: 1 << 0
        case .crustaceans: 1 << 1
        case .eggs: 1 << 2
        case .fish: 1 << 3
        case .peanuts: 1 << 4
        case .soybeans: 1 << 5
        case .milk: 1 << 6
        case .nuts: 1 << 7
        case .celery: 1 << 8
        case .mustard: 1 << 9
        case .sesame: 1 << 10
        case .sulphites: 1 << 11
        case .lupin: 1 << 12
        case .molluscs: 1 << 13
        }
    }
    package static let allBits: UInt16 = (1 << 14) - 1

    fileprivate static func slot(_ key: String) -> Int {
        let utf8 = key.utf8
        guard let first = utf8.first, utf8.count < 16 else { return 0 }
        return utf8.count << 8 | Int(first)
    }

    fileprivate static func table<Key: RawRepresentable<String>>(_ keys: [Key]) -> [Key?] {
        var table = [Key?](repeating: nil, count: 16 << 8)
        for key in keys {
            precondition(table[slot(key.rawValue)] == nil, "two keys share a length and a first letter")
            table[slot(key.rawValue)] = key
        }
        return table
    }
}

private let keyed = Allergen.table(Allergen.allCases)

extension Diet {
    package static let ordered = allCases

    package init?(key: String) {
        guard let found = Diet.keyed[Allergen.slot(key)], found.rawValue == key else { return nil }
        self = found
    }
    private static let keyed = Allergen.table(allCases)
    package var bit: UInt8 {
        switch self {
        case .vegetarian: 1 << 0
        case .vegan: 1 << 1
        case .halal: 1 << 2
        case .glutenFree: 1 << 3
        }
    }
    static let allBits: UInt8 = (1 << 4) - 1
}

/// What `--allergen`/`--no-allergen` and `--diet`/`--no-diet` ask of a
/// dish, or what a file says: whole lists (`allergens`, `diets`, nil when
/// the file says nothing) and what is added and taken away.
public struct DietaryEdit: Equatable, Sendable {
    public var allergens: [Allergen]? = nil
    public var addedAllergens: [Allergen] = []
    public var removedAllergens: [Allergen] = []
    public var diets: [Diet]? = nil
    public var addedDiets: [Diet] = []
    public var removedDiets: [Diet] = []
    /// `--allergen none` (true), `--no-allergen none` (false), a file's
    /// `"allergens": "none"`; nil: as it is. A listed allergen ends it.
    public var declaredFree: Bool? = nil

    public init() {}

    public var isEmpty: Bool { self == DietaryEdit() }

    /// Whether it asks anything of a dish; a group, which has neither
    /// list, is refused it. Empty whole lists (a `--replace` import of a
    /// group) ask nothing.
    public var touchesDish: Bool {
        !addedAllergens.isEmpty || !removedAllergens.isEmpty || !addedDiets.isEmpty || !removedDiets.isEmpty
            || !(allergens?.isEmpty ?? true) || !(diets?.isEmpty ?? true) || declaredFree == true
    }

    public func applied(to before: Dietary) -> Dietary {
        // `--allergen none` alone says it holds none of the 14: what it listed goes.
        let allergens = declaredFree == true && addedAllergens.isEmpty ? [] : (self.allergens ?? before.allergens) + addedAllergens
        let diets = (self.diets ?? before.diets) + addedDiets
        return Dietary(allergens: allergens.filter { !removedAllergens.contains($0) },
                       diets: diets.filter { !removedDiets.contains($0) },
                       declaredFree: declaredFree ?? (self.allergens == nil && before.isDeclaredFree))
    }

    /// What a `--replace` import makes of a dish: exactly the file's lists.
    public var replacing: DietaryEdit {
        var edit = self
        edit.allergens = allergens ?? []
        edit.diets = diets ?? []
        edit.declaredFree = declaredFree ?? false
        return edit
    }
}

/// `init(key:)` for a key's bytes where SQLite holds them (`list` reads one
/// a row): found by length and first letter, as a String key is, and
/// compared byte for byte with the key's own, no String made.
extension Allergen {
    package init?(keyBytes bytes: UnsafeBufferPointer<UInt8>) {
        guard let found = keyed[Allergen.slot(bytes)], Allergen.same(found.rawValue, bytes) else { return nil }
        self = found
    }

    /// Whether `bytes` are `key`'s, compared where both lie: an array of
    /// each key's bytes, compared with the generic `elementsEqual`, was
    /// most of what reading a menu's allergen rows cost beyond SQLite.
    fileprivate static func same(_ key: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        key.utf8.withContiguousStorageIfAvailable { $0.elementsEqual(bytes) } ?? key.utf8.elementsEqual(bytes)
    }

    fileprivate static func slot(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let first = bytes.first, bytes.count < 16 else { return 0 }
        return bytes.count << 8 | Int(first)
    }
}

extension Diet {
    package init?(keyBytes bytes: UnsafeBufferPointer<UInt8>) {
        guard let found = Diet.keyed[Allergen.slot(bytes)], Allergen.same(found.rawValue, bytes) else { return nil }
        self = found
    }
}
