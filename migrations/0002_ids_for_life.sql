-- Ids for life (SPEC 2): an id names one node for its whole life and is never
-- given to another, even after that node is removed. Without AUTOINCREMENT
-- SQLite reuses the largest rowid once its row is deleted
-- (https://sqlite.org/autoinc.html), so the table is rebuilt with it, the way
-- sqlite.org's "ALTER TABLE" page describes for changes ALTER cannot make
-- (https://sqlite.org/lang_altertable.html#otheralter): new table, copy, drop,
-- rename, then the indexes and triggers again. The migrator runs this with
-- foreign keys off and checks them before it commits.
CREATE TABLE menu_node_new (
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

-- Copying the ids sets sqlite_sequence to the largest of them.
INSERT INTO menu_node_new (id, parent_id, kind, name, position, expanded, price_fen)
SELECT id, parent_id, kind, name, position, expanded, price_fen FROM menu_node;

DROP TABLE menu_node;
ALTER TABLE menu_node_new RENAME TO menu_node;

CREATE UNIQUE INDEX menu_node_one_root ON menu_node (kind) WHERE kind = 'root';

-- Only groups hold entries.
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

-- A group never goes inside itself or one of its own descendants: walk up
-- from the new parent. The walk stops after 64 steps (a menu is at most 32
-- levels deep, SPEC 2), so a cycle that another program wrote into the file
-- cannot make it run forever (SPEC 9).
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

-- A dish stays a dish and a group stays a group.
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
