-- What every row written costs (issue 35). Nothing here changes what the
-- schema allows; it changes how SQLite checks it.
--
-- `CHECK (kind IN ('root', 'group', 'item'))` compiles to a temporary
-- B-tree made anew for every row written (EXPLAIN shows OpenEphemeral);
-- three comparisons say the same. Rebuilding menu_node to change one CHECK
-- would drop and remake what other tables and triggers hold on to, so the
-- CREATE TABLE text is edited in place, the way sqlite.org's "ALTER TABLE"
-- page allows for changes that leave the content on disk as it is, such as
-- a CHECK constraint (https://sqlite.org/lang_altertable.html#otheralter).
-- Only that CHECK is replaced, and only when the text holds it exactly
-- once: a table another program remade is left as it is.
PRAGMA writable_schema = ON;
UPDATE sqlite_schema
SET sql = replace(sql, 'CHECK (kind IN (''root'', ''group'', ''item''))',
                       'CHECK (kind = ''root'' OR kind = ''group'' OR kind = ''item'')')
WHERE type = 'table' AND name = 'menu_node'
  AND length(sql) - length(replace(sql, 'CHECK (kind IN (''root'', ''group'', ''item''))', ''))
      = length('CHECK (kind IN (''root'', ''group'', ''item''))');

-- A price list's entries by dish: removing a dish (or undoing its adding)
-- looks here for the entries that go with it, which read the whole table
-- without this index.
CREATE INDEX price_entry_by_node ON price_entry (node_id);

-- The CREATE INDEX above changes the schema cookie, so every other
-- connection reads the schema again; RESET makes this one read it too
-- (https://sqlite.org/pragma.html#pragma_writable_schema).
PRAGMA writable_schema = RESET;

-- The edited table read back and every row checked against it
-- (https://sqlite.org/pragma.html#pragma_integrity_check): a report other
-- than `ok` fails the CHECK below and the migration with it.
CREATE TEMP TABLE integrity_report (report TEXT CHECK (report = 'ok'));
INSERT INTO temp.integrity_report SELECT group_concat(integrity_check, ' ') FROM pragma_integrity_check('menu_node');
DROP TABLE temp.integrity_report;

-- The search keys' triggers (0007) inserted through `SELECT … WHERE NOT
-- EXISTS (SELECT … FROM search_pending …)`, which reads the table it
-- writes, so SQLite copied the SELECT's result aside first (OpenEphemeral)
-- for every row. An upsert says the same without reading first
-- (https://sqlite.org/lang_upsert.html). Unlike INSERT OR IGNORE, which the
-- outer statement's conflict clause would override inside a trigger
-- (https://sqlite.org/lang_createtrigger.html), DO NOTHING holds under
-- every outer clause: plain, OR ABORT, OR FAIL, OR IGNORE, OR REPLACE,
-- OR ROLLBACK and an outer upsert alike (SearchTriggerTests).
DROP TRIGGER menu_node_search_on_insert;
CREATE TRIGGER menu_node_search_on_insert
AFTER INSERT ON menu_node
BEGIN
    INSERT INTO search_pending (bucket) VALUES (NEW.id >> 6) ON CONFLICT (bucket) DO NOTHING;
END;

DROP TRIGGER menu_node_search_on_rename;
CREATE TRIGGER menu_node_search_on_rename
AFTER UPDATE ON menu_node
WHEN NEW.id IS NOT OLD.id OR NEW.name IS NOT OLD.name
BEGIN
    INSERT INTO search_pending (bucket) VALUES (OLD.id >> 6) ON CONFLICT (bucket) DO NOTHING;
    INSERT INTO search_pending (bucket) VALUES (NEW.id >> 6) ON CONFLICT (bucket) DO NOTHING;
END;

DROP TRIGGER menu_node_search_on_delete;
CREATE TRIGGER menu_node_search_on_delete
AFTER DELETE ON menu_node
BEGIN
    INSERT INTO search_pending (bucket) VALUES (OLD.id >> 6) ON CONFLICT (bucket) DO NOTHING;
END;

DROP TRIGGER node_translation_search_on_insert;
CREATE TRIGGER node_translation_search_on_insert
AFTER INSERT ON node_translation
BEGIN
    INSERT INTO search_pending (bucket) VALUES (NEW.node_id >> 6) ON CONFLICT (bucket) DO NOTHING;
END;

DROP TRIGGER node_translation_search_on_update;
CREATE TRIGGER node_translation_search_on_update
AFTER UPDATE ON node_translation
WHEN NEW.node_id IS NOT OLD.node_id OR NEW.text IS NOT OLD.text
BEGIN
    INSERT INTO search_pending (bucket) VALUES (OLD.node_id >> 6) ON CONFLICT (bucket) DO NOTHING;
    INSERT INTO search_pending (bucket) VALUES (NEW.node_id >> 6) ON CONFLICT (bucket) DO NOTHING;
END;

DROP TRIGGER node_translation_search_on_delete;
CREATE TRIGGER node_translation_search_on_delete
AFTER DELETE ON node_translation
BEGIN
    INSERT INTO search_pending (bucket) VALUES (OLD.node_id >> 6) ON CONFLICT (bucket) DO NOTHING;
END;
