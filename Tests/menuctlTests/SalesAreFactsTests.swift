import Foundation
import Testing

/// SPEC 20: sales are facts and counts are arithmetic. Whatever happens to
/// a count (`undo`, `redo`, `stock`, `restock`), the portions left are
/// never more than were stocked less what was sold since, never below 0,
/// and `unsell` gives back at most what was sold.
@Suite struct SalesAreFactsTests {
    private func kitchen() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "凉菜/兔头", "--price", "12", "--unit", "个", "-q")
        return sandbox
    }

    private func count(_ sandbox: Sandbox) throws -> String {
        try sandbox.query("SELECT portions_left || '/' || portions_sold FROM dish_count")
    }

    @Test func undoingAMistakenStockKeepsTheSalesMadeSince() throws {
        let sandbox = try kitchen()
        try sandbox.must("stock", "兔头", "5", "-q")
        try sandbox.must("stock", "兔头", "20", "-q")
        try sandbox.must("sell", "兔头", "3", "-q")
        #expect(try sandbox.must("undo").stdout == "undid #3: menuctl stock 兔头 20 -q (count)\n")
        #expect(try count(sandbox) == "2/3", "5 stocked, 3 sold since: 2 left")
        #expect(try sandbox.must("list").lines[1] == "2      兔头  12.00/个  剩 2")
        #expect(try sandbox.must("redo").stdout == "redid #3: menuctl stock 兔头 20 -q (count)\n")
        #expect(try count(sandbox) == "17/3", "20 stocked, 3 sold since")
        try sandbox.must("undo", "-q")
        try sandbox.must("sell", "兔头", "2", "-q")
        #expect(try count(sandbox) == "0/5")
        #expect(try expectRefusal(sandbox, ["sell", "兔头"], status: 1).stderr == "Error: 兔头 is sold out (none left)\n")
    }

    /// Sold before a new count, sold after it: undoing the new count leaves
    /// the first count less both, and never fewer than none.
    @Test func undoNeverLeavesFewerThanNone() throws {
        let sandbox = try kitchen()
        try sandbox.must("stock", "兔头", "5", "-q")
        try sandbox.must("sell", "兔头", "2", "-q")
        try sandbox.must("stock", "兔头", "20", "-q")
        try sandbox.must("sell", "兔头", "10", "-q")
        try sandbox.must("undo", "-q")
        #expect(try count(sandbox) == "0/12")
        #expect(try sandbox.must("list").lines[1] == "2      兔头  sold out  12.00/个  剩 0")
        try sandbox.must("redo", "-q")
        #expect(try count(sandbox) == "10/10")
    }

    @Test func unsellWithNothingSoldIsRefusedAndChangesNothing() throws {
        let sandbox = try kitchen()
        try sandbox.must("stock", "兔头", "5", "-q")
        let refused = try expectRefusal(sandbox, ["unsell", "兔头", "3"], status: 1)
        #expect(refused.stderr == "Error: no 兔头 sold since its count was set: nothing to give back\n")
        try sandbox.must("sell", "兔头", "-q")
        let partly = try sandbox.must("unsell", "兔头", "3")
        #expect(partly.stdout == "gave back 1 凉菜/兔头: 5 left\n")
        #expect(partly.stderr == "Notice: 凉菜/兔头: only 1 sold since its count was set: 2 of 3 did not come back\n")
        #expect(try count(sandbox) == "5/0")
    }

    @Test func aDishWithNoneLeftSaysItIsSoldOutAndItsDailyCount() throws {
        let sandbox = try kitchen()
        try sandbox.must("stock", "兔头", "20", "--daily", "-q")
        try sandbox.must("sell", "兔头", "20", "-q")
        #expect(try expectRefusal(sandbox, ["sell", "兔头"], status: 1).stderr == "Error: 兔头 is sold out (20 a day)\n")
        #expect(try expectRefusal(sandbox, ["sell", "凉菜/兔头", "2"], status: 1).stderr == "Error: 兔头 is sold out (20 a day)\n")
        try sandbox.must("restock", "兔头", "-q")
        #expect(try count(sandbox) == "20/0", "a restocked count starts its sales again")
        try sandbox.must("sell", "兔头", "18", "-q")
        #expect(try expectRefusal(sandbox, ["sell", "兔头", "3"], status: 1).stderr == "Error: only 2 兔头 left\n")
    }

    /// The page counts in the dish's unit: 仅剩 5 个.
    @Test func thePageCountsInTheDishsUnit() throws {
        let sandbox = try kitchen()
        try sandbox.must("add-item", "凉菜/夫妻肺片", "--price", "28", "-q")
        try sandbox.must("stock", "兔头", "夫妻肺片", "5", "-q")
        let page = try sandbox.must("export", "--format", "html").stdout
        #expect(page.contains(#"<span class="name">兔头 <small class="left">仅剩 5 个</small></span>"#))
        #expect(page.contains(#"<span class="name">夫妻肺片 <small class="left">仅剩 5 份</small></span>"#))
        let english = try sandbox.must("export", "--format", "html", "--lang", "en").stdout
        #expect(english.contains(#"兔头 <small class="left">only 5 left</small>"#))
    }
}
