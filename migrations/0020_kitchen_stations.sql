-- Kitchen stations 档口 (SPEC 26): where a dish is cooked, 凉菜间, 炒锅,
-- 蒸笼, 面档, 吧台. Each kitchen is laid out differently, so both tables
-- are a restaurant's own: head office never publishes them, and a store's
-- assignments on head office's dishes stay through head office's later
-- change files, which change menu_node's rows in place (a dish a file
-- removes takes its assignment with it).
--
-- A station's order is its position, as `stations add` gave them; its id
-- keeps the assignments through a rename. The primary keys are what
-- SQLite's session extension needs to record a table
-- (https://sqlite.org/sessionintro.html), so `undo` takes them back.
CREATE TABLE kitchen_station (
    id       INTEGER PRIMARY KEY,
    name     TEXT    NOT NULL UNIQUE CHECK (name <> '' AND length(name) <= 20 AND instr(name, '/') = 0),
    position INTEGER NOT NULL CHECK (position >= 0)
) STRICT;

-- A group's station reaches every dish inside it at any depth; a dish's
-- or a nearer group's own wins (nearest first, as choices are inherited).
-- One station a node; removing the node or the station removes the row.
CREATE TABLE node_station (
    node_id    INTEGER PRIMARY KEY REFERENCES menu_node (id) ON DELETE CASCADE,
    station_id INTEGER NOT NULL REFERENCES kitchen_station (id) ON DELETE CASCADE
) STRICT;

-- `stations` counts a station's dishes and `stations remove` asks where
-- it is used.
CREATE INDEX node_station_by_station ON node_station (station_id);
