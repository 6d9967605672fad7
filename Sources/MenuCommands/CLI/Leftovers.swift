import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// What a command says when it removed what a killed one left.
enum Leftovers {
    static func notice(_ file: String) -> String {
        "removed \(Terminal.escaped(file)), left by a menuctl that was stopped before it finished"
    }

    /// Before a write: removes the abandoned files beside the menu and says
    /// so at once, whatever the write then does.
    static func removeBeside(_ path: String) {
        for file in MenuStore.removeAbandonedLeftovers(of: path) {
            StandardStream.error.writeIgnoringFailure("Notice: " + notice(file) + "\n")
        }
    }
}
