import Foundation
import MenuTestSupport
import Testing

/// The guests' page of the 48-dish sample as a printed menu: two columns on
/// A4, no column or page ending in a group's heading, leaders from name to
/// price; and on a 360-pixel phone, no choice option, allergen key entry
/// or dish name cut across two lines. Laid out by headless Chromium and
/// read back by pdftotext, in Chinese and in English.
enum PrintedMenuTests {
    /// 40 groups of 2 to 8 dishes, every third with a group inside: a menu
    /// that runs over several printed pages.
    static func longMenu() throws -> Sandbox {
        let sandbox = Sandbox()
        var script = ""
        for group in 1...40 {
            script += "add-group 组\(group)\n"
            for dish in 1..<(3 + group % 7) { script += "add-item 组\(group)/菜\(group)-\(dish) --price \(group + dish).50\n" }
            if group % 3 == 0 {
                script += "add-group 组\(group)/小组\(group)\n"
                for dish in 0...(group % 5) { script += "add-item 组\(group)/小组\(group)/小菜\(group)-\(dish) --price 8\n" }
            }
        }
        try sandbox.must("batch", try sandbox.write("long.menuctl", script), "-q")
        return sandbox
    }

    /// Processes: headless Chromium prints and measures the page.
    @Suite(.tags(.slow, .processes)) struct RealProcesses {
        private static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
        private static let browser = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"]
            .first { FileManager.default.isExecutableFile(atPath: $0) }

        /// The sample's page, and the texts of its group headings and of the
        /// lines under them (a translation), which no column may end with.
        private func samplePage(_ language: [String], in sandbox: Sandbox) throws -> (html: String, headings: Set<String>) {
            try sandbox.must("batch", Self.checkout + "/examples/sichuan-48.menuctl", "-q")
            let html = try sandbox.must(["export", "--format", "html", "--title", "川味小馆"] + language).stdout
            var headings: Set<String> = []
            for tag in ["h2", "h3"] {
                for part in html.components(separatedBy: "<\(tag)").dropFirst() {
                    let text = part.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }
                    headings.insert(text.trimmingCharacters(in: .whitespaces))
                }
            }
            for part in html.components(separatedBy: "</h2>\n<p class=\"translation\"").dropFirst()
                + html.components(separatedBy: "</h3>\n<p class=\"translation\"").dropFirst() {
                headings.insert(String(part.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }))
            }
            #expect(headings.count >= 8, "\(headings)")
            return (html, headings)
        }

        /// One line of text pdftotext found: its page, where it lies, its words.
        private struct PrintedLine {
            let page: Int
            let xMin, xMax, yMax: Double
            let text: String
        }

        private func printedLines(of pdf: String) throws -> (width: Double, lines: [PrintedLine]) {
            let xml = try Sandbox.execute("/usr/bin/pdftotext", ["-bbox-layout", pdf, "-"]).stdout
            var width = 0.0, page = 0
            var lines: [PrintedLine] = []
            func number(_ key: String, in tag: Substring) -> Double {
                guard let start = tag.firstRange(of: key + "=\"")?.upperBound else { return -1 }
                return Double(tag[start...].prefix { $0 != "\"" }) ?? -1
            }
            for pageXML in xml.components(separatedBy: "<page ").dropFirst() {
                page += 1
                width = number("width", in: Substring(pageXML))
                for lineXML in pageXML.components(separatedBy: "<line ").dropFirst() {
                    let tag = Substring(lineXML.prefix { $0 != ">" })
                    let words = lineXML.components(separatedBy: "<word ").dropFirst().map { word in
                        String(word.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" })
                    }
                    lines.append(PrintedLine(page: page, xMin: number("xMin", in: tag), xMax: number("xMax", in: tag),
                                             yMax: number("yMax", in: tag), text: words.joined(separator: " ")))
                }
            }
            return (width, lines)
        }

        @Test(arguments: [[], ["--lang", "en"]])
        func A4PrintsInTwoColumnsAndNoColumnEndsWithAHeading(language: [String]) throws {
            let sandbox = Sandbox()
            let (html, headings) = try samplePage(language, in: sandbox)
            let file = try sandbox.write("menu.html", html)
            let render = try Sandbox.execute(Self.checkout + "/scripts/render-menu", [file, sandbox.folder + "/menu"])
            #expect(render.status == 0, "\(render)")
            let (width, lines) = try printedLines(of: sandbox.folder + "/menu.pdf")
            #expect(abs(width - 595) < 1, "not A4: \(width)")
            let middle = width / 2
            let prices = lines.filter { $0.text.hasSuffix("¥38") || $0.text.hasSuffix("¥12") || $0.text.hasSuffix("¥58") }
            #expect(prices.contains { $0.xMax < middle } && prices.contains { $0.xMin > middle },
                    "prices stand at the right of both columns: \(prices.map { ($0.text, $0.xMin, $0.xMax) })")
            let pages = Set(lines.map(\.page)).sorted()
            #expect(pages.count <= 3, "48 dishes in two columns take \(pages.count) pages")
            for page in pages {
                for column in [true, false] {
                    let inColumn = lines.filter { $0.page == page && ($0.xMax <= middle) == column }
                    guard let last = inColumn.max(by: { $0.yMax < $1.yMax }) else { continue }
                    #expect(!headings.contains(last.text), "page \(page) \(column ? "left" : "right") column ends with the heading \(last.text)")
                }
            }
        }

        /// 40 groups of 2 to 8 dishes, some with a group inside, in two columns
        /// over several pages: a column ends with a dish, never a heading.
        @Test func noColumnOfALongMenuEndsWithAHeading() throws {
            let sandbox = try PrintedMenuTests.longMenu()
            let file = try sandbox.write("long.html", try sandbox.must("export", "--format", "html").stdout)
            let render = try Sandbox.execute(Self.checkout + "/scripts/render-menu", [file, sandbox.folder + "/long"])
            #expect(render.status == 0, "\(render)")
            let (width, lines) = try printedLines(of: sandbox.folder + "/long.pdf")
            let pages = Set(lines.map(\.page)).sorted()
            #expect(pages.count > 3)
            for page in pages {
                for column in [true, false] {
                    let inColumn = lines.filter { $0.page == page && ($0.xMax <= width / 2) == column }
                    guard let last = inColumn.max(by: { $0.yMax < $1.yMax }) else { continue }
                    #expect(!last.text.hasPrefix("组") && !last.text.hasPrefix("小组"),
                            "page \(page) \(column ? "left" : "right") column ends with the heading \(last.text)")
                }
            }
        }

        /// Each element of `selector` as Chromium lays it out `window` pixels
        /// wide: its text and how many lines its text takes.
        private func lineCounts(of html: String, selector: String, window: Int, in sandbox: Sandbox) throws -> [(text: String, lines: Int)] {
            let probe = """
                <script>
                const counts = [];
                for (const e of document.querySelectorAll("\(selector)")) {
                  const range = document.createRange();
                  range.selectNodeContents(e);
                  // Boxes that share height are one line: a raised allergen letter is on its name's line.
                  const lines = [];
                  for (const r of [...range.getClientRects()].filter(r => r.width > 0).sort((a, b) => a.top - b.top)) {
                    const line = lines.find(l => r.top < l.bottom - 2 && r.bottom > l.top + 2);
                    if (line) { line.top = Math.min(line.top, r.top); line.bottom = Math.max(line.bottom, r.bottom); }
                    else lines.push({top: r.top, bottom: r.bottom});
                  }
                  counts.push([e.textContent, lines.length]);
                }
                document.body.insertAdjacentHTML("beforeend", "<pre id=lines>" + encodeURIComponent(JSON.stringify(counts)) + "</pre>");
                </script>
                """
            let file = try sandbox.write("phone.html", html.replacingOccurrences(of: "</main>", with: "</main>" + probe))
            let path = try #require(Self.browser, "no headless Chromium; run scripts/setup")
            let dump = try Sandbox.execute(path, ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                                                  "--user-data-dir=\(sandbox.folder)/profile", "--window-size=\(window),800",
                                                  "--dump-dom", "file://" + file])
            let encoded = try #require(dump.stdout.firstRange(of: "<pre id=\"lines\">").map { dump.stdout[$0.upperBound...] }?
                .prefix { $0 != "<" }, "Chromium printed no measure: \(dump)")
            let json = try #require(String(encoded).removingPercentEncoding)
            let decoded = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[Any]])
            return decoded.map { ($0.first as? String ?? "?", $0.last as? Int ?? -1) }
        }

        @Test(arguments: [[], ["--lang", "en"]])
        func aPhoneKeepsOptionsKeyEntriesAndNamesWhole(language: [String]) throws {
            let sandbox = Sandbox()
            let (html, _) = try samplePage(language, in: sandbox)
            let options = try lineCounts(of: html, selector: ".choices .option", window: 360, in: sandbox)
            #expect(options.count == 11 && options.contains { $0.text == "少盐" }, "\(options)")
            #expect(options.filter { $0.lines != 1 }.isEmpty, "options cut across lines: \(options.filter { $0.lines != 1 })")
            let keys = try lineCounts(of: html, selector: ".legend .key", window: 360, in: sandbox)
            #expect(keys.count == 7, "\(keys)")
            #expect(keys.filter { $0.lines != 1 }.isEmpty, "key entries cut across lines: \(keys.filter { $0.lines != 1 })")
            let names = try lineCounts(of: html, selector: "li > .name", window: 360, in: sandbox)
            #expect(names.count == 49 && names.filter { $0.lines != 1 }.isEmpty, "names cut: \(names.filter { $0.lines != 1 })")
        }

        /// The test above sees an option cut across lines when there is one.
        @Test func theLineCountSeesACutOption() throws {
            let sandbox = Sandbox()
            let page = "<!DOCTYPE html><html lang=\"zh-Hans\"><head><title>t</title><meta name=\"viewport\" content=\"width=device-width\"></head>"
                + "<body><main><p class=\"choices\" style=\"width: 5em\">忌口: <span class=\"option\">" + String(repeating: "少盐", count: 6)
                + "</span></p></main></body></html>"
            let counts = try lineCounts(of: page, selector: ".choices .option", window: 360, in: sandbox)
            #expect(counts.count == 1 && counts[0].lines > 1, "\(counts)")
        }

        @Test func aWideScreenShowsTwoColumnsAndANarrowOneOne() throws {
            let sandbox = Sandbox()
            let (html, _) = try samplePage([], in: sandbox)
            let path = try #require(Self.browser, "no headless Chromium; run scripts/setup")
            var columns: [Int: String] = [:]
            for window in [1280, 800] {
                let probe = "<script>document.body.insertAdjacentHTML('beforeend', '<pre id=cols>' + getComputedStyle(document.querySelector('main')).columnCount + '</pre>');</script>"
                let file = try sandbox.write("wide\(window).html", html.replacingOccurrences(of: "</main>", with: "</main>" + probe))
                let dump = try Sandbox.execute(path, ["--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(sandbox.folder)/profile",
                                                      "--window-size=\(window),800", "--dump-dom", "file://" + file])
                columns[window] = dump.stdout.firstRange(of: "<pre id=\"cols\">").map { String(dump.stdout[$0.upperBound...].prefix { $0 != "<" }) }
            }
            #expect(columns == [1280: "2", 800: "auto"], "\(columns)")
        }

        /// Dotted leaders run from a dish's name to its price, and not where no
        /// price follows on the name's line (a dish in sizes).
        @Test func leadersRunFromTheNameToThePrice() throws {
            let sandbox = Sandbox()
            let (html, _) = try samplePage([], in: sandbox)
            let probe = """
                <script>
                const seen = [];
                for (const name of ["宫保鸡丁", "水煮鱼"]) {
                  const li = [...document.querySelectorAll("li")].find(e => e.querySelector(".name").firstChild.textContent.trim() == name);
                  const leader = getComputedStyle(li, "::after");
                  const gap = li.querySelector(".price").getBoundingClientRect().left - li.querySelector(".name").getBoundingClientRect().right;
                  seen.push(name + " " + leader.borderBottomStyle + " " + (gap > 20));
                }
                document.body.insertAdjacentHTML("beforeend", "<pre id=leaders>" + seen.join(";") + "</pre>");
                </script>
                """
            let file = try sandbox.write("leaders.html", html.replacingOccurrences(of: "</main>", with: "</main>" + probe))
            let path = try #require(Self.browser, "no headless Chromium; run scripts/setup")
            let dump = try Sandbox.execute(path, ["--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(sandbox.folder)/profile",
                                                  "--window-size=360,800", "--dump-dom", "file://" + file])
            let seen = dump.stdout.firstRange(of: "<pre id=\"leaders\">").map { String(dump.stdout[$0.upperBound...].prefix { $0 != "<" }) }
            // 水煮鱼's sizes stand on a row of their own under its name.
            #expect(seen == "宫保鸡丁 dotted true;水煮鱼 none false", "\(dump)")
        }
    }
}
