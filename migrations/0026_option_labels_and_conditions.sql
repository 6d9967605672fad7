-- What the law asks of choices and price lists (SPEC 28).
--
-- A choice option may change a dish's energy and allergens: 加蛋 adds 90
-- kcal and eggs. US menus state calories per topping (21 CFR 101.11) and
-- the EU's allergens include what an option adds (1169/2011 art. 44), so
-- an option may hold kcal, and allergens: a list of the 14, `none`
-- (declared free), or no row (not declared). Kept by the list's id and the
-- option's name, as option_station is (0021): `choices edit` rewrites the
-- options whole, and menuctl drops the rows of an option it removes. Head
-- office's content, published with the lists.
CREATE TABLE option_kcal (
    list_id INTEGER NOT NULL REFERENCES choice_list (id) ON DELETE CASCADE,
    option  TEXT    NOT NULL CHECK (option <> '' AND instr(option, '/') = 0),
    kcal    INTEGER NOT NULL CHECK (kcal BETWEEN 0 AND 10000),
    PRIMARY KEY (list_id, option)
) STRICT, WITHOUT ROWID;

CREATE TABLE option_allergen (
    list_id  INTEGER NOT NULL REFERENCES choice_list (id) ON DELETE CASCADE,
    option   TEXT    NOT NULL CHECK (option <> '' AND instr(option, '/') = 0),
    allergen TEXT    NOT NULL CHECK (allergen <> '' AND length(allergen) <= 40),
    PRIMARY KEY (list_id, option, allergen)
) STRICT, WITHOUT ROWID;

-- The condition a price list's prices hold under, as 明码标价 asks it
-- written beside them (SAMR Order 56): 会员价 `持会员卡`, 外卖 `外卖平台`.
-- A list with hours has them as its condition already; one without hours
-- or a condition is what `check --rules cn` names. A table of its own, not
-- a column of price_list: undo checks a recorded row against its table's
-- columns (0005_dish_details.sql says why).
CREATE TABLE price_condition (
    list_id   INTEGER PRIMARY KEY REFERENCES price_list (id) ON DELETE CASCADE,
    condition TEXT    NOT NULL CHECK (condition <> '' AND length(condition) <= 40
                                      AND instr(condition, char(10)) = 0 AND instr(condition, char(13)) = 0)
) STRICT;

-- Today's price is by the dish's own unit (0025): a new unit ends it, as
-- 68 a 斤 must never read 68 a 两.
CREATE TRIGGER price_today_ends_with_its_unit
AFTER UPDATE OF unit ON menu_node
WHEN NEW.unit IS NOT OLD.unit
BEGIN
    DELETE FROM price_today WHERE node_id = NEW.id;
END;
