-- Dish details and other languages (SPEC 11): a description, spice (辣度
-- 0–3), tags (招牌, 新品, 素, 清真) and translations of the name.
--
-- Each lives in a table of its own keyed by the node's id, not in new
-- columns of menu_node: undo checks every row a history entry recorded
-- against the columns its table has now, so if menu_node grew columns no
-- entry recorded before this migration could be undone any more. New
-- tables leave those entries as they were. Every table has a PRIMARY KEY,
-- which SQLite's session extension needs to record its rows
-- (https://sqlite.org/sessionintro.html), so details are undone and redone
-- like names and prices. Removing a node removes its details (foreign keys
-- are on in every connection menuctl opens).
--
-- A node has a row here only while it has a description or a spice level.
-- Groups take descriptions; spice is a dish's.
CREATE TABLE node_detail (
    node_id     INTEGER PRIMARY KEY REFERENCES menu_node (id) ON DELETE CASCADE,
    -- One line of at most 500 characters.
    description TEXT CHECK (description IS NULL OR (description <> '' AND length(description) <= 500
                            AND instr(description, char(10)) = 0 AND instr(description, char(13)) = 0)),
    -- 0 none, 1 mild, 2 medium, 3 hot.
    spice       INTEGER CHECK (spice IS NULL OR spice BETWEEN 0 AND 3),
    CHECK (description IS NOT NULL OR spice IS NOT NULL)
) STRICT;

-- A dish's tags, in the order they were given. A tag follows the rules of a
-- name, at most 20 characters, without `;`, which joins tags in TSV and CSV
-- (the rest of those rules are menuctl's).
CREATE TABLE dish_tag (
    node_id  INTEGER NOT NULL REFERENCES menu_node (id) ON DELETE CASCADE,
    tag      TEXT    NOT NULL CHECK (tag <> '' AND length(tag) <= 20 AND instr(tag, '/') = 0 AND instr(tag, ';') = 0),
    position INTEGER NOT NULL CHECK (position >= 0),
    PRIMARY KEY (node_id, tag),
    UNIQUE (node_id, position)
) STRICT, WITHOUT ROWID;

-- A name in another language, by BCP 47 tag (`en`, `ja`, `zh-Hant`), kept
-- in its conventional case (RFC 5646 2.1.1) so that one language is one key.
CREATE TABLE node_translation (
    node_id INTEGER NOT NULL REFERENCES menu_node (id) ON DELETE CASCADE,
    lang    TEXT    NOT NULL CHECK (lang <> '' AND length(lang) <= 35),
    text    TEXT    NOT NULL CHECK (text <> '' AND length(text) <= 100
                                    AND instr(text, char(10)) = 0 AND instr(text, char(13)) = 0),
    PRIMARY KEY (node_id, lang)
) STRICT, WITHOUT ROWID;

-- Spice and tags are a dish's; nothing belongs to the root, which is never shown.
CREATE TRIGGER node_detail_not_on_root
BEFORE INSERT ON node_detail
WHEN (SELECT kind FROM menu_node WHERE id = NEW.node_id) = 'root'
BEGIN
    SELECT RAISE(ABORT, 'the menu''s root has no details');
END;

CREATE TRIGGER node_detail_spice_on_dishes
BEFORE INSERT ON node_detail
WHEN NEW.spice IS NOT NULL AND (SELECT kind FROM menu_node WHERE id = NEW.node_id) <> 'item'
BEGIN
    SELECT RAISE(ABORT, 'only dishes have a spice level');
END;

CREATE TRIGGER node_detail_spice_on_dishes_on_update
BEFORE UPDATE OF spice ON node_detail
WHEN NEW.spice IS NOT NULL AND (SELECT kind FROM menu_node WHERE id = NEW.node_id) <> 'item'
BEGIN
    SELECT RAISE(ABORT, 'only dishes have a spice level');
END;

CREATE TRIGGER dish_tag_on_dishes
BEFORE INSERT ON dish_tag
WHEN (SELECT kind FROM menu_node WHERE id = NEW.node_id) <> 'item'
BEGIN
    SELECT RAISE(ABORT, 'only dishes have tags');
END;

CREATE TRIGGER node_translation_not_on_root
BEFORE INSERT ON node_translation
WHEN (SELECT kind FROM menu_node WHERE id = NEW.node_id) = 'root'
BEGIN
    SELECT RAISE(ABORT, 'the menu''s root has no name to translate');
END;
