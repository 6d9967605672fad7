import Testing
@testable import MenuData
@testable import MenuFormats
@testable import MenuModel
@testable import SQLite
import MenuTestSupport

/// find passes by a bucket whose keys do not hold the query's needle
/// (migration 0007), so a key must hold the needle of every query its
/// name matches, or find would miss the name.
@Suite struct SearchKeyTests {
    /// A query without case is looked for in a name as it is, and in a key
    /// with case folded away: the same, since folding changes only cased
    /// characters. Checked over every code point, not assumed.
    @Test func foldingLeavesEveryCharacterWithoutCaseAsItIs() {
        var changed: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), !scalar.properties.isCased else { continue }
            var folded: [UInt32] = []
            MenuQuery.fold(scalar, into: &folded)
            if folded != [value] { changed.append(value) }
        }
        #expect(changed.isEmpty)
    }

    /// Names from letters of every kind the matcher treats apart (Han with
    /// and without readings, ASCII, cased non-ASCII that lowercases to
    /// ASCII or to two characters, emoji, spaces); queries cut from the
    /// name, its pinyin spelled out and its initials, in either case, and
    /// random ones. Whenever the matcher says yes, the key must hold the needle.
    @Test func aKeyHoldsTheNeedleOfEveryQueryItsNameMatches() throws {
        let letters = Array("宫保鸡丁回锅肉担担面川北凉粉酒水主菜早餐𠀀𪜀aAbBgGjJdDzZ0179 　-·ÉéßẞİKΣσςﬁ🌶️")
        var random = SeededGenerator(state: 13)
        var checked = 0
        for _ in 0..<3_000 {
            let name = String((0..<Int.random(in: 1...8, using: &random)).map { _ in letters.randomElement(using: &random)! })
            var key: [UInt8] = []
            MenuQuery.appendSearchKey(of: name, to: &key)
            let readings = Pinyin.readings(of: name)
            let spelled = readings.compactMap { $0 }.joined()
            let initials = String(readings.compactMap { $0?.first })
            var candidates = [spelled, initials, spelled.uppercased(), name.uppercased(), name.lowercased()]
            for text in [name, spelled, initials] where !text.isEmpty {
                let characters = Array(text)
                let start = Int.random(in: 0..<characters.count, using: &random)
                let end = Int.random(in: start..<characters.count, using: &random)
                candidates.append(String(characters[start...end]))
            }
            candidates.append(String((0..<3).map { _ in letters.randomElement(using: &random)! }))
            for text in candidates {
                guard let query = try? MenuQuery(parsing: text), query.matches(name) else { continue }
                checked += 1
                let holds = key.withUnsafeBufferPointer { query.mayMatch(keys: $0) }
                #expect(holds, "\(text) matches \(name), but its key does not hold it")
            }
        }
        #expect(checked > 5_000, "too few matching pairs to say anything: \(checked)")
    }

    /// "Ignoring case" (SPEC 12) as Unicode folds case, not only lowercasing.
    @Test(arguments: [("STRASSE", "Straße"), ("straße", "STRASSE"), ("ς", "ΣΟΥΒΛΑΚΙ"), ("fish", "ﬁsh"), ("K", "k"), ("kung", "KUNG PAO"),
                      ("ẞ", "Straße"), ("ss", "ẞIG"), ("mpdf", "麻婆 豆腐"), ("mapodoufu", "麻婆　豆腐")])
    func caseIsFoldedAwayOnBothSides(query: String, name: String) throws {
        let matcher = try MenuQuery(parsing: query)
        #expect(matcher.matches(name))
        var key: [UInt8] = []
        MenuQuery.appendSearchKey(of: name, to: &key)
        #expect(key.withUnsafeBufferPointer { matcher.mayMatch(keys: $0) })
    }

    @Test func aKeyIsTheNameLowercasedThenItsInitialsThenItsPinyin() {
        var key: [UInt8] = []
        MenuQuery.appendSearchKey(of: "宫保鸡丁", to: &key)
        MenuQuery.appendSearchKey(of: "7Up", to: &key)
        #expect(String(decoding: key, as: UTF8.self) == "宫保鸡丁\u{1}gbjd\u{1}gongbaojiding\u{1}7up\u{1}")
    }

    @Test func keysThatDoNotHoldTheQueryAreTurnedDown() throws {
        var key: [UInt8] = []
        MenuQuery.appendSearchKey(of: "回锅肉", to: &key)
        MenuQuery.appendSearchKey(of: "担担面", to: &key)
        for (text, expected) in [("gbjd", false), ("hgr", true), ("DANDAN", true), ("鸡", false), ("锅", true), ("面x", false)] {
            let query = try MenuQuery(parsing: text)
            #expect(key.withUnsafeBufferPointer { query.mayMatch(keys: $0) } == expected, "\(text)")
        }
    }
}
