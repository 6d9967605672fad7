/// What the law asks a menu to say of a dish's food (SPEC 28): its energy
/// in kcal and its portion. US and UK menus print the kcal beside the
/// dish, the UK's with the portion; China's 明码标价 asks the 规格 in g or
/// ml, and the anti-food-waste law lets a menu say how many it serves.
public struct DishEnergy: Equatable, Sendable {
    public var kcal: DishKcal?
    public var portion: Portion?

    public init(kcal: DishKcal? = nil, portion: Portion? = nil) {
        self.kcal = kcal
        self.portion = portion
    }

    public static let none = DishEnergy()
    public var isEmpty: Bool { kcal == nil && portion == nil }
}

/// A dish's kcal: one number for the dish (every size, when it has sizes),
/// or one a size. Never both: a guest reads one figure beside a size.
public enum DishKcal: Equatable, Sendable, CustomStringConvertible {
    case whole(Int)
    /// In the dish's order of sizes, each size once.
    case sizes([SizeKcal])

    public static let range = 0...10_000

    /// The kcal a guest of `size` eats; the whole dish's for a dish without sizes.
    public func kcal(of size: String?) -> Int? {
        switch self {
        case .whole(let kcal): kcal
        case .sizes(let sizes): size.flatMap { name in sizes.first { $0.size.hasSameUTF8(as: name) }?.kcal }
        }
    }

    /// `520`, or `小份=380;大份=520`: TSV's, CSV's and `show`'s text.
    public var description: String {
        switch self {
        case .whole(let kcal): String(kcal)
        case .sizes(let sizes): sizes.map(\.text).joined(separator: ";")
        }
    }

    /// The text `description` writes, read back: a number, or `SIZE=N`
    /// joined by `;`, each size once.
    public init(parsing raw: String) throws(MenuError) {
        let text = raw.trimmingWhiteSpace()
        guard text.contains("=") else {
            self = .whole(try Self.number(text))
            return
        }
        var sizes: [SizeKcal] = []
        for part in text.split(separator: ";", omittingEmptySubsequences: false) {
            let entry = try SizeKcal(parsing: String(part))
            guard !sizes.contains(where: { $0.size.hasSameUTF8(as: entry.size) }) else {
                throw .invalidArgument("the size \(Name.quoted(entry.size)) is given kcal twice")
            }
            sizes.append(entry)
        }
        self = .sizes(sizes)
    }

    /// A whole number of kcal within `range`.
    public static func number(_ raw: String) throws(MenuError) -> Int {
        let text = raw.trimmingWhiteSpace()
        guard !text.isEmpty, text.utf8.count <= 6, text.utf8.allSatisfy({ (48...57).contains($0) }), let kcal = Int(text),
              range.contains(kcal) else {
            throw .invalidArgument("kcal '\(text.shortened())' is not a whole number from 0 to 10000")
        }
        return kcal
    }
}

/// One size's kcal: `大份=520`.
public struct SizeKcal: Equatable, Sendable {
    public let size: String
    public let kcal: Int

    public init(size: String, kcal: Int) {
        self.size = size
        self.kcal = kcal
    }

    /// `SIZE=N`, the size under the rules of a size's name.
    public init(parsing raw: String) throws(MenuError) {
        guard let equals = raw.firstIndex(of: "=") else {
            throw .invalidArgument("kcal '\(raw.shortened())' is not SIZE=N; write it like 大份=520")
        }
        size = try DishSize.checkedName(String(raw[..<equals]))
        kcal = try DishKcal.number(String(raw[raw.index(after: equals)...]))
    }

    /// `大份=520`.
    public var text: String { "\(size)=\(kcal)" }

    public static func == (a: SizeKcal, b: SizeKcal) -> Bool { a.size.hasSameUTF8(as: b.size) && a.kcal == b.kcal }
}

/// A dish's portion (分量, 规格): a weight or volume in legal units
/// (`350g`, `1.5kg`, `500ml`, `1l`), or how many it serves (`serves 2`,
/// 建议人数). Written as typed but for spaces and the unit's case, so a
/// file gives back what it was given.
public struct Portion: Equatable, Sendable, CustomStringConvertible {
    public static let maximumLength = 20
    public let text: String

    public enum Measure: Equatable, Sendable {
        case grams(Double), millilitres(Double), serves(Int)
    }

    public init(parsing raw: String) throws(MenuError) {
        let squeezed = raw.trimmingWhiteSpace()
        guard let (text, _) = Self.read(squeezed) else {
            throw .invalidArgument("the portion '\(squeezed.shortened())' is not a weight, a volume or a number served;"
                                   + " write it like 350g, 1.5kg, 500ml, 1l or 'serves 2'")
        }
        self.text = text
    }

    /// A stored portion, which another program may have written: nil when it breaks the rules.
    public init?(stored text: String) {
        guard let (read, _) = Self.read(text), read == text else { return nil }
        self.text = text
    }

    public var description: String { text }

    /// What it says: grams, millilitres or people.
    public var measure: Measure { Self.read(text)!.1 }

    /// Whether it is given in ml or l: a drink's 规格 (SPEC 28, cn).
    public var isVolume: Bool { if case .millilitres = measure { true } else { false } }
    /// How many it serves, for `serves N`; nil for a weight or volume.
    public var served: Int? { if case .serves(let count) = measure { count } else { nil } }

    /// The text in its usual form and what it says; nil when it is none of the three.
    private static func read(_ raw: String) -> (String, Measure)? {
        guard !raw.isEmpty, raw.utf8.count <= maximumLength * 4 else { return nil }
        let lower = raw.lowercased()
        if lower.hasPrefix("serves") {
            let number = String(lower.dropFirst("serves".count)).trimmingWhiteSpace()
            guard !number.isEmpty, number.utf8.count <= 2, number.utf8.allSatisfy({ (48...57).contains($0) }),
                  let people = Int(number), (1...99).contains(people) else { return nil }
            return ("serves \(people)", .serves(people))
        }
        let units: [(String, Double, Bool)] = [("kg", 1000, false), ("ml", 1, true), ("g", 1, false), ("l", 1000, true)]
        for (unit, factor, volume) in units where lower.hasSuffix(unit) {
            let number = String(lower.dropLast(unit.count)).trimmingWhiteSpace()
            guard !number.isEmpty, number.utf8.count <= 7, number.utf8.allSatisfy({ (48...57).contains($0) || $0 == 46 }),
                  number.utf8.filter({ $0 == 46 }).count <= 1, number.first != ".", number.last != ".",
                  let amount = Double(number), amount > 0 else { return nil }
            let text = number + unit
            return (text, volume ? .millilitres(amount * factor) : .grams(amount * factor))
        }
        return nil
    }
}

/// What `add-item`, `add-set` or `edit` asks of a dish's kcal and portion.
public struct EnergyEdit: Equatable, Sendable {
    /// `--kcal N` or `--kcal SIZE=N` (merged size by size); `--no-kcal` is `.clear`.
    public var kcal: FieldEdit<DishKcal> = .keep
    public var portion: FieldEdit<Portion> = .keep

    public init() {}

    public var isEmpty: Bool { kcal.isKeep && portion.isKeep }

    public func applied(to before: DishEnergy) -> DishEnergy {
        var after = before
        switch kcal {
        case .keep: break
        case .clear: after.kcal = nil
        case .set(.whole(let kcal)): after.kcal = .whole(kcal)
        case .set(.sizes(let given)):
            var sizes: [SizeKcal] = []
            if case .sizes(let had)? = before.kcal { sizes = had }
            for entry in given {
                if let at = sizes.firstIndex(where: { $0.size.hasSameUTF8(as: entry.size) }) { sizes[at] = entry } else { sizes.append(entry) }
            }
            after.kcal = .sizes(sizes)
        }
        after.portion = portion.applied(to: after.portion)
        return after
    }
}
