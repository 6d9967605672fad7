import MenuData
import MenuFormats
import MenuModel

extension BrowseChanges {
    /// `d`: what the newest entry still in the menu changed, as `diff`
    /// says it, worked out on a copy by undoing that entry there. nil when
    /// nothing was recorded yet.
    static func lastChange(at path: String) throws -> (title: String, lines: [String])? {
        try MenuStore.readCopy(at: path) { menu in
            guard let entry = try nextToUndo(in: menu) else { return nil }
            let after = try DiffCommand.snapshot(of: menu)
            try menu.history.reverse(entry)
            let diff = try MenuDiff(from: try DiffCommand.snapshot(of: menu), to: after, byID: true)
            let lines = diff.text.split(separator: "\n").map(String.init)
            return ("#\(entry.number) " + Terminal.escaped(entry.command),
                    lines.isEmpty ? ["nothing the menu holds changed"] : lines)
        }
    }
}
