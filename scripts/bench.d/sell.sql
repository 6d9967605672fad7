-- What `menuctl sell 组3/子组4/菜5` does: find the dish by its names, and
-- take one portion only if one is left, in one write transaction.
BEGIN IMMEDIATE;
UPDATE dish_count SET portions_left = portions_left - 1
WHERE node_id = (SELECT d.id FROM menu_node AS g
                 JOIN menu_node AS s ON s.parent_id = g.id AND s.name = '子组4'
                 JOIN menu_node AS d ON d.parent_id = s.id AND d.name = '菜5'
                 WHERE g.parent_id = 1 AND g.name = '组3')
  AND portions_left >= 1;
COMMIT;
