import Foundation
import Testing
@testable import MenuModel
import MenuTestSupport

/// SPEC 11: a LANG's language is one of ISO 639, from Debian's iso-codes.
@Suite struct LanguageTableTests {
    /// The binary carries ISO 639 in Languages.generated.swift; if this
    /// fails, run scripts/make-languages (after scripts/setup).
    @Test(.tags(.slow, .generatorSync)) func theTableIsInStepWithTheScriptsOutput() throws {
        let folder = TemporaryFolder()
        let fresh = folder.file("Languages.generated.swift")
        let script = try runProcess(packageRoot.appendingPathComponent("scripts/make-languages").path, [fresh])
        #expect(script.status == 0, "scripts/make-languages failed; is iso-codes installed (scripts/setup)?")
        let made = try String(contentsOfFile: fresh, encoding: .utf8)
        let committed = try String(contentsOf: packageRoot.appendingPathComponent("Sources/MenuModel/Languages.generated.swift"),
                                   encoding: .utf8)
        #expect(made == committed, "Languages.generated.swift differs from scripts/make-languages's output; run it")
    }

    /// Every code iso-codes lists, read from its JSON here by a second
    /// reader: two letters where ISO 639-1 has them, three otherwise.
    @Test func everyLanguageOfISO639IsKnownByItsTagCode() throws {
        var codes: [String] = []
        var writtenWithTwo = Set<String>()
        for part in ["639-2", "639-3", "639-5"] {
            let data = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/iso-codes/json/iso_\(part).json"))
            let list = try #require((try JSONSerialization.jsonObject(with: data) as? [String: Any])?[part] as? [[String: String]])
            codes += list.compactMap { $0["alpha_2"] ?? $0["alpha_3"] }.filter { !$0.contains("-") }
            writtenWithTwo.formUnion(list.filter { $0["alpha_2"] != nil }.compactMap { $0["alpha_3"] })
        }
        // 639-5's `bih` is 639-2's `bh`: a tag writes it with two letters.
        codes.removeAll { writtenWithTwo.contains($0) }
        #expect(!LanguageTag.isISO639("bih") && !LanguageTag.isISO639("eng") && LanguageTag.isISO639("bh"))
        #expect(codes.count > 8000)
        let unknown = codes.filter { !LanguageTag.isISO639($0) }
        #expect(unknown.isEmpty, "\(unknown.prefix(10))")
    }

    @Test(arguments: ["en", "zh", "ja", "yue", "cmn", "haw", "und", "qaa", "qtz", "sgn", "zza"])
    func languagesOfISO639AreTaken(code: String) throws {
        #expect(LanguageTag.isISO639(code))
        #expect(try LanguageTag(code + "-GB").text == code + "-GB")
    }

    @Test(arguments: [
        ("english", "'english' is not a language of ISO 639; did you mean en?"),
        ("English", "'English' is not a language of ISO 639; did you mean en?"),
        ("eng", "'eng' is not a language of ISO 639; did you mean en?"),
        ("chi", "'chi' is not a language of ISO 639; did you mean zh?"),
        ("zho-Hant", "'zho-Hant' is not a language of ISO 639; did you mean zh-Hant?"),
        ("japanese", "'japanese' is not a language of ISO 639; did you mean ja?"),
        ("en_US", "'en_US' is not a BCP 47 language tag; did you mean en-US?"),
        ("jp", "'jp' is not a language of ISO 639; write one such as en, ja, zh-Hant"),
        ("zz", "'zz' is not a language of ISO 639; write one such as en, ja, zh-Hant"),
        ("xx", "'xx' is not a language of ISO 639; write one such as en, ja, zh-Hant"),
        ("e n", "'e n' is not a BCP 47 language tag (such as en, ja, zh-Hant)"),
    ])
    func languagesISO639DoesNotKnowAreRefusedWithWhatWasMeant(written: String, message: String) {
        #expect(throws: MenuError.invalidArgument(message)) { try LanguageTag(written) }
    }

    @Test func aPrivateUseTagNamesNoLanguageAndIsTaken() throws {
        #expect(try LanguageTag("x-klingon").text == "x-klingon")
        #expect(!LanguageTag.isISO639("x") && !LanguageTag.isISO639("") && !LanguageTag.isISO639("enga"))
    }
}
