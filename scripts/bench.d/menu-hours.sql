-- Serving hours on a tenth of the groups of a bench menu, and every seventh
-- dish sold out: half of those groups open fri,sat 22:00-02:00 (夜宵), half
-- at lunch and dinner every day, 11:00-14:00 and 17:00-21:30.
BEGIN;
INSERT INTO serving_window (node_id, position, days, opens, closes)
SELECT id, 0, 48, 1320, 120 FROM menu_node WHERE kind = 'group' AND id % 20 = 0;
INSERT INTO serving_window (node_id, position, days, opens, closes)
SELECT id, 0, 127, 660, 840 FROM menu_node WHERE kind = 'group' AND id % 20 = 10;
INSERT INTO serving_window (node_id, position, days, opens, closes)
SELECT id, 1, 127, 1020, 1290 FROM menu_node WHERE kind = 'group' AND id % 20 = 10;
UPDATE menu_node SET sold_out = 1 WHERE kind = 'item' AND id % 7 = 0;
COMMIT;
