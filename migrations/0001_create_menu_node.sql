-- The whole menu in one adjacency-list table: every row is a group or a dish,
-- and parent_id points at the group that holds it.
--
-- Row 1 is the root, the seed's unshown `menu` that holds 主菜, 早餐 and 酒水.
-- A real root row means top-level nodes have a parent too, so
-- UNIQUE (parent_id, name) holds at the top level as well: SQLite treats NULLs
-- as distinct in UNIQUE constraints (https://sqlite.org/lang_createtable.html).
--
-- Whether a node is a group is stored in `kind`, never derived from having
-- children: the seed's `isGroup = child.count > 0` made a new, empty 酒水 look
-- like a dish. Prices are whole fen in an INTEGER of a STRICT table, so a
-- floating-point price cannot get in (https://sqlite.org/stricttables.html).
CREATE TABLE menu_node (
    id        INTEGER PRIMARY KEY,
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

-- Exactly one root.
CREATE UNIQUE INDEX menu_node_one_root ON menu_node (kind) WHERE kind = 'root';

INSERT INTO menu_node (id, parent_id, kind, name, position, expanded)
VALUES (1, NULL, 'root', '', 0, 1);

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
-- from the new parent, which costs the depth of the menu, not its size. A
-- WITH clause may not start a trigger's statements
-- (https://sqlite.org/lang_createtrigger.html), but it may sit in WHEN.
CREATE TRIGGER menu_node_no_cycle
BEFORE UPDATE OF parent_id ON menu_node
WHEN NEW.parent_id IS NOT OLD.parent_id
 AND EXISTS (WITH RECURSIVE up (id) AS (
                 SELECT NEW.parent_id
                 UNION ALL
                 SELECT m.parent_id FROM menu_node AS m JOIN up ON m.id = up.id
                 WHERE m.parent_id IS NOT NULL
             )
             SELECT 1 FROM up WHERE id = NEW.id)
BEGIN
    SELECT RAISE(ABORT, 'a group cannot go inside itself');
END;

-- A dish stays a dish and a group stays a group: turning a group that holds
-- entries into a dish would break the rule above.
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
