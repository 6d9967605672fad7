-- What `menuctl find gbjd` is measured against (issue 13): the sqlite3 shell
-- scanning the same table for names holding 鸡. On the benchmark menu both
-- find the same 100 rows of 宫保鸡丁.
SELECT id, name FROM menu_node WHERE name LIKE '%鸡%';
