import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// `publish FILE`: head office's changes since the last publish, as one
/// change file (SPEC 22).
struct PublishCommand: MenuCommand {
    static let file = Argument<String>("file", help: "The change file to write.", completion: .file)
    static let force = Flag("force", help: "Replace FILE if it exists.")
    static let full = Flag("full", help: "Write the whole menu, which stores apply over what they hold (a new epoch).")

    static let commandName = "publish"
    static let spec = CommandSpec(
        name: commandName,
        abstract: "Write head office's changes since the last publish to a change file.",
        discussion: """
            The first publish holds the whole menu and makes this menu a chain's head
            office. Each later one holds what changed in the menu's content since the one
            before: names, places, prices, sizes, details, translations, choice lists,
            allergens, the glossary, and hours and price lists, which are defaults: a
            store's own hours on an entry and its own entries in a list stay. Sold out,
            counts and expanded groups are each store's own and do not travel. Stores apply the files in order
            with 'menuctl apply'. When nothing changed, no file is written.

            Each file names the SHA-256 of the file before it, and its own covers every
            byte. The change is recorded first, then the file, written aside, is put under
            its name: a publish that is stopped leaves no file head office did not record,
            and a failed --force leaves the old file. With --full the file holds the whole
            menu and starts a new epoch: a store applies it over head office's entries
            whatever it holds, as after head office was restored from a backup.
            """,
        arguments: [file],
        options: [force, full],
        examples: ["menuctl publish changes/0001.menuctl-change",
                   "menuctl publish /srv/chain/latest.menuctl-change --force",
                   "menuctl publish changes/0042.menuctl-change --full"],
        access: .write,
        recordsHistory: false,
        runsInBatch: false
    )

    let destination: String
    let replacing: Bool
    let isFull: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        destination = try arguments[Self.file]
        replacing = arguments[Self.force]
        isFull = arguments[Self.full]
        guard !destination.isEmpty else { throw UsageError(message: "The value '' is invalid for '<file>': give a file name") }
    }

    mutating func prepare() throws {
        if FileSystem.isDirectory(destination) {
            throw MenuError.refused("\(Terminal.escaped(destination)) is a folder; give the name of the file to write")
        }
        if !replacing && FileSystem.exists(destination) {
            throw MenuError.refused("\(Terminal.escaped(destination)) exists already; --force replaces it")
        }
    }

    func run(in context: CommandContext) throws {
        guard FileSystem.exists(context.databasePath) else {
            throw MenuError.refused("there is no menu at \(context.databasePath) to publish")
        }
        guard !DatabaseFile.writes(destination, over: context.databasePath) else {
            throw MenuError.refused("\(Terminal.escaped(destination)) is the menu itself or one of its journals; publish to another file")
        }
        guard let change = try context.menu.chain.publish(newChainID: Self.newChainID(), full: isFull) else {
            let sequence = try context.menu.chain.role()?.sequence ?? 0
            context.notice("nothing changed since change \(sequence); no file written")
            return
        }
        let (bytes, digest) = ChangeFile.encode(change)
        try context.menu.chain.record(published: change, digest: digest)
        // Written aside now and placed once the change has committed: a
        // file that cannot be written leaves the menu where it was and any
        // file under the name as it was, to publish again.
        context.filesToPlace.append(try ChangeFileIO.writeAside(bytes, for: destination, replacing: replacing))
        let what = isFull ? "full change \(change.sequence) (epoch \(change.epoch))" : "change \(change.sequence)"
        context.report("published \(what) of chain \(change.chainID) to \(destination) (\(bytes.count) bytes)")
    }

    /// A random (version 4) UUID, as RFC 9562 section 5.4 lays it out.
    static func newChainID() -> String {
        var generator = SystemRandomNumberGenerator()
        var bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
        bytes[6] = bytes[6] & 0x0f | 0x40
        bytes[8] = bytes[8] & 0x3f | 0x80
        let hex = bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }
        return [0..<4, 4..<6, 6..<8, 8..<10, 10..<16].map { hex[$0].joined() }.joined(separator: "-")
    }
}

/// `show` at a store: a dish sold at the store's own price says so, with
/// head office's price beside it, and hours the store set itself on head
/// office's entry, and its own entry in head office's price list, say
/// they are the store's (SPEC 22).
enum StorePriceNote {
    static func noted(_ text: String, headOffice: Amount??, ownHours: Bool = false, ownEntry: Bool = false) -> String {
        guard headOffice != nil || ownHours || ownEntry else { return text }
        let note = headOffice.map { " (store price, head office \($0.map { "¥\($0)" } ?? "no price"))" }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            if let note, line.hasPrefix("price:") { return line + note }
            if ownHours && line.hasPrefix("hours:") { return line + " (the store's own)" }
            if ownEntry && line.hasPrefix("price list:") { return line + " (the store's own entry)" }
            return String(line)
        }.joined(separator: "\n")
    }
}
