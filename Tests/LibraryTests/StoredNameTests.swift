import Testing
@testable import MenuData
@testable import MenuFormats
@testable import MenuModel
@testable import SQLite

/// SPEC 2's rule applied to names found in the file, and how `check --repair` mends them.
@Suite struct StoredNameTests {
    @Test(arguments: [
        ("宫保鸡丁", nil), ("", .empty), ("   ", .empty), (" 鱼", .surroundingWhiteSpace), ("鸡/鸭", .slash),
        ("a\u{7}", .control), ("a\u{85}b", .control), ("a\u{200B}b", .format), ("\u{202E}abc", .format),
        (String(repeating: "辣", count: 100), nil), (String(repeating: "辣", count: 101), .tooLong),
        (String(repeating: "e\u{301}\u{301}\u{301}", count: 58), .tooManyBytes), ("#12", .looksLikeID),
        ("#", nil), ("#12a", nil), ("№12", nil),
    ] as [(String, StoredName.Fault?)])
    func faults(_ name: String, _ fault: StoredName.Fault?) {
        #expect(StoredName.fault(in: name) == fault)
    }

    @Test func mendingKeepsWhatCanBeKept() {
        #expect(StoredName.mended("鸡/鸭") == "鸡／鸭")
        #expect(StoredName.mended(" 宫保\u{1B}[2J鸡丁\u{7} ") == "宫保 [2J鸡丁")
        #expect(StoredName.mended("回锅\u{200B}肉\u{FEFF}") == "回锅肉")
        #expect(StoredName.mended("#12") == "№12")
        #expect(StoredName.mended(" #1\u{200B}2") == "№12", "the format character goes before the id is seen")
        #expect(StoredName.mended("") == "unnamed" && StoredName.mended("\u{7}\u{200B}") == "unnamed")
        #expect(StoredName.mended(String(repeating: "辣", count: 150)) == String(repeating: "辣", count: 100))
        let marked = String(repeating: "e\u{301}\u{301}\u{301}", count: 60)
        #expect(StoredName.mended(marked) == String(repeating: "e\u{301}\u{301}\u{301}", count: 57), "whole Characters, at most 400 bytes")
        for name in ["鸡/鸭", " a\u{7} ", "#5", String(repeating: "x ", count: 300), marked] {
            #expect(StoredName.fault(in: StoredName.mended(name)) == nil, "\(name)")
        }
    }

    @Test func uniqueComparesBytesAndLeavesRoomForTheNumber() {
        let taken: Set<[UInt8]> = [Array("é".utf8), Array("鱼".utf8), Array("鱼 (2)".utf8)]
        #expect(StoredName.unique("e\u{301}", among: taken) == "e\u{301}", "SQLite calls these two names different")
        #expect(StoredName.unique("鱼", among: taken) == "鱼 (3)")
        let long = String(repeating: "辣", count: 100)
        let numbered = StoredName.unique(long, among: [Array(long.utf8)])
        #expect(numbered == String(repeating: "辣", count: 96) + " (2)")
        #expect(StoredName.fault(in: numbered) == nil)
    }
}
