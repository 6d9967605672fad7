import Testing
@testable import MenuCommands
@testable import ArgumentParsing

/// Bytes from a terminal to keys, and keys to what browse does.
@Suite struct KeyDecoderTests {
    private func keys(_ bytes: [UInt8]) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.keys(from: bytes)
    }

    @Test func arrowsPagesAndEndsInTheirCommonForms() {
        #expect(keys(Array("\u{1B}[A\u{1B}[B\u{1B}OC\u{1B}OD".utf8)) == [.up, .down, .right, .left])
        #expect(keys(Array("\u{1B}[5~\u{1B}[6~\u{1B}[1~\u{1B}[4~\u{1B}[H\u{1B}OF\u{1B}[7~\u{1B}[8~".utf8))
                == [.pageUp, .pageDown, .home, .end, .home, .end, .home, .end])
        #expect(keys(Array("\u{1B}[1;5A".utf8)) == [.up], "Ctrl-Up is still up")
        #expect(keys(Array("\u{1B}[200~".utf8)).isEmpty, "an unknown sequence is skipped whole")
    }

    @Test func controlKeysAndText() {
        #expect(keys([0x0D, 0x0A, 0x7F, 0x03, 0x1A, 0x01]) == [.enter, .enter, .backspace, .interrupt, .suspend],
                "Ctrl-Z is a key in raw mode; Ctrl-A means nothing")
        #expect(keys(Array("j/酸辣".utf8)) == [.character("j"), .character("/"), .character("酸"), .character("辣")])
        #expect(keys([0xFF, 0x41]) == [.character("A")], "a byte that starts no character is skipped")
    }

    @Test func aSequenceSplitOverReadsWaits() {
        var decoder = KeyDecoder()
        #expect(decoder.keys(from: [0x1B]).isEmpty && decoder.isWaiting)
        #expect(decoder.keys(from: Array("[".utf8)).isEmpty)
        #expect(decoder.keys(from: Array("B".utf8)) == [.down] && !decoder.isWaiting)
        #expect(decoder.keys(from: Array("酸".utf8).prefix(2)).isEmpty)
        #expect(decoder.keys(from: Array("酸".utf8).suffix(1)) == [.character("酸")])
    }

    @Test func aLoneEscapeIsTheEscKey() {
        var decoder = KeyDecoder()
        #expect(decoder.keys(from: [0x1B]).isEmpty)
        #expect(decoder.flush() == [.escape] && !decoder.isWaiting)
        #expect(keys(Array("\u{1B}q".utf8)) == [.escape, .character("q")])
    }

    @Test func keysAsSpec14NamesThem() {
        #expect(BrowseAction(.character("k")) == .move(-1) && BrowseAction(.down) == .move(1))
        #expect(BrowseAction(.character("G")) == .last && BrowseAction(.home) == .first)
        #expect(BrowseAction(.character(" ")) == .tap(.toggle) && BrowseAction(.enter) == .tap(.toggle))
        #expect(BrowseAction(.right) == .tap(.expand) && BrowseAction(.left) == .tap(.collapse))
        #expect([Key.character("q"), .escape, .interrupt].allSatisfy { BrowseAction($0) == .quit })
        #expect(BrowseAction(.character("x")) == nil)
    }

    @Test func theSearchPromptTakesTextUntilEnter() {
        var prompt = SearchPrompt()
        for key in [Key.character("麻"), .character("x"), .backspace, .character("婆")] {
            guard case .typing = prompt.take(key) else { Issue.record("stopped at \(key)"); return }
        }
        guard case .done("麻婆") = prompt.take(.enter) else { Issue.record("no search"); return }
        var empty = SearchPrompt()
        guard case .cancelled = empty.take(.backspace), case .quit = empty.take(.interrupt) else {
            Issue.record("Backspace on nothing gives up, Ctrl-C quits"); return
        }
    }
}
