import Testing

/// What a target that names nothing is answered with (SPEC 2, issue 26):
/// the closest paths, and what `find` finds for it; a name holding `/` is
/// told so, never offered -p.
@Suite struct TargetSuggestionTests {
    private static func menu() throws -> Sandbox {
        let sandbox = Sandbox()
        let setUp = try sandbox.run(["batch", "-q", "-"], stdin: """
            add-item 主菜/宫保鸡丁 主菜/麻婆豆腐 主菜/家常豆腐 -p --price 28
            add-item 酒水/青岛啤酒 -p --price 8
            add-item 早餐/担担面 早餐/酸辣面 早餐/麻辣小面 早餐/牛肉面 -p --price 12
            """)
        #expect(setUp.status == 0, "\(setUp)")
        return sandbox
    }

    @Test func whatFindFindsIsSuggested() throws {
        let sandbox = try Self.menu()
        let beer = try expectRefusal(sandbox, ["show", "青岛"], status: 1)
        #expect(beer.stderr == "Error: no 青岛 in the menu\ndid you mean 酒水/青岛啤酒?\n")
        let initials = try expectRefusal(sandbox, ["edit", "gbjd", "--price", "38"], status: 1)
        #expect(initials.stderr == "Error: no gbjd in the menu\ndid you mean 主菜/宫保鸡丁?\n")
        let two = try expectRefusal(sandbox, ["remove", "豆腐"], status: 1)
        #expect(two.stderr == "Error: no 豆腐 in the menu\ndid you mean one of 主菜/麻婆豆腐, 主菜/家常豆腐?\n")
    }

    /// At most three, and find's own count when it finds more.
    @Test func manyFoundAreCountedNotListed() throws {
        let sandbox = try Self.menu()
        let outcome = try expectRefusal(sandbox, ["sold-out", "面"], status: 1)
        #expect(outcome.stderr == """
            Error: no 面 in the menu
            did you mean one of 早餐/担担面, 早餐/酸辣面, 早餐/麻辣小面?
            'menuctl find 面' finds 4

            """)
    }

    /// The closest paths come first, then what find adds.
    @Test func closePathsComeBeforeWhatFindFinds() throws {
        let sandbox = try Self.menu()
        let outcome = try expectRefusal(sandbox, ["show", "主采"], status: 1)
        #expect(outcome.stderr == "Error: no 主采 in the menu\ndid you mean 主菜?\n")
        let both = try expectRefusal(sandbox, ["show", "酒水/青岛"], status: 1)
        #expect(both.stderr == "Error: no 酒水/青岛 in the menu\ndid you mean 酒水/青岛啤酒?\n")
    }

    @Test func aNameHoldingASlashIsToldSoWithoutOfferingParents() throws {
        let sandbox = try Self.menu()
        let outcome = try expectRefusal(sandbox, ["add-item", "鱼/肉", "--in", "主菜"], status: 1)
        let lines = outcome.stderr.split(separator: "\n")
        #expect(lines.first == "Error: no 主菜/鱼 in the menu", "\(outcome)")
        #expect(lines.last == "a name cannot hold '/', which separates the groups on a path", "\(outcome)")
        #expect(!outcome.stderr.contains("-p") && !outcome.stderr.contains("parents"), "\(outcome)")
        // Where a name alone is expected, the name itself is refused.
        let renamed = try expectRefusal(sandbox, ["edit", "宫保鸡丁", "--name", "鱼/肉"], status: 64)
        #expect(renamed.stderr.hasPrefix("Error: a name cannot hold '/', which separates the names in a path: '鱼/肉'\n"),
                "\(renamed)")
    }
}
