-- Sizes, units and market price (SPEC 17): 水煮鱼 as 小份/大份, fish by the
-- jin (按斤), seafood at market price (时价).
--
-- A dish has one kind of price: none, one (price_fen), sizes, or market
-- price. The unit and the market-price mark are one value each per dish, so
-- they are columns of its row, where CHECKs keep them off groups and keep a
-- market price apart from a single one. ADD COLUMN rewrites no row
-- (https://sqlite.org/lang_altertable.html#altertabaddcol), so the upgrade
-- costs a scan for the CHECKs, not a copy of the menu.
ALTER TABLE menu_node ADD COLUMN unit TEXT
    CHECK (unit IS NULL OR (kind = 'item' AND unit <> '' AND instr(unit, '/') = 0));
ALTER TABLE menu_node ADD COLUMN market_price INTEGER NOT NULL DEFAULT 0
    CHECK (market_price IN (0, 1) AND (market_price = 0 OR (kind = 'item' AND price_fen IS NULL)));

-- A row written before a column was added does not hold it: SQLite reads
-- the default in its place, but the session extension (3.40) records the
-- value before a change to it as NULL, and an undo would then write NULL
-- into a NOT NULL column. Writing every row once stores every column the
-- table has by now (sold_out of 0003 too), at the cost of one pass.
UPDATE menu_node SET market_price = 0;

-- A dish's sizes are a list (2 to 8, in the order given), so they are rows
-- of their own, keyed by the dish and the place in its list: a PRIMARY KEY
-- is what SQLite's session extension needs to record a table
-- (https://sqlite.org/session/sqlite3session_attach.html), so `undo` brings
-- sizes back exactly, and a dish's sizes are one range of the key, read in
-- order without an index of their own. A position of at most 7 holds the
-- list to 8; names are unique within a dish. That a dish has at least 2
-- sizes cannot be said in SQL row by row: the repository keeps it, and
-- `check` reports a dish with one. Removing a dish removes its sizes.
CREATE TABLE dish_size (
    node_id   INTEGER NOT NULL REFERENCES menu_node (id) ON DELETE CASCADE,
    position  INTEGER NOT NULL CHECK (position BETWEEN 0 AND 7),
    name      TEXT    NOT NULL CHECK (name <> '' AND instr(name, '/') = 0),
    price_fen INTEGER NOT NULL CHECK (price_fen BETWEEN 0 AND 999999999),
    PRIMARY KEY (node_id, position),
    UNIQUE (node_id, name)
) STRICT, WITHOUT ROWID;

-- Sizes belong to dishes that have no other price. The node is looked up
-- by its key; a node not there (yet) is the foreign key's business, so an
-- undo that brings back a dish and its sizes in either order passes.
CREATE TRIGGER dish_size_on_a_dish_without_price
BEFORE INSERT ON dish_size
WHEN EXISTS (SELECT 1 FROM menu_node WHERE id = NEW.node_id
             AND (kind <> 'item' OR price_fen IS NOT NULL OR market_price <> 0))
BEGIN
    SELECT RAISE(ABORT, 'sizes belong to a dish without a single or market price');
END;

-- And the other way round: a dish with sizes takes no single or market
-- price until its sizes are gone.
CREATE TRIGGER menu_node_price_or_sizes
BEFORE UPDATE OF price_fen, market_price ON menu_node
WHEN (NEW.price_fen IS NOT NULL OR NEW.market_price <> 0)
 AND EXISTS (SELECT 1 FROM dish_size WHERE node_id = NEW.id)
BEGIN
    SELECT RAISE(ABORT, 'a dish with sizes has no single or market price');
END;
