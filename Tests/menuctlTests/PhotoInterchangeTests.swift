import Foundation
import MenuTestSupport
import Testing

/// A photo in every row and file (SPEC 27, 25): by its reference in rows,
/// the export document and CSV; its bytes only with `export --with-photos`,
/// given back by `import` byte for byte; a file that names a photo by
/// digest alone never clears nor invents one; diff compares by digest.
@Suite struct PhotoInterchangeTests {
    /// 主菜 with a banner, 宫保鸡丁 with a camera's photo, 水煮鱼 without.
    private func menu() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "主菜", "-q")
        try sandbox.must("add-item", "主菜/宫保鸡丁", "主菜/水煮鱼", "--price", "38", "-q")
        try sandbox.must("photo", "宫保鸡丁", try sandbox.photo("camera.jpg", width: 4000, height: 3000), "-q")
        try sandbox.must("photo", "主菜", try sandbox.photo("banner.png", width: 1600, height: 400), "-q")
        return sandbox
    }

    private static let everyPhoto = """
        SELECT n.name, p.digest, p.format, p.width, p.height, p.size, hex(m.bytes) FROM node_photo AS p
        JOIN menu_node AS n ON n.id = p.node_id JOIN photo_master AS m USING (digest) ORDER BY n.name
        """

    @Test func rowsAndShowCarryTheReferenceNeverTheBytes() throws {
        let sandbox = try menu()
        let digest = try sandbox.query("SELECT p.digest FROM node_photo AS p JOIN menu_node AS n ON n.id = p.node_id WHERE n.name = '宫保鸡丁'")
        let size = try sandbox.query("SELECT size FROM node_photo WHERE digest = '\(digest)'")
        let tsv = try sandbox.must("list", "--format", "tsv").lines.map { $0.components(separatedBy: "\t") }
        let column = try #require(tsv[0].firstIndex(of: "photo"))
        #expect(tsv[2][column] == digest && tsv[3][column] == "", "\(tsv)")
        let shown = try sandbox.must("show", "宫保鸡丁", "--format", "json").stdout
        #expect(shown.contains(#","photo":{"digest":"\#(digest)","media_type":"image/jpeg","width":2400,"height":1800,"size":\#(size)},"#), "\(shown)")
        let rows = try sandbox.must("list", "--json").stdout
        #expect(rows.contains(#""name":"水煮鱼""#) && rows.contains(#""photo":null,"#))
        let document = try sandbox.must("export").stdout
        #expect(document.contains(#", "photo": {"digest": "\#(digest)", "media_type": "image/jpeg", "width": 2400, "height": 1800, "size": \#(size)}, "price""#))
        #expect(!document.contains(#""photos""#), "the bytes only with --with-photos")
        #expect(document.contains(#""version": 6,"#))
    }

    @Test func anExportWithPhotosGivesAnEmptyMenuEveryPhotoByteForByte() throws {
        let sandbox = try menu()
        let document = try sandbox.must("export", "--with-photos").stdout
        let glossary = try #require(document.range(of: "\n  \"glossary\": {"))
        #expect(document.range(of: "\n  \"photos\": {")?.lowerBound ?? glossary.lowerBound > glossary.lowerBound, "the bytes come last")
        let copy = Sandbox()
        let file = try copy.write("menu.json", document)
        #expect(try copy.must("import", file, "--replace").stdout
                == "imported \(file): 3 added, 0 changed, 0 unchanged, 0 removed; photos: 2 added\n")
        #expect(try copy.query(Self.everyPhoto) == (try sandbox.query(Self.everyPhoto)), "byte-identical, by digest")
        #expect(try copy.must("export", "--with-photos").stdout == document)
        #expect(try copy.run(["check"]).status == 0)
        #expect(try copy.must("undo").stdout.hasPrefix("undid #1: menuctl import "), "an import of photos is undone as one")
        #expect(try copy.query("SELECT count(*) FROM node_photo") == "0")
    }

    @Test func theMenusOwnExportReplacesNothingWithOrWithoutTheBytes() throws {
        let sandbox = try menu()
        for words in [["export"], ["export", "--with-photos"], ["export", "--format", "csv"]] {
            let file = try sandbox.write(words.count == 3 ? "menu.csv" : "menu.json", try sandbox.run(words).stdout)
            let outcome = try sandbox.must("import", file, "--replace")
            #expect(outcome.stdout == "imported \(file): 0 added, 0 changed, 3 unchanged, 0 removed\n", "\(words): \(outcome)")
            #expect(outcome.stderr == "", "\(words): \(outcome)")
        }
    }

    /// SPEC 25: a file that names a photo by digest without its bytes
    /// neither gives a menu a photo it lacks nor takes one away; an older
    /// document (version 4) says nothing of photos.
    @Test func aPhotoTheFileCannotCarryIsLeftAsItWasAndSaid() throws {
        let sandbox = try menu()
        let document = try sandbox.must("export").stdout
        let other = Sandbox()
        try other.must("add-group", "主菜", "-q")
        try other.must("add-item", "主菜/宫保鸡丁", "主菜/水煮鱼", "--price", "38", "-q")
        try other.must("photo", "水煮鱼", try other.photo("fish.jpg", width: 800, height: 600), "-q")
        let photos = try other.query(Self.everyPhoto)
        let file = try other.write("menu.json", document)
        let outcome = try other.must("import", file, "--replace")
        #expect(outcome.stdout == "imported \(file): 0 added, 1 changed, 2 unchanged, 0 removed\n", "水煮鱼's photo taken off: the file says it has none")
        #expect(outcome.stderr == "Notice: the file names the photos of 主菜 and 1 other node by their digests alone, and the menu has none of them: "
                + "left as they were (export --with-photos carries the bytes)\n")
        #expect(try other.query("SELECT count(*) FROM node_photo") == "0")
        try other.must("undo", "-q")
        #expect(try other.query(Self.everyPhoto) == photos)
        let older = try other.write("v4.json", document.replacingOccurrences(of: #""version": 6"#, with: #""version": 4"#)
            .replacingOccurrences(of: #", "photo": \{[^}]*\}"#, with: "", options: .regularExpression))
        #expect(try other.must("import", older, "--replace").stdout.hasPrefix("imported \(older): 0 added, 0 changed, 3 unchanged"))
        #expect(try other.query(Self.everyPhoto) == photos, "a version-4 document leaves photos as they are")
    }

    @Test func bytesThatAreNotTheirPhotoAreRefusedNamingThePlace() throws {
        let sandbox = try menu()
        let document = try sandbox.must("export", "--with-photos").stdout
        let digest = try sandbox.query("SELECT p.digest FROM node_photo AS p JOIN menu_node AS n ON n.id = p.node_id WHERE n.name = '主菜'")
        let master = try #require(try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any])["photos"] as? [String: String]
        let encoded = try #require(master?[digest])
        let bytes = try #require(Data(base64Encoded: encoded))
        func with(_ photos: String) -> String {
            let start = document.range(of: ",\n  \"photos\": {")!.lowerBound
            return String(document[..<start]) + ",\n  \"photos\": {" + photos + "}\n}\n"
        }
        let cut = bytes.prefix(bytes.count / 2)
        let cutDigest = try sandbox.shell("printf '%s' '\(cut.base64EncodedString())' | base64 -d | sha256sum").stdout.prefix(64)
        let cases: [(String, String)] = [
            (#""\#(digest)": "\#(bytes.dropLast().base64EncodedString())""#, "photos[\"\(digest)\"]: the bytes' SHA-256 is "),
            (#""\#(cutDigest)": "\#(cut.base64EncodedString())""#, "photos[\"\(cutDigest)\"]: the bytes are no photo menuctl can use: the JPEG image is damaged or cut short"),
            (#""\#(digest)": "not base64!""#, "photos[\"\(digest)\"]: expected the photo's bytes in base64, found \"not base64!\""),
            (#""ABC": "AAAA""#, "photos: the key \"ABC\" is not a SHA-256 in 64 lowercase hex digits"),
        ]
        let copy = Sandbox()
        try copy.must("add-group", "酒水", "-q")
        for (photos, error) in cases {
            let file = try copy.write("bad.json", with(photos))
            let refused = try expectRefusal(copy, ["import", file, "--replace"], status: 65)
            #expect(refused.stderr.hasPrefix("Error: \(file): \(error)"), "\(refused)")
            #expect(try copy.query("SELECT count(*) FROM photo_master") == "0" && copy.must("list").stdout.contains("酒水"))
        }
        let wrong = try copy.write("wrong.json", document.replacingOccurrences(of: #""media_type": "image/jpeg""#, with: #""media_type": "image/gif""#))
        // A group's members are checked after what it holds: its first dish's photo is met first.
        #expect(try expectRefusal(copy, ["import", wrong], status: 65).stderr
                == "Error: \(wrong): menu[0].children[0].photo.media_type: \"image/gif\" is not \"image/jpeg\" or \"image/webp\"\n")
    }

    @Test func csvNamesAPhotoByItsFileNameAndFindsItInTheMenuByDigest() throws {
        let sandbox = try menu()
        let digest = try sandbox.query("SELECT p.digest FROM node_photo AS p JOIN menu_node AS n ON n.id = p.node_id WHERE n.name = '宫保鸡丁'")
        let csv = try sandbox.must("export", "--format", "csv")
        #expect(csv.stdout.components(separatedBy: "\r\n").first?.hasSuffix(",hours,photo") == true, "\(csv)")
        #expect(csv.stdout.contains("主菜/宫保鸡丁,item,38.00,,,,0,,,0,,,,,,,,\(digest).jpg\r\n"))
        #expect(csv.stderr.contains("CSV does not carry the menu's photos' bytes"))
        // Moved to 水煮鱼 by hand: the menu holds that photo, so it is found by digest.
        let moved = csv.stdout.components(separatedBy: "\r\n").map { record in
            if record.hasPrefix("主菜/宫保鸡丁,") { return String(record.dropLast(68)) }
            return record.hasPrefix("主菜/水煮鱼,") ? record + digest + ".jpg" : record
        }.joined(separator: "\r\n")
        let file = try sandbox.write("moved.csv", moved)
        #expect(try sandbox.must("import", file, "--replace").stdout == "imported \(file): 0 added, 2 changed, 1 unchanged, 0 removed\n")
        #expect(try sandbox.must("photo", "水煮鱼").stdout.contains("JPEG 2400×1800") && sandbox.must("photo", "宫保鸡丁").stdout.contains("no photo"))
        let unknown = try sandbox.write("unknown.csv", "path,photo\n主菜/宫保鸡丁,\(String(repeating: "0", count: 64)).jpg\n")
        let left = try sandbox.must("import", unknown)
        #expect(left.stderr.hasPrefix("Notice: the file names the photo of 主菜/宫保鸡丁 by its digest alone, and the menu has no photo of that digest: left as it was"))
        let bad = try sandbox.write("bad.csv", "path,photo\n主菜/宫保鸡丁,kungpao.jpg\n")
        #expect(try sandbox.run(["import", bad]).stderr
                == "\(bad):2: Error: photo: \"kungpao.jpg\" is not a photo's file name (its SHA-256 in lowercase hex, then .jpg or .webp)\n")
    }

    @Test func diffComparesPhotosByDigestAndSaysWhatACSVCouldNot() throws {
        let sandbox = try menu()
        let before = try sandbox.write("before.json", try sandbox.must("export").stdout)
        #expect(try sandbox.run(["diff", before]).status == 0, "a document without the bytes compares by digest")
        try sandbox.must("photo", "宫保鸡丁", try sandbox.photo("other.jpg", width: 800, height: 600), "-q")
        let diff = try sandbox.run(["diff", before])
        #expect(diff.status == 1)
        #expect(diff.lines.count == 1 && diff.lines[0].hasPrefix("~ 主菜/宫保鸡丁  photo JPEG 2400×1800 "), "\(diff)")
        #expect(diff.lines[0].contains(" → JPEG 800×600 "), "\(diff)")
        let asOf = try sandbox.run(["diff", "--as-of", "4"])
        #expect(asOf.lines == diff.lines, "history's copy compares alike")
        let names = try sandbox.query("SELECT group_concat(digest || '.jpg', ' ') FROM (SELECT digest FROM node_photo ORDER BY node_id)")
            .split(separator: " ")
        let stranger = try sandbox.write("stranger.csv", "path,photo\n主菜,\(names[0])\n主菜/宫保鸡丁,\(names[1])\n"
                                         + "主菜/水煮鱼,\(String(repeating: "a", count: 64)).jpg\n")
        let csv = try sandbox.run(["diff", stranger])
        #expect(csv.status == 0)
        #expect(csv.stderr.hasSuffix(", the photos of 主菜/水煮鱼 (named by digests the other side has no photo of)\n"), "\(csv)")
    }
}
