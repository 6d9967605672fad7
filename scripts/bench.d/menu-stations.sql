-- Kitchen stations (SPEC 26) on the benchmark menu, as the worst case a
-- kitchen could set up: five stations, every dish assigned one of its own
-- (a kitchen would rather assign its groups, which costs less).
BEGIN;
INSERT INTO kitchen_station (id, name, position) VALUES
  (1, '凉菜间', 0), (2, '炒锅', 1), (3, '蒸笼', 2), (4, '面档', 3), (5, '吧台', 4);
INSERT INTO node_station (node_id, station_id) SELECT id, 1 + id % 5 FROM menu_node WHERE kind = 'item';
COMMIT;
