-- What `menuctl list --available --at 'fri 23:00' --format tsv` prints
-- (SPEC 10): the rows on offer on Friday at 23:00, Friday being day 4 from
-- Monday and 23:00 minute 1380. A node is on offer when it is not sold out,
-- its own windows (if any) contain the moment, and so do those of every
-- group above it; a group with nothing on offer inside is left out. The
-- days are written for the two sets menu-hours.sql uses.
.headers on
.mode tabs
WITH RECURSIVE
closed (id) AS (
    SELECT node_id FROM serving_window GROUP BY node_id
    HAVING max(CASE WHEN opens < closes THEN (days >> 4) & 1 AND opens <= 1380 AND 1380 < closes
                    ELSE ((days >> 4) & 1 AND 1380 >= opens) OR ((days >> 3) & 1 AND 1380 < closes) END) = 0
),
reach (id, depth, path, sort_key, shown) AS (
    SELECT id, 0, name, printf('%08d', position), 1 FROM menu_node
    WHERE parent_id = 1 AND sold_out = 0 AND id NOT IN closed
    UNION ALL
    SELECT m.id, r.depth + 1, r.path || '/' || m.name, r.sort_key || printf('%08d', m.position), r.shown AND p.expanded
    FROM reach AS r
    JOIN menu_node AS p ON p.id = r.id AND p.kind = 'group'
    JOIN menu_node AS m ON m.parent_id = r.id
    WHERE m.sold_out = 0 AND m.id NOT IN closed
),
kept (id) AS (
    SELECT r.id FROM reach AS r JOIN menu_node AS m ON m.id = r.id WHERE m.kind = 'item'
    UNION
    SELECT m.parent_id FROM kept JOIN menu_node AS m ON m.id = kept.id WHERE m.parent_id <> 1
)
SELECT row_number() OVER (ORDER BY sort_key) AS row, r.id, r.depth, m.kind,
       CASE m.kind WHEN 'group' THEN m.expanded ELSE '' END AS expanded, r.path,
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
FROM reach AS r JOIN menu_node AS m ON m.id = r.id
WHERE r.shown AND r.id IN kept
ORDER BY sort_key;
