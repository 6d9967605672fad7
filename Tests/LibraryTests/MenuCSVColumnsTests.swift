import Testing
@testable import MenuData
@testable import MenuFormats
@testable import MenuModel
@testable import SQLite

/// The columns SPEC 15 puts after those of sizes: `hours`, then
/// `name:LANG,description:LANG` for every language the menu has.
@Suite struct MenuCSVColumnsTests {
    private static let header = "path,kind,price,description,spice,tags,sold_out,sizes,unit,market_price,hours"

    private func read(_ text: String) throws(MenuError) -> MenuDocument {
        try MenuDocument(csv: Array(text.utf8), file: "m.csv")
    }

    @Test(arguments: [
        ("mon-fri 06:00-10:30", "mon-fri 06:00-10:30"),
        ("mon-fri 06:00-10:30,sat,sun 07:00-11:00", "mon-fri 06:00-10:30,sat,sun 07:00-11:00"),
        ("fri,sat 22:00-02:00", "fri,sat 22:00-02:00"),
        ("mon,wed-fri 11:00-14:00,mon,wed-fri 17:00-21:30", "mon,wed-fri 11:00-14:00,mon,wed-fri 17:00-21:30"),
        // Written by hand: days left out mean every day.
        ("06:00-10:30", "mon-sun 06:00-10:30"),
        ("00:00-24:00", "mon-sun 00:00-24:00"),
    ])
    func hoursReadAsTSVWritesThem(field: String, written: String) throws {
        let hours = try MenuCSV.hours(field)
        #expect(RowFormats.tsvHours(hours) == written)
    }

    @Test(arguments: [
        ("mon-fri", "'mon-fri' names days without a window (write it like mon-fri 06:00-10:30)"),
        ("mon-fri 06:00-10:30,sat", "'sat' names days without a window (write it like mon-fri 06:00-10:30)"),
        ("someday 06:00-10:30", "'someday' is not a list of days (write it like mon-fri, sat,sun or fri-mon)"),
        ("mon 06:00-06:00", "'06:00-06:00' is not a serving window: it opens and closes at the same time (00:00-24:00 is the whole day)"),
    ])
    func badHoursAreNamed(field: String, problem: String) {
        #expect(throws: MenuError.invalidArgument(problem)) { try MenuCSV.hours(field) }
    }

    @Test func translationsAndHoursAreRead() throws {
        let document = try read(Self.header + ",name:EN,description:EN,name:ja,description:ja\r\n"
            + "早餐,group,,,,,,,,,\"mon-fri 06:00-10:30,sat,sun 07:00-11:00\",Breakfast,,,\r\n"
            + "早餐/担担面,item,12,,,,0,,,0,,Dan Dan Noodles,,担担麺,\r\n")
        let breakfast = document.entries[0]
        #expect(breakfast.hours.map(RowFormats.tsvHours) == "mon-fri 06:00-10:30,sat,sun 07:00-11:00")
        #expect(breakfast.details.translations == [Translation(lang: "en", text: "Breakfast")])
        #expect(breakfast.children[0].hours == nil, "an empty field says nothing")
        #expect(breakfast.children[0].details.translations == [Translation(lang: "en", text: "Dan Dan Noodles"), Translation(lang: "ja", text: "担担麺")])
        #expect(document.carried.languages == ["en", "ja"] && document.carried.hours && document.carried.unit)
    }

    /// Files written before the columns of SPEC 17 or before hours still
    /// import, and say nothing of what they have no column for.
    @Test(arguments: [
        ("path,kind,price,description,spice,tags,sold_out\r\n主菜,group,,,,,\r\n", false, false),
        ("path,kind,price,description,spice,tags,sold_out,sizes,unit,market_price\r\n主菜,group,,,,,,,,\r\n", true, false),
        ("path,kind,price,description,spice,tags,sold_out,sizes,unit,market_price,hours\r\n主菜,group,,,,,,,,,\r\n", true, true),
    ])
    func olderHeadersCarryLess(text: String, unit: Bool, hours: Bool) throws {
        let carried = try read(text).carried
        #expect(carried.unit == unit && carried.hours == hours && carried.languages == [])
    }

    @Test(arguments: [
        (header + ",name:e n\r\n", "m.csv:1: name:e n: 'e n' is not a BCP 47 language tag (such as en, ja, zh-Hant)"),
        (header + ",name:en,name:EN\r\n", "m.csv:1: the header names name:en twice"),
        (header + ",name:en,notes\r\n", "m.csv:1: the header names \"notes\", which is not a column; the columns are \(MenuCSV.header) and name:LANG,description:LANG for each language"),
        (header + ",name:en,description:en\r\n主菜,group,,,,,,,,,,Mains,\"Our\nmains\"\r\n",
         "m.csv:2: description:en: the description 'Our\\u{A}mains' holds a line break; it must be one line"),
        (header + ",name:en\r\n主菜,group,,,,,,,,,,\"两\n行\"\r\n", "m.csv:2: name:en: the translation '两\\u{A}行' holds a line break; it must be one line"),
        (header + "\r\n主菜,group,,,,,,,,,mon-fri\r\n", "m.csv:2: hours: 'mon-fri' names days without a window (write it like mon-fri 06:00-10:30)"),
        (header + ",name:en\r\n主菜,group,,,,,,,,,\r\n", "m.csv:2: the line has 11 fields; the header has 12"),
    ])
    func problemsNameTheirLine(text: String, problem: String) {
        do {
            _ = try read(text)
            Issue.record("read \(text)")
        } catch {
            #expect(error.kind == .malformedFile)
            // The model carries the raw text; the terminal shows it escaped (STYLE: escape at the edge).
            #expect(Terminal.escaped("\(error.place ?? "nowhere"): \(error.message)") == problem)
        }
    }

    @Test func everyLanguageOfTheMenuHasItsColumnsInTagOrder() {
        let root = MenuGroup(id: 1, name: "")
        let mains = MenuGroup(id: 2, name: "主菜", details: DishDetails(translations: [Translation(lang: "ja", text: "メイン")]))
        mains.add(MenuItem(id: 3, name: "宫保鸡丁", details: DishDetails(translations: [Translation(lang: "en", text: "=Kung Pao")])))
        root.add(mains)
        #expect(MenuCSV.text(of: root) == MenuCSV.header + ",name:en,description:en,name:ja,description:ja\r\n"
            + "主菜,group,,,,,,,,,,,,,,,,,,メイン,\r\n主菜/宫保鸡丁,item,,,,,0,,,0,,,,,,,,'=Kung Pao,,,\r\n")
    }
}
