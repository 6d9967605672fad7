-- Photos in a chain (SPEC 22, 27): head office's photos travel in its
-- change files, as the rest of its content does. The masters are content
-- too, kept once per digest, so a publish carries a master's bytes the
-- first time a dish shows it, and a later publish that leaves it as it is
-- carries nothing of it (a change file is the difference of two states,
-- https://sqlite.org/session/sqlite3session_diff.html). The photo of head
-- office's entry is head office's: a store gives photos to its own entries only.
CREATE TRIGGER chain_owned_node_photo_on_insert
BEFORE INSERT ON node_photo
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = NEW.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (NEW.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;

CREATE TRIGGER chain_owned_node_photo_on_update
BEFORE UPDATE ON node_photo
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;

CREATE TRIGGER chain_owned_node_photo_on_delete
BEFORE DELETE ON node_photo
WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id = OLD.node_id)
 AND NOT EXISTS (SELECT 1 FROM chain_state WHERE applying = 1)
BEGIN
    INSERT INTO chain_refusal (node_id) VALUES (OLD.node_id);
    SELECT RAISE(FAIL, 'belongs to head office');
END;
