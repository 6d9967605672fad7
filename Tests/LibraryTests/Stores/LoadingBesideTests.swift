import Testing
@testable import MenuData
@testable import MenuModel
@testable import SQLite

/// What `load()` meets beside the rows in id order (issue 35): allergens
/// and diets, set meals and the dishes their slots name. Each is checked
/// against what the stores say of one node at a time, on a menu another
/// program wrote: an orphan, a cycle, a dish in a dish, groups deeper than
/// the depth limit, hours above, allergens this build does not know.
@Suite struct LoadingBesideTests {
    /// 组1 #2 (hours) holding 深1 … 深40 (#6001 …, each in the one before),
    /// dishes at several depths, a top-level dish, an orphan, a cycle, and
    /// the set 套餐Z #5001 whose slots name all of them.
    private func hostileMenu() throws -> InMemoryMenu {
        let menu = try InMemoryMenu()
        try menu.write { tx in _ = try tx.add(dishes: [("组1/菜9", 1009), ("组2/菜8", 808)]) }
        try menu.database.execute("PRAGMA foreign_keys = OFF")
        try menu.database.execute("""
            BEGIN;
            INSERT INTO menu_node (id, parent_id, kind, name, position, expanded, price_fen) VALUES
              (5000, 1, 'item', '顶菜', 100, 0, 1200), (5001, 1, 'item', '套餐Z', 101, 0, 4800),
              (5002, 99999, 'item', '孤儿', 0, 0, 800), (5005, 5003, 'item', '环菜', 1, 0, 900);
            INSERT INTO menu_node (id, parent_id, kind, name, position, expanded) VALUES
              (5003, 5004, 'group', '环A', 0, 1), (5004, 5003, 'group', '环B', 0, 1);
            WITH RECURSIVE d(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM d WHERE i < 40)
            INSERT INTO menu_node (id, parent_id, kind, name, position, expanded)
            SELECT 6000 + i, CASE WHEN i = 1 THEN 2 ELSE 5999 + i END, 'group', '深' || i, 50, 1 FROM d;
            INSERT INTO menu_node (id, parent_id, kind, name, position, expanded, price_fen) VALUES
              (7000, 6040, 'item', '底菜', 0, 0, 600), (7001, 6030, 'item', '三十层菜', 0, 0, 610),
              (7002, 6031, 'item', '三十一层菜', 0, 0, 620), (7003, 6032, 'item', '三十二层菜', 0, 0, 630),
              (7004, 6029, 'item', '二十九层菜', 0, 0, 640), (7005, 6010, 'item', '十层菜', 0, 0, 650);
            INSERT INTO set_meal (node_id) VALUES (5001);
            INSERT INTO set_slot (id, set_id, position, name, pick) VALUES (900, 5001, 0, '槽', 1), (901, 5001, 1, '槽二', 2);
            INSERT INTO set_slot_dish (slot_id, position, dish_id) VALUES
              (900, 0, 5000), (900, 1, 5002), (900, 2, 5005), (900, 3, 7000), (900, 4, 7005),
              (901, 0, 7001), (901, 1, 7002), (901, 2, 7003), (901, 3, 3), (901, 4, 7004);
            INSERT INTO serving_window (node_id, position, days, opens, closes) VALUES
              (2, 0, 127, 660, 840), (6010, 0, 48, 1320, 120);
            INSERT INTO dish_allergen (node_id, allergen) VALUES
              (7001, 'peanuts'), (7001, 'milk'), (3, 'peanuts'), (5000, 'sesame'), (7004, 'weird'), (5001, 'fish');
            INSERT INTO dish_diet (node_id, diet) VALUES (7004, 'vegan'), (5000, 'halal'), (7001, 'zzz'), (7005, 'vegetarian');
            INSERT INTO node_detail (node_id, description, spice) VALUES (5000, '顶', 2), (7005, NULL, 1);
            COMMIT;
            """)
        return menu
    }

    /// Every node of the tree with its path, walked from the top.
    private func placed(_ root: MenuGroup) -> [Int64: (node: any MenuComponent, path: String, above: [ServingHours])] {
        var found: [Int64: (node: any MenuComponent, path: String, above: [ServingHours])] = [:]
        var pending: [(node: any MenuComponent, path: String, above: [ServingHours])] = [(root, "", [])]
        while let (node, path, above) = pending.popLast() {
            for child in node.children {
                let childPath = path.isEmpty ? child.name : path + "/" + child.name
                found[child.id] = (child, childPath, above)
                if child.isGroup { pending.append((child, childPath, child.hours.isEmpty ? above : above + [child.hours])) }
            }
        }
        return found
    }

    @Test func aSlotsDishesArePlacedAsTheTreeHoldsThem() throws {
        try hostileMenu().write { tx in
            let root = try tx.tree.load()
            let nodes = placed(root)
            let meal = try #require((nodes[5001]?.node as? MenuItem)?.setMeal)
            let dishes = meal.slots.flatMap(\.dishes)
            #expect(dishes.map(\.id) == [5000, 5002, 5005, 7000, 7005, 7001, 7002, 7003, 3, 7004])
            for dish in dishes {
                if let (node, path, above) = nodes[dish.id] {
                    #expect(dish.path == path && dish.name == node.name && dish.price == node.pricing.price.fixedAmount, "#\(dish.id)")
                    #expect(dish.state == DishState(isSoldOut: node.isSoldOut, stock: node.stock, hours: node.hours, hoursAbove: above))
                    #expect(dish.dietary == node.details.dietary)
                } else {
                    #expect(dish.path.isEmpty && dish.state == nil, "#\(dish.id) is not in the tree")
                }
            }
            // The boundary: 深30 is 31 levels down and holds what it holds; 深31 does not.
            #expect(Set(dishes.filter { !$0.path.isEmpty }.map(\.id)) == [5000, 7005, 7001, 3, 7004])
            #expect(dishes.first { $0.id == 7005 }?.state?.hoursAbove.count == 2)
        }
    }

    @Test func allergensAndDietsGoWithTheirNodesAsTheStoreReadsThem() throws {
        try hostileMenu().write { tx in
            let root = try tx.tree.load()
            let stored = try tx.details.allDetails()
            let nodes = placed(root)
            #expect(nodes.count == 40, "组1, 组2, their dishes, 顶菜, 套餐Z, 深1 to 深31 and three dishes among them")
            for (id, (node, _, _)) in nodes {
                #expect(node.details == stored[id] ?? .none, "#\(id)")
            }
            #expect(nodes[7001]?.node.details.dietary == Dietary(allergens: [.peanuts, .milk]))
            #expect(nodes[5000]?.node.details == DishDetails(description: "顶", spice: Spice(level: 2),
                                                              dietary: Dietary(allergens: [.sesame], diets: [.halal])))
            #expect(nodes[7004]?.node.details.dietary == Dietary(diets: [.vegan]), "an unknown key is left out")
            #expect(nodes[5001]?.node.details.dietary == Dietary(allergens: [.fish]), "a set meal's own")
        }
    }

    /// A dish keeps its allergens inline, its other details in its box: a
    /// copy made on offer, priced by a list or given slots has them all.
    @Test func aDishsAllergensOutliveItsCopies() {
        let details = DishDetails(description: "麻辣", tags: ["招牌"], dietary: Dietary(allergens: [.peanuts], diets: [.vegan]))
        let dish = MenuItem(id: 9, name: "宫保鸡丁", price: try? Amount(fen: 3800), details: details)
        #expect(dish.details == details)
        dish.setMeal = SetMeal(slots: [])
        #expect(dish.details == details)
        let onlyAllergens = MenuItem(id: 10, name: "花生米", price: nil, details: DishDetails(dietary: Dietary(allergens: [.peanuts])))
        #expect(onlyAllergens.details == DishDetails(dietary: Dietary(allergens: [.peanuts])))
        #expect(MenuItem(id: 11, name: "米饭", price: nil).details == .none)
        // Priced by a list, dishes alike share one box of the list's terms.
        var shared = SharedTerms()
        let terms = ListedTerms(listName: "会员", boxFee: nil, minOrder: nil)
        let listed = onlyAllergens.listed(DishPricing(.fixed(try! Amount(fen: 500))), terms: terms, sharing: &shared)
        let plain = MenuItem(id: 11, name: "米饭", price: nil).listed(.plain, terms: terms, sharing: &shared)
        #expect(listed.details == onlyAllergens.details && listed.listing == terms)
        #expect(plain.details == .none && plain.listing == terms)
    }
}
