-- Sales are facts, the day turns by itself, and 停售 beside 估清 (SPEC 20).
--
-- A count is what was stocked and what was sold since; the portions left
-- are the one worked out from the other two (never below 0), kept in
-- `portions_left` so that a sale reads and writes one row. An undo moves
-- `portions_sold` by the difference its entry made instead of setting it
-- (HistoryStore's `counterColumns`) and then works out what is left, so
-- the sales made since a count stay sold; `unsell` gives back at most
-- `portions_sold`. Not a generated column: the session extension of the
-- SQLite this runs on counts a table's columns without them and refuses
-- the table (SQLITE_SCHEMA). ADD COLUMN rewrites no row, and keeps the
-- order an entry recorded before names its columns in
-- (https://sqlite.org/lang_altertable.html#altertabaddcol).
ALTER TABLE dish_count ADD COLUMN portions_stocked INTEGER NOT NULL DEFAULT 0
    CHECK (portions_stocked BETWEEN 0 AND 999999);
ALTER TABLE dish_count ADD COLUMN portions_sold INTEGER NOT NULL DEFAULT 0
    CHECK (portions_sold >= 0);
UPDATE dish_count SET portions_stocked = portions_left;

-- 停售: a dish taken off sale stays off until someone puts it back.
-- Unlike 估清 neither `restock` nor the day's turn clears it, and the
-- guests' page leaves the dish out. A row of its own, as a store's counts
-- are: a store may take head office's dishes off sale.
CREATE TABLE dish_off_sale (
    node_id INTEGER PRIMARY KEY REFERENCES menu_node (id) ON DELETE CASCADE
) STRICT;

CREATE TRIGGER dish_off_sale_is_a_dish
BEFORE INSERT ON dish_off_sale
WHEN (SELECT kind FROM menu_node WHERE id = NEW.node_id) IS NOT 'item'
BEGIN
    SELECT RAISE(ABORT, 'only a dish is taken off sale');
END;

-- The business day 营业日: when it starts (minutes after midnight, local
-- time), and the day the menu last turned to, as the local date its
-- start fell on ('2026-12-02'). NULL: no write has recorded a day yet, so
-- nothing turns until one has. One row, bookkeeping that no undo moves
-- back; the turn itself is a history entry.
CREATE TABLE service_day (
    id          INTEGER PRIMARY KEY CHECK (id = 1),
    starts_at   INTEGER NOT NULL DEFAULT 300 CHECK (starts_at BETWEEN 0 AND 1439),
    current_day TEXT CHECK (current_day IS NULL OR current_day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]')
) STRICT;
INSERT INTO service_day (id) VALUES (1);
