import MenuModel

/// Choice lists and set meals' slots as Square's modifier lists (the shared
/// page: "choice list, options, pick rule → MODIFIER_LIST, MODIFIERs,
/// min/max"; "Square has no set-meal object: a set meal is an item whose
/// slots are modifier lists (pick N → min = max = N)").
extension SquareCatalog {
    /// A choice list, made once whoever offers it; items name it in their
    /// `modifier_list_info`. A sold-out option (估清) is sold out at each
    /// location given (`location_overrides[].sold_out`).
    func modifierList(_ list: ChoiceList, id: Int64, leftOut: inout SquareLeftOut) -> SquareObjectText {
        let options = list.options.enumerated().map { index, option in
            let soldOut = presence.overrides(soldOut: option.isSoldOut)
            if option.isSoldOut && soldOut == nil { leftOut.count(.soldOutOption) }
            return modifier(SquareID.modifier(id, index), name: option.name, price: option.surcharge, ordinal: index,
                            overrides: soldOut)
        }
        return self.list(SquareID.modifierList(id), name: list.name, pick: (list.pick.minimum, list.pick.maximum),
                         modifiers: options)
    }

    /// A set meal's slots, each a list of its own whose modifiers are its
    /// dishes (`宫保鸡丁`, `水煮鱼 小份`) at their upgrade surcharge: put
    /// with the modifier lists, and their ids in the slots' order.
    func slotLists(of dish: any MenuComponent, into made: inout Objects) -> [String] {
        guard let slots = dish.setMeal?.slots else { return [] }
        return slots.enumerated().map { slotIndex, slot in
            let id = SquareID.slotList(dish.id, slotIndex)
            let dishes = slot.dishes.enumerated().map { index, member in
                modifier(SquareID.slotDish(dish.id, slotIndex, index), name: member.name.isEmpty ? member.path : member.shownName,
                         price: member.surcharge, ordinal: index, overrides: nil)
            }
            made.modifierLists.append(list(id, name: slot.name, pick: (slot.pick, slot.pick), modifiers: dishes))
            return id
        }
    }

    private func modifier(_ id: String, name: String, price: Amount?, ordinal: Int,
                          overrides: [SquareObjectText]?) -> SquareObjectText {
        var data = SquareObjectText()
        data.add("name", string: name)
        // Free is said, amount 0, so that every option carries its money.
        data.add("price_money", object: .money(price))
        data.add("ordinal", int: Int64(ordinal))
        if let overrides { data.add("location_overrides", objects: overrides) }
        return object("MODIFIER", id: id, data: data)
    }

    private func list(_ id: String, name: String, pick: (minimum: Int, maximum: Int), modifiers: [SquareObjectText]) -> SquareObjectText {
        var data = SquareObjectText()
        data.add("name", string: name)
        data.add("modifier_type", string: "LIST")
        data.add("min_selected_modifiers", int: Int64(pick.minimum))
        data.add("max_selected_modifiers", int: Int64(pick.maximum))
        data.add("modifiers", objects: modifiers)
        return object("MODIFIER_LIST", id: id, data: data)
    }
}
