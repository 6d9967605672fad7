#if canImport(Glibc)
import Glibc
#endif
import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// Which menu database a command uses (SPEC 1).
enum DatabaseLocation {
    /// `--db` > `$MENUCTL_DB` > `$XDG_DATA_HOME/menuctl/menu.db`, where an
    /// unset, empty or relative `XDG_DATA_HOME` means `~/.local/share`
    /// (https://specifications.freedesktop.org/basedir-spec/latest/).
    static func path(option: String?) throws(MenuError) -> String {
        if let option {
            guard !option.isEmpty else { throw .invalidArgument("--db needs a path to the menu database") }
            return option
        }
        if let env = CommandEnvironment.current.variable("MENUCTL_DB"), !env.isEmpty { return env }
        var dataHome = CommandEnvironment.current.variable("XDG_DATA_HOME") ?? ""
        if !dataHome.hasPrefix("/") {
            guard let home = CommandEnvironment.current.homeDirectory else {
                throw MenuError(.storage, "cannot find the menu: HOME is not set; give --db PATH or set MENUCTL_DB")
            }
            dataHome = home + "/.local/share"
        }
        return dataHome + "/menuctl/menu.db"
    }

    /// Whether `path`, as a command once named it, is the file `database`
    /// names now: the same words, or the same file on the same device
    /// (a relative path read from here, a link).
    static func isSameFile(_ path: String, as database: String) -> Bool {
        if path == database { return true }
        var one = stat(), other = stat()
        guard stat(path, &one) == 0, stat(database, &other) == 0 else { return false }
        return one.st_dev == other.st_dev && one.st_ino == other.st_ino
    }
}
