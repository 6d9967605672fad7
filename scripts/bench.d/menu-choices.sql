-- Choice lists on the benchmark menu (SPEC 18): 辣度 offered by every
-- top-level group, for every dish inside it, and 加料 by every tenth dish
-- for itself, so that `list` works out every dish's choices.
BEGIN;
INSERT INTO choice_list (id, name, pick_min, pick_max) VALUES (1, '辣度', 1, 1), (2, '加料', 0, 3);
INSERT INTO choice_option (list_id, position, name, surcharge_fen) VALUES
    (1, 0, '微辣', 0), (1, 1, '中辣', 0), (1, 2, '特辣', 0),
    (2, 0, '加面', 200), (2, 1, '加蛋', 300), (2, 2, '加肉', 500);
INSERT INTO choice_offer (node_id, list_id, position) SELECT id, 1, 0 FROM menu_node WHERE parent_id = 1;
INSERT INTO choice_offer (node_id, list_id, position) SELECT id, 2, 0 FROM menu_node WHERE kind = 'item' AND id % 10 = 0;
COMMIT;
