-- Fills a fresh menuctl database with GROUPS groups × 10 subgroups × DISHES
-- priced dishes; every other subgroup is collapsed. Run through the sqlite3
-- shell after `sed` replaces GROUPS and DISHES.
BEGIN;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < GROUPS)
INSERT INTO menu_node (parent_id, kind, name, position, expanded)
SELECT 1, 'group', '组' || i, i - 1, 1 FROM n;

WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10)
INSERT INTO menu_node (parent_id, kind, name, position, expanded)
SELECT g.id, 'group', '子组' || n.i, n.i - 1, n.i % 2
FROM menu_node AS g, n WHERE g.parent_id = 1 ORDER BY g.id, n.i;

WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < DISHES)
INSERT INTO menu_node (parent_id, kind, name, position, expanded, price_fen)
SELECT s.id, 'item', '菜' || n.i, n.i - 1, 0, 1000 + n.i
FROM menu_node AS s, n WHERE s.kind = 'group' AND s.parent_id <> 1 ORDER BY s.id, n.i;
COMMIT;
