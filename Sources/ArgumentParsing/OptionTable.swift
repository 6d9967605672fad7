
/// A command's options and the program's, indexed once by every name they
/// answer to: a line's words are each looked up once, rather than every
/// word compared with every option's names.
final class OptionTable {
    /// The command's name.
    let command: String
    /// The command's options, then the program's, as declared.
    let options: [OptionSpec]
    /// The long names of all of them, for the parsed line's checks.
    let accepted: Set<String>
    /// The command's options that stand for a value of another (`--json`).
    let shorthands: [OptionSpec]
    /// Each name's option, by its place in `options`. Keys and values of
    /// types the program uses anyway: a dictionary of a new pair of types
    /// costs its first use more than a one-word command line's parse.
    private let byName: [String: Int]

    init(command: [OptionSpec], program: [OptionSpec], of name: String) {
        self.command = name
        options = command + program
        accepted = Set(options.map(\.long))
        shorthands = command.filter { $0.shorthand != nil }
        var byName: [String: Int] = [:]
        // The first declared wins a name, as the scan it replaces found it.
        for (index, option) in options.enumerated() {
            for name in option.names where byName[name] == nil { byName[name] = index }
        }
        self.byName = byName
    }

    /// The option a word names.
    func option(named name: String) -> OptionSpec? {
        byName[name].map { options[$0] }
    }

    /// The short flags a word bundles (`-rq`), when it names no option itself.
    func bundledFlags(named name: String, inline: String?) -> [OptionSpec]? {
        guard !name.hasPrefix("--"), name.count > 2, inline == nil else { return nil }
        var bundled: [OptionSpec] = []
        for letter in name.dropFirst() {
            guard let flag = options.first(where: { $0.short == letter && $0.isFlag }) else { return nil }
            bundled.append(flag)
        }
        return bundled
    }

    /// The next word as an option's value, unless it is missing or is itself
    /// an option (`--price --in 主菜` lacks a price; so does `--in -p`).
    func value(after index: inout Int, in words: ArraySlice<String>) -> String? {
        guard index < words.endIndex else { return nil }
        let word = words[index]
        if ArgumentParser.mayBeOption(word) && (word.utf8.starts(with: "--".utf8) || byName[word] != nil) {
            return nil
        }
        index += 1
        return word
    }
}

/// The commands a parser has looked up and the option tables it has made,
/// by command name: a batch names the same few commands line after line.
final class KnownCommands {
    var commands: [CommandSpec] = []
    var tables: [OptionTable] = []
}
