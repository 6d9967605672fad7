import Foundation
import Testing
import MenuTestSupport

/// undo and redo check the foreign keys of the rows they touch, not the
/// whole file (issue 35): a row brought back needs its group, a row taken
/// out may leave no entry behind; either refusal changes nothing.
@Suite struct UndoForeignKeyTests {
    static let refusal = "the change would leave an entry whose group is missing"

    @Test func undoThatWouldLeaveAnotherProgramsDishWithoutItsGroupIsRefused() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "凉菜", "-q")
        _ = try SQLiteShell.query(sandbox.database,
            "INSERT INTO menu_node (parent_id, kind, name, position) VALUES (2, 'item', '拍黄瓜', 0)")
        let before = try sandbox.dump()
        let outcome = try sandbox.run(["undo"])
        #expect(outcome.status == 1 && outcome.stdout.isEmpty)
        #expect(outcome.stderr.contains(Self.refusal), "\(outcome)")
        #expect(try sandbox.dump() == before)
    }

    @Test func undoThatWouldBringBackADishWhoseGroupIsGoneIsRefused() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "凉菜", "-q")
        try sandbox.must("add-item", "凉菜/拍黄瓜", "--price", "12", "-q")
        try sandbox.must("remove", "凉菜/拍黄瓜", "-q")
        // Another program removes the group (the shell's foreign keys are off).
        _ = try SQLiteShell.query(sandbox.database, "DELETE FROM menu_node WHERE id = 2")
        let before = try sandbox.dump()
        let outcome = try sandbox.run(["undo"])
        #expect(outcome.status == 1 && outcome.stdout.isEmpty)
        #expect(outcome.stderr.contains(Self.refusal), "\(outcome)")
        #expect(try sandbox.dump() == before)
    }

    @Test func undoOfARecursiveRemoveBringsBackEveryTableAndRedoTakesItAgain() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "凉菜", "-q")
        try sandbox.must("add-item", "凉菜/拍黄瓜", "--price", "12", "--tag", "鲜", "--description", "蒜泥",
                         "--allergen", "sesame", "--translation", "en=Smashed cucumber", "-q")
        try sandbox.must("hours", "凉菜", "11:00-14:00", "-q")
        try sandbox.must("prices", "add", "会员", "--by", "-10%", "-q")
        try sandbox.must("prices", "set", "会员", "凉菜/拍黄瓜", "10", "-q")
        try sandbox.must("stock", "凉菜/拍黄瓜", "20", "--daily", "-q")
        let everything = """
            SELECT * FROM menu_node ORDER BY id; SELECT * FROM dish_tag; SELECT * FROM node_detail;
            SELECT * FROM dish_allergen; SELECT * FROM node_translation; SELECT * FROM serving_window;
            SELECT * FROM price_entry; SELECT * FROM dish_count
            """
        let rows = try sandbox.query(everything)
        try sandbox.must("remove", "凉菜", "--recursive", "-q")
        #expect(try sandbox.query("SELECT count(*) FROM price_entry") == "0")
        try sandbox.must("undo", "-q")
        #expect(try sandbox.query(everything) == rows)
        #expect(try sandbox.query("PRAGMA foreign_key_check") == "")
        try sandbox.must("redo", "-q")
        #expect(try sandbox.query("SELECT count(*) FROM menu_node") == "1")
        #expect(try sandbox.query("SELECT count(*) FROM price_entry") == "0" && sandbox.query("PRAGMA foreign_key_check") == "")
        try sandbox.must("undo", "-q")
        #expect(try sandbox.query(everything) == rows)
    }
}
