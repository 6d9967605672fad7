import ArgumentParsing
import MenuCommands
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

// A reader that goes away (`menuctl export | head -c1`) makes a write
// fail with EPIPE, which is exit 74 as for any output that cannot be
// written (SPEC 8), instead of a SIGPIPE that ends the process unannounced.
signal(SIGPIPE, SIG_IGN)
StandardStream.guardClosedDescriptors()
guard let words = commandLineWords() else {
    exit(ErrorReport.usage(UsageError(message: "An argument is not valid UTF-8 text")))
}
exit(Menuctl.run(words, console: .process, environment: .process))
