/// What the parser found on a command line, checked against its command's
/// declaration and read back through the declarations themselves, never
/// through string keys: `arguments[Self.format]` is a `ListFormat`,
/// `arguments[Self.all]` a `Bool`.
package struct ParsedArguments {
    package let spec: CommandSpec
    /// The long names of every option the parser accepted for this command,
    /// the global ones included.
    package var accepted: Set<String> = []

    // A line gives a few arguments and options, and the command asks after
    // a dozen: one short list compared by name costs less than dictionaries
    // made, hashed into and torn down for every line of a batch, and one
    // list is one allocation where a list for each kind of word is five.
    // Of types the program uses anyway: the first use of a new generic type
    // costs the runtime more than a one-dish command line's whole parse.
    private var given: [Given] = []

    /// An argument and the words it took, an option and the words given
    /// for it, or a flag (no words).
    private struct Given {
        enum Kind { case argument, option, flag }
        let kind: Kind
        let name: String
        var words: [String]
    }

    package init(spec: CommandSpec, accepted: Set<String> = []) {
        self.spec = spec
        self.accepted = accepted
        given.reserveCapacity(4)
    }

    /// The words each argument took, by name.
    package var arguments: [String: [String]] { gathered(.argument) }
    /// The words given for each option that takes a value, in order, by long name.
    package var values: [String: [String]] { gathered(.option) }
    /// The flags given, by long name.
    package var flags: Set<String> { Set(given.filter { $0.kind == .flag }.map(\.name)) }

    private func gathered(_ kind: Given.Kind) -> [String: [String]] {
        Dictionary(given.filter { $0.kind == kind }.map { ($0.name, $0.words) }, uniquingKeysWith: { $1 })
    }

    private func index(of kind: Given.Kind, _ name: String) -> Int? {
        given.firstIndex { $0.kind == kind && Self.same($0.name, name) }
    }

    /// The words an argument took; nil when it took none.
    package func words(ofArgument name: String) -> [String]? {
        index(of: .argument, name).map { given[$0].words }
    }

    /// The words given for an option, in order; nil when it was not given.
    package func words(ofOption long: String) -> [String]? {
        index(of: .option, long).map { given[$0].words }
    }

    package func hasFlag(_ long: String) -> Bool {
        index(of: .flag, long) != nil
    }

    /// Whether any of the options named by `longs` was given: for a command
    /// that reads a group of options only when one of them is.
    package func givesAny(of longs: Set<String>) -> Bool {
        // Compared by length first, not hashed: a line gives two or three
        // options, and most names differ from them in length.
        given.contains { entry in entry.kind != .argument && longs.contains { Self.same($0, entry.name) } }
    }

    /// Names compared by length first: most names asked after are not the
    /// one given, and differ in length.
    private static func same(_ a: String, _ b: String) -> Bool {
        a.utf8.count == b.utf8.count && a == b
    }

    package mutating func setWords(_ words: [String], ofArgument name: String) {
        set(words, .argument, name)
    }

    /// One more word for an option (`--tag 招牌 --tag 新品`).
    package mutating func append(_ word: String, toOption long: String) {
        if let index = index(of: .option, long) {
            given[index].words.append(word)
        } else {
            given.append(Given(kind: .option, name: long, words: [word]))
        }
    }

    /// The option's words, all of them replaced (a shorthand's value).
    package mutating func setWords(_ words: [String], ofOption long: String) {
        set(words, .option, long)
    }

    private mutating func set(_ words: [String], _ kind: Given.Kind, _ name: String) {
        if let index = index(of: kind, name) {
            given[index].words = words
        } else {
            given.append(Given(kind: kind, name: name, words: words))
        }
    }

    package mutating func addFlag(_ long: String) {
        if !hasFlag(long) { given.append(Given(kind: .flag, name: long, words: [])) }
    }

    package subscript<Value>(_ option: Option<Value>) -> Value {
        get throws(UsageError) {
            let long = option.spec.long
            return try reading(long) { () throws(UsageError) in try option.read(words(ofOption: long) ?? []) }
        }
    }

    package subscript(_ flag: Flag) -> Bool {
        assert(accepted.contains(flag.spec.long), "\(spec.name) does not declare --\(flag.spec.long)")
        return hasFlag(flag.spec.long)
    }

    package subscript<Value>(_ argument: Argument<Value>) -> Value {
        get throws(UsageError) {
            assert(spec.arguments.contains { $0.name == argument.spec.name }, "\(spec.name) does not declare <\(argument.spec.name)>")
            do {
                return try argument.read(words(ofArgument: argument.spec.name) ?? [])
            } catch {
                throw error.about(spec)
            }
        }
    }

    /// Whether the option was given at all, for commands where leaving it
    /// out means something other than its default.
    package func isGiven(_ option: any OptionDeclaration) -> Bool {
        let long = option.spec.long
        return hasFlag(long) || words(ofOption: long) != nil
    }

    /// An option read by a command that does not declare it is a mistake in
    /// the program: in a debug build it stops here instead of reading nil.
    private func reading<Value>(_ long: String, _ read: () throws(UsageError) -> Value) throws(UsageError) -> Value {
        assert(accepted.contains(long), "\(spec.name) does not declare --\(long)")
        do {
            return try read()
        } catch {
            throw error.about(spec)
        }
    }
}
