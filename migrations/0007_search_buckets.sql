-- What `find` looks through (SPEC 12), kept beside the menu so it need not
-- ask every name. Asking each of 100,000 names costs what the sqlite3
-- shell's `LIKE '%鸡%'` costs, one SQL function call per row; the pinyin of
-- a name cannot be computed in SQL, so it is computed once, when the name
-- is written, and stored.
--
-- Nodes are kept in buckets of 64 ids (id >> 6): an id never changes its
-- node (0002), so a node stays in its bucket for life. A bucket's `keys`
-- holds, for each of its nodes, the name with its case folded, the pinyin
-- initials and the pinyin spelled out, and the same of its translations.
-- `find` searches each bucket's text once (1/64 of the rows), then asks its
-- own matcher only of the texts in the buckets whose keys hold the query.
-- The keys only narrow the search: the answer is always the matcher's, on
-- the names and translations as they are.
--
-- A key is derived data, never the menu itself: undo does not record it,
-- and `check --repair` rebuilds it.
CREATE TABLE search_bucket (
    bucket INTEGER PRIMARY KEY,
    keys   TEXT    NOT NULL
) STRICT;

-- Buckets whose keys may be out of step: written by the triggers below for
-- every program that adds, renames, renumbers or removes a node or a
-- translation, menuctl or another. menuctl rebuilds them before each write
-- commits; until then `find` asks the matcher of every text in them, so a
-- name another program wrote is found all the same.
CREATE TABLE search_pending (
    bucket INTEGER PRIMARY KEY
) STRICT;

-- NOT EXISTS rather than INSERT OR IGNORE: a conflict clause inside a
-- trigger gives way to the outer statement's (https://sqlite.org/lang_createtrigger.html).
CREATE TRIGGER menu_node_search_on_insert
AFTER INSERT ON menu_node
BEGIN
    INSERT INTO search_pending (bucket)
    SELECT NEW.id >> 6 WHERE NOT EXISTS (SELECT 1 FROM search_pending WHERE bucket = NEW.id >> 6);
END;

-- Any UPDATE, not UPDATE OF id, name: a program may renumber a row through
-- rowid, oid or _rowid_, which UPDATE OF id does not see.
CREATE TRIGGER menu_node_search_on_rename
AFTER UPDATE ON menu_node
WHEN NEW.id IS NOT OLD.id OR NEW.name IS NOT OLD.name
BEGIN
    INSERT INTO search_pending (bucket)
    SELECT OLD.id >> 6 WHERE NOT EXISTS (SELECT 1 FROM search_pending WHERE bucket = OLD.id >> 6);
    INSERT INTO search_pending (bucket)
    SELECT NEW.id >> 6 WHERE NOT EXISTS (SELECT 1 FROM search_pending WHERE bucket = NEW.id >> 6);
END;

CREATE TRIGGER menu_node_search_on_delete
AFTER DELETE ON menu_node
BEGIN
    INSERT INTO search_pending (bucket)
    SELECT OLD.id >> 6 WHERE NOT EXISTS (SELECT 1 FROM search_pending WHERE bucket = OLD.id >> 6);
END;

-- A translation is found as a name is (SPEC 12), so it is in its node's keys.
CREATE TRIGGER node_translation_search_on_insert
AFTER INSERT ON node_translation
BEGIN
    INSERT INTO search_pending (bucket)
    SELECT NEW.node_id >> 6 WHERE NOT EXISTS (SELECT 1 FROM search_pending WHERE bucket = NEW.node_id >> 6);
END;

CREATE TRIGGER node_translation_search_on_update
AFTER UPDATE ON node_translation
WHEN NEW.node_id IS NOT OLD.node_id OR NEW.text IS NOT OLD.text
BEGIN
    INSERT INTO search_pending (bucket)
    SELECT OLD.node_id >> 6 WHERE NOT EXISTS (SELECT 1 FROM search_pending WHERE bucket = OLD.node_id >> 6);
    INSERT INTO search_pending (bucket)
    SELECT NEW.node_id >> 6 WHERE NOT EXISTS (SELECT 1 FROM search_pending WHERE bucket = NEW.node_id >> 6);
END;

CREATE TRIGGER node_translation_search_on_delete
AFTER DELETE ON node_translation
BEGIN
    INSERT INTO search_pending (bucket)
    SELECT OLD.node_id >> 6 WHERE NOT EXISTS (SELECT 1 FROM search_pending WHERE bucket = OLD.node_id >> 6);
END;

-- Every bucket of the menu as it stands; the first write fills them.
INSERT INTO search_pending (bucket)
SELECT id >> 6 FROM menu_node UNION SELECT node_id >> 6 FROM node_translation;
