import ArgumentParsing
/// What a key asks browse to do (SPEC 14).
enum BrowseAction: Equatable {
    case move(Int), pageUp, pageDown, first, last
    case tap(Tap)
    case startSearch, nextMatch
    case soldOut, undo, redo, lastChange
    case help, suspend
    case quit

    /// A tap on the row under the cursor, as the seed's table view takes one.
    enum Tap: Equatable { case toggle, expand, collapse }

    init?(_ key: Key) {
        switch key {
        case .up, .character("k"): self = .move(-1)
        case .down, .character("j"): self = .move(1)
        case .pageUp: self = .pageUp
        case .pageDown: self = .pageDown
        case .home, .character("g"): self = .first
        case .end, .character("G"): self = .last
        case .enter, .character(" "): self = .tap(.toggle)
        case .right: self = .tap(.expand)
        case .left: self = .tap(.collapse)
        case .character("/"): self = .startSearch
        case .character("n"): self = .nextMatch
        case .character("s"): self = .soldOut
        case .character("u"): self = .undo
        case .character("r"): self = .redo
        case .character("d"): self = .lastChange
        case .character("?"): self = .help
        case .suspend: self = .suspend
        case .character("q"), .escape, .interrupt: self = .quit
        default: return nil
        }
    }
}

extension BrowseAction {
    /// Every key, as `?` lists them: the same words as the switch above.
    static let keyList: [(keys: String, does: String)] = [
        ("↑ ↓  k j", "move"),
        ("PgUp PgDn", "move a screen"),
        ("g G  Home End", "first, last row"),
        ("Enter  Space", "expand or collapse the group (saved at once)"),
        ("→ ←", "expand, collapse"),
        ("/", "find by name or pinyin, as menuctl find"),
        ("n", "next match"),
        ("s", "sold out, or back on sale (a group: every dish in it)"),
        ("u", "undo the newest change in the history (asks first)"),
        ("r", "redo what was undone last"),
        ("d", "what the newest change in the history changed"),
        ("Ctrl-Z", "suspend; fg comes back"),
        ("?", "these keys"),
        ("q  Esc  Ctrl-C", "quit"),
    ]
}

/// The search being typed after `/`, in the status line.
struct SearchPrompt {
    private(set) var query = ""

    enum Outcome { case typing, done(String), cancelled, quit }

    /// Enter searches, Esc or Backspace on nothing gives up, Ctrl-C quits
    /// browse as it does everywhere.
    mutating func take(_ key: Key) -> Outcome {
        switch key {
        case .enter: return query.isEmpty ? .cancelled : .done(query)
        case .escape: return .cancelled
        case .interrupt: return .quit
        case .backspace:
            guard !query.isEmpty else { return .cancelled }
            query.removeLast()
        case .character(let character): query.append(character)
        default: break
        }
        return .typing
    }

    var shown: String { "/" + query + "▏  (⏎ find, Esc cancel)" }
}
