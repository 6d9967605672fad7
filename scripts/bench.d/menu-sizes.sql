-- Gives every tenth dish of the benchmark menu three sizes in place of its
-- price (SPEC 17): 小份, 中份 and 大份 around what it cost.
BEGIN;
UPDATE menu_node SET price_fen = NULL WHERE kind = 'item' AND id % 10 = 0;
INSERT INTO dish_size (node_id, position, name, price_fen)
SELECT m.id, s.position, s.name, 1000 + m.id % 100 + s.extra
FROM menu_node AS m,
     (SELECT 0 AS position, '小份' AS name, 0 AS extra UNION ALL SELECT 1, '中份', 1000 UNION ALL SELECT 2, '大份', 2000) AS s
WHERE m.kind = 'item' AND m.id % 10 = 0
ORDER BY m.id, s.position;
COMMIT;
