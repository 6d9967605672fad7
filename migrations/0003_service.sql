-- Service (SPEC 10): dishes sold out (估清), and when groups and dishes are
-- served (供应时段).
--
-- Sold out is a state of a dish, kept on its row. ADD COLUMN rewrites no
-- row, so the upgrade costs a scan for the CHECK, not a copy of the table;
-- a NOT NULL column needs its default for that
-- (https://sqlite.org/lang_altertable.html#altertabaddcol).
ALTER TABLE menu_node ADD COLUMN sold_out INTEGER NOT NULL DEFAULT 0
    CHECK (sold_out IN (0, 1) AND (sold_out = 0 OR kind = 'item'));

-- A node's serving windows, in the order given, one a row: the days as seven
-- bits (Monday the lowest), the times as minutes since midnight. A window
-- whose end is earlier than its start runs past midnight; `00:00-24:00`
-- is the whole day, so an end may be 1440 but never equal to the start.
-- Integers, so a query can ask what is open at a moment without parsing.
-- Removing a node removes its windows (foreign keys are on in every
-- connection menuctl opens, https://sqlite.org/foreignkeys.html#fk_enable).
CREATE TABLE serving_window (
    node_id  INTEGER NOT NULL REFERENCES menu_node (id) ON DELETE CASCADE,
    position INTEGER NOT NULL CHECK (position >= 0),
    days     INTEGER NOT NULL CHECK (days BETWEEN 1 AND 127),
    opens    INTEGER NOT NULL CHECK (opens BETWEEN 0 AND 1439),
    closes   INTEGER NOT NULL CHECK (closes BETWEEN 0 AND 1440),
    CHECK (opens <> closes),
    PRIMARY KEY (node_id, position)
) STRICT, WITHOUT ROWID;

-- The root is never shown, so it has no hours to keep.
CREATE TRIGGER serving_window_not_on_root
BEFORE INSERT ON serving_window
WHEN NEW.node_id = (SELECT id FROM menu_node WHERE kind = 'root')
BEGIN
    SELECT RAISE(ABORT, 'the menu''s root has no serving hours');
END;
