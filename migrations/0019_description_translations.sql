-- A description in another language (SPEC 11), keyed as a name's
-- translation is, so that a guest reading `en` reads the whole dish in it.
-- A table of its own rather than a column of node_translation: a name and
-- a description are translated apart, and one may be missing.
CREATE TABLE node_description_translation (
    node_id INTEGER NOT NULL REFERENCES menu_node (id) ON DELETE CASCADE,
    lang    TEXT    NOT NULL CHECK (lang <> '' AND length(lang) <= 35),
    text    TEXT    NOT NULL CHECK (text <> '' AND length(text) <= 500
                                    AND instr(text, char(10)) = 0 AND instr(text, char(13)) = 0),
    PRIMARY KEY (node_id, lang)
) STRICT, WITHOUT ROWID;

CREATE TRIGGER node_description_translation_not_on_root
BEFORE INSERT ON node_description_translation
WHEN (SELECT kind FROM menu_node WHERE id = NEW.node_id) = 'root'
BEGIN
    SELECT RAISE(ABORT, 'the menu''s root has no description to translate');
END;

-- A description's translation of head office's entries is head office's.
CREATE TRIGGER chain_owned_node_description_translation_on_insert
BEFORE INSERT ON node_description_translation
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = NEW.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (NEW.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;

CREATE TRIGGER chain_owned_node_description_translation_on_update
BEFORE UPDATE ON node_description_translation
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;

CREATE TRIGGER chain_owned_node_description_translation_on_delete
BEFORE DELETE ON node_description_translation
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;
