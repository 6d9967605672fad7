import Foundation
import Testing
@testable import MenuData
@testable import MenuFormats
@testable import MenuModel
@testable import SQLite

/// Every reading of a character (SPEC 12): found by any reading the four
/// Mandarin fields of Unihan give it, sorted by kMandarin's first.
@Suite struct PinyinReadingsTests {
    @Test(arguments: [
        ("茄", "jia qie"), ("咖", "ka ga jia"), ("参", "can cen shen"), ("仔", "zi zai"), ("豉", "shi chi"),
        ("地", "de di"), ("丁", "ding zheng"), ("重", "zhong chong tong"), ("鸡", "ji"), ("绿", "lv lu"), ("a", ""),
    ])
    func kMandarinFirstThenTheOthersAlphabetically(character: Character, readings: String) {
        let scalar = character.unicodeScalars.first!
        #expect(Pinyin.readings(of: scalar).map(\.spelled).joined(separator: " ") == readings)
        #expect(Pinyin.syllable(of: scalar)?.spelled == readings.split(separator: " ").first.map(String.init))
    }

    /// Two characters have readings in kHanyuPinyin but none in kMandarin:
    /// they have readings to be found by, and none to be sorted by.
    @Test func aCharacterWithoutKMandarinHasReadingsButNoneToSortBy() throws {
        #expect(Pinyin.readings(of: "\u{228F5}").map(\.spelled) == ["chu"])
        #expect(Pinyin.syllable(of: "\u{228F5}") == nil)
    }

    /// The table against Unihan itself, read here apart from
    /// scripts/make-pinyin (tones taken off by Unicode decomposition, not
    /// by a list of letters): each code point's readings, and kMandarin's
    /// first; every other code point has none.
    @Test(.tags(.slow, .generatorSync)) func theTableHoldsEveryReadingUnihanGives() throws {
        var readings: [UInt32: Set<String>] = [:]
        var mandarin: [UInt32: String] = [:]
        let fields: Set<Substring> = ["kMandarin", "kHanyuPinyin", "kTGHZ2013", "kXHC1983"]
        for line in try Self.unihanReadings().split(separator: "\n") where line.hasPrefix("U+") {
            let columns = line.split(separator: "\t")
            guard columns.count == 3, fields.contains(columns[1]), let value = UInt32(columns[0].dropFirst(2), radix: 16) else { continue }
            for (index, entry) in columns[2].split(separator: " ").enumerated() {
                let list = columns[1] == "kMandarin" ? entry : entry.split(separator: ":")[1]
                for reading in list.split(separator: ",") {
                    let toneless = Self.toneless(String(reading))
                    readings[value, default: []].insert(toneless)
                    if columns[1] == "kMandarin" && index == 0 { mandarin[value] = toneless }
                }
            }
        }
        #expect(readings.count > 40_000)
        var wrong: [String] = []
        for value in UInt32(0)...0x10FFFF {
            let table = Pinyin.readings(ofValue: value)
            if Set(table.map(\.spelled)) != readings[value] ?? [] || table.count != readings[value]?.count ?? 0
                || Pinyin.syllable(ofValue: value)?.spelled != mandarin[value] {
                wrong.append(String(value, radix: 16))
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) code points differ, first \(wrong.prefix(5))")
    }

    /// gōng → gong, lǜ → lv, ê̄ → e, ḿ → m: marks off, ü as v.
    static func toneless(_ reading: String) -> String {
        var letters = ""
        for scalar in reading.decomposedStringWithCanonicalMapping.unicodeScalars {
            if scalar == "\u{308}" {
                letters = String(letters.dropLast()) + "v"
            } else if scalar.properties.generalCategory != .nonspacingMark {
                letters.unicodeScalars.append(scalar)
            }
        }
        return letters
    }

    static func unihanReadings() throws -> String {
        let folder = ProcessInfo.processInfo.environment["UNIHAN_DIR"] ?? "/usr/share/unicode"
        let plain = folder + "/Unihan_Readings.txt"
        if FileManager.default.fileExists(atPath: plain) { return try String(contentsOfFile: plain, encoding: .utf8) }
        let bzcat = Process()
        bzcat.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        bzcat.arguments = ["bzcat", plain + ".bz2"]
        let pipe = Pipe()
        bzcat.standardOutput = pipe
        try bzcat.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        bzcat.waitUntilExit()
        #expect(bzcat.terminationStatus == 0, "no Unihan_Readings.txt(.bz2) in \(folder): install unicode-data (scripts/setup)")
        return String(decoding: data, as: UTF8.self)
    }
}
