-- A chain (SPEC 22): head office publishes the menu's content as change
-- files, and each store applies them to its own copy, keeping its own
-- sold-out, counts, hours, price lists and store prices.
--
-- The menu's role, once it has one: the chain it belongs to and the last
-- change file it published (head office) or applied (store). `applying` is
-- 1 only inside menuctl's own apply, undo and redo at a store: the
-- triggers below let head office's changes through then, and refuse a
-- store's own command that would change what head office owns.
CREATE TABLE chain_state (
    id       INTEGER PRIMARY KEY CHECK (id = 1),
    role     TEXT    NOT NULL CHECK (role IN ('head office', 'store')),
    chain_id TEXT    NOT NULL CHECK (chain_id <> '' AND length(chain_id) <= 64),
    sequence INTEGER NOT NULL DEFAULT 0 CHECK (sequence >= 0),
    applying INTEGER NOT NULL DEFAULT 0 CHECK (applying IN (0, 1))
) STRICT;

-- Head office: the menu's content as it was last published, as the bytes
-- of a small SQLite database (https://sqlite.org/c3ref/serialize.html).
-- The next publish is the difference between it and the content now
-- (https://sqlite.org/session/sqlite3session_diff.html): a state, not a
-- sum of history entries, so it stays right through undo, redo and a
-- history cut at 1,000 entries. Only the newest row is kept.
CREATE TABLE chain_snapshot (
    sequence INTEGER PRIMARY KEY,
    content  BLOB    NOT NULL
) STRICT;

-- Store: the entries head office published, with their place among
-- head office's entries of their group (a store's own entries may stand
-- between them). Marked here, keyed by the node, rather than in a column
-- of menu_node, whose definition other features rebuild.
CREATE TABLE chain_owned (
    node_id  INTEGER PRIMARY KEY REFERENCES menu_node (id) ON DELETE CASCADE,
    position INTEGER NOT NULL
) STRICT;

-- Store: a dish of head office's that the store sells at its own price
-- (menu_node.price_fen), with head office's price beside it, so that a
-- later publish changes head office's price and keeps the store's.
CREATE TABLE store_price (
    node_id         INTEGER PRIMARY KEY REFERENCES menu_node (id) ON DELETE CASCADE,
    head_office_fen INTEGER CHECK (head_office_fen BETWEEN 0 AND 999999999)
) STRICT;

-- The entry a refused change was about, written by the triggers below just
-- before they stop the statement with RAISE(FAIL), which keeps what the
-- statement did so far (https://sqlite.org/lang_conflict.html): menuctl
-- reads it to name the entry, then the whole command rolls back. Without
-- a primary key, so no session ever records it.
CREATE TABLE chain_refusal (
    node_id INTEGER NOT NULL
) STRICT;

-- A store's price for head office's dish: head office's price is kept the
-- first time the store changes it, and forgotten when the store goes back.
CREATE TRIGGER chain_store_price
AFTER UPDATE OF price_fen ON menu_node
WHEN NEW.price_fen IS NOT OLD.price_fen
 AND EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO store_price (node_id, head_office_fen)
    SELECT OLD.id, OLD.price_fen WHERE NOT EXISTS (SELECT 1 FROM store_price WHERE node_id = OLD.id);
    DELETE FROM store_price WHERE node_id = OLD.id AND head_office_fen IS NEW.price_fen;
END;

-- What a store may not do to head office's entries: rename, move to
-- another group, change the unit or market price, remove.
CREATE TRIGGER chain_owned_node_kept
BEFORE UPDATE OF name, parent_id, unit, market_price ON menu_node
WHEN (NEW.name IS NOT OLD.name OR NEW.parent_id IS NOT OLD.parent_id
      OR NEW.unit IS NOT OLD.unit OR NEW.market_price IS NOT OLD.market_price)
 AND EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;

CREATE TRIGGER chain_owned_node_stays
BEFORE DELETE ON menu_node
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;

-- node_detail of head office's entries is head office's.
CREATE TRIGGER chain_owned_node_detail_on_insert
BEFORE INSERT ON node_detail
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = NEW.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (NEW.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;

CREATE TRIGGER chain_owned_node_detail_on_update
BEFORE UPDATE ON node_detail
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;

CREATE TRIGGER chain_owned_node_detail_on_delete
BEFORE DELETE ON node_detail
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;

-- dish_tag of head office's entries is head office's.
CREATE TRIGGER chain_owned_dish_tag_on_insert
BEFORE INSERT ON dish_tag
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = NEW.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (NEW.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;

CREATE TRIGGER chain_owned_dish_tag_on_update
BEFORE UPDATE ON dish_tag
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;

CREATE TRIGGER chain_owned_dish_tag_on_delete
BEFORE DELETE ON dish_tag
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;

-- node_translation of head office's entries is head office's.
CREATE TRIGGER chain_owned_node_translation_on_insert
BEFORE INSERT ON node_translation
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = NEW.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (NEW.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;

CREATE TRIGGER chain_owned_node_translation_on_update
BEFORE UPDATE ON node_translation
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;

CREATE TRIGGER chain_owned_node_translation_on_delete
BEFORE DELETE ON node_translation
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;

-- dish_size of head office's entries is head office's.
CREATE TRIGGER chain_owned_dish_size_on_insert
BEFORE INSERT ON dish_size
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = NEW.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (NEW.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;

CREATE TRIGGER chain_owned_dish_size_on_update
BEFORE UPDATE ON dish_size
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;

CREATE TRIGGER chain_owned_dish_size_on_delete
BEFORE DELETE ON dish_size
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;

-- dish_allergen of head office's entries is head office's.
CREATE TRIGGER chain_owned_dish_allergen_on_insert
BEFORE INSERT ON dish_allergen
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = NEW.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (NEW.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;

CREATE TRIGGER chain_owned_dish_allergen_on_update
BEFORE UPDATE ON dish_allergen
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;

CREATE TRIGGER chain_owned_dish_allergen_on_delete
BEFORE DELETE ON dish_allergen
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;

-- dish_diet of head office's entries is head office's.
CREATE TRIGGER chain_owned_dish_diet_on_insert
BEFORE INSERT ON dish_diet
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = NEW.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (NEW.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;

CREATE TRIGGER chain_owned_dish_diet_on_update
BEFORE UPDATE ON dish_diet
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;

CREATE TRIGGER chain_owned_dish_diet_on_delete
BEFORE DELETE ON dish_diet
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;

-- choice_offer of head office's entries is head office's.
CREATE TRIGGER chain_owned_choice_offer_on_insert
BEFORE INSERT ON choice_offer
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = NEW.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (NEW.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;

CREATE TRIGGER chain_owned_choice_offer_on_update
BEFORE UPDATE ON choice_offer
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;

CREATE TRIGGER chain_owned_choice_offer_on_delete
BEFORE DELETE ON choice_offer
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;
