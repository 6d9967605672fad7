import Foundation
import Testing

/// A dish with a unit and no price yet keeps its unit in every row format.
@Suite struct TSVUnitTests {
    @Test func aDishWithoutAPriceKeepsItsUnitInTSV() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "活鱼", "--unit", "斤", "-q")
        try sandbox.must("add-item", "米饭", "-q")
        let rows = try sandbox.must("list", "--format", "tsv").lines.dropFirst().map { $0.components(separatedBy: "\t") }
        #expect(rows.map { $0[12] } == ["斤", ""])
        #expect(rows.map { $0[11] + "|" + $0[13] } == ["|0", "|0"])
    }
}
