import Foundation
import Testing
import MenuTestSupport

/// The checkout, for the sample menu and scripts/render-menu.
private let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

/// Runs a tool the tests need; scripts/setup installs it, so a missing one
/// fails the test instead of skipping it.
private func tool(_ name: String, _ arguments: [String], environment: [String: String]? = nil) throws -> Outcome {
    let path = ["/usr/bin/", "/usr/local/bin/", "/bin/"].map { $0 + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    guard let path else {
        Issue.record("\(name) is not installed; run scripts/setup")
        return Outcome(status: -1, stdout: "", stderr: "")
    }
    return try Sandbox.execute(path, arguments, environment: environment)
}

/// The start tags of a page and its text, as Python's own HTML tokenizer
/// reads them: a second reader, independent of how menuctl escapes.
private func tokens(_ page: String, in sandbox: Sandbox) throws -> (tags: [String], text: [String]) {
    let file = try sandbox.write("page.html", page)
    let script = """
        import html.parser, json, sys
        class Reader(html.parser.HTMLParser):
            tags, text, inside = [], [], None
            def handle_starttag(self, tag, attrs): self.tags.append(tag); self.inside = tag
            def handle_data(self, data):
                if data.strip() and self.inside not in ("style", "script"): self.text.append(data)
        reader = Reader(convert_charrefs=True)
        reader.feed(open(sys.argv[1], encoding="utf-8").read())
        print(json.dumps({"tags": reader.tags, "text": reader.text}))
        """
    let outcome = try Sandbox.execute("/usr/bin/env", ["python3", "-c", script, file])
    #expect(outcome.status == 0, "\(outcome)")
    let decoded = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: [String]]
    return (decoded?["tags"] ?? [], decoded?["text"] ?? [])
}

/// A page with no error and no warning from Debian's tidy.
private func expectValid(_ page: String, in sandbox: Sandbox, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let file = try sandbox.write("valid.html", page)
    let outcome = try tool("tidy", ["-q", "-e", "--show-warnings", "yes", file])
    #expect(outcome.status == 0 && outcome.stderr.isEmpty && outcome.stdout.isEmpty, "\(outcome)", sourceLocation: sourceLocation)
}

@Suite struct GuestMenuTests {
    @Test func theSampleIsAValidSelfContainedPage() throws {
        let sandbox = Sandbox()
        try sandbox.must("import", checkout + "/examples/sichuan.json", "-q")
        let outcome = try sandbox.must("export", "--format", "html")
        #expect(outcome.stderr.isEmpty)
        let page = outcome.stdout
        try expectValid(page, in: sandbox)
        let (tags, text) = try tokens(page, in: sandbox)
        // Three top-level groups, 白酒 inside 酒水, 19 dishes; one script,
        // which is the menu as data (SPEC 24); no image, link or anything
        // else a guest's browser would fetch.
        #expect(Set(tags) == ["html", "head", "meta", "title", "style", "script", "body", "main", "h1", "section", "h2", "h3", "ul", "li", "span"])
        #expect(tags.filter { $0 == "script" }.count == 1)
        #expect(tags.filter { $0 == "section" }.count == 4 && tags.filter { $0 == "li" }.count == 19)
        #expect(text.starts(with: ["菜单", "菜单", "主菜", "宫保鸡丁", "¥38", "干烧鱼", "¥68"]), "\(text.prefix(8))")
        #expect(text.suffix(5) == ["白酒", "五粮液", "¥1280", "剑南春", "¥468"])
        // Collapsed or not, every group is there; no row numbers, ids or ▾/▸.
        #expect(!text.contains { $0.contains("▾") || $0.contains("▸") || $0.contains("#") })
    }

    @Test func namesAreShownAsTextAndAddNoElement() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "甜品", "-q")
        // Names with a '/' cannot be typed, and the table's CHECK refuses
        // them, but another program may have written them into the file
        // (https://sqlite.org/pragma.html#pragma_ignore_check_constraints).
        let hostile = ["<script>alert(1)</script>", "&amp;", "<img src=x onerror=alert(1)>", "</li></ul><h1>免费</h1>", "\"引号\" & 'apostrophe'"]
        for (position, name) in hostile.enumerated() {
            _ = try sandbox.query("PRAGMA ignore_check_constraints = ON; INSERT INTO menu_node (parent_id, kind, name, position, price_fen) SELECT id, 'item', '\(name.replacingOccurrences(of: "'", with: "''"))', \(position), 1250 FROM menu_node WHERE name = '甜品'")
        }
        _ = try sandbox.query("PRAGMA ignore_check_constraints = ON; INSERT INTO menu_node (parent_id, kind, name, position, expanded) VALUES (1, 'group', '</section><script>', 9, 1)")
        _ = try sandbox.query("PRAGMA ignore_check_constraints = ON; INSERT INTO menu_node (parent_id, kind, name, position) SELECT id, 'item', '<b>粗</b>', 0 FROM menu_node WHERE name = '</section><script>'")
        let outcome = try sandbox.must("export", "--format", "html", "--title", "<title>&")
        let page = outcome.stdout
        try expectValid(page, in: sandbox)
        let (tags, text) = try tokens(page, in: sandbox)
        #expect(tags == ["html", "head", "meta", "meta", "title", "style", "body", "main", "h1",
                         "section", "h2", "ul"] + Array(repeating: ["li", "span", "span"], count: 5).flatMap { $0 }
                        + ["section", "h2", "ul", "li", "span", "script"])
        #expect(text.starts(with: ["<title>&"]))
        #expect(text.filter { $0 == "<title>&" }.count == 2)
        for name in hostile + ["</section><script>", "<b>粗</b>"] {
            #expect(text.contains(name), "\(name) is not shown as written")
        }
    }

    @Test func optionsThatNeedWhatTheMenuDoesNotKeepAreRefusedBeforeTheDatabaseOpens() throws {
        let sandbox = Sandbox()
        for (arguments, message) in [
            (["--lang", "e n"], "Error: 'e n' is not a BCP 47 language tag (such as en, ja, zh-Hant)"),
            (["--at", "sat 23:30"], "Error: The option '--at <when>' needs '--available'"),
            (["--title", " "], "Error: The value ' ' is invalid for '--title <text>': a title cannot be empty"),
            (["--title", "两\n行"], "Error: The value '两\\u{A}行' is invalid for '--title <text>': a title is one line, without control characters"),
            (["--bom"], "Error: '--bom' applies only to --format csv"),
        ] {
            let outcome = try sandbox.run(["export", "--format", "html"] + arguments)
            #expect(outcome.status == 64 && outcome.stdout.isEmpty, "\(arguments): \(outcome)")
            #expect(outcome.stderr.hasPrefix(message + "\nUsage: menuctl export "), "\(arguments): \(outcome)")
        }
        #expect(try sandbox.run(["export", "--lang", "en"]).stderr.hasPrefix("Error: '--lang' applies only to --format html\n"))
        let outcome = try sandbox.run(["export", "--title", "川味小馆"])
        #expect(outcome.status == 64 && outcome.stderr.hasPrefix("Error: '--title' applies only to --format html\n"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.database))
    }

    /// A title holds what a name may hold (SPEC 2): nothing that hides text
    /// or turns it around on the page; unlike a name it may hold `/`.
    @Test func aTitleHoldsWhatANameMayHold() throws {
        let sandbox = Sandbox()
        for (title, shown, reason) in [
            ("川味\u{202E}小馆", "川味\\u{202E}小馆", "a title cannot hold an invisible or direction-changing character (U+202E), as a name cannot"),
            ("川味\u{200B}小馆", "川味\\u{200B}小馆", "a title cannot hold an invisible or direction-changing character (U+200B), as a name cannot"),
            ("\u{FEFF}川味小馆", "\\u{FEFF}川味小馆", "a title cannot hold an invisible or direction-changing character (U+FEFF), as a name cannot"),
            ("川味\u{2066}小馆", "川味\\u{2066}小馆", "a title cannot hold an invisible or direction-changing character (U+2066), as a name cannot"),
            ("川味\u{7}小馆", "川味\\u{7}小馆", "a title is one line, without control characters"),
            ("川味\u{85}小馆", "川味\\u{85}小馆", "a title is one line, without control characters"),
            ("川味\u{2028}小馆", "川味\\u{2028}小馆", "a title is one line, without control characters"),
        ] {
            let outcome = try sandbox.run(["export", "--format", "html", "--title", title])
            #expect(outcome.status == 64 && outcome.stdout.isEmpty, "\(shown): \(outcome)")
            #expect(outcome.stderr.hasPrefix("Error: The value '\(shown)' is invalid for '--title <text>': \(reason)\nUsage: menuctl export "),
                    "\(shown): \(outcome)")
        }
        #expect(!FileManager.default.fileExists(atPath: sandbox.database))
        try sandbox.must("add-item", "宫保鸡丁", "-q")
        let page = try sandbox.must("export", "--format", "html", "--title", "川味小馆 / Lunch #1").stdout
        #expect(page.contains("<title>川味小馆 / Lunch #1</title>"))
    }

}

/// SPEC 15 with SPEC 10: the guests' page marks what is sold out, shows hours,
/// and with --available leaves out what is not on offer.
@Suite struct GuestMenuServiceTests {
    @Test func soldOutAndHoursReachTheGuests() throws {
        let sandbox = Sandbox()
        try sandbox.must("import", examples + "/sichuan.json", "-q")
        try sandbox.must("sold-out", "盐水鸭", "-q")
        try sandbox.must("hours", "早餐", "06:00-10:30", "-q")
        let page = try sandbox.must("export", "--format", "html").stdout
        #expect(page.contains("<li class=\"sold-out\"><span class=\"name\">盐水鸭</span><span class=\"note\">售罄</span></li>"), "\(page)")
        #expect(page.contains("<h2>早餐 <small class=\"hours\">06:00–10:30</small></h2>"), "\(page)")
        let evening = try sandbox.must("export", "--format", "html", "--available", "--at", "sat 20:00").stdout
        #expect(!evening.contains("盐水鸭") && !evening.contains("早餐") && evening.contains("宫保鸡丁"), "\(evening)")
        let morning = try sandbox.must("export", "--format", "html", "--available", "--at", "07:00").stdout
        #expect(morning.contains("担担面"))
        _ = try expectRefusal(sandbox, ["export", "--available"], status: 64)
    }
}

extension GuestMenuTests {
    /// Processes: headless Chromium prints the page.
    @Suite(.tags(.slow, .processes)) struct RealProcesses {
        @Test func theSamplePrintsOnA4AndShowsOnAPhone() throws {
            let sandbox = Sandbox()
            let out = sandbox.folder + "/menu"
            let render = try Sandbox.execute(checkout + "/scripts/render-menu", ["", out], environment: sandbox.environment())
            #expect(render.status == 0, "\(render)")
            let info = try tool("pdfinfo", [out + ".pdf"])
            #expect(info.stdout.contains("(A4)"), "\(info)")
            let text = try tool("pdftotext", ["-layout", out + ".pdf", "-"]).stdout
            for shown in ["川味小馆", "宫保鸡丁", "¥38", "白酒", "五粮液", "¥1280"] {
                #expect(text.contains(shown), "\(shown) is not in the PDF: \(text)")
            }
            let png = FileManager.default.contents(atPath: out + ".png") ?? Data()
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) && png.count > 10_000)
        }

        /// 40 groups of 2 to 8 dishes, some with a group inside: a dozen A4
        /// pages, on which no page may end with a heading whose first dish is
        /// on the next.
        @Test func aGroupIsNotSplitFromItsFirstDishAcrossAPageBreak() throws {
            let sandbox = try PrintedMenuTests.longMenu()
            _ = try sandbox.write("long.html", try sandbox.must("export", "--format", "html").stdout)
            let render = try Sandbox.execute(checkout + "/scripts/render-menu", [sandbox.folder + "/long.html", sandbox.folder + "/long"])
            #expect(render.status == 0, "\(render)")
            let pages = try tool("pdftotext", ["-layout", sandbox.folder + "/long.pdf", "-"]).stdout.components(separatedBy: "\u{0C}")
            #expect(pages.count > 5)
            for (number, page) in pages.dropLast().enumerated() {
                let last = page.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.last { !$0.isEmpty } ?? ""
                #expect(!last.hasPrefix("组") && !last.hasPrefix("小组"), "page \(number + 1) ends with the heading \(last)")
            }
        }
    }
}
