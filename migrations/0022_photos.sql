-- Photos (SPEC 27): a dish's picture, or a group's banner. The master is
-- kept once per content in photo_master, keyed by its SHA-256; node_photo
-- names it with what a reader shows (format, size, bytes), so that `list`,
-- `find` and `show` never read a photo's bytes, and two dishes with one
-- picture keep it once.
--
-- node_photo is recorded by the history as any table (its primary key is
-- what SQLite's session extension needs, https://sqlite.org/sessionintro.html),
-- so `undo` takes a photo back; its rows are small. photo_master is not
-- recorded (Session.bookkeeping): a master of a megabyte in every history
-- entry's changeset would grow the history by that much per photo. A
-- master stays while any history entry may bring back a row that names it.
CREATE TABLE photo_master (
    digest TEXT NOT NULL PRIMARY KEY CHECK (length(digest) = 64 AND digest NOT GLOB '*[^0-9a-f]*'),
    bytes  BLOB NOT NULL CHECK (length(bytes) > 0)
) STRICT;

-- A dish's or a group's photo. The node's removal takes it away.
CREATE TABLE node_photo (
    node_id INTEGER PRIMARY KEY REFERENCES menu_node (id) ON DELETE CASCADE,
    digest  TEXT    NOT NULL REFERENCES photo_master (digest),
    format  TEXT    NOT NULL CHECK (format IN ('jpeg', 'webp')),
    width   INTEGER NOT NULL CHECK (width BETWEEN 1 AND 4096),
    height  INTEGER NOT NULL CHECK (height BETWEEN 1 AND 4096),
    size    INTEGER NOT NULL CHECK (size > 0)
) STRICT;

-- Which nodes show a master, when one is checked or pruned.
CREATE INDEX node_photo_by_digest ON node_photo (digest);
