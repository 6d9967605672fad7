import MenuModel

/// Groups as Square's categories (the shared page: "group → CATEGORY
/// (`parent_category` for nesting); group with hours → MENU_CATEGORY with
/// `availability_period_ids`").
extension SquareCatalog {
    func category(_ group: any MenuComponent, parent: Int64?, ordinal: Int, into made: inout Objects) -> SquareObjectText {
        var data = SquareObjectText()
        data.add("name", string: group.name)
        data.add("category_type", string: group.hours.isEmpty ? "REGULAR_CATEGORY" : "MENU_CATEGORY")
        if let parent {
            data.add("parent_category", object: reference(SquareID.category(parent), ordinal: ordinal))
        }
        if !group.hours.isEmpty {
            let periods = Self.periods(group.hours)
            var ids: [String] = []
            for (index, period) in periods.enumerated() {
                let id = SquareID.hours(group.id, index)
                ids.append(written(id))
                made.periods.append(object("AVAILABILITY_PERIOD", id: id, data: period))
            }
            data.add("availability_period_ids", strings: ids)
        }
        made.leftOut.countDetails(of: group)
        return object("CATEGORY", id: SquareID.category(group.id), data: data)
    }

    /// `{"id":…,"ordinal":…}`: a category as an item or a child category names it.
    func reference(_ id: String, ordinal: Int) -> SquareObjectText {
        var reference = SquareObjectText()
        reference.add("id", string: written(id))
        reference.add("ordinal", int: Int64(ordinal))
        return reference
    }

    /// One CatalogAvailabilityPeriod a day of each window: Square's period
    /// has one `day_of_week` and times `HH:MM:SS`. A window past midnight
    /// (fri 22:00-02:00) is two, the second on the next day from 00:00:00;
    /// midnight as an end is 23:59:59, as `HH` stops at 23.
    static func periods(_ hours: ServingHours) -> [SquareObjectText] {
        var periods: [SquareObjectText] = []
        for window in hours.windows {
            for day in Weekday.allCases where window.days.contains(day) {
                if window.runsPastMidnight {
                    periods.append(period(day, from: window.opens, to: 1440))
                    if window.closes > 0 {
                        periods.append(period(Weekday(rawValue: (day.rawValue + 1) % 7)!, from: 0, to: window.closes))
                    }
                } else {
                    periods.append(period(day, from: window.opens, to: window.closes))
                }
            }
        }
        return periods
    }

    private static func period(_ day: Weekday, from opens: Int, to closes: Int) -> SquareObjectText {
        var period = SquareObjectText()
        period.add("day_of_week", string: day.name.uppercased())
        period.add("start_local_time", string: ServingWindow.clock(opens) + ":00")
        period.add("end_local_time", string: closes >= 1440 ? "23:59:59" : ServingWindow.clock(closes) + ":00")
        return period
    }
}
