-- A price list 会员 on the benchmark menu (SPEC 21, issue 30): a rule of
-- -10% rounded to whole yuan for every dish, and 10,000 dishes (every
-- tenth) with an entry of their own: a price, or a box fee and a minimum.
BEGIN;
INSERT INTO price_list (id, name, rule_kind, rule_value, round_fen) VALUES (1, '会员', 'percent', -1000, 100);
INSERT INTO price_entry (list_id, node_id, price_fen, box_fee_fen, min_order)
SELECT 1, id, CASE WHEN id % 20 = 0 THEN price_fen - 200 END, CASE WHEN id % 20 <> 0 THEN 100 END,
       CASE WHEN id % 20 <> 0 THEN 2 END
FROM menu_node WHERE kind = 'item' AND id % 10 = 0 ORDER BY id LIMIT 10000;
COMMIT;
