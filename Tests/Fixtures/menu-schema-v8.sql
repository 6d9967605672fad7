-- A menu at schema version 8 (search readings), the schema before the
-- features of SPEC 18-24: made by menuctl at 3654f3d with groups, a dish with
-- details and a translation, sizes, a unit, market price, hours on a group,
-- a removal, a rename, sold-out and collapse, then `.dump`; the search keys'
-- separator byte (0x01) is written char(1), so that this file is plain text.
-- Each migration after 0008 upgrades it in its own test.
PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE menuctl_migration (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
) STRICT;
INSERT INTO menuctl_migration VALUES(1,'create_menu_node','2026-12-01T17:58:48Z');
INSERT INTO menuctl_migration VALUES(2,'ids_for_life','2026-12-01T17:58:48Z');
INSERT INTO menuctl_migration VALUES(3,'service','2026-12-01T17:58:48Z');
INSERT INTO menuctl_migration VALUES(4,'history','2026-12-01T17:58:48Z');
INSERT INTO menuctl_migration VALUES(5,'dish_details','2026-12-01T17:58:48Z');
INSERT INTO menuctl_migration VALUES(6,'sizes','2026-12-01T17:58:48Z');
INSERT INTO menuctl_migration VALUES(7,'search_buckets','2026-12-01T17:58:48Z');
INSERT INTO menuctl_migration VALUES(8,'search_readings','2026-12-01T17:58:48Z');
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
INSERT INTO menu_node VALUES(2,1,'group','川菜',0,1,NULL,0,NULL,0);
INSERT INTO menu_node VALUES(3,1,'group','早餐',1,1,NULL,0,NULL,0);
INSERT INTO menu_node VALUES(4,1,'group','酒水',2,0,NULL,0,NULL,0);
INSERT INTO menu_node VALUES(5,2,'item','宫保鸡丁',0,0,3800,0,NULL,0);
INSERT INTO menu_node VALUES(6,2,'item','水煮鱼',1,0,NULL,0,NULL,0);
INSERT INTO menu_node VALUES(7,2,'item','鲈鱼',2,0,4800,0,'斤',0);
INSERT INTO menu_node VALUES(8,2,'item','龙虾',3,0,NULL,0,NULL,1);
INSERT INTO menu_node VALUES(9,3,'item','担担面',0,0,1200,1,NULL,0);
INSERT INTO menu_node VALUES(10,3,'item','甜豆浆',1,0,300,0,NULL,0);
INSERT INTO menu_node VALUES(11,4,'item','青岛啤酒',0,0,1000,0,NULL,0);
CREATE TABLE serving_window (
    node_id  INTEGER NOT NULL REFERENCES menu_node (id) ON DELETE CASCADE,
    position INTEGER NOT NULL CHECK (position >= 0),
    days     INTEGER NOT NULL CHECK (days BETWEEN 1 AND 127),
    opens    INTEGER NOT NULL CHECK (opens BETWEEN 0 AND 1439),
    closes   INTEGER NOT NULL CHECK (closes BETWEEN 0 AND 1440),
    CHECK (opens <> closes),
    PRIMARY KEY (node_id, position)
) STRICT, WITHOUT ROWID;
INSERT INTO serving_window VALUES(3,0,31,390,630);
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
INSERT INTO menu_history VALUES(1,1796147928,'menuctl add-group 川菜 早餐 酒水 -q','+3 groups',X'540a010000000000000000006d656e755f6e6f6465001200010000000000000002010000000000000001030567726f75700306e5b79de88f9c01000000000000000001000000000000000105010000000000000000050100000000000000001200010000000000000003010000000000000001030567726f75700306e697a9e9a49001000000000000000101000000000000000105010000000000000000050100000000000000001200010000000000000004010000000000000001030567726f75700306e98592e6b0b40100000000000000020100000000000000010501000000000000000005010000000000000000',NULL,0);
INSERT INTO menu_history VALUES(2,1796147928,'menuctl add-item 宫保鸡丁 --in 川菜 --price 38 --description ''花生 鸡丁'' --spice 2 --tag 招牌 --translation ''en=Kung Pao Chicken'' -q','+1 dish',X'540a010000000000000000006d656e755f6e6f646500120001000000000000000501000000000000000203046974656d030ce5aeabe4bf9de9b8a1e4b881010000000000000000010000000000000000010000000000000ed80100000000000000000501000000000000000054030100006e6f64655f64657461696c001200010000000000000005030de88ab1e7949f20e9b8a1e4b8810100000000000000025403010200646973685f7461670012000100000000000000050306e68b9be7898c01000000000000000054030102006e6f64655f7472616e736c6174696f6e0012000100000000000000050302656e03104b756e672050616f20436869636b656e',NULL,0);
INSERT INTO menu_history VALUES(3,1796147928,'menuctl add-item 水煮鱼 --in 川菜 --size 小份=58 --size 大份=88 -q','+1 dish',X'540a010000000000000000006d656e755f6e6f646500120001000000000000000601000000000000000203046974656d0309e6b0b4e785aee9b1bc0100000000000000010100000000000000000501000000000000000005010000000000000000540401020000646973685f73697a650012000100000000000000060100000000000000010306e5a4a7e4bbbd01000000000000226012000100000000000000060100000000000000000306e5b08fe4bbbd0100000000000016a8',NULL,0);
INSERT INTO menu_history VALUES(4,1796147928,'menuctl add-item 鲈鱼 --in 川菜 --price 48 --unit 斤 -q','+1 dish',X'540a010000000000000000006d656e755f6e6f646500120001000000000000000701000000000000000203046974656d0306e9b288e9b1bc0100000000000000020100000000000000000100000000000012c00100000000000000000303e696a4010000000000000000',NULL,0);
INSERT INTO menu_history VALUES(5,1796147928,'menuctl add-item 龙虾 --in 川菜 --market-price -q','+1 dish',X'540a010000000000000000006d656e755f6e6f646500120001000000000000000801000000000000000203046974656d0306e9be99e899be0100000000000000030100000000000000000501000000000000000005010000000000000001',NULL,0);
INSERT INTO menu_history VALUES(6,1796147928,'menuctl add-item 担担面 --in 早餐 --price 12 -q','+1 dish',X'540a010000000000000000006d656e755f6e6f646500120001000000000000000901000000000000000303046974656d0309e68b85e68b85e99da20100000000000000000100000000000000000100000000000004b001000000000000000005010000000000000000',NULL,0);
INSERT INTO menu_history VALUES(7,1796147928,'menuctl add-item 豆浆 --in 早餐 --price 3 -q','+1 dish',X'540a010000000000000000006d656e755f6e6f646500120001000000000000000a01000000000000000303046974656d0306e8b186e6b58601000000000000000101000000000000000001000000000000012c01000000000000000005010000000000000000',NULL,0);
INSERT INTO menu_history VALUES(8,1796147928,'menuctl hours 早餐 06:30-10:30 --days mon-fri -q','hours',X'5405010200000073657276696e675f77696e646f7700120001000000000000000301000000000000000001000000000000001f010000000000000186010000000000000276',NULL,0);
INSERT INTO menu_history VALUES(9,1796147928,'menuctl add-item 青岛啤酒 --in 酒水 --price 10 -q','+1 dish',X'540a010000000000000000006d656e755f6e6f646500120001000000000000000b01000000000000000403046974656d030ce99d92e5b29be595a4e985920100000000000000000100000000000000000100000000000003e801000000000000000005010000000000000000',NULL,0);
INSERT INTO menu_history VALUES(10,1796147928,'menuctl add-item 旧菜 --in 酒水 -q','+1 dish',X'540a010000000000000000006d656e755f6e6f646500120001000000000000000c01000000000000000403046974656d0306e697a7e88f9c0100000000000000010100000000000000000501000000000000000005010000000000000000',NULL,0);
INSERT INTO menu_history VALUES(11,1796147928,'menuctl remove 旧菜 -q','-1 dish',X'540a010000000000000000006d656e755f6e6f646500090001000000000000000c01000000000000000403046974656d0306e697a7e88f9c0100000000000000010100000000000000000501000000000000000005010000000000000000',NULL,0);
INSERT INTO menu_history VALUES(12,1796147928,'menuctl edit 豆浆 --name 甜豆浆 -q','name 豆浆 → 甜豆浆',X'540a010000000000000000006d656e755f6e6f646500170001000000000000000a00000306e8b186e6b5860000000000000000000309e7949ce8b186e6b586000000000000',NULL,0);
INSERT INTO menu_history VALUES(13,1796147928,'menuctl sold-out 担担面 -q','sold out',X'540a010000000000000000006d656e755f6e6f64650017000100000000000000090000000000000100000000000000000000000000000000000100000000000000010000',NULL,0);
CREATE TABLE node_detail (
    node_id     INTEGER PRIMARY KEY REFERENCES menu_node (id) ON DELETE CASCADE,
    -- One line of at most 500 characters.
    description TEXT CHECK (description IS NULL OR (description <> '' AND length(description) <= 500
                            AND instr(description, char(10)) = 0 AND instr(description, char(13)) = 0)),
    -- 0 none, 1 mild, 2 medium, 3 hot.
    spice       INTEGER CHECK (spice IS NULL OR spice BETWEEN 0 AND 3),
    CHECK (description IS NOT NULL OR spice IS NOT NULL)
) STRICT;
INSERT INTO node_detail VALUES(5,'花生 鸡丁',2);
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
INSERT INTO dish_size VALUES(6,0,'小份',5800);
INSERT INTO dish_size VALUES(6,1,'大份',8800);
CREATE TABLE search_bucket (
    bucket INTEGER PRIMARY KEY,
    keys   TEXT    NOT NULL
, readings TEXT NOT NULL DEFAULT '') STRICT;
INSERT INTO search_bucket VALUES(0,''||char(1)||'川菜'||char(1)||'cc'||char(1)||'chuancai'||char(1)||'早餐'||char(1)||'酒水'||char(1)||'js'||char(1)||'jiushui'||char(1)||'宫保鸡丁'||char(1)||'水煮鱼'||char(1)||'szy'||char(1)||'shuizhuyu'||char(1)||'鲈鱼'||char(1)||'ly'||char(1)||'luyu'||char(1)||'龙虾'||char(1)||'担担面'||char(1)||'甜豆浆'||char(1)||'tdj'||char(1)||'tiandoujiang'||char(1)||'青岛啤酒'||char(1)||'kung pao chicken'||char(1)||'','z(c/s)'||char(1)||'zao(can/sun)'||char(1)||'gbj(d/z)'||char(1)||'gongbaoji(ding/zheng)'||char(1)||'l(x/h)'||char(1)||'long(xia/ha)'||char(1)||'(d/j)(d/j)m'||char(1)||'(dan/jie)(dan/jie)mian'||char(1)||'(q/j)dpj'||char(1)||'(qing/jing)daopijiu'||char(1)||'');
CREATE TABLE search_pending (
    bucket INTEGER PRIMARY KEY
) STRICT;
DELETE FROM sqlite_sequence;
INSERT INTO sqlite_sequence VALUES('menu_node',12);
INSERT INTO sqlite_sequence VALUES('menu_history',13);
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
COMMIT;
