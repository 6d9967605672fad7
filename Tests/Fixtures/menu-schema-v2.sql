PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE menuctl_migration (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
) STRICT;
INSERT INTO menuctl_migration VALUES(1,'create_menu_node','2026-11-30T11:25:48Z');
INSERT INTO menuctl_migration VALUES(2,'ids_for_life','2026-11-30T11:25:48Z');
CREATE TABLE IF NOT EXISTS "menu_node" (
    id        INTEGER PRIMARY KEY AUTOINCREMENT,
    parent_id INTEGER REFERENCES menu_node (id) ON DELETE CASCADE,
    kind      TEXT    NOT NULL CHECK (kind IN ('root', 'group', 'item')),
    name      TEXT    NOT NULL,
    position  INTEGER NOT NULL,
    expanded  INTEGER NOT NULL DEFAULT 1 CHECK (expanded IN (0, 1)),
    price_fen INTEGER CHECK (price_fen BETWEEN 0 AND 999999999),
    CHECK ((kind = 'root') = (parent_id IS NULL)),
    CHECK (kind = 'root' OR (name <> '' AND instr(name, '/') = 0)),
    CHECK (kind = 'item' OR price_fen IS NULL),
    UNIQUE (parent_id, name),
    UNIQUE (parent_id, position)
) STRICT;
INSERT INTO menu_node VALUES(1,NULL,'root','',0,1,NULL);
INSERT INTO menu_node VALUES(2,1,'group','主菜',0,0,NULL);
INSERT INTO menu_node VALUES(3,2,'item','宫保鸡丁',1,0,3850);
INSERT INTO menu_node VALUES(4,2,'item','干烧鱼',2,0,6800);
INSERT INTO menu_node VALUES(5,2,'item','回锅肉',0,0,4200);
INSERT INTO menu_node VALUES(6,2,'item','麻婆豆腐',3,0,2800);
INSERT INTO menu_node VALUES(7,2,'item','家常豆腐',4,0,2600);
INSERT INTO menu_node VALUES(8,2,'item','黄焖鸭',5,0,5800);
INSERT INTO menu_node VALUES(9,2,'item','夫妻肺片',6,0,3600);
INSERT INTO menu_node VALUES(11,2,'item','锅巴肉片',7,0,3900);
INSERT INTO menu_node VALUES(12,1,'group','早餐',1,1,NULL);
INSERT INTO menu_node VALUES(13,12,'item','担担面',0,0,NULL);
INSERT INTO menu_node VALUES(14,12,'item','川北凉粉',1,0,1000);
INSERT INTO menu_node VALUES(15,12,'item','麻辣小面',2,0,1000);
INSERT INTO menu_node VALUES(16,12,'item','酸辣面',3,0,1200);
INSERT INTO menu_node VALUES(17,25,'item','酸辣粉',1,0,1100);
INSERT INTO menu_node VALUES(18,1,'group','酒水',2,1,NULL);
INSERT INTO menu_node VALUES(19,18,'item','青岛啤酒',0,0,800);
INSERT INTO menu_node VALUES(20,18,'item','王老吉',1,0,600);
INSERT INTO menu_node VALUES(21,18,'item','酸梅汤',2,0,800);
INSERT INTO menu_node VALUES(22,18,'group','白酒',3,0,NULL);
INSERT INTO menu_node VALUES(23,22,'item','五粮液',0,0,128000);
INSERT INTO menu_node VALUES(25,1,'group','凉菜',3,1,NULL);
INSERT INTO menu_node VALUES(26,25,'item','皮蛋豆腐',0,0,1800);
INSERT INTO menu_node VALUES(27,1,'group','夜宵',4,1,NULL);
INSERT INTO menu_node VALUES(28,27,'item','烤串',0,0,3000);
DELETE FROM sqlite_sequence;
INSERT INTO sqlite_sequence VALUES('menu_node',28);
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
COMMIT;
