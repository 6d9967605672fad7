/// A fee the guest pays beside the dishes (SPEC 28, 明码标价 asks that it be
/// stated): 服务费 10% of the bill, 茶位费 ¥3 per guest (`3/位`), 餐具费 ¥2
/// per set of tableware. A menu keeps its fees in the order they were added.
public struct MenuFee: Hashable, Sendable {
    /// A fee's name follows the rules of a name, at most 20 characters.
    public static let maximumNameLength = 20
    /// A percentage, in hundredths of a percent: 0 to 100.00%.
    public static let hundredths: ClosedRange<Int64> = 0...10_000

    public var name: String
    public var charge: Charge

    public init(name: String, charge: Charge) {
        self.name = name
        self.charge = charge
    }

    /// What a fee comes to: a share of the bill, or an amount, once or per
    /// UNIT (`位`: each guest).
    public enum Charge: Hashable, Sendable {
        /// Hundredths of a percent: 1000 is 10%.
        case percent(Int64)
        case amount(Amount, per: String?)
    }

    /// A fee's name, checked by the rules of a name (SPEC 2).
    public static func checkedName(_ raw: String) throws(MenuError) -> String {
        let name = try Name.checked(raw, as: "fee's name")
        guard name.count <= maximumNameLength else {
            throw .invalidArgument("the fee's name \(Name.quoted(name)) is longer than \(maximumNameLength) characters")
        }
        return name
    }
}

extension MenuFee.Charge {
    /// `10%`, `12.5%` (0 to 100, at most two decimals), `3/位` (an AMOUNT
    /// per a unit, SPEC 17's units), `2` or `¥2` (an AMOUNT once).
    public init(parsing raw: String) throws(MenuError) {
        // What a Chinese keyboard types is read as meant: `10％`, `3／位`.
        let text = String(raw.trimmingWhiteSpace().map { $0 == "％" ? "%" : $0 == "／" ? "/" : $0 })
        if text.hasSuffix("%") {
            let number = String(text.dropLast())
            guard let fen = try? Amount(parsing: number), !number.hasPrefix("¥"), !number.hasPrefix("￥"),
                  MenuFee.hundredths.contains(fen.fen) else {
                throw .invalidArgument("'\(raw)' is not a percentage (0% to 100%, at most two decimals: 10%, 12.5%)")
            }
            self = .percent(fen.fen)
            return
        }
        let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        let amount = try Amount(parsing: String(parts[0]))
        guard parts.count == 2 else {
            self = .amount(amount, per: nil)
            return
        }
        self = .amount(amount, per: try DishPricing.checkedUnit(String(parts[1])))
    }

    /// As `fees` and `diff` say it, and `fees add` takes it back: `10%`,
    /// `12.5%`, `3.00/位`, `2.00`.
    public var description: String {
        switch self {
        case .percent(let hundredths): return Self.percentText(hundredths) + "%"
        case .amount(let amount, let per): return amount.description + (per.map { "/" + $0 } ?? "")
        }
    }

    /// `10`, `12.5`, `0.25`: a percentage without trailing zeros.
    public static func percentText(_ hundredths: Int64) -> String {
        let whole = String(hundredths / 100), fraction = hundredths % 100
        guard fraction != 0 else { return whole }
        return whole + "." + (fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction))
    }
}
