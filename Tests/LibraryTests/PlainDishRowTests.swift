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

    /// Dishes as a price list's view makes them (`MenuItem.listed`): bare
    /// but for the list's terms, with a box fee and minimum or without.
    static func listedDishes() -> [MenuItem] {
        let terms = [ListedTerms(listName: "会员", boxFee: nil, minOrder: nil),
                     ListedTerms(listName: "外卖", boxFee: amount(100), minOrder: nil),
                     ListedTerms(listName: "外卖", boxFee: nil, minOrder: 2),
                     ListedTerms(listName: "外卖", boxFee: amount(250), minOrder: 3)]
        return terms.enumerated().flatMap { index, terms in
            let station = MenuItem(id: 1, name: "炒锅", features: NodeFeatures(
                details: DishDetails(dietary: Dietary(allergens: [.peanuts])), station: KitchenStation(name: "炒锅", isOwn: true)))
            return [MenuItem(id: 1, name: "会员菜", price: amount(3800)), station].map {
                MenuItem(id: $0.id, name: $0.name + "\(index)", features: $0.features)
                    .with(pricing: DishPricing(.fixed(amount(3400))), listing: terms)
            }
        }
    }

    private static func rows() -> [FieldValues] {
        let nodes = dishes.map { MenuItem(id: 1, name: $0.0, features: $0.1) } + listedDishes()
        return nodes.enumerated().flatMap { index, dish in
            let node = MenuItem(id: Int64(index * 997 + 1), name: dish.name, features: dish.features)
            let listed = dish.listedOnly == nil ? node : dish
            return [FieldValues(VisibleRow(number: index + 1, depth: index % 4, path: "组/子组/" + dish.name, node: listed)),
                    FieldValues(VisibleRow(number: 100_000 + index, depth: 0, path: dish.name, node: listed), choices: [])]
        }
    }

    @Test func aPlainDishsRowIsTheRowEveryCellWrites() {
        var plainCount = 0
        for values in Self.rows() where values.isPlainDish {
            plainCount += 1
            expectPiecesWriteTheCells(values, tsv: RowFormats.plainDishTSV, json: RowFormats.plainDishJSON)
        }
        #expect(plainCount >= 8)
    }

    /// The row written from pieces equals the row every cell writes, in TSV and JSON.
    private func expectPiecesWriteTheCells(_ values: FieldValues, tsv: PlainDishRow, json: PlainDishRow) {
        var pieces = RowBytes(), called = RowBytes()
        tsv.write(values, to: &pieces)
        RowFormats.appendTSV(values, to: &called)
        #expect(pieces.text == called.text, "TSV of \(values.name)")
        pieces.removeAll()
        called.removeAll()
        json.write(values, to: &pieces)
        RowFormats.appendJSONFields(values, to: &called)
        #expect(pieces.text == called.text, "JSON of \(values.name)")
    }

    /// A listed dish's row from its pieces (`RowFormats.listedDishTSV`) is
    /// the row every cell writes, and only a box fee or a minimum makes a
    /// listed dish not plain.
    @Test func aListedDishsRowIsTheRowEveryCellWrites() {
        var listedCount = 0
        for values in Self.rows() where values.isListedDish {
            listedCount += 1
            let terms = values.listing
            #expect(terms != nil && values.isPlainDish == (terms?.boxFee == nil && terms?.minOrder == nil), "\(values.name)")
            expectPiecesWriteTheCells(values, tsv: RowFormats.listedDishTSV, json: RowFormats.listedDishJSON)
        }
        #expect(listedCount == Self.listedDishes().count * 2)
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
        let plain: Set = ["菜1", "宫保鸡丁", "tab\tand\u{202E}hidden", "花生", "无过敏", "会员菜0", "炒锅0"]
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

    /// A dish with nothing a box holds but a station (`MenuItem.isBare`),
    /// or a price list's terms too (`MenuItem.listedOnly`), has its row's
    /// values made without reading the rest through the composite: they
    /// are what the node says, for every dish here.
    @Test func aBareDishsValuesAreWhatItsNodeSays() {
        let nodes = Self.dishes.enumerated().map { MenuItem(id: Int64($0 + 1), name: $1.0, features: $1.1) } + Self.listedDishes()
        for node in nodes {
            let values = FieldValues(VisibleRow(number: 1, depth: 0, path: node.name, node: node))
            #expect(values.details == node.details, "\(node.name)")
            #expect(values.dietary == node.details.dietary, "\(node.name)")
            #expect(values.hours == node.hours, "\(node.name)")
            #expect(values.stock == node.stock, "\(node.name)")
            #expect(values.listing == node.listing, "\(node.name)")
            #expect(values.setMeal == node.setMeal, "\(node.name)")
            #expect(values.photo == node.photo, "\(node.name)")
            #expect(values.pricing == node.pricing, "\(node.name)")
            #expect(values.isSoldOut == node.isSoldOut, "\(node.name)")
            #expect(values.kindName == (node.setMeal == nil ? "item" : "set"), "\(node.name)")
        }
        #expect(Self.dishes.filter { MenuItem(id: 1, name: $0.0, features: $0.1).isBare }.count >= 3)
    }
}
