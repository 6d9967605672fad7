import MenuModel

/// The menu's fees in the export document (SPEC 28), a member at its top:
/// `"fees": [{"name": "服务费", "percent": "10"}, {"name": "茶位费",
/// "amount": {"amount": 300, "currency": "CNY"}, "per": "位"}]`. A version-5
/// document without it has none; an older one says nothing of fees, and an
/// import of it keeps the menu's. A 时价 dish's price today is a day's
/// state, as counts sold are, and travels in no file.
extension NodeField {
    static let fees = DocumentSection(key: "fees", read: { members, document throws(MenuError) in
        let version = members.first { $0.key == "version" }?.value
        guard !(1...4).contains(where: { version == .number(String($0)) }) else { return }
        document.sections["fees"] = try MenuDocument.feeEntries(members.first { $0.key == "fees" }?.value ?? .array([]))
    })
}

extension MenuDocument {
    /// `\n  "fees": [...],` in their order; nothing when there are none.
    public static func feesMember(_ fees: [MenuFee]) -> String {
        guard !fees.isEmpty else { return "" }
        return "\n  \"fees\": [" + fees.map { fee in
            let charge: String = switch fee.charge {
            case .percent(let hundredths): ", \"percent\": " + JSONText.string(MenuFee.Charge.percentText(hundredths))
            case .amount(let amount, let per):
                ", \"amount\": {\"amount\": \(amount.fen), \"currency\": \"\(Amount.currency)\"}"
                    + (per.map { ", \"per\": " + JSONText.string($0) } ?? "")
            }
            return "\n    {\"name\": " + JSONText.string(fee.name) + charge + "}"
        }.joined(separator: ",") + "\n  ],"
    }

    /// The fees of a document, each name once.
    static func feeEntries(_ value: JSONValue) throws(MenuError) -> [MenuFee] {
        guard case .array(let elements) = value else {
            throw MenuError(.malformedFile, "fees: expected an array of fees, found \(value.kindDescription)")
        }
        var read: [MenuFee] = []
        for (index, element) in elements.enumerated() {
            let place = "fees[\(index)]"
            guard case .object(let fields) = element, case .string(let raw)? = fields.first(where: { $0.key == "name" })?.value else {
                throw MenuError(.malformedFile, "\(place): expected a fee, {\"name\": \"服务费\", \"percent\": \"10\"}, found \(element.shortDescription)")
            }
            try checkKeys(fields, allowed: ["name", "percent", "amount", "per"], place: place)
            let name: String
            do throws(MenuError) { name = try MenuFee.checkedName(raw) } catch {
                throw MenuError(.malformedFile, "\(place).name: \(error.message)")
            }
            let fee = MenuFee(name: name, charge: try charge(fields, place: place))
            guard !read.contains(where: { $0.name.hasSameUTF8(as: name) }) else {
                throw MenuError(.malformedFile, "\(place): the fee \"\(Terminal.escaped(name))\" appears twice")
            }
            read.append(fee)
        }
        return read
    }

    /// A percentage as text (`"10"`, `"12.5"`), or an amount with a unit it is per.
    private static func charge(_ fields: [(key: String, value: JSONValue)], place: String) throws(MenuError) -> MenuFee.Charge {
        let percent = fields.first { $0.key == "percent" }?.value, amount = fields.first { $0.key == "amount" }?.value
        let per = fields.first { $0.key == "per" }?.value
        do throws(MenuError) {
            switch (percent, amount, per) {
            case (.string(let text)?, nil, nil), (.number(let text)?, nil, nil):
                return try MenuFee.Charge(parsing: text + "%")
            case (nil, let amount?, let per):
                let fen: Amount
                switch amount {
                case .object(let members):
                    guard case .number(let text)? = members.first(where: { $0.key == "amount" })?.value,
                          let whole = Int64(text) else { throw MenuError.invalidArgument("expected {\"amount\": 300, \"currency\": \"CNY\"}") }
                    fen = try Amount(fen: whole)
                case .string(let text): fen = try Amount(parsing: text)
                default: throw MenuError.invalidArgument("expected an amount, found \(amount.shortDescription)")
                }
                switch per {
                case nil, .null?: return .amount(fen, per: nil)
                case .string(let unit)?: return .amount(fen, per: try DishPricing.checkedUnit(unit))
                case let other?: throw MenuError.invalidArgument("per: expected a unit, found \(other.shortDescription)")
                }
            default:
                throw MenuError.invalidArgument("a fee has either \"percent\" or \"amount\" (with \"per\" for a unit)")
            }
        } catch {
            throw MenuError(.malformedFile, "\(place): \(error.message)")
        }
    }
}
