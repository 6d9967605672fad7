import Foundation
import MenuTestSupport
import Testing

/// The guests' page with photos (SPEC 27): a small picture beside each dish
/// that has one, inside the one file, with the dish's name as its text.
@Suite struct PhotoPageTests {
    /// The pictures of a page: each `<img>` tag, and the bytes of each `data:` URI in it.
    private func images(in page: String) -> [(tag: String, pictures: [Data])] {
        page.components(separatedBy: "<img ").dropFirst().map { rest in
            let tag = String(rest.prefix { $0 != ">" })
            let pictures = tag.components(separatedBy: "data:image/webp;base64,").dropFirst().compactMap { piece in
                Data(base64Encoded: String(piece.prefix { $0 != "\"" && $0 != " " }))
            }
            return (tag, pictures)
        }
    }

    @Test func aCamerasPhotoComesOutSmallBesideItsDishInTheOneFile() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "主菜", "-q")
        try sandbox.must("add-item", "主菜/宫保鸡丁", "主菜/回锅肉", "--price", "38", "-q")
        try sandbox.must("photo", "宫保鸡丁", try sandbox.photo("camera.jpg", width: 4000, height: 3000), "-q")
        let outcome = try sandbox.must("export", "--format", "html")
        #expect(outcome.stderr.isEmpty, "\(outcome)")
        let found = images(in: outcome.stdout)
        #expect(found.count == 1, "回锅肉 has no photo")
        guard let image = found.first else { return }
        #expect(image.tag.hasPrefix("class=\"photo\" src=\"data:image/webp;base64,"))
        #expect(image.tag.contains(" 2x\" width=\"240\" height=\"240\" alt=\"宫保鸡丁\""), "\(image.tag.suffix(80))")
        #expect(image.pictures.count == 2, "the phone's and print's")
        #expect(image.pictures.allSatisfy { $0.count < 60_000 }, "\(image.pictures.map(\.count))")
        #expect(image.pictures.reduce(0) { $0 + $1.count } < 60_000, "both together, a few tens of KB")
        #expect(outcome.stdout.contains("<li class=\"with-photo\"><img class=\"photo\""))
        #expect(!outcome.stdout.contains("src=\"http") && !outcome.stdout.contains("srcset=\"http"), "nothing fetched from elsewhere")
        // The 2x picture is 480 px square, the 1x 240: read back by libvips.
        let large = sandbox.folder + "/large.webp"
        try image.pictures[1].write(to: URL(fileURLWithPath: large))
        #expect(try sandbox.shell("vipsheader '\(large)'").stdout.contains("480x480 uchar, 3 bands, srgb, webpload"))
        let tidy = try Sandbox.execute("/usr/bin/tidy", ["-q", "-e", "--show-warnings", "yes", try sandbox.write("page.html", outcome.stdout)])
        #expect(tidy.status == 0 && tidy.stderr.isEmpty, "\(tidy)")

        let without = try sandbox.must("export", "--format", "html", "--no-photos").stdout
        #expect(!without.contains("<img") && !without.contains("with-photo"), "--no-photos leaves them out")
        #expect(try sandbox.run(["export", "--no-photos"]).stderr.hasPrefix("Error: '--no-photos' applies only to --format html"))
    }

    @Test func theTextForThoseWhoCannotSeeItIsTheNameInThePagesLanguage() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "主菜", "-q")
        try sandbox.must("add-item", "主菜/宫保鸡丁", "主菜/回锅肉", "--price", "38", "-q")
        try sandbox.must("edit", "宫保鸡丁", "--translation", "en=Kung Pao Chicken", "-q")
        let file = try sandbox.photo("camera.jpg", width: 1200, height: 900)
        try sandbox.must("photo", "宫保鸡丁", file, "-q")
        try sandbox.must("photo", "回锅肉", file, "-q")
        let page = try sandbox.must("export", "--format", "html", "--lang", "en").stdout
        let tags = images(in: page).map(\.tag)
        #expect(tags.count == 2)
        #expect(tags.first?.hasSuffix("alt=\"Kung Pao Chicken\"") == true)
        #expect(tags.last?.hasSuffix("alt=\"回锅肉\" lang=\"zh-Hans\"") == true, "a name without a translation says its language")
    }

    /// A group's photo is a banner over its section: a strip of 3:1 cut
    /// from its middle, before the group's heading.
    @Test func aGroupsPhotoIsABannerAboveItsSection() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "主菜", "凉菜", "-q")
        try sandbox.must("add-item", "主菜/宫保鸡丁", "凉菜/拍黄瓜", "--price", "18", "-q")
        let file = try sandbox.photo("camera.jpg", width: 4000, height: 3000)
        try sandbox.must("photo", "主菜", file, "-q")
        try sandbox.must("photo", "宫保鸡丁", file, "-q")
        let outcome = try sandbox.must("export", "--format", "html")
        #expect(outcome.stderr.isEmpty, "\(outcome)")
        let found = images(in: outcome.stdout)
        #expect(found.count == 2, "the banner of 主菜 and the photo of 宫保鸡丁; 凉菜 has none")
        guard let banner = found.first, found.count == 2 else { return }
        #expect(banner.tag.hasPrefix("class=\"banner\" src=\"data:image/webp;base64,"))
        #expect(banner.tag.hasSuffix(" 2x\" width=\"480\" height=\"160\" alt=\"主菜\""), "\(banner.tag.suffix(80))")
        #expect(outcome.stdout.contains("<section>\n<img class=\"banner\" ") && outcome.stdout.contains("\"><h2>主菜</h2>") == false)
        #expect(outcome.stdout.contains(" alt=\"主菜\">\n<h2>主菜</h2>"), "above its heading")
        #expect(banner.pictures.reduce(0) { $0 + $1.count } < 60_000, "\(banner.pictures.map(\.count))")
        let large = sandbox.folder + "/banner.webp"
        try banner.pictures[1].write(to: URL(fileURLWithPath: large))
        #expect(try sandbox.shell("vipsheader '\(large)'").stdout.contains("960x320 uchar, 3 bands, srgb, webpload"))
        #expect(found[1].tag.hasPrefix("class=\"photo\""), "the same master is the dish's square")
        let tidy = try Sandbox.execute("/usr/bin/tidy", ["-q", "-e", "--show-warnings", "yes", try sandbox.write("page.html", outcome.stdout)])
        #expect(tidy.status == 0 && tidy.stderr.isEmpty, "\(tidy)")
    }
}
