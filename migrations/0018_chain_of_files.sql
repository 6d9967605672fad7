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
