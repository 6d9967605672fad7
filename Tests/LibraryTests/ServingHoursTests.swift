import Testing
@testable import MenuData
@testable import MenuFormats
@testable import MenuModel
@testable import SQLite

/// The rule of SPEC 10 with fixed moments, never the real clock.
@Suite struct ServingHoursTests {
    func window(_ text: String, _ days: String = "mon-sun") throws -> ServingWindow {
        try ServingWindow(parsing: text, days: try Weekdays(parsing: days))
    }

    @Test func aWindowContainsFromItsStartUpToItsEnd() throws {
        let breakfast = try window("06:00-10:30")
        #expect(!breakfast.contains(Moment(.tue, 5 * 60 + 59)))
        #expect(breakfast.contains(Moment(.tue, 6 * 60)))
        #expect(breakfast.contains(Moment(.tue, 10 * 60 + 29)))
        #expect(!breakfast.contains(Moment(.tue, 10 * 60 + 30)))
    }

    /// Friday's 22:00-02:00 covers Saturday 01:30, and belongs to Friday.
    @Test func aWindowPastMidnightBelongsToTheDayItStarts() throws {
        let lateNight = try window("22:00-02:00", "fri,sat")
        #expect(!lateNight.contains(Moment(.fri, 1 * 60 + 30)), "Thursday had no late night")
        #expect(!lateNight.contains(Moment(.fri, 21 * 60 + 59)))
        #expect(lateNight.contains(Moment(.fri, 22 * 60)))
        #expect(lateNight.contains(Moment(.fri, 23 * 60 + 59)))
        #expect(lateNight.contains(Moment(.sat, 1 * 60 + 30)), "Friday's window")
        #expect(!lateNight.contains(Moment(.sat, 2 * 60)))
        #expect(lateNight.contains(Moment(.sun, 1 * 60 + 30)), "Saturday's window")
        #expect(!lateNight.contains(Moment(.sun, 22 * 60)))
        #expect(!lateNight.contains(Moment(.mon, 1 * 60 + 30)), "Sunday had no late night")
    }

    @Test func theWholeDayAndUntilMidnight() throws {
        let allDay = try window("00:00-24:00", "wed")
        #expect(allDay.contains(Moment(.wed, 0)) && allDay.contains(Moment(.wed, 1439)))
        #expect(!allDay.contains(Moment(.thu, 0)) && !allDay.contains(Moment(.tue, 1439)))
        let untilMidnight = try window("23:00-00:00", "wed")
        #expect(untilMidnight.contains(Moment(.wed, 1439)) && !untilMidnight.contains(Moment(.thu, 0)))
    }

    @Test(arguments: [
        ("fri-mon", [Weekday.fri, .sat, .sun, .mon], "fri-mon"),
        ("mon-fri", [.mon, .tue, .wed, .thu, .fri], "mon-fri"),
        ("sat,sun", [.sat, .sun], "sat,sun"),
        ("mon,wed-fri", [.mon, .wed, .thu, .fri], "mon,wed-fri"),
        ("sun-sat", Weekday.allCases, "mon-sun"),
        ("sun,mon", [.sun, .mon], "sun,mon"),
        ("wed,sun,mon,sat", [.wed, .sat, .sun, .mon], "wed,sat-mon"),
        ("tue", [.tue], "tue"),
    ])
    func dayListsAndRangesThatWrap(written: String, days: [Weekday], canonical: String) throws {
        let parsed = try Weekdays(parsing: written)
        #expect(parsed == Weekdays(days))
        #expect(parsed.description == canonical)
        #expect(try Weekdays(parsing: canonical) == parsed, "the way it is written reads back")
    }

    @Test func aWrappingDayRangeOpensAcrossTheWeekEnd() throws {
        let weekend = try window("11:00-15:00", "fri-mon")
        #expect(weekend.contains(Moment(.sun, 12 * 60)) && weekend.contains(Moment(.mon, 12 * 60)))
        #expect(!weekend.contains(Moment(.tue, 12 * 60)) && !weekend.contains(Moment(.thu, 12 * 60)))
        // Monday's window past midnight reaches into Tuesday.
        let lateWeekend = try window("22:00-02:00", "fri-mon")
        #expect(lateWeekend.contains(Moment(.tue, 60)) && !lateWeekend.contains(Moment(.wed, 60)))
    }

    @Test func severalWindowsAnyOfWhichMayBeOpen() throws {
        let mains = ServingHours([try window("11:00-14:00"), try window("17:00-21:30")])
        #expect(mains.contain(Moment(.mon, 12 * 60)) && mains.contain(Moment(.mon, 18 * 60)))
        #expect(!mains.contain(Moment(.mon, 15 * 60)) && !mains.contain(Moment(.mon, 22 * 60)))
        #expect(ServingHours.always.contain(Moment(.mon, 15 * 60)))
    }

    @Test(arguments: ["25:00-26:00", "10:00-10:00", "6-10", "10:00-", "-10:00", "06:00", "6:0-10:00",
                      "006:00-10:00", "06:60-10:00", "24:00-02:00", "24:01-02:00", "06:00-10:00-12:00", "０６:00-10:00", ""])
    func malformedWindowsAreRefused(text: String) {
        #expect(throws: MenuError.self) { try ServingWindow(parsing: text) }
    }

    @Test(arguments: ["funday", "mon-", "mon,,tue", "", "mon - fri", "monday", "Monday"])
    func malformedDaysAreRefused(text: String) {
        #expect(throws: MenuError.self) { try Weekdays(parsing: text) }
    }

    /// Managers write `6:30` and `Sat` (SPEC 10).
    @Test func oneDigitHoursAndDaysInAnyCase() throws {
        #expect(try ServingWindow(parsing: "6:30-9:00") == window("06:30-09:00"))
        #expect(try Weekdays(parsing: "Sat,SUN") == Weekdays([.sat, .sun]))
        #expect(try Weekdays(parsing: "MON-fri") == Weekdays(parsing: "mon-fri"))
    }

    /// A window may carry its own days; the others take `--days`'.
    @Test func aWrittenWindowCarriesItsOwnDays() throws {
        let own = try WrittenWindow(parsing: "fri,Sat 17:00-3:00")
        #expect(own.on(.everyDay) == (try window("17:00-03:00", "fri,sat")))
        let plain = try WrittenWindow(parsing: "17:00-22:00")
        let monday = try window("17:00-22:00", "mon")
        #expect(plain.days == nil && plain.on(Weekdays([.mon])) == monday)
        for bad in ["funday 17:00-22:00", "mon 17:00", "mon-fri", "mon 10:00-10:00", " 17:00-22:00"] {
            #expect(throws: MenuError.self, "\(bad)") { try WrittenWindow(parsing: bad) }
        }
    }

    /// Windows open at one moment overlap; touching ones do not.
    @Test func overlappingWindowsAreFound() throws {
        func overlap(_ windows: ServingWindow...) -> String? {
            ServingHours(windows).overlap.map { "\($0.first) & \($0.second) on \($0.day.name)" }
        }
        #expect(try overlap(window("11:00-14:00"), window("14:00-17:00")) == nil)
        #expect(try overlap(window("11:00-14:00", "mon-fri"), window("12:00-15:00", "sat,sun")) == nil)
        #expect(try overlap(window("11:00-14:00", "mon-fri"), window("13:00-15:00", "fri-sun"))
                == "mon-fri 11:00-14:00 & fri-sun 13:00-15:00 on fri")
        // Friday's small hours are Saturday's.
        #expect(try overlap(window("22:00-02:00", "fri"), window("01:00-03:00", "sat"))
                == "fri 22:00-02:00 & sat 01:00-03:00 on sat")
        #expect(try overlap(window("22:00-02:00", "fri"), window("02:00-03:00", "sat")) == nil)
        // Sunday night runs into Monday morning.
        #expect(try overlap(window("22:00-02:00", "sun"), window("00:00-24:00", "mon"))
                == "sun 22:00-02:00 & mon 00:00-24:00 on mon")
        #expect(try overlap(window("17:00-22:00", "mon-thu"),
                            window("17:00-03:00", "fri,sat")) == nil)
    }

    @Test func whenIsTodayOrADay() throws {
        #expect(try ServiceTime(parsing: "07:00").moment(today: .thu) == Moment(.thu, 7 * 60))
        #expect(try ServiceTime(parsing: "sat 23:30").moment(today: .thu) == Moment(.sat, 23 * 60 + 30))
        #expect(try ServiceTime(parsing: "Sat 7:00").moment(today: .thu) == Moment(.sat, 7 * 60))
        for bad in ["24:00", "sat", "sat 7:0", "funday 07:00", "sat 07:00 extra"] {
            #expect(throws: MenuError.self, "\(bad)") { try ServiceTime(parsing: bad) }
        }
    }
}

/// The composite answers "what can a guest order now" (SPEC 10).
@Suite struct OnOfferTests {
    /// 主菜 (lunch and dinner) with 盐水鸭 sold out; 夜宵 fri,sat 22:00-02:00
    /// holding 烤串 and 宵夜小炒 (itself only until 01:00); 早餐 06:00-10:30.
    func menu() throws -> MenuGroup {
        let root = MenuGroup(id: 1, name: "")
        let mains = MenuGroup(id: 2, name: "主菜", hours: ServingHours([
            try ServingWindow(parsing: "11:00-14:00"), try ServingWindow(parsing: "17:00-21:30")]))
        mains.add(MenuItem(id: 3, name: "宫保鸡丁"))
        mains.add(MenuItem(id: 4, name: "盐水鸭", isSoldOut: true))
        let lateNight = MenuGroup(id: 5, name: "夜宵", isExpanded: false,
                                  hours: ServingHours([try ServingWindow(parsing: "22:00-02:00", days: try Weekdays(parsing: "fri,sat"))]))
        lateNight.add(MenuItem(id: 6, name: "烤串"))
        lateNight.add(MenuItem(id: 7, name: "宵夜小炒", hours: ServingHours([try ServingWindow(parsing: "20:00-01:00")])))
        let breakfast = MenuGroup(id: 8, name: "早餐", hours: ServingHours([try ServingWindow(parsing: "06:00-10:30")]))
        breakfast.add(MenuItem(id: 9, name: "担担面", isSoldOut: true))
        root.add(mains)
        root.add(lateNight)
        root.add(breakfast)
        root.add(MenuGroup(id: 10, name: "酒水"))
        return root
    }

    func offered(_ moment: Moment) throws -> [String] {
        try menu().offered(at: moment).visibleRows(all: true).map(\.path)
    }

    @Test func soldOutDishesAndClosedGroupsAreLeftOut() throws {
        #expect(try offered(Moment(.tue, 12 * 60)) == ["主菜", "主菜/宫保鸡丁"])
        #expect(try offered(Moment(.tue, 16 * 60)) == [], "an empty group and a closed one are left out")
    }

    @Test func aGroupWhoseDishesAreAllSoldOutIsLeftOut() throws {
        #expect(try offered(Moment(.wed, 7 * 60)) == [], "担担面 is sold out, so 早餐 has nothing on offer")
    }

    /// A dish's own hours and those of every group above it must all be open.
    @Test func nestedHoursMustAllBeOpen() throws {
        #expect(try offered(Moment(.fri, 21 * 60)) == ["主菜", "主菜/宫保鸡丁"], "宵夜小炒 is open, 夜宵 is not")
        #expect(try offered(Moment(.sat, 0 * 60 + 30)) == ["夜宵", "夜宵/烤串", "夜宵/宵夜小炒"])
        #expect(try offered(Moment(.sat, 1 * 60 + 30)) == ["夜宵", "夜宵/烤串"], "宵夜小炒 closed at 01:00")
        #expect(try offered(Moment(.mon, 1 * 60 + 30)) == [])
    }

    /// Collapsed groups stay collapsed; a collapsed group counts what is on offer inside it.
    @Test func rowsFollowWhatIsShown() throws {
        let rows = try menu().offered(at: Moment(.sat, 0 * 60 + 30)).visibleRows()
        #expect(rows.map(\.number) == [1])
        #expect(rows[0].node.children.count == 2 && !rows[0].node.isExpanded)
    }
}
