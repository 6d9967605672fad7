import MenuData
import MenuModel

/// A batch line that adds one dish by its name alone, with `--in` and
/// `--price` at most: `add-item 菜1 --in 主菜 --price 38.50`, the most of a
/// setup script. It is read without the command-line parser, which costs
/// as much as the dish's insert, by the model's own parsers that the
/// parser would call, and goes in with its neighbours into the same group,
/// up to 64 a statement. Anything else on the line, or anything the
/// model's parsers refuse, and it is no such line: the parser reads it,
/// and says what is wrong.
/// A class: a line is handed from the file's reading to its run and its
/// report, and a struct of five references would be copied at each step.
final class BatchDishLine {
    /// The words, for the parser when the dish must go in the ordinary way.
    let words: [String]
    let name: Name
    /// `--in` as written (nil when not given), and what it names.
    let groupWord: String?
    let group: Target?
    let price: Amount?

    /// `previous`, the line before's: a batch names one group line after
    /// line, read once.
    init?(_ words: [String], previous: BatchDishLine?) {
        guard words.count >= 2, words.count <= 6, words.count % 2 == 0,
              words[0] == AddItemCommand.commandName, !Self.mayBeOption(words[1])
        else { return nil }
        var groupWord: String?, priceWord: String?
        for index in stride(from: 2, to: words.count, by: 2) {
            let value = words[index + 1]
            guard !Self.mayBeOption(value) else { return nil }
            switch words[index] {
            case "--in" where groupWord == nil: groupWord = value
            case "--price" where priceWord == nil: priceWord = value
            default: return nil
            }
        }
        do throws(MenuError) {
            // A name alone, as MenuPath reads one without `/` (a path
            // goes the ordinary way, Name refusing its `/`); `add-item
            // 口水鸡 36` forgot --price, which the parser says.
            name = try Name(words[1])
            guard !Amount.reads(name.text) else { return nil }
            if let groupWord, let previous, previous.groupWord == groupWord {
                group = previous.group
            } else {
                group = try groupWord.map(Target.init(parsing:))
            }
            price = try priceWord.map(Amount.init(parsing:))
        } catch {
            return nil
        }
        self.words = words
        self.groupWord = groupWord
    }

    /// What the parser would take for an option, or the end of them.
    private static func mayBeOption(_ word: String) -> Bool { word.utf8.first == UInt8(ascii: "-") }
}

/// The dish lines met one after another, waiting to go in together: a
/// run ends at its 64th dish, at a line into another group, and before
/// any other line, which may read what the dishes before it made, or make
/// a group that the next line's `--in` names.
struct BatchDishRun {
    /// The group of the run, as its lines name it and as resolved.
    private var group: (word: String?, id: Int64, path: MenuPath)?
    private var waiting: [(number: Int, line: BatchDishLine)] = []

    /// How the batch runs a line the ordinary way (its place in errors
    /// its own), and places an error met by a run.
    struct Lines {
        let ordinary: (Int, [String]) throws -> Void
        let failure: (Int, any Error) -> any Error
    }

    /// Adds the line's dish to the run.
    mutating func add(_ line: BatchDishLine, number: Int, in context: CommandContext, _ lines: Lines) throws {
        if let group, group.word != line.groupWord { try end(in: context, lines) }
        if waiting.count == EditingStore.dishesAStatement { try flush(in: context, lines) }
        if group == nil {
            do {
                let (id, path) = try context.menu.tree.resolveGroup(line.group)
                group = (line.groupWord, id, path)
            } catch {
                return try lines.ordinary(number, line.words)
            }
        }
        // A dish too deep goes the ordinary way, which refuses it.
        guard let group, group.path.names.count < MenuPath.maximumDepth else { return try lines.ordinary(number, line.words) }
        waiting.append((number, line))
    }

    /// Puts the waiting dishes in and forgets the group: the line after,
    /// any other command, may make a group the same words name.
    mutating func end(in context: CommandContext, _ lines: Lines) throws {
        try flush(in: context, lines)
        group = nil
    }

    /// Puts the waiting dishes in, reporting each as its own line would.
    /// When the statement was taken back, it took nothing; each line then
    /// goes the ordinary way, and the one that fails says so at its own
    /// place. An error that ended the transaction is the run's first line's.
    mutating func flush(in context: CommandContext, _ lines: Lines) throws {
        guard let group, !waiting.isEmpty else { return }
        let run = waiting
        waiting.removeAll(keepingCapacity: true)
        let ids: [Int64]
        do {
            ids = try context.menu.editing.addDishes(run.map { ($0.line.name, $0.line.price) }, into: group.id)
        } catch is EditingStore.RunTakenBack {
            for (number, line) in run { try lines.ordinary(number, line.words) }
            return
        } catch {
            throw lines.failure(run[0].number, error)
        }
        guard !context.quiet else { return }
        for (id, (_, line)) in zip(ids, run) {
            context.report(EditingStore.Added(id: id, path: group.path.appending(line.name).description, isGroup: false).line)
        }
    }
}
