/// How `reprice` changes a price (SPEC 12): by a percentage (`+10%`), by an
/// amount (`-2`), or to an amount (`--to 38`). All in whole fen: a
/// percentage is kept in hundredths of a percent, and a result is rounded
/// half up with integer arithmetic, never through floating point.
public enum PriceChange: Equatable, Sendable {
    /// Hundredths of a percent: +10% is 1000, -12.5% is -1250.
    case percent(basisPoints: Int64)
    /// Fen added (or taken off, when negative).
    case amount(fen: Int64)
    case to(Amount)

    /// `+10%`, `-12.5%`, `+2`, `-¥2.50`. The sign is required: `--by 2`
    /// could as well mean twice the price.
    public init(parsing raw: String) throws(MenuError) {
        let shown = "'\(raw)' is not a price change"
        let text = raw.trimmingWhiteSpace()
        guard let sign = text.first, sign == "+" || sign == "-" else {
            throw .invalidArgument("\(shown): give a sign and an amount or a percentage, like +10%, -5% or +2")
        }
        let isPercent = text.hasSuffix("%")
        let magnitude = String(text.dropFirst().dropLast(isPercent ? 1 : 0))
        // A percentage is a number, not money: `+¥10%` is a typo.
        guard !(isPercent && (magnitude.hasPrefix("¥") || magnitude.hasPrefix("￥"))),
              let amount = try? Amount(parsing: magnitude)
        else { throw .invalidArgument("\(shown): write it like +10%, -12.5% or -2, with at most two decimals, up to 9999999.99") }
        // An amount in fen has the digits of hundredths: 12.5 is 1250.
        let signed = sign == "-" ? -amount.fen : amount.fen
        self = isPercent ? .percent(basisPoints: signed) : .amount(fen: signed)
    }

    /// The new price of a dish that costs `old`, rounded half up to `step`;
    /// nil when it would fall below 0 or rise past 9999999.99.
    public func applied(to old: Amount, roundingTo step: PriceStep = .fen) -> Amount? {
        // A rule read from the file may hold any integer: every step
        // reports overflow rather than trapping, and overflow is no price.
        let exact: (numerator: Int64, denominator: Int64)
        switch self {
        case .percent(let basisPoints):
            let (factor, over) = basisPoints.addingReportingOverflow(10_000)
            let (product, overflow) = old.fen.multipliedReportingOverflow(by: factor)
            guard !over, !overflow else { return nil }
            exact = (product, 10_000)
        case .amount(let fen):
            let (sum, overflow) = old.fen.addingReportingOverflow(fen)
            guard !overflow else { return nil }
            exact = (sum, 1)
        case .to(let amount): exact = (amount.fen, 1)
        }
        guard exact.numerator >= 0 else { return nil }
        // Half up: add half a step, then cut down to a whole step.
        let unit = exact.denominator * step.fen
        let (twice, overflow) = exact.numerator.multipliedReportingOverflow(by: 2)
        let (halfUp, over) = twice.addingReportingOverflow(unit)
        guard !overflow, !over else { return nil }
        let steps = halfUp / (2 * unit)
        return try? Amount(fen: steps * step.fen)
    }
}

/// What a repriced dish's price is rounded to: `--round 0.1|0.5|1`, or fen.
public enum PriceStep: String, CaseIterable, Sendable {
    case fen = "0.01"
    case jiao = "0.1"
    case halfYuan = "0.5"
    case yuan = "1"

    public var fen: Int64 {
        switch self {
        case .fen: 1
        case .jiao: 10
        case .halfYuan: 50
        case .yuan: 100
        }
    }
}
