import Foundation
import Testing
@testable import MenuModel
import MenuTestSupport

@Suite struct HanVariantsTableTests {
    /// The binary carries Unihan's variants in HanVariants.generated.swift;
    /// if this fails, run scripts/make-variants (after scripts/setup).
    @Test(.tags(.slow, .generatorSync)) func theTableIsInStepWithTheScriptsOutput() throws {
        let folder = TemporaryFolder()
        let fresh = folder.file("HanVariants.generated.swift")
        let script = try runProcess(packageRoot.appendingPathComponent("scripts/make-variants").path, [fresh])
        #expect(script.status == 0, "scripts/make-variants failed; is unicode-data installed (scripts/setup)?")
        let made = try String(contentsOfFile: fresh, encoding: .utf8)
        let committed = try String(contentsOf: packageRoot.appendingPathComponent("Sources/MenuModel/HanVariants.generated.swift"),
                                   encoding: .utf8)
        #expect(made == committed, "HanVariants.generated.swift differs from scripts/make-variants' output; run it")
    }

    @Test(arguments: [("宮保雞丁", "宫保鸡丁"), ("鷄", "鸡"), ("麵", "面"), ("宫保鸡丁", "宫保鸡丁"), ("Kung Pao 雞", "Kung Pao 鸡")])
    func traditionalAndVariantFormsAreSimplified(typed: String, simplified: String) {
        #expect(HanVariants.simplified(typed) == simplified)
    }

    @Test func simplifiedFormsHaveATraditionalOne() {
        #expect(HanVariants.traditional("宫保鸡丁") == "宮保雞丁")
    }

    @Test func aQueryIsReadBySoundOnlyWhenItIsTwoOrMoreHanCharacters() throws {
        #expect(try MenuQuery(parsing: "宫爆鸡丁").bySound?.text == "gongbaojiding")
        #expect(try MenuQuery(parsing: "鸡").bySound == nil)
        #expect(try MenuQuery(parsing: "鸡 丁").bySound == nil)
        #expect(try MenuQuery(parsing: "gong bao").alternatives.map(\.text) == ["gongbao"])
        #expect(try MenuQuery(parsing: "雞").alternatives.map(\.text) == ["鸡"])
    }
}
