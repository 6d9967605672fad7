-- Marks the benchmark menu's dishes as SPEC 24 does: every tenth holds
-- peanuts and sesame, every third soybeans, every seventh is vegetarian.
BEGIN;
INSERT INTO dish_allergen (node_id, allergen)
SELECT id, 'peanuts' FROM menu_node WHERE kind = 'item' AND id % 10 = 0
UNION ALL SELECT id, 'sesame' FROM menu_node WHERE kind = 'item' AND id % 10 = 0
UNION ALL SELECT id, 'soybeans' FROM menu_node WHERE kind = 'item' AND id % 3 = 0;
INSERT INTO dish_diet (node_id, diet) SELECT id, 'vegetarian' FROM menu_node WHERE kind = 'item' AND id % 7 = 0;
COMMIT;
