-- Counted dishes (SPEC 20) on the benchmark menu: every tenth dish has
-- portions left, half of them counted daily, a few down to none (sold out).
BEGIN;
INSERT INTO dish_count (node_id, portions_left, daily_portions)
SELECT id, id % 23, CASE WHEN id % 20 = 0 THEN 30 END FROM menu_node WHERE kind = 'item' AND id % 10 = 0;
COMMIT;
