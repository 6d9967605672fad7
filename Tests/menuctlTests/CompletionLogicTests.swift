import Testing
@testable import MenuCommands
@testable import ArgumentParsing

/// What `menuctl ---complete` answers, in process: the context the shells
/// rely on, without starting a shell.
@Suite struct CompletionLogicTests {
    private let parser = ArgumentParser(program: GlobalOptions.program, commands: Menuctl.commands)
    private static let menu = [
        Completions.MenuEntry(path: "主菜", isGroup: true),
        Completions.MenuEntry(path: "主菜/Kung Pao Chicken", isGroup: false),
        Completions.MenuEntry(path: "酒水", isGroup: true),
        Completions.MenuEntry(path: "酒水/白酒", isGroup: true),
        Completions.MenuEntry(path: "酒水单", isGroup: false),
    ]

    /// The values offered, and the database the menu was read from.
    private func offered(_ words: [String], _ current: String = "") -> (values: [String]?, database: String??) {
        var database: String??
        let answer = parser.completions(after: words, current: current) { named in
            database = .some(named)
            return Self.menu
        }
        guard case .values(let candidates) = answer else { return (nil, database) }
        return (candidates.map(\.value), database)
    }

    /// The end of a path completes as targets accept it (SPEC 2, issue 26):
    /// unique ends only, none while nothing is typed, and for `--in` the
    /// ends of groups only.
    @Test func theEndOfAPathCompletesAsATarget() {
        let menu = Self.menu + [
            Completions.MenuEntry(path: "热菜/回锅肉", isGroup: false),
            Completions.MenuEntry(path: "凉菜/回锅肉", isGroup: false),
            Completions.MenuEntry(path: "热菜/白酒鸡", isGroup: false),
        ]
        let offered = { (words: [String], current: String) in
            self.parser.completions(after: words, current: current) { _ in menu }
        }
        let all = menu.map(\.path)
        /// What is offered beside every path from the top.
        func values(_ answer: Completions.Answer, prefix: String = "") -> [String] {
            guard case .values(let candidates) = answer else { return [] }
            return candidates.map(\.value).filter { !all.contains(String($0.dropFirst(prefix.count))) }
        }
        #expect(values(offered(["show"], "Kung")) == ["Kung Pao Chicken"])
        #expect(values(offered(["show"], "白酒")) == ["白酒", "白酒鸡"])
        #expect(values(offered(["show"], "回锅")).isEmpty, "two paths end in 回锅肉")
        #expect(values(offered(["show"], "")).isEmpty)
        #expect(values(offered(["add-item", "x", "--in"], "白")) == ["白酒"])
        #expect(values(offered(["add-item", "x"], "--in=白"), prefix: "--in=") == ["--in=白酒"])
    }

    @Test func subcommandsComeFirstAndAfterHelp() {
        let names = Menuctl.commands.map(\.name) + ["help"]
        #expect(offered([]).values == names)
        #expect(offered(["--db", "x.db", "-q"]).values == names)
        #expect(offered(["help"]).values == names)
        #expect(offered(["frobnicate"]).values == [])
    }

    /// An argument of a few words offers them (`choices add|edit|…`), and
    /// the targets of `choices offer` are the menu's paths.
    @Test func choicesOffersItsActionsThenPaths() {
        #expect(offered(["choices"]).values == ["add", "edit", "remove", "offer", "withdraw", "sold-out", "restock", "label", "list"])
        #expect(offered(["choices", "offer", "辣度"]).values == Self.menu.map(\.path))
    }

    /// A nested command offers its own options, not its siblings'; help
    /// offers the commands nested in the one it names.
    @Test func aNestedCommandOffersOnlyItsOwnOptions() {
        let add = offered(["choices", "add", "辣度"], "--").values ?? []
        #expect(add.contains("--pick") && add.contains("--option") && !add.contains("--force") && !add.contains("--format"))
        let slot = offered(["slot", "add", "套餐A", "热菜"], "--").values ?? []
        #expect(slot.contains("--pick") && !slot.contains("--dish") && !slot.contains("--no-dish"))
        #expect(offered(["prices"]).values == ["list", "add", "set", "unset", "edit", "remove"])
        #expect(offered(["slot"]).values == ["add", "edit", "remove"])
        #expect(offered(["help", "slot"]).values == ["add", "edit", "remove"])
        #expect(offered(["help", "slot", "add"]).values == [])
        // `choices --<TAB>` offers what bare `choices` runs: list's options.
        #expect(offered(["choices"], "--").values?.contains("--json") == true)
    }

    @Test func globalOptionsBeforeTheSubcommandAreSkippedAndDbIsKept() {
        let (values, database) = offered(["--db", "晚市.db", "-q", "show"])
        #expect(values == Self.menu.map(\.path))
        #expect(database == .some("晚市.db"))
        #expect(offered(["--db=午市.db", "show"]).database == .some("午市.db"))
        #expect(offered(["show"]).database == .some(nil))
    }

    @Test func optionsAreTheCommandsAndTheGlobalOnesItsHelpShows() {
        #expect(offered(["list"], "--").values == ["--all", "--ids", "--format", "--json", "--available", "--at", "--lang", "--tag", "--station", "--prices", "--sizes", "--without", "--diet", "--as-of", "--db", "--color", "--help"])
        #expect(offered(["-q", "add-item"], "-").values
                == ["--in", "--price", "--parents", "-p", "--size", "--unit", "--market-price", "--description", "--spice", "--tag", "--translation", "--description-translation", "--allergen", "--diet", "--kcal", "--portion", "--db", "--quiet", "-q", "--help", "-h"])
        // After `--` everything is an argument.
        #expect(offered(["remove", "--"], "-").values == Self.menu.map(\.path))
    }

    @Test func formatsAreTheCommandsOwn() {
        #expect(offered(["list", "--format"]).values == ["text", "tsv", "json"])
        #expect(offered(["show", "主菜", "--format"]).values == ["text", "json"])
        #expect(offered(["export", "--format"]).values == ["json", "text", "html", "csv", "square"])
        #expect(offered(["import", "menu.csv", "--format"]).values == ["json", "csv", "square"])
        #expect(offered(["show", "主菜"], "--format=").values == ["--format=text", "--format=json"])
        #expect(offered(["--color"]).values == ["auto", "always", "never"])
    }

    @Test func groupsWhereOnlyAGroupWillDo() {
        let groups = ["主菜", "酒水", "酒水/白酒"]
        #expect(offered(["add-item", "雪碧", "--in"]).values == groups)
        #expect(offered(["move", "主菜/Kung Pao Chicken", "--to"]).values == groups)
        #expect(offered(["toggle"]).values == groups)
        #expect(offered(["move", "酒水单", "--before"]).values == Self.menu.map(\.path))
    }

    @Test func filesWhereAFileIsAsked() {
        let files: Completions.Answer = .files
        #expect(parser.completions(after: ["batch"], current: "", menu: { _ in [] }) == files)
        #expect(parser.completions(after: ["import"], current: "", menu: { _ in [] }) == files)
        #expect(parser.completions(after: ["--db"], current: "", menu: { _ in [] }) == files)
        // import takes one file; after it, only options are left.
        #expect(offered(["import", "menu.json"]).values == ["--replace", "--format", "--dry-run", "--db", "--quiet", "--help"])
    }

    @Test func bashLinesAreReadAsBashWillRunThem() {
        let breaks = Set(" \t\n\"'><=;|&(:")
        let escaped = BashLine(#"menuctl show 主菜/Kung\ P"#, wordBreaks: breaks)
        #expect(escaped.words == ["menuctl", "show"] && escaped.current == "主菜/Kung P")
        #expect(escaped.reply(inserting: "主菜/Kung Pao Chicken") == #"主菜/Kung\ Pao\ Chicken"#)

        let quoted = BashLine("menuctl show '主菜/Kung P", wordBreaks: breaks)
        #expect(quoted.current == "主菜/Kung P")
        #expect(quoted.reply(inserting: "主菜/Kung Pao Chicken") == "主菜/Kung Pao Chicken")
        let doubleQuoted = BashLine(#"menuctl show 主菜/"Kung"#, wordBreaks: breaks)
        #expect(doubleQuoted.reply(inserting: #"主菜/Kung "$5""#) == #"Kung \"\$5\""#)

        // readline keeps what comes before the last word break: `--format=`, `Set:`.
        let option = BashLine("menuctl list --format=t", wordBreaks: breaks)
        #expect(option.current == "--format=t" && option.reply(inserting: "--format=text") == "text")
        let colon = BashLine("menuctl show 套餐/Set:", wordBreaks: breaks)
        #expect(colon.reply(inserting: "套餐/Set:A & B") == #"A\ \&\ B"#)

        let ended = BashLine("menuctl show ", wordBreaks: breaks)
        #expect(ended.words == ["menuctl", "show"] && ended.current.isEmpty)
    }
}
