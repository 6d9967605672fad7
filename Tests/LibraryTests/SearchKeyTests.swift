import Testing
@testable import MenuData
@testable import MenuFormats
@testable import MenuModel
@testable import SQLite
import MenuTestSupport

/// find passes by a bucket whose keys do not hold the query's needle
/// (migration 0007), nor its pinyin the bucket's readings (0008), so a key
/// must hold the needle of every query its name matches, or find would
/// miss the name.
@Suite struct SearchKeyTests {
    /// The keys and readings of `names`, as a bucket holds them.
    static func key(of names: String...) -> (keys: [UInt8], readings: [UInt8]) {
        var keys: [UInt8] = [], readings: [UInt8] = []
        for name in names { MenuQuery.appendSearchKey(of: name, to: &keys, readings: &readings) }
        return (keys, readings)
    }

    /// What find asks of a bucket's row.
    static func mayMatch(_ query: MenuQuery, _ key: (keys: [UInt8], readings: [UInt8])) -> Bool {
        key.keys.withUnsafeBufferPointer { query.mayMatch(keys: $0) }
            || key.readings.withUnsafeBufferPointer { query.mayMatch(readings: $0) }
    }

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
    /// one reading, several and none, ASCII, cased non-ASCII that lowercases
    /// to ASCII or to two characters, emoji, spaces); queries cut from the
    /// name, its pinyin spelled out and its initials, each character read
    /// one of its ways at random, in either case, and random ones. Whenever
    /// the matcher says yes, the key must hold the needle.
    @Test func aKeyHoldsTheNeedleOfEveryQueryItsNameMatches() throws {
        let letters = Array("宫保鸡丁回锅肉担担面川北凉粉酒水主菜早餐茄子咖喱参仔重长𠀀𪜀𢣵aAbBgGjJdDzZ0179 　-·ÉéßẞİKΣσςﬁ🌶️")
        var random = SeededGenerator(state: 13)
        var checked = 0
        for _ in 0..<3_000 {
            let name = String((0..<Int.random(in: 1...8, using: &random)).map { _ in letters.randomElement(using: &random)! })
            let key = Self.key(of: name)
            let readings = name.unicodeScalars.map { Pinyin.readings(of: $0).map(\.spelled).randomElement(using: &random) }
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
                #expect(Self.mayMatch(query, key), "\(text) matches \(name), but its key does not hold it")
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
        #expect(Self.mayMatch(matcher, Self.key(of: name)))
    }

    /// A name whose characters are each read one way keeps its pinyin in
    /// the keys, as 0007 wrote it; one with a character read several ways
    /// has it in the readings, that character's readings in brackets.
    @Test func aKeyIsTheNameLowercasedThenItsInitialsThenItsPinyin() {
        let key = Self.key(of: "川北凉粉", "7Up", "宫保鸡丁", "咖喱 2", "重庆·小面")
        #expect(String(decoding: key.keys, as: UTF8.self)
                == "川北凉粉\u{1}cblf\u{1}chuanbeiliangfen\u{1}7up\u{1}宫保鸡丁\u{1}咖喱 2\u{1}重庆·小面\u{1}")
        #expect(String(decoding: key.readings, as: UTF8.self)
                == "gbj(d/z)\u{1}gongbaoji(ding/zheng)\u{1}(k/g/j)l2\u{1}(ka/ga/jia)li2\u{1}(z/c/t)q\u{1}xm\u{1}"
                   + "(zhong/chong/tong)qing\u{1}xiaomian\u{1}")
    }

    @Test func keysThatDoNotHoldTheQueryAreTurnedDown() throws {
        let key = Self.key(of: "川北凉粉", "回锅肉", "担担面", "鱼香茄子")
        for (text, expected) in [("gbjd", false), ("hgr", true), ("DANDAN", true), ("jiemian", true), ("鸡", false), ("锅", true),
                                 ("面x", false), ("cblf", true), ("yxqz", true), ("xiangjiazi", true), ("qiezi", true),
                                 ("qjz", false), ("hgrou", false), ("rz", false)] {
            let query = try MenuQuery(parsing: text)
            #expect(Self.mayMatch(query, key) == expected, "\(text)")
        }
    }

    /// Pinyin queries alone look through the readings: the names there
    /// are in the keys too, lowercased, and a query that is not pinyin is
    /// found there or nowhere.
    @Test func onlyPinyinLooksThroughTheReadings() throws {
        let key = Self.key(of: "鱼香茄子")
        for text in ["(jia", "jia/qie", "j/q"] {
            let query = try MenuQuery(parsing: text)
            #expect(!key.readings.withUnsafeBufferPointer { query.mayMatch(readings: $0) }, "\(text)")
        }
    }

    /// A query longer than the 64 letters the readings' automaton follows
    /// is looked for by its first 64, which every match holds.
    @Test func aLongQueryIsLookedForByItsFirst64Letters() throws {
        let name = String(repeating: "茄子", count: 40)
        let query = try MenuQuery(parsing: String(repeating: "qiezi", count: 20))
        #expect(query.matches(name))
        #expect(Self.mayMatch(query, Self.key(of: name)))
        // Past 64 letters the key may say yes where the matcher says no.
        let longer = try MenuQuery(parsing: String(repeating: "qz", count: 40) + "x")
        #expect(!longer.matches(name) && Self.mayMatch(longer, Self.key(of: name)))
    }
}
