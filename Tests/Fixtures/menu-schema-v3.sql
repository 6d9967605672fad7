PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE menuctl_migration (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
) STRICT;
INSERT INTO menuctl_migration VALUES(1,'create_menu_node','2026-11-30T11:27:47Z');
INSERT INTO menuctl_migration VALUES(2,'ids_for_life','2026-11-30T11:27:47Z');
INSERT INTO menuctl_migration VALUES(3,'service','2026-11-30T12:00:00Z');
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
INSERT INTO menu_node VALUES(4,2,'item','皮蛋豆腐',0,0,1600,0);
INSERT INTO menu_node VALUES(5,1,'group','热菜',1,1,NULL,0);
INSERT INTO menu_node VALUES(6,1,'group','酒水',2,0,NULL,0);
INSERT INTO menu_node VALUES(7,5,'item','宫保鸡丁',1,0,3850,0);
INSERT INTO menu_node VALUES(8,5,'item','回锅肉',2,0,3600,1);
INSERT INTO menu_node VALUES(9,5,'item','麻婆豆腐',0,0,3600,0);
INSERT INTO menu_node VALUES(10,6,'item','青岛啤酒',0,0,800,0);
INSERT INTO menu_node VALUES(11,6,'item','茅台',1,0,NULL,0);
CREATE TABLE serving_window (
    node_id  INTEGER NOT NULL REFERENCES menu_node (id) ON DELETE CASCADE,
    position INTEGER NOT NULL CHECK (position >= 0),
    days     INTEGER NOT NULL CHECK (days BETWEEN 1 AND 127),
    opens    INTEGER NOT NULL CHECK (opens BETWEEN 0 AND 1439),
    closes   INTEGER NOT NULL CHECK (closes BETWEEN 0 AND 1440),
    CHECK (opens <> closes),
    PRIMARY KEY (node_id, position)
) STRICT, WITHOUT ROWID;
INSERT INTO serving_window VALUES(6,0,127,660,1410);
DELETE FROM sqlite_sequence;
INSERT INTO sqlite_sequence VALUES('menu_node',11);
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
COMMIT;
