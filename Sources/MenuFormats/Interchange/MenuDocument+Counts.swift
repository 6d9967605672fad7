import MenuModel
/// Counted dishes and timed 估清 in the export document (SPEC 20), on the
/// dishes that have them: `"left": 3, "daily": 20` and `"sold_out_until":
/// 1764608400` (a Unix time: the moment itself, whatever the time zone of
/// whoever imports it). A dish without them is not counted, and its 估清,
/// if any, has no end.
extension MenuDocument {
    package static let countKeys: Set<String> = ["left", "daily", "sold_out_until", "off_sale"]

    /// The keys a counted or timed dish adds; nothing for one without.
    package static func counts(_ node: any MenuComponent) -> String {
        let stock = node.stock
        var out = ""
        if let count = stock.count {
            out += ", \"left\": \(count.left)"
            if let daily = count.daily { out += ", \"daily\": \(daily)" }
        }
        if node.isMarkedSoldOut, let end = stock.soldOutUntil { out += ", \"sold_out_until\": \(end.instant)" }
        // Only a dish off sale says so: a document of a menu without 停售 reads as before.
        if stock.isOffSale { out += ", \"off_sale\": true" }
        return out
    }

    /// Reads `left`, `daily` and `sold_out_until`: `null` or no key is none
    /// (kept when merging, SPEC 7), a daily count needs `left`, and `left`
    /// is never more than `daily`.
    package static func readCounts(_ member: (String) -> JSONValue?, into entry: inout Entry) throws(MenuError) {
        let place = entry.location
        func whole(_ key: String, upTo limit: Int64) throws(MenuError) -> Int64?? {
            guard let value = member(key) else { return nil }
            switch value {
            case .null: return .some(nil)
            case .number(let digits):
                guard let number = Int64(digits), (0...limit).contains(number) else { fallthrough }
                return .some(number)
            default:
                throw MenuError(.malformedFile, "\(place).\(key): \(value.shortDescription) is not a whole number from 0 to \(limit)")
            }
        }
        let left = try whole("left", upTo: Int64(DishCount.maximum))
        let daily = try whole("daily", upTo: Int64(DishCount.maximum))
        if let left {
            if let daily = daily ?? nil, let count = left, count > daily {
                throw MenuError(.malformedFile, "\(place).left: \(count) is more than the daily count \(daily)")
            }
            entry.count = FieldEdit(left.map { DishCount(left: Int($0), daily: (daily ?? nil).map { Int($0) }) })
        } else if (daily ?? nil) != nil {
            throw MenuError(.malformedFile, "\(place).daily: a daily count needs \"left\", the portions left now")
        }
        if let until = try whole("sold_out_until", upTo: Int64(Int32.max) * 4) {
            if until != nil && entry.soldOut != true {
                throw MenuError(.malformedFile, "\(place).sold_out_until: only a dish that is sold out has an end to it")
            }
            entry.soldOutUntil = FieldEdit(until)
        }
        switch member("off_sale") {
        case nil: break
        case .bool(let off)?: entry.offSale = .set(off)
        case .null?: entry.offSale = .set(false)
        case let value?: throw MenuError(.malformedFile, "\(place).off_sale: \(value.shortDescription) is not true or false")
        }
    }
}
