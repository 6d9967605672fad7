import CSQLite

extension Statement {
    /// The position of the result column called `name`, as the statement's
    /// SQL names it (https://sqlite.org/c3ref/column_name.html). Rows are
    /// read by name: a decoder asks for its columns once per statement, so
    /// a column added to a query never shifts what another one reads.
    package func column(named name: String) -> Int32 {
        for index in 0..<columnCount {
            if let cName = sqlite3_column_name(handle, index), String(cString: cName) == name { return index }
        }
        preconditionFailure("no column \(name) in \(sql)")
    }
}
