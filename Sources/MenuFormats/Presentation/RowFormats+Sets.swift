import MenuModel
/// A set meal's slots in the rows of `list` and `show` (SPEC 19): JSON rows
/// and `show --format json` add `slots`, and `show SET` lists them with the
/// à-la-carte value. TSV says `set` in its kind column and no more.
extension RowFormats {
    /// `[{"name":"热菜","pick":1,"dishes":[{"id":3,"path":…,"size":null,"surcharge":null}]}]`;
    /// `[]` for a dish, null for a group, as the keys before it do.
    static func appendJSONSlots(_ meal: SetMeal?, isGroup: Bool, to out: inout RowBytes) {
        guard !isGroup else { return out.append(literal: "null") }
        out.append(UInt8(ascii: "["))
        for (index, slot) in (meal?.slots ?? []).enumerated() {
            out.append(literal: index == 0 ? "{\"name\":" : ",{\"name\":")
            out.appendJSON(slot.name)
            out.append(literal: ",\"pick\":")
            out.append(slot.pick)
            out.append(literal: ",\"dishes\":[")
            for (index, dish) in slot.dishes.enumerated() {
                out.append(literal: index == 0 ? "{\"id\":" : ",{\"id\":")
                out.append(dish.id)
                out.append(literal: ",\"path\":")
                out.appendJSON(dish.path)
                out.append(literal: ",\"size\":")
                out.appendJSON(orNull: dish.size)
                out.append(literal: ",\"surcharge\":")
                out.appendJSON(price: dish.surcharge)
                out.append(UInt8(ascii: "}"))
            }
            out.append(literal: "]}")
        }
        out.append(UInt8(ascii: "]"))
    }

    /// `show SET`'s lines: a line a slot (`热菜: pick 1 of 主菜/宫保鸡丁 38.00 ·
    /// 主菜/鱼香肉丝 38.00 +5.00`), then what its dishes cost à la carte, from
    /// the cheapest picks to the dearest, and what the set saves a guest at
    /// the least, or how much more it costs than the dearest picks.
    package static func slotLines(_ meal: SetMeal, price: Amount?) -> [(String, String)] {
        guard !meal.slots.isEmpty else { return [("slots", "none yet (add them with 'menuctl slot add')")] }
        var lines = meal.slots.map { slot in
            ("slot " + Terminal.escaped(slot.name), "pick \(slot.pick) of "
                + (slot.dishes.isEmpty ? "no dish (it cannot be filled)" : slot.dishes.map(slotDishText).joined(separator: " · ")))
        }
        if let (cheapest, dearest) = meal.aLaCarteRange {
            let range = cheapest == dearest ? cheapest.description : cheapest.description + "–" + dearest.description
            lines.append(("à la carte", range + aLaCarteNote(meal, cheapest: cheapest, dearest: dearest, price: price)))
        }
        return lines
    }

    /// ` (the set saves 18.00)`, `… saves 18.00–23.00`, `… saves up to 5.00`,
    /// or ` (the set costs 4.00 more than the dearest picks)`: what the set's
    /// price means to a guest against the picks' own prices.
    private static func aLaCarteNote(_ meal: SetMeal, cheapest: Amount, dearest: Amount, price: Amount?) -> String {
        guard let price else { return "" }
        if let over = meal.overcharge(at: price)?.over { return " (the set costs \(over) more than the dearest picks)" }
        guard let most = try? Amount(fen: dearest.fen - price.fen), most.fen > 0 else { return "" }
        guard let least = meal.saving(at: price) else { return " (the set saves up to \(most))" }
        return least == most ? " (the set saves \(least))" : " (the set saves \(least)–\(most))"
    }

    /// `主菜/水煮鱼@小份 58.00 +5.00`; a dish no longer in the menu by its id.
    private static func slotDishText(_ dish: SlotDish) -> String {
        var text = dish.path.isEmpty ? "#\(dish.id) (not in the menu)" : Terminal.escaped(dish.path)
        if let size = dish.size { text += "@" + Terminal.escaped(size) }
        if let price = dish.price { text += " " + price.description }
        if let surcharge = dish.surcharge { text += " +" + surcharge.description }
        return text
    }
}
