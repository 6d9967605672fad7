import Testing

/// A `Notice:` qualifies the results it follows (issue 26): where stdout
/// and stderr are one stream, as on a terminal, it comes after them.
@Suite struct NoticeOrderTests {
    @Test func repricesNoticeFollowsItsLines() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/宫保鸡丁", "--price", "38")
        try sandbox.must("add-item", "主菜/花甲", "--market-price")
        try sandbox.must("add-item", "主菜/米饭")
        let before = try sandbox.dump()
        let outcome = try sandbox.shell("\"$MENUCTL\" reprice 主菜 --by +10% --round 1 --dry-run 2>&1")
        #expect(outcome.status == 0, "\(outcome)")
        #expect(outcome.stdout == """
            主菜/宫保鸡丁: 38.00 → 42.00
            Notice: 1 dish has no price and was left alone
            Notice: 1 dish is at market price (时价) and was left alone

            """)
        #expect(try sandbox.dump() == before)
        // A change's report, too, comes before what qualifies it.
        let restock = try sandbox.shell("\"$MENUCTL\" sold-out 宫保鸡丁 米饭 && \"$MENUCTL\" sold-out 主菜 2>&1")
        #expect(restock.stdout.hasSuffix("sold out 主菜/花甲\nNotice: 2 dishes in 主菜 are already sold out\n"),
                "\(restock)")
    }

    /// A reader of a missing menu says so after its (empty) answer.
    @Test func aReadersNoticeFollowsItsAnswer() throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.shell("\"$MENUCTL\" info 2>&1")
        #expect(outcome.status == 0 && outcome.stdout.hasSuffix("Notice: no menu at \(sandbox.database) yet\n"), "\(outcome)")
    }
}
