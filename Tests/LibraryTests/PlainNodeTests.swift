import Testing
@testable import MenuFormats
@testable import MenuModel

/// The quick reading of plain nodes (issue 35) against the careful one: a
/// node spelt so that one reads it (keys in any order, any spacing) and
/// spelt so that the other must (an escape in its name, a price as text)
/// is the same entry; what either would refuse, the careful one says.
@Suite struct PlainNodeTests {
    private func document(_ menu: String) throws(MenuError) -> MenuDocument {
        let text = #"{"format": "menuctl", "version": 3, "currency": "CNY", "menu": ["# + menu + "]}"
        return try MenuDocument(bytes: Array(text.utf8))
    }

    /// What an import takes from an entry, and what it leaves as it is.
    private func said(_ entry: MenuDocument.Entry) -> String {
        "\(entry.place) \(entry.name.text) group \(entry.isGroup) expanded \(String(describing: entry.expanded)) "
            + "price \(entry.price) sold out \(String(describing: entry.soldOut)) hours \(String(describing: entry.hours)) "
            + "details \(entry.details.isEmpty) unit \(entry.unit) offers \(String(describing: entry.offers)) "
            + "count \(entry.count) slots \(String(describing: entry.slots)) children \(entry.children.map(said))"
    }

    /// The same dish, spelt four ways: the first two are plain, the last
    /// two are read member by member.
    static let dishSpellings = [
        #"{"kind": "item", "name": "菜1", "price": {"amount": 1001, "currency": "CNY"}, "sold_out": true}"#,
        #"{"sold_out" : true,"price":{"currency":"CNY","amount":1001},"name":"菜1","kind":"item"}"#,
        #"{"kind": "item", "name": "\u83dc1", "price": {"amount": 1001}, "sold_out": true}"#,
        #"{"kind": "item", "name": " 菜1 ", "price": "10.01", "sold_out": true}"#,
    ]

    @Test func aDishReadsTheSameEitherWay() throws {
        let read = try Self.dishSpellings.map { dish in
            let group = #"{"kind": "group", "name": "组", "expanded": false, "children": [{"kind": "item", "name": "菜0"}, "# + dish + "]}"
            return try document(group).entries
        }
        for (spelling, entries) in zip(Self.dishSpellings, read) {
            #expect(entries.map(said) == read[0].map(said), "\(spelling)")
        }
        let dish = try #require(read.first?.first?.children.last)
        let price = try Amount(fen: 1001)
        #expect(dish.name.text == "菜1" && dish.soldOut == true && dish.price == .set(.fixed(price)))
        #expect(read[0].first?.expanded == false && read[0].first?.children.first?.price == .keep)
    }

    @Test func aNullPriceAndNoPriceReadTheSameEitherWay() throws {
        let plain = try document(#"{"kind": "item", "name": "a", "price": null}, {"kind": "item", "name": "b"}"#).entries
        let careful = try document(#"{"kind": "item", "name": "\u0061", "price": null}, {"kind": "item", "name": "\u0062"}"#).entries
        #expect(plain.map(said) == careful.map(said))
        #expect(plain.map { "\($0.price)" } == ["clear", "keep"])
    }

    @Test(arguments: [
        (#"{"kind": "item", "name": "a", "price": {"amount": 1e3, "currency": "CNY"}}"#,
         "menu[0].price.amount: 1e3 is not a whole number of fen from 0 to 999999999"),
        (#"{"kind": "item", "name": "a", "price": {"amount": 1000000000, "currency": "CNY"}}"#,
         "menu[0].price.amount: 1000000000 is not a whole number of fen from 0 to 999999999"),
        (#"{"kind": "item", "name": "a", "price": {"amount": 1, "currency": "USD"}}"#,
         #"menu[0].price.currency: "USD" is not "CNY""#),
        (#"{"kind": "group", "name": "g", "children": [{"kind": "item", "name": "a"}, {"kind": "item", "name": "a"}]}"#,
         #"menu[0].children[1].name: "a" appears twice in the same group"#),
        (#"{"kind": "item", "name": "a", "expanded": true}"#, #"menu[0]: unknown key "expanded""#),
        (#"{"kind": "item", "name": "a/b"}"#,
         "menu[0].name: a name cannot hold '/', which separates the names in a path: 'a/b'"),
    ])
    func whatThePlainReadingWouldRefuseTheCarefulOneSays(node: String, message: String) {
        #expect(throws: MenuError.self) { try document(node) }
        do { _ = try document(node) } catch { #expect(error.message == message) }
    }
}
