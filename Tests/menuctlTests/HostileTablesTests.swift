import Foundation
import MenuTestSupport
import Testing

/// Rows another program wrote into a table menuctl owns, and what `check`
/// and `check --repair` must make of them (SPEC 9, issue 34). Each case is
/// one entry: the SQL, the lines `check` prints (a line ending in `*` is
/// matched by its start), the lines the repair prints before its last.
/// A new table adds its cases here and nothing else.
struct HostileTable: CustomTestStringConvertible, Sendable {
    let label: String
    let sql: String
    let reports: [String]
    let repairs: [String]
    /// False for what no repair may mend (an id sequence at its end): the
    /// repair says so and `check` still reports it.
    var mendable = true
    var testDescription: String { label }

    init(_ label: String, sql: String, reports: [String], repairs: [String], mendable: Bool = true) {
        self.label = label
        self.sql = sql
        self.reports = reports
        self.repairs = repairs
        self.mendable = mendable
    }
}

/// Each case starts from 主菜 (#2) holding 宫保鸡丁 (#3) and 回锅肉 (#4), and
/// 早餐 (#5) holding 担担面 (#6), all at 38.00, made by history entry #1. The
/// shell writes with foreign keys off, as it does by default
/// (https://sqlite.org/foreignkeys.html#fk_enable);
/// `ignore_check_constraints` lets a CHECK be bypassed
/// (https://sqlite.org/pragma.html#pragma_ignore_check_constraints), and a
/// dropped trigger lets a row in that it would have refused.
let hostileTables: [HostileTable] = [
    HostileTable(#"sold_out of 7"#, sql: #"PRAGMA ignore_check_constraints = ON; UPDATE menu_node SET sold_out = 7 WHERE id = 3"#,
                 reports: [#"#3 '宫保鸡丁': sold_out is 7, not 0 or 1"#],
                 repairs: [#"#3 '宫保鸡丁': marked sold out (sold_out 1)"#]),
    HostileTable(#"sold out on a group"#, sql: #"PRAGMA ignore_check_constraints = ON; UPDATE menu_node SET sold_out = 1 WHERE id = 2"#,
                 reports: [#"#2 '主菜': a group marked sold out; only dishes are"#],
                 repairs: [#"#2 '主菜': took the sold-out mark off"#]),
    HostileTable(#"a second root"#, sql: #"DROP INDEX menu_node_one_root; INSERT INTO menu_node (id, parent_id, kind, name, position) VALUES (20, NULL, 'root', '', 0); INSERT INTO menu_node (id, parent_id, kind, name, position) VALUES (21, 20, 'item', '二号', 0)"#,
                 reports: [#"#21 '二号': its group #20 is not part of the menu"#, #"#20 '': a second top of the menu; the menu has one, #1"#, #"the index menu_node_one_root: missing or changed, so the file no longer keeps what it makes sure of"#],
                 repairs: [#"made the group 'recovered' (#22) at the top"#, #"moved #21 '二号' into 'recovered' (its group #20 was not in the menu)"#, #"#20 '': removed it (what it held is in 'recovered')"#, #"the index menu_node_one_root: made again as the migrations make it"#]),
    HostileTable(#"the one-root index dropped"#, sql: #"DROP INDEX menu_node_one_root"#,
                 reports: [#"the index menu_node_one_root: missing or changed, so the file no longer keeps what it makes sure of"#],
                 repairs: [#"the index menu_node_one_root: made again as the migrations make it"#]),
    HostileTable(#"a window whose start is its end"#, sql: #"PRAGMA ignore_check_constraints = ON; INSERT INTO serving_window VALUES (5, 0, 127, 600, 600)"#,
                 reports: [#"#5 '早餐': its serving window 10:00-10:00 closes when it opens"#],
                 repairs: [#"#5 '早餐': removed its serving window 10:00-10:00"#]),
    HostileTable(#"two windows that overlap on a day"#, sql: #"INSERT INTO serving_window VALUES (5, 0, 127, 360, 630), (5, 1, 31, 540, 720), (5, 2, 96, 1320, 120)"#,
                 reports: [#"#5 '早餐': the windows 'mon-sun 06:00-10:30' and 'mon-fri 09:00-12:00' overlap on mon"#],
                 repairs: [#"#5 '早餐': removed the serving window mon-fri 09:00-12:00"#]),
    HostileTable(#"three windows that overlap"#, sql: #"INSERT INTO serving_window VALUES (5, 0, 127, 360, 630), (5, 1, 127, 600, 660), (5, 2, 1, 420, 480)"#,
                 reports: [#"#5 '早餐': the windows 'mon-sun 06:00-10:30' and 'mon-sun 10:00-11:00' overlap on mon"#],
                 repairs: [#"#5 '早餐': removed the serving window mon-sun 10:00-11:00"#, #"#5 '早餐': removed the serving window mon 07:00-08:00"#]),
    HostileTable(#"a window opening past the day"#, sql: #"PRAGMA ignore_check_constraints = ON; INSERT INTO serving_window VALUES (5, 0, 127, 1500, 60)"#,
                 reports: [#"#5 '早餐': its serving window 25:00-01:00 opens at minute 1500, not 0 to 1439"#],
                 repairs: [#"#5 '早餐': removed its serving window 25:00-01:00"#]),
    HostileTable(#"a window closing past 24:00"#, sql: #"PRAGMA ignore_check_constraints = ON; INSERT INTO serving_window VALUES (5, 0, 127, 600, 1441)"#,
                 reports: [#"#5 '早餐': its serving window 10:00-24:01 closes at minute 1441, not 0 to 1440"#],
                 repairs: [#"#5 '早餐': removed its serving window 10:00-24:01"#]),
    HostileTable(#"a window with negative minutes"#, sql: #"PRAGMA ignore_check_constraints = ON; INSERT INTO serving_window VALUES (5, 0, 127, -30, 600)"#,
                 reports: [#"#5 '早餐': its serving window 00:-30-10:00 opens at minute -30, not 0 to 1439"#],
                 repairs: [#"#5 '早餐': removed its serving window 00:-30-10:00"#]),
    HostileTable(#"a window on no day"#, sql: #"PRAGMA ignore_check_constraints = ON; INSERT INTO serving_window VALUES (5, 0, 0, 360, 630)"#,
                 reports: [#"#5 '早餐': its serving window 06:00-10:30 is on days 0, not a set of days (1 to 127)"#],
                 repairs: [#"#5 '早餐': removed its serving window 06:00-10:30"#]),
    HostileTable(#"a window on days past Sunday"#, sql: #"PRAGMA ignore_check_constraints = ON; INSERT INTO serving_window VALUES (5, 0, 300, 360, 630)"#,
                 reports: [#"#5 '早餐': its serving window 06:00-10:30 is on days 300, not a set of days (1 to 127)"#],
                 repairs: [#"#5 '早餐': removed its serving window 06:00-10:30"#]),
    HostileTable(#"a window of a node that does not exist"#, sql: #"INSERT INTO serving_window VALUES (999, 0, 127, 360, 630)"#,
                 reports: [#"#999: its serving window 06:00-10:30 belongs to a node that is not in the file"#],
                 repairs: [#"#999: removed its serving window 06:00-10:30"#]),
    HostileTable(#"a window on the top"#, sql: #"DROP TRIGGER serving_window_not_on_root; INSERT INTO serving_window VALUES (1, 0, 127, 360, 630)"#,
                 reports: [#"#1 (the top): its serving window 06:00-10:30 is on the top of the menu, which has no hours"#, #"the trigger serving_window_not_on_root: missing or changed, so the file no longer keeps what it makes sure of"#],
                 repairs: [#"#1 (the top): removed its serving window 06:00-10:30"#, #"the trigger serving_window_not_on_root: made again as the migrations make it"#]),
    HostileTable(#"a window at a negative position"#, sql: #"PRAGMA ignore_check_constraints = ON; INSERT INTO serving_window VALUES (5, -1, 127, 360, 630)"#,
                 reports: [#"#5 '早餐': its serving window 06:00-10:30 is at position -1, below 0"#],
                 repairs: [#"#5 '早餐': removed its serving window 06:00-10:30"#]),
    HostileTable(#"spice 5"#, sql: #"PRAGMA ignore_check_constraints = ON; INSERT INTO node_detail VALUES (3, NULL, 5)"#,
                 reports: [#"#3 '宫保鸡丁': its spice level is 5, not 0 to 3"#],
                 repairs: [#"#3 '宫保鸡丁': removed its spice level, and so its detail row"#]),
    HostileTable(#"spice on a group"#, sql: #"DROP TRIGGER node_detail_spice_on_dishes; INSERT INTO node_detail VALUES (2, NULL, 2)"#,
                 reports: [#"#2 '主菜': a spice level on a group; only dishes have one"#, #"the trigger node_detail_spice_on_dishes: missing or changed, so the file no longer keeps what it makes sure of"#],
                 repairs: [#"#2 '主菜': removed its spice level, and so its detail row"#, #"the trigger node_detail_spice_on_dishes: made again as the migrations make it"#]),
    HostileTable(#"an empty detail row"#, sql: #"PRAGMA ignore_check_constraints = ON; INSERT INTO node_detail VALUES (3, NULL, NULL)"#,
                 reports: [#"#3 '宫保鸡丁': an empty detail row: no description, no spice level"#],
                 repairs: [#"#3 '宫保鸡丁': removed the empty detail row"#]),
    HostileTable(#"a description over 500 characters without spice"#, sql: #"PRAGMA ignore_check_constraints = ON; INSERT INTO node_detail VALUES (3, replace(hex(zeroblob(501)), '00', '辣'), NULL)"#,
                 reports: [#"#3 '宫保鸡丁': its description breaks the rules: the description '辣辣辣辣辣辣辣辣辣辣辣辣辣辣辣辣辣辣辣辣辣辣辣辣辣辣辣辣辣辣…' is longer than 500 characters"#],
                 repairs: [#"#3 '宫保鸡丁': removed its description"#]),
    HostileTable(#"a description over 500 characters with spice"#, sql: #"PRAGMA ignore_check_constraints = ON; INSERT INTO node_detail VALUES (3, replace(hex(zeroblob(501)), '00', '辣'), 2)"#,
                 reports: [#"#3 '宫保鸡丁': its description breaks the rules: the description '辣辣辣辣辣辣辣辣辣辣辣辣辣辣辣辣辣辣辣辣辣辣辣辣辣辣辣辣辣辣…' is longer than 500 characters"#],
                 repairs: [#"#3 '宫保鸡丁': removed its description"#]),
    HostileTable(#"an empty description"#, sql: #"PRAGMA ignore_check_constraints = ON; INSERT INTO node_detail VALUES (3, '', NULL)"#,
                 reports: [#"#3 '宫保鸡丁': its description breaks the rules: a description cannot be empty"#],
                 repairs: [#"#3 '宫保鸡丁': removed its description"#]),
    HostileTable(#"a description with a line break"#, sql: #"PRAGMA ignore_check_constraints = ON; INSERT INTO node_detail VALUES (3, '麻' || char(10) || '辣', NULL)"#,
                 reports: [#"#3 '宫保鸡丁': its description breaks the rules: the description '麻\u{A}辣' holds a line break; it must be one line"#],
                 repairs: [#"#3 '宫保鸡丁': cleaned its description"#]),
    HostileTable(#"details of a missing node"#, sql: #"INSERT INTO node_detail VALUES (999, '不在', 1)"#,
                 reports: [#"#999: details of a node that is not in the file (node_detail)"#],
                 repairs: [#"#999: removed its details"#]),
    HostileTable(#"details on the top"#, sql: #"DROP TRIGGER node_detail_not_on_root; INSERT INTO node_detail VALUES (1, '顶', NULL)"#,
                 reports: [#"#1 (the top): details on the top of the menu, which has none"#, #"the trigger node_detail_not_on_root: missing or changed, so the file no longer keeps what it makes sure of"#],
                 repairs: [#"#1 (the top): removed its details"#, #"the trigger node_detail_not_on_root: made again as the migrations make it"#]),
    HostileTable(#"a tag on a group"#, sql: #"DROP TRIGGER dish_tag_on_dishes; INSERT INTO dish_tag VALUES (2, '招牌', 0)"#,
                 reports: [#"#2 '主菜': the tag '招牌' on a group; only dishes have tags"#, #"the trigger dish_tag_on_dishes: missing or changed, so the file no longer keeps what it makes sure of"#],
                 repairs: [#"#2 '主菜': removed its tag '招牌'"#, #"the trigger dish_tag_on_dishes: made again as the migrations make it"#]),
    HostileTable(#"a tag with a slash"#, sql: #"PRAGMA ignore_check_constraints = ON; INSERT INTO dish_tag VALUES (3, '招/牌', 0)"#,
                 reports: [#"#3 '宫保鸡丁': its tag '招/牌' breaks the rules: the tag '招/牌' holds a '/'; a tag follows the rules of a name"#],
                 repairs: [#"#3 '宫保鸡丁': removed its tag '招/牌'"#]),
    HostileTable(#"a tag over 20 characters"#, sql: #"PRAGMA ignore_check_constraints = ON; INSERT INTO dish_tag VALUES (3, replace(hex(zeroblob(21)), '00', '新'), 0)"#,
                 reports: [#"#3 '宫保鸡丁': its tag '新新新新新新新新新新新新新新新新新新新新新' breaks the rules: the tag '新新新新新新新新新新新新新新新新新新新新新' is longer than 20 characters"#],
                 repairs: [#"#3 '宫保鸡丁': removed its tag '新新新新新新新新新新新新新新新新新新新新新'"#]),
    HostileTable(#"a translation in no language"#, sql: #"INSERT INTO node_translation VALUES (3, 'english', 'Kung Pao')"#,
                 reports: [#"#3 '宫保鸡丁': its name in 'english': 'english' is not a language of ISO 639; did you mean en?"#],
                 repairs: [#"#3 '宫保鸡丁': removed its name in 'english'"#]),
    HostileTable(#"an empty translation"#, sql: #"PRAGMA ignore_check_constraints = ON; INSERT INTO node_translation VALUES (3, 'en', '')"#,
                 reports: [#"#3 '宫保鸡丁': its name in 'en' breaks the rules: a translation cannot be empty"#],
                 repairs: [#"#3 '宫保鸡丁': removed its name in 'en'"#]),
    HostileTable(#"a translation of the top"#, sql: #"DROP TRIGGER node_translation_not_on_root; INSERT INTO node_translation VALUES (1, 'en', 'Top')"#,
                 reports: [#"#1 (the top): a name in 'en' for the top of the menu, which has no name"#, #"the trigger node_translation_not_on_root: missing or changed, so the file no longer keeps what it makes sure of"#],
                 repairs: [#"#1 (the top): removed its name in 'en'"#, #"the trigger node_translation_not_on_root: made again as the migrations make it"#]),
    HostileTable(#"nine sizes"#, sql: #"PRAGMA ignore_check_constraints = ON; UPDATE menu_node SET price_fen = NULL WHERE id = 3; INSERT INTO dish_size VALUES (3,0,'一',100),(3,1,'二',200),(3,2,'三',300),(3,3,'四',400),(3,4,'五',500),(3,5,'六',600),(3,6,'七',700),(3,7,'八',800),(3,8,'九',900)"#,
                 reports: [#"#3 '宫保鸡丁': its size '九' (9.00) is at place 8, past the 8 sizes a dish has at most"#],
                 repairs: [#"#3 '宫保鸡丁': removed its size '九' (9.00)"#]),
    HostileTable(#"size positions with a gap"#, sql: #"UPDATE menu_node SET price_fen = NULL WHERE id = 3; INSERT INTO dish_size VALUES (3,0,'小',100),(3,3,'大',300)"#,
                 reports: [#"#3 '宫保鸡丁': its size '大' (3.00) is at place 3 instead of 1"#],
                 repairs: [#"#3 '宫保鸡丁': moved its size '大' (3.00) to place 1"#]),
    HostileTable(#"a negative size price"#, sql: #"PRAGMA ignore_check_constraints = ON; UPDATE menu_node SET price_fen = NULL WHERE id = 3; INSERT INTO dish_size VALUES (3,0,'小',-100),(3,1,'大',300)"#,
                 reports: [#"#3 '宫保鸡丁': its size '小' (-1.00) costs less than nothing or more than an amount can be"#],
                 repairs: [#"#3 '宫保鸡丁': removed its size '小' (-1.00)"#, #"made the one size of #3 '宫保鸡丁' its price (3.00)"#]),
    HostileTable(#"sizes on a dish with a price"#, sql: #"DROP TRIGGER dish_size_on_a_dish_without_price; INSERT INTO dish_size VALUES (3,0,'小',100),(3,1,'大',300)"#,
                 reports: [#"#3 '宫保鸡丁': a dish with both a price (38.00) and sizes"#, #"the trigger dish_size_on_a_dish_without_price: missing or changed, so the file no longer keeps what it makes sure of"#],
                 repairs: [#"removed the price of #3 '宫保鸡丁', which keeps its sizes"#, #"the trigger dish_size_on_a_dish_without_price: made again as the migrations make it"#]),
    HostileTable(#"sizes on a group"#, sql: #"DROP TRIGGER dish_size_on_a_dish_without_price; INSERT INTO dish_size VALUES (2,0,'小',100),(2,1,'大',300)"#,
                 reports: [#"#2 '主菜': a group with sizes; only dishes have sizes"#, #"the trigger dish_size_on_a_dish_without_price: missing or changed, so the file no longer keeps what it makes sure of"#],
                 repairs: [#"removed the sizes of #2 '主菜'"#, #"the trigger dish_size_on_a_dish_without_price: made again as the migrations make it"#]),
    HostileTable(#"sizes of a missing node"#, sql: #"INSERT INTO dish_size VALUES (999,0,'小',100),(999,1,'大',300)"#,
                 reports: [#"#999: it does not exist, yet has sizes"#],
                 repairs: [#"removed the sizes of #999"#]),
    HostileTable(#"one size only"#, sql: #"UPDATE menu_node SET price_fen = NULL WHERE id = 3; INSERT INTO dish_size VALUES (3,0,'小',100)"#,
                 reports: [#"#3 '宫保鸡丁': a dish with one size ('小'); a dish with sizes has 2 to 8"#],
                 repairs: [#"made the one size of #3 '宫保鸡丁' its price (1.00)"#]),
    HostileTable(#"a unit on a group"#, sql: #"PRAGMA ignore_check_constraints = ON; UPDATE menu_node SET unit = '份' WHERE id = 2"#,
                 reports: [#"#2 '主菜': a group with a unit"#],
                 repairs: [#"removed the unit of #2 '主菜'"#]),
    HostileTable(#"a market price beside a price"#, sql: #"PRAGMA ignore_check_constraints = ON; UPDATE menu_node SET market_price = 1 WHERE id = 3"#,
                 reports: [#"#3 '宫保鸡丁': a dish with both a price (38.00) and a market price"#],
                 repairs: [#"removed the market price of #3 '宫保鸡丁', which keeps its price"#]),
    HostileTable(#"market_price of 3"#, sql: #"PRAGMA ignore_check_constraints = ON; UPDATE menu_node SET market_price = 3, price_fen = NULL WHERE id = 3"#,
                 reports: [#"#3 '宫保鸡丁': market_price is 3, not 0 or 1"#],
                 repairs: [#"#3 '宫保鸡丁': set market_price to 1"#]),
    HostileTable(#"a choice list picking more than it may"#, sql: #"PRAGMA ignore_check_constraints = ON; INSERT INTO choice_list VALUES (1, '辣度', 3, 1); INSERT INTO choice_option VALUES (1,0,'微辣',0,0),(1,1,'中辣',0,0),(1,2,'特辣',0,0)"#,
                 reports: [#"choice list #1 '辣度': the pick rule 3-1 cannot be met"#],
                 repairs: [#"choice list #1 '辣度': pick rule set to 1"#]),
    HostileTable(#"options of a missing list"#, sql: #"INSERT INTO choice_option VALUES (9,0,'微辣',0,0)"#,
                 reports: [#"choice options of #9: options of a list that is not in the menu"#],
                 repairs: [#"choice options of #9: dropped (their list is not in the menu)"#]),
    HostileTable(#"a choice offered by a missing node"#, sql: #"INSERT INTO choice_list VALUES (1, '辣度', 0, 1); INSERT INTO choice_option VALUES (1,0,'微辣',0,0); INSERT INTO choice_offer VALUES (999, 1, 0, 0)"#,
                 reports: [#"choice offer #999/#1: an offer of list #1 by node #999, which is not in the menu"#],
                 repairs: [#"choice offer #999/#1: dropped (an offer of list #1 by node #999, which is not in the menu)"#]),
    HostileTable(#"a choice offer of a missing list"#, sql: #"INSERT INTO choice_offer VALUES (3, 9, 0, 0)"#,
                 reports: [#"choice offer #3/#9: an offer of choice list #9, which is not in the menu"#],
                 repairs: [#"choice offer #3/#9: dropped (an offer of choice list #9, which is not in the menu)"#]),
    HostileTable(#"a negative surcharge"#, sql: #"PRAGMA ignore_check_constraints = ON; INSERT INTO choice_list VALUES (1, '加料', 0, 2); INSERT INTO choice_option VALUES (1,0,'蛋',-100,0)"#,
                 reports: [#"choice list #1 '加料': its option '蛋' costs -100 fen more, not 0 to 999999999"#, #"choice list #1 '加料': the pick rule 0-2 asks for up to 2 of 1 option; MAX is at most the number of options"#],
                 repairs: [#"choice list #1 '加料': its option '蛋' costs nothing more now"#, #"choice list #1 '加料': pick rule set to 0-1"#]),
    HostileTable(#"an option sold_out of 2"#, sql: #"PRAGMA ignore_check_constraints = ON; INSERT INTO choice_list VALUES (1, '加料', 0, 2); INSERT INTO choice_option VALUES (1,0,'蛋',100,2)"#,
                 reports: [#"choice list #1 '加料': its option '蛋' has sold_out 2, not 0 or 1"#, #"choice list #1 '加料': the pick rule 0-2 asks for up to 2 of 1 option; MAX is at most the number of options"#],
                 repairs: [#"choice list #1 '加料': marked its option '蛋' sold out (sold_out 1)"#, #"choice list #1 '加料': pick rule set to 0-1"#]),
    HostileTable(#"a choice list with a slash in its name"#, sql: #"PRAGMA ignore_check_constraints = ON; INSERT INTO choice_list VALUES (1, '加/料', 0, 2); INSERT INTO choice_option VALUES (1,0,'蛋',100,0)"#,
                 reports: [#"choice list #1 '加/料': its name holds a '/'"#, #"choice list #1 '加/料': the pick rule 0-2 asks for up to 2 of 1 option; MAX is at most the number of options"#],
                 repairs: [#"choice list #1 '加/料': renamed it '加／料'"#, #"choice list #1 '加／料': pick rule set to 0-1"#]),
    HostileTable(#"more portions left than daily"#, sql: #"PRAGMA ignore_check_constraints = ON; INSERT INTO dish_count VALUES (3, 30, 20)"#,
                 reports: [#"#3 '宫保鸡丁': 30 portions left, more than its daily count of 20"#],
                 repairs: [#"#3 '宫保鸡丁': 20 left, 20 a day"#]),
    HostileTable(#"negative portions"#, sql: #"PRAGMA ignore_check_constraints = ON; INSERT INTO dish_count VALUES (3, -2, NULL)"#,
                 reports: [#"#3 '宫保鸡丁': -2 portions left, fewer than none"#],
                 repairs: [#"#3 '宫保鸡丁': 0 left"#]),
    HostileTable(#"a count on a group"#, sql: #"INSERT INTO dish_count VALUES (2, 5, NULL)"#,
                 reports: [#"#2 '主菜': a count on a group: only dishes are counted"#],
                 repairs: [#"#2 '主菜': count removed"#]),
    HostileTable(#"a count of a missing node"#, sql: #"INSERT INTO dish_count VALUES (999, 5, NULL)"#,
                 reports: [#"#999: a count of a node that is not in the file"#],
                 repairs: [#"#999: count removed"#]),
    HostileTable(#"sold out until, of a missing node"#, sql: #"INSERT INTO sold_out_until VALUES (999, 1700000000)"#,
                 reports: [#"#999: the end of a sold-out of a node that is not in the file"#],
                 repairs: [#"#999: end of sold-out removed"#]),
    HostileTable(#"a price entry of a missing node"#, sql: #"INSERT INTO price_list (id, name) VALUES (1, '会员价'); INSERT INTO price_entry (list_id, node_id, price_fen) VALUES (1, 999, 3000)"#,
                 reports: [#"price list 会员价: an entry names #999, which is not in the menu"#],
                 repairs: [#"price list 会员价: dropped the entry that names #999, which is not in the menu"#]),
    HostileTable(#"a price entry of a missing list"#, sql: #"INSERT INTO price_entry (list_id, node_id, price_fen) VALUES (9, 3, 3000)"#,
                 reports: [#"price list #9: an entry belongs to no price list"#],
                 repairs: [#"price list #9: dropped the entry that belongs to no price list"#]),
    HostileTable(#"a price list rule without a value"#, sql: #"PRAGMA ignore_check_constraints = ON; INSERT INTO price_list (id, name, rule_kind) VALUES (1, '会员价', 'percent')"#,
                 reports: [#"price list 会员价: its rule (percent, no value) is not a rule"#],
                 repairs: [#"price list 会员价: took its rule off; its dishes keep their own prices"#]),
    HostileTable(#"a price list rounding to 7 fen"#, sql: #"PRAGMA ignore_check_constraints = ON; INSERT INTO price_list (id, name, round_fen) VALUES (1, '会员价', 7)"#,
                 reports: [#"price list 会员价: it rounds to 7 fen, not 1, 10, 50 or 100"#],
                 repairs: [#"price list 会员价: rounds to 1 fen now"#]),
    HostileTable(#"a price list window whose start is its end"#, sql: #"PRAGMA ignore_check_constraints = ON; INSERT INTO price_list (id, name) VALUES (1, '午市'); INSERT INTO price_list_window VALUES (1, 0, 127, 600, 600)"#,
                 reports: [#"price list 午市: its window 10:00-10:00 closes when it opens"#],
                 repairs: [#"price list 午市: removed its window 10:00-10:00"#]),
    HostileTable(#"a price list window of a missing list"#, sql: #"INSERT INTO price_list_window VALUES (9, 0, 127, 600, 700)"#,
                 reports: [#"price list #9: serving windows of a price list that is gone"#],
                 repairs: [#"price list #9: dropped the windows of a list that is gone"#]),
    HostileTable(#"a size price of a missing entry"#, sql: #"INSERT INTO price_entry_size VALUES (9, 3, '小', 100)"#,
                 reports: [#"price list #9: a price for size '小' of #3, which has no such size"#],
                 repairs: [#"price list #9: dropped the price for size '小' of #3"#]),
    HostileTable(#"a price entry on a group"#, sql: #"INSERT INTO price_list (id, name) VALUES (1, '会员价'); INSERT INTO price_entry (list_id, node_id, price_fen) VALUES (1, 2, 3000)"#,
                 reports: [#"price list 会员价: an entry names #2 '主菜', which is not a dish"#],
                 repairs: [#"price list 会员价: dropped the entry that names #2 '主菜', which is not a dish"#]),
    HostileTable(#"a min order of 0"#, sql: #"PRAGMA ignore_check_constraints = ON; INSERT INTO price_list (id, name) VALUES (1, '外卖'); INSERT INTO price_entry (list_id, node_id, min_order) VALUES (1, 3, 0)"#,
                 reports: [#"price list 外卖: its entry for #3 has a minimum order of 0, not 1 to 999"#],
                 repairs: [#"price list 外卖: took the minimum order off its entry for #3"#, #"price list 外卖: dropped the entry that says nothing of #3 '宫保鸡丁'"#]),
    HostileTable(#"an unknown allergen"#, sql: #"INSERT INTO dish_allergen VALUES (3, 'kryptonite')"#,
                 reports: [#"#3 '宫保鸡丁': its allergen 'kryptonite' is not one menuctl knows (gluten, crustaceans, eggs, fish, peanuts, soybe*"#],
                 repairs: [#"#3 '宫保鸡丁': removed its allergen 'kryptonite'"#]),
    HostileTable(#"an allergen on a group"#, sql: #"DROP TRIGGER dish_allergen_on_dishes; INSERT INTO dish_allergen VALUES (2, 'peanuts')"#,
                 reports: [#"#2 '主菜': the allergen 'peanuts' on a group; only dishes have allergens"#, #"the trigger dish_allergen_on_dishes: missing or changed, so the file no longer keeps what it makes sure of"#],
                 repairs: [#"#2 '主菜': removed its allergen 'peanuts'"#, #"the trigger dish_allergen_on_dishes: made again as the migrations make it"#]),
    HostileTable(#"a diet of a missing node"#, sql: #"INSERT INTO dish_diet VALUES (999, 'vegan')"#,
                 reports: [#"#999: the diet 'vegan' of a node that is not in the file"#],
                 repairs: [#"#999: removed its diet 'vegan'"#]),
    HostileTable(#"an unknown diet"#, sql: #"INSERT INTO dish_diet VALUES (3, 'carnivore')"#,
                 reports: [#"#3 '宫保鸡丁': its diet 'carnivore' is not one menuctl knows (vegetarian, vegan, halal, gluten-free)"#],
                 repairs: [#"#3 '宫保鸡丁': removed its diet 'carnivore'"#]),
    HostileTable(#"a glossary word in no language"#, sql: #"INSERT INTO glossary VALUES ('english', '微辣', 'mild')"#,
                 reports: [#"glossary 'english' '微辣': breaks the rules: 'english' is not a language of ISO 639; did you mean en?"#],
                 repairs: [#"glossary 'english' '微辣': removed it"#]),
    HostileTable(#"a glossary word with a slash"#, sql: #"PRAGMA ignore_check_constraints = ON; INSERT INTO glossary VALUES ('en', '微/辣', 'mild')"#,
                 reports: [#"glossary 'en' '微/辣': breaks the rules: a glossary word follows the rules of a name: a name cannot hold '/', which separates the names in a path: '微/辣'"#],
                 repairs: [#"glossary 'en' '微/辣': removed it"#]),
    HostileTable(#"a garbage history entry"#, sql: #"UPDATE menu_history SET changeset = x'17DEADBEEF00FF' WHERE id = (SELECT max(id) FROM menu_history)"#,
                 reports: [#"history entry #1 (menuctl add-item -p 主菜/宫保鸡丁 主菜/回锅肉 早餐/担担面 --price 38 -q): damaged: its record of changes is *"#],
                 repairs: [#"history entry #1 (menuctl add-item -p 主菜/宫保鸡丁 主菜/回锅肉 早餐/担担面 --price 38 -q): dropped, as its record of changes is cut short or garbled"#]),
    HostileTable(#"a history entry undone at -1"#, sql: #"PRAGMA ignore_check_constraints = ON; UPDATE menu_history SET undone = -1 WHERE id = (SELECT max(id) FROM menu_history)"#,
                 reports: [#"history entry #1 (menuctl add-item -p 主菜/宫保鸡丁 主菜/回锅肉 早餐/担担面 --price 38 -q): its undone mark is -1, not a posit*"#],
                 repairs: [#"history entry #1 (menuctl add-item -p 主菜/宫保鸡丁 主菜/回锅肉 早餐/担担面 --price 38 -q): dropped, as undo and redo cannot take it"#]),
    HostileTable(#"redoable without being undone"#, sql: #"PRAGMA ignore_check_constraints = ON; UPDATE menu_history SET redoable = 1 WHERE id = (SELECT max(id) FROM menu_history)"#,
                 reports: [#"history entry #1 (menuctl add-item -p 主菜/宫保鸡丁 主菜/回锅肉 早餐/担担面 --price 38 -q): redoable, yet not undone, so undo and redo cannot take it"#],
                 repairs: [#"history entry #1 (menuctl add-item -p 主菜/宫保鸡丁 主菜/回锅肉 早餐/担担面 --price 38 -q): dropped, as undo and redo cannot take it"#]),
    HostileTable(#"the id sequence at its end"#, sql: #"UPDATE sqlite_sequence SET seq = 9223372036854775807 WHERE name = 'menu_node'"#,
                 reports: [#"the id sequence of menu_node: at 9223372036854775807, the largest id there is: the next add-item or add-group fails with 'no id is left'"#],
                 repairs: [#"the id sequence of menu_node: left as it is: an id is never given twice"#], mendable: false),
    HostileTable(#"a dropped trigger"#, sql: #"DROP TRIGGER menu_node_no_cycle"#,
                 reports: [#"the trigger menu_node_no_cycle: missing or changed, so the file no longer keeps what it makes sure of"#],
                 repairs: [#"the trigger menu_node_no_cycle: made again as the migrations make it"#]),
    HostileTable(#"an option name with a slash"#, sql: #"INSERT INTO choice_list VALUES (1, '加料', 0, 1); PRAGMA ignore_check_constraints = ON; INSERT INTO choice_option VALUES (1,0,'蛋/肉',100,0)"#,
                 reports: [#"choice list #1 '加料': its option '蛋/肉': the name holds a '/'"#],
                 repairs: [#"choice list #1 '加料': renamed its option '蛋/肉' to '蛋／肉'"#]),
    HostileTable(#"an offer withdrawn 3 times"#, sql: #"INSERT INTO choice_list VALUES (1, '加料', 0, 1); INSERT INTO choice_option VALUES (1,0,'蛋',100,0); PRAGMA ignore_check_constraints = ON; INSERT INTO choice_offer VALUES (3, 1, 0, 3)"#,
                 reports: [#"#3 '宫保鸡丁': its offer of choice list #1 has withdrawn 3, not 0 or 1"#],
                 repairs: [#"#3 '宫保鸡丁': withdrew choice list #1 (withdrawn 1)"#]),
    HostileTable(#"a price list rule of an unknown kind"#, sql: #"PRAGMA ignore_check_constraints = ON; INSERT INTO price_list (id, name, rule_kind, rule_value) VALUES (1, '会员价', 'bogo', 5)"#,
                 reports: [#"price list 会员价: its rule (bogo, 5) is not a rule"#],
                 repairs: [#"price list 会员价: took its rule off; its dishes keep their own prices"#]),
    HostileTable(#"a negative box fee on a price list"#, sql: #"PRAGMA ignore_check_constraints = ON; INSERT INTO price_list (id, name, box_fee_fen) VALUES (1, '外卖', -100)"#,
                 reports: [#"price list 外卖: its box fee of -100 fen is not an amount"#],
                 repairs: [#"price list 外卖: took its box fee off"#]),
    HostileTable(#"a negative price in a price list"#, sql: #"PRAGMA ignore_check_constraints = ON; INSERT INTO price_list (id, name) VALUES (1, '会员价'); INSERT INTO price_entry (list_id, node_id, price_fen) VALUES (1, 3, -5)"#,
                 reports: [#"price list 会员价: its entry for #3 has a price or box fee that is not an amount"#],
                 repairs: [#"price list 会员价: took the price and box fee that were not amounts off its entry for #3"#, #"price list 会员价: dropped the entry that says nothing of #3 '宫保鸡丁'"#]),
    HostileTable(#"a price list entry not sold 5 times"#, sql: #"PRAGMA ignore_check_constraints = ON; INSERT INTO price_list (id, name) VALUES (1, '外卖'); INSERT INTO price_entry (list_id, node_id, not_sold) VALUES (1, 3, 5)"#,
                 reports: [#"price list 外卖: its entry for #3 has not_sold 5, not 0 or 1"#],
                 repairs: [#"price list 外卖: its entry for #3 is not sold now (not_sold 1)"#]),
    HostileTable(#"a price list with an empty name"#, sql: #"PRAGMA ignore_check_constraints = ON; INSERT INTO price_list (id, name) VALUES (1, '')"#,
                 reports: [#"price list #1 '': its name is empty"#],
                 repairs: [#"price list #1 '': renamed it 'list 1'"#]),
    HostileTable(#"a diet on a group"#, sql: #"DROP TRIGGER dish_diet_on_dishes; INSERT INTO dish_diet VALUES (2, 'vegan')"#,
                 reports: [#"#2 '主菜': the diet 'vegan' on a group; only dishes have diets"#, #"the trigger dish_diet_on_dishes: missing or changed, so the file no longer keeps what it makes sure of"#],
                 repairs: [#"#2 '主菜': removed its diet 'vegan'"#, #"the trigger dish_diet_on_dishes: made again as the migrations make it"#]),
    HostileTable(#"the numbers of the history at their end"#, sql: #"UPDATE sqlite_sequence SET seq = 9223372036854775807 WHERE name = 'menu_history'"#,
                 reports: [#"the numbers of the history entries: at 9223372036854775807, the largest there is: the next change cannot be recorded"#],
                 repairs: [#"the numbers of the history entries: numbered 1 to 1 again, in their order"#]),
    HostileTable(#"a dish whose group does not exist"#, sql: #"INSERT INTO menu_node (id, parent_id, kind, name, position) VALUES (20, 999, 'item', '孤儿', 0)"#,
                 reports: [#"#20 '孤儿': its group #999 does not exist"#],
                 repairs: [#"made the group 'recovered' (#21) at the top"#, #"moved #20 '孤儿' into 'recovered' (its group #999 did not exist)"#]),
    HostileTable(#"a group inside itself"#, sql: #"INSERT INTO menu_node (id, parent_id, kind, name, position) VALUES (20, 20, 'group', '自环', 0)"#,
                 reports: [#"#20 '自环': it is inside itself: #20 in #20"#],
                 repairs: [#"made the group 'recovered' (#21) at the top"#, #"moved #20 '自环' into 'recovered' (it was inside itself)"#]),
    HostileTable(#"expanded 5"#, sql: #"PRAGMA ignore_check_constraints = ON; UPDATE menu_node SET expanded = 5 WHERE id = 2"#,
                 reports: [#"#2 '主菜': expanded is 5, not 0 or 1"#],
                 repairs: [#"set expanded of #2 '主菜' to 1 (it was 5)"#]),
    HostileTable(#"a price on a group"#, sql: #"PRAGMA ignore_check_constraints = ON; UPDATE menu_node SET price_fen = 100 WHERE id = 5"#,
                 reports: [#"#5 '早餐': a group with a price"#],
                 repairs: [#"removed the price of #5 '早餐' (a group has none)"#]),
    HostileTable(#"an option at place 40"#, sql: #"INSERT INTO choice_list VALUES (1, '加料', 0, 1); PRAGMA ignore_check_constraints = ON; INSERT INTO choice_option VALUES (1,40,'蛋',100,0)"#,
                 reports: [#"choice list #1 '加料': its option '蛋' is at place 40 instead of 0"#],
                 repairs: [#"choice list #1 '加料': moved its option '蛋' to place 0"#]),
    HostileTable(#"a tag at place -1"#, sql: #"PRAGMA ignore_check_constraints = ON; INSERT INTO dish_tag VALUES (3, '招牌', -1)"#,
                 reports: [#"#3 '宫保鸡丁': its tag '招牌' is at place -1 instead of 0"#],
                 repairs: [#"#3 '宫保鸡丁': moved its tag '招牌' to place 0"#]),
    HostileTable(#"an offer at place -1"#, sql: #"INSERT INTO choice_list VALUES (1, '加料', 0, 1); INSERT INTO choice_option VALUES (1,0,'蛋',100,0); PRAGMA ignore_check_constraints = ON; INSERT INTO choice_offer VALUES (3, 1, -1, 0)"#,
                 reports: [#"#3 '宫保鸡丁': its offer of choice list #1 is at place -1 instead of 0"#],
                 repairs: [#"#3 '宫保鸡丁': moved its offer of choice list #1 to place 0"#]),
]

@Suite struct HostileTablesTests {
    /// The standard menu, made once and copied for each case.
    nonisolated(unsafe) private static let template: Sandbox = {
        let sandbox = Sandbox()
        _ = try? sandbox.run(["add-item", "-p", "主菜/宫保鸡丁", "主菜/回锅肉", "早餐/担担面", "--price", "38", "-q"])
        return sandbox
    }()

    @Test(arguments: hostileTables)
    func checkReportsItRepairMendsItAndUndoStillWorks(_ hostile: HostileTable) throws {
        let sandbox = Sandbox()
        try FileManager.default.copyItem(atPath: Self.template.database, toPath: sandbox.database)
        let written = try Sandbox.execute("/usr/bin/sqlite3", [sandbox.database, hostile.sql])
        #expect(written.status == 0 && written.stderr.isEmpty, "\(written)")

        let checked = try sandbox.run(["check"])
        #expect(checked.status == 1, "\(checked)")
        expectLines(checked.stdout, hostile.reports, "\(hostile.label): check")
        #expect(checked.stderr.contains("menuctl check --repair"), "\(checked)")

        let repaired = try sandbox.run(["check", "--repair"])
        if hostile.mendable {
            #expect(repaired.status == 0 && repaired.stderr.isEmpty, "\(hostile.label): \(repaired)")
            expectLines(repaired.stdout, hostile.repairs + ["no problems left: *"], "\(hostile.label): repair")
            let again = try sandbox.run(["check"])
            #expect(again.status == 0 && again.stdout.hasPrefix("no problems: "), "\(hostile.label): \(again)")
            #expect(try sandbox.query("PRAGMA integrity_check") == "ok", "\(hostile.label)")
        } else {
            #expect(repaired.status == 1, "\(hostile.label): \(repaired)")
            expectLines(repaired.stdout, hostile.repairs + hostile.reports, "\(hostile.label): repair")
            #expect(repaired.stderr.hasPrefix("Notice: 1 problem could not be mended"), "\(repaired)")
        }
        #expect(try sandbox.query("PRAGMA foreign_key_check") == "", "\(hostile.label)")

        // The menu works on: it lists, and a change undoes and redoes.
        #expect(try sandbox.run(["list", "--all"]).status == 0)
        guard hostile.mendable else { return }
        try sandbox.must("edit", "担担面", "--price", "12")
        let undone = try sandbox.run(["undo"])
        #expect(undone.status == 0 && undone.stdout.hasPrefix("undid #"), "\(hostile.label): \(undone)")
        let redone = try sandbox.run(["redo"])
        #expect(redone.status == 0 && redone.stdout.hasPrefix("redid #"), "\(hostile.label): \(redone)")
        #expect(try sandbox.query("SELECT price_fen FROM menu_node WHERE id = 6") == "1200")
    }

    /// Every rule at once, several in one row: the repair never trips a
    /// CHECK it has not mended yet, and leaves a sound file.
    @Test func everyRuleBrokenAtOnceIsMendedInOneGo() throws {
        let sandbox = Sandbox()
        try FileManager.default.copyItem(atPath: Self.template.database, toPath: sandbox.database)
        // Through stdin, so the shell goes on past a statement a trigger refuses.
        _ = try Sandbox.execute("/usr/bin/sqlite3", [sandbox.database], stdin: """
            PRAGMA ignore_check_constraints = ON;
            DROP TRIGGER dish_size_on_a_dish_without_price; DROP TRIGGER menu_node_price_or_sizes;
            DROP TRIGGER node_detail_spice_on_dishes; DROP TRIGGER dish_tag_on_dishes;
            UPDATE menu_node SET sold_out = 7, market_price = 3, price_fen = -5, expanded = 9, name = '' WHERE id = 3;
            UPDATE menu_node SET sold_out = 1, unit = '', market_price = 1, price_fen = 5, expanded = -1 WHERE id = 2;
            INSERT INTO dish_size VALUES (4, 9, '', -1), (4, 12, '大/份', 99999999999), (3, 0, '小', 100);
            INSERT INTO node_detail VALUES (2, '', 9);
            INSERT INTO dish_tag VALUES (2, '', -1);
            INSERT INTO dish_count VALUES (2, -5, -9);
            INSERT INTO price_list VALUES (1, '', 'bogo', NULL, 3, -1);
            INSERT INTO price_entry VALUES (1, 2, -1, -1, 0, 7);
            INSERT INTO price_entry_size VALUES (1, 2, '', -1);
            INSERT INTO choice_list VALUES (1, '', 40, 0);
            INSERT INTO choice_option VALUES (1, 40, '', -1, 5);
            INSERT INTO choice_offer VALUES (2, 1, -1, 9);
            INSERT INTO serving_window VALUES (2, -1, 0, 2000, 2000);
            INSERT INTO price_list_window VALUES (1, -1, 0, 2000, 2000);
            INSERT INTO glossary VALUES ('', '', '');
            UPDATE menu_history SET undone = -4, redoable = 5;
            """ + hostileTables.map(\.sql).filter { !$0.contains("9223372036854775807 WHERE name = 'menu_node'") }
                .joined(separator: ";\n") + ";\n")
        let checked = try sandbox.run(["check"])
        #expect(checked.status == 1 && checked.lines.count > 80, "\(checked)")
        let repaired = try sandbox.run(["check", "--repair"])
        #expect(repaired.status == 0 && repaired.lines.last?.hasPrefix("no problems left: ") == true, "\(repaired)")
        let again = try sandbox.run(["check"])
        #expect(again.status == 0 && again.stdout.hasPrefix("no problems: "), "\(again)")
        #expect(try sandbox.query("PRAGMA integrity_check") == "ok")
        #expect(try sandbox.query("PRAGMA foreign_key_check") == "")
        try sandbox.must("add-item", "新菜", "--in", "早餐")
        #expect(try sandbox.run(["undo"]).status == 0)
    }

    @Test func theTableHoldsEveryKind() {
        #expect(hostileTables.count >= 53)
        #expect(Set(hostileTables.map(\.label)).count == hostileTables.count, "each case once")
    }
}

/// The lines of `output` are `expected`, in order; an expected line ending
/// in `*` matches a line it starts.
private func expectLines(_ output: String, _ expected: [String], _ what: String,
                         sourceLocation: SourceLocation = #_sourceLocation) {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    let matches = lines.count == expected.count && zip(lines, expected).allSatisfy { line, pattern in
        pattern.hasSuffix("*") ? line.hasPrefix(pattern.dropLast()) : line == pattern
    }
    #expect(matches, "\(what): \(lines) is not \(expected)", sourceLocation: sourceLocation)
}
