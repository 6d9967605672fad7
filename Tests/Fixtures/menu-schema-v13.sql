-- A menu at schema version 13 (glossary), the schema before set meals and the
-- rest of SPEC 19-24's second wave: made by menuctl at d3c862f with groups, a
-- dish with details, a translation and an allergen, sizes, market price with a
-- unit, hours on a group, two choice lists (one offered by a group, one by a
-- dish, an option sold out), a daily count with a sale, two price lists (one
-- entry not sold), a diet, a glossary word, a removal, a reprice, sold-out and
-- collapse, then `.dump`; the search keys' separator byte (0x01) is written
-- char(1), so that this file is plain text. Each migration after 0013
-- upgrades it in its own test.
PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE menuctl_migration (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
) STRICT;
INSERT INTO menuctl_migration VALUES(1,'create_menu_node','2026-12-01T20:59:26Z');
INSERT INTO menuctl_migration VALUES(2,'ids_for_life','2026-12-01T20:59:26Z');
INSERT INTO menuctl_migration VALUES(3,'service','2026-12-01T20:59:26Z');
INSERT INTO menuctl_migration VALUES(4,'history','2026-12-01T20:59:26Z');
INSERT INTO menuctl_migration VALUES(5,'dish_details','2026-12-01T20:59:26Z');
INSERT INTO menuctl_migration VALUES(6,'sizes','2026-12-01T20:59:26Z');
INSERT INTO menuctl_migration VALUES(7,'search_buckets','2026-12-01T20:59:26Z');
INSERT INTO menuctl_migration VALUES(8,'search_readings','2026-12-01T20:59:26Z');
INSERT INTO menuctl_migration VALUES(9,'choices','2026-12-01T20:59:26Z');
INSERT INTO menuctl_migration VALUES(10,'counts','2026-12-01T20:59:26Z');
INSERT INTO menuctl_migration VALUES(11,'price_lists','2026-12-01T20:59:26Z');
INSERT INTO menuctl_migration VALUES(12,'allergens','2026-12-01T20:59:26Z');
INSERT INTO menuctl_migration VALUES(13,'glossary','2026-12-01T20:59:26Z');
CREATE TABLE IF NOT EXISTS "menu_node" (
    id        INTEGER PRIMARY KEY AUTOINCREMENT,
    parent_id INTEGER REFERENCES menu_node (id) ON DELETE CASCADE,
    kind      TEXT    NOT NULL CHECK (kind IN ('root', 'group', 'item')),
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
INSERT INTO menu_node VALUES(3,1,'group','早餐',1,1,NULL,0,NULL,0);
INSERT INTO menu_node VALUES(4,1,'group','酒水',2,0,NULL,0,NULL,0);
INSERT INTO menu_node VALUES(5,2,'item','宫保鸡丁',0,0,3800,0,NULL,0);
INSERT INTO menu_node VALUES(6,2,'item','回锅肉',1,0,4400,1,NULL,0);
INSERT INTO menu_node VALUES(7,2,'item','水煮鱼',2,0,NULL,0,NULL,0);
INSERT INTO menu_node VALUES(8,2,'item','鲈鱼',3,0,NULL,0,'斤',1);
INSERT INTO menu_node VALUES(9,2,'item','兔头',4,0,1200,0,NULL,0);
INSERT INTO menu_node VALUES(10,3,'item','担担面',0,0,1600,0,NULL,0);
INSERT INTO menu_node VALUES(11,3,'item','豆浆',1,0,500,0,NULL,0);
INSERT INTO menu_node VALUES(12,4,'item','青岛啤酒',0,0,1000,0,NULL,0);
CREATE TABLE serving_window (
    node_id  INTEGER NOT NULL REFERENCES menu_node (id) ON DELETE CASCADE,
    position INTEGER NOT NULL CHECK (position >= 0),
    days     INTEGER NOT NULL CHECK (days BETWEEN 1 AND 127),
    opens    INTEGER NOT NULL CHECK (opens BETWEEN 0 AND 1439),
    closes   INTEGER NOT NULL CHECK (closes BETWEEN 0 AND 1440),
    CHECK (opens <> closes),
    PRIMARY KEY (node_id, position)
) STRICT, WITHOUT ROWID;
INSERT INTO serving_window VALUES(3,0,127,360,630);
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
INSERT INTO menu_history VALUES(1,1796158766,'menuctl --db /tmp/v13.db -q batch /tmp/v13.batch','+8 dishes, +3 groups, choices, glossary, 2 price lists, 1 price-list entry',X'540a010000000000000000006d656e755f6e6f646500120001000000000000000901000000000000000203046974656d0306e58594e5a4b40100000000000000040100000000000000000100000000000004b001000000000000000005010000000000000000120001000000000000000801000000000000000203046974656d0306e9b288e9b1bc010000000000000003010000000000000000050100000000000000000303e696a4010000000000000001120001000000000000000b01000000000000000303046974656d0306e8b186e6b5860100000000000000010100000000000000000100000000000001f401000000000000000005010000000000000000120001000000000000000a01000000000000000303046974656d0309e68b85e68b85e99da201000000000000000001000000000000000001000000000000064001000000000000000005010000000000000000120001000000000000000c01000000000000000403046974656d030ce99d92e5b29be595a4e985920100000000000000000100000000000000000100000000000003e8010000000000000000050100000000000000001200010000000000000002010000000000000001030567726f75700306e4b8bbe88f9c01000000000000000001000000000000000105010000000000000000050100000000000000001200010000000000000003010000000000000001030567726f75700306e697a9e9a49001000000000000000101000000000000000105010000000000000000050100000000000000001200010000000000000004010000000000000001030567726f75700306e98592e6b0b40100000000000000020100000000000000010501000000000000000005010000000000000000120001000000000000000501000000000000000203046974656d030ce5aeabe4bf9de9b8a1e4b881010000000000000000010000000000000000010000000000000ed801000000000000000005010000000000000000120001000000000000000601000000000000000203046974656d0309e59b9ee99485e8828901000000000000000101000000000000000001000000000000106801000000000000000005010000000000000000120001000000000000000701000000000000000203046974656d0309e6b0b4e785aee9b1bc010000000000000002010000000000000000050100000000000000000501000000000000000054030100006e6f64655f64657461696c001200010000000000000005030ce88ab1e7949fe9b8a1e4b8810100000000000000025403010200646973685f7461670012000100000000000000050306e68b9be7898c01000000000000000054020102646973685f616c6c657267656e00120001000000000000000a0306676c7574656e120001000000000000000b0308736f796265616e73120001000000000000000503077065616e757473120001000000000000000703046669736854030102006e6f64655f7472616e736c6174696f6e0012000100000000000000050302656e03104b756e672050616f20436869636b656e540401020000646973685f73697a650012000100000000000000070100000000000000010306e5a4a7e4bbbd01000000000000226012000100000000000000070100000000000000000306e5b08fe4bbbd0100000000000016a854020102646973685f6469657400120001000000000000000b0305766567616e5405010200000073657276696e675f77696e646f7700120001000000000000000301000000000000000001000000000000007f01000000000000016801000000000000027654040100000063686f6963655f6c6973740012000100000000000000010306e8bea3e5baa601000000000000000101000000000000000112000100000000000000020306e58aa0e696990100000000000000000100000000000000025405010200000063686f6963655f6f7074696f6e0012000100000000000000010100000000000000010306e4b8ade8bea301000000000000000001000000000000000012000100000000000000020100000000000000010306e58aa0e89b8b01000000000000012c01000000000000000012000100000000000000010100000000000000000306e5beaee8bea301000000000000000001000000000000000012000100000000000000020100000000000000000306e58aa0e99da20100000000000000c801000000000000000012000100000000000000010100000000000000020306e789b9e8bea301000000000000000001000000000000000054040100020063686f6963655f6f6666657200120001000000000000000a01000000000000000201000000000000000001000000000000000012000100000000000000020100000000000000010100000000000000000100000000000000005403010000646973685f636f756e74001200010000000000000009010000000000000014010000000000000014540601000000000070726963655f6c6973740012000100000000000000010309e4bc9ae59198e4bbb7030770657263656e7401fffffffffffffc180100000000000000640512000100000000000000020306e5a496e58d960505010000000000000001010000000000000064540601020000000070726963655f656e74727900120001000000000000000201000000000000000c0505050100000000000000015403010200676c6f73736172790012000302656e0306e8bea3e5baa603055370696365',NULL,0);
INSERT INTO menu_history VALUES(2,1796158766,'menuctl --db /tmp/v13.db -q sold-out 回锅肉','sold out',X'540a010000000000000000006d656e755f6e6f64650017000100000000000000060000000000000100000000000000000000000000000000000100000000000000010000',NULL,0);
INSERT INTO menu_history VALUES(3,1796158766,'menuctl --db /tmp/v13.db -q edit 回锅肉 --price 44','price 42.00 → 44.00',X'540a010000000000000000006d656e755f6e6f64650017000100000000000000060000000000010000000000001068000000000000000000010000000000001130000000',NULL,0);
INSERT INTO menu_history VALUES(4,1796158766,'menuctl --db /tmp/v13.db -q add-item 凉粉 --in 早餐 --price 8','+1 dish',X'540a010000000000000000006d656e755f6e6f646500120001000000000000000d01000000000000000303046974656d0306e58789e7b28901000000000000000201000000000000000001000000000000032001000000000000000005010000000000000000',NULL,0);
INSERT INTO menu_history VALUES(5,1796158766,'menuctl --db /tmp/v13.db -q remove 早餐/凉粉','-1 dish',X'540a010000000000000000006d656e755f6e6f646500090001000000000000000d01000000000000000303046974656d0306e58789e7b28901000000000000000201000000000000000001000000000000032001000000000000000005010000000000000000',NULL,0);
INSERT INTO menu_history VALUES(6,1796158766,'menuctl --db /tmp/v13.db -q choices sold-out 加料 加蛋','choices',X'5405010200000063686f6963655f6f7074696f6e001700010000000000000002010000000000000001000001000000000000000000000000010000000000000001',NULL,0);
CREATE TABLE node_detail (
    node_id     INTEGER PRIMARY KEY REFERENCES menu_node (id) ON DELETE CASCADE,
    -- One line of at most 500 characters.
    description TEXT CHECK (description IS NULL OR (description <> '' AND length(description) <= 500
                            AND instr(description, char(10)) = 0 AND instr(description, char(13)) = 0)),
    -- 0 none, 1 mild, 2 medium, 3 hot.
    spice       INTEGER CHECK (spice IS NULL OR spice BETWEEN 0 AND 3),
    CHECK (description IS NOT NULL OR spice IS NOT NULL)
) STRICT;
INSERT INTO node_detail VALUES(5,'花生鸡丁',2);
CREATE TABLE dish_tag (
    node_id  INTEGER NOT NULL REFERENCES menu_node (id) ON DELETE CASCADE,
    tag      TEXT    NOT NULL CHECK (tag <> '' AND length(tag) <= 20 AND instr(tag, '/') = 0 AND instr(tag, ';') = 0),
    position INTEGER NOT NULL CHECK (position >= 0),
    PRIMARY KEY (node_id, tag),
    UNIQUE (node_id, position)
) STRICT, WITHOUT ROWID;
INSERT INTO dish_tag VALUES(5,'招牌',0);
CREATE TABLE node_translation (
    node_id INTEGER NOT NULL REFERENCES menu_node (id) ON DELETE CASCADE,
    lang    TEXT    NOT NULL CHECK (lang <> '' AND length(lang) <= 35),
    text    TEXT    NOT NULL CHECK (text <> '' AND length(text) <= 100
                                    AND instr(text, char(10)) = 0 AND instr(text, char(13)) = 0),
    PRIMARY KEY (node_id, lang)
) STRICT, WITHOUT ROWID;
INSERT INTO node_translation VALUES(5,'en','Kung Pao Chicken');
CREATE TABLE dish_size (
    node_id   INTEGER NOT NULL REFERENCES menu_node (id) ON DELETE CASCADE,
    position  INTEGER NOT NULL CHECK (position BETWEEN 0 AND 7),
    name      TEXT    NOT NULL CHECK (name <> '' AND instr(name, '/') = 0),
    price_fen INTEGER NOT NULL CHECK (price_fen BETWEEN 0 AND 999999999),
    PRIMARY KEY (node_id, position),
    UNIQUE (node_id, name)
) STRICT, WITHOUT ROWID;
INSERT INTO dish_size VALUES(7,0,'小份',5800);
INSERT INTO dish_size VALUES(7,1,'大份',8800);
CREATE TABLE search_bucket (
    bucket INTEGER PRIMARY KEY,
    keys   TEXT    NOT NULL
, readings TEXT NOT NULL DEFAULT '') STRICT;
INSERT INTO search_bucket VALUES(0,''||char(1)||'主菜'||char(1)||'zc'||char(1)||'zhucai'||char(1)||'早餐'||char(1)||'酒水'||char(1)||'js'||char(1)||'jiushui'||char(1)||'宫保鸡丁'||char(1)||'回锅肉'||char(1)||'水煮鱼'||char(1)||'szy'||char(1)||'shuizhuyu'||char(1)||'鲈鱼'||char(1)||'ly'||char(1)||'luyu'||char(1)||'兔头'||char(1)||'担担面'||char(1)||'豆浆'||char(1)||'dj'||char(1)||'doujiang'||char(1)||'青岛啤酒'||char(1)||'kung pao chicken'||char(1)||'','z(c/s)'||char(1)||'zao(can/sun)'||char(1)||'gbj(d/z)'||char(1)||'gongbaoji(ding/zheng)'||char(1)||'hgr'||char(1)||'huiguo(rou/ru)'||char(1)||'(t/c)t'||char(1)||'(tu/chan)tou'||char(1)||'(d/j)(d/j)m'||char(1)||'(dan/jie)(dan/jie)mian'||char(1)||'(q/j)dpj'||char(1)||'(qing/jing)daopijiu'||char(1)||'');
CREATE TABLE search_pending (
    bucket INTEGER PRIMARY KEY
) STRICT;
CREATE TABLE choice_list (
    id       INTEGER PRIMARY KEY,
    name     TEXT    NOT NULL UNIQUE CHECK (name <> '' AND instr(name, '/') = 0),
    pick_min INTEGER NOT NULL CHECK (pick_min BETWEEN 0 AND 30),
    pick_max INTEGER NOT NULL CHECK (pick_max BETWEEN 1 AND 30 AND pick_max >= pick_min)
) STRICT;
INSERT INTO choice_list VALUES(1,'辣度',1,1);
INSERT INTO choice_list VALUES(2,'加料',0,2);
CREATE TABLE choice_option (
    list_id       INTEGER NOT NULL REFERENCES choice_list (id) ON DELETE CASCADE,
    position      INTEGER NOT NULL CHECK (position BETWEEN 0 AND 29),
    name          TEXT    NOT NULL CHECK (name <> '' AND instr(name, '/') = 0),
    surcharge_fen INTEGER NOT NULL DEFAULT 0 CHECK (surcharge_fen BETWEEN 0 AND 999999999),
    sold_out      INTEGER NOT NULL DEFAULT 0 CHECK (sold_out IN (0, 1)),
    PRIMARY KEY (list_id, position),
    UNIQUE (list_id, name)
) STRICT, WITHOUT ROWID;
INSERT INTO choice_option VALUES(1,0,'微辣',0,0);
INSERT INTO choice_option VALUES(1,1,'中辣',0,0);
INSERT INTO choice_option VALUES(1,2,'特辣',0,0);
INSERT INTO choice_option VALUES(2,0,'加面',200,0);
INSERT INTO choice_option VALUES(2,1,'加蛋',300,1);
CREATE TABLE choice_offer (
    node_id   INTEGER NOT NULL REFERENCES menu_node (id) ON DELETE CASCADE,
    list_id   INTEGER NOT NULL REFERENCES choice_list (id) ON DELETE CASCADE,
    position  INTEGER NOT NULL CHECK (position >= 0),
    withdrawn INTEGER NOT NULL DEFAULT 0 CHECK (withdrawn IN (0, 1)),
    PRIMARY KEY (node_id, position),
    UNIQUE (node_id, list_id)
) STRICT, WITHOUT ROWID;
INSERT INTO choice_offer VALUES(2,1,0,0);
INSERT INTO choice_offer VALUES(10,2,0,0);
CREATE TABLE dish_count (
    node_id        INTEGER PRIMARY KEY REFERENCES menu_node (id) ON DELETE CASCADE,
    portions_left  INTEGER NOT NULL CHECK (portions_left BETWEEN 0 AND 999999),
    daily_portions INTEGER CHECK (daily_portions IS NULL OR daily_portions BETWEEN 0 AND 999999),
    CHECK (daily_portions IS NULL OR portions_left <= daily_portions)
) STRICT;
INSERT INTO dish_count VALUES(9,17,20);
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
INSERT INTO price_list VALUES(1,'会员价','percent',-1000,100,NULL);
INSERT INTO price_list VALUES(2,'外卖',NULL,NULL,1,100);
CREATE TABLE price_list_window (
    list_id  INTEGER NOT NULL REFERENCES price_list (id) ON DELETE CASCADE,
    position INTEGER NOT NULL CHECK (position >= 0),
    days     INTEGER NOT NULL CHECK (days BETWEEN 1 AND 127),
    opens    INTEGER NOT NULL CHECK (opens BETWEEN 0 AND 1439),
    closes   INTEGER NOT NULL CHECK (closes BETWEEN 0 AND 1440),
    CHECK (opens <> closes),
    PRIMARY KEY (list_id, position)
) STRICT, WITHOUT ROWID;
CREATE TABLE price_entry (
    list_id     INTEGER NOT NULL REFERENCES price_list (id) ON DELETE CASCADE,
    node_id     INTEGER NOT NULL REFERENCES menu_node (id) ON DELETE CASCADE,
    price_fen   INTEGER CHECK (price_fen BETWEEN 0 AND 999999999),
    box_fee_fen INTEGER CHECK (box_fee_fen BETWEEN 0 AND 999999999),
    min_order   INTEGER CHECK (min_order BETWEEN 1 AND 999),
    not_sold    INTEGER NOT NULL DEFAULT 0 CHECK (not_sold IN (0, 1)),
    PRIMARY KEY (list_id, node_id)
) STRICT, WITHOUT ROWID;
INSERT INTO price_entry VALUES(2,12,NULL,NULL,NULL,1);
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
INSERT INTO dish_allergen VALUES(5,'peanuts');
INSERT INTO dish_allergen VALUES(7,'fish');
INSERT INTO dish_allergen VALUES(10,'gluten');
INSERT INTO dish_allergen VALUES(11,'soybeans');
CREATE TABLE dish_diet (
    node_id INTEGER NOT NULL REFERENCES menu_node (id) ON DELETE CASCADE,
    diet    TEXT    NOT NULL CHECK (diet <> '' AND length(diet) <= 40),
    PRIMARY KEY (node_id, diet)
) STRICT, WITHOUT ROWID;
INSERT INTO dish_diet VALUES(11,'vegan');
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
INSERT INTO glossary VALUES('en','辣度','Spice');
DELETE FROM sqlite_sequence;
INSERT INTO sqlite_sequence VALUES('menu_node',13);
INSERT INTO sqlite_sequence VALUES('menu_history',6);
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
CREATE TRIGGER menu_node_search_on_insert
AFTER INSERT ON menu_node
BEGIN
    INSERT INTO search_pending (bucket)
    SELECT NEW.id >> 6 WHERE NOT EXISTS (SELECT 1 FROM search_pending WHERE bucket = NEW.id >> 6);
END;
CREATE TRIGGER menu_node_search_on_rename
AFTER UPDATE ON menu_node
WHEN NEW.id IS NOT OLD.id OR NEW.name IS NOT OLD.name
BEGIN
    INSERT INTO search_pending (bucket)
    SELECT OLD.id >> 6 WHERE NOT EXISTS (SELECT 1 FROM search_pending WHERE bucket = OLD.id >> 6);
    INSERT INTO search_pending (bucket)
    SELECT NEW.id >> 6 WHERE NOT EXISTS (SELECT 1 FROM search_pending WHERE bucket = NEW.id >> 6);
END;
CREATE TRIGGER menu_node_search_on_delete
AFTER DELETE ON menu_node
BEGIN
    INSERT INTO search_pending (bucket)
    SELECT OLD.id >> 6 WHERE NOT EXISTS (SELECT 1 FROM search_pending WHERE bucket = OLD.id >> 6);
END;
CREATE TRIGGER node_translation_search_on_insert
AFTER INSERT ON node_translation
BEGIN
    INSERT INTO search_pending (bucket)
    SELECT NEW.node_id >> 6 WHERE NOT EXISTS (SELECT 1 FROM search_pending WHERE bucket = NEW.node_id >> 6);
END;
CREATE TRIGGER node_translation_search_on_update
AFTER UPDATE ON node_translation
WHEN NEW.node_id IS NOT OLD.node_id OR NEW.text IS NOT OLD.text
BEGIN
    INSERT INTO search_pending (bucket)
    SELECT OLD.node_id >> 6 WHERE NOT EXISTS (SELECT 1 FROM search_pending WHERE bucket = OLD.node_id >> 6);
    INSERT INTO search_pending (bucket)
    SELECT NEW.node_id >> 6 WHERE NOT EXISTS (SELECT 1 FROM search_pending WHERE bucket = NEW.node_id >> 6);
END;
CREATE TRIGGER node_translation_search_on_delete
AFTER DELETE ON node_translation
BEGIN
    INSERT INTO search_pending (bucket)
    SELECT OLD.node_id >> 6 WHERE NOT EXISTS (SELECT 1 FROM search_pending WHERE bucket = OLD.node_id >> 6);
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
COMMIT;
