import MenuModel
extension MenuDocument {
    /// `[{"days": "mon-fri", "from": "06:00", "to": "10:30"}]` (SPEC 16);
    /// `days` may be left out for every day.
    package static func hours(_ value: JSONValue, place: @autoclosure () -> String) throws(MenuError) -> ServingHours {
        let place = place()
        guard case .array(let elements) = value else {
            throw MenuError(.malformedFile, "\(place): expected an array of windows, found \(value.kindDescription)")
        }
        var windows: [ServingWindow] = []
        for (index, element) in elements.enumerated() {
            let at = "\(place)[\(index)]"
            guard case .object(let members) = element else {
                throw MenuError(.malformedFile, "\(at): expected an object such as {\"days\": \"mon-fri\", \"from\": \"06:00\", \"to\": \"10:30\"}, found \(element.kindDescription)")
            }
            try checkKeys(members, allowed: ["days", "from", "to"], place: at)
            func text(_ key: String) throws(MenuError) -> String? {
                guard let value = members.first(where: { $0.key == key })?.value else { return nil }
                guard case .string(let text) = value else {
                    throw MenuError(.malformedFile, "\(at).\(key): expected a string, found \(value.kindDescription)")
                }
                return text
            }
            var days = Weekdays.everyDay
            if let written = try text("days") {
                do { days = try Weekdays(parsing: written) } catch { throw MenuError(.malformedFile, "\(at).days: \(error.message)") }
            }
            guard let from = try text("from") else { throw MenuError(.malformedFile, "\(at): missing \"from\"") }
            guard let to = try text("to") else { throw MenuError(.malformedFile, "\(at): missing \"to\"") }
            do {
                windows.append(try ServingWindow(parsing: from + "-" + to, days: days))
            } catch {
                throw MenuError(.malformedFile, "\(at): \(error.message)")
            }
        }
        let hours = ServingHours(windows)
        if let problem = hours.overlapProblem { throw MenuError(.malformedFile, "\(place): \(problem)") }
        return hours
    }
}
