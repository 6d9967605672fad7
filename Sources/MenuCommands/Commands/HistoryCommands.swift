import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// `history`: what changed the menu, newest first (SPEC 13).
struct HistoryCommand: MenuCommand {
    enum Format: String, CaseIterable, ExpressibleByArgument { case text, json }

    /// How many entries to show: a positive whole number.
    struct Count: ExpressibleByArgument {
        let value: Int

        package init(argument: String) throws(ArgumentValueError) {
            let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
            guard !argument.isEmpty, argument.utf8.allSatisfy(digits.contains),
                  argument.utf8.contains(where: { $0 != UInt8(ascii: "0") }) else {
                throw .invalid(reason: "a limit is a positive whole number written in digits")
            }
            value = Int(argument) ?? .max
        }

        package var defaultValueDescription: String { String(value) }
    }

    static let limit = Option<Count?>("limit", valueName: "n", help: "Show only the newest N entries.")
    static let format = Option<Format>("format", default: .text, help: "The output format.")
    static let json = Flag("json", shorthandFor: format, .json)

    static let commandName = "history"

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Show what changed the menu, newest first.",
        discussion: """
            One line per command that changed the menu's content: its number, the local
            time, the command as typed and what it changed. Expanding and collapsing are
            not recorded. The newest \(HistoryStore.historyLength) entries are kept.
            """,
        options: [limit, format, json],
        examples: ["menuctl history", "menuctl history --limit 5", "menuctl history --format json"]
    )

    let limit: Int?
    let format: Format

    init(_ arguments: ParsedArguments) throws(UsageError) {
        limit = try arguments[Self.limit]?.value
        format = try arguments[Self.format]
    }

    func run(in context: CommandContext) throws {
        let entries = try context.menu.history.history(limit: limit)
        guard format == .text else {
            context.output += HistoryFormats.json(entries)
            return
        }
        let shown = entries.map { entry in
            HistoryEntry(number: entry.number, recordedAt: entry.recordedAt,
                         command: Self.withoutDatabase(entry.command, shown: context.databasePath),
                         summary: entry.summary, isUndone: entry.isUndone)
        }
        let output = StandardStream.output
        context.output += HistoryFormats.text(shown, width: output.isTerminal ? output.columns : nil)
    }

    /// The command without the `--db PATH` that named the menu being shown,
    /// which every line would repeat: its words read back as a shell reads
    /// them, the option dropped where its file is this menu's, and the rest
    /// quoted as recorded. A `--db` naming another file stays.
    static func withoutDatabase(_ command: String, shown database: String) -> String {
        guard command.contains("--db"), let words = try? ShellWords.split(command) else { return command }
        var kept: [String] = []
        var index = words.startIndex
        while index < words.endIndex {
            let word = words[index]
            if word == "--db", index + 1 < words.endIndex, DatabaseLocation.isSameFile(words[index + 1], as: database) {
                index += 2
                continue
            }
            if word.hasPrefix("--db="), DatabaseLocation.isSameFile(String(word.dropFirst(5)), as: database) {
                index += 1
                continue
            }
            kept.append(word)
            index += 1
        }
        return kept.count == words.count ? command : ShellWords.joined(kept)
    }
}

/// `undo` and `redo`: one step back or forward through the history, in one
/// transaction, leaving expanded and collapsed groups as they are.
protocol HistoryStepCommand: MenuCommand {
    static var verb: String { get }
    static func step(_ menu: MenuTransaction) throws -> HistoryEntry
}

extension HistoryStepCommand {
    /// The newest entry is the one the user saw: a turn due is left to
    /// the next write.
    static var turnsTheDay: Bool { false }

    func run(in context: CommandContext) throws {
        let entry = try Self.step(context.menu)
        context.report("\(Self.verb) #\(entry.number): \(Terminal.escaped(entry.command)) (\(Terminal.escaped(entry.summary)))")
    }
}

struct UndoCommand: HistoryStepCommand {
    static let verb = "undid"
    static let commandName = "undo"
    static let spec = CommandSpec(
        name: commandName,
        abstract: "Reverse the newest change in the history that is not undone yet.",
        discussion: """
            Brings back ids, positions, names and prices exactly as they were; groups stay
            expanded or collapsed as they are now. Refused, with nothing changed, when what
            it would restore was changed since by something other than menuctl.
            """,
        examples: ["menuctl undo", "menuctl undo --db copy.db"],
        access: .write,
        recordsHistory: false,
        runsInBatch: false
    )

    init(_ arguments: ParsedArguments) {}
    static func step(_ menu: MenuTransaction) throws -> HistoryEntry { try menu.history.undo() }
}

struct RedoCommand: HistoryStepCommand {
    static let verb = "redid"
    static let commandName = "redo"
    static let spec = CommandSpec(
        name: commandName,
        abstract: "Re-apply the change most recently undone.",
        discussion: "Only while nothing new has been recorded since that undo.",
        examples: ["menuctl redo", "menuctl redo -q"],
        access: .write,
        recordsHistory: false,
        runsInBatch: false
    )

    init(_ arguments: ParsedArguments) {}
    static func step(_ menu: MenuTransaction) throws -> HistoryEntry { try menu.history.redo() }
}
