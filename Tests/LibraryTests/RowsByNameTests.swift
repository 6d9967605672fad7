import Testing
@testable import SQLite

/// The row decoder of `Statement+Columns.swift`: a column read by the name
/// the statement's SQL gives it, its position looked up once per statement.
@Suite struct RowsByNameTests {
    /// A dish table in memory, with a dish that has every column and one
    /// whose optional columns are NULL.
    private func dishes() throws -> Database {
        let database = try Database.inMemory()
        try database.execute("""
            CREATE TABLE dish (id INTEGER PRIMARY KEY, name TEXT NOT NULL, price_fen INTEGER, unit TEXT, photo BLOB);
            INSERT INTO dish VALUES (7, '宫保鸡丁', 3800, '份', x'0102');
            INSERT INTO dish VALUES (8, '米饭', NULL, NULL, NULL);
            """)
        return database
    }

    @Test func aColumnIsReadByItsNameWhateverItsPlace() throws {
        let database = try dishes()
        var read: [String] = []
        // The columns in another order than the table's: names, not places.
        try database.statement("SELECT unit, photo, price_fen, name, id FROM dish ORDER BY id").forEachRow { row in
            let price = row.optionalInt("price_fen").map(String.init) ?? "none"
            read.append("\(row.int("id")) \(row.text("name")) \(price) \(row.optionalText("unit") ?? "none") \(row.blob("photo"))")
        }
        #expect(read == ["7 宫保鸡丁 3800 份 [1, 2]", "8 米饭 none none []"])
    }

    @Test func aReadByNameGivesWhatTheReadByPositionGives() throws {
        let database = try dishes()
        try database.statement("SELECT id, name, price_fen, unit, photo FROM dish").forEachRow { row in
            #expect(row.int("id") == row.int(0))
            #expect(row.text("name") == row.text(1))
            #expect(row.optionalInt("price_fen") == row.optionalInt(2))
            #expect(row.optionalText("unit") == row.optionalText(3))
            #expect(row.blob("photo") == row.blob(4))
            #expect(row["price_fen"] == row.value(2))
            #expect(row.value("unit") == row.value(3))
        }
    }

    @Test func anExpressionIsReadByItsAlias() throws {
        let database = try dishes()
        let row = try database.statement("""
            SELECT count(*) AS dishes, max(price_fen) AS highest, EXISTS (SELECT 1 FROM dish WHERE unit IS NULL) AS any_without_unit,
                   sum(price_fen IS NULL) > 0 AS any_without_price, 0 AS none FROM dish
            """).firstRow { row in
            (row.int("dishes"), row["highest"], row.bool("any_without_unit"), row.bool("any_without_price"), row.bool("none"))
        }
        let (dishes, highest, withoutUnit, withoutPrice, none) = try #require(row)
        #expect(dishes == 2)
        #expect(highest == .integer(3800))
        #expect(withoutUnit && withoutPrice && !none)
    }

    @Test func thePositionsAreLookedUpOnceAndKeptWithTheStatement() throws {
        let database = try dishes()
        let statement = try database.cachedStatement("SELECT name, id FROM dish ORDER BY id")
        #expect(statement.positionsByName == nil)
        var names: [String] = []
        try statement.forEachRow { names.append($0.text("name")) }
        #expect(statement.positionsByName == ["name": 0, "id": 1])
        // Run again (a batch runs a cached statement many times): the
        // positions kept are the ones used, and still right.
        try statement.forEachRow([]) { names.append("\($0.int("id"))") }
        #expect(names == ["宫保鸡丁", "米饭", "7", "8"])
        #expect(try database.cachedStatement("SELECT name, id FROM dish ORDER BY id") === statement)
    }

    @Test func namesAskedInAnotherOrderRowByRowAreStillRight() throws {
        let database = try dishes()
        let statement = try database.cachedStatement("SELECT id, name, price_fen FROM dish ORDER BY id")
        var read: [String] = []
        try statement.forEachRow { row in
            // The first row asks id then name; the second name, price, id.
            if row.int("id") == 7 {
                read.append("\(row.int("id")) \(row.text("name"))")
            } else {
                read.append("\(row.text("name")) \(row.optionalInt("price_fen") ?? 0) \(row.int("id"))")
            }
        }
        try statement.forEachRow { row in read.append(row.text("name")) }
        #expect(read == ["7 宫保鸡丁", "米饭 0 8", "宫保鸡丁", "米饭"])
        #expect(statement.askedNames.map(\.name) == ["id", "name", "price_fen"])
    }

    @Test func aNameTwoColumnsShareIsKnownAsShared() throws {
        let database = try dishes()
        let statement = try database.statement("SELECT d.name, e.name, d.id FROM dish AS d JOIN dish AS e ON e.id = d.id")
        #expect(statement.column(named: "id") == 2)
        #expect(statement.positionsByName?["name"] == -1)
    }

    @Test func aNameTheSQLDoesNotHoldStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            let database = try Database.inMemory()
            _ = try database.statement("SELECT 1 AS one").firstRow { $0.int("two") }
        }
    }

    @Test func aNameTwoColumnsShareStopsTheProgramWhenAskedFor() async {
        await #expect(processExitsWith: .failure) {
            let database = try Database.inMemory()
            _ = try database.statement("SELECT 1 AS dish, 2 AS dish").firstRow { $0.int("dish") }
        }
    }
}
