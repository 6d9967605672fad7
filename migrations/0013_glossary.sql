-- The menu's glossary (SPEC 15): its own dictionary for the short words a
-- guests' page shows besides names, in other languages: size names (小份
-- Small), units (斤 jin (500 g)), tags (招牌 Signature), slot and option
-- names. `export --format html --lang en` takes them from here.
--
-- A row per language and word, keyed by both: the PRIMARY KEY is what
-- SQLite's session extension needs to record a table
-- (https://sqlite.org/sessionintro.html), so `glossary` changes are
-- history entries that `undo` takes back exactly. LANG is a BCP 47 tag in
-- its usual case (RFC 5646 2.1.1), as node_translation keeps it; a WORD
-- follows the rules of a name, at most 20 characters (a size name's or a
-- tag's limit); a translation is one line of at most 100 characters, as a
-- name's translation is. The rest of those rules are menuctl's, and
-- `check` reports rows another program wrote that break them.
CREATE TABLE glossary (
    lang        TEXT NOT NULL CHECK (lang <> '' AND length(lang) <= 35),
    word        TEXT NOT NULL CHECK (word <> '' AND length(word) <= 20 AND instr(word, '/') = 0),
    translation TEXT NOT NULL CHECK (translation <> '' AND length(translation) <= 100
                                     AND instr(translation, char(10)) = 0 AND instr(translation, char(13)) = 0),
    PRIMARY KEY (lang, word)
) STRICT, WITHOUT ROWID;

-- What a new menu holds, and an upgraded one: the common words of a
-- Sichuan menu in English. Written by the migration, so they are no
-- history entry; a manager changes or removes them with `glossary`.
INSERT INTO glossary (lang, word, translation) VALUES
    ('en', '小份', 'Small'),
    ('en', '中份', 'Medium'),
    ('en', '大份', 'Large'),
    ('en', '份', 'portion'),
    ('en', '斤', 'jin (500 g)'),
    ('en', '两', 'liang (50 g)'),
    ('en', '位', 'per person'),
    ('en', '瓶', 'bottle'),
    ('en', '杯', 'glass'),
    ('en', '招牌', 'Signature'),
    ('en', '新品', 'New'),
    ('en', '素', 'Vegetarian'),
    ('en', '清真', 'Halal'),
    ('en', '推荐', 'Recommended');
