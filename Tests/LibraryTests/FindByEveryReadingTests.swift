import Foundation
import MenuTestSupport
import Testing
@testable import MenuData
@testable import MenuFormats
@testable import MenuModel
@testable import SQLite

/// `find` by every reading of each character (SPEC 12): 茄子 is qz and
/// qiezi as well as kMandarin's jz and jiazi.
@Suite struct MenuQueryReadingsTests {
    /// Dishes as staff say them, whatever kMandarin gives first; and the
    /// character kMandarin does not read, by its kHanyuPinyin reading.
    @Test(arguments: [
        ("qz", "茄子"), ("qiezi", "茄子"), ("jz", "茄子"), ("jiazi", "茄子"), ("yxqz", "鱼香茄子"), ("xiangqie", "鱼香茄子"),
        ("qiez", "鱼香茄子"), ("gl", "咖喱"), ("gali", "咖喱"), ("kali", "咖喱"), ("glj", "咖喱鸡"), ("hs", "海参"),
        ("haishen", "海参"), ("haican", "海参"), ("bzf", "煲仔饭"), ("baozaifan", "煲仔饭"), ("baozifan", "煲仔饭"),
        ("dsx", "地三鲜"), ("disanxian", "地三鲜"), ("desanxian", "地三鲜"), ("dc", "豆豉"), ("douchi", "豆豉"), ("ds", "豆豉"),
        ("cqxm", "重庆小面"), ("chongqing", "重庆小面"), ("zqxm", "重庆小面"), ("mxw", "毛血旺"), ("maoxiewang", "毛血旺"),
        ("gbjd", "宫保鸡丁"), ("gongbaojiding", "宫保鸡丁"), ("cscdf", "长沙臭豆腐"), ("changsha", "长沙臭豆腐"),
        ("hgr", "回锅肉"), ("huiguorou", "回锅肉"), ("dsqz", "豆豉 茄子"), ("qz2", "茄子2"), ("chu", "\u{228F5}"),
    ])
    func findsADishByEveryReadingOfEachCharacter(query: String, name: String) throws {
        #expect(try MenuQuery(parsing: query).matches(name))
    }

    /// Every reading, but still one reading per character, initials or
    /// spelled out whole (not both in one query), from a syllable's start,
    /// and not across a sign.
    @Test(arguments: [("qzi", "茄子"), ("qjz", "茄子"), ("iezi", "茄子"), ("qiejia", "茄子"), ("qiezz", "茄子"),
                      ("qz", "茄·子"), ("gls", "咖喱"), ("xz", "茄子"), ("hsx", "海参")])
    func doesNotMatch(query: String, name: String) throws {
        #expect(try !MenuQuery(parsing: query).matches(name))
    }

    /// The matcher against every spelling written out: names of up to five
    /// characters from a few read several ways, letters, digits, a space and
    /// signs; queries cut from a spelling at random, and random letters.
    @Test func theMatcherAgreesWithEverySpellingWrittenOut() throws {
        let letters = Array("茄子咖喱参仔重长宫保丁地三鲜aB7 ·")
        var random = SeededGenerator(state: 88)
        var found = 0
        for _ in 0..<2_000 {
            let name = String((0..<Int.random(in: 1...5, using: &random)).map { _ in letters.randomElement(using: &random)! })
            let spellings = Self.spellings(of: name)
            var queries = (0..<3).map { _ in String((0..<Int.random(in: 1...4, using: &random)).map { _ in "qzjkgcsdxab7".randomElement(using: &random)! }) }
            for spelling in spellings.shuffled(using: &random).prefix(3) {
                for form in [spelling.initials, spelling.spelled.joined()] where !form.isEmpty {
                    let start = Int.random(in: 0..<form.count, using: &random)
                    queries.append(String(Array(form)[start..<Int.random(in: start + 1...form.count, using: &random)]))
                }
            }
            for text in queries {
                // Pinyin queries: ASCII letters and digits, a letter among them.
                guard text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }), text.contains(where: \.isLetter),
                      let query = try? MenuQuery(parsing: text) else { continue }
                // The pinyin of ASCII text is the text.
                let expected = name.lowercased().contains(text) || (!name.allSatisfy(\.isASCII) && spellings.contains { $0.holds(text) })
                #expect(query.matches(name) == expected, "\(text) in \(name)")
                if expected { found += 1 }
            }
        }
        #expect(found > 2_000, "too few matches to say anything: \(found)")
    }

    /// One way of reading a name: its initials and its syllables, a run
    /// broken by a sign ("\0"); white space left out.
    struct Spelling {
        var initials = ""
        var spelled: [String] = []

        func holds(_ query: String) -> Bool {
            if initials.contains(query) { return true }
            // Spelled out from the start of a syllable, never across a sign.
            return spelled.indices.contains { spelled[$0...].joined().split(separator: "\0", omittingEmptySubsequences: false)[0].hasPrefix(query) }
        }
    }

    static func spellings(of name: String) -> [Spelling] {
        var spellings = [Spelling()]
        for scalar in name.lowercased().unicodeScalars where !scalar.properties.isWhitespace {
            var ways = Pinyin.readings(of: scalar).map(\.spelled)
            if ways.isEmpty { ways = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) ? [String(scalar)] : ["\0"] }
            spellings = spellings.flatMap { spelling in
                ways.map { way in Spelling(initials: spelling.initials + String(way.first!), spelled: spelling.spelled + [way]) }
            }
        }
        return spellings
    }
}
