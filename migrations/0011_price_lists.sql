-- Price lists (SPEC 21): 会员价, 时段价 (午市), 外卖 with a box fee. A list is
-- a named way of pricing the menu in one situation; the dishes' own prices
-- stay the menu's.
--
-- A list's rule changes every dish's own price by a percentage (in
-- hundredths of a percent: -10% is -1000) or by an amount in fen, rounded
-- half up to a step in fen. No rule is two NULLs, never one.
CREATE TABLE price_list (
    id          INTEGER PRIMARY KEY,
    name        TEXT    NOT NULL UNIQUE CHECK (name <> '' AND instr(name, '/') = 0),
    rule_kind   TEXT    CHECK (rule_kind IN ('percent', 'amount')),
    rule_value  INTEGER CHECK (rule_value BETWEEN -999999999 AND 999999999),
    round_fen   INTEGER NOT NULL DEFAULT 1 CHECK (round_fen IN (1, 10, 50, 100)),
    box_fee_fen INTEGER CHECK (box_fee_fen BETWEEN 0 AND 999999999),
    CHECK ((rule_kind IS NULL) = (rule_value IS NULL))
) STRICT;

-- When a list applies (时段价), as serving_window keeps a node's hours:
-- days as seven bits, times as minutes, an end before the start past
-- midnight. A list without windows is chosen by name only.
CREATE TABLE price_list_window (
    list_id  INTEGER NOT NULL REFERENCES price_list (id) ON DELETE CASCADE,
    position INTEGER NOT NULL CHECK (position >= 0),
    days     INTEGER NOT NULL CHECK (days BETWEEN 1 AND 127),
    opens    INTEGER NOT NULL CHECK (opens BETWEEN 0 AND 1439),
    closes   INTEGER NOT NULL CHECK (closes BETWEEN 0 AND 1440),
    CHECK (opens <> closes),
    PRIMARY KEY (list_id, position)
) STRICT, WITHOUT ROWID;

-- What a list says of one dish: its own price (sizes in price_entry_size),
-- a box fee, a minimum order (起售份数), or that the list does not sell it.
-- Keyed by list and dish, so the session extension records it and `undo`
-- restores it (https://sqlite.org/session/sqlite3session_attach.html);
-- removing a dish or a list removes its entries. An entry that says
-- nothing is no entry: the store deletes it instead.
CREATE TABLE price_entry (
    list_id     INTEGER NOT NULL REFERENCES price_list (id) ON DELETE CASCADE,
    node_id     INTEGER NOT NULL REFERENCES menu_node (id) ON DELETE CASCADE,
    price_fen   INTEGER CHECK (price_fen BETWEEN 0 AND 999999999),
    box_fee_fen INTEGER CHECK (box_fee_fen BETWEEN 0 AND 999999999),
    min_order   INTEGER CHECK (min_order BETWEEN 1 AND 999),
    not_sold    INTEGER NOT NULL DEFAULT 0 CHECK (not_sold IN (0, 1)),
    PRIMARY KEY (list_id, node_id)
) STRICT, WITHOUT ROWID;

-- Entry prices for a dish's sizes, by the size's name.
CREATE TABLE price_entry_size (
    list_id   INTEGER NOT NULL,
    node_id   INTEGER NOT NULL,
    name      TEXT    NOT NULL CHECK (name <> ''),
    price_fen INTEGER NOT NULL CHECK (price_fen BETWEEN 0 AND 999999999),
    PRIMARY KEY (list_id, node_id, name),
    FOREIGN KEY (list_id, node_id) REFERENCES price_entry (list_id, node_id) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;
