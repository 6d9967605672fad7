/// What the parser found on a command line, checked against its command's
/// declaration and read back through the declarations themselves, never
/// through string keys: `arguments[Self.format]` is a `ListFormat`,
/// `arguments[Self.all]` a `Bool`.
struct ParsedArguments {
    let spec: CommandSpec
    /// The long names of every option the parser accepted for this command,
    /// the global ones included.
    var accepted: Set<String> = []
    /// The words each argument took, by name.
    var arguments: [String: [String]] = [:]
    /// The words given for each option that takes a value, in order, by long name.
    var values: [String: [String]] = [:]
    /// The flags given, by long name.
    var flags: Set<String> = []

    subscript<Value>(_ option: Option<Value>) -> Value {
        get throws(UsageError) {
            try reading(option.spec.long) { () throws(UsageError) in try option.read(values[option.spec.long] ?? []) }
        }
    }

    subscript(_ flag: Flag) -> Bool {
        assert(accepted.contains(flag.spec.long), "\(spec.name) does not declare --\(flag.spec.long)")
        return flags.contains(flag.spec.long)
    }

    subscript<Value>(_ argument: Argument<Value>) -> Value {
        get throws(UsageError) {
            assert(spec.arguments.contains { $0.name == argument.spec.name }, "\(spec.name) does not declare <\(argument.spec.name)>")
            do {
                return try argument.read(arguments[argument.spec.name] ?? [])
            } catch {
                throw error.about(spec)
            }
        }
    }

    /// Whether the option was given at all, for commands where leaving it
    /// out means something other than its default.
    func isGiven(_ option: any OptionDeclaration) -> Bool {
        flags.contains(option.spec.long) || values[option.spec.long] != nil
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
