import Testing

/// A set meal against its dishes one by one (SPEC 19): `show` gives the
/// à-la-carte range, cheapest picks to dearest, and `check` warns of a set
/// that costs more than its dearest picks.
@Suite struct SetMealValueTests {
    private static func menu(setPrice: String) throws -> Sandbox {
        let sandbox = Sandbox()
        let setUp = try sandbox.run(["batch", "-q", "-"], stdin: """
            add-item 热菜/宫保鸡丁 -p --price 38
            add-item 热菜/水煮牛肉 -p --price 58
            add-item 汤/酸辣汤 -p --price 12
            add-set 套餐/商务套餐A -p --price \(setPrice)
            slot add 商务套餐A 热菜 --pick 1 宫保鸡丁 水煮牛肉=+10
            slot add 商务套餐A 汤 --pick 1 酸辣汤
            """)
        #expect(setUp.status == 0, "\(setUp)")
        return sandbox
    }

    private func carte(_ sandbox: Sandbox) throws -> String? {
        try sandbox.must("show", "商务套餐A").lines.first { $0.hasPrefix("à la carte:") }
    }

    @Test func showGivesTheRangeAndWhatTheSetSaves() throws {
        #expect(try carte(Self.menu(setPrice: "40")) == "à la carte: 50.00–70.00 (the set saves 10.00–30.00)")
        #expect(try carte(Self.menu(setPrice: "60")) == "à la carte: 50.00–70.00 (the set saves up to 10.00)")
        #expect(try carte(Self.menu(setPrice: "70")) == "à la carte: 50.00–70.00")
        #expect(try carte(Self.menu(setPrice: "76")) == "à la carte: 50.00–70.00 (the set costs 6.00 more than the dearest picks)")
    }

    @Test func checkWarnsOfASetDearerThanItsDearestPicksAndExitsZero() throws {
        let sandbox = try Self.menu(setPrice: "76")
        let before = try sandbox.dump()
        let check = try sandbox.menuctl("check")
        #expect(check.status == 0, "\(check)")
        #expect(check.stdout == "no problems: 3 groups, 4 dishes\n", "\(check)")
        let warning = "Warning: 套餐/商务套餐A costs 76.00, 6.00 more than its dearest picks à la carte (70.00)\n"
        #expect(check.stderr == warning, "\(check)")
        #expect(try sandbox.dump() == before)
        let quiet = try sandbox.menuctl("check", "-q")
        #expect(quiet.status == 0 && quiet.stdout.isEmpty && quiet.stderr == warning, "-q silences the summary, not the warning")
        // Among problems the warning says the same, and the exit status is the problems'.
        _ = try sandbox.query("UPDATE menu_node SET position = 7 WHERE name = '宫保鸡丁'")
        let damaged = try sandbox.menuctl("check")
        #expect(damaged.status == 1 && damaged.stderr.hasSuffix(warning), "\(damaged)")
        try sandbox.must("check", "--repair", "-q")
        try sandbox.must("edit", "商务套餐A", "--price", "70", "-q")
        let fair = try sandbox.menuctl("check")
        #expect(fair.status == 0 && fair.stdout == "no problems: 3 groups, 4 dishes\n" && fair.stderr.isEmpty, "\(fair)")
    }
}
