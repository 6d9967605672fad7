/// The boxes of a price list's terms that a group's dishes priced by it
/// share (`MenuItem.listed(_:terms:sharing:)`): the last two terms met,
/// since a list's dishes mostly take its own terms and, between them, a
/// few take an entry's box fee and minimum. One box kept made a new one
/// for each dish after such an entry's.
struct SharedTerms {
    private var last: DishExtras?
    private var before: DishExtras?

    /// The box of these terms at this station: one made for an earlier
    /// dish when it holds the same.
    mutating func box(_ terms: ListedTerms, station: KitchenStation?) -> DishExtras {
        if let last, last.holds(terms, station: station) { return last }
        if let found = before, found.holds(terms, station: station) {
            before = last
            last = found
            return found
        }
        let made = DishExtras(listing: terms, station: station)
        before = last
        last = made
        return made
    }
}

extension DishExtras {
    /// Whether it is a box of these terms at a station of this name.
    func holds(_ terms: ListedTerms, station: KitchenStation?) -> Bool {
        features.listing == terms && features.station?.name == station?.name
    }
}
