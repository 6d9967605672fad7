import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// The options `add-item`, `add-set` and `edit` share for sizes, units and
/// market price (SPEC 17), and the checks made before the database is
/// opened: a dish has one kind of price, so options that ask for two are a
/// usage error. `edit` takes them as one group; `add-item` lists its price
/// among its own options, so it takes them one by one.
enum PricingOptions {
    static let size = Option<[DishSize]>("size", valueName: "name=amount",
                                         help: "A size and its price, such as 小份=58; repeat it for each (2 to 8).")
    static let noSize = Option<[SizeName]>("no-size", valueName: "name", help: "Remove a size by its name.")
    static let unit = Option<DishUnit?>("unit", help: "The unit a price is for: 份, 斤, 位, 瓶, 杯 or another word.")
    static let noUnit = Flag("no-unit", help: "Remove the unit.")
    static let marketPrice = Flag("market-price", help: "Sell it at market price (时价), set when ordered.")
    static let noMarketPrice = Flag("no-market-price", help: "No longer sell it at market price.")

    /// What `edit` takes: a dish's price of any kind, and its unit.
    struct Editing: OptionGroup {
        static let price = Option<Amount?>("price", valueName: "amount", help: "The new price: 38, 38.5 or ¥38.50.")
        static let noPrice = Flag("no-price", help: "Remove the dish's price, its sizes or its market price.")
        static let declarations: [any OptionDeclaration] = [price, noPrice, size, noSize, unit, noUnit, marketPrice, noMarketPrice]
        static let exclusive: [[any OptionDeclaration]] = [[price, noPrice, size, marketPrice], [noSize, price, noPrice, marketPrice],
                                                           [unit, noUnit], [marketPrice, noMarketPrice]]

        /// The price, sizes, unit and market price asked for; empty: leave them.
        let request: PricingStore.PriceRequest

        init(_ arguments: ParsedArguments) throws(UsageError) {
            var request = PricingStore.PriceRequest()
            if arguments[Self.noPrice] {
                request.price = .clear
            } else if let price = try arguments[Self.price] {
                request.price = .set(.fixed(price))
            } else if arguments[marketPrice] {
                request.price = .set(.market)
            }
            request.sizes = try checked(try arguments[size], complete: false)
            request.removedSizes = try Self.removedSizes(try arguments[noSize].map(\.text), besides: request.sizes)
            request.endsMarketPrice = arguments[noMarketPrice]
            if arguments[noUnit] {
                request.unit = .clear
            } else if let unit = try arguments[PricingOptions.unit] {
                request.unit = .set(unit.text)
            }
            self.request = request
        }

        /// The sizes `--no-size` names: each once, and none that `--size` gives.
        private static func removedSizes(_ removed: [String], besides sizes: [DishSize]) throws(UsageError) -> [String] {
            for (index, name) in removed.enumerated() {
                if removed[..<index].contains(where: { $0.hasSameUTF8(as: name) }) {
                    throw UsageError(message: "The size '\(Terminal.escaped(name))' is given twice")
                }
                if sizes.contains(where: { $0.name.hasSameUTF8(as: name) }) {
                    throw UsageError(message: "The size '\(Terminal.escaped(name))' is given to --size and to --no-size")
                }
            }
            return removed
        }
    }

    /// The sizes as given: no name twice, and at most 8. `complete` (for a
    /// new dish) also asks for at least 2; an edit may add one to those
    /// the dish has.
    static func checked(_ sizes: [DishSize], complete: Bool) throws(UsageError) -> [DishSize] {
        var seen: [String] = []
        for size in sizes {
            if seen.contains(where: { $0.hasSameUTF8(as: size.name) }) {
                throw UsageError(message: "The size '\(Terminal.escaped(size.name))' is given twice")
            }
            seen.append(size.name)
        }
        let most = DishPricing.sizeCounts.upperBound
        if sizes.count > most || (complete && sizes.count == 1) {
            throw UsageError(message: "A dish with sizes has 2 to \(most) of them; \(sizes.count) \(sizes.count == 1 ? "is" : "are") given",
                             hints: sizes.count == 1 ? ["to sell it at one price, give --price instead"] : [])
        }
        return sizes
    }
}

extension DishSize: ModelArgument {
    package static func parse(_ argument: String) throws(MenuError) -> Self { try DishSize(parsing: argument) }
    package var defaultValueDescription: String { description }
}

/// The name of a size, as `--no-size` takes it: the rules of a size's name.
struct SizeName: ExpressibleByArgument {
    let text: String

    package init(argument: String) throws(ArgumentValueError) {
        text = try ArgumentValueError.explaining { () throws(MenuError) in try DishSize.checkedName(argument) }
    }

    package var defaultValueDescription: String { text }
}

/// A unit as `--unit` takes it: the rules of a name, at most 10 characters.
struct DishUnit: ExpressibleByArgument {
    let text: String

    package init(argument: String) throws(ArgumentValueError) {
        text = try ArgumentValueError.explaining { () throws(MenuError) in try DishPricing.checkedUnit(argument) }
    }

    package var defaultValueDescription: String { text }
}

extension PricingStore.PricingChange {
    /// What an edit did to a dish's price, a line each: `priced 主菜/活鱼 at
    /// 48.00`, `sized 主菜/水煮鱼: 小份 58.00, 大份 88.00`, `主菜/花甲 is at
    /// market price (时价)`, `set the unit of 主菜/活鱼 to 斤`.
    var lines: [String] {
        let dish = path.shown
        var lines: [String] = []
        let (old, new) = (before.price, after.price)
        func listed(_ sizes: [DishSize]) -> String {
            sizes.map { Terminal.escaped($0.name) + " \($0.price)" }.joined(separator: ", ")
        }
        // One kind of price takes the place of another (SPEC 17): say
        // what went, so that a price replaced by sizes is not lost unseen.
        let was = old.fixedAmount.map { ", was \($0)" } ?? (!old.sizeList.isEmpty ? ", was " + listed(old.sizeList) : "")
        if let price = new.fixedAmount, price != old.fixedAmount {
            lines.append("priced \(dish) at \(price)" + (old.sizeList.isEmpty ? (old.isMarket ? ", was 时价" : "") : was))
        } else if !new.sizeList.isEmpty, new.sizeList != old.sizeList {
            lines.append("sized \(dish): " + listed(new.sizeList)
                         + (old.fixedAmount != nil ? was : (old.isMarket ? ", was 时价" : "")))
        } else if new.isMarket, !old.isMarket {
            lines.append("\(dish) is at market price (时价)" + was)
        } else if old.isMarket, !new.isMarket {
            lines.append("\(dish) is no longer at market price (时价)")
        } else if new.fixedAmount == nil, !old.sizeList.isEmpty {
            lines.append("removed the sizes of \(dish): " + listed(old.sizeList))
        } else if new.fixedAmount == nil, old.fixedAmount != nil {
            lines.append("removed the price of \(dish)")
        }
        if after.unit != before.unit {
            lines.append(after.unit.map { "set the unit of \(dish) to \(Terminal.escaped($0))" } ?? "removed the unit of \(dish)")
        }
        return lines
    }
}
