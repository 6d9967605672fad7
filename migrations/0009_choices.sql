-- Choices (SPEC 18): the questions a waiter asks when a dish is ordered,
-- 辣度 (pick one of 微辣/中辣/特辣), 加料 (up to three extras at a
-- surcharge), 忌口 (any number, free), each kept once and offered by many
-- dishes.
--
-- A list's order is its id's: `choices` shows them as they were made, and
-- `undo` of a remove brings the list back with its id, so back in place.
-- The pick rule is MIN to MAX; that MAX is at most the number of options
-- is a rule across rows, kept by the store and reported by `check`.
CREATE TABLE choice_list (
    id       INTEGER PRIMARY KEY,
    name     TEXT    NOT NULL UNIQUE CHECK (name <> '' AND instr(name, '/') = 0),
    pick_min INTEGER NOT NULL CHECK (pick_min BETWEEN 0 AND 30),
    pick_max INTEGER NOT NULL CHECK (pick_max BETWEEN 1 AND 30 AND pick_max >= pick_min)
) STRICT;

-- A list's options, keyed by the list and the place in it, as dish_size
-- is (0006): a primary key is what the session extension needs to record
-- a table, so `undo` brings options back exactly. 1 to 30 options; a
-- surcharge in fen, 0 when free.
CREATE TABLE choice_option (
    list_id       INTEGER NOT NULL REFERENCES choice_list (id) ON DELETE CASCADE,
    position      INTEGER NOT NULL CHECK (position BETWEEN 0 AND 29),
    name          TEXT    NOT NULL CHECK (name <> '' AND instr(name, '/') = 0),
    surcharge_fen INTEGER NOT NULL DEFAULT 0 CHECK (surcharge_fen BETWEEN 0 AND 999999999),
    sold_out      INTEGER NOT NULL DEFAULT 0 CHECK (sold_out IN (0, 1)),
    PRIMARY KEY (list_id, position),
    UNIQUE (list_id, name)
) STRICT, WITHOUT ROWID;

-- Where a list is offered: by a group, for every dish inside it at any
-- depth, or by a dish for itself (withdrawn = 0); or withdrawn from a dish
-- that has it from a group above (withdrawn = 1). Keyed by the node and the
-- place in its own list, so that `list` reads every node's offers in order
-- in one pass of the table, without a sort; a node names a list once.
-- Removing a node or a list removes its offers.
CREATE TABLE choice_offer (
    node_id   INTEGER NOT NULL REFERENCES menu_node (id) ON DELETE CASCADE,
    list_id   INTEGER NOT NULL REFERENCES choice_list (id) ON DELETE CASCADE,
    position  INTEGER NOT NULL CHECK (position >= 0),
    withdrawn INTEGER NOT NULL DEFAULT 0 CHECK (withdrawn IN (0, 1)),
    PRIMARY KEY (node_id, position),
    UNIQUE (node_id, list_id)
) STRICT, WITHOUT ROWID;

-- `choices remove` asks where a list is offered before it goes.
CREATE INDEX choice_offer_by_list ON choice_offer (list_id);
