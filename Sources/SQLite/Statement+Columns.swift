import CSQLite

/// Rows by name, in the spirit of GRDB's `Row`: while a statement stands on
/// a row, `row.int("id")`, `row.optionalText("unit")` or `row["price_fen"]`
/// read that row's column called so in the statement's SQL
/// (https://sqlite.org/c3ref/column_name.html). Positions drift when a
/// column is added to a query; names do not.
///
/// The positions are looked up once per prepared statement and kept on it.
/// A reader asks for a row's columns in the same order row after row, so
/// the statement keeps the names in the order asked and expects the next
/// one: a hit is one comparison of two names, the same literal (a hash and
/// a dictionary lookup cost `check` of 100,000 rows a fifth more).
/// A name the SQL does not hold, or holds twice, is a mistake in the code
/// that asks for it, not in the data: it stops the program, naming the SQL.
extension Statement {
    /// The position of the result column called `name`.
    package func column(named name: String) -> Int32 {
        var next = nextAsked
        if next == askedNames.count { next = 0 }
        if next < askedNames.count, askedNames[next].name == name {
            nextAsked = next + 1
            return askedNames[next].position
        }
        return columnAskedOutOfTurn(name)
    }

    /// A name asked first, or out of the usual order: looked up by name,
    /// and kept in the order asked.
    private func columnAskedOutOfTurn(_ name: String) -> Int32 {
        if let index = askedNames.firstIndex(where: { $0.name == name }) {
            nextAsked = index + 1
            return askedNames[index].position
        }
        let positions = positionsByName ?? namePositions()
        guard let position = positions[name] else { preconditionFailure("no column \(name) in \(sql)") }
        precondition(position >= 0, "two columns are called \(name) in \(sql)")
        askedNames.append((name, position))
        nextAsked = askedNames.count
        return position
    }

    /// Every result column's name and position; a name that two columns
    /// share is marked -1, so that asking for it cannot read the wrong one.
    private func namePositions() -> [String: Int32] {
        var positions: [String: Int32] = [:]
        for position in 0..<columnCount {
            guard let cName = sqlite3_column_name(handle, position) else { continue }
            let name = String(cString: cName)
            positions[name] = positions[name] == nil ? position : -1
        }
        positionsByName = positions
        return positions
    }

    package subscript(name: String) -> SQLValue { value(column(named: name)) }

    package func int(_ name: String) -> Int64 { int(column(named: name)) }

    package func optionalInt(_ name: String) -> Int64? { optionalInt(column(named: name)) }

    /// A flag column (0 or 1, as SQLite answers `x IS NULL` or `EXISTS`):
    /// true for anything but 0 and NULL.
    package func bool(_ name: String) -> Bool { int(column(named: name)) != 0 }

    package func text(_ name: String) -> String { text(column(named: name)) }

    package func optionalText(_ name: String) -> String? { optionalText(column(named: name)) }

    package func blob(_ name: String) -> [UInt8] { blob(column(named: name)) }

    package func value(_ name: String) -> SQLValue { value(column(named: name)) }

    package func textIsUTF8(_ name: String) -> Bool { textIsUTF8(column(named: name)) }

    /// A text column's bytes where SQLite holds them, valid only inside
    /// `body`: a reader that matches them with a few known words makes no
    /// String for them.
    package func withTextBytes<T>(_ name: String, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        withTextBytes(column(named: name), body)
    }

    /// `withTextBytes(_:_:)` by the column's place, found once for many rows.
    package func withTextBytes<T>(_ column: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        guard let bytes = sqlite3_column_text(handle, column) else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        return body(UnsafeBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(handle, column))))
    }
}
