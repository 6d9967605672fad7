-- The history of the menu (SPEC 13): one row for each command that changed
-- the menu's content, newest last. `changeset` is what SQLite's session
-- extension recorded during that command's own transaction
-- (https://sqlite.org/sessionintro.html): every row it touched, with its
-- values before and after, whatever columns the menu has by then. `undo`
-- applies its inverse, `redo` the changeset again.
--
-- Self-contained: it touches no other table, so it may run before or after
-- migrations that add columns to menu_node.
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

-- A new entry clears every redoable mark: with this index that costs the
-- marks there are, not the length of the history.
CREATE INDEX menu_history_redoable ON menu_history (undone) WHERE redoable = 1;
