/// What the parser found on a command line, checked against its command's
/// declaration and read back through the declarations themselves, never
/// through string keys: `arguments[Self.format]` is a `ListFormat`,
/// `arguments[Self.all]` a `Bool`.
package struct ParsedArguments {
    package let spec: CommandSpec
    /// The long names of every option the parser accepted for this command,
    /// the global ones included.
    package var accepted: Set<String> = []
    /// The words each argument took, by name.
    package var arguments: [String: [String]] = [:]
    /// The words given for each option that takes a value, in order, by long name.
    package var values: [String: [String]] = [:]
    /// The flags given, by long name.
    package var flags: Set<String> = []

    package subscript<Value>(_ option: Option<Value>) -> Value {
        get throws(UsageError) {
            try reading(option.spec.long) { () throws(UsageError) in try option.read(values[option.spec.long] ?? []) }
        }
    }

    package subscript(_ flag: Flag) -> Bool {
        assert(accepted.contains(flag.spec.long), "\(spec.name) does not declare --\(flag.spec.long)")
        return flags.contains(flag.spec.long)
    }

    package subscript<Value>(_ argument: Argument<Value>) -> Value {
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
    package func isGiven(_ option: any OptionDeclaration) -> Bool {
        let long = option.spec.long
        // A line gives a few options, and commands ask after a dozen they
        // might take (`edit`'s details): comparing the few short names
        // given costs less than hashing the asked one twice.
        guard flags.count + values.count <= 8 else { return flags.contains(long) || values[long] != nil }
        return flags.contains { $0 == long } || values.keys.contains { $0 == long }
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
