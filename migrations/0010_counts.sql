-- Counted dishes 限量 and timed 估清 (SPEC 20): the kitchen makes 20 兔头 a
-- day; when the 20th is sold, 兔头 is sold out by itself.
--
-- A dish is counted when it has a row here: how many portions are left,
-- and, for a daily count, what `restock` returns it to. A dish whose count
-- is 0 is sold out; that is read from here, never written into
-- menu_node.sold_out, so that a sale touches this one small row and
-- nothing else (a till calls `sell` for every order). The row is keyed by
-- the dish, so a sale is one lookup by primary key; ON DELETE CASCADE takes
-- it along when the dish goes. The CHECKs are the rules a till relies on:
-- never fewer than none left, never more than the daily count.
CREATE TABLE dish_count (
    node_id        INTEGER PRIMARY KEY REFERENCES menu_node (id) ON DELETE CASCADE,
    portions_left  INTEGER NOT NULL CHECK (portions_left BETWEEN 0 AND 999999),
    daily_portions INTEGER CHECK (daily_portions IS NULL OR daily_portions BETWEEN 0 AND 999999),
    CHECK (daily_portions IS NULL OR portions_left <= daily_portions)
) STRICT;

-- A timed 估清 (`sold-out 兔头 --until 17:00`): the dish is sold out
-- (menu_node.sold_out = 1) until this moment, a Unix time, and on offer
-- again after it without anything running: whoever reads the menu compares
-- it with the clock. Only a sold-out dish has one; `check` reports any
-- other row, and `--repair` drops it.
CREATE TABLE sold_out_until (
    node_id INTEGER PRIMARY KEY REFERENCES menu_node (id) ON DELETE CASCADE,
    ends_at INTEGER NOT NULL
) STRICT;
