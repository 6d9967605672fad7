-- Set meals 套餐 (SPEC 19): 商务套餐A ¥48, one 热菜 of three, a 主食, a soup.
--
-- A set meal is a row of menu_node of kind 'item' with a row here: it is a
-- leaf that is priced, described, timed, sold out, counted and offered
-- choices exactly as a dish is, by the tables that already do so, and
-- menu_node's CHECKs and triggers need no rebuild. What makes it a set is
-- this row and its slots. Removing the entry removes them.
CREATE TABLE set_meal (
    node_id INTEGER PRIMARY KEY REFERENCES menu_node (id) ON DELETE CASCADE
) STRICT;

-- A set is an entry a guest orders, never a group or the top.
CREATE TRIGGER set_meal_is_an_entry
BEFORE INSERT ON set_meal
WHEN (SELECT kind FROM menu_node WHERE id = NEW.node_id) IN ('group', 'root')
BEGIN
    SELECT RAISE(ABORT, 'a set meal is an entry, not a group');
END;

-- A slot: a name unique in its set and how many of its dishes a guest
-- picks. Slots are shown by position, then id; positions may have gaps
-- (a removed slot leaves one), so removing rewrites no other row. 1 to 12
-- slots a set and pick at most the dishes there are are rules across
-- rows: the store keeps them, `check` reports rows that break them.
CREATE TABLE set_slot (
    id       INTEGER PRIMARY KEY,
    set_id   INTEGER NOT NULL REFERENCES set_meal (node_id) ON DELETE CASCADE,
    position INTEGER NOT NULL CHECK (position >= 0),
    name     TEXT    NOT NULL CHECK (name <> '' AND instr(name, '/') = 0),
    pick     INTEGER NOT NULL CHECK (pick >= 1),
    UNIQUE (set_id, name)
) STRICT;

-- A slot's dishes, by id: renaming or moving 宫保鸡丁 keeps it in every
-- slot. Keyed by the slot and the place in it, so that the session
-- extension records the table and `undo` brings slots back exactly
-- (https://sqlite.org/session/sqlite3session_attach.html). A dish with
-- sizes enters in one size; a surcharge (加价) is in fen, NULL for none. A
-- dish is in a slot once. `remove` refuses a dish a set uses unless
-- --force, which deletes these rows itself; the cascade is for what other
-- programs delete.
CREATE TABLE set_slot_dish (
    slot_id       INTEGER NOT NULL REFERENCES set_slot (id) ON DELETE CASCADE,
    position      INTEGER NOT NULL CHECK (position >= 0),
    dish_id       INTEGER NOT NULL REFERENCES menu_node (id) ON DELETE CASCADE,
    size          TEXT    CHECK (size IS NULL OR (size <> '' AND instr(size, '/') = 0)),
    surcharge_fen INTEGER CHECK (surcharge_fen IS NULL OR surcharge_fen BETWEEN 1 AND 999999999),
    PRIMARY KEY (slot_id, position),
    UNIQUE (slot_id, dish_id)
) STRICT, WITHOUT ROWID;

-- `remove` asks which sets use a dish; the cascade finds them too.
CREATE INDEX set_slot_dish_by_dish ON set_slot_dish (dish_id);

-- A slot holds dishes: not a group, not the top, not another set. A node
-- not there (yet) is the foreign key's business, so an undo that brings
-- back a dish and its slots in either order passes.
CREATE TRIGGER set_slot_dish_is_a_dish
BEFORE INSERT ON set_slot_dish
WHEN (SELECT kind FROM menu_node WHERE id = NEW.dish_id) IN ('group', 'root')
  OR EXISTS (SELECT 1 FROM set_meal WHERE node_id = NEW.dish_id)
BEGIN
    SELECT RAISE(ABORT, 'a slot holds dishes, not groups or set meals');
END;
