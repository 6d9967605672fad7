import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// Draws the browse screen's lines with ANSI sequences, rewriting only the
/// lines that changed since the last frame: a key that moves the cursor
/// sends two lines and the status line, not the whole screen.
struct ScreenPainter {
    private var lastFrame: [BrowseScreen.Line] = []

    /// Forgets the last frame, so the next one is drawn whole (after a resize).
    mutating func invalidate() { lastFrame = [] }

    /// The bytes that turn the last frame into `lines`.
    mutating func update(to lines: [BrowseScreen.Line]) -> String {
        var out = lastFrame.isEmpty ? "\u{1B}[2J" : ""
        for (index, line) in lines.enumerated() where index >= lastFrame.count || lastFrame[index] != line {
            out += "\u{1B}[\(index + 1);1H" + Self.style(line.style) + line.text + "\u{1B}[0m"
        }
        lastFrame = lines
        return out
    }

    /// Reverse video for the cursor and the status line, bold for groups as
    /// `list` shows them; no colour, so NO_COLOR has nothing to turn off.
    private static func style(_ style: BrowseScreen.Line.Style) -> String {
        switch style {
        case .cursor: "\u{1B}[1;7m"
        case .status: "\u{1B}[7m"
        case .group: "\u{1B}[1m"
        case .note: "\u{1B}[2m"
        case .dish: ""
        }
    }
}
