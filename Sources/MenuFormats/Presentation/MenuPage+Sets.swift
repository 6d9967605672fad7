import MenuModel
/// A set meal on the guests' page (SPEC 19): its slots under it, one line
/// each (`热菜 (选1): 宫保鸡丁 · 回锅肉 · 鱼香肉丝 +¥5`), slot names taken from
/// the glossary as option names are, dishes by their translation on a page
/// in another language, and `省 ¥20` (`save ¥20`) after the
/// price when the set costs less than its dishes à la carte. A set whose
/// slots cannot be filled at the page's moment is marked sold out, as a
/// sold-out dish is: a guest could not have it.
extension MenuPage {
    package static let pickWord = PageWord(zh: "选", en: "choose ")
    package static let saveWord = PageWord(zh: "省", en: "save")

    /// Sold out itself, or, at the page's moment, a set with a slot its
    /// dishes' sold-out states leave unfilled (their hours are the page's
    /// business only with --available, which leaves such a set out).
    package func isSoldOutForGuests(_ node: any MenuComponent) -> Bool {
        if node.isSoldOut { return true }
        guard let meal = node.setMeal, let moment else { return false }
        return !meal.canBeFilled(at: moment, hoursCount: false)
    }

    /// ` <span class="save">省 ¥20</span>`; empty when the set saves nothing.
    package func savingNote(_ node: any MenuComponent) -> String {
        guard let saving = node.setMeal?.saving(at: node.pricing.price.fixedAmount) else { return "" }
        return " <span class=\"save\">" + words.say(Self.saveWord) + " " + HTMLText.escaped(saving.forGuests) + "</span>"
    }

    /// The set's slots, a `<p class="slots">` each; empty for a dish.
    package func slotLines(_ node: any MenuComponent) -> String {
        guard let meal = node.setMeal else { return "" }
        return meal.slots.map { slot in
            let dishes = slot.dishes.filter { !$0.path.isEmpty }.map { dish in
                HTMLText.escaped(dish.size.map { guestName(dish) + " " + word($0) } ?? guestName(dish))
                    + (dish.surcharge.map { " +" + HTMLText.escaped($0.forGuests) } ?? "")
            }
            return "<p class=\"slots\"><span class=\"list\">" + HTMLText.escaped(word(slot.name)) + " ("
                + words.say(Self.pickWord) + "\(slot.pick))</span>: " + dishes.joined(separator: " · ") + "</p>"
        }.joined()
    }

    /// A slot's dish as the page's reader reads it: its translation into
    /// the page's language where it has one (SPEC 25), else its name.
    private func guestName(_ dish: SlotDish) -> String {
        guard let language else { return dish.name }
        return DishDetails(translations: dish.translations).translation(in: language) ?? dish.name
    }

    /// Appended to the page's style.
    package static let setStyle = """
        .slots { font-size: .9em; color: #555; margin: .1rem 0; }
        .save { font-size: .85em; color: #b22222; margin-left: .4em; }

        """
}
