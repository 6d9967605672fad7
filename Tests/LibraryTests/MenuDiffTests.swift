import Testing
@testable import MenuFormats
@testable import MenuModel

/// diff's comparison (SPEC 23), on export documents made here: any key of
/// the document is compared, so a key another feature adds is diffed with
/// no change to the diff, and said readably.
@Suite struct MenuDiffTests {
    private func snapshot(_ nodes: [(id: Int64, name: String, price: Int64?)], moved: Bool = false,
                          alike: PinnedLines? = nil) throws -> MenuSnapshot {
        let root = MenuGroup(id: 1, name: "")
        let group = MenuGroup(id: 2, name: moved ? "早餐" : "主菜")
        root.add(group)
        for node in nodes { group.add(MenuItem(id: node.id, name: node.name, price: try node.price.map { try Amount(fen: $0) })) }
        return try MenuSnapshot(root: root, alike: alike) { emit, lines in MenuDocument.write(of: root, glossary: .empty, lines: lines, emit: emit) }
    }

    /// The second side's dishes copied from the first side's lines where
    /// their key and name are alike are the very lines its writer writes:
    /// names that need escaping, that are one text to Swift but other
    /// bytes, prices changed, a dish added, moved and taken out.
    @Test func dishesCopiedFromTheOtherSideAreTheLinesTheirWriterWrites() throws {
        let old = try snapshot([(3, "酸梅汤", 800), (4, #"王"老吉"#, 600), (5, #"a\b"#, nil), (6, "e\u{301}", 100),
                                (7, "é", 100), (9, "豆浆", 300), (10, "油条", 200)])
        let nodes: [(id: Int64, name: String, price: Int64?)] = [(3, "酸梅汤", 800), (8, "新菜", 500), (4, #"王"老吉"#, 600), (6, "é", 100),
                                                                 (7, "e\u{301}", 100), (5, #"a\b"#, 1), (10, "油条", 200)]
        let copied = try old.withLinesHeld { try snapshot(nodes, alike: $0) }
        let written = try snapshot(nodes)
        #expect(copied.pieces == written.pieces)
        #expect(try MenuDiff(from: old, to: copied, byID: false).text == MenuDiff(from: old, to: written, byID: false).text)
        #expect(try MenuDiff(from: old, to: copied, byID: true).text == MenuDiff(from: old, to: written, byID: true).text)
    }

    @Test func fieldsComeFromTheDocumentsKeysAndAKeyNoOneKnowsIsSaidToo() throws {
        let old = #"{"kind": "item", "name": "商务套餐A", "price": {"amount": 4800, "currency": "CNY"}, "slots": [{"name": "热菜", "pick": 1}]}"#
        let new = #"{"kind": "item", "name": "商务套餐A", "price": {"amount": 5000, "currency": "CNY"}, "slots": [{"name": "热菜", "pick": 2}], "box_fee": {"amount": 100, "currency": "CNY"}}"#
        let changes = try MenuDiff.fieldChanges(ArraySlice(old.utf8), ArraySlice(new.utf8))
        #expect(changes.map(\.key) == ["price", "slots", "box_fee"])
        #expect(DiffFields.describe(changes[0].old) == "48.00")
        #expect(DiffFields.describe(changes[1].new) == "{name=热菜; pick=2}")
        #expect(DiffFields.label("box_fee") == "box fee" && DiffFields.label("some_new_key") == "some new key")
        #expect(DiffFields.describe(changes[2].old, of: "box_fee", besides: changes[2].new) == "none")
        // Not set and empty are the same.
        #expect(try MenuDiff.fieldChanges(ArraySlice(#"{"kind": "item", "tags": []}"#.utf8), ArraySlice(#"{"kind": "item"}"#.utf8)).isEmpty)
    }

    /// A renamed group is one line: what it holds moved with it.
    @Test func byIDAMoveIsOneLineAndByPathItIsTwo() throws {
        let old = try snapshot([(3, "酸梅汤", 800), (4, "王老吉", 600)])
        let new = try snapshot([(4, "王老吉", 600), (3, "乌梅汤", 900)], moved: true)
        #expect(try MenuDiff(from: old, to: new, byID: true).text == """
            > 主菜 → 早餐
            > 主菜/酸梅汤 → 早餐/乌梅汤
            ~ 早餐/乌梅汤  price 8.00 → 9.00

            """)
        #expect(try MenuDiff(from: old, to: new, byID: false).text == """
            - 主菜
            - 主菜/酸梅汤
            - 主菜/王老吉
            + 早餐
            + 早餐/王老吉  6.00
            + 早餐/乌梅汤  9.00

            """)
        #expect(try MenuDiff(from: old, to: old, byID: false).isEmpty)
    }
}
