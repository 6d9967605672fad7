-- What `menuctl list --format tsv` prints: the visible rows in order, with
-- the same columns; a collapsed group's children are not visited.
.headers on
.mode tabs
WITH RECURSIVE visible (id, depth, path, sort_key) AS (
    SELECT id, 0, name, printf('%08d', position) FROM menu_node WHERE parent_id = 1
    UNION ALL
    SELECT m.id, v.depth + 1, v.path || '/' || m.name, v.sort_key || printf('%08d', m.position)
    FROM visible AS v
    JOIN menu_node AS p ON p.id = v.id AND p.kind = 'group' AND p.expanded = 1
    JOIN menu_node AS m ON m.parent_id = v.id
)
SELECT row_number() OVER (ORDER BY sort_key) AS row, v.id, v.depth, m.kind,
       CASE m.kind WHEN 'group' THEN m.expanded ELSE '' END AS expanded, v.path,
       CASE WHEN m.price_fen IS NULL THEN '' ELSE printf('%d.%02d', m.price_fen / 100, m.price_fen % 100) END AS price,
       CASE m.kind WHEN 'group' THEN '' ELSE m.sold_out END AS sold_out,
       coalesce((SELECT group_concat(window, ',') FROM (
           SELECT CASE days WHEN 127 THEN 'mon-sun' WHEN 48 THEN 'fri,sat' END
                  || printf(' %02d:%02d-%02d:%02d', opens / 60, opens % 60, closes / 60, closes % 60) AS window
           FROM serving_window WHERE node_id = m.id ORDER BY position)), '') AS hours,
       coalesce((SELECT spice FROM node_detail WHERE node_id = m.id), '') AS spice,
       coalesce((SELECT group_concat(tag, ';') FROM (
           SELECT tag FROM dish_tag WHERE node_id = m.id ORDER BY position)), '') AS tags,
       coalesce((SELECT group_concat(size, ';') FROM (
           SELECT name || '=' || printf('%d.%02d', price_fen / 100, price_fen % 100) AS size
           FROM dish_size WHERE node_id = m.id ORDER BY position)), '') AS sizes,
       coalesce(m.unit, '') AS unit,
       CASE m.kind WHEN 'group' THEN '' ELSE m.market_price END AS market_price,
       '' AS choices,  -- no list is offered in these menus (SPEC 18)
       coalesce((SELECT portions_left FROM dish_count WHERE node_id = m.id), '') AS "left",
       coalesce((SELECT daily_portions FROM dish_count WHERE node_id = m.id), '') AS daily,
       '' AS box_fee, '' AS min_order,
       coalesce((SELECT group_concat(allergen, ';') FROM (
           SELECT allergen FROM dish_allergen WHERE node_id = m.id
           ORDER BY instr(',gluten,crustaceans,eggs,fish,peanuts,soybeans,milk,nuts,celery,mustard,sesame,sulphites,lupin,molluscs,',
                          ',' || allergen || ','))), '') AS allergens,
       coalesce((SELECT group_concat(diet, ';') FROM (
           SELECT diet FROM dish_diet WHERE node_id = m.id
           ORDER BY instr(',vegetarian,vegan,halal,gluten-free,', ',' || diet || ','))), '') AS diets,
       coalesce((SELECT description FROM node_detail WHERE node_id = m.id), '') AS description,
       CASE m.kind WHEN 'group' THEN '' ELSE EXISTS (SELECT 1 FROM dish_off_sale WHERE node_id = m.id) END AS off_sale,
       coalesce((WITH RECURSIVE up (id, depth) AS (
           SELECT m.id, 0 UNION ALL SELECT n.parent_id, up.depth + 1 FROM up JOIN menu_node AS n ON n.id = up.id
           WHERE n.parent_id IS NOT NULL AND up.depth < 32)
           SELECT k.name FROM up JOIN node_station AS s ON s.node_id = up.id JOIN kitchen_station AS k ON k.id = s.station_id
           ORDER BY up.depth LIMIT 1), '') AS station
FROM visible AS v JOIN menu_node AS m ON m.id = v.id
ORDER BY sort_key;
