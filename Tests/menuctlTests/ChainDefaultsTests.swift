import Foundation
import MenuTestSupport
import Testing

/// SPEC 22: head office's hours travel as defaults. A new store starts
/// ready to sell; a store's own hours on head office's entry win, stay
/// through later files and full files, and `show` says they are the store's.
@Suite struct ChainDefaultsTests {
    @Test func aNewStoreHasHeadOfficesHoursAndItsOwnSurviveTheNextFile() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "主菜", "早餐", "-q")
        try sandbox.must("add-item", "主菜/宫保鸡丁", "--price", "38", "-q")
        try sandbox.must("add-item", "早餐/油条", "--price", "3", "-q")
        try sandbox.must("hours", "早餐", "06:00-10:30", "-q")
        try sandbox.must("hours", "主菜", "11:00-14:00", "17:00-21:00", "-q")
        let first = sandbox.folder + "/0001.change", second = sandbox.folder + "/0002.change"
        try sandbox.must("publish", first, "-q")
        let store = sandbox.folder + "/store.db"
        try sandbox.must("--db", store, "apply", first, "-q")
        #expect(try sandbox.must("--db", store, "hours", "早餐").stdout == "hours of 早餐: 06:00–10:30\n")
        let lunch = try sandbox.must("--db", store, "list", "--available", "--at", "mon 12:00").stdout
        #expect(lunch.contains("宫保鸡丁") && !lunch.contains("油条"), "早餐 is not on offer at noon: \(lunch)")

        // The store opens its breakfast later; head office changes both groups' hours.
        try sandbox.must("--db", store, "hours", "早餐", "07:00-11:00", "-q")
        #expect(try sandbox.must("--db", store, "show", "早餐").stdout.contains("hours:    07:00–11:00 (the store's own)\n"))
        try sandbox.must("hours", "早餐", "05:30-10:00", "-q")
        try sandbox.must("hours", "主菜", "10:30-14:00", "-q")
        try sandbox.must("publish", second, "-q")
        let applied = try sandbox.run(["--db", store, "apply", second])
        #expect(applied.status == 0 && applied.lines.dropFirst() == [
            "changed the hours of 主菜", "changed the hours of 早餐; the store's own hours stay",
        ], "\(applied)")
        #expect(try sandbox.must("--db", store, "hours", "早餐").stdout == "hours of 早餐: 07:00–11:00\n")
        #expect(try sandbox.must("--db", store, "hours", "主菜").stdout == "hours of 主菜: 10:30–14:00\n")
        #expect(try sandbox.must("--db", store, "show", "主菜").stdout.contains("hours:    10:30–14:00\n"))

        // A full file keeps them too, and the file after it finds head office's as it left them.
        try sandbox.must("publish", sandbox.folder + "/full.change", "--full", "-q")
        try sandbox.must("--db", store, "apply", sandbox.folder + "/full.change", "-q")
        try sandbox.must("hours", "早餐", "--clear", "-q")
        try sandbox.must("publish", sandbox.folder + "/0004.change", "-q")
        try sandbox.must("--db", store, "apply", sandbox.folder + "/0004.change", "-q")
        #expect(try sandbox.must("--db", store, "hours", "早餐").stdout == "hours of 早餐: 07:00–11:00\n")
        #expect(try sandbox.must("--db", store, "check").stdout.hasPrefix("no problems"))

        // Head office's own hours at head office are never marked as a store's.
        #expect(try sandbox.query("SELECT count(*) FROM store_hours") == "0")
        #expect(try !sandbox.must("show", "早餐").stdout.contains("the store's own"))
    }
}

/// SPEC 21, 22: head office's price lists travel as defaults; a store's own
/// entries in them win and stay, its own lists stay its own, and the lists
/// themselves are head office's.
@Suite struct ChainPriceListDefaultsTests {
    @Test func aNewStoreHasHeadOfficesListsAndItsOwnEntriesAndListsStay() throws {
        let (sandbox, _) = try ChainTests.headOffice()
        try sandbox.must("prices", "add", "会员", "--by", "-10%", "-q")
        try sandbox.must("prices", "add", "外卖", "--box-fee", "1", "-q")
        try sandbox.must("prices", "set", "外卖", "早餐", "--not-sold", "-q")
        try sandbox.must("prices", "set", "会员", "宫保鸡丁", "30", "-q")
        let second = sandbox.folder + "/0002.change", third = sandbox.folder + "/0003.change"
        try sandbox.must("publish", second, "-q")
        let store = sandbox.folder + "/store.db"
        try sandbox.must("--db", store, "apply", sandbox.folder + "/0001.change", "-q")
        try sandbox.must("--db", store, "apply", second, "-q")
        #expect(try sandbox.must("--db", store, "prices").stdout == sandbox.must("prices").stdout)

        // The store's own entry and list; head office's list itself is not the store's to change.
        try sandbox.must("--db", store, "prices", "set", "会员", "宫保鸡丁", "28", "-q")
        try sandbox.must("--db", store, "prices", "add", "午市", "--by", "-5%", "-q")
        let refused = try sandbox.run(["--db", store, "prices", "edit", "会员", "--by", "-20%"])
        #expect(refused.status == 1 && refused.stderr.hasPrefix("Error: the price list '会员' belongs to head office\n"), "\(refused)")

        // Head office changes the same entry and another, and adds a list named as the store's.
        try sandbox.must("prices", "set", "会员", "宫保鸡丁", "32", "-q")
        try sandbox.must("prices", "set", "会员", "回锅肉", "31", "-q")
        try sandbox.must("prices", "add", "午市", "--by", "-15%", "--hours", "11:00-14:00", "-q")
        try sandbox.must("publish", third, "-q")
        let applied = try sandbox.run(["--db", store, "apply", third])
        #expect(applied.status == 0 && applied.lines.contains("renamed the store's price list 午市 → 午市 (本店) (head office's list takes the name)"),
                "\(applied)")
        let member = try sandbox.must("--db", store, "list", "--prices", "会员", "--format", "tsv").stdout
        #expect(member.contains("\t主菜/宫保鸡丁\t28.00\t") && member.contains("\t主菜/回锅肉\t31.00\t"), "\(member)")
        #expect(try sandbox.must("--db", store, "prices").stdout.contains("午市 (本店)  by -5%"))
        #expect(try sandbox.must("--db", store, "show", "宫保鸡丁", "--prices", "会员").stdout.contains("price list: 会员 (the store's own entry)\n"))
        #expect(try sandbox.must("--db", store, "show", "回锅肉", "--prices", "会员").stdout.contains("price list: 会员\n"))

        // A full file keeps them too.
        try sandbox.must("publish", sandbox.folder + "/full.change", "--full", "-q")
        try sandbox.must("--db", store, "apply", sandbox.folder + "/full.change", "-q")
        #expect(try sandbox.must("--db", store, "list", "--prices", "会员", "--format", "tsv").stdout == member)
        #expect(try sandbox.must("--db", store, "check").stdout.hasPrefix("no problems"))
    }
}
