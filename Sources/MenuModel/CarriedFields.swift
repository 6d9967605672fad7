/// What a file's format can say of a node (SPEC 15). `import --replace`
/// makes these exactly the file's, where the file says nothing too, and
/// leaves the rest of a node that stays as it was: no import clears what
/// its format cannot carry, so a replace by the menu's own export changes
/// nothing.
///
/// A JSON document carries everything the menu holds (a key it leaves out
/// means none). A CSV file carries what its header names: one written
/// before the `sizes,unit,market_price` or `hours` columns says nothing of
/// units or hours, and its `name:LANG` columns say which languages it holds.
public struct CarriedFields: Equatable, Sendable {
    /// Serving hours (SPEC 10).
    public var hours = true
    /// A dish's unit (SPEC 17); its sizes and market price go with its price.
    public var unit = true
    /// A dish's count and daily count (SPEC 20).
    public var counts = true
    /// The end of a timed 估清 (SPEC 20): JSON carries it, CSV does not.
    public var soldOutEnds = true
    /// 停售 (SPEC 20): JSON carries it, CSV in its `off_sale` column.
    public var offSale = true
    /// Allergens and diets (SPEC 24), each in a CSV column of its own.
    public var dietary = true
    public var diets = true
    /// A dish's price (its sizes and market price with it) and sold-out state:
    /// a hand-written CSV may leave out their columns (SPEC 25).
    public var price = true
    public var soldOut = true
    /// The lists a node offers itself, those withdrawn from it, and a set
    /// meal's slots.
    public var offers = true
    public var withdrawn = true
    public var slots = true
    /// Whether a node is a group, dish or set: a CSV typed by hand may leave
    /// it out, and a group of the menu then stays one.
    public var kind = true
    /// The fields declared by their formats (`FieldEdits`) a file cannot
    /// say, by key: an older document's, a CSV's without their column.
    public var fieldsNotCarried: Set<String> = []

    /// Whether the file says the field of this key.
    public subscript(field key: String) -> Bool {
        get { !fieldsNotCarried.contains(key) }
        set { if newValue { fieldsNotCarried.remove(key) } else { fieldsNotCarried.insert(key) } }
    }
    /// The choice lists themselves, which JSON holds and CSV only names.
    public var choiceLists = true
    /// Description, spice and tags, each a CSV column of its own.
    public var description = true
    public var spice = true
    public var tags = true
    /// The languages of the name translations the file holds; nil for every language.
    public var languages: [String]? = nil
    /// The languages of the description translations it holds; nil for every language.
    public var descriptionLanguages: [String]? = nil

    public init() {}

    public static let everything = CarriedFields()
}
