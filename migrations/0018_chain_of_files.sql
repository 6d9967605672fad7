-- Change files chained by their digests (SPEC 22). Each file names the
-- SHA-256 of the file it follows; a store refuses one that does not follow
-- the file it applied, which is how it finds that head office's history
-- forked (a head office restored from a backup publishes another change 3).
--
-- The epoch counts head office's full files: a full file holds the whole
-- menu and starts a new epoch, which a store applies whatever it holds.
ALTER TABLE chain_state ADD COLUMN epoch INTEGER NOT NULL DEFAULT 1 CHECK (epoch >= 1);

-- The files published (head office) or applied (store), by number, with
-- their digests: a store tells the file it applied under a number from
-- another that head office published under it after a restore. Files of
-- format 1, whose digest covered only their body, have no row.
CREATE TABLE chain_file (
    sequence INTEGER PRIMARY KEY CHECK (sequence >= 1),
    epoch    INTEGER NOT NULL CHECK (epoch >= 1),
    full     INTEGER NOT NULL CHECK (full IN (0, 1)),
    sha256   TEXT    NOT NULL CHECK (length(sha256) = 64 AND sha256 NOT GLOB '*[^0-9a-f]*')
) STRICT;

-- Head office's hours travel as defaults (SPEC 22): serving_window is
-- content now, and a store's own hours on one of head office's entries win
-- and stay through later files, as a store's price does. The first time a
-- store changes an entry's hours, head office's are kept aside in
-- head_office_window and the entry is marked in store_hours; `apply` puts
-- head office's back while a file applies, notes the new ones aside, and
-- puts the store's back.
CREATE TABLE store_hours (
    node_id INTEGER PRIMARY KEY REFERENCES menu_node (id) ON DELETE CASCADE
) STRICT;

CREATE TABLE head_office_window (
    node_id  INTEGER NOT NULL REFERENCES store_hours (node_id) ON DELETE CASCADE,
    position INTEGER NOT NULL CHECK (position >= 0),
    days     INTEGER NOT NULL CHECK (days BETWEEN 1 AND 127),
    opens    INTEGER NOT NULL CHECK (opens BETWEEN 0 AND 1439),
    closes   INTEGER NOT NULL CHECK (closes BETWEEN 0 AND 1440),
    PRIMARY KEY (node_id, position)
) STRICT, WITHOUT ROWID;

-- A store that set hours on head office's entries before hours travelled
-- set them as its own.
INSERT INTO store_hours (node_id)
SELECT DISTINCT node_id FROM serving_window
WHERE node_id IN (SELECT node_id FROM chain_owned)
  AND EXISTS (SELECT 1 FROM chain_state WHERE role = 'store');

CREATE TRIGGER chain_store_hours_on_insert
BEFORE INSERT ON serving_window
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = NEW.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
 AND NOT EXISTS (SELECT 1 FROM store_hours WHERE node_id = NEW.node_id)
BEGIN
    INSERT INTO store_hours (node_id) VALUES (NEW.node_id);
    INSERT INTO head_office_window (node_id, position, days, opens, closes)
    SELECT node_id, position, days, opens, closes FROM serving_window WHERE node_id = NEW.node_id;
END;

CREATE TRIGGER chain_store_hours_on_update
BEFORE UPDATE ON serving_window
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
 AND NOT EXISTS (SELECT 1 FROM store_hours WHERE node_id = OLD.node_id)
BEGIN
    INSERT INTO store_hours (node_id) VALUES (OLD.node_id);
    INSERT INTO head_office_window (node_id, position, days, opens, closes)
    SELECT node_id, position, days, opens, closes FROM serving_window WHERE node_id = OLD.node_id;
END;

CREATE TRIGGER chain_store_hours_on_delete
BEFORE DELETE ON serving_window
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
 AND NOT EXISTS (SELECT 1 FROM store_hours WHERE node_id = OLD.node_id)
BEGIN
    INSERT INTO store_hours (node_id) VALUES (OLD.node_id);
    INSERT INTO head_office_window (node_id, position, days, opens, closes)
    SELECT node_id, position, days, opens, closes FROM serving_window WHERE node_id = OLD.node_id;
END;

-- Head office's price lists travel as defaults too: price_list and its
-- windows and entries are content. At a store head office's lists keep
-- head office's numbers and the store's own take numbers from
-- 1,000,000,000 up, as its own entries do; a store's lists made before
-- lists travelled move up there now, what points at them following.
PRAGMA defer_foreign_keys = ON;
UPDATE price_entry_size SET list_id = list_id + 1000000000
WHERE list_id < 1000000000 AND EXISTS (SELECT 1 FROM chain_state WHERE role = 'store');
UPDATE price_entry SET list_id = list_id + 1000000000
WHERE list_id < 1000000000 AND EXISTS (SELECT 1 FROM chain_state WHERE role = 'store');
UPDATE price_list_window SET list_id = list_id + 1000000000
WHERE list_id < 1000000000 AND EXISTS (SELECT 1 FROM chain_state WHERE role = 'store');
UPDATE price_list SET id = id + 1000000000
WHERE id < 1000000000 AND EXISTS (SELECT 1 FROM chain_state WHERE role = 'store');

-- A store's own entry in head office's list (a price, a box fee, not sold)
-- wins and stays through later files: marked in store_price_entry, head
-- office's entry kept aside, as for hours.
CREATE TABLE store_price_entry (
    list_id INTEGER NOT NULL REFERENCES price_list (id) ON DELETE CASCADE,
    node_id INTEGER NOT NULL REFERENCES menu_node (id) ON DELETE CASCADE,
    PRIMARY KEY (list_id, node_id)
) STRICT, WITHOUT ROWID;

CREATE TABLE head_office_entry (
    list_id     INTEGER NOT NULL,
    node_id     INTEGER NOT NULL,
    price_fen   INTEGER,
    box_fee_fen INTEGER,
    min_order   INTEGER,
    not_sold    INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (list_id, node_id),
    FOREIGN KEY (list_id, node_id) REFERENCES store_price_entry (list_id, node_id) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;

CREATE TABLE head_office_entry_size (
    list_id   INTEGER NOT NULL,
    node_id   INTEGER NOT NULL,
    name      TEXT    NOT NULL,
    price_fen INTEGER NOT NULL,
    PRIMARY KEY (list_id, node_id, name),
    FOREIGN KEY (list_id, node_id) REFERENCES store_price_entry (list_id, node_id) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;

CREATE TRIGGER chain_store_price_entry_on_insert
BEFORE INSERT ON price_entry
WHEN NEW.list_id < 1000000000
 AND EXISTS (SELECT 1 FROM chain_owned WHERE node_id = NEW.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
 AND NOT EXISTS (SELECT 1 FROM store_price_entry WHERE list_id = NEW.list_id AND node_id = NEW.node_id)
BEGIN
    INSERT INTO store_price_entry (list_id, node_id) VALUES (NEW.list_id, NEW.node_id);
    INSERT INTO head_office_entry (list_id, node_id, price_fen, box_fee_fen, min_order, not_sold)
    SELECT list_id, node_id, price_fen, box_fee_fen, min_order, not_sold FROM price_entry WHERE list_id = NEW.list_id AND node_id = NEW.node_id;
    INSERT INTO head_office_entry_size (list_id, node_id, name, price_fen)
    SELECT list_id, node_id, name, price_fen FROM price_entry_size WHERE list_id = NEW.list_id AND node_id = NEW.node_id;
END;

CREATE TRIGGER chain_store_price_entry_size_on_insert
BEFORE INSERT ON price_entry_size
WHEN NEW.list_id < 1000000000
 AND EXISTS (SELECT 1 FROM chain_owned WHERE node_id = NEW.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
 AND NOT EXISTS (SELECT 1 FROM store_price_entry WHERE list_id = NEW.list_id AND node_id = NEW.node_id)
BEGIN
    INSERT INTO store_price_entry (list_id, node_id) VALUES (NEW.list_id, NEW.node_id);
    INSERT INTO head_office_entry (list_id, node_id, price_fen, box_fee_fen, min_order, not_sold)
    SELECT list_id, node_id, price_fen, box_fee_fen, min_order, not_sold FROM price_entry WHERE list_id = NEW.list_id AND node_id = NEW.node_id;
    INSERT INTO head_office_entry_size (list_id, node_id, name, price_fen)
    SELECT list_id, node_id, name, price_fen FROM price_entry_size WHERE list_id = NEW.list_id AND node_id = NEW.node_id;
END;

CREATE TRIGGER chain_store_price_entry_on_update
BEFORE UPDATE ON price_entry
WHEN OLD.list_id < 1000000000
 AND EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
 AND NOT EXISTS (SELECT 1 FROM store_price_entry WHERE list_id = OLD.list_id AND node_id = OLD.node_id)
BEGIN
    INSERT INTO store_price_entry (list_id, node_id) VALUES (OLD.list_id, OLD.node_id);
    INSERT INTO head_office_entry (list_id, node_id, price_fen, box_fee_fen, min_order, not_sold)
    SELECT list_id, node_id, price_fen, box_fee_fen, min_order, not_sold FROM price_entry WHERE list_id = OLD.list_id AND node_id = OLD.node_id;
    INSERT INTO head_office_entry_size (list_id, node_id, name, price_fen)
    SELECT list_id, node_id, name, price_fen FROM price_entry_size WHERE list_id = OLD.list_id AND node_id = OLD.node_id;
END;

CREATE TRIGGER chain_store_price_entry_size_on_update
BEFORE UPDATE ON price_entry_size
WHEN OLD.list_id < 1000000000
 AND EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
 AND NOT EXISTS (SELECT 1 FROM store_price_entry WHERE list_id = OLD.list_id AND node_id = OLD.node_id)
BEGIN
    INSERT INTO store_price_entry (list_id, node_id) VALUES (OLD.list_id, OLD.node_id);
    INSERT INTO head_office_entry (list_id, node_id, price_fen, box_fee_fen, min_order, not_sold)
    SELECT list_id, node_id, price_fen, box_fee_fen, min_order, not_sold FROM price_entry WHERE list_id = OLD.list_id AND node_id = OLD.node_id;
    INSERT INTO head_office_entry_size (list_id, node_id, name, price_fen)
    SELECT list_id, node_id, name, price_fen FROM price_entry_size WHERE list_id = OLD.list_id AND node_id = OLD.node_id;
END;

CREATE TRIGGER chain_store_price_entry_on_delete
BEFORE DELETE ON price_entry
WHEN OLD.list_id < 1000000000
 AND EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
 AND NOT EXISTS (SELECT 1 FROM store_price_entry WHERE list_id = OLD.list_id AND node_id = OLD.node_id)
BEGIN
    INSERT INTO store_price_entry (list_id, node_id) VALUES (OLD.list_id, OLD.node_id);
    INSERT INTO head_office_entry (list_id, node_id, price_fen, box_fee_fen, min_order, not_sold)
    SELECT list_id, node_id, price_fen, box_fee_fen, min_order, not_sold FROM price_entry WHERE list_id = OLD.list_id AND node_id = OLD.node_id;
    INSERT INTO head_office_entry_size (list_id, node_id, name, price_fen)
    SELECT list_id, node_id, name, price_fen FROM price_entry_size WHERE list_id = OLD.list_id AND node_id = OLD.node_id;
END;

CREATE TRIGGER chain_store_price_entry_size_on_delete
BEFORE DELETE ON price_entry_size
WHEN OLD.list_id < 1000000000
 AND EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
 AND NOT EXISTS (SELECT 1 FROM store_price_entry WHERE list_id = OLD.list_id AND node_id = OLD.node_id)
BEGIN
    INSERT INTO store_price_entry (list_id, node_id) VALUES (OLD.list_id, OLD.node_id);
    INSERT INTO head_office_entry (list_id, node_id, price_fen, box_fee_fen, min_order, not_sold)
    SELECT list_id, node_id, price_fen, box_fee_fen, min_order, not_sold FROM price_entry WHERE list_id = OLD.list_id AND node_id = OLD.node_id;
    INSERT INTO head_office_entry_size (list_id, node_id, name, price_fen)
    SELECT list_id, node_id, name, price_fen FROM price_entry_size WHERE list_id = OLD.list_id AND node_id = OLD.node_id;
END;
