extension MenuGroup {
    /// A copy of this group holding only the dishes free of every allergen
    /// in `without` and marked with every diet in `diets`, and the groups
    /// that lead to them (`list --without 花生`, `list --diet 素`, SPEC 24),
    /// as `tagged(_:)` keeps a tag's dishes: dishes shared, groups copied,
    /// order kept. `load()` attaches at most 32 levels, so the recursion is
    /// bounded.
    public func suiting(without allergens: [Allergen], diets: [Diet]) -> MenuGroup {
        var kept: [any MenuComponent] = []
        for child in children {
            if let inner = child as? MenuGroup {
                let suiting = inner.suiting(without: allergens, diets: diets)
                if !suiting.children.isEmpty { kept.append(suiting) }
            } else if Self.suits(child, without: allergens, diets: diets) {
                kept.append(child)
            }
        }
        return with(children: kept)
    }

    /// Whether a dish holds none of `allergens` and is marked with all of
    /// `diets`; a set meal, whether a guest can fill its slots without them too.
    public static func suits(_ dish: any MenuComponent, without allergens: [Allergen], diets: [Diet]) -> Bool {
        let dietary = dish.details.dietary
        // A set meal also needs every slot filled without them (SPEC 24);
        // its diets are its own marks.
        return !dietary.holdsAny(of: allergens) && dietary.suits(all: diets)
            && (allergens.isEmpty || dish.setMeal?.canBeFilled(without: allergens) ?? true)
    }
}
