import Testing
@testable import MenuData
@testable import MenuModel
@testable import SQLite

/// ServiceStore on an in-memory menu: sold out (估清) and serving hours
/// (SPEC 10), and what `menu_node.sold_out` and `serving_window` hold.
@Suite struct ServiceStoreTests {
    private func soldOut(_ tx: MenuTransaction) throws -> [String] {
        try tx.lines("SELECT name FROM menu_node WHERE sold_out = 1 ORDER BY id")
    }

    @Test func soldOutOnAGroupMeansEveryDishInsideItAtAnyDepth() throws {
        try withMenu { tx in
            try tx.add(dishes: [("主菜/宫保鸡丁", nil), ("主菜/川味/回锅肉", nil), ("主菜/川味/小炒/小炒肉", nil),
                                ("早餐/担担面", nil)])
            let changes = try tx.service.setSoldOut(true, [named("主菜")])
            #expect(changes.count == 1 && changes[0].isGroup && changes[0].path.description == "主菜")
            #expect(changes[0].changed == ["主菜/宫保鸡丁", "主菜/川味/回锅肉", "主菜/川味/小炒/小炒肉"])
            #expect(changes[0].unchanged.isEmpty)
            #expect(try soldOut(tx) == ["宫保鸡丁", "回锅肉", "小炒肉"], "groups have no sold-out state of their own")
        }
    }

    @Test func aDishAlreadySoldOutIsLeftAloneAndADishNamedTwiceChangesOnce() throws {
        try withMenu { tx in
            try tx.add(dishes: [("主菜/宫保鸡丁", nil), ("主菜/回锅肉", nil)])
            _ = try tx.service.setSoldOut(true, [named("回锅肉")])
            let changes = try tx.service.setSoldOut(true, [named("宫保鸡丁"), named("主菜"), named("#3")])
            #expect(changes.map(\.changed) == [["主菜/宫保鸡丁"], [], []])
            #expect(changes.map(\.unchanged) == [[], ["主菜/回锅肉"], []])
            #expect(try soldOut(tx) == ["宫保鸡丁", "回锅肉"])
        }
    }

    @Test func restockPutsDishesBackOnSaleAndRestockAllReachesEveryOne() throws {
        try withMenu { tx in
            try tx.add(dishes: [("主菜/宫保鸡丁", nil), ("主菜/回锅肉", nil), ("早餐/担担面", nil), ("米饭", nil)])
            _ = try tx.service.setSoldOut(true, [named("主菜"), named("担担面"), named("米饭")])
            let one = try tx.service.setSoldOut(false, [named("回锅肉")])
            #expect(one[0].changed == ["主菜/回锅肉"] && !one[0].isGroup)
            #expect(try soldOut(tx) == ["宫保鸡丁", "担担面", "米饭"])
            let all = try tx.service.restockAll()
            #expect(all.path.isEmpty && all.isGroup)
            #expect(all.changed == ["主菜/宫保鸡丁", "早餐/担担面", "米饭"])
            #expect(all.unchanged == ["主菜/回锅肉"])
            #expect(try soldOut(tx).isEmpty)
        }
    }

    /// `22:00-02:00` is stored as minutes since midnight, the days as seven
    /// bits (Monday the lowest), in the order given.
    @Test func hoursAreStoredAsDaysAndMinutesInTheirOrder() throws {
        try withMenu { tx in
            try tx.add(dishes: [("夜宵/烤串", nil)])
            let hours = ServingHours([try ServingWindow(parsing: "17:00-21:30", days: Weekdays(parsing: "mon-thu")),
                                      try ServingWindow(parsing: "22:00-02:00", days: Weekdays(parsing: "fri,sat"))])
            let change = try tx.service.setHours(named("夜宵"), to: hours)
            #expect(change.changed && change.before == .always && change.after == hours && change.path.description == "夜宵")
            // mon-thu is 0b0001111, fri,sat 0b0110000; 17:00 is minute 1020, 21:30 1290, 22:00 1320, 02:00 120.
            #expect(try tx.lines("SELECT node_id, position, days, opens, closes FROM serving_window ORDER BY position")
                    == ["2 0 15 1020 1290", "2 1 48 1320 120"])
            #expect(try tx.service.servingHours(of: 2) == hours)
        }
    }

    /// Friday's 22:00-02:00 covers Saturday 01:30, not Friday 01:30, as the
    /// menu loaded from the table answers.
    @Test func hoursPastMidnightBelongToTheDayTheyStart() throws {
        try withMenu { tx in
            try tx.add(dishes: [("夜宵/烤串", nil)])
            _ = try tx.service.setHours(named("夜宵"), to: ServingHours([
                try ServingWindow(parsing: "22:00-02:00", days: Weekdays(parsing: "fri"))]))
            let lateNight = try #require(try tx.tree.load().children.first)
            #expect(lateNight.hours.contain(Moment(.sat, 90)))
            #expect(!lateNight.hours.contain(Moment(.fri, 90)))
            #expect(lateNight.hours.contain(Moment(.fri, 23 * 60)))
            #expect(!lateNight.hours.contain(Moment(.sat, 2 * 60)), "the end is not inside")
            let offered = try tx.tree.load().offered(at: Moment(.sat, 90)).visibleRows(all: true).map(\.path)
            #expect(offered == ["夜宵", "夜宵/烤串"])
            #expect(try tx.tree.load().offered(at: Moment(.sat, 23 * 60)).visibleRows(all: true).isEmpty)
        }
    }

    @Test func settingHoursReplacesThemAndAlwaysClearsThem() throws {
        try withMenu { tx in
            try tx.add(dishes: [("早餐/担担面", nil)])
            let breakfast = ServingHours([try ServingWindow(parsing: "06:00-10:30")])
            _ = try tx.service.setHours(named("担担面"), to: ServingHours([try ServingWindow(parsing: "00:00-24:00")]))
            #expect(try tx.rows("SELECT days, opens, closes FROM serving_window") == [[.integer(127), .integer(0), .integer(1440)]])
            let replaced = try tx.service.setHours(named("担担面"), to: breakfast)
            #expect(replaced.changed && replaced.before.windows.map(\.times) == ["00:00-24:00"])
            #expect(try tx.rows("SELECT node_id, opens, closes FROM serving_window") == [[.integer(3), .integer(360), .integer(630)]])
            #expect(try !tx.service.setHours(named("担担面"), to: breakfast).changed)
            #expect(try tx.service.setHours(named("担担面"), to: .always).changed)
            #expect(try tx.rows("SELECT count(*) FROM serving_window") == [[.integer(0)]])
        }
    }

    @Test func aSoldOutDishOrAClosedGroupIsNotOnOffer() throws {
        try withMenu { tx in
            try tx.add(dishes: [("主菜/宫保鸡丁", nil), ("主菜/盐水鸭", nil), ("早餐/担担面", nil)])
            _ = try tx.service.setSoldOut(true, [named("盐水鸭")])
            _ = try tx.service.setHours(named("早餐"), to: ServingHours([try ServingWindow(parsing: "06:00-10:30")]))
            let atNoon = try tx.tree.load().offered(at: Moment(.tue, 12 * 60)).visibleRows(all: true).map(\.path)
            #expect(atNoon == ["主菜", "主菜/宫保鸡丁"])
            let atSeven = try tx.tree.load().offered(at: Moment(.tue, 7 * 60)).visibleRows(all: true).map(\.path)
            #expect(atSeven == ["主菜", "主菜/宫保鸡丁", "早餐", "早餐/担担面"])
        }
    }

    @Test func removingANodeRemovesItsWindows() throws {
        try withMenu { tx in
            try tx.add(dishes: [("早餐/担担面", nil)])
            _ = try tx.service.setHours(named("担担面"), to: ServingHours([try ServingWindow(parsing: "06:00-10:30")]))
            _ = try tx.service.setHours(named("早餐"), to: ServingHours([try ServingWindow(parsing: "06:00-11:00")]))
            _ = try tx.editing.remove([named("早餐")], recursive: true)
            #expect(try tx.rows("SELECT count(*) FROM serving_window") == [[.integer(0)]])
        }
    }
}
