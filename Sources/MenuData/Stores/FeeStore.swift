import MenuModel
import SQLite

extension MenuTransaction {
    /// The menu's fees (SPEC 28).
    public var fees: FeeStore { FeeStore(tx: self) }
}

/// The fees a guest pays beside the dishes, 服务费 10%, 茶位费 ¥3/位, 餐具费
/// ¥2 (SPEC 28), one row a fee in `menu_fee`, in the order they were added.
/// Head office's content in a chain: published to every store, which
/// states them and does not change them. Every change is a history entry.
public struct FeeStore {
    package let tx: MenuTransaction
    package var database: Database { tx.database }

    /// Every fee, in its place; none on a menu older than the table.
    public func list() throws -> [MenuFee] {
        guard try hasTable() else { return [] }
        var fees: [MenuFee] = []
        try database.cachedStatement("""
            SELECT name, percent_hundredths, amount_fen, per FROM menu_fee ORDER BY position, name
            """).forEachRow { row in
            if let charge = Self.charge(row) { fees.append(MenuFee(name: row.text("name"), charge: charge)) }
        }
        return fees
    }

    /// `fees add NAME CHARGE`: a fee there already is refused (exit 1), as a price list would be.
    public func add(_ fee: MenuFee) throws {
        try refuseAtStore()
        if try stored(fee.name) != nil {
            throw MenuError.refused("there is a fee '\(fee.name)' already", hints: ["'menuctl fees edit' changes it"])
        }
        try database.cachedStatement("""
            INSERT INTO menu_fee (name, position, percent_hundredths, amount_fen, per)
            VALUES (?1, (SELECT coalesce(max(position) + 1, 0) FROM menu_fee), ?2, ?3, ?4)
            """).run([.text(fee.name)] + Self.columns(fee.charge))
    }

    /// `fees edit NAME CHARGE`: what it was; unchanged when it is the same.
    public func edit(_ fee: MenuFee) throws -> MenuFee.Charge {
        try refuseAtStore()
        let was = try existing(fee.name)
        guard was != fee.charge else { return was }
        try database.cachedStatement("UPDATE menu_fee SET percent_hundredths = ?2, amount_fen = ?3, per = ?4 WHERE name = ?1")
            .run([.text(fee.name)] + Self.columns(fee.charge))
        return was
    }

    /// `fees remove NAME`: the fee removed.
    public func remove(_ name: String) throws -> MenuFee {
        try refuseAtStore()
        let was = try existing(name)
        try database.cachedStatement("DELETE FROM menu_fee WHERE name = ?").run([.text(name)])
        return MenuFee(name: name, charge: was)
    }

    /// The fee of that name, or a refusal (exit 1) naming those there are.
    private func existing(_ name: String) throws -> MenuFee.Charge {
        if let charge = try stored(name) { return charge }
        let known = try list().map(\.name)
        throw MenuError.refused("no fee '\(name)'",
                                hints: known.isEmpty ? ["'menuctl fees add' declares one"] : ["the fees: " + known.joined(separator: ", ")])
    }

    private func stored(_ name: String) throws -> MenuFee.Charge? {
        guard try hasTable() else { throw MenuError.refused("this menu's schema has no fees yet") }
        return try database.cachedStatement("SELECT percent_hundredths, amount_fen, per FROM menu_fee WHERE name = ?")
            .firstRow([.text(name)]) { Self.charge($0) } ?? nil
    }

    /// A store states head office's fees and does not change them (SPEC 22).
    private func refuseAtStore() throws {
        guard try tx.chain.role()?.kind == .store else { return }
        throw MenuError.refused("the fees belong to head office", hints: ["a store states head office's fees as they come in its files"])
    }

    /// A row's charge; nil for a row another program wrote past the schema, which `check` reports.
    private static func charge(_ row: Statement) -> MenuFee.Charge? {
        if let hundredths = row.optionalInt("percent_hundredths") {
            return MenuFee.hundredths.contains(hundredths) ? .percent(hundredths) : nil
        }
        guard let fen = row.optionalInt("amount_fen"), let amount = try? Amount(fen: fen) else { return nil }
        return .amount(amount, per: row.optionalText("per"))
    }

    private static func columns(_ charge: MenuFee.Charge) -> [SQLValue] {
        switch charge {
        case .percent(let hundredths): [.integer(hundredths), .null, .null]
        case .amount(let amount, let per): [.null, .integer(amount.fen), per.map(SQLValue.text) ?? .null]
        }
    }

    package func hasTable() throws -> Bool { database.hasTable("menu_fee") }
}

extension ImportStore {
    /// The file's fees (a version-5 document's `fees`): merging adds the
    /// file's and changes those it prices otherwise; `replace` also removes
    /// those the file lacks and takes the file's order.
    func importFees(_ value: any Sendable, replace: Bool) throws -> Tally {
        guard let fees = value as? [MenuFee] else { return Tally() }
        let before = try tx.fees.list()
        var tally = Tally()
        if replace {
            for fee in before where !fees.contains(where: { $0.name.hasSameUTF8(as: fee.name) }) {
                _ = try tx.fees.remove(fee.name)
                tally.removed += 1
            }
        }
        for fee in fees {
            if let had = before.first(where: { $0.name.hasSameUTF8(as: fee.name) }) {
                if had.charge != fee.charge { _ = try tx.fees.edit(fee); tally.changed += 1 }
            } else {
                try tx.fees.add(fee)
                tally.added += 1
            }
        }
        if replace {
            for (position, fee) in fees.enumerated() {
                try database.cachedStatement("UPDATE menu_fee SET position = ? WHERE name = ? AND position <> ?")
                    .run([.integer(Int64(position)), .text(fee.name), .integer(Int64(position))])
            }
        }
        return tally
    }
}
