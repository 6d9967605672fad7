import Testing
@testable import MenuFormats
@testable import MenuModel

/// A plain dish's row written from the cells that vary and the pieces
/// between them (PlainDishRow) against every cell called in turn: the
/// same TSV line and JSON object for each plain dish, whatever it varies
/// in; and a dish with anything a `.same` cell reads is not plain, so
/// a cell declared `.same` that reads something new fails here on the
/// dish that has it. A CSV line (MenuCSV.LineWriter) likewise.
@Suite struct PlainDishRowTests {
    private static func amount(_ fen: Int64) -> Amount { Amount(validFen: fen) }

    /// Dishes that differ in all a plain dish may differ in, and dishes
    /// with one feature each beyond it.
    static let dishes: [(String, NodeFeatures)] = {
        var dishes: [(String, NodeFeatures)] = [
            ("菜1", NodeFeatures()),
            ("宫保鸡丁", NodeFeatures(pricing: DishPricing(.fixed(amount(3800))), isSoldOut: true)),
            ("tab\tand\u{202E}hidden", NodeFeatures(pricing: DishPricing(.fixed(amount(5))))),
            ("花生", NodeFeatures(details: DishDetails(dietary: Dietary(allergens: [Allergen.peanuts, .milk])),
                                 station: KitchenStation(name: "炒锅", isOwn: true))),
            ("无过敏", NodeFeatures(details: DishDetails(dietary: Dietary(declaredFree: true)),
                                 station: KitchenStation(name: "面档", isOwn: false))),
            ("sizes", NodeFeatures(pricing: DishPricing(.sizes([DishSize(name: "小", price: amount(100)),
                                                                 DishSize(name: "大", price: amount(200))])))),
            ("market", NodeFeatures(pricing: DishPricing(.market))),
            ("today", NodeFeatures(pricing: DishPricing(.market, today: amount(20000)))),
            ("unit", NodeFeatures(pricing: DishPricing(.fixed(amount(100)), unit: "份"))),
            ("described", NodeFeatures(details: DishDetails(description: "热菜"))),
            ("spiced", NodeFeatures(details: DishDetails(spice: Spice(level: 2)))),
            ("tagged", NodeFeatures(details: DishDetails(tags: ["招牌"]))),
            ("translated", NodeFeatures(details: DishDetails(translations: [Translation(lang: "en", text: "Dish")]))),
            ("counted", NodeFeatures(stock: DishStock(count: DishCount(left: 3, daily: 20)))),
            ("listed", NodeFeatures(listing: ListedTerms(listName: "外卖", boxFee: amount(100), minOrder: 2))),
            ("set", NodeFeatures(setMeal: SetMeal())),
        ]
        var offSale = DishStock()
        offSale.isOffSale = true
        dishes.append(("off", NodeFeatures(stock: offSale)))
        if let window = ServingWindow(days: .everyDay, opens: 11 * 60, closes: 14 * 60) {
            dishes.append(("hours", NodeFeatures(hours: ServingHours([window]))))
        }
        var energy = DishDetails()
        energy.energy = DishEnergy(kcal: try? DishKcal(parsing: "520"))
        dishes.append(("kcal", NodeFeatures(details: energy)))
        if let portion = try? Portion(parsing: "350g") {
            var details = DishDetails()
            details.energy = DishEnergy(portion: portion)
            dishes.append(("portion", NodeFeatures(details: details)))
        }
        if let photo = PhotoReference(digest: String(repeating: "ab", count: 32), format: "jpeg", width: 4, height: 3, size: 10) {
            dishes.append(("photo", NodeFeatures(photo: photo)))
        }
        return dishes
    }()

    private static func rows() -> [FieldValues] {
        dishes.enumerated().flatMap { index, dish in
            let node = MenuItem(id: Int64(index * 997 + 1), name: dish.0, features: dish.1)
            return [FieldValues(VisibleRow(number: index + 1, depth: index % 4, path: "组/子组/" + dish.0, node: node)),
                    FieldValues(VisibleRow(number: 100_000 + index, depth: 0, path: dish.0, node: node), choices: [])]
        }
    }

    @Test func aPlainDishsRowIsTheRowEveryCellWrites() {
        var plainCount = 0
        for values in Self.rows() where values.isPlainDish {
            plainCount += 1
            var plain = RowBytes(), called = RowBytes()
            RowFormats.plainDishTSV.write(values, to: &plain)
            RowFormats.appendTSV(values, to: &called)
            #expect(plain.text == called.text, "TSV of \(values.name)")
            plain.removeAll()
            called.removeAll()
            RowFormats.plainDishJSON.write(values, to: &plain)
            RowFormats.appendJSONFields(values, to: &called)
            #expect(plain.text == called.text, "JSON of \(values.name)")
        }
        #expect(plainCount >= 8)
    }

    /// The same for a CSV line (MenuCSV+PlainDish.swift): every column,
    /// a language's two and the price list's, from the pieces and called.
    @Test func aPlainDishsCSVLineIsTheLineEveryColumnWrites() {
        for priced in [false, true] {
            let line = MenuCSV.LineWriter(MenuCSV.columns + MenuCSV.occasionalColumns, languages: ["en"], priced: priced,
                                          offers: ChoiceOffers())
            for values in Self.rows() where values.isPlainDish {
                var plain = RowBytes(), called = RowBytes()
                line.appendPlainDish(values, to: &plain)
                line.append(values, to: &called)
                #expect(plain.text == called.text, "CSV of \(values.name)")
            }
        }
    }

    /// Each dish with a feature beyond a plain one's is not plain: else
    /// its row would be written with the plain dish's pieces.
    @Test func aDishWithMoreIsNotPlain() {
        let plain: Set = ["菜1", "宫保鸡丁", "tab\tand\u{202E}hidden", "花生", "无过敏"]
        for values in Self.rows() {
            #expect(values.isPlainDish == plain.contains(values.name), "\(values.name)")
        }
    }

    /// Every `.same` cell writes on each plain dish what it writes on the
    /// dish the pieces come from.
    @Test func sameCellsWriteTheSameOnEveryPlainDish() {
        let template = PlainDishRow.templateDish
        for cell in NodeField.tsvColumns + NodeField.jsonCells where cell.onPlainDish == .same {
            var expected = RowBytes()
            cell.write(template, &expected)
            for values in Self.rows() where values.isPlainDish {
                var written = RowBytes()
                cell.write(values, &written)
                #expect(written.text == expected.text, "\(cell.name) of \(values.name)")
            }
        }
    }

    /// A dish with nothing a box holds but a station (`MenuItem.isBare`)
    /// has its row's values made without reading the rest through the
    /// composite: they are what the node says, for every dish here.
    @Test func aBareDishsValuesAreWhatItsNodeSays() {
        for (index, dish) in Self.dishes.enumerated() {
            let node = MenuItem(id: Int64(index + 1), name: dish.0, features: dish.1)
            let values = FieldValues(VisibleRow(number: 1, depth: 0, path: dish.0, node: node))
            #expect(values.details == node.details, "\(dish.0)")
            #expect(values.dietary == node.details.dietary, "\(dish.0)")
            #expect(values.hours == node.hours, "\(dish.0)")
            #expect(values.stock == node.stock, "\(dish.0)")
            #expect(values.listing == node.listing, "\(dish.0)")
            #expect(values.setMeal == node.setMeal, "\(dish.0)")
            #expect(values.photo == node.photo, "\(dish.0)")
            #expect(values.pricing == node.pricing, "\(dish.0)")
            #expect(values.isSoldOut == node.isSoldOut, "\(dish.0)")
            #expect(values.kindName == (node.setMeal == nil ? "item" : "set"), "\(dish.0)")
        }
        #expect(Self.dishes.filter { MenuItem(id: 1, name: $0.0, features: $0.1).isBare }.count >= 3)
    }
}
