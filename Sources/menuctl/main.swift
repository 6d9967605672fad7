import ArgumentParsing
#if canImport(Glibc)
import Glibc
#endif

/// The words as the shell passed them. `CommandLine.arguments` would quietly
/// repair bytes that are not UTF-8 into U+FFFD; a name must be valid UTF-8
/// (SPEC 2), so such a word is refused instead.
func commandLineWords() -> [String]? {
    var words: [String] = []
    for index in 1..<Int(CommandLine.argc) {
        guard let pointer = CommandLine.unsafeArgv[index], let word = String(validatingCString: pointer) else {
            return nil
        }
        words.append(word)
    }
    return words
}

StandardStream.guardClosedDescriptors()
guard let words = commandLineWords() else {
    exit(ErrorReport.usage(UsageError(message: "An argument is not valid UTF-8 text")))
}
exit(Menuctl.main(words))
