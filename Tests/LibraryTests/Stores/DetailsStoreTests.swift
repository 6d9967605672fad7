import Testing
@testable import MenuData
@testable import MenuModel
@testable import SQLite

/// DetailsStore on an in-memory menu: description, spice, tags and
/// translations (SPEC 11), and the rows of `node_detail`, `dish_tag` and
/// `node_translation` that hold them.
@Suite struct DetailsStoreTests {
    private func edit(_ change: (inout DetailsEdit) -> Void) -> DetailsEdit {
        var edit = DetailsEdit()
        change(&edit)
        return edit
    }

    @Test func aDishTakesEveryDetailAndTheTablesHoldThem() throws {
        try withMenu { tx in
            try tx.add(dishes: [("主菜/宫保鸡丁", 3800)])
            let change = try tx.details.editDetails(named("宫保鸡丁"), edit {
                $0.description = .set("花生、干辣椒")
                $0.spice = FieldEdit(Spice(level: 2))
                $0.addedTags = ["招牌", "新品"]
                $0.translations = [Translation(lang: "ja", text: "宮保鶏丁"), Translation(lang: "en", text: "Kung Pao Chicken")]
            })
            #expect(change.changed && change.id == 3 && change.before == .none && change.path.description == "主菜/宫保鸡丁")
            #expect(try tx.rows("SELECT node_id, description, spice FROM node_detail")
                    == [[.integer(3), .text("花生、干辣椒"), .integer(2)]])
            #expect(try tx.rows("SELECT tag, position FROM dish_tag WHERE node_id = 3 ORDER BY position")
                    == [[.text("招牌"), .integer(0)], [.text("新品"), .integer(1)]])
            #expect(try tx.rows("SELECT lang, text FROM node_translation WHERE node_id = 3 ORDER BY lang")
                    == [[.text("en"), .text("Kung Pao Chicken")], [.text("ja"), .text("宮保鶏丁")]])
            let read = try tx.details.dishDetails(of: 3)
            #expect(read.description == "花生、干辣椒" && read.spice?.level == 2 && read.tags == ["招牌", "新品"])
            #expect(read.translations.map(\.lang) == ["en", "ja"], "in language order")
        }
    }

    @Test func aGroupTakesADescriptionAndTranslationsButNoSpiceOrTags() throws {
        try withMenu { tx in
            try tx.add(dishes: [("主菜/宫保鸡丁", nil)])
            #expect(throws: MenuError.refused("主菜 is a group; only dishes have a spice level and tags")) {
                try tx.details.editDetails(named("主菜"), edit { $0.spice = FieldEdit(Spice(level: 1)) })
            }
            #expect(throws: MenuError.refused("主菜 is a group; only dishes have a spice level and tags")) {
                try tx.details.editDetails(named("主菜"), edit { $0.addedTags = ["招牌"] })
            }
            let change = try tx.details.editDetails(named("主菜"), edit {
                $0.description = .set("川菜")
                $0.translations = [Translation(lang: "en", text: "Mains")]
            })
            #expect(change.after == DishDetails(description: "川菜", translations: [Translation(lang: "en", text: "Mains")]))
            #expect(try tx.rows("SELECT node_id, description, spice FROM node_detail") == [[.integer(2), .text("川菜"), .null]])
        }
    }

    @Test func tagsKeepTheirOrderAndAnAddedTagGoesLast() throws {
        try withMenu { tx in
            try tx.add(dishes: [("回锅肉", nil)])
            _ = try tx.details.editDetails(named("回锅肉"), edit { $0.addedTags = ["招牌", "新品", "清真"] })
            let change = try tx.details.editDetails(named("回锅肉"), edit {
                $0.removedTags = ["新品"]
                $0.addedTags = ["招牌", "素"]
            })
            #expect(change.after.tags == ["招牌", "清真", "素"], "a tag it has stays where it is")
            #expect(try tx.rows("SELECT tag FROM dish_tag ORDER BY position").map { $0[0] } == [.text("招牌"), .text("清真"), .text("素")])
            #expect(try !tx.details.editDetails(named("回锅肉"), edit { $0.addedTags = ["素"] }).changed)
        }
    }

    /// A row of `node_detail` lives only while a node has a description or
    /// a spice level; clearing both deletes it.
    @Test func clearingEveryDetailLeavesNoRowBehind() throws {
        try withMenu { tx in
            try tx.add(dishes: [("回锅肉", nil)])
            _ = try tx.details.editDetails(named("回锅肉"), edit {
                $0.description = .set("二刀肉")
                $0.spice = FieldEdit(Spice(level: 3))
                $0.addedTags = ["招牌"]
                $0.translations = [Translation(lang: "en", text: "Twice-cooked pork")]
            })
            _ = try tx.details.editDetails(named("回锅肉"), edit { $0.description = .clear })
            #expect(try tx.rows("SELECT description, spice FROM node_detail") == [[.null, .integer(3)]])
            let cleared = try tx.details.editDetails(named("回锅肉"), edit {
                $0.spice = .clear
                $0.removedTags = ["招牌"]
                $0.removedTranslations = ["en"]
            })
            #expect(cleared.after == .none && cleared.changed)
            for table in ["node_detail", "dish_tag", "node_translation"] {
                #expect(try tx.rows("SELECT count(*) FROM \(table)") == [[.integer(0)]], "\(table)")
            }
        }
    }

    @Test func aTranslationIsReplacedByLanguage() throws {
        try withMenu { tx in
            try tx.add(dishes: [("担担面", nil)])
            _ = try tx.details.editDetails(named("担担面"), edit { $0.translations = [Translation(lang: "en", text: "Dandan")] })
            let change = try tx.details.editDetails(named("担担面"), edit {
                $0.translations = [Translation(lang: "en", text: "Dan Dan Noodles")]
            })
            #expect(change.before.translations == [Translation(lang: "en", text: "Dandan")])
            #expect(try tx.rows("SELECT lang, text FROM node_translation") == [[.text("en"), .text("Dan Dan Noodles")]])
        }
    }

    @Test func allDetailsAreGatheredByNodeAndGoWithTheNode() throws {
        try withMenu { tx in
            try tx.add(dishes: [("主菜/宫保鸡丁", nil), ("主菜/回锅肉", nil)])
            _ = try tx.details.editDetails(named("宫保鸡丁"), edit { $0.addedTags = ["招牌"] })
            _ = try tx.details.editDetails(named("回锅肉"), edit { $0.spice = FieldEdit(Spice(level: 1)) })
            _ = try tx.details.editDetails(named("主菜"), edit { $0.description = .set("热菜") })
            let all = try tx.details.allDetails()
            #expect(all.keys.sorted() == [2, 3, 4])
            #expect(all[3]?.tags == ["招牌"] && all[4]?.spice?.level == 1 && all[2]?.description == "热菜")
            #expect(try tx.details.details(of: [4]).keys.sorted() == [4], "only the ids asked for")
            _ = try tx.editing.remove([named("主菜")], recursive: true)
            #expect(try tx.details.allDetails().isEmpty)
        }
    }
}
