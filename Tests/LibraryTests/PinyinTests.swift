import Foundation
import Testing
@testable import MenuData
@testable import MenuFormats
@testable import MenuModel
@testable import SQLite
import MenuTestSupport

@Suite struct PinyinTableTests {
    /// The binary carries Unihan's readings in Pinyin.generated.swift; if
    /// this fails, run scripts/make-pinyin (after scripts/setup).
    @Test(.tags(.slow, .generatorSync)) func theTableIsInStepWithTheScriptsOutput() throws {
        let folder = TemporaryFolder()
        let fresh = folder.file("Pinyin.generated.swift")
        let script = try runProcess(packageRoot.appendingPathComponent("scripts/make-pinyin").path, [fresh])
        #expect(script.status == 0, "scripts/make-pinyin failed; is unicode-data installed (scripts/setup)?")
        let made = try String(contentsOfFile: fresh, encoding: .utf8)
        let committed = try String(contentsOf: packageRoot.appendingPathComponent("Sources/MenuModel/Pinyin.generated.swift"),
                                   encoding: .utf8)
        #expect(made == committed, "Pinyin.generated.swift differs from scripts/make-pinyin's output; run it")
    }

    @Test(arguments: [
        ("宫保鸡丁", "gong bao ji ding"), ("回锅肉", "hui guo rou"), ("担担面", "dan dan mian"),
        ("川北凉粉", "chuan bei liang fen"), ("绿茶", "lv cha"), ("女儿红", "nv er hong"),
        ("嗯", "n"), ("呣", "m"), ("𠀀", "he"),
    ])
    func firstReadingWithoutTones(name: String, readings: String) {
        #expect(Pinyin.readings(of: name).map { $0 ?? "?" }.joined(separator: " ") == readings)
    }

    @Test func otherCharactersHaveNoReading() {
        #expect(Pinyin.readings(of: "7Up é〇ア") == [nil, nil, nil, nil, nil, nil, nil])
        #expect(Pinyin.syllable(of: "\u{33FF}") == nil)
        #expect(Pinyin.syllable(of: "\u{10FFFF}") == nil)
    }

    @Test func syllablesAreNumberedInAlphabeticalOrder() throws {
        let lu = try #require(Pinyin.syllable(of: "路"))
        let lv = try #require(Pinyin.syllable(of: "绿"))
        let a = try #require(Pinyin.syllable(of: "阿"))
        #expect(a.number == 1 && a.spelled == "a")
        #expect(lu < lv && lu.spelled == "lu" && lv.initial == UInt8(ascii: "l"))
    }
}

@Suite struct MenuQueryTests {
    private func matches(_ query: String, _ name: String) throws -> Bool {
        let query = try MenuQuery(parsing: query)
        return query.matches(name)
    }

    @Test(arguments: ["gbjd", "GBJD", "gongbao", "GongBao", "baoji", "jiding", "bjd", "宫保", "鸡", "gongbaojiding", "jid"])
    func findsKungPaoChicken(query: String) throws {
        #expect(try matches(query, "宫保鸡丁"))
    }

    @Test(arguments: [("hgr", "回锅肉"), ("ddm", "担担面"), ("7up", "7Up"), ("7UP", "7Up"), ("up", "7Up"),
                      ("lvcha", "绿茶"), ("lc", "绿茶"), ("kele", "可口可乐 Cola"), ("cola", "可口可乐 Cola"),
                      ("klz", "可乐Zero"), ("é", "Café É"), ("ÉÉ", "cafééé"), ("ceng1", "层10"), ("kl", "可 乐"),
                      ("mpdf", "麻婆 豆腐")])
    func matchesNamesAndPinyin(query: String, name: String) throws {
        #expect(try matches(query, name))
    }

    /// Spelled-out pinyin starts where a syllable starts; pinyin does not
    /// cross a sign (white space it does: staff type 麻婆 豆腐 as mpdf), and
    /// a name of ASCII alone is matched as written.
    @Test(arguments: [("ongbao", "宫保鸡丁"), ("gbd", "宫保鸡丁"), ("hgrr", "回锅肉"), ("gong bao", "宫保鸡丁"),
                      ("ab", "a b"), ("kl", "可·乐"), ("7up", "7 Up"), ("xyz", "宫保鸡丁")])
    func doesNotMatch(query: String, name: String) throws {
        #expect(try !matches(query, name))
    }

    @Test func anEmptyQueryIsRefused() {
        #expect(throws: MenuError.self) { try MenuQuery(parsing: "  ") }
        #expect((try? MenuQuery(parsing: " 鸡 "))?.text == "鸡")
    }

    @Test func invalidStoredBytesDoNotStopTheSearch() throws {
        let query = try MenuQuery(parsing: "ji")
        let bytes: [UInt8] = [0xFF, 0xE9, 0xB8, 0xA1]  // a stray byte, then 鸡
        #expect(bytes.withUnsafeBufferPointer { query.matches(utf8: $0) })
    }
}
