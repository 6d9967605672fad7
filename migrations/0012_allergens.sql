-- Allergens and diets (SPEC 24): the 14 allergens of EU Regulation
-- 1169/2011 Annex II and the diets a dish suits (vegetarian, vegan, halal,
-- gluten-free), each stored by its stable key, the English name in
-- lowercase (`peanuts`, `gluten-free`), whatever language it was typed in.
--
-- New tables keyed by the dish, as details are (0005 says why not columns
-- of menu_node): the session extension records them, so undo and redo
-- bring them back, and removing a dish removes them. The keys are not
-- listed in a CHECK: a later release may know more of them without
-- rebuilding a table, and a key another program wrote that this one does
-- not know is for `check` to report and `check --repair` to drop.
CREATE TABLE dish_allergen (
    node_id  INTEGER NOT NULL REFERENCES menu_node (id) ON DELETE CASCADE,
    allergen TEXT    NOT NULL CHECK (allergen <> '' AND length(allergen) <= 40),
    PRIMARY KEY (node_id, allergen)
) STRICT, WITHOUT ROWID;

CREATE TABLE dish_diet (
    node_id INTEGER NOT NULL REFERENCES menu_node (id) ON DELETE CASCADE,
    diet    TEXT    NOT NULL CHECK (diet <> '' AND length(diet) <= 40),
    PRIMARY KEY (node_id, diet)
) STRICT, WITHOUT ROWID;

-- They are what a guest orders, not what a group is: a group or the root
-- has none. (Any other kind, such as a set meal, may have them.)
CREATE TRIGGER dish_allergen_on_dishes
BEFORE INSERT ON dish_allergen
WHEN (SELECT kind FROM menu_node WHERE id = NEW.node_id) IN ('group', 'root')
BEGIN
    SELECT RAISE(ABORT, 'only dishes have allergens');
END;

CREATE TRIGGER dish_diet_on_dishes
BEFORE INSERT ON dish_diet
WHEN (SELECT kind FROM menu_node WHERE id = NEW.node_id) IN ('group', 'root')
BEGIN
    SELECT RAISE(ABORT, 'only dishes have diets');
END;
