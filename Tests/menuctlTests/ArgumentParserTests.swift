import MenuData
import MenuFormats
import MenuModel
import Testing
@testable import MenuCommands
@testable import ArgumentParsing

/// The small argument parser in process: fast, and precise about what each
/// declaration reads back as.
@Suite struct ArgumentParserTests {
    private let parser = ArgumentParser(program: GlobalOptions.program, commands: Menuctl.commands)

    /// A command is found by its word before its declaration is made: the
    /// two must say the same word, and the lazy parser must read a line as
    /// the one given every declaration does.
    @Test func everyCommandIsFoundByTheWordItsDeclarationGives() throws {
        var types = Menuctl.commandTypes
        for type in Menuctl.commandTypes {
            // A command of nested ones declares exactly its types' declarations.
            var names: [String] = []
            for nested in type.subcommandTypes {
                types.append(nested)
                names.append(nested.commandName)
            }
            #expect(type.spec.subcommands.map(\.name) == names)
        }
        for type in types {
            #expect(type.commandName == type.spec.name)
            #expect(Menuctl.commandType(named: type.spec.name) == type)
        }
        func read(_ line: [String], with parser: ArgumentParser) -> String {
            do {
                let invocation = try parser.parse(line)
                guard case .run(let parsed) = invocation.action else { return "\(invocation.action)" }
                return "\(parsed.spec.name) \(parsed.arguments.sorted { $0.key < $1.key }) \(parsed.values.sorted { $0.key < $1.key }) "
                    + "\(parsed.flags.sorted()) \(invocation.databasePath ?? "")"
            } catch {
                return "\(error.message) \(error.hints)"
            }
        }
        for line in [["add-item", "宫保鸡丁", "--in", "主菜", "--price", "38"], ["--db", "x.db", "find", "gbjd"], ["lst"],
                     ["--colour", "never", "list"], ["list", "--all", "-q"]] {
            #expect(read(line, with: Menuctl.parser()) == read(line, with: parser), "\(line)")
        }
    }

    /// The parsed command line of a subcommand that will run.
    private func parsed(_ words: String..., sourceLocation: SourceLocation = #_sourceLocation) throws -> ParsedArguments {
        let invocation = try parser.parse(words)
        guard case .run(let parsed) = invocation.action else {
            Issue.record("\(words) does not run a command", sourceLocation: sourceLocation)
            throw UsageError(message: "not run")
        }
        return parsed
    }

    /// The error the words give, parsed and read by their command, or nil
    /// when there is none.
    private func mistake(_ words: String...) -> UsageError? { mistake(words) }

    private func mistake(_ words: [String], in parser: ArgumentParser? = nil) -> UsageError? {
        do {
            let invocation = try (parser ?? self.parser).parse(words)
            if case .run(let parsed) = invocation.action {
                _ = try Menuctl.commandType(named: parsed.spec.name)!.init(parsed)
            }
            return nil
        } catch {
            return error
        }
    }

    @Test func optionsReadBackAsTheirDeclaredTypes() throws {
        let arguments = try parsed("add-item", "宫保鸡丁", "回锅肉", "--in", "主菜", "--price", "¥38.5", "-p")
        #expect(try arguments[AddItemCommand.names] == [try MenuPath(parsing: "宫保鸡丁"), try MenuPath(parsing: "回锅肉")])
        #expect(try arguments[AddItemCommand.group] == .path(try MenuPath(parsing: "主菜")))
        #expect(try arguments[AddItemCommand.price] == (try Amount(fen: 3850)))
        #expect(arguments[AddItemCommand.parents])
        #expect(try parsed("toggle", "--row", "2", "--row=007")[ToggleCommand.rows].map(\.value) == [2, 7])
    }

    @Test func defaultsLiveInTheDeclaration() throws {
        let list = try parsed("list")
        #expect(try list[ListCommand.format] == .text)
        #expect(try list[GlobalOptions.color] == .auto)
        #expect(!list[ListCommand.all])
        #expect(try parsed("add-group", "酒水")[AddGroupCommand.group] == .top)
        #expect(try parsed("export")[ExportCommand.format] == .json)
        #expect(try parsed("show", "主菜", "--json")[ShowCommand.format] == .json)
        #expect(try parsed("edit", "主菜", "--name", "前菜")[PricingOptions.Editing.price] == nil)
    }

    @Test func globalOptionsGoBeforeOrAfterTheSubcommand() throws {
        for words in [["--db", "午市.db", "-q", "list"], ["list", "--db=午市.db", "--quiet"], ["-q", "list", "--db", "午市.db"]] {
            let invocation = try parser.parse(words)
            #expect(invocation.databasePath == "午市.db" && invocation.quiet, "\(words)")
        }
        let bundled = try parsed("remove", "主菜", "-rq")
        #expect(bundled[RemoveCommand.recursive] && bundled[GlobalOptions.quiet])
        // After `--`, a word that starts with a dash is an argument.
        #expect(try parsed("remove", "--", "-辣")[RemoveCommand.targets] == [.path(try MenuPath(parsing: "-辣"))])
    }

    @Test func helpAndTheVersionWinOverMistakes() throws {
        func action(_ words: String...) throws -> String {
            switch try parser.parse(words).action {
            case .help(let spec): "help \(spec?.name ?? "menuctl")"
            case .version: "version"
            case .completionScript(let shell): "script \(shell)"
            case .manPage: "man"
            case .run(let parsed): "run \(parsed.spec.name)"
            }
        }
        #expect(try action() == "help menuctl")
        #expect(try action("help") == "help menuctl")
        #expect(try action("help", "help") == "help help")
        #expect(try action("help", "list") == "help list")
        #expect(try action("list", "--bogus", "--help") == "help list")
        #expect(try action("list", "--format", "xml", "--version") == "version")
        #expect(try action("--generate-completion-script=zsh") == "script zsh")
        // Nested commands: the word after the command names one; none names the default.
        #expect(try action("choices") == "run choices list")
        #expect(try action("choices", "--format", "json") == "run choices list")
        #expect(try action("--db", "x.db", "choices", "-q", "add", "辣度", "--pick", "1", "--option", "微辣") == "run choices add")
        #expect(try action("choices", "--help") == "help choices")
        #expect(try action("choices", "add", "--help") == "help choices add")
        #expect(try action("help", "choices", "add") == "help choices add")
        #expect(try action("slot", "--help") == "help slot")
        #expect(try action("prices", "set", "-h") == "help prices set")
        #expect(mistake("slot")?.message == "Missing expected argument '<subcommand>'")
        #expect(mistake("choices", "lst")?.hints == ["did you mean 'list'?"])
    }

    @Test func mistakesAreNamedAsSwiftArgumentParserNamesThem() {
        #expect(mistake("lsit")?.message == "Unknown subcommand 'lsit'")
        #expect(mistake("lsit")?.hints == ["did you mean 'list'?"])
        #expect(mistake("LIST")?.hints == ["did you mean 'list'?"], "case is no edit")
        #expect(mistake("add")?.hints == ["did you mean 'add-group' or 'add-item'?"], "a synonym of both")
        #expect(mistake("add-")?.hints == ["did you mean 'add-group'?"], "the first word it begins")
        #expect(mistake("x")?.hints == [], "one letter begins too many words to say")
        #expect(mistake("add-item", "x", "--prise", "3")?.hints == ["did you mean '--price'?"])
        #expect(mistake("add-item", "x", "--prise", "3")?.command?.name == "add-item")
        #expect(mistake("add-item", "x", "--price")?.message == "Missing value for '--price <amount>'")
        #expect(mistake("add-item", "x", "--in", "-p")?.message == "Missing value for '--in <group>'")
        #expect(mistake("list", "--all=yes")?.message == "The option '--all' does not take any value, but 'yes' was specified.")
        #expect(mistake("show")?.message == "Missing expected argument '<target>'")
        #expect(mistake("show", "主菜", "早餐")?.message == "Unexpected argument '早餐'")
        #expect(mistake("list", "--format", "xml")?.message
                == "The value 'xml' is invalid for '--format <format>'. Please provide one of 'text', 'tsv' or 'json'.")
        #expect(mistake("show", "主菜", "--format", "json", "--json") == nil)
        #expect(mistake("show", "主菜", "--format", "text", "--json")?.message
                == "The options '--format text' and '--json' cannot be used together")
        #expect(mistake("move", "主菜", "--before", "早餐", "--last")?.message
                == "The options '--before' and '--last' cannot be used together")
        #expect(mistake("edit", "主菜")?.message == "Missing one of: '--name <name>', '--price <amount>', '--no-price', '--size <name=amount>', '--no-size <name>', '--unit <unit>', '--no-unit', '--market-price', '--no-market-price'")
        #expect(mistake("add-item", "x", "--price", "3x")?.message.hasPrefix("'3x' is not an amount") == true)
        let batchLine = ArgumentParser(program: GlobalOptions.program, commands: Menuctl.commands, allowsDatabaseOption: false)
        #expect(mistake(["list", "--db", "x.db"], in: batchLine)?.message == "'--db' cannot be used inside a batch")
    }

    @Test func rowsAreWholeNumbersWrittenInDigits() throws {
        #expect(try RowNumber(argument: "12").value == 12)
        #expect(try RowNumber(argument: "99999999999999999999").value == .max)
        for text in ["", "0", "000", "+1", "-1", "1.5", "1e3", " 1", "１", "٣"] {
            #expect(throws: ArgumentValueError.self, "\(text)") { try RowNumber(argument: text) }
        }
    }

    @Test func suggestionsAreCloseOrNothing() {
        #expect(Suggestion.editDistance(Array("lsit"), Array("list")) == 1)
        #expect(Suggestion.editDistance(Array("宫保鸡丁"), Array("宫爆鸡丁")) == 1)
        #expect(Suggestion.closest(to: "shwo", among: ["show", "move"]) == "show")
        #expect(Suggestion.closest(to: "delete", among: Menuctl.commands.map(\.name)) == nil)
        #expect(Suggestion.closest(to: "--colour", among: ["--color", "--db"]) == "--color")
    }

    /// Every declaration can be told apart from every other on its command
    /// line, and every example in help parses and passes its command's checks.
    @Test func declarationsAreConsistentAndTheExamplesParse() throws {
        let globals = GlobalOptions.specs.flatMap(\.names)
        for spec in Menuctl.commands.flatMap(\.withNested) + [HelpCommand.spec] {
            let names = spec.options.flatMap(\.names)
            #expect(Set(names).count == names.count, "\(spec.name) declares a name twice")
            #expect(Set(names).isDisjoint(with: globals), "\(spec.name) hides a global option")
            // Words fill the arguments in order: one at most repeats (`stock
            // <target> ... <n>` leaves a word for each after it), and an
            // optional one is followed by optional ones only (glossary [LANG] [WORD=…]...).
            #expect(spec.arguments.filter(\.isRepeating).count <= 1, "\(spec.name)")
            #expect(zip(spec.arguments, spec.arguments.dropFirst()).allSatisfy { !$0.isOptional || $1.isOptional }, "\(spec.name)")
            for example in spec.examples where example.hasPrefix("menuctl ") && !example.contains("|") && !example.contains(">") {
                let words = try ShellWords.split(example).dropFirst()
                #expect(mistake(Array(words)) == nil, "\(example)")
            }
        }
    }
}
