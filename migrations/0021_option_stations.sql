-- A choice option that sends its dish elsewhere (SPEC 26): 加面 on a dish
-- of 炒锅 is cooked at 面档. Kept by the list's id and the option's name,
-- which `choices edit` keeps while it renumbers the options' positions; a
-- route whose option is gone waits unused (check reports it, --repair
-- drops it). Like node_station it is a restaurant's own: the kitchen is.
CREATE TABLE option_station (
    list_id    INTEGER NOT NULL REFERENCES choice_list (id) ON DELETE CASCADE,
    option     TEXT    NOT NULL CHECK (option <> '' AND instr(option, '/') = 0),
    station_id INTEGER NOT NULL REFERENCES kitchen_station (id) ON DELETE CASCADE,
    PRIMARY KEY (list_id, option)
) STRICT, WITHOUT ROWID;

-- `stations remove` asks where a station is used.
CREATE INDEX option_station_by_station ON option_station (station_id);
