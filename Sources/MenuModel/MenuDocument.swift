/// The menu as a JSON document, for `export` and `import` (SPEC 7):
/// `{"format": "menuctl", "version": 2, "currency": "CNY", "menu": [...]}`.
/// Version 2 adds `sold_out` and `hours` to the nodes (SPEC 16), and
/// `description`, `spice`, `tags` and `translations` (SPEC 11); version 1
/// documents, which have none of them, still import. Version 3 adds
/// SPEC 15's glossary and SPEC 18-24's keys: `choices` at the top and
/// `offers`/`withdrawn` on nodes (18), `left`, `daily` and `sold_out_until`
/// (20), `price_lists` (21), `allergens` and `diets` (24). Version 4 adds
/// SPEC 26's section at the top and key on nodes, each declared with its
/// field (`NodeField.documentSections`, `NodeField.documentCells`).
/// Version 5 adds SPEC 27's `photo` on nodes (a reference) and `photos` at
/// the end (the bytes, with `export --with-photos`); older versions say
/// nothing of photos, so an import of one leaves them as they are. It adds
/// SPEC 28's `kcal` and `portion` on dishes too (`NodeField.documentKeysSince`),
/// and its `fees` at the top (DocumentSection+Fees.swift). Version 6 adds
/// SPEC 28's `kcal` and `allergens` on choice options and `condition` on
/// price lists; an import of an older one leaves those as they are.
public struct MenuDocument {
    public static let format = "menuctl"
    public static let version = 6
    public static let versionsRead = [1, 2, 3, 4, 5, 6]

    /// One group or dish of the file, with the place it was read from
    /// (`menu[2].children[0]`) for error messages.
    public struct Entry {
        /// Where the entry is in the file, written out only for an error.
        public let location: EntryPlace
        public var place: String { location.description }
        public let name: Name
        public let isGroup: Bool
        /// nil when the file does not say: a new group is expanded, an existing one keeps its state.
        public let expanded: Bool?
        /// SPEC 17: what the file says of a dish's price, from its `price`,
        /// `sizes` and `market_price` keys together: `.keep` when it has
        /// none of them (an existing dish keeps its price), `.clear` when
        /// they say it has no price.
        public var price: FieldEdit<DishPrice>
        /// nil when the file does not say (a version-1 file never does).
        public var soldOut: Bool? = nil
        /// What a group holds, in a document read whole (CSV); a document
        /// read entry by entry gives them after the group (`Step`).
        public internal(set) var children: [Entry]
        /// What the file says beyond a plain node's name, price and state,
        /// in one box that copies share until one of them is changed: an
        /// entry is copied several times on its way from the file to its
        /// row, and a copy then costs a retain, not one for the storage of
        /// each of a dozen fields (an import of 101,100 nodes spent 1.1 G
        /// instructions copying and destroying entries).
        private var more: MoreSaid

        /// nil when the file does not say; an empty list clears them.
        public var hours: ServingHours? {
            get { more.hours }
            set { writableMore.hours = newValue }
        }
        /// What the file says of its details (SPEC 11); empty when nothing.
        public var details: DetailsEdit {
            get { more.details }
            set { writableMore.details = newValue }
        }
        /// The unit a dish's price is for (SPEC 17).
        public var unit: FieldEdit<String> {
            get { more.unit }
            set { writableMore.unit = newValue }
        }
        /// The choice lists it offers, and those withdrawn from it (SPEC
        /// 18), by name; nil when the file does not say.
        public var offers: [String]? {
            get { more.offers }
            set { writableMore.offers = newValue }
        }
        public var withdrawn: [String]? {
            get { more.withdrawn }
            set { writableMore.withdrawn = newValue }
        }
        /// A dish's count (SPEC 20): `.keep` when the file does not say.
        public var count: FieldEdit<DishCount> {
            get { more.count }
            set { writableMore.count = newValue }
        }
        /// The end of a timed 估清, a Unix time: `.keep` when the file does not say.
        public var soldOutUntil: FieldEdit<Int64> {
            get { more.soldOutUntil }
            set { writableMore.soldOutUntil = newValue }
        }
        /// Taken off sale (停售, SPEC 20): `.keep` when the file does not say.
        public var offSale: FieldEdit<Bool> {
            get { more.offSale }
            set { writableMore.offSale = newValue }
        }
        /// What the file says of the fields declared by their formats (`NodeField`s with a document cell).
        public var fields: FieldEdits {
            get { more.fields }
            set { writableMore.fields = newValue }
        }
        /// A set meal's slots (SPEC 19), dishes by path, resolved once the
        /// whole file is read; nil for a dish (the file says `item`).
        public var slots: [SlotEntry]? {
            get { more.slots }
            set { writableMore.slots = newValue }
        }

        /// Whether the file says nothing of it but its kind, name, expanded
        /// state, price and sold-out state: every other field as it was made.
        public var saysNoMore: Bool { more === MoreSaid.nothing }

        /// Says what `other` says beyond its name, kind, price and state,
        /// sharing its box until either is changed: the lines of a CSV file
        /// that say the same each had a box of their own made and filled.
        public mutating func saysTheSame(as other: Entry) { more = other.more }

        /// The box, this entry's own, to be changed.
        private var writableMore: MoreSaid {
            mutating get {
                if !isKnownUniquelyReferenced(&more) { more = more.copy() }
                return more
            }
        }

        package init(place: String, name: Name, isGroup: Bool, expanded: Bool?, price: FieldEdit<DishPrice>, soldOut: Bool? = nil, hours: ServingHours? = nil, details: DetailsEdit = DetailsEdit(), children: [Entry], unit: FieldEdit<String> = .keep) {
            self.init(location: EntryPlace(place), name: name, isGroup: isGroup, expanded: expanded, price: price, soldOut: soldOut,
                      hours: hours, details: details, children: children, unit: unit)
        }

        /// An entry that says no more than a row holds (a plain node of an
        /// export): nothing beyond its name, price and state is made, not
        /// even to be found empty.
        package init(plain location: EntryPlace, name: Name, isGroup: Bool, expanded: Bool?, price: FieldEdit<DishPrice>, soldOut: Bool?) {
            self.location = location
            self.name = name
            self.isGroup = isGroup
            self.expanded = expanded
            self.price = price
            self.soldOut = soldOut
            children = []
            more = .nothing
        }

        package init(location: EntryPlace, name: Name, isGroup: Bool, expanded: Bool?, price: FieldEdit<DishPrice>, soldOut: Bool? = nil, hours: ServingHours? = nil, details: DetailsEdit = DetailsEdit(), children: [Entry], unit: FieldEdit<String> = .keep) {
            self.init(plain: location, name: name, isGroup: isGroup, expanded: expanded, price: price, soldOut: soldOut)
            self.children = children
            if hours != nil { self.hours = hours }
            if !details.isEmpty { self.details = details }
            if !unit.isKeep { self.unit = unit }
        }
    }

    /// The fields of an entry that a plain node leaves as they were made;
    /// changed only while one entry alone holds it (`writableMore`).
    fileprivate final class MoreSaid: @unchecked Sendable {
        /// Shared by every entry that says no more, and never changed: an
        /// entry that changes a field first takes a copy.
        static let nothing = MoreSaid()

        var hours: ServingHours? = nil
        var details = DetailsEdit()
        var unit: FieldEdit<String> = .keep
        var offers: [String]? = nil
        var withdrawn: [String]? = nil
        var count: FieldEdit<DishCount> = .keep
        var soldOutUntil: FieldEdit<Int64> = .keep
        var offSale: FieldEdit<Bool> = .keep
        var fields = FieldEdits()
        var slots: [SlotEntry]? = nil

        func copy() -> MoreSaid {
            let copy = MoreSaid()
            (copy.hours, copy.details, copy.unit, copy.offers, copy.withdrawn) = (hours, details, unit, offers, withdrawn)
            (copy.count, copy.soldOutUntil, copy.offSale, copy.fields, copy.slots) = (count, soldOutUntil, offSale, fields, slots)
            return copy
        }
    }

    /// A slot of a set in the file: its dishes by path, with the place
    /// each was read from for an error that names it.
    public struct SlotEntry: Equatable {
        public let name: String
        public let pick: Int
        public let dishes: [(place: String, path: MenuPath, size: String?, surcharge: Amount?)]

        public init(name: String, pick: Int, dishes: [(place: String, path: MenuPath, size: String?, surcharge: Amount?)]) {
            self.name = name
            self.pick = pick
            self.dishes = dishes
        }

        public static func == (a: SlotEntry, b: SlotEntry) -> Bool {
            a.name == b.name && a.pick == b.pick && a.dishes.map(\.path) == b.dishes.map(\.path)
                && a.dishes.map(\.size) == b.dishes.map(\.size) && a.dishes.map(\.surcharge) == b.dishes.map(\.surcharge)
        }
    }

    /// How many groups and dishes the file holds; of a document checked as
    /// it is read, how many its lists of entries hold (for progress).
    public let count: Int
    /// A reader of the entries from the first: a document read entry by
    /// entry (JSON) is read again from its bytes each time, so that no more
    /// than one entry of it is held at once.
    private let reading: () -> any MenuEntryReader
    /// What `--replace` makes exactly the file's: everything, unless a CSV header says less.
    public var carried = CarriedFields.everything
    /// The choice lists the file defines (SPEC 18); nil when it says nothing of them.
    public var choiceLists: [ChoiceList]? = nil
    /// Whether a node's offers and withdrawals that the file leaves out
    /// mean none (a version-3 document) rather than "as they are".
    public var carriesChoices = false
    /// Whether the lists' labels (an option's kcal and allergens, a price
    /// list's condition) are the file's (version 6), or stay as they are.
    public var carriesLabels = true
    /// The menu's glossary (SPEC 15); nil when the file does not say
    /// (versions 1 and 2, CSV), which leaves the glossary as it is.
    public var glossary: Glossary? = nil
    /// The price lists and their entries (SPEC 21, version 3); nil when the
    /// file's format cannot carry them (CSV), so that they stay as they are.
    public var priceLists: [ListedEntries]? = nil
    /// What the file says at its top beyond the menu, the lists and the
    /// glossary, by key, as the features that read it made it; a key the
    /// file does not say leaves the menu's as they are.
    public var sections: [String: any Sendable] = [:]

    /// A document read whole: its entries as a tree.
    public init(entries: [Entry]) {
        func count(_ entries: [Entry]) -> Int { entries.reduce(entries.count) { $0 + count($1.children) } }
        self.count = count(entries)
        reading = { TreeEntryReader(entries) }
    }

    /// A document read entry by entry, `count` of them, by the readers `reading` makes.
    public init(count: Int, reading: @escaping () -> any MenuEntryReader) {
        self.count = count
        self.reading = reading
    }

    /// A reader of the entries, in file order, from the first.
    public func entryReader() -> any MenuEntryReader { reading() }

    /// The entries as a tree, read whole: for a small document and tests;
    /// an import reads them one by one (`entryReader`). A document was
    /// checked whole when it was made, so reading it again cannot fail.
    public var entries: [Entry] {
        var reader = entryReader()
        var groups: [Entry] = []
        var top: [Entry] = []
        while let step = try? reader.next() {
            switch step {
            case .entry(let entry) where entry.isGroup: groups.append(entry)
            case .entry(let entry) where groups.isEmpty: top.append(entry)
            case .entry(let entry): groups[groups.count - 1].children.append(entry)
            case .endOfGroup:
                let group = groups.removeLast()
                if groups.isEmpty { top.append(group) } else { groups[groups.count - 1].children.append(group) }
            }
        }
        return top
    }
}
