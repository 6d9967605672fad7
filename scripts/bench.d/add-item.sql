-- What `menuctl add-item X --in 组3/子组4 --price 18` does, as one statement:
-- resolve the group by names, compute the next position, insert.
INSERT INTO menu_node (parent_id, kind, name, position, expanded, price_fen)
SELECT s.id, 'item', 'X', (SELECT coalesce(max(position) + 1, 0) FROM menu_node WHERE parent_id = s.id), 0, 1800
FROM menu_node AS g JOIN menu_node AS s ON s.parent_id = g.id AND s.name = '子组4'
WHERE g.parent_id = 1 AND g.name = '组3';
