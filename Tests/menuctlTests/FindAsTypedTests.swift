import Testing

/// `find` as a guest or a new waiter types: pinyin in words, traditional
/// and variant characters, a character of the same sound (SPEC 12).
@Suite struct FindAsTypedTests {
    private static func menu() throws -> Sandbox {
        let sandbox = Sandbox()
        let setUp = try sandbox.run(["batch", "-q", "-"], stdin: """
            add-item 主菜/宫保鸡丁 主菜/回锅肉 主菜/鸡丝凉面 -p --price 38
            add-item 港式/雞蛋仔 -p --price 18
            """)
        #expect(setUp.status == 0, "\(setUp)")
        return sandbox
    }

    @Test(arguments: ["gong bao", "GONG BAO", "gong bao ji ding", "gongbao"])
    func pinyinInWordsFindsTheDish(query: String) throws {
        let sandbox = try Self.menu()
        let words = query.split(separator: " ").map(String.init)
        let found = try sandbox.run(["find"] + words)
        #expect(found.status == 0 && found.stdout == "1    主菜/宫保鸡丁  38.00\n" && found.stderr.isEmpty, "\(found)")
    }

    @Test func traditionalAndVariantCharactersFindTheSimplifiedAndTheOtherWay() throws {
        let sandbox = try Self.menu()
        #expect(try sandbox.must("find", "雞丁").stdout == "1    主菜/宫保鸡丁  38.00\n")
        #expect(try sandbox.must("find", "宮保雞丁").stdout == "1    主菜/宫保鸡丁  38.00\n")
        #expect(try sandbox.must("find", "鷄").stdout == "1    主菜/宫保鸡丁  38.00\n2    主菜/鸡丝凉面  38.00\n3    港式/雞蛋仔    18.00\n")
        #expect(try sandbox.must("find", "鸡蛋").stdout == "1    港式/雞蛋仔  18.00\n")
    }

    @Test func aCharacterOfTheSameSoundFindsByItsSoundAndSaysSo() throws {
        let sandbox = try Self.menu()
        let found = try sandbox.menuctl("find", "宫爆鸡丁")
        #expect(found.status == 0 && found.stdout == "1    主菜/宫保鸡丁  38.00\n", "\(found)")
        #expect(found.stderr == "Notice: nothing holds 宫爆鸡丁; found by its sound, gongbaojiding\n")
        // One character alone is not read by its sound: 几 is not 鸡.
        let one = try sandbox.menuctl("find", "几")
        #expect(one.status == 1 && one.stdout.isEmpty && one.stderr == "Error: nothing in the menu matches 几\n", "\(one)")
        // What is found as written is not looked for by sound.
        let written = try sandbox.menuctl("find", "回锅")
        #expect(written.stdout == "1    主菜/回锅肉  38.00\n" && written.stderr.isEmpty)
    }
}
