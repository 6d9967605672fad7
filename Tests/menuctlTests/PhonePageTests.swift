import Foundation
import Testing
import MenuTestSupport

/// SPEC 15: the guests' page holds from a 360-pixel phone to A4, with up to
/// 8 sizes on a dish, in Chinese and with `--lang en`: checked as headless
/// Chromium lays it out, and still valid for tidy.
enum PhonePageTests {
    /// Processes: headless Chromium lays the page out.
    @Suite(.tags(.slow, .processes)) struct RealProcesses {
        private static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path

        /// A menu that is hard to fit: 8 sizes with long names and a unit, a
        /// market price by the jin, tags, a long English name, hours on days,
        /// and groups six deep.
        private func hardMenu() throws -> Sandbox {
            let sandbox = Sandbox()
            try sandbox.must("import", Self.checkout + "/examples/sichuan.json", "-q")
            try sandbox.must("add-item", "主菜/水煮鱼片配八种规格", "--size", "小份=58", "--size", "中份=68", "--size", "大份=88",
                             "--size", "特大份=108", "--size", "两人份=98", "--size", "四人份=168", "--size", "六人份=238",
                             "--size", "十人份家庭宴会超大份量的水煮鱼=9999999.99", "--unit", "份", "--spice", "3", "--tag", "招牌", "--tag", "新品",
                             "--translation", "en=Boiled fish slices in fiery chili oil with eight sizes to share", "-q")
            try sandbox.must("add-item", "主菜/清蒸鲈鱼", "--market-price", "--unit", "斤", "-q")
            try sandbox.must("add-item", "主菜/Supercalifragilisticexpialidocious_spicy_noodles", "--price", "9999999.99", "--unit", "两", "-q")
            try sandbox.must("add-item", "-p", "酒水/一/二/三/四/五/六/最里面的一道菜名也很长很长很长很长", "--price", "12", "-q")
            try sandbox.must("hours", "主菜", "11:00-14:00", "17:00-22:00", "--days", "mon-fri", "-q")
            return sandbox
        }

        /// What Chromium made of a page at a width.
        struct Measure: CustomStringConvertible {
            let document: Int
            let window: Int
            /// Every element that ends past the window's right edge (or starts left of it).
            let over: [String]
            /// The page's pictures, and those Chromium decoded and drew.
            let images: Int
            let drawn: Int
            var description: String { "document \(document), window \(window), \(images) images, \(drawn) drawn, over: \(over.prefix(5))" }
        }

        /// The page with a few lines of script added after it, as a test may
        /// (menuctl's page itself has none), run once the page and its
        /// pictures have loaded: how wide the document is, every element
        /// that ends past the window's right edge, and which pictures drew.
        private func widths(of page: String, in sandbox: Sandbox, name: String, window: Int) throws -> Measure {
            let probe = """
                <script>
                addEventListener("load", function () {
                  var over = [];
                  for (const e of document.querySelectorAll("body *")) {
                    const box = e.getBoundingClientRect();
                    if (box.right > innerWidth + 0.5 || box.left < -0.5) over.push(e.tagName + "." + e.className + " " + e.textContent.slice(0, 30));
                  }
                  const images = [...document.images];
                  const drawn = images.filter(i => i.complete && i.naturalWidth > 0).length;
                  document.body.insertAdjacentHTML("beforeend", "<pre id=fit>" + JSON.stringify({document: document.documentElement.scrollWidth, window: innerWidth, over: over, images: images.length, drawn: drawn}) + "</pre>");
                });
                </script>
                """
            let file = try sandbox.write(name, page.replacingOccurrences(of: "</main>", with: "</main>" + probe))
            let dump = try Sandbox.execute(try Self.browser(), ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                                                                "--user-data-dir=\(sandbox.folder)/profile", "--window-size=\(window),800",
                                                                "--dump-dom", "file://" + file])
            let json = try #require(dump.stdout.firstRange(of: "<pre id=\"fit\">").map { dump.stdout[$0.upperBound...] }?
                .prefix { $0 != "<" }, "Chromium printed no measure: \(dump)")
            let decoded = try #require(try JSONSerialization.jsonObject(with: Data(String(json).replacingOccurrences(of: "&quot;", with: "\"").utf8)) as? [String: Any])
            return Measure(document: decoded["document"] as? Int ?? -1, window: decoded["window"] as? Int ?? -1,
                           over: decoded["over"] as? [String] ?? ["?"], images: decoded["images"] as? Int ?? -1,
                           drawn: decoded["drawn"] as? Int ?? -1)
        }

        private static func browser() throws -> String {
            let found = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].first { FileManager.default.isExecutableFile(atPath: $0) }
            return try #require(found, "no headless Chromium; run scripts/setup")
        }

        /// Chromium's screenshot of the page at a phone's width, one device
        /// pixel a CSS pixel: its PNG's width and height, from its header.
        private func screenshot(of file: String, in sandbox: Sandbox, window: Int) throws -> (width: Int, height: Int, bytes: Int) {
            let shot = sandbox.folder + "/shot.png"
            let outcome = try Sandbox.execute(try Self.browser(), ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                                                                   "--user-data-dir=\(sandbox.folder)/profile", "--window-size=\(window),800",
                                                                   "--force-device-scale-factor=1", "--screenshot=\(shot)", "file://" + file])
            let png = try #require(FileManager.default.contents(atPath: shot), "Chromium wrote no screenshot: \(outcome)")
            // The signature, then the IHDR chunk: its width and height, big-endian, at bytes 16 and 20.
            try #require(png.count > 24 && png.prefix(8) == Data([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), "not a PNG: \(outcome)")
            func number(at offset: Int) -> Int { png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
            return (number(at: 16), number(at: 20), png.count)
        }

        private func expectTidy(_ page: String, in sandbox: Sandbox) throws {
            let outcome = try Sandbox.execute("/usr/bin/tidy", ["-q", "-e", "--show-warnings", "yes", try sandbox.write("tidy.html", page)])
            #expect(outcome.status == 0 && outcome.stderr.isEmpty && outcome.stdout.isEmpty, "\(outcome)")
        }

        @Test(arguments: [[], ["--lang", "en"]])
        func aPhone360PixelsWideHoldsTheWholePage(language: [String]) throws {
            let sandbox = try hardMenu()
            let page = try sandbox.must(["export", "--format", "html"] + language).stdout
            #expect(page.contains("<span class=\"size\">") && !page.contains("nowrap"))
            try expectTidy(page, in: sandbox)
            let measured = try widths(of: page, in: sandbox, name: "phone.html", window: 360)
            #expect(measured.window == 360)
            #expect(measured.document <= measured.window, "the page is wider than the phone: \(measured)")
            #expect(measured.over.isEmpty, "\(measured.over)")
        }

        /// SPEC 27 (issue 53): 500 dishes beside the hard menu's, each
        /// with one of ten different photos: at 360 pixels Chromium draws
        /// every picture, nothing runs off the edge, and its screenshot is
        /// the phone's width. A time limit, not a measure: the page, its
        /// 500 pictures in it as data: URIs, is made and drawn in some 15 s.
        @Test(.timeLimit(.minutes(2)))
        func aPhone360PixelsWideHoldsThePageWith500Photos() throws {
            let sandbox = try hardMenu()
            let lines = ["add-group 照片"] + (1...500).map { "add-item 照片/菜\($0) --price \($0)" }
            try sandbox.must("batch", try sandbox.write("dishes.menuctl", lines.joined(separator: "\n") + "\n"), "-q")
            // Ten pictures, each by `photo`; every other dish shows one of them, given in SQL.
            for picture in 0..<10 {
                try sandbox.must("photo", "照片/菜\(picture + 1)", try sandbox.photo("dish\(picture).jpg", width: 800, height: 600, pattern: picture), "-q")
            }
            _ = try sandbox.query("""
                INSERT OR IGNORE INTO node_photo SELECT m.id, p.digest, p.format, p.width, p.height, p.size
                FROM menu_node AS m, (SELECT row_number() OVER (ORDER BY node_id) - 1 AS k, * FROM node_photo) AS p
                WHERE m.kind = 'item' AND p.k = m.id % 10
                """)
            #expect(try sandbox.query("SELECT count(DISTINCT digest) FROM node_photo") == "10")
            let dishes = try #require(Int(try sandbox.query("SELECT count(*) FROM menu_node WHERE kind = 'item'")))
            #expect(try sandbox.query("SELECT count(*) FROM node_photo") == String(dishes))
            let page = try sandbox.must("export", "--format", "html").stdout
            #expect(page.components(separatedBy: "<img class=\"photo\"").count - 1 == dishes)
            try expectTidy(page, in: sandbox)
            let measured = try widths(of: page, in: sandbox, name: "photos.html", window: 360)
            #expect(measured.window == 360)
            #expect(measured.document <= measured.window, "the page is wider than the phone: \(measured)")
            #expect(measured.over.isEmpty, "\(measured)")
            #expect(measured.images == dishes && measured.drawn == dishes, "every picture decoded and drawn: \(measured)")
            let shot = try screenshot(of: sandbox.folder + "/photos.html", in: sandbox, window: 360)
            #expect(shot.width == 360 && shot.height == 800, "\(shot)")
            #expect(shot.bytes > 10_000, "a screenshot with pictures in it, not a blank one: \(shot)")
        }

        /// The page before this check: a price column that would not wrap
        /// pushed the page to 1,000 pixels. The probe sees that.
        @Test func theMeasureSeesAPageWiderThanThePhone() throws {
            let sandbox = Sandbox()
            let page = "<!DOCTYPE html><html lang=\"en\"><head><title>t</title><meta name=\"viewport\" content=\"width=device-width\"></head>"
                + "<body><main><p style=\"white-space: nowrap\"><span>" + String(repeating: "小份 ¥58 · ", count: 40) + "</span></p></main></body></html>"
            let measured = try widths(of: page, in: sandbox, name: "wide.html", window: 360)
            #expect(measured.document > 360 && !measured.over.isEmpty, "\(measured)")
        }

        /// A picture whose bytes are no image is on the page and not drawn:
        /// the probe tells it from one that drew.
        @Test func theMeasureSeesAPictureThatDidNotDraw() throws {
            let sandbox = Sandbox()
            let png = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg=="
            let page = "<!DOCTYPE html><html lang=\"en\"><head><title>t</title></head><body><main>"
                + "<img src=\"data:image/png;base64,\(png)\" alt=\"drawn\"><img src=\"data:image/png;base64,AAAA\" alt=\"broken\"></main></body></html>"
            let measured = try widths(of: page, in: sandbox, name: "broken.html", window: 360)
            #expect(measured.images == 2 && measured.drawn == 1, "\(measured)")
        }

        @Test(arguments: [[], ["--lang", "en"]])
        func A4HoldsTheWholePageAtItsSize(language: [String]) throws {
            let sandbox = try hardMenu()
            let html = try sandbox.write("a4.html", try sandbox.must(["export", "--format", "html"] + language).stdout)
            let render = try Sandbox.execute(Self.checkout + "/scripts/render-menu", [html, sandbox.folder + "/a4"])
            #expect(render.status == 0, "\(render)")
            let boxes = try Sandbox.execute("/usr/bin/pdftotext", ["-bbox", sandbox.folder + "/a4.pdf", "-"]).stdout
            // <word xMin="51.0" yMin="351.9" xMax="204.9" yMax="364.8">水煮鱼片配八种规格</word>
            var words: [(xMin: Double, xMax: Double, height: Double, text: String)] = []
            for line in boxes.split(separator: "\n") where line.contains("<word ") {
                func number(_ key: String) -> Double {
                    guard let start = line.firstRange(of: key + "=\"")?.upperBound else { return -1 }
                    return Double(line[start...].prefix { $0 != "\"" }) ?? -1
                }
                let text = line.split(separator: ">").dropFirst().first.map { String($0.prefix { $0 != "<" }) } ?? ""
                words.append((number("xMin"), number("xMax"), number("yMax") - number("yMin"), text))
            }
            let page = try #require(boxes.firstRange(of: "<page width=\"").map { Double(boxes[$0.upperBound...].prefix { $0 != "\"" }) ?? 0 })
            #expect(abs(page - 595) < 1, "not A4: \(page)")
            // The 18 mm margins of the page's @page rule are 51 points.
            let outside = words.filter { $0.xMin < 50 || $0.xMax > page - 50 }
            #expect(outside.isEmpty, "\(outside)")
            let fish = try #require(words.first { $0.text == "水煮鱼片配八种规格" })
            #expect(fish.height > 11, "the page was shrunk to fit: \(fish)")
            let text = words.map(\.text).joined(separator: " ")
            #expect(text.contains("¥9999999.99") && text.contains("十人份家庭宴会超大份量的水煮鱼"))
        }
    }
}
