import Foundation
import Testing

/// SPEC 25: translations reach every word a guest reads. On the English page
/// of a menu whose dishes and groups have English names, and whose slot,
/// list, option, size, unit and tag words the glossary has, no Han character
/// is left once the names' originals shown beside their translations are
/// taken away.
@Suite struct EnglishPageTests {
    private static let names: [(String, String)] = [
        ("凉菜", "Cold dishes"), ("热菜", "Hot dishes"), ("套餐", "Set meals"), ("口水鸡", "Mouth-watering Chicken"),
        ("宫保鸡丁", "Kung Pao Chicken"), ("水煮鱼", "Boiled Fish"), ("回锅肉", "Twice-cooked Pork"), ("商务套餐A", "Business Set A"),
    ]

    private func translatedMenu() throws -> Sandbox {
        let sandbox = Sandbox()
        let translations = Self.names.map { "edit \($0.0) --translation 'en=\($0.1)'" }.joined(separator: "\n")
        try sandbox.must("batch", try sandbox.write("setup.txt", """
            add-group 凉菜 热菜 套餐
            add-item 凉菜/口水鸡 --price 28 --spice 2 --tag 招牌
            add-item 热菜/宫保鸡丁 --price 38 --allergen peanuts --description 花生、干辣椒 --description-translation 'en=Peanuts, dried chillies'
            add-item 热菜/水煮鱼 --size 小份=58 --size 大份=88 --unit 份
            add-item 热菜/回锅肉 --price 36
            sold-out 回锅肉
            stock 口水鸡 3
            add-set 套餐/商务套餐A --price 48
            hours 套餐 11:00-14:00 --days mon-fri
            slot add 商务套餐A 主菜 --pick 1 宫保鸡丁 水煮鱼@小份=+5
            choices add 辣度 --pick 1 --option 微辣 --option 特辣=+1
            choices offer 辣度 热菜
            choices withdraw 辣度 宫保鸡丁
            glossary en 主菜=Main 辣度=Spice\\ level 微辣=Mild 特辣=Extra\\ hot
            \(translations)
            """), "-q")
        return sandbox
    }

    @Test func theEnglishPageHoldsNoHanOutsideTheOriginalNames() throws {
        let sandbox = try translatedMenu()
        let page = try sandbox.must("export", "--format", "html", "--lang", "en").stdout
        #expect(page.contains("<span class=\"list\">Main (choose 1)</span>: Kung Pao Chicken · Boiled Fish Small +¥5</p>"))
        #expect(page.contains(#"Spice level (choose 1)</span>: <span class="option">Mild</span> · <span class="option">Extra hot +¥1</span>"#))
        #expect(page.contains(#"<p class="about" lang="en">Peanuts, dried chillies</p>"#))
        var rest = page
        // Longest first: 套餐 is part of 商务套餐A.
        for (original, _) in Self.names.sorted(by: { $0.0.count > $1.0.count }) { rest = rest.replacingOccurrences(of: original, with: "") }
        let han = rest.unicodeScalars.filter { (0x3400...0x9FFF).contains($0.value) || (0xF900...0xFAFF).contains($0.value) }
        #expect(han.isEmpty, "Han left on the English page: \(String(String.UnicodeScalarView(han)))")
    }

    /// The Chinese page keeps the names as written.
    @Test func theChinesePageListsSlotDishesByTheirNames() throws {
        let sandbox = try translatedMenu()
        let page = try sandbox.must("export", "--format", "html").stdout
        #expect(page.contains("<span class=\"list\">主菜 (选1)</span>: 宫保鸡丁 · 水煮鱼 小份 +¥5</p>"))
    }
}
