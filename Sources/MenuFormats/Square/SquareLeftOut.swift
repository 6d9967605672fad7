import MenuModel

/// What the menu holds that the upload does not carry (SPEC 29, 25):
/// each kind said once on stderr with how many, never dropped silently.
/// The kinds are those the shared page's members have no place for.
public struct SquareLeftOut: Equatable, Sendable {
    public enum Kind: CaseIterable, Sendable {
        case offSale, soldOutDish, soldOutOption, soldOutUntil, portionsLeft, dishHours, spice, tags, translations
        case groupDescriptions, boxFees, minimumOrders, priceLists, glossaryWords, sizeKcal, portions

        /// `Square has no place for …`, or the whole notice, with `count` in it.
        func notice(_ count: Int) -> String {
            let dishes = count == 1 ? "1 dish" : "\(count) dishes"
            switch self {
            case .offSale: return "left out \(dishes) off sale (停售), as the guests' page does"
            case .soldOutDish: return "Square keeps sold out per location: \(dishes) sold out said only with --location ID"
            case .soldOutOption:
                return "Square keeps sold out per location: \(count) option\(count == 1 ? "" : "s") sold out said only with --location ID"
            case .soldOutUntil: return "Square has no place for when a sold out ends (\(dishes))"
            case .portionsLeft: return "Square has no place for portions left (\(count) counted dish\(count == 1 ? "" : "es"))"
            case .dishHours: return "Square has no place for a dish's own hours, only a category's (\(dishes))"
            case .spice: return "Square has no place for spice (\(dishes))"
            case .tags: return "Square has no place for tags (\(dishes))"
            case .translations: return "Square has no place for names in other languages (\(count) entr\(count == 1 ? "y" : "ies"))"
            case .groupDescriptions: return "Square has no place for a group's description (\(count) group\(count == 1 ? "" : "s"))"
            case .boxFees: return "Square has no place for box fees (\(dishes))"
            case .minimumOrders: return "Square has no place for minimum orders (\(dishes))"
            case .priceLists:
                return "Square has no place for price lists: \(count) left out (--prices NAME exports the menu at one of them)"
            case .sizeKcal: return "Square holds one calorie count an item, not one a size (\(dishes) with kcal a size)"
            case .portions: return "Square has no place for a portion (\(dishes))"
            case .glossaryWords: return "Square has no place for the glossary (\(count) word\(count == 1 ? "" : "s"))"
            }
        }
    }

    public private(set) var counts: [Kind: Int] = [:]

    public init() {}

    public mutating func count(_ kind: Kind, _ howMany: Int = 1) {
        guard howMany > 0 else { return }
        counts[kind, default: 0] += howMany
    }

    /// One line a kind, in the kinds' order.
    public var notices: [String] {
        Kind.allCases.compactMap { kind in counts[kind].map { kind.notice($0) } }
    }

    /// What of a node's features Square's members do not hold.
    mutating func countDetails(of node: any MenuComponent) {
        let details = node.details
        if !details.translations.isEmpty || !details.descriptionTranslations.isEmpty { count(.translations) }
        guard !node.isGroup else {
            if details.description != nil { count(.groupDescriptions) }
            return
        }
        if details.spice != nil { count(.spice) }
        if !details.tags.isEmpty { count(.tags) }
        if !node.hours.isEmpty { count(.dishHours) }
        let stock = node.stock
        if stock.count != nil { count(.portionsLeft) }
        if stock.soldOutUntil != nil { count(.soldOutUntil) }
        if node.listing?.boxFee != nil { count(.boxFees) }
        if node.listing?.minOrder != nil { count(.minimumOrders) }
        if case .sizes? = details.energy.kcal { count(.sizeKcal) }
        if details.energy.portion != nil { count(.portions) }
    }
}
