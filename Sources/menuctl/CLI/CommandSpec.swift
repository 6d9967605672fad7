/// One declaration per command: its help, its validation and its completion
/// scripts all come from this, so they cannot drift apart (after
/// swift-argument-parser's `CommandConfiguration`, `@Argument`, `@Option`).
struct CommandSpec: Sendable {
    enum Access: Sendable {
        /// Prints help or a script; opens no database.
        case none
        /// Never creates or changes the file.
        case read
        /// Creates the file and brings its schema up to date.
        case write
    }

    let name: String
    let abstract: String
    var discussion: String? = nil
    var arguments: [ArgumentSpec] = []
    var options: [OptionSpec] = []
    var examples: [String] = []
    var access: Access = .read

    func option(named long: String) -> OptionSpec? {
        options.first { $0.long == long }
    }
}

struct ArgumentSpec: Sendable {
    enum Completion: Sendable { case none, menuPath, file, command }

    let name: String
    let help: String
    var isRepeating = false
    var isOptional = false
    var completion: Completion = .none

    /// `<name> ...`, `[<file>]`.
    var usage: String {
        let core = "<\(name)>" + (isRepeating ? " ..." : "")
        return isOptional ? "[\(core)]" : core
    }
}

struct OptionSpec: Sendable {
    let long: String
    var short: Character? = nil
    /// nil for a flag, which takes no value.
    var valueName: String? = nil
    let help: String
    /// The values it accepts, for help, validation and completion.
    var choices: [String] = []
    /// Shown in help; the command applies it.
    var defaultValue: String? = nil
    var completion: ArgumentSpec.Completion = .none
    var isRepeating = false

    var isFlag: Bool { valueName == nil }

    /// `-q, --quiet`, `--price <amount>`.
    var label: String {
        let names = (short.map { "-\($0), " } ?? "") + "--\(long)"
        return valueName.map { "\(names) <\($0)>" } ?? names
    }

    /// `[--price <amount>]` in a usage line.
    var usage: String {
        let names = "--\(long)"
        let core = valueName.map { "\(names) <\($0)>" } ?? names
        return "[\(core)]" + (isRepeating ? " ..." : "")
    }
}

/// Options every command accepts, before or after the subcommand.
enum GlobalOptions {
    static let db = OptionSpec(long: "db", valueName: "path",
        help: "The menu database (default: $MENUCTL_DB, else $XDG_DATA_HOME/menuctl/menu.db).",
        completion: .file)
    static let quiet = OptionSpec(long: "quiet", short: "q", help: "Print nothing when a change succeeds.")
    static let version = OptionSpec(long: "version", help: "Show the version.")
    static let help = OptionSpec(long: "help", short: "h", help: "Show help information.")

    static let all = [db, quiet, version, help]
}
