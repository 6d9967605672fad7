-- A menu at schema version 25 (today's price and fees), the schema before
-- kcal and allergens on choice options and conditions on price lists:
-- 宫保鸡丁 (520 kcal, peanuts) under 主菜, which offers 加料 (加面 +2, 加蛋 +3),
-- 酸梅汤 by the 杯 under 酒水, price lists 会员价 (-10%) and 午市 (-2 at
-- 11:00-14:00), each command recorded in history, then `.dump`. 0026
-- upgrades it in OptionLabelsUpgradeTests. The search keys' separator byte
-- (0x01) is written char(1), so that this file is plain text.
PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE menuctl_migration (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
) STRICT;
INSERT INTO menuctl_migration VALUES(1,'create_menu_node','2026-12-03T02:58:41Z');
INSERT INTO menuctl_migration VALUES(2,'ids_for_life','2026-12-03T02:58:41Z');
INSERT INTO menuctl_migration VALUES(3,'service','2026-12-03T02:58:41Z');
INSERT INTO menuctl_migration VALUES(4,'history','2026-12-03T02:58:41Z');
INSERT INTO menuctl_migration VALUES(5,'dish_details','2026-12-03T02:58:41Z');
INSERT INTO menuctl_migration VALUES(6,'sizes','2026-12-03T02:58:42Z');
INSERT INTO menuctl_migration VALUES(7,'search_buckets','2026-12-03T02:58:42Z');
INSERT INTO menuctl_migration VALUES(8,'search_readings','2026-12-03T02:58:42Z');
INSERT INTO menuctl_migration VALUES(9,'choices','2026-12-03T02:58:42Z');
INSERT INTO menuctl_migration VALUES(10,'counts','2026-12-03T02:58:42Z');
INSERT INTO menuctl_migration VALUES(11,'price_lists','2026-12-03T02:58:42Z');
INSERT INTO menuctl_migration VALUES(12,'allergens','2026-12-03T02:58:42Z');
INSERT INTO menuctl_migration VALUES(13,'glossary','2026-12-03T02:58:42Z');
INSERT INTO menuctl_migration VALUES(14,'set_meals','2026-12-03T02:58:42Z');
INSERT INTO menuctl_migration VALUES(15,'chain','2026-12-03T02:58:42Z');
INSERT INTO menuctl_migration VALUES(16,'per_row_cost','2026-12-03T02:58:42Z');
INSERT INTO menuctl_migration VALUES(17,'business_day','2026-12-03T02:58:42Z');
INSERT INTO menuctl_migration VALUES(18,'chain_of_files','2026-12-03T02:58:42Z');
INSERT INTO menuctl_migration VALUES(19,'description_translations','2026-12-03T02:58:42Z');
INSERT INTO menuctl_migration VALUES(20,'kitchen_stations','2026-12-03T02:58:42Z');
INSERT INTO menuctl_migration VALUES(21,'option_stations','2026-12-03T02:58:42Z');
INSERT INTO menuctl_migration VALUES(22,'photos','2026-12-03T02:58:42Z');
INSERT INTO menuctl_migration VALUES(23,'photo_chain','2026-12-03T02:58:42Z');
INSERT INTO menuctl_migration VALUES(24,'energy_portion','2026-12-03T02:58:42Z');
INSERT INTO menuctl_migration VALUES(25,'today_price_and_fees','2026-12-03T02:58:42Z');
CREATE TABLE IF NOT EXISTS "menu_node" (
    id        INTEGER PRIMARY KEY AUTOINCREMENT,
    parent_id INTEGER REFERENCES menu_node (id) ON DELETE CASCADE,
    kind      TEXT    NOT NULL CHECK (kind = 'root' OR kind = 'group' OR kind = 'item'),
    name      TEXT    NOT NULL,
    position  INTEGER NOT NULL,
    expanded  INTEGER NOT NULL DEFAULT 1 CHECK (expanded IN (0, 1)),
    price_fen INTEGER CHECK (price_fen BETWEEN 0 AND 999999999), sold_out INTEGER NOT NULL DEFAULT 0
    CHECK (sold_out IN (0, 1) AND (sold_out = 0 OR kind = 'item')), unit TEXT
    CHECK (unit IS NULL OR (kind = 'item' AND unit <> '' AND instr(unit, '/') = 0)), market_price INTEGER NOT NULL DEFAULT 0
    CHECK (market_price IN (0, 1) AND (market_price = 0 OR (kind = 'item' AND price_fen IS NULL))),
    CHECK ((kind = 'root') = (parent_id IS NULL)),
    CHECK (kind = 'root' OR (name <> '' AND instr(name, '/') = 0)),
    CHECK (kind = 'item' OR price_fen IS NULL),
    UNIQUE (parent_id, name),
    UNIQUE (parent_id, position)
) STRICT;
INSERT INTO menu_node VALUES(1,NULL,'root','',0,1,NULL,0,NULL,0);
INSERT INTO menu_node VALUES(2,1,'group','主菜',0,1,NULL,0,NULL,0);
INSERT INTO menu_node VALUES(3,1,'group','酒水',1,1,NULL,0,NULL,0);
INSERT INTO menu_node VALUES(4,2,'item','宫保鸡丁',0,0,3800,0,NULL,0);
INSERT INTO menu_node VALUES(5,3,'item','酸梅汤',0,0,800,0,'杯',0);
CREATE TABLE serving_window (
    node_id  INTEGER NOT NULL REFERENCES menu_node (id) ON DELETE CASCADE,
    position INTEGER NOT NULL CHECK (position >= 0),
    days     INTEGER NOT NULL CHECK (days BETWEEN 1 AND 127),
    opens    INTEGER NOT NULL CHECK (opens BETWEEN 0 AND 1439),
    closes   INTEGER NOT NULL CHECK (closes BETWEEN 0 AND 1440),
    CHECK (opens <> closes),
    PRIMARY KEY (node_id, position)
) STRICT, WITHOUT ROWID;
CREATE TABLE menu_history (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    -- Seconds since 1970-01-01 UTC; shown in local time.
    recorded_at INTEGER NOT NULL,
    -- The command as typed, its words quoted so it could be pasted back.
    command     TEXT    NOT NULL,
    -- What it changed, in a few words: `+3 dishes`, `price 36.00 → 38.00`.
    summary     TEXT    NOT NULL,
    changeset   BLOB    NOT NULL,
    -- NULL while the change is in effect; once undone, the undo's turn
    -- (1, 2, …), so `redo` takes back the most recent undo first.
    undone      INTEGER CHECK (undone > 0),
    -- 1 from an undo until anything new is recorded: only then may `redo`
    -- re-apply it, as in an editor.
    redoable    INTEGER NOT NULL DEFAULT 0 CHECK (redoable IN (0, 1)),
    CHECK (redoable = 0 OR undone IS NOT NULL)
) STRICT;
INSERT INTO menu_history VALUES(1,1796266722,'menuctl add-group 主菜 酒水 -q','+2 groups',X'540a010000000000000000006d656e755f6e6f6465001200010000000000000002010000000000000001030567726f75700306e4b8bbe88f9c01000000000000000001000000000000000105010000000000000000050100000000000000001200010000000000000003010000000000000001030567726f75700306e98592e6b0b40100000000000000010100000000000000010501000000000000000005010000000000000000',NULL,0);
INSERT INTO menu_history VALUES(2,1796266722,'menuctl add-item 主菜/宫保鸡丁 --price 38 --kcal 520 --allergen peanuts -q','+1 dish',X'540a010000000000000000006d656e755f6e6f646500120001000000000000000401000000000000000203046974656d030ce5aeabe4bf9de9b8a1e4b881010000000000000000010000000000000000010000000000000ed80100000000000000000501000000000000000054020102646973685f616c6c657267656e00120001000000000000000403077065616e7574735403010200646973685f6b63616c0012000100000000000000040300010000000000000208',NULL,0);
INSERT INTO menu_history VALUES(3,1796266722,'menuctl add-item 酒水/酸梅汤 --price 8 --unit 杯 -q','+1 dish',X'540a010000000000000000006d656e755f6e6f646500120001000000000000000501000000000000000303046974656d0309e985b8e6a285e6b1a40100000000000000000100000000000000000100000000000003200100000000000000000303e69daf010000000000000000',NULL,0);
INSERT INTO menu_history VALUES(4,1796266722,'menuctl choices add 加料 --pick 0-2 --option 加面=+2 --option 加蛋=+3 -q','choices',X'54040100000063686f6963655f6c6973740012000100000000000000010306e58aa0e696990100000000000000000100000000000000025405010200000063686f6963655f6f7074696f6e0012000100000000000000010100000000000000010306e58aa0e89b8b01000000000000012c01000000000000000012000100000000000000010100000000000000000306e58aa0e99da20100000000000000c8010000000000000000',NULL,0);
INSERT INTO menu_history VALUES(5,1796266722,'menuctl choices offer 加料 主菜 -q','choices',X'54040100020063686f6963655f6f66666572001200010000000000000002010000000000000001010000000000000000010000000000000000',NULL,0);
INSERT INTO menu_history VALUES(6,1796266722,'menuctl prices add 会员价 --by -10% -q','price list',X'540601000000000070726963655f6c6973740012000100000000000000010309e4bc9ae59198e4bbb7030770657263656e7401fffffffffffffc1801000000000000000105',NULL,0);
INSERT INTO menu_history VALUES(7,1796266722,'menuctl prices add 午市 --by -2 --hours 11:00-14:00 -q','price list',X'540601000000000070726963655f6c6973740012000100000000000000020306e58d88e5b8820306616d6f756e7401ffffffffffffff38010000000000000001055405010200000070726963655f6c6973745f77696e646f7700120001000000000000000201000000000000000001000000000000007f010000000000000294010000000000000348',NULL,0);
CREATE TABLE node_detail (
    node_id     INTEGER PRIMARY KEY REFERENCES menu_node (id) ON DELETE CASCADE,
    -- One line of at most 500 characters.
    description TEXT CHECK (description IS NULL OR (description <> '' AND length(description) <= 500
                            AND instr(description, char(10)) = 0 AND instr(description, char(13)) = 0)),
    -- 0 none, 1 mild, 2 medium, 3 hot.
    spice       INTEGER CHECK (spice IS NULL OR spice BETWEEN 0 AND 3),
    CHECK (description IS NOT NULL OR spice IS NOT NULL)
) STRICT;
CREATE TABLE dish_tag (
    node_id  INTEGER NOT NULL REFERENCES menu_node (id) ON DELETE CASCADE,
    tag      TEXT    NOT NULL CHECK (tag <> '' AND length(tag) <= 20 AND instr(tag, '/') = 0 AND instr(tag, ';') = 0),
    position INTEGER NOT NULL CHECK (position >= 0),
    PRIMARY KEY (node_id, tag),
    UNIQUE (node_id, position)
) STRICT, WITHOUT ROWID;
CREATE TABLE node_translation (
    node_id INTEGER NOT NULL REFERENCES menu_node (id) ON DELETE CASCADE,
    lang    TEXT    NOT NULL CHECK (lang <> '' AND length(lang) <= 35),
    text    TEXT    NOT NULL CHECK (text <> '' AND length(text) <= 100
                                    AND instr(text, char(10)) = 0 AND instr(text, char(13)) = 0),
    PRIMARY KEY (node_id, lang)
) STRICT, WITHOUT ROWID;
CREATE TABLE dish_size (
    node_id   INTEGER NOT NULL REFERENCES menu_node (id) ON DELETE CASCADE,
    position  INTEGER NOT NULL CHECK (position BETWEEN 0 AND 7),
    name      TEXT    NOT NULL CHECK (name <> '' AND instr(name, '/') = 0),
    price_fen INTEGER NOT NULL CHECK (price_fen BETWEEN 0 AND 999999999),
    PRIMARY KEY (node_id, position),
    UNIQUE (node_id, name)
) STRICT, WITHOUT ROWID;
CREATE TABLE search_bucket (
    bucket INTEGER PRIMARY KEY,
    keys   TEXT    NOT NULL
, readings TEXT NOT NULL DEFAULT '') STRICT;
INSERT INTO search_bucket VALUES(0,''||char(1)||'主菜'||char(1)||'zc'||char(1)||'zhucai'||char(1)||'酒水'||char(1)||'js'||char(1)||'jiushui'||char(1)||'宫保鸡丁'||char(1)||'酸梅汤'||char(1)||'','gbj(d/z)'||char(1)||'gongbaoji(ding/zheng)'||char(1)||'sm(t/s)'||char(1)||'suanmei(tang/shang)'||char(1)||'');
CREATE TABLE search_pending (
    bucket INTEGER PRIMARY KEY
) STRICT;
CREATE TABLE choice_list (
    id       INTEGER PRIMARY KEY,
    name     TEXT    NOT NULL UNIQUE CHECK (name <> '' AND instr(name, '/') = 0),
    pick_min INTEGER NOT NULL CHECK (pick_min BETWEEN 0 AND 30),
    pick_max INTEGER NOT NULL CHECK (pick_max BETWEEN 1 AND 30 AND pick_max >= pick_min)
) STRICT;
INSERT INTO choice_list VALUES(1,'加料',0,2);
CREATE TABLE choice_option (
    list_id       INTEGER NOT NULL REFERENCES choice_list (id) ON DELETE CASCADE,
    position      INTEGER NOT NULL CHECK (position BETWEEN 0 AND 29),
    name          TEXT    NOT NULL CHECK (name <> '' AND instr(name, '/') = 0),
    surcharge_fen INTEGER NOT NULL DEFAULT 0 CHECK (surcharge_fen BETWEEN 0 AND 999999999),
    sold_out      INTEGER NOT NULL DEFAULT 0 CHECK (sold_out IN (0, 1)),
    PRIMARY KEY (list_id, position),
    UNIQUE (list_id, name)
) STRICT, WITHOUT ROWID;
INSERT INTO choice_option VALUES(1,0,'加面',200,0);
INSERT INTO choice_option VALUES(1,1,'加蛋',300,0);
CREATE TABLE choice_offer (
    node_id   INTEGER NOT NULL REFERENCES menu_node (id) ON DELETE CASCADE,
    list_id   INTEGER NOT NULL REFERENCES choice_list (id) ON DELETE CASCADE,
    position  INTEGER NOT NULL CHECK (position >= 0),
    withdrawn INTEGER NOT NULL DEFAULT 0 CHECK (withdrawn IN (0, 1)),
    PRIMARY KEY (node_id, position),
    UNIQUE (node_id, list_id)
) STRICT, WITHOUT ROWID;
INSERT INTO choice_offer VALUES(2,1,0,0);
CREATE TABLE dish_count (
    node_id        INTEGER PRIMARY KEY REFERENCES menu_node (id) ON DELETE CASCADE,
    portions_left  INTEGER NOT NULL CHECK (portions_left BETWEEN 0 AND 999999),
    daily_portions INTEGER CHECK (daily_portions IS NULL OR daily_portions BETWEEN 0 AND 999999), portions_stocked INTEGER NOT NULL DEFAULT 0
    CHECK (portions_stocked BETWEEN 0 AND 999999), portions_sold INTEGER NOT NULL DEFAULT 0
    CHECK (portions_sold >= 0),
    CHECK (daily_portions IS NULL OR portions_left <= daily_portions)
) STRICT;
CREATE TABLE sold_out_until (
    node_id INTEGER PRIMARY KEY REFERENCES menu_node (id) ON DELETE CASCADE,
    ends_at INTEGER NOT NULL
) STRICT;
CREATE TABLE price_list (
    id          INTEGER PRIMARY KEY,
    name        TEXT    NOT NULL UNIQUE CHECK (name <> '' AND instr(name, '/') = 0),
    rule_kind   TEXT    CHECK (rule_kind IN ('percent', 'amount')),
    rule_value  INTEGER CHECK (rule_value BETWEEN -999999999 AND 999999999),
    round_fen   INTEGER NOT NULL DEFAULT 1 CHECK (round_fen IN (1, 10, 50, 100)),
    box_fee_fen INTEGER CHECK (box_fee_fen BETWEEN 0 AND 999999999),
    CHECK ((rule_kind IS NULL) = (rule_value IS NULL))
) STRICT;
INSERT INTO price_list VALUES(1,'会员价','percent',-1000,1,NULL);
INSERT INTO price_list VALUES(2,'午市','amount',-200,1,NULL);
CREATE TABLE price_list_window (
    list_id  INTEGER NOT NULL REFERENCES price_list (id) ON DELETE CASCADE,
    position INTEGER NOT NULL CHECK (position >= 0),
    days     INTEGER NOT NULL CHECK (days BETWEEN 1 AND 127),
    opens    INTEGER NOT NULL CHECK (opens BETWEEN 0 AND 1439),
    closes   INTEGER NOT NULL CHECK (closes BETWEEN 0 AND 1440),
    CHECK (opens <> closes),
    PRIMARY KEY (list_id, position)
) STRICT, WITHOUT ROWID;
INSERT INTO price_list_window VALUES(2,0,127,660,840);
CREATE TABLE price_entry (
    list_id     INTEGER NOT NULL REFERENCES price_list (id) ON DELETE CASCADE,
    node_id     INTEGER NOT NULL REFERENCES menu_node (id) ON DELETE CASCADE,
    price_fen   INTEGER CHECK (price_fen BETWEEN 0 AND 999999999),
    box_fee_fen INTEGER CHECK (box_fee_fen BETWEEN 0 AND 999999999),
    min_order   INTEGER CHECK (min_order BETWEEN 1 AND 999),
    not_sold    INTEGER NOT NULL DEFAULT 0 CHECK (not_sold IN (0, 1)),
    PRIMARY KEY (list_id, node_id)
) STRICT, WITHOUT ROWID;
CREATE TABLE price_entry_size (
    list_id   INTEGER NOT NULL,
    node_id   INTEGER NOT NULL,
    name      TEXT    NOT NULL CHECK (name <> ''),
    price_fen INTEGER NOT NULL CHECK (price_fen BETWEEN 0 AND 999999999),
    PRIMARY KEY (list_id, node_id, name),
    FOREIGN KEY (list_id, node_id) REFERENCES price_entry (list_id, node_id) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;
CREATE TABLE dish_allergen (
    node_id  INTEGER NOT NULL REFERENCES menu_node (id) ON DELETE CASCADE,
    allergen TEXT    NOT NULL CHECK (allergen <> '' AND length(allergen) <= 40),
    PRIMARY KEY (node_id, allergen)
) STRICT, WITHOUT ROWID;
INSERT INTO dish_allergen VALUES(4,'peanuts');
CREATE TABLE dish_diet (
    node_id INTEGER NOT NULL REFERENCES menu_node (id) ON DELETE CASCADE,
    diet    TEXT    NOT NULL CHECK (diet <> '' AND length(diet) <= 40),
    PRIMARY KEY (node_id, diet)
) STRICT, WITHOUT ROWID;
CREATE TABLE glossary (
    lang        TEXT NOT NULL CHECK (lang <> '' AND length(lang) <= 35),
    word        TEXT NOT NULL CHECK (word <> '' AND length(word) <= 20 AND instr(word, '/') = 0),
    translation TEXT NOT NULL CHECK (translation <> '' AND length(translation) <= 100
                                     AND instr(translation, char(10)) = 0 AND instr(translation, char(13)) = 0),
    PRIMARY KEY (lang, word)
) STRICT, WITHOUT ROWID;
INSERT INTO glossary VALUES('en','两','liang (50 g)');
INSERT INTO glossary VALUES('en','中份','Medium');
INSERT INTO glossary VALUES('en','份','portion');
INSERT INTO glossary VALUES('en','位','per person');
INSERT INTO glossary VALUES('en','大份','Large');
INSERT INTO glossary VALUES('en','小份','Small');
INSERT INTO glossary VALUES('en','招牌','Signature');
INSERT INTO glossary VALUES('en','推荐','Recommended');
INSERT INTO glossary VALUES('en','斤','jin (500 g)');
INSERT INTO glossary VALUES('en','新品','New');
INSERT INTO glossary VALUES('en','杯','glass');
INSERT INTO glossary VALUES('en','清真','Halal');
INSERT INTO glossary VALUES('en','瓶','bottle');
INSERT INTO glossary VALUES('en','素','Vegetarian');
CREATE TABLE set_meal (
    node_id INTEGER PRIMARY KEY REFERENCES menu_node (id) ON DELETE CASCADE
) STRICT;
CREATE TABLE set_slot (
    id       INTEGER PRIMARY KEY,
    set_id   INTEGER NOT NULL REFERENCES set_meal (node_id) ON DELETE CASCADE,
    position INTEGER NOT NULL CHECK (position >= 0),
    name     TEXT    NOT NULL CHECK (name <> '' AND instr(name, '/') = 0),
    pick     INTEGER NOT NULL CHECK (pick >= 1),
    UNIQUE (set_id, name)
) STRICT;
CREATE TABLE set_slot_dish (
    slot_id       INTEGER NOT NULL REFERENCES set_slot (id) ON DELETE CASCADE,
    position      INTEGER NOT NULL CHECK (position >= 0),
    dish_id       INTEGER NOT NULL REFERENCES menu_node (id) ON DELETE CASCADE,
    size          TEXT    CHECK (size IS NULL OR (size <> '' AND instr(size, '/') = 0)),
    surcharge_fen INTEGER CHECK (surcharge_fen IS NULL OR surcharge_fen BETWEEN 1 AND 999999999),
    PRIMARY KEY (slot_id, position),
    UNIQUE (slot_id, dish_id)
) STRICT, WITHOUT ROWID;
CREATE TABLE chain_state (
    id       INTEGER PRIMARY KEY CHECK (id = 1),
    role     TEXT    NOT NULL CHECK (role IN ('head office', 'store')),
    chain_id TEXT    NOT NULL CHECK (chain_id <> '' AND length(chain_id) <= 64),
    sequence INTEGER NOT NULL DEFAULT 0 CHECK (sequence >= 0),
    applying INTEGER NOT NULL DEFAULT 0 CHECK (applying IN (0, 1))
, epoch INTEGER NOT NULL DEFAULT 1 CHECK (epoch >= 1)) STRICT;
CREATE TABLE chain_snapshot (
    sequence INTEGER PRIMARY KEY,
    content  BLOB    NOT NULL
) STRICT;
CREATE TABLE chain_owned (
    node_id  INTEGER PRIMARY KEY REFERENCES menu_node (id) ON DELETE CASCADE,
    position INTEGER NOT NULL
) STRICT;
CREATE TABLE store_price (
    node_id         INTEGER PRIMARY KEY REFERENCES menu_node (id) ON DELETE CASCADE,
    head_office_fen INTEGER CHECK (head_office_fen BETWEEN 0 AND 999999999)
) STRICT;
CREATE TABLE chain_refusal (
    node_id INTEGER NOT NULL
) STRICT;
CREATE TABLE dish_off_sale (
    node_id INTEGER PRIMARY KEY REFERENCES menu_node (id) ON DELETE CASCADE
) STRICT;
CREATE TABLE service_day (
    id          INTEGER PRIMARY KEY CHECK (id = 1),
    starts_at   INTEGER NOT NULL DEFAULT 300 CHECK (starts_at BETWEEN 0 AND 1439),
    current_day TEXT CHECK (current_day IS NULL OR current_day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]')
) STRICT;
INSERT INTO service_day VALUES(1,300,'2026-12-02');
CREATE TABLE chain_file (
    sequence INTEGER PRIMARY KEY CHECK (sequence >= 1),
    epoch    INTEGER NOT NULL CHECK (epoch >= 1),
    full     INTEGER NOT NULL CHECK (full IN (0, 1)),
    sha256   TEXT    NOT NULL CHECK (length(sha256) = 64 AND sha256 NOT GLOB '*[^0-9a-f]*')
) STRICT;
CREATE TABLE store_hours (
    node_id INTEGER PRIMARY KEY REFERENCES menu_node (id) ON DELETE CASCADE
) STRICT;
CREATE TABLE head_office_window (
    node_id  INTEGER NOT NULL REFERENCES store_hours (node_id) ON DELETE CASCADE,
    position INTEGER NOT NULL CHECK (position >= 0),
    days     INTEGER NOT NULL CHECK (days BETWEEN 1 AND 127),
    opens    INTEGER NOT NULL CHECK (opens BETWEEN 0 AND 1439),
    closes   INTEGER NOT NULL CHECK (closes BETWEEN 0 AND 1440),
    PRIMARY KEY (node_id, position)
) STRICT, WITHOUT ROWID;
CREATE TABLE store_price_entry (
    list_id INTEGER NOT NULL REFERENCES price_list (id) ON DELETE CASCADE,
    node_id INTEGER NOT NULL REFERENCES menu_node (id) ON DELETE CASCADE,
    PRIMARY KEY (list_id, node_id)
) STRICT, WITHOUT ROWID;
CREATE TABLE head_office_entry (
    list_id     INTEGER NOT NULL,
    node_id     INTEGER NOT NULL,
    price_fen   INTEGER,
    box_fee_fen INTEGER,
    min_order   INTEGER,
    not_sold    INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (list_id, node_id),
    FOREIGN KEY (list_id, node_id) REFERENCES store_price_entry (list_id, node_id) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;
CREATE TABLE head_office_entry_size (
    list_id   INTEGER NOT NULL,
    node_id   INTEGER NOT NULL,
    name      TEXT    NOT NULL,
    price_fen INTEGER NOT NULL,
    PRIMARY KEY (list_id, node_id, name),
    FOREIGN KEY (list_id, node_id) REFERENCES store_price_entry (list_id, node_id) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;
CREATE TABLE node_description_translation (
    node_id INTEGER NOT NULL REFERENCES menu_node (id) ON DELETE CASCADE,
    lang    TEXT    NOT NULL CHECK (lang <> '' AND length(lang) <= 35),
    text    TEXT    NOT NULL CHECK (text <> '' AND length(text) <= 500
                                    AND instr(text, char(10)) = 0 AND instr(text, char(13)) = 0),
    PRIMARY KEY (node_id, lang)
) STRICT, WITHOUT ROWID;
CREATE TABLE kitchen_station (
    id       INTEGER PRIMARY KEY,
    name     TEXT    NOT NULL UNIQUE CHECK (name <> '' AND length(name) <= 20 AND instr(name, '/') = 0),
    position INTEGER NOT NULL CHECK (position >= 0)
) STRICT;
CREATE TABLE node_station (
    node_id    INTEGER PRIMARY KEY REFERENCES menu_node (id) ON DELETE CASCADE,
    station_id INTEGER NOT NULL REFERENCES kitchen_station (id) ON DELETE CASCADE
) STRICT;
CREATE TABLE option_station (
    list_id    INTEGER NOT NULL REFERENCES choice_list (id) ON DELETE CASCADE,
    option     TEXT    NOT NULL CHECK (option <> '' AND instr(option, '/') = 0),
    station_id INTEGER NOT NULL REFERENCES kitchen_station (id) ON DELETE CASCADE,
    PRIMARY KEY (list_id, option)
) STRICT, WITHOUT ROWID;
CREATE TABLE photo_master (
    digest TEXT NOT NULL PRIMARY KEY CHECK (length(digest) = 64 AND digest NOT GLOB '*[^0-9a-f]*'),
    bytes  BLOB NOT NULL CHECK (length(bytes) > 0)
) STRICT;
CREATE TABLE node_photo (
    node_id INTEGER PRIMARY KEY REFERENCES menu_node (id) ON DELETE CASCADE,
    digest  TEXT    NOT NULL REFERENCES photo_master (digest),
    format  TEXT    NOT NULL CHECK (format IN ('jpeg', 'webp')),
    width   INTEGER NOT NULL CHECK (width BETWEEN 1 AND 4096),
    height  INTEGER NOT NULL CHECK (height BETWEEN 1 AND 4096),
    size    INTEGER NOT NULL CHECK (size > 0)
) STRICT;
CREATE TABLE dish_kcal (
    node_id INTEGER NOT NULL REFERENCES menu_node (id) ON DELETE CASCADE,
    size    TEXT    NOT NULL CHECK (instr(size, '/') = 0 AND length(size) <= 20),
    kcal    INTEGER NOT NULL CHECK (kcal BETWEEN 0 AND 10000),
    PRIMARY KEY (node_id, size)
) STRICT, WITHOUT ROWID;
INSERT INTO dish_kcal VALUES(4,'',520);
CREATE TABLE dish_portion (
    node_id INTEGER PRIMARY KEY REFERENCES menu_node (id) ON DELETE CASCADE,
    portion TEXT    NOT NULL CHECK (portion <> '' AND length(portion) <= 20)
) STRICT;
CREATE TABLE price_today (
    node_id   INTEGER PRIMARY KEY REFERENCES menu_node (id) ON DELETE CASCADE,
    price_fen INTEGER NOT NULL CHECK (price_fen BETWEEN 0 AND 999999999)
) STRICT;
CREATE TABLE menu_fee (
    name             TEXT    NOT NULL PRIMARY KEY CHECK (name <> '' AND length(name) <= 20 AND instr(name, '/') = 0),
    position         INTEGER NOT NULL CHECK (position >= 0),
    percent_hundredths INTEGER CHECK (percent_hundredths BETWEEN 0 AND 10000),
    amount_fen       INTEGER CHECK (amount_fen BETWEEN 0 AND 999999999),
    per              TEXT    CHECK (per IS NULL OR (per <> '' AND length(per) <= 10)),
    CHECK ((percent_hundredths IS NULL) <> (amount_fen IS NULL)),
    CHECK (per IS NULL OR amount_fen IS NOT NULL)
) STRICT;
DELETE FROM sqlite_sequence;
INSERT INTO sqlite_sequence VALUES('menu_node',5);
INSERT INTO sqlite_sequence VALUES('menu_history',7);
CREATE UNIQUE INDEX menu_node_one_root ON menu_node (kind) WHERE kind = 'root';
CREATE TRIGGER menu_node_parent_is_group_on_insert
BEFORE INSERT ON menu_node
WHEN (SELECT kind FROM menu_node WHERE id = NEW.parent_id) = 'item'
BEGIN
    SELECT RAISE(ABORT, 'only groups hold entries');
END;
CREATE TRIGGER menu_node_parent_is_group_on_move
BEFORE UPDATE OF parent_id ON menu_node
WHEN (SELECT kind FROM menu_node WHERE id = NEW.parent_id) = 'item'
BEGIN
    SELECT RAISE(ABORT, 'only groups hold entries');
END;
CREATE TRIGGER menu_node_no_cycle
BEFORE UPDATE OF parent_id ON menu_node
WHEN NEW.parent_id IS NOT OLD.parent_id
 AND EXISTS (WITH RECURSIVE up (id, steps) AS (
                 SELECT NEW.parent_id, 0
                 UNION ALL
                 SELECT m.parent_id, up.steps + 1 FROM menu_node AS m JOIN up ON m.id = up.id
                 WHERE m.parent_id IS NOT NULL AND up.steps < 64
             )
             SELECT 1 FROM up WHERE id = NEW.id)
BEGIN
    SELECT RAISE(ABORT, 'a group cannot go inside itself');
END;
CREATE TRIGGER menu_node_kind_is_fixed
BEFORE UPDATE OF kind ON menu_node
WHEN NEW.kind IS NOT OLD.kind
BEGIN
    SELECT RAISE(ABORT, 'a node''s kind never changes');
END;
CREATE TRIGGER menu_node_root_stays
BEFORE DELETE ON menu_node
WHEN OLD.kind = 'root'
BEGIN
    SELECT RAISE(ABORT, 'the menu''s root cannot be removed');
END;
CREATE TRIGGER serving_window_not_on_root
BEFORE INSERT ON serving_window
WHEN NEW.node_id = (SELECT id FROM menu_node WHERE kind = 'root')
BEGIN
    SELECT RAISE(ABORT, 'the menu''s root has no serving hours');
END;
CREATE INDEX menu_history_redoable ON menu_history (undone) WHERE redoable = 1;
CREATE TRIGGER node_detail_not_on_root
BEFORE INSERT ON node_detail
WHEN (SELECT kind FROM menu_node WHERE id = NEW.node_id) = 'root'
BEGIN
    SELECT RAISE(ABORT, 'the menu''s root has no details');
END;
CREATE TRIGGER node_detail_spice_on_dishes
BEFORE INSERT ON node_detail
WHEN NEW.spice IS NOT NULL AND (SELECT kind FROM menu_node WHERE id = NEW.node_id) <> 'item'
BEGIN
    SELECT RAISE(ABORT, 'only dishes have a spice level');
END;
CREATE TRIGGER node_detail_spice_on_dishes_on_update
BEFORE UPDATE OF spice ON node_detail
WHEN NEW.spice IS NOT NULL AND (SELECT kind FROM menu_node WHERE id = NEW.node_id) <> 'item'
BEGIN
    SELECT RAISE(ABORT, 'only dishes have a spice level');
END;
CREATE TRIGGER dish_tag_on_dishes
BEFORE INSERT ON dish_tag
WHEN (SELECT kind FROM menu_node WHERE id = NEW.node_id) <> 'item'
BEGIN
    SELECT RAISE(ABORT, 'only dishes have tags');
END;
CREATE TRIGGER node_translation_not_on_root
BEFORE INSERT ON node_translation
WHEN (SELECT kind FROM menu_node WHERE id = NEW.node_id) = 'root'
BEGIN
    SELECT RAISE(ABORT, 'the menu''s root has no name to translate');
END;
CREATE TRIGGER dish_size_on_a_dish_without_price
BEFORE INSERT ON dish_size
WHEN EXISTS (SELECT 1 FROM menu_node WHERE id = NEW.node_id
             AND (kind <> 'item' OR price_fen IS NOT NULL OR market_price <> 0))
BEGIN
    SELECT RAISE(ABORT, 'sizes belong to a dish without a single or market price');
END;
CREATE TRIGGER menu_node_price_or_sizes
BEFORE UPDATE OF price_fen, market_price ON menu_node
WHEN (NEW.price_fen IS NOT NULL OR NEW.market_price <> 0)
 AND EXISTS (SELECT 1 FROM dish_size WHERE node_id = NEW.id)
BEGIN
    SELECT RAISE(ABORT, 'a dish with sizes has no single or market price');
END;
CREATE INDEX choice_offer_by_list ON choice_offer (list_id);
CREATE TRIGGER dish_allergen_on_dishes
BEFORE INSERT ON dish_allergen
WHEN (SELECT kind FROM menu_node WHERE id = NEW.node_id) IN ('group', 'root')
BEGIN
    SELECT RAISE(ABORT, 'only dishes have allergens');
END;
CREATE TRIGGER dish_diet_on_dishes
BEFORE INSERT ON dish_diet
WHEN (SELECT kind FROM menu_node WHERE id = NEW.node_id) IN ('group', 'root')
BEGIN
    SELECT RAISE(ABORT, 'only dishes have diets');
END;
CREATE TRIGGER set_meal_is_an_entry
BEFORE INSERT ON set_meal
WHEN (SELECT kind FROM menu_node WHERE id = NEW.node_id) IN ('group', 'root')
BEGIN
    SELECT RAISE(ABORT, 'a set meal is an entry, not a group');
END;
CREATE INDEX set_slot_dish_by_dish ON set_slot_dish (dish_id);
CREATE TRIGGER set_slot_dish_is_a_dish
BEFORE INSERT ON set_slot_dish
WHEN (SELECT kind FROM menu_node WHERE id = NEW.dish_id) IN ('group', 'root')
  OR EXISTS (SELECT 1 FROM set_meal WHERE node_id = NEW.dish_id)
BEGIN
    SELECT RAISE(ABORT, 'a slot holds dishes, not groups or set meals');
END;
CREATE TRIGGER chain_store_price
AFTER UPDATE OF price_fen ON menu_node
WHEN NEW.price_fen IS NOT OLD.price_fen
 AND EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO store_price (node_id, head_office_fen)
    SELECT OLD.id, OLD.price_fen WHERE NOT EXISTS (SELECT 1 FROM store_price WHERE node_id = OLD.id);
    DELETE FROM store_price WHERE node_id = OLD.id AND head_office_fen IS NEW.price_fen;
END;
CREATE TRIGGER chain_owned_node_kept
BEFORE UPDATE OF name, parent_id, unit, market_price ON menu_node
WHEN (NEW.name IS NOT OLD.name OR NEW.parent_id IS NOT OLD.parent_id
      OR NEW.unit IS NOT OLD.unit OR NEW.market_price IS NOT OLD.market_price)
 AND EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;
CREATE TRIGGER chain_owned_node_stays
BEFORE DELETE ON menu_node
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;
CREATE TRIGGER chain_owned_node_detail_on_insert
BEFORE INSERT ON node_detail
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = NEW.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (NEW.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;
CREATE TRIGGER chain_owned_node_detail_on_update
BEFORE UPDATE ON node_detail
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;
CREATE TRIGGER chain_owned_node_detail_on_delete
BEFORE DELETE ON node_detail
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;
CREATE TRIGGER chain_owned_dish_tag_on_insert
BEFORE INSERT ON dish_tag
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = NEW.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (NEW.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;
CREATE TRIGGER chain_owned_dish_tag_on_update
BEFORE UPDATE ON dish_tag
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;
CREATE TRIGGER chain_owned_dish_tag_on_delete
BEFORE DELETE ON dish_tag
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;
CREATE TRIGGER chain_owned_node_translation_on_insert
BEFORE INSERT ON node_translation
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = NEW.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (NEW.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;
CREATE TRIGGER chain_owned_node_translation_on_update
BEFORE UPDATE ON node_translation
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;
CREATE TRIGGER chain_owned_node_translation_on_delete
BEFORE DELETE ON node_translation
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;
CREATE TRIGGER chain_owned_dish_size_on_insert
BEFORE INSERT ON dish_size
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = NEW.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (NEW.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;
CREATE TRIGGER chain_owned_dish_size_on_update
BEFORE UPDATE ON dish_size
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;
CREATE TRIGGER chain_owned_dish_size_on_delete
BEFORE DELETE ON dish_size
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;
CREATE TRIGGER chain_owned_dish_allergen_on_insert
BEFORE INSERT ON dish_allergen
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = NEW.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (NEW.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;
CREATE TRIGGER chain_owned_dish_allergen_on_update
BEFORE UPDATE ON dish_allergen
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;
CREATE TRIGGER chain_owned_dish_allergen_on_delete
BEFORE DELETE ON dish_allergen
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;
CREATE TRIGGER chain_owned_dish_diet_on_insert
BEFORE INSERT ON dish_diet
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = NEW.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (NEW.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;
CREATE TRIGGER chain_owned_dish_diet_on_update
BEFORE UPDATE ON dish_diet
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;
CREATE TRIGGER chain_owned_dish_diet_on_delete
BEFORE DELETE ON dish_diet
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;
CREATE TRIGGER chain_owned_choice_offer_on_insert
BEFORE INSERT ON choice_offer
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = NEW.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (NEW.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;
CREATE TRIGGER chain_owned_choice_offer_on_update
BEFORE UPDATE ON choice_offer
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;
CREATE TRIGGER chain_owned_choice_offer_on_delete
BEFORE DELETE ON choice_offer
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;
CREATE INDEX price_entry_by_node ON price_entry (node_id);
CREATE TRIGGER menu_node_search_on_insert
AFTER INSERT ON menu_node
BEGIN
    INSERT INTO search_pending (bucket) VALUES (NEW.id >> 6) ON CONFLICT (bucket) DO NOTHING;
END;
CREATE TRIGGER menu_node_search_on_rename
AFTER UPDATE ON menu_node
WHEN NEW.id IS NOT OLD.id OR NEW.name IS NOT OLD.name
BEGIN
    INSERT INTO search_pending (bucket) VALUES (OLD.id >> 6) ON CONFLICT (bucket) DO NOTHING;
    INSERT INTO search_pending (bucket) VALUES (NEW.id >> 6) ON CONFLICT (bucket) DO NOTHING;
END;
CREATE TRIGGER menu_node_search_on_delete
AFTER DELETE ON menu_node
BEGIN
    INSERT INTO search_pending (bucket) VALUES (OLD.id >> 6) ON CONFLICT (bucket) DO NOTHING;
END;
CREATE TRIGGER node_translation_search_on_insert
AFTER INSERT ON node_translation
BEGIN
    INSERT INTO search_pending (bucket) VALUES (NEW.node_id >> 6) ON CONFLICT (bucket) DO NOTHING;
END;
CREATE TRIGGER node_translation_search_on_update
AFTER UPDATE ON node_translation
WHEN NEW.node_id IS NOT OLD.node_id OR NEW.text IS NOT OLD.text
BEGIN
    INSERT INTO search_pending (bucket) VALUES (OLD.node_id >> 6) ON CONFLICT (bucket) DO NOTHING;
    INSERT INTO search_pending (bucket) VALUES (NEW.node_id >> 6) ON CONFLICT (bucket) DO NOTHING;
END;
CREATE TRIGGER node_translation_search_on_delete
AFTER DELETE ON node_translation
BEGIN
    INSERT INTO search_pending (bucket) VALUES (OLD.node_id >> 6) ON CONFLICT (bucket) DO NOTHING;
END;
CREATE TRIGGER dish_off_sale_is_a_dish
BEFORE INSERT ON dish_off_sale
WHEN (SELECT kind FROM menu_node WHERE id = NEW.node_id) IS NOT 'item'
BEGIN
    SELECT RAISE(ABORT, 'only a dish is taken off sale');
END;
CREATE TRIGGER chain_store_hours_on_insert
BEFORE INSERT ON serving_window
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = NEW.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
 AND NOT EXISTS (SELECT 1 FROM store_hours WHERE node_id = NEW.node_id)
BEGIN
    INSERT INTO store_hours (node_id) VALUES (NEW.node_id);
    INSERT INTO head_office_window (node_id, position, days, opens, closes)
    SELECT node_id, position, days, opens, closes FROM serving_window WHERE node_id = NEW.node_id;
END;
CREATE TRIGGER chain_store_hours_on_update
BEFORE UPDATE ON serving_window
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
 AND NOT EXISTS (SELECT 1 FROM store_hours WHERE node_id = OLD.node_id)
BEGIN
    INSERT INTO store_hours (node_id) VALUES (OLD.node_id);
    INSERT INTO head_office_window (node_id, position, days, opens, closes)
    SELECT node_id, position, days, opens, closes FROM serving_window WHERE node_id = OLD.node_id;
END;
CREATE TRIGGER chain_store_hours_on_delete
BEFORE DELETE ON serving_window
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
 AND NOT EXISTS (SELECT 1 FROM store_hours WHERE node_id = OLD.node_id)
BEGIN
    INSERT INTO store_hours (node_id) VALUES (OLD.node_id);
    INSERT INTO head_office_window (node_id, position, days, opens, closes)
    SELECT node_id, position, days, opens, closes FROM serving_window WHERE node_id = OLD.node_id;
END;
CREATE TRIGGER chain_store_price_entry_on_insert
BEFORE INSERT ON price_entry
WHEN NEW.list_id < 1000000000
 AND EXISTS (SELECT 1 FROM chain_owned WHERE node_id = NEW.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
 AND NOT EXISTS (SELECT 1 FROM store_price_entry WHERE list_id = NEW.list_id AND node_id = NEW.node_id)
BEGIN
    INSERT INTO store_price_entry (list_id, node_id) VALUES (NEW.list_id, NEW.node_id);
    INSERT INTO head_office_entry (list_id, node_id, price_fen, box_fee_fen, min_order, not_sold)
    SELECT list_id, node_id, price_fen, box_fee_fen, min_order, not_sold FROM price_entry WHERE list_id = NEW.list_id AND node_id = NEW.node_id;
    INSERT INTO head_office_entry_size (list_id, node_id, name, price_fen)
    SELECT list_id, node_id, name, price_fen FROM price_entry_size WHERE list_id = NEW.list_id AND node_id = NEW.node_id;
END;
CREATE TRIGGER chain_store_price_entry_size_on_insert
BEFORE INSERT ON price_entry_size
WHEN NEW.list_id < 1000000000
 AND EXISTS (SELECT 1 FROM chain_owned WHERE node_id = NEW.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
 AND NOT EXISTS (SELECT 1 FROM store_price_entry WHERE list_id = NEW.list_id AND node_id = NEW.node_id)
BEGIN
    INSERT INTO store_price_entry (list_id, node_id) VALUES (NEW.list_id, NEW.node_id);
    INSERT INTO head_office_entry (list_id, node_id, price_fen, box_fee_fen, min_order, not_sold)
    SELECT list_id, node_id, price_fen, box_fee_fen, min_order, not_sold FROM price_entry WHERE list_id = NEW.list_id AND node_id = NEW.node_id;
    INSERT INTO head_office_entry_size (list_id, node_id, name, price_fen)
    SELECT list_id, node_id, name, price_fen FROM price_entry_size WHERE list_id = NEW.list_id AND node_id = NEW.node_id;
END;
CREATE TRIGGER chain_store_price_entry_on_update
BEFORE UPDATE ON price_entry
WHEN OLD.list_id < 1000000000
 AND EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
 AND NOT EXISTS (SELECT 1 FROM store_price_entry WHERE list_id = OLD.list_id AND node_id = OLD.node_id)
BEGIN
    INSERT INTO store_price_entry (list_id, node_id) VALUES (OLD.list_id, OLD.node_id);
    INSERT INTO head_office_entry (list_id, node_id, price_fen, box_fee_fen, min_order, not_sold)
    SELECT list_id, node_id, price_fen, box_fee_fen, min_order, not_sold FROM price_entry WHERE list_id = OLD.list_id AND node_id = OLD.node_id;
    INSERT INTO head_office_entry_size (list_id, node_id, name, price_fen)
    SELECT list_id, node_id, name, price_fen FROM price_entry_size WHERE list_id = OLD.list_id AND node_id = OLD.node_id;
END;
CREATE TRIGGER chain_store_price_entry_size_on_update
BEFORE UPDATE ON price_entry_size
WHEN OLD.list_id < 1000000000
 AND EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
 AND NOT EXISTS (SELECT 1 FROM store_price_entry WHERE list_id = OLD.list_id AND node_id = OLD.node_id)
BEGIN
    INSERT INTO store_price_entry (list_id, node_id) VALUES (OLD.list_id, OLD.node_id);
    INSERT INTO head_office_entry (list_id, node_id, price_fen, box_fee_fen, min_order, not_sold)
    SELECT list_id, node_id, price_fen, box_fee_fen, min_order, not_sold FROM price_entry WHERE list_id = OLD.list_id AND node_id = OLD.node_id;
    INSERT INTO head_office_entry_size (list_id, node_id, name, price_fen)
    SELECT list_id, node_id, name, price_fen FROM price_entry_size WHERE list_id = OLD.list_id AND node_id = OLD.node_id;
END;
CREATE TRIGGER chain_store_price_entry_on_delete
BEFORE DELETE ON price_entry
WHEN OLD.list_id < 1000000000
 AND EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
 AND NOT EXISTS (SELECT 1 FROM store_price_entry WHERE list_id = OLD.list_id AND node_id = OLD.node_id)
BEGIN
    INSERT INTO store_price_entry (list_id, node_id) VALUES (OLD.list_id, OLD.node_id);
    INSERT INTO head_office_entry (list_id, node_id, price_fen, box_fee_fen, min_order, not_sold)
    SELECT list_id, node_id, price_fen, box_fee_fen, min_order, not_sold FROM price_entry WHERE list_id = OLD.list_id AND node_id = OLD.node_id;
    INSERT INTO head_office_entry_size (list_id, node_id, name, price_fen)
    SELECT list_id, node_id, name, price_fen FROM price_entry_size WHERE list_id = OLD.list_id AND node_id = OLD.node_id;
END;
CREATE TRIGGER chain_store_price_entry_size_on_delete
BEFORE DELETE ON price_entry_size
WHEN OLD.list_id < 1000000000
 AND EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
 AND NOT EXISTS (SELECT 1 FROM store_price_entry WHERE list_id = OLD.list_id AND node_id = OLD.node_id)
BEGIN
    INSERT INTO store_price_entry (list_id, node_id) VALUES (OLD.list_id, OLD.node_id);
    INSERT INTO head_office_entry (list_id, node_id, price_fen, box_fee_fen, min_order, not_sold)
    SELECT list_id, node_id, price_fen, box_fee_fen, min_order, not_sold FROM price_entry WHERE list_id = OLD.list_id AND node_id = OLD.node_id;
    INSERT INTO head_office_entry_size (list_id, node_id, name, price_fen)
    SELECT list_id, node_id, name, price_fen FROM price_entry_size WHERE list_id = OLD.list_id AND node_id = OLD.node_id;
END;
CREATE TRIGGER node_description_translation_not_on_root
BEFORE INSERT ON node_description_translation
WHEN (SELECT kind FROM menu_node WHERE id = NEW.node_id) = 'root'
BEGIN
    SELECT RAISE(ABORT, 'the menu''s root has no description to translate');
END;
CREATE TRIGGER chain_owned_node_description_translation_on_insert
BEFORE INSERT ON node_description_translation
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = NEW.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (NEW.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;
CREATE TRIGGER chain_owned_node_description_translation_on_update
BEFORE UPDATE ON node_description_translation
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;
CREATE TRIGGER chain_owned_node_description_translation_on_delete
BEFORE DELETE ON node_description_translation
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;
CREATE INDEX node_station_by_station ON node_station (station_id);
CREATE INDEX option_station_by_station ON option_station (station_id);
CREATE INDEX node_photo_by_digest ON node_photo (digest);
CREATE TRIGGER chain_owned_node_photo_on_insert
BEFORE INSERT ON node_photo
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = NEW.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (NEW.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;
CREATE TRIGGER chain_owned_node_photo_on_update
BEFORE UPDATE ON node_photo
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;
CREATE TRIGGER chain_owned_node_photo_on_delete
BEFORE DELETE ON node_photo
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;
CREATE TRIGGER dish_kcal_on_dishes
BEFORE INSERT ON dish_kcal
WHEN (SELECT kind FROM menu_node WHERE id = NEW.node_id) IN ('group', 'root')
BEGIN
    SELECT RAISE(ABORT, 'only dishes have kcal');
END;
CREATE TRIGGER dish_portion_on_dishes
BEFORE INSERT ON dish_portion
WHEN (SELECT kind FROM menu_node WHERE id = NEW.node_id) IN ('group', 'root')
BEGIN
    SELECT RAISE(ABORT, 'only dishes have a portion');
END;
CREATE TRIGGER chain_owned_dish_kcal_on_insert
BEFORE INSERT ON dish_kcal
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = NEW.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (NEW.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;
CREATE TRIGGER chain_owned_dish_kcal_on_update
BEFORE UPDATE ON dish_kcal
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;
CREATE TRIGGER chain_owned_dish_kcal_on_delete
BEFORE DELETE ON dish_kcal
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;
CREATE TRIGGER chain_owned_dish_portion_on_insert
BEFORE INSERT ON dish_portion
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = NEW.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (NEW.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;
CREATE TRIGGER chain_owned_dish_portion_on_update
BEFORE UPDATE ON dish_portion
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;
CREATE TRIGGER chain_owned_dish_portion_on_delete
BEFORE DELETE ON dish_portion
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;
CREATE TRIGGER price_today_ends_with_market_price
AFTER UPDATE OF market_price ON menu_node
WHEN NEW.market_price = 0
BEGIN
    DELETE FROM price_today WHERE node_id = NEW.id;
END;
COMMIT;
