import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

extension DatabaseLocation {
    /// Whether the menu was named (`--db`, `MENUCTL_DB`) rather than found in
    /// its default place, whose missing folders a first write makes (SPEC 1).
    static func isNamed(option: String?) -> Bool {
        option != nil || !(CommandEnvironment.current.variable("MENUCTL_DB") ?? "").isEmpty
    }

    /// SPEC 1: a named menu whose folder does not exist is exit 74 naming the
    /// folder, so that a typo in `--db ~/menus/shop.db` never starts a new,
    /// empty menu elsewhere while the real one waits unchanged.
    static func requireFolder(of path: String) throws(MenuError) {
        guard let folder = MenuStore.missingFolder(of: path) else { return }
        throw MenuError(.storage, "cannot open the menu at \(Terminal.escaped(path)): there is no folder \(Terminal.escaped(folder))")
    }
}
