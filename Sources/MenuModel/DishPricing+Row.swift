/// The one place a dish's price meets its row: `menu_node`'s `price_fen`,
/// `unit` and `market_price`, and the rows of `dish_size`. The schema keeps
/// them from being mixed; in a file that mixes them anyway (SPEC 9, `check`
/// finds it) a market price wins over sizes and sizes over a price, as
/// `list` showed them.
extension DishPricing {
    /// A dish's price from its row and its sizes, in their order.
    /// Inlinable: `load()` asks it of every row, from another module.
    @inlinable
    /// The record borrowed: taken, it was copied and destroyed for each row.
    public init(row record: borrowing NodeRecord, sizes: [DishSize], today: Amount? = nil) {
        let price: DishPrice = record.isMarketPrice ? .market
            : !sizes.isEmpty ? .sizes(sizes)
            : record.price.map(DishPrice.fixed) ?? .none
        self.init(price, unit: record.unit, today: record.isMarketPrice ? today : nil)
    }

    /// What the row holds of it: `price_fen`, `unit`, `market_price`; its
    /// sizes (`price.sizeList`) are rows of their own.
    public var rowColumns: (priceFen: Int64?, unit: String?, isMarket: Bool) {
        (price.fixedAmount?.fen, unit, price.isMarket)
    }
}
