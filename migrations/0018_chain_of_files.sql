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
