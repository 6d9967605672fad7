-- A menu at schema version 5 (dish details), the schema before 0006_sizes:
-- menu-schema-v4.sql brought to 5 by migrations/0005_dish_details.sql, as the
-- migrator runs it, with a description, spice, tags and translations added.
-- SizesUpgradeTests upgrades it.
PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE menuctl_migration (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
) STRICT;
INSERT INTO menuctl_migration VALUES(1,'create_menu_node','2026-11-30T13:05:05Z');
INSERT INTO menuctl_migration VALUES(2,'ids_for_life','2026-11-30T13:05:05Z');
INSERT INTO menuctl_migration VALUES(3,'service','2026-11-30T13:05:05Z');
INSERT INTO menuctl_migration VALUES(4,'history','2026-11-30T13:05:05Z');
INSERT INTO menuctl_migration VALUES(5,'dish_details','2026-11-30T14:00:00Z');
CREATE TABLE IF NOT EXISTS "menu_node" (
    id        INTEGER PRIMARY KEY AUTOINCREMENT,
    parent_id INTEGER REFERENCES menu_node (id) ON DELETE CASCADE,
    kind      TEXT    NOT NULL CHECK (kind IN ('root', 'group', 'item')),
    name      TEXT    NOT NULL,
    position  INTEGER NOT NULL,
    expanded  INTEGER NOT NULL DEFAULT 1 CHECK (expanded IN (0, 1)),
    price_fen INTEGER CHECK (price_fen BETWEEN 0 AND 999999999), sold_out INTEGER NOT NULL DEFAULT 0
    CHECK (sold_out IN (0, 1) AND (sold_out = 0 OR kind = 'item')),
    CHECK ((kind = 'root') = (parent_id IS NULL)),
    CHECK (kind = 'root' OR (name <> '' AND instr(name, '/') = 0)),
    CHECK (kind = 'item' OR price_fen IS NULL),
    UNIQUE (parent_id, name),
    UNIQUE (parent_id, position)
) STRICT;
INSERT INTO menu_node VALUES(1,NULL,'root','',0,1,NULL,0);
INSERT INTO menu_node VALUES(2,1,'group','凉菜',0,1,NULL,0);
INSERT INTO menu_node VALUES(3,1,'group','热菜',1,1,NULL,0);
INSERT INTO menu_node VALUES(4,1,'group','酒水',2,0,NULL,0);
INSERT INTO menu_node VALUES(5,2,'item','皮蛋豆腐',0,0,1600,0);
INSERT INTO menu_node VALUES(7,3,'item','宫保鸡丁',1,0,3850,0);
INSERT INTO menu_node VALUES(8,3,'item','水煮鱼',2,0,8800,1);
INSERT INTO menu_node VALUES(9,3,'item','回锅肉',0,0,3200,0);
INSERT INTO menu_node VALUES(10,4,'group','啤酒',0,1,NULL,0);
INSERT INTO menu_node VALUES(11,10,'item','青岛啤酒',0,0,800,0);
INSERT INTO menu_node VALUES(12,4,'item','可乐',1,0,500,0);
CREATE TABLE serving_window (
    node_id  INTEGER NOT NULL REFERENCES menu_node (id) ON DELETE CASCADE,
    position INTEGER NOT NULL CHECK (position >= 0),
    days     INTEGER NOT NULL CHECK (days BETWEEN 1 AND 127),
    opens    INTEGER NOT NULL CHECK (opens BETWEEN 0 AND 1439),
    closes   INTEGER NOT NULL CHECK (closes BETWEEN 0 AND 1440),
    CHECK (opens <> closes),
    PRIMARY KEY (node_id, position)
) STRICT, WITHOUT ROWID;
INSERT INTO serving_window VALUES(4,0,48,1020,120);
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
INSERT INTO menu_history VALUES(1,1796043905,'menuctl add-group 凉菜 热菜 酒水 -q','+3 groups',X'540801000000000000006d656e755f6e6f6465001200010000000000000002010000000000000001030567726f75700306e58789e88f9c010000000000000000010000000000000001050100000000000000001200010000000000000003010000000000000001030567726f75700306e783ade88f9c010000000000000001010000000000000001050100000000000000001200010000000000000004010000000000000001030567726f75700306e98592e6b0b401000000000000000201000000000000000105010000000000000000',NULL,0);
INSERT INTO menu_history VALUES(2,1796043905,'menuctl add-item 皮蛋豆腐 夫妻肺片 --in 凉菜 --price 16 -q','+2 dishes',X'540801000000000000006d656e755f6e6f646500120001000000000000000501000000000000000203046974656d030ce79aaee89b8be8b186e88590010000000000000000010000000000000000010000000000000640010000000000000000120001000000000000000601000000000000000203046974656d030ce5a4abe5a6bbe882bae78987010000000000000001010000000000000000010000000000000640010000000000000000',NULL,0);
INSERT INTO menu_history VALUES(3,1796043905,'menuctl add-item 宫保鸡丁 --in 热菜 --price 38.5 -q','+1 dish',X'540801000000000000006d656e755f6e6f646500120001000000000000000701000000000000000303046974656d030ce5aeabe4bf9de9b8a1e4b881010000000000000000010000000000000000010000000000000f0a010000000000000000',NULL,0);
INSERT INTO menu_history VALUES(4,1796043905,'menuctl add-item 水煮鱼 --in 热菜 --price 88 -q','+1 dish',X'540801000000000000006d656e755f6e6f646500120001000000000000000801000000000000000303046974656d0309e6b0b4e785aee9b1bc010000000000000001010000000000000000010000000000002260010000000000000000',NULL,0);
INSERT INTO menu_history VALUES(5,1796043905,'menuctl add-item 回锅肉 --in 热菜 --price 32 -q','+1 dish',X'540801000000000000006d656e755f6e6f646500120001000000000000000901000000000000000303046974656d0309e59b9ee99485e88289010000000000000002010000000000000000010000000000000c80010000000000000000',NULL,0);
INSERT INTO menu_history VALUES(6,1796043905,'menuctl add-item 酒水/啤酒/青岛啤酒 -p --price 8 -q','+1 dish, +1 group',X'540801000000000000006d656e755f6e6f646500120001000000000000000b01000000000000000a03046974656d030ce99d92e5b29be595a4e98592010000000000000000010000000000000000010000000000000320010000000000000000120001000000000000000a010000000000000004030567726f75700306e595a4e9859201000000000000000001000000000000000105010000000000000000',NULL,0);
INSERT INTO menu_history VALUES(7,1796043905,'menuctl add-item 可乐 --in 酒水 --price 5 -q','+1 dish',X'540801000000000000006d656e755f6e6f646500120001000000000000000c01000000000000000403046974656d0306e58fafe4b9900100000000000000010100000000000000000100000000000001f4010000000000000000',NULL,0);
INSERT INTO menu_history VALUES(8,1796043905,'menuctl remove 夫妻肺片 -q','-1 dish',X'540801000000000000006d656e755f6e6f646500090001000000000000000601000000000000000203046974656d030ce5a4abe5a6bbe882bae78987010000000000000001010000000000000000010000000000000640010000000000000000',NULL,0);
INSERT INTO menu_history VALUES(9,1796043905,'menuctl move 回锅肉 --first -q','reordered',X'540801000000000000006d656e755f6e6f646500170001000000000000000900000001000000000000000200000000000000010000000000000000000000170001000000000000000800000001000000000000000100000000000000010000000000000002000000170001000000000000000700000001000000000000000000000000000000010000000000000001000000',NULL,0);
INSERT INTO menu_history VALUES(10,1796043906,'menuctl sold-out 水煮鱼 -q','1 other change',X'540801000000000000006d656e755f6e6f646500170001000000000000000800000000000001000000000000000000000000000000010000000000000001',NULL,0);
INSERT INTO menu_history VALUES(11,1796043906,'menuctl hours 酒水 17:00-02:00 --days fri,sat -q','1 other change',X'5405010200000073657276696e675f77696e646f770012000100000000000000040100000000000000000100000000000000300100000000000003fc010000000000000078',NULL,0);
INSERT INTO menu_history VALUES(12,1796043906,'menuctl edit 可乐 --price 6 -q','price 5.00 → 6.00',X'540801000000000000006d656e755f6e6f646500170001000000000000000c00000000000100000000000001f40000000000000001000000000000025800',1,1);
CREATE TABLE node_detail (
    node_id     INTEGER PRIMARY KEY REFERENCES menu_node (id) ON DELETE CASCADE,
    -- One line of at most 500 characters.
    description TEXT CHECK (description IS NULL OR (description <> '' AND length(description) <= 500
                            AND instr(description, char(10)) = 0 AND instr(description, char(13)) = 0)),
    -- 0 none, 1 mild, 2 medium, 3 hot.
    spice       INTEGER CHECK (spice IS NULL OR spice BETWEEN 0 AND 3),
    CHECK (description IS NOT NULL OR spice IS NOT NULL)
) STRICT;
INSERT INTO node_detail VALUES(3,'下饭的热菜',NULL);
INSERT INTO node_detail VALUES(7,'花生、干辣椒、鸡丁',2);
CREATE TABLE dish_tag (
    node_id  INTEGER NOT NULL REFERENCES menu_node (id) ON DELETE CASCADE,
    tag      TEXT    NOT NULL CHECK (tag <> '' AND length(tag) <= 20 AND instr(tag, '/') = 0 AND instr(tag, ';') = 0),
    position INTEGER NOT NULL CHECK (position >= 0),
    PRIMARY KEY (node_id, tag),
    UNIQUE (node_id, position)
) STRICT, WITHOUT ROWID;
INSERT INTO dish_tag VALUES(7,'招牌',0);
INSERT INTO dish_tag VALUES(7,'新品',1);
INSERT INTO dish_tag VALUES(8,'招牌',0);
CREATE TABLE node_translation (
    node_id INTEGER NOT NULL REFERENCES menu_node (id) ON DELETE CASCADE,
    lang    TEXT    NOT NULL CHECK (lang <> '' AND length(lang) <= 35),
    text    TEXT    NOT NULL CHECK (text <> '' AND length(text) <= 100
                                    AND instr(text, char(10)) = 0 AND instr(text, char(13)) = 0),
    PRIMARY KEY (node_id, lang)
) STRICT, WITHOUT ROWID;
INSERT INTO node_translation VALUES(3,'en','Hot dishes');
INSERT INTO node_translation VALUES(7,'en','Kung Pao Chicken');
DELETE FROM sqlite_sequence;
INSERT INTO sqlite_sequence VALUES('menu_node',12);
INSERT INTO sqlite_sequence VALUES('menu_history',12);
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
COMMIT;
