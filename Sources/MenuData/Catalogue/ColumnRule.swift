/// A rule a column's value keeps, and how `check --repair` mends a row
/// that breaks it. The schema's CHECKs, foreign keys and triggers hold
/// these for menuctl; another program may write past them (the sqlite3
/// shell's foreign keys are off, https://sqlite.org/foreignkeys.html#fk_enable;
/// https://sqlite.org/pragma.html#pragma_ignore_check_constraints turns
/// CHECKs off), so `check` asks every row.
package struct ColumnRule: Sendable {
    package enum Test: Sendable {
        /// An integer from `low` to `high` (NULL passes: the schema says whether it may be).
        case within(Int64, Int64)
        /// One of these texts.
        case oneOf([String])
        /// A name by SPEC 2's rules: UTF-8, not empty, no `/`, no control character.
        case name
        /// Text that is UTF-8, where a check of its own keeps the rest of its rules.
        case utf8
        /// The id of a row of `table` (its column `column`).
        case refers(table: String, column: String)
        /// With the row's `also` column, the key of a row of `table` (its `columns`).
        case refersWith(also: String, table: String, columns: String)
        /// The bytes of an SQLite database (https://sqlite.org/c3ref/serialize.html).
        case database
        /// What the schema's CHECK says of a text, as SQL over the value `{v}`
        /// (`length({v}) = 64`), said in `words`; `breaking` are values that
        /// do not hold it, for the hostile-row tests.
        case holds(String, words: String, breaking: [String])
    }

    package enum Mend: Sendable {
        /// The row goes.
        case remove
        /// The column takes this value, an SQL expression over the row `t`.
        case set(String)
    }

    package let test: Test
    package let mend: Mend
    /// False where a check of its own keeps the rule with words of its
    /// feature (IntegrityStore+*Check): the walk of the catalogue leaves it
    /// to that check, and the hostile-row tests ask both.
    package let walked: Bool

    /// The rule, kept by a check of its own rather than the catalogue's walk.
    package var keptByItsCheck: ColumnRule { ColumnRule(test: test, mend: mend, walked: false) }

    package static func within(_ low: Int64, _ high: Int64, mend: Mend) -> ColumnRule {
        ColumnRule(test: .within(low, high), mend: mend, walked: true)
    }

    package static func atLeast(_ low: Int64, mend: Mend) -> ColumnRule { within(low, Int64.max, mend: mend) }

    /// 0 or 1.
    package static func flag(mend: Mend) -> ColumnRule { within(0, 1, mend: mend) }

    package static func oneOf(_ values: [String], mend: Mend) -> ColumnRule {
        ColumnRule(test: .oneOf(values), mend: mend, walked: true)
    }

    package static func name(mend: Mend) -> ColumnRule { ColumnRule(test: .name, mend: mend, walked: true) }

    package static func utf8(mend: Mend) -> ColumnRule { ColumnRule(test: .utf8, mend: mend, walked: true) }

    /// A row naming what is not there goes.
    package static func refers(to table: String, _ column: String = "id") -> ColumnRule {
        ColumnRule(test: .refers(table: table, column: column), mend: .remove, walked: true)
    }

    /// A row naming, with another of its columns, what is not there goes.
    package static func refers(with also: String, to table: String, _ columns: String) -> ColumnRule {
        ColumnRule(test: .refersWith(also: also, table: table, columns: columns), mend: .remove, walked: true)
    }

    /// A text keeps what `sql` (over `{v}`) says, as its CHECK does.
    package static func holds(_ sql: String, _ words: String, breaking: [String], mend: Mend) -> ColumnRule {
        ColumnRule(test: .holds(sql, words: words, breaking: breaking), mend: mend, walked: true)
    }

    /// Bytes that are no database go.
    package static let database = ColumnRule(test: .database, mend: .remove, walked: true)
}
