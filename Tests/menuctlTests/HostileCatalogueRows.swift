import Testing
@testable import MenuData

/// A sound row of each table `TableCatalogue` gives rules, written over the
/// standard menu of HostileTablesTests (主菜 #2 holding 宫保鸡丁 #3 and 回锅肉
/// #4, 早餐 #5 holding 担担面 #6): the SQL that makes it, with what it
/// needs, and the WHERE that names it. A hostile case writes one bad value
/// into it. A table that gains a rule and has no row here fails
/// `everyTableWithRulesHasASoundRow`.
struct SoundRow: Sendable {
    let sql: String
    let row: String
    /// menuctl commands run before the SQL (head office's publish makes its snapshot).
    var commands: [[String]] = []
}

let soundRows: [String: SoundRow] = {
    let store = "INSERT INTO chain_state (id, role, chain_id, sequence, applying, epoch) VALUES (1, 'store', 'c1', 0, 0, 1); INSERT INTO chain_owned VALUES (3, 0); UPDATE sqlite_sequence SET seq = 1000000000 WHERE name = 'menu_node';"
    let sizes = "UPDATE menu_node SET price_fen = NULL WHERE id = 4; INSERT INTO dish_size VALUES (4, 0, '小', 100), (4, 1, '大', 200);"
    let list = "INSERT INTO price_list (id, name, rule_kind, rule_value) VALUES (1, '会员价', 'percent', -1000);"
    let choices = "INSERT INTO choice_list VALUES (1, '加料', 0, 1); INSERT INTO choice_option VALUES (1, 0, '蛋', 100, 0);"
    let digest = String(repeating: "ab", count: 32)
    // The ends of a JPEG, as the photo check reads a master: its SOI and EOI markers.
    let photo = "INSERT INTO photo_master VALUES ('\(digest)', x'FFD8FFE0FFD9');"
    let set = "INSERT INTO set_meal VALUES (6); INSERT INTO set_slot VALUES (1, 6, 0, '热菜', 1); INSERT INTO set_slot_dish VALUES (1, 0, 3, NULL, NULL);"
    return [
        "menu_node": SoundRow(sql: "", row: "id = 3"),
        "node_detail": SoundRow(sql: "INSERT INTO node_detail VALUES (3, '香辣', 2);", row: "node_id = 3"),
        "dish_tag": SoundRow(sql: "INSERT INTO dish_tag VALUES (3, '招牌', 0);", row: "node_id = 3"),
        "node_translation": SoundRow(sql: "INSERT INTO node_translation VALUES (3, 'en', 'Kung Pao');", row: "node_id = 3"),
        "node_description_translation": SoundRow(sql: "INSERT INTO node_description_translation VALUES (3, 'en', 'Spicy');", row: "node_id = 3"),
        "dish_size": SoundRow(sql: sizes, row: "node_id = 4 AND position = 1"),
        "set_meal": SoundRow(sql: set, row: "node_id = 6"),
        "set_slot": SoundRow(sql: set, row: "id = 1"),
        "set_slot_dish": SoundRow(sql: set, row: "slot_id = 1"),
        "choice_list": SoundRow(sql: choices, row: "id = 1"),
        "choice_option": SoundRow(sql: choices, row: "list_id = 1"),
        "choice_offer": SoundRow(sql: choices + "INSERT INTO choice_offer VALUES (3, 1, 0, 0);", row: "node_id = 3"),
        "dish_allergen": SoundRow(sql: "INSERT INTO dish_allergen VALUES (3, 'peanuts');", row: "node_id = 3"),
        "dish_kcal": SoundRow(sql: "INSERT INTO dish_kcal VALUES (3, '', 520);", row: "node_id = 3"),
        "dish_portion": SoundRow(sql: "INSERT INTO dish_portion VALUES (3, '350g');", row: "node_id = 3"),
        "dish_diet": SoundRow(sql: "INSERT INTO dish_diet VALUES (3, 'vegan');", row: "node_id = 3"),
        "serving_window": SoundRow(sql: "INSERT INTO serving_window VALUES (5, 0, 127, 360, 630);", row: "node_id = 5"),
        "dish_count": SoundRow(sql: "INSERT INTO dish_count VALUES (3, 5, 10, 10, 0);", row: "node_id = 3"),
        "dish_off_sale": SoundRow(sql: "INSERT INTO dish_off_sale VALUES (3);", row: "node_id = 3"),
        "kitchen_station": SoundRow(sql: "INSERT INTO kitchen_station VALUES (1, '炒锅', 0);", row: "id = 1"),
        "node_station": SoundRow(sql: "INSERT INTO kitchen_station VALUES (1, '炒锅', 0); INSERT INTO node_station VALUES (3, 1);", row: "node_id = 3"),
        "option_station": SoundRow(sql: choices + "INSERT INTO kitchen_station VALUES (1, '面档', 0); INSERT INTO option_station VALUES (1, '蛋', 1);",
                                   row: "list_id = 1"),
        "photo_master": SoundRow(sql: photo, row: "digest = '\(digest)'"),
        "node_photo": SoundRow(sql: photo + "INSERT INTO node_photo VALUES (3, '\(digest)', 'jpeg', 4, 3, 6);", row: "node_id = 3"),
        "sold_out_until": SoundRow(sql: "UPDATE menu_node SET sold_out = 1 WHERE id = 3; INSERT INTO sold_out_until VALUES (3, 4102444800);", row: "node_id = 3"),
        "price_today": SoundRow(sql: "UPDATE menu_node SET price_fen = NULL, market_price = 1 WHERE id = 3; INSERT INTO price_today VALUES (3, 6800);",
                                row: "node_id = 3"),
        "option_kcal": SoundRow(sql: choices + "INSERT INTO option_kcal VALUES (1, '蛋', 90);", row: "list_id = 1"),
        "option_allergen": SoundRow(sql: choices + "INSERT INTO option_allergen VALUES (1, '蛋', 'eggs');", row: "list_id = 1"),
        "price_condition": SoundRow(sql: list + "INSERT INTO price_condition VALUES (1, '持会员卡');", row: "list_id = 1"),
        "menu_fee": SoundRow(sql: "INSERT INTO menu_fee VALUES ('茶位费', 0, NULL, 300, '位');", row: "name = '茶位费'"),
        "price_list": SoundRow(sql: list, row: "id = 1"),
        "price_list_window": SoundRow(sql: list + "INSERT INTO price_list_window VALUES (1, 0, 127, 600, 660);", row: "list_id = 1"),
        "price_entry": SoundRow(sql: list + "INSERT INTO price_entry VALUES (1, 3, 3000, 100, 2, 0);", row: "list_id = 1"),
        "price_entry_size": SoundRow(sql: list + sizes + "INSERT INTO price_entry (list_id, node_id) VALUES (1, 4); INSERT INTO price_entry_size VALUES (1, 4, '大', 150);",
                                     row: "list_id = 1"),
        "chain_state": SoundRow(sql: store, row: "id = 1"),
        "chain_owned": SoundRow(sql: store, row: "node_id = 3"),
        "store_price": SoundRow(sql: store + "INSERT INTO store_price VALUES (3, 3000);", row: "node_id = 3"),
        "store_hours": SoundRow(sql: store + "INSERT INTO store_hours VALUES (3); INSERT INTO serving_window VALUES (3, 0, 127, 360, 630);", row: "node_id = 3"),
        "head_office_window": SoundRow(sql: store + "INSERT INTO store_hours VALUES (3); INSERT INTO serving_window VALUES (3, 0, 127, 360, 630); INSERT INTO head_office_window VALUES (3, 0, 127, 600, 660);",
                                       row: "node_id = 3"),
        "store_price_entry": SoundRow(sql: store + list + "INSERT INTO price_entry VALUES (1, 3, 3000, NULL, NULL, 0); INSERT OR IGNORE INTO store_price_entry VALUES (1, 3);",
                                      row: "list_id = 1"),
        "head_office_entry": SoundRow(sql: store + list + "INSERT INTO price_entry VALUES (1, 3, 3000, NULL, NULL, 0); INSERT OR IGNORE INTO store_price_entry VALUES (1, 3); INSERT INTO head_office_entry VALUES (1, 3, 2800, NULL, NULL, 0);",
                                      row: "list_id = 1"),
        "head_office_entry_size": SoundRow(sql: store + list + sizes + "INSERT INTO chain_owned VALUES (4, 1); INSERT INTO price_entry VALUES (1, 4, NULL, NULL, NULL, 0); INSERT INTO price_entry_size VALUES (1, 4, '大', 150); INSERT OR IGNORE INTO store_price_entry VALUES (1, 4); INSERT INTO head_office_entry VALUES (1, 4, NULL, NULL, NULL, 0); INSERT INTO head_office_entry_size VALUES (1, 4, '大', 180);",
                                           row: "list_id = 1"),
        "chain_file": SoundRow(sql: store + "UPDATE chain_state SET sequence = 1; INSERT INTO chain_file VALUES (1, 1, 1, '\(String(repeating: "a", count: 64))');",
                               row: "sequence = 1"),
        "chain_snapshot": SoundRow(sql: "", row: "1", commands: [["publish", "{folder}/change.menuctl"]]),
        "menu_history": SoundRow(sql: "", row: "id = 1"),
        "service_day": SoundRow(sql: "", row: "id = 1"),
    ]
}()

/// One bad value written into one column of a sound row.
struct HostileValue: CustomTestStringConvertible, Sendable {
    let table: String
    let column: String
    let value: String
    var testDescription: String { "\(table).\(column) = \(value)" }

    /// The shell's script: the sound row, then the bad value over it.
    var sql: String {
        let sound = soundRows[table]!
        return sound.sql + "PRAGMA ignore_check_constraints = ON; UPDATE \(table) SET \(column) = \(value) WHERE \(sound.row);"
    }
}

/// Values that break `rule`, as SQL: each side of a range, a text no rule
/// lists, names with an ESC, bytes that are not UTF-8 and a `/`, an id
/// nothing has, bytes that are no database.
func breaking(_ rule: ColumnRule) -> [String] {
    switch rule.test {
    case .within(let low, let high):
        (low > Int64.min ? ["\(low - 1)"] : []) + (high < Int64.max ? ["\(high + 1)"] : [])
    case .oneOf: ["'bogus'"]
    case .name: ["char(27) || '[2J'", "CAST(x'ff20c3' AS TEXT)", "'甲/乙'", "''"]
    case .utf8: ["CAST(x'ff20c3' AS TEXT)"]
    case .refers, .refersWith: ["999999"]
    case .database: ["x'deadbeef00ff'", "zeroblob(4096)"]
    case .holds(_, _, let values): values
    }
}

/// Every rule of every column the catalogue describes, broken each way.
let hostileValues: [HostileValue] = TableCatalogue.tables.flatMap { table in
    table.columns.flatMap { column in
        column.rules.flatMap { rule in breaking(rule).map { HostileValue(table: table.name, column: column.name, value: $0) } }
    }
}
