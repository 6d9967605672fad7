import MenuModel
import SQLite
extension MenuStore {
    /// The folder the menu at `path` would live in, when it does not exist:
    /// where its symbolic links lead, since that is where a write would make
    /// the file. nil when the folder is there (or the links loop, which
    /// opening the menu reports).
    public static func missingFolder(of path: String) -> String? {
        guard let file = try? DatabaseFile.followingLinks(path) else { return nil }
        let folder = DatabaseFile.folder(of: file)
        return FileSystem.isDirectory(folder) ? nil : folder
    }
}
