import Testing
@testable import MenuData
@testable import MenuModel

/// One way to reach the dishes of some targets: a group means every dish
/// inside it, in menu order; a dish named twice, or also inside a group
/// named, comes once, under the first target that reaches it.
@Suite struct TargetDishesTests {
    @Test func eachDishComesOnceUnderTheFirstTargetThatReachesIt() throws {
        try withMenu { tx in
            try tx.add(dishes: [("主菜/宫保鸡丁", 3800), ("主菜/川味/回锅肉", 4200), ("酒水/茅台", 149_900)],
                       groups: ["空"])
            var reached: [(path: String, group: Bool, holds: Bool, dishes: [String])] = []
            try tx.tree.forEachTarget([try named("回锅肉"), try named("主菜"), try named("空"), try named("主菜/宫保鸡丁")]) {
                reached.append(($0.path.description, $0.isGroup, $0.holdsDishes, $0.dishes.map(\.path)))
            }
            #expect(reached.map(\.path) == ["主菜/川味/回锅肉", "主菜", "空", "主菜/宫保鸡丁"])
            #expect(reached.map(\.dishes) == [["主菜/川味/回锅肉"], ["主菜/宫保鸡丁"], [], []])
            #expect(reached.map(\.group) == [false, true, true, false])
            #expect(reached.map(\.holds) == [true, true, false, true])
        }
    }
}
