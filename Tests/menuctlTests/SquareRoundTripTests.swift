import MenuTestSupport
import Testing

/// `export --format square` → `import --format square` into a new menu →
/// `diff` (issue 50's acceptance): diff against the Square file compares
/// only what Square can carry (SPEC 25), each dish's own choices and
/// station rather than where they are offered or assigned, and names in a
/// notice what it did not compare. The menu and the new one both equal
/// the file; a change the file could carry is seen.
@Suite struct SquareRoundTripTests {
    static func notice(_ file: String, soldOut: Bool) -> String {
        "Notice: \(file) is a Square catalog; not compared: where choices are offered or withdrawn (each dish's own are compared), where stations are assigned "
            + "(each dish's own is compared), photos, the menu's fees, dishes off sale, " + (soldOut ? "" : "sold out (Square keeps it per location: --location ID), ")
            + "when a sold out ends, portions left, a dish's own hours, spice, tags, names and descriptions in other languages, "
            + "a group's description, kcal a size and portions, price lists, the glossary\n"
    }

    /// Exports `sandbox`'s menu with `options`, imports it into a new
    /// menu, and expects both to equal the file.
    static func roundTrip(_ sandbox: Sandbox, _ options: [String] = [], soldOut: Bool = false) throws -> String {
        let upload = try sandbox.write("square.json", try sandbox.run(["export", "--format", "square"] + options).stdout)
        let fresh = sandbox.folder + "/fresh.db"
        try sandbox.must("--db", fresh, "import", "--format", "square", upload, "-q")
        for database in [sandbox.database, fresh] {
            let diff = try sandbox.run(["--db", database, "diff", upload])
            #expect(diff.status == 0 && diff.stdout == "", "\(database): \(diff.stdout)")
            #expect(diff.stderr == Self.notice(upload, soldOut: soldOut))
        }
        return upload
    }

    @Test func theSampleMenuComesBackEqualAsSquareHoldsIt() throws {
        let sandbox = Sandbox()
        try sandbox.must("batch", SquareExportTests.examples + "/sichuan.menuctl", "-q")
        let upload = try Self.roundTrip(sandbox)
        try sandbox.must("edit", "主菜/宫保鸡丁", "--price", "40", "-q")
        let diff = try sandbox.run(["diff", upload, "--format", "json"])
        #expect(diff.status == 1)
        #expect(diff.stdout.contains("\"path\":\"主菜/宫保鸡丁\"") && diff.stdout.contains("\"field\":\"price\""))
    }

    @Test func everyFieldComesBackEqualAndWhatSquareCarriesIsCompared() throws {
        let sandbox = try SquareExportTests.menu(SquareExportTests.everyField + "\nstations add 炒锅\nstation 主菜 炒锅\n")
        let upload = try Self.roundTrip(sandbox)
        // 辣度 offered by each dish rather than by 主菜, spice, a price
        // list: Square cannot say them.
        try sandbox.must("batch", try sandbox.write("move.txt", """
            choices withdraw 辣度 主菜
            choices offer 辣度 主菜/宫保鸡丁 主菜/水煮鱼 主菜/鲈鱼 主菜/兔头 主菜/鸭 主菜/米饭 主菜/午市套餐
            choices offer 辣度 主菜/素菜
            edit 主菜/宫保鸡丁 --spice 3
            prices add 午市
            """), "-q")
        #expect(try sandbox.run(["diff", upload]).status == 0)
        // A dish's own choices and station, a size's price, sold out at the
        // file's locations, a dish without a price: Square holds them.
        try sandbox.must("choices", "offer", "忌口", "主菜/水煮鱼", "-q")
        try sandbox.must("stations", "add", "凉菜", "-q")
        try sandbox.must("station", "主菜/鸭", "凉菜", "-q")
        try sandbox.must("edit", "主菜/水煮鱼", "--size", "大份=98", "-q")
        try sandbox.must("edit", "主菜/米饭", "--price", "2", "-q")
        let diff = try sandbox.run(["diff", upload])
        #expect(diff.status == 1)
        #expect(diff.lines == [
            "~ 主菜/水煮鱼  choices offered 辣度 → 辣度;忌口", "~ 主菜/水煮鱼  sizes 小份=58.00, 大份=88.00 → 小份=58.00, 大份=98.00",
            "~ 主菜/鸭  station 炒锅 → 凉菜", "~ 主菜/米饭  price none → 2.00", "+ stations 凉菜",
        ])
    }

    @Test func atALocationSoldOutIsCompared() throws {
        let sandbox = try SquareExportTests.menu(SquareExportTests.everyField)
        let upload = try Self.roundTrip(sandbox, ["--location", "L1"], soldOut: true)
        try sandbox.must("sold-out", "主菜/宫保鸡丁", "-q")
        #expect(try sandbox.run(["diff", upload]).lines == ["~ 主菜/宫保鸡丁  sold out no → yes"])
    }
}
