#if canImport(Glibc)
import Glibc
#endif
import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// `menuctl browse` while it runs: reads keys and signals, asks the browse
/// view and the store, and draws. The view decides where the cursor is; this
/// only connects it to the keyboard, the screen and the database.
final class BrowseSession {
    enum Ending { case quit, signal(Int32) }

    private let databasePath: String
    private let terminal: RawTerminal
    private let signals: SignalPipe
    private let watcher: MenuWatcher
    private var menu: MenuGroup
    private var view: BrowseView
    private var screen: BrowseScreen
    private var painter = ScreenPainter()
    private var decoder = KeyDecoder()
    private var prompt: SearchPrompt?
    private var matcher: (any MenuMatcher)?
    /// The answer to the last key, shown until the next one.
    private var message: String?
    /// The entry `u` asked about, waiting for y or n.
    private var confirming: HistoryEntry?
    /// `?`: every key on the screen, until the next key.
    private var showingKeys = false
    /// What `d` shows: the newest change and its diff, until any key.
    private var panel: (title: String, lines: [String])?
    /// A tap was saved and shown on the tree in memory; the menu is loaded
    /// anew once no key waits, to take in what others changed meanwhile.
    private var reloadPending = false
    /// Each dish's choices (SPEC 18), worked out at each load.
    private var choices: [Int64: [String]] = [:]

    /// `menu` was loaded before the watcher was made, so a change in between
    /// is seen at the first look.
    init(databasePath: String, menu: MenuGroup, watcher: MenuWatcher, terminal: RawTerminal, signals: SignalPipe) {
        self.databasePath = databasePath
        self.menu = menu
        self.watcher = watcher
        self.terminal = terminal
        self.signals = signals
        let size = terminal.size
        screen = BrowseScreen(width: size.width, height: size.height, database: databasePath)
        view = BrowseView(menu: menu, height: screen.rowCapacity)
        choices = (try? MenuStore.read(at: databasePath) { try $0.choices.allOffers() })?.choicesByDish(in: menu) ?? [:]
    }

    func run() throws -> Ending {
        draw()
        while true {
            let (keyboard, signalled) = wait(milliseconds: reloadPending ? 0 : decoder.isWaiting ? 30 : 1_000)
            for number in signalled ? signals.caught() : [] {
                switch number {
                case SIGWINCH: resize()
                case SIGTSTP: suspend()
                case SIGCONT: resume()
                default: return .signal(number)
                }
            }
            var keys: [Key] = []
            if keyboard {
                var bytes = [UInt8](repeating: 0, count: 4096)
                let count = read(STDIN_FILENO, &bytes, bytes.count)
                if count == 0 { return .quit }  // the terminal went away
                if count < 0 && errno != EINTR && errno != EAGAIN {
                    throw MenuError(.storage, "cannot read the keyboard: \(String(cString: strerror(errno)))")
                }
                keys = decoder.keys(from: bytes.prefix(max(0, count)))
            } else if decoder.isWaiting {
                keys = decoder.flush()
            }
            for key in keys {
                if try !handle(key) { return .quit }
                draw()
            }
            // Checked after every key and, when none comes, every second.
            if reloadPending ? keys.isEmpty && !keyboard : watcher.hasChanged() {
                reloadPending = false
                try reload()
                draw()
            }
        }
    }

    /// Whether the keyboard and the signal pipe have something to read.
    private func wait(milliseconds: Int32) -> (keyboard: Bool, signalled: Bool) {
        var fds = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: signals.readEnd, events: Int16(POLLIN), revents: 0)]
        guard poll(&fds, 2, milliseconds) > 0 else { return (false, false) }
        return (fds[0].revents != 0, fds[1].revents != 0)
    }

    /// Does what `key` asks; false when it asks to quit. A question asked,
    /// a panel shown or a search being typed takes the key first.
    private func handle(_ key: Key) throws -> Bool {
        if let entry = confirming { return try answerUndo(entry, key) }
        if showingKeys || panel != nil {
            // Any key goes back to the menu, and does nothing else.
            showingKeys = false
            panel = nil
            message = nil
            return key != .interrupt
        }
        if let typing = prompt { return try type(key, into: typing) }
        guard let action = BrowseAction(key) else { return true }
        message = nil
        return try perform(action)
    }

    /// `y` undoes the entry `u` named; any other key leaves it.
    private func answerUndo(_ entry: HistoryEntry, _ key: Key) throws -> Bool {
        confirming = nil
        switch key {
        case .interrupt: return false
        case .character("y"), .character("Y"): try change(BrowseChanges.undo(expecting: entry.number))
        default: message = "nothing undone"
        }
        return true
    }

    /// A key of the search being typed after `/`.
    private func type(_ key: Key, into typing: SearchPrompt) throws -> Bool {
        var typing = typing
        let outcome = typing.take(key)
        prompt = typing
        switch outcome {
        case .typing: message = typing.shown
        case .cancelled: prompt = nil; message = nil
        case .quit: return false
        case .done(let query):
            prompt = nil
            // An empty query (only spaces) finds by name, which finds nothing new.
            matcher = (try? MenuQuery(parsing: query)) ?? NameContainsMatcher(query)
            try findNext()
        }
        return true
    }

    private func perform(_ action: BrowseAction) throws -> Bool {
        switch action {
        case .move(let offset): view.move(by: offset)
        case .pageUp: view.pageUp()
        case .pageDown: view.pageDown()
        case .first: view.moveToFirst()
        case .last: view.moveToLast()
        case .tap(let kind):
            guard let node = view.current?.node else { break }
            try tap(kind, on: node)
        case .startSearch:
            prompt = SearchPrompt()
            message = prompt?.shown
        case .nextMatch:
            if matcher == nil { message = "nothing to look for yet: press / first" } else { try findNext() }
        case .soldOut:
            guard let markSoldOut = BrowseChanges.soldOut else { message = "s (sold out) is not available yet"; break }
            guard let row = view.current else { break }
            try change(markSoldOut(row))
        case .undo:
            guard BrowseChanges.undo != nil else { message = "u (undo) is not available yet"; break }
            try askToUndo()
        case .redo: try change(BrowseChanges.redo())
        case .lastChange:
            panel = try BrowseChanges.lastChange(at: databasePath)
            message = panel == nil ? "nothing changed yet" : "any key goes back to the menu"
        case .help:
            showingKeys = true
            message = "any key goes back to the menu"
        case .suspend: suspend()
        case .quit: return false
        }
        return true
    }

    /// `u` first says which entry it would undo, which may be a change
    /// made from another shell: `undo #12 menuctl edit 宫保鸡丁 --price 38? y/n`.
    private func askToUndo() throws {
        guard let entry = try MenuStore.read(at: databasePath, { try BrowseChanges.nextToUndo(in: $0) }) else {
            message = "nothing to undo"
            return
        }
        confirming = entry
        let room = max(10, screen.width - 30)
        message = "undo #\(entry.number) \(Terminal.fitted(Terminal.escaped(entry.command), width: room).text)? y/n"
    }

    /// Ctrl-Z: the terminal given back as it was found, the process
    /// stopped; once continued, the screen taken again and drawn whole.
    private func suspend() {
        terminal.restore()
        SignalPipe.stopUntilContinued()
        resume()
    }

    /// After a stop from anywhere (SIGCONT): raw mode again, and the whole
    /// screen redrawn, since the shell wrote over it.
    private func resume() {
        // A terminal that cannot be taken again leaves browse at its next read.
        try? terminal.enter()
        resize()
    }

    /// Runs one change in its own write transaction, then shows the menu as
    /// it now is. A refusal (the node was removed meanwhile, the menu is
    /// busy) is said in the status line; anything worse ends browse.
    private func change(_ change: BrowseChanges.Change, cursorOn id: Int64? = nil) throws {
        do {
            message = try MenuStore.write(at: databasePath, recording: change.recording, change.body)
        } catch let error as MenuError where error.kind == .refused || error.kind == .busy {
            message = error.message
        }
        try reload(cursorOn: id)
    }

    /// Saves the tap in its own write transaction, then makes the same tap
    /// on the tree in memory and shows it at once: loading a 100,000-dish
    /// menu anew takes longer than a key may, so that waits until the keys do.
    private func tap(_ tap: BrowseAction.Tap, on node: any MenuComponent) throws {
        do {
            message = try MenuStore.write(at: databasePath) { try BrowseChanges.tap(tap, id: node.id, in: $0) }
        } catch let error as MenuError where error.kind == .refused || error.kind == .busy {
            message = error.message
            try reload()
            return
        }
        switch tap {
        case .toggle: node.isExpanded.toggle()
        case .expand: node.isExpanded = true
        case .collapse: node.isExpanded = false
        }
        view.show(menu)
        reloadPending = true
    }

    /// `/` and `n`: the next match after the cursor, in menu order, with
    /// the collapsed groups on the way to it expanded so that it shows.
    private func findNext() throws {
        guard let matcher else { return }
        guard let chain = MenuSearch.next(after: view.current?.node.id, in: menu, matching: matcher),
              let found = chain.last else {
            message = "nothing matches"
            return
        }
        let path = Terminal.escaped(chain.map(\.name).joined(separator: "/"))
        let folded = chain.dropLast().filter { !$0.isExpanded }.map(\.id)
        if folded.isEmpty {
            view.show(menu, cursorOn: found.id)
            message = "found \(path)"
        } else {
            let reveal = BrowseChanges.Change(recording: nil) { try BrowseChanges.reveal(folded, in: $0); return "found \(path)" }
            try change(reveal, cursorOn: found.id)
        }
    }

    /// Loads the menu anew. The watcher is told first, so a change that
    /// lands after this load is still seen at its next look.
    private func reload(cursorOn id: Int64? = nil) throws {
        _ = watcher.hasChanged()
        reloadPending = false
        let offers: ChoiceOffers
        (menu, offers) = try MenuStore.read(at: databasePath) { (try $0.tree.load(), try $0.choices.allOffers()) }
        choices = offers.choicesByDish(in: menu)
        view.show(menu, cursorOn: id)
    }

    private func resize() {
        let size = terminal.size
        screen = BrowseScreen(width: size.width, height: size.height, database: databasePath)
        view.resize(height: screen.rowCapacity)
        painter.invalidate()
        draw()
    }

    private func draw() {
        screen.choices = choices
        terminal.write(painter.update(to: screen.lines(view, message: message, keys: showingKeys ? BrowseAction.keyList : nil, panel: panel)))
    }
}
