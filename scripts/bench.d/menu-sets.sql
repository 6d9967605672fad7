-- 1,000 set meals (SPEC 19, issue 28) in a top-level group 套餐 of the
-- 100k menu, each of 3 slots of 5 dishes (pick 1) spread over the menu.
-- Run through the sqlite3 shell on a copy of a menuctl-made menu.
BEGIN;
INSERT INTO menu_node (parent_id, kind, name, position, expanded)
VALUES (1, 'group', '套餐', (SELECT max(position) + 1 FROM menu_node WHERE parent_id = 1), 1);
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000)
INSERT INTO menu_node (parent_id, kind, name, position, expanded, price_fen)
SELECT (SELECT id FROM menu_node WHERE parent_id = 1 AND name = '套餐'), 'item', '套餐' || i, i - 1, 0, 4800 FROM n;
INSERT INTO set_meal (node_id)
SELECT id FROM menu_node WHERE parent_id = (SELECT id FROM menu_node WHERE parent_id = 1 AND name = '套餐');
INSERT INTO set_slot (set_id, position, name, pick)
SELECT s.node_id, k.k, '槽' || k.k, 1 FROM set_meal AS s, (SELECT 0 AS k UNION ALL SELECT 1 UNION ALL SELECT 2) AS k
ORDER BY s.node_id, k.k;
CREATE TEMP TABLE dish (r INTEGER PRIMARY KEY, id INTEGER);
INSERT INTO dish (r, id) SELECT row_number() OVER (ORDER BY id) - 1, id FROM menu_node
WHERE kind = 'item' AND id NOT IN (SELECT node_id FROM set_meal);
INSERT INTO set_slot_dish (slot_id, position, dish_id)
SELECT sl.id, p.p, (SELECT id FROM dish WHERE r = (sl.id * 37 + p.p * 7919) % (SELECT count(*) FROM dish))
FROM set_slot AS sl, (SELECT 0 AS p UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 4) AS p
ORDER BY sl.id, p.p;
COMMIT;
