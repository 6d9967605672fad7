import Foundation
import MenuTestSupport
import Testing

/// `export --format square --id-map FILE [--deletions FILE]` (SPEC 29): the
/// objects an earlier upload made are written with Square's ids, an
/// update, and what the menu no longer has is listed for deletion.
@Suite struct SquareUpdateTests {
    static let answer = """
        {"objects": [], "id_mappings": [
          {"client_object_id": "#item-3", "object_id": "SQ_ITEM_3"},
          {"client_object_id": "#variation-3", "object_id": "SQ_VARIATION_3"},
          {"client_object_id": "#category-2", "object_id": "SQ_CATEGORY_2"},
          {"client_object_id": "#item-4", "object_id": "SQ_ITEM_4"},
          {"client_object_id": "#variation-4", "object_id": "SQ_VARIATION_4"}]}
        """

    @Test func mappedObjectsAreUpdatesAndWhatIsGoneIsListedForDeletion() throws {
        let sandbox = Sandbox()
        try sandbox.must("batch", SquareExportTests.examples + "/sichuan.menuctl", "-q")
        try sandbox.must("remove", "主菜/干烧鱼", "-q")
        let map = try sandbox.write("answer.json", Self.answer)
        let deletions = sandbox.folder + "/deletions.json"
        let export = try sandbox.must("export", "--format", "square", "--id-map", map, "--deletions", deletions)
        #expect(SquareContract.problems(in: export.stdout) == [])
        let objects = try SquareExportTests.objects(export.stdout)
        #expect(objects["SQ_ITEM_3"]?["item_data"]?["name"] == .string("宫保鸡丁"))
        #expect(objects["SQ_VARIATION_3"]?["item_variation_data"]?["item_id"] == .string("SQ_ITEM_3"))
        #expect(objects["SQ_CATEGORY_2"]?["category_data"]?["name"] == .string("主菜"))
        #expect(objects["#item-3"] == nil && objects["#item-5"] != nil)
        let braised = SquareExportTests.items(objects)["回锅肉"]?["item_data"]?["categories"]
        #expect(braised == .array([.object(["id": .string("SQ_CATEGORY_2"), "ordinal": .int(1)])]))
        #expect(try String(contentsOfFile: deletions, encoding: .utf8) == "{\"object_ids\": [\"SQ_ITEM_4\", \"SQ_VARIATION_4\"]}\n")
    }

    @Test func aLaterMapWinsAndAFileThatIsNotAnAnswerIsRefused() throws {
        let sandbox = Sandbox()
        try sandbox.must("batch", SquareExportTests.examples + "/sichuan.menuctl", "-q")
        let first = try sandbox.write("first.json", Self.answer)
        let later = try sandbox.write("later.json", ##"{"id_mappings": [{"client_object_id": "#item-3", "object_id": "SQ_NEW"}]}"##)
        let objects = try SquareExportTests.objects(try sandbox.must("export", "--format", "square", "--id-map", first, "--id-map", later).stdout)
        #expect(objects["SQ_NEW"] != nil && objects["SQ_ITEM_3"] == nil)
        let bad = try sandbox.write("bad.json", ##"{"id_mappings": [{"client_object_id": "#item-3"}]}"##)
        let refused = try expectRefusal(sandbox, ["export", "--format", "square", "--id-map", bad], status: 65)
        #expect(refused.stderr.hasPrefix("Error: \(sandbox.folder)/bad.json: id_mappings[0].object_id: expected a string that is not empty"))
        _ = try expectRefusal(sandbox, ["export", "--format", "square", "--id-map", sandbox.folder + "/none.json"], status: 66)
        _ = try expectRefusal(sandbox, ["export", "--format", "square", "--deletions", "d.json"], status: 64)
        _ = try expectRefusal(sandbox, ["export", "--id-map", first], status: 64)
    }
}
