-- Energy and portion (SPEC 28): what the law asks a menu to say of a dish
-- (US 21 CFR 101.11, UK SI 2021/909, China's 明码标价 and the 2021
-- anti-food-waste law): its kcal, one number or one a size, and its
-- portion, `350g`, `500ml`, `serves 2`.
--
-- Tables of their own keyed by the node, not columns of menu_node or
-- node_detail: undo checks a recorded row against its table's columns
-- (0005_dish_details.sql says why), and a primary key lets SQLite's
-- session extension record them (https://sqlite.org/sessionintro.html).
-- Removing a dish removes them.

-- A dish's kcal: the whole dish's under size '' (every size, when it has
-- sizes and gives none of its own), or a size's by its name. A dish holds
-- one or the other; menuctl keeps that, and `check` reports a size's kcal
-- whose size is gone.
CREATE TABLE dish_kcal (
    node_id INTEGER NOT NULL REFERENCES menu_node (id) ON DELETE CASCADE,
    size    TEXT    NOT NULL CHECK (instr(size, '/') = 0 AND length(size) <= 20),
    kcal    INTEGER NOT NULL CHECK (kcal BETWEEN 0 AND 10000),
    PRIMARY KEY (node_id, size)
) STRICT, WITHOUT ROWID;

-- A dish's portion as typed and checked by menuctl: a number with g, kg,
-- ml or l, or `serves N`.
CREATE TABLE dish_portion (
    node_id INTEGER PRIMARY KEY REFERENCES menu_node (id) ON DELETE CASCADE,
    portion TEXT    NOT NULL CHECK (portion <> '' AND length(portion) <= 20)
) STRICT;

-- What a guest orders, not what a group is.
CREATE TRIGGER dish_kcal_on_dishes
BEFORE INSERT ON dish_kcal
WHEN (SELECT kind FROM menu_node WHERE id = NEW.node_id) IN ('group', 'root')
BEGIN
    SELECT RAISE(ABORT, 'only dishes have kcal');
END;

CREATE TRIGGER dish_portion_on_dishes
BEFORE INSERT ON dish_portion
WHEN (SELECT kind FROM menu_node WHERE id = NEW.node_id) IN ('group', 'root')
BEGIN
    SELECT RAISE(ABORT, 'only dishes have a portion');
END;

-- Head office's content, as allergens are (0015_chain.sql): at a store,
-- head office's dishes keep head office's kcal and portion but through
-- its change files.
CREATE TRIGGER chain_owned_dish_kcal_on_insert
BEFORE INSERT ON dish_kcal
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = NEW.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (NEW.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;

CREATE TRIGGER chain_owned_dish_kcal_on_update
BEFORE UPDATE ON dish_kcal
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;

CREATE TRIGGER chain_owned_dish_kcal_on_delete
BEFORE DELETE ON dish_kcal
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;

CREATE TRIGGER chain_owned_dish_portion_on_insert
BEFORE INSERT ON dish_portion
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = NEW.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (NEW.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;

CREATE TRIGGER chain_owned_dish_portion_on_update
BEFORE UPDATE ON dish_portion
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;

CREATE TRIGGER chain_owned_dish_portion_on_delete
BEFORE DELETE ON dish_portion
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;
