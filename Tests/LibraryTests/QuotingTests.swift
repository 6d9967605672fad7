import Testing
@testable import MenuData
@testable import MenuFormats
@testable import MenuModel
@testable import SQLite

/// SPEC 8: whatever an error or hint quotes is escaped. menuctl never stores
/// a name with an escape sequence, but another tool may write one into the
/// file. The stores' errors carry the name as it is (a value), and the edge
/// that writes them escapes it once: `Terminal.escaped`, as ErrorReport does.
@Suite struct QuotingTests {
    /// OSC 0 sets the terminal's title; BEL ends it.
    static let retitle = "\u{1B}]0;title\u{7}"

    private func raw(_ error: MenuError) -> Bool {
        (error.message + error.hints.joined()).unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }
    }

    private func expectEscaped(_ label: String, _ change: () throws -> Void) {
        do {
            try change()
            Issue.record("\(label) was not refused")
        } catch let error as MenuError {
            #expect(raw(error), "\(label) does not carry the name as it is: \(error.message)")
            let shown = Terminal.escaped(error.message + error.hints.joined())
            #expect(!shown.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(label): \(shown)")
            #expect(shown.contains("\\u{1B}]0;title\\u{7}"), "\(label) does not quote the name: \(shown)")
        } catch {
            Issue.record("\(label): \(error)")
        }
    }

    @Test func storedNamesAreEscapedWhereErrorsAreWritten() throws {
        try withRepository { menu, _ in
            // 主菜 #2 holding 宫保鸡丁 #3 and 回锅肉 #4; 早餐 #5 holding 宫保鸡丁 #6.
            _ = try menu.editing.addItems(named: [path("主菜/宫保鸡丁"), path("主菜/回锅肉"), path("早餐/宫保鸡丁")], in: nil, price: nil,
                                 makingParents: true)
            try menu.database.cachedStatement("UPDATE menu_node SET name = ? WHERE id = 2").run([.text("主菜" + Self.retitle)])
            menu.pathsChanged()
            expectEscaped("remove a group that holds dishes") { _ = try menu.editing.remove([.id(2)], recursive: false) }
            expectEscaped("price a group") { _ = try menu.editing.setPrice(.id(2), to: Amount(fen: 100)) }
            expectEscaped("rename into a clash") { _ = try menu.editing.rename(.id(3), to: Name("回锅肉")) }
            expectEscaped("move into a clash") { _ = try menu.editing.move(.path(path("早餐/宫保鸡丁")), to: nil, placement: .before(.id(3))) }
            expectEscaped("move a group into itself") { _ = try menu.editing.move(.id(2), to: nil, placement: .after(.id(3))) }
        }
    }

    @Test func aRefusedNameInAFileIsQuotedEscaped() throws {
        let bytes = Array(#"{"menu": [{"kind": "item", "name": "a\u202Eb"}, {"kind": "item", "name": "x\u009By"}]}"#.utf8)
        do {
            _ = try MenuDocument(bytes: bytes)
            Issue.record("a name with U+202E was accepted")
        } catch {
            #expect(Terminal.escaped(error.message) == #"menu[0].name: the name 'a\u{202E}b' holds an invisible format character (U+202E)"#)
        }
    }
}
