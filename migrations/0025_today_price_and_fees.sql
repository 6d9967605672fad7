-- What 明码标价 asks a menu to say (SPEC 28), part of it: a market-price
-- dish's price today, and the fees a guest pays beside the dishes.
--
-- Today's price of a 时价 dish (`price-today 花甲 68/斤`). It holds for the
-- business day it was set in (SPEC 20): the day's turn deletes every row,
-- as it ends the day's sold-outs, so a reader of the next morning sees it
-- gone without writing. It is the restaurant's own: at a store in a chain
-- each store prices its market dishes for itself, and head office never
-- publishes it. The unit is the dish's own (menu_node.unit), not kept twice.
CREATE TABLE price_today (
    node_id   INTEGER PRIMARY KEY REFERENCES menu_node (id) ON DELETE CASCADE,
    price_fen INTEGER NOT NULL CHECK (price_fen BETWEEN 0 AND 999999999)
) STRICT;

-- A dish that stops being 时价 (`edit --price 88`, or a change file that
-- says so) has no today's price left to show.
CREATE TRIGGER price_today_ends_with_market_price
AFTER UPDATE OF market_price ON menu_node
WHEN NEW.market_price = 0
BEGIN
    DELETE FROM price_today WHERE node_id = NEW.id;
END;

-- The menu's fees (服务费 10%, 茶位费 ¥3/位, 餐具费 ¥2), in the order
-- `fees add` gave them. A fee is a percentage of the bill (in hundredths
-- of a percent, 0 to 100.00%) or an amount, per UNIT (位: per guest) or
-- once (per set of tableware, per table). Keyed by name: head office's
-- content, published to every store as the glossary's words are.
CREATE TABLE menu_fee (
    name             TEXT    NOT NULL PRIMARY KEY CHECK (name <> '' AND length(name) <= 20 AND instr(name, '/') = 0),
    position         INTEGER NOT NULL CHECK (position >= 0),
    percent_hundredths INTEGER CHECK (percent_hundredths BETWEEN 0 AND 10000),
    amount_fen       INTEGER CHECK (amount_fen BETWEEN 0 AND 999999999),
    per              TEXT    CHECK (per IS NULL OR (per <> '' AND length(per) <= 10)),
    CHECK ((percent_hundredths IS NULL) <> (amount_fen IS NULL)),
    CHECK (per IS NULL OR amount_fen IS NOT NULL)
) STRICT;
