-- Every reading of a character (SPEC 12): 茄子 is found by qz and qiezi, not
-- only by kMandarin's jz and jiazi. A name whose characters are each read
-- one way keeps its pinyin in `keys`, as 0007 made it, where memchr finds a
-- query; a name with a character read several ways has its pinyin here
-- instead, each such character as its readings in brackets, `(jia/qie)zi`,
-- so that a key grows with the readings of each character, never with their
-- combinations, and `find` walks it with a small automaton.
ALTER TABLE search_bucket ADD COLUMN readings TEXT NOT NULL DEFAULT '';

-- The keys 0007 built read each character one way: every bucket is built
-- again by the first write (the one that runs this), before it commits.
DELETE FROM search_bucket;
INSERT OR IGNORE INTO search_pending (bucket)
SELECT id >> 6 FROM menu_node UNION SELECT node_id >> 6 FROM node_translation;
