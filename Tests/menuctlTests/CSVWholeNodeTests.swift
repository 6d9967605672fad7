import Foundation
import Testing

/// SPEC 25: CSV carries every field of a node: a timed 估清's end, the
/// lists withdrawn from a dish, and names holding the separators of its
/// joined cells (`; : | @ =`) read back exactly.
@Suite struct CSVWholeNodeTests {
    /// Every field a dish can hold, in names that need escaping.
    private func menu() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must("batch", try sandbox.write("setup.txt", """
            add-group 主菜 套餐
            add-item 宫保鸡丁 回锅肉 --in 主菜 --price 38
            edit 宫保鸡丁 --description 花生 --spice 2 --tag 招牌 --allergen peanuts --diet halal --translation en=Kung\\ Pao\\ Chicken --unit 份
            add-item "主菜/A=B@C|D;E:F" --price 20
            add-item 主菜/水煮鱼 --size "小;份=58" --size 大份=88
            add-item 主菜/兔头 --price 12
            stock 兔头 20 --daily
            hours 主菜 11:00-14:00
            add-set 套餐/商务套餐A --price 48
            slot add 商务套餐A "热:菜" --pick 1 宫保鸡丁 "#6=+5"
            slot add 商务套餐A 鱼 --pick 1 "水煮鱼@小;份"
            choices add "辣;度" --pick 1 --option 微辣 --option 特辣
            choices add 忌口 --pick 0-1 --option 免葱
            choices offer "辣;度" 主菜
            choices offer 忌口 主菜
            choices withdraw 忌口 宫保鸡丁
            sold-out 回锅肉 --until 17:00
            """), "-q")
        return sandbox
    }

    @Test func aReplaceByTheMenusOwnCSVChangesNothingAndDiffFindsItEqual() throws {
        let sandbox = try menu()
        let csv = try sandbox.must("export", "--format", "csv").stdout
        let lines = csv.components(separatedBy: "\r\n")
        #expect(lines[0].hasSuffix(",hours,sold_out_until,withdrawn,name:en,description:en"))
        #expect(lines.contains { $0.hasPrefix("主菜/宫保鸡丁,") && $0.hasSuffix(",忌口,Kung Pao Chicken,") })
        #expect(lines.contains { $0.hasPrefix("套餐/商务套餐A,set,") && $0.contains(",热\\:菜:1:主菜/宫保鸡丁|主菜/A\\=B\\@C\\|D\\;E\\:F=+5;鱼:1:主菜/水煮鱼@小\\;份,") })
        let file = try sandbox.write("menu.csv", csv)
        // A copy holding the menu's lists: the JSON copy, then the CSV over it.
        let copy = sandbox.folder + "/copy.db"
        try sandbox.must("backup", copy, "-q")
        try sandbox.must("--db", copy, "sold-out", "回锅肉", "-q")
        try sandbox.must("--db", copy, "choices", "offer", "忌口", "宫保鸡丁", "-q")
        let replaced = try sandbox.must("--db", copy, "import", file, "--replace")
        #expect(replaced.stdout == "imported \(file): 0 added, 2 changed, 6 unchanged, 0 removed\n")
        #expect(try sandbox.must("--db", copy, "export").stdout == (try sandbox.must("export").stdout))
        let again = try sandbox.must("--db", copy, "import", file, "--replace")
        #expect(again.stdout == "imported \(file): 0 added, 0 changed, 8 unchanged, 0 removed\n")
        let diff = try sandbox.run(["diff", file])
        #expect(diff.status == 0 && diff.stdout.isEmpty, "\(diff)")
    }

    /// A CSV whose end or withdrawal differs is found different by diff.
    @Test func diffSeesTheEndAndTheWithdrawal() throws {
        let sandbox = try menu()
        let csv = try sandbox.must("export", "--format", "csv").stdout
        let file = try sandbox.write("menu.csv", csv.replacingOccurrences(of: ",忌口,Kung Pao Chicken,", with: ",,Kung Pao Chicken,"))
        let diff = try sandbox.run(["diff", file])
        #expect(diff.status == 1 && diff.stdout.contains("主菜/宫保鸡丁  choices withdrawn"), "\(diff)")
    }
}
