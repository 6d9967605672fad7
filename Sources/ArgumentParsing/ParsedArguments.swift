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
    // a dozen: short lists compared by name cost less than dictionaries
    // made, hashed into and torn down for every line of a batch (issue 35).
    // Names and words in lists side by side, of types the program uses
    // anyway: the first use of a new generic type costs the runtime more
    // than a one-dish command line's whole parse.
    private var argumentNames: [String] = []
    private var argumentWords: [[String]] = []
    private var optionNames: [String] = []
    private var optionWords: [[String]] = []
    private var givenFlags: [String] = []

    package init(spec: CommandSpec, accepted: Set<String> = []) {
        self.spec = spec
        self.accepted = accepted
    }

    /// The words each argument took, by name.
    package var arguments: [String: [String]] {
        get { Dictionary(zip(argumentNames, argumentWords), uniquingKeysWith: { $1 }) }
        set { argumentNames = Array(newValue.keys); argumentWords = Array(newValue.values) }
    }
    /// The words given for each option that takes a value, in order, by long name.
    package var values: [String: [String]] {
        get { Dictionary(zip(optionNames, optionWords), uniquingKeysWith: { $1 }) }
        set { optionNames = Array(newValue.keys); optionWords = Array(newValue.values) }
    }
    /// The flags given, by long name.
    package var flags: Set<String> {
        get { Set(givenFlags) }
        set { givenFlags = Array(newValue) }
    }

    /// The words an argument took; nil when it took none.
    package func words(ofArgument name: String) -> [String]? {
        argumentNames.firstIndex { Self.same($0, name) }.map { argumentWords[$0] }
    }

    /// The words given for an option, in order; nil when it was not given.
    package func words(ofOption long: String) -> [String]? {
        optionNames.firstIndex { Self.same($0, long) }.map { optionWords[$0] }
    }

    package func hasFlag(_ long: String) -> Bool {
        givenFlags.contains { Self.same($0, long) }
    }

    /// Whether any of the options named by `longs` was given: for a command
    /// that reads a group of options only when one of them is.
    package func givesAny(of longs: Set<String>) -> Bool {
        // Compared by length first, not hashed: a line gives two or three
        // options, and most names differ from them in length.
        longs.contains { long in
            givenFlags.contains { Self.same($0, long) } || optionNames.contains { Self.same($0, long) }
        }
    }

    /// Names compared by length first: most names asked after are not the
    /// one given, and differ in length.
    private static func same(_ a: String, _ b: String) -> Bool {
        a.utf8.count == b.utf8.count && a == b
    }

    package mutating func setWords(_ words: [String], ofArgument name: String) {
        if let index = argumentNames.firstIndex(where: { Self.same($0, name) }) {
            argumentWords[index] = words
        } else {
            argumentNames.append(name)
            argumentWords.append(words)
        }
    }

    /// One more word for an option (`--tag 招牌 --tag 新品`).
    package mutating func append(_ word: String, toOption long: String) {
        if let index = optionNames.firstIndex(where: { Self.same($0, long) }) {
            optionWords[index].append(word)
        } else {
            optionNames.append(long)
            optionWords.append([word])
        }
    }

    /// The option's words, all of them replaced (a shorthand's value).
    package mutating func setWords(_ words: [String], ofOption long: String) {
        if let index = optionNames.firstIndex(where: { Self.same($0, long) }) {
            optionWords[index] = words
        } else {
            optionNames.append(long)
            optionWords.append(words)
        }
    }

    package mutating func addFlag(_ long: String) {
        if !hasFlag(long) { givenFlags.append(long) }
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
