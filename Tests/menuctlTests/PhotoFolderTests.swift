import Foundation
import MenuTestSupport
import Testing

/// `export --photos DIR [--for PLACE]` (SPEC 27): a file per dish, cut and
/// sized to the place's rules, never enlarged.
@Suite struct PhotoFolderTests {
    /// 主菜 holding 宫保鸡丁 (a camera's 4000 × 3000) and 回锅肉 (640 × 480),
    /// and 凉菜 holding 拍黄瓜, which has none.
    private func menu() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "主菜", "凉菜", "-q")
        try sandbox.must("add-item", "主菜/宫保鸡丁", "主菜/回锅肉", "凉菜/拍黄瓜", "--price", "38", "-q")
        try sandbox.must("photo", "宫保鸡丁", try sandbox.photo("camera.jpg", width: 4000, height: 3000), "-q")
        try sandbox.must("photo", "回锅肉", try sandbox.photo("small.jpg", width: 640, height: 480), "-q")
        return sandbox
    }

    /// What libvips reads a written file as: `1920x1080 uchar, 3 bands, srgb, jpegload`.
    private func header(_ sandbox: Sandbox, _ file: String) throws -> String {
        try sandbox.shell("vipsheader '\(file)'").stdout
    }

    @Test func doorDashGetsSixteenByNineOfAtLeast1400By800AndTheSmallOneIsNamed() throws {
        let sandbox = try menu()
        let folder = sandbox.folder + "/doordash"
        let outcome = try sandbox.run(["export", "--photos", folder, "--for", "doordash"])
        #expect(outcome.status == 0, "\(outcome)")
        #expect(outcome.stdout.hasPrefix("主菜/宫保鸡丁 → \(folder)/主菜_宫保鸡丁.jpg: JPEG 1920×1080 (16:9), "), "\(outcome)")
        #expect(outcome.stdout.split(separator: "\n").count == 1)
        #expect(outcome.stderr == "Warning: the photo of 主菜/回锅肉 is 640×480, too small for doordash (at least 1400×800 at 16:9): not written\n")
        let file = folder + "/主菜_宫保鸡丁.jpg"
        #expect(try header(sandbox, file).contains("1920x1080 uchar, 3 bands, srgb, jpegload"))
        let size = try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int ?? .max
        #expect(size <= 2_000_000, "\(size) bytes")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["主菜_宫保鸡丁.jpg"])
    }

    @Test func eachPlaceGetsItsShape() throws {
        let sandbox = try menu()
        let uber = try sandbox.must("export", "--photos", sandbox.folder + "/uber", "--for", "ubereats")
        #expect(uber.stdout.contains("主菜_宫保鸡丁.jpg: JPEG 1500×1200 (5:4), "), "\(uber)")
        #expect(uber.stderr.contains("主菜/回锅肉 is 640×480, too small for ubereats"))
        let meituan = try sandbox.must("export", "--photos", sandbox.folder + "/meituan", "--for", "meituan")
        #expect(meituan.stdout.contains("主菜_宫保鸡丁.jpg: JPEG 1600×1200 (4:3), "), "\(meituan)")
        #expect(meituan.stdout.contains("主菜_回锅肉.jpg: JPEG 640×480 (4:3), "), "kept at its size, never enlarged")
        #expect(meituan.stderr.isEmpty)
        // Without a place, and for Square, each master byte for byte.
        for place in [[], ["--for", "square"]] {
            let folder = sandbox.folder + "/masters\(place.count)"
            try sandbox.must(["export", "--photos", folder] + place)
            let written = try sandbox.shell("sha256sum '\(folder)/主菜_宫保鸡丁.jpg' | cut -c1-64").stdout
            #expect(written == (try sandbox.query("SELECT digest FROM node_photo WHERE node_id = (SELECT id FROM menu_node WHERE name = '宫保鸡丁')")) + "\n")
        }
    }

    @Test func theFileNamesAreSafeAndItsOptionsBelongTogether() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "..酒水:冷饮", "-q")
        try sandbox.must("add-item", "..酒水:冷饮/可乐*大?", "-q")
        try sandbox.must("photo", "可乐*大?", try sandbox.photo("cola.jpg", width: 300, height: 400), "-q")
        let folder = sandbox.folder + "/out"
        #expect(try sandbox.must("export", "--photos", folder).stdout.hasPrefix("..酒水:冷饮/可乐*大? → \(folder)/_.酒水_冷饮_可乐_大_.jpg: JPEG 300×400 (3:4), "))
        #expect(try sandbox.run(["export", "--for", "doordash"]).stderr.hasPrefix("Error: '--for' applies only with --photos DIR\n"))
        #expect(try sandbox.run(["export", "--photos", "x", "--for", "grubhub"]).status == 64)
        let both = try sandbox.run(["export", "--photos", "x", "--format", "html"])
        #expect(both.status == 64 && both.stderr.hasPrefix("Error: '--photos' writes the dishes' photos, not the menu: leave out --format and --station\n"), "\(both)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.folder + "/x") && !FileManager.default.fileExists(atPath: "x"))
        let none = Sandbox()
        try none.must("add-item", "宫保鸡丁", "-q")
        #expect(try none.must("export", "--photos", none.folder + "/out").stderr == "Notice: no dish has a photo\n")
    }

    /// For Square, beside the files, one CreateCatalogImage request a file
    /// (SquareImages): each meets Square's contract, names a file that is
    /// there and its dish; the items' Square ids come from the answer to
    /// the batch's upload, and without it the command says to upload first.
    @Test func squareGetsARequestForEachFileNamingItsItemOnceTheBatchIsUp() throws {
        let sandbox = try menu()
        try sandbox.must("photo", "拍黄瓜", try sandbox.photo("cucumber.png", width: 800, height: 800, pattern: 3), "-q")
        let folder = sandbox.folder + "/square"
        let first = try sandbox.must("export", "--photos", folder, "--for", "square")
        let manifest = folder + "/square-images.json"
        #expect(first.stdout.hasSuffix("\(manifest): 3 CreateCatalogImage requests, one a file, for POST /v2/catalog/images\n"), "\(first)")
        #expect(first.stderr == "Notice: 3 of the photos' items have no Square id yet, so their requests name no item: "
                + "upload the menu first (menuctl export --format square), then export the photos again with --id-map ANSWER\n")
        let unattached = try entries(of: manifest)
        let named = unattached.compactMap { entry in entry["request"]?["object_id"] }
        #expect(unattached.count == 3 && named.isEmpty, "\(unattached)")

        // The batch goes up; Square answers each temporary id with its own.
        let batch = try sandbox.must("export", "--format", "square")
        #expect(batch.stderr.contains("Notice: photos go to Square on their own, after this upload: menuctl export --photos DIR --for square --id-map ANSWER\n"))
        var ids: [String] = []
        for batch in try SquareJSON.parse(batch.stdout)["batches"]?.array ?? [] {
            for object in batch["objects"]?.array ?? [] { ids.append(object["id"]?.string ?? "") }
        }
        let held = Dictionary(uniqueKeysWithValues: ids.map { ($0, "SQ" + $0.dropFirst().replacingOccurrences(of: "-", with: "").uppercased()) })
        let answer = "{\"id_mappings\": [" + held.sorted { $0.key < $1.key }
            .map { "{\"client_object_id\": \"\($0.key)\", \"object_id\": \"\($0.value)\"}" }.joined(separator: ", ") + "]}"
        let answerFile = try sandbox.write("answer.json", answer)
        let second = try sandbox.must("export", "--photos", folder, "--for", "square", "--id-map", answerFile)
        #expect(second.stderr.isEmpty, "\(second)")
        let written = try entries(of: manifest)
        let items = written.map { entry in entry["item"]?.string ?? "" }
        #expect(items == ["主菜/宫保鸡丁", "主菜/回锅肉", "凉菜/拍黄瓜"], "menu order")
        for (index, entry) in written.enumerated() {
            let place = "[\(index)]"
            #expect(SquareContract.imageProblems(in: entry["request"] ?? .null, held: held, at: place).isEmpty,
                    "\(SquareContract.imageProblems(in: entry["request"] ?? .null, held: held, at: place))")
            let file = try #require(entry["file"]?.string)
            let bytes = FileManager.default.contents(atPath: folder + "/" + file)
            #expect(bytes.map { (1...SquareContract.imageBytesLimit).contains($0.count) } == true, "\(file) is there, within Square's limit")
            let name = String(try #require(entry["item"]?.string).split(separator: "/").last ?? "")
            let dish = try sandbox.query("SELECT id FROM menu_node WHERE name = '\(name)'")
            #expect(entry["request"]?["object_id"]?.string == held["#item-\(dish)"], "\(name) is attached to its item")
            #expect(entry["request"]?["image"]?["image_data"]?["caption"]?.string == name)
        }
        let keys = Set(written.compactMap { entry in entry["request"]?["idempotency_key"]?.string })
        let earlier = Set(unattached.compactMap { entry in entry["request"]?["idempotency_key"]?.string })
        #expect(keys.count == 3 && earlier.count == 3 && keys.isDisjoint(with: earlier),
                "a request of its own for each photo, and another once its item is known")
        // The folder holds the files and the requests, and nothing else.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
                == ["square-images.json", "主菜_回锅肉.jpg", "主菜_宫保鸡丁.jpg", "凉菜_拍黄瓜.jpg"].sorted())
        // The same menu and answer give the same requests.
        let before = try String(contentsOfFile: manifest, encoding: .utf8)
        try sandbox.must("export", "--photos", folder, "--for", "square", "--id-map", answerFile, "-q")
        #expect(try String(contentsOfFile: manifest, encoding: .utf8) == before)
        // The checker sees a request that breaks the contract.
        let broken = try SquareJSON.parse("{\"idempotency_key\": \"\", \"object_id\": \"#item-3\", \"image\": {\"type\": \"ITEM\", \"id\": \"x\"}}")
        #expect(SquareContract.imageProblems(in: broken).count == 5, "\(SquareContract.imageProblems(in: broken))")
        // --id-map goes with Square's photos only.
        let refused = try sandbox.run(["export", "--photos", folder, "--for", "doordash", "--id-map", answerFile])
        #expect(refused.status == 64 && refused.stderr.hasPrefix("Error: '--id-map' applies only to --format square, or --photos DIR --for square\n"), "\(refused)")
    }

    /// The entries of a `square-images.json`, read by Foundation.
    private func entries(of file: String) throws -> [SquareJSON] {
        try #require(try SquareJSON.parse(String(contentsOfFile: file, encoding: .utf8)).array)
    }
}
