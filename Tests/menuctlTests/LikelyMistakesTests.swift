import Testing

/// The mistakes a new manager makes at the keyboard, caught with words that
/// name them, and the forms a Chinese keyboard types read as meant.
@Suite struct LikelyMistakesTests {
    private static func menu() throws -> Sandbox {
        let sandbox = Sandbox()
        let setUp = try sandbox.run(["batch", "-q", "-"], stdin: """
            add-item 主菜/宫保鸡丁 -p --price 38 --translation en='Kung Pao Chicken'
            add-item 主菜/回锅肉 --price 38
            add-item 早餐/担担面 -p --price 12
            add-group 凉菜
            """)
        #expect(setUp.status == 0, "\(setUp)")
        return sandbox
    }

    @Test func aNameThatReadsAsAnAmountIsAForgottenPrice() throws {
        let sandbox = try Self.menu()
        for arguments in [["add-item", "口水鸡", "36", "--in", "凉菜"], ["add-set", "36", "--in", "凉菜", "--price", "40"]] {
            let outcome = try expectRefusal(sandbox, arguments, status: 64)
            #expect(outcome.stderr.hasPrefix("Error: '36' reads as a price, not a name\ndid you mean --price 36?\n"), "\(outcome)")
        }
        let line = try sandbox.run(["batch", "-"], stdin: "add-item 凉菜/¥18.5\n")
        #expect(line.status == 65 && line.stderr.hasPrefix("-:1: Error: '¥18.5' reads as a price, not a name\ndid you mean --price ¥18.5?\n"),
                "\(line)")
        #expect(try sandbox.must("add-item", "1号套餐", "--in", "凉菜", "--price", "36").stdout.hasPrefix("added 凉菜/1号套餐 "))
    }

    @Test func optionsJoinedByCommasAreSeveralOptions() throws {
        let sandbox = try Self.menu()
        #expect(try sandbox.must("choices", "add", "辣度", "--pick", "1", "--option", "微辣,中辣，特辣").stdout
                == "added choice list 辣度: pick 1: 微辣, 中辣, 特辣\n")
        #expect(try sandbox.query("SELECT group_concat(name, '|') FROM (SELECT name FROM choice_option ORDER BY position)")
                == "微辣|中辣|特辣")
        #expect(try sandbox.must("choices", "edit", "辣度", "--option", "加麻=+1,免辣").stdout
                == "changed choice list 辣度: pick 1: 微辣, 中辣, 特辣, 加麻 +1.00, 免辣\n")
    }

    @Test func aListOfferedFromAboveIsNotOfferedAgain() throws {
        let sandbox = try Self.menu()
        try sandbox.must("choices", "add", "辣度", "--pick", "1", "--option", "微辣,中辣,特辣", "-q")
        try sandbox.must("choices", "offer", "辣度", "主菜", "-q")
        let before = try sandbox.dump()
        let again = try sandbox.menuctl("choices", "offer", "辣度", "宫保鸡丁")
        #expect(again.status == 0 && again.stdout == "", "\(again)")
        #expect(again.stderr == "Notice: 主菜/宫保鸡丁 offers 辣度 already, from 主菜\n")
        #expect(try sandbox.dump() == before, "nothing is offered twice")
        #expect(try sandbox.must("export", "--format", "html").stdout.components(separatedBy: "微辣").count == 2,
                "the page prints the list once")
    }

    @Test func aTagThatNamesADietIsTheDiet() throws {
        let sandbox = try Self.menu()
        for (tag, diet) in [("素", "vegetarian"), ("Vegan", "vegan"), ("清真", "halal"), ("gluten free", "gluten-free")] {
            let outcome = try expectRefusal(sandbox, ["edit", "回锅肉", "--tag", tag], status: 64)
            #expect(outcome.stderr.hasPrefix("Error: '\(tag)' is a diet, not a tag\ndid you mean --diet \(diet)?\n"), "\(outcome)")
        }
        _ = try expectRefusal(sandbox, ["add-item", "拍黄瓜", "--in", "凉菜", "--tag", "素"], status: 64)
        #expect(try sandbox.must("edit", "回锅肉", "--tag", "招牌").stdout == "tagged 主菜/回锅肉 招牌\n")
    }

    @Test func aPriceListPriceThatIsNoAmountIsSaidSo() throws {
        let sandbox = try Self.menu()
        try sandbox.must("prices", "add", "会员价", "--by", "-10%", "-q")
        let outcome = try expectRefusal(sandbox, ["prices", "set", "会员价", "回锅肉", "1180元"], status: 64)
        #expect(outcome.stderr.hasPrefix("Error: '1180元' is not an amount (write it like 38, 38.5 or ¥38.50)\n"), "\(outcome)")
        let asPrice = try expectRefusal(sandbox, ["add-item", "五粮液", "--price", "1180元"], status: 64)
        #expect(asPrice.stderr.hasPrefix("Error: '1180元' is not an amount (write it like 38, 38.5 or ¥38.50)\n"), "the same words")
    }

    @Test func anOptionBeforeTheSubcommandIsToldWhereItGoes() throws {
        let sandbox = try Self.menu()
        let outcome = try expectRefusal(sandbox, ["--price", "38", "add-item", "口水鸡"], status: 64)
        #expect(outcome.stderr.hasPrefix("""
            Error: '--price' is an option of a subcommand: options go after the subcommand
            menuctl add-item ... --price 38

            """), "\(outcome)")
    }

    @Test func aGroupWithoutToIsAskedAbout() throws {
        let sandbox = try Self.menu()
        let outcome = try expectRefusal(sandbox, ["move", "宫保鸡丁", "凉菜"], status: 64)
        #expect(outcome.stderr.hasPrefix("Error: Unexpected argument '凉菜'\ndid you mean --to 凉菜?\n"), "\(outcome)")
        #expect(try sandbox.must("move", "宫保鸡丁", "--to", "凉菜").stdout == "moved 主菜/宫保鸡丁 to 凉菜/宫保鸡丁, now 1 of 1\n")
    }

    @Test(arguments: ["22:00 - 02:00", "22：00-02：00", "22:00–02:00", "22：00 -02:00"])
    func hoursAsAChineseKeyboardTypesThem(window: String) throws {
        let sandbox = try Self.menu()
        #expect(try sandbox.must("hours", "早餐", window).stdout == "hours of 早餐: 22:00–02:00\n")
        #expect(try sandbox.must("hours", "早餐", "mon - fri 06：30 - 10:00").stdout == "hours of 早餐: mon-fri 06:30–10:00\n")
    }

    @Test func severalWordsAreOneQuery() throws {
        let sandbox = try Self.menu()
        #expect(try sandbox.must("find", "kung", "pao").stdout == "1    主菜/宫保鸡丁  38.00\n")
        let none = try sandbox.menuctl("find", "kung", "po")
        #expect(none.status == 1 && none.stderr == "Error: nothing in the menu matches kung po\n", "\(none)")
    }

    @Test func addSetMakesItsGroupsWithParents() throws {
        let sandbox = try Self.menu()
        let missing = try expectRefusal(sandbox, ["add-set", "套餐/双人套餐", "--price", "88"], status: 1)
        #expect(missing.stderr == "Error: no 套餐 in the menu\na name cannot hold '/', which separates the groups on a path\n",
                "no 早餐, which shares only 餐: \(missing)")
        #expect(try sandbox.must("add-set", "套餐/双人套餐", "-p", "--price", "88").stdout
                == "added group 套餐 (#8)\nadded set 套餐/双人套餐 (#9)\n")
        #expect(try sandbox.query("SELECT count(*) FROM set_meal") == "1")
    }

    /// A suggestion keeps more of what was typed than it changes; a
    /// character a pinyin keyboard offers for the same sound changes nothing.
    @Test func aSuggestionIsCloseToWhatWasTyped() throws {
        let sandbox = try Self.menu()
        let shared = try expectRefusal(sandbox, ["show", "热菜"], status: 1)
        #expect(shared.stderr == "Error: no 热菜 in the menu\n", "\(shared)")
        let sound = try expectRefusal(sandbox, ["show", "凉采"], status: 1)
        #expect(sound.stderr == "Error: no 凉采 in the menu\ndid you mean 凉菜?\n", "\(sound)")
        let typo = try expectRefusal(sandbox, ["show", "回锅内"], status: 1)
        #expect(typo.stderr == "Error: no 回锅内 in the menu\ndid you mean 主菜/回锅肉?\n", "\(typo)")
    }

    @Test func aVeganDishIsVegetarianToo() throws {
        let sandbox = try Self.menu()
        try sandbox.must("add-item", "凉菜/拍黄瓜", "--price", "12", "--diet", "纯素", "-q")
        #expect(try sandbox.must("list", "--diet", "vegetarian").stdout == "1  ▾ 凉菜\n2      拍黄瓜  12.00\n")
        #expect(try sandbox.must("find", "pai", "--diet", "素").stdout == "1    凉菜/拍黄瓜  12.00\n")
        let page = try sandbox.must("export", "--format", "html", "--lang", "en").stdout
        #expect(page.contains("<p class=\"diets\"><span class=\"diet\">Vegetarian</span> <span class=\"diet\">Vegan</span></p>"))
        #expect(page.contains(#""suitableForDiet":["https://schema.org/VegetarianDiet","https://schema.org/VeganDiet"]"#))
        // What is stored is the mark given: the export carries vegan alone.
        #expect(try sandbox.must("export").stdout.contains(#""name": "拍黄瓜", "diets": ["vegan"]"#))
    }

    /// The sample menu calls no dish of meat 素: 麻婆豆腐 has minced beef.
    @Test func theSampleMenusVegetarianDishesHoldNoMeat() throws {
        let sandbox = Sandbox()
        try sandbox.must("batch", examples + "/sichuan-48.menuctl", "-q")
        let vegetarian = try sandbox.must("list", "--diet", "vegetarian", "--format", "tsv").lines.dropFirst()
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false)[5] }.filter { $0.contains("/") }
        #expect(vegetarian.count == 11 && !vegetarian.contains("热菜/麻婆豆腐"), "\(vegetarian)")
        #expect(try sandbox.query("SELECT count(*) FROM menu_node WHERE kind = 'item'") == "49")
    }
}
