/// A malformed command line: shown with the command's usage (SPEC 8), exit 64.
/// The parser writes its messages as swift-argument-parser does, starting
/// with a capital (`Missing expected argument '<name> ...'`); see ErrorReport.
package struct UsageError: Error {
    package let message: String
    /// Lines after the message: `did you mean 'list'?`.
    package var hints: [String] = []
    /// The command whose usage to show; nil for the top level.
    package var command: CommandSpec? = nil

    package init(message: String, hints: [String] = [], command: CommandSpec? = nil) {
        self.message = message
        self.hints = hints
        self.command = command
    }

    /// The same error, shown with `spec`'s usage.
    package func about(_ spec: CommandSpec) -> UsageError {
        var error = self
        error.command = spec.isTopLevel ? nil : spec
        return error
    }
}

/// The closest of some known words to one that is not among them, for a
/// `did you mean 'list'?` under an unknown subcommand or option.
package enum Suggestion {
    /// The known word fewest edits away from `typed`, when it is close enough
    /// to be what was meant: at most a third of its length, and never more
    /// than 3 edits (swift-argument-parser's floor for options is 4). A
    /// swapped pair of letters (`lsit`) is one edit; case is no edit
    /// (`LIST`). Failing that, the first word `typed` begins (`add` →
    /// `add-group`), as a shell's completion would offer it.
    package static func closest(to typed: String, among known: [String]) -> String? {
        let typed = Array(typed.lowercased())
        guard !typed.isEmpty, typed.count <= 64 else { return nil }
        if let best = closestByEdits(to: typed, among: known) { return best }
        return typed.count >= 2 ? known.first { $0.hasPrefix(String(typed)) } : nil
    }

    private static func closestByEdits(to typed: [Character], among known: [String]) -> String? {
        var best: (word: String, distance: Int)?
        for word in known {
            let distance = editDistance(typed, Array(word))
            let limit = min(3, max(1, word.count / 3))
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (word, distance)
            }
        }
        return best?.word
    }

    /// Optimal string alignment distance: insertions, deletions,
    /// substitutions and swaps of neighbours each count one.
    package static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
