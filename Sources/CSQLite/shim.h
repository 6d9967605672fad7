// The system SQLite (Debian's libsqlite3-dev), and nothing else.
//
// sqlite3.h declares the session extension (sqlite3session_*,
// sqlite3changeset_*) only when these are defined
// (https://sqlite.org/sessionintro.html#building); Debian's libsqlite3, the
// shared and the static one alike, is built with both
// (`PRAGMA compile_options` lists ENABLE_SESSION and ENABLE_PREUPDATE_HOOK).
#define SQLITE_ENABLE_SESSION 1
#define SQLITE_ENABLE_PREUPDATE_HOOK 1
#include <sqlite3.h>

// sqlite3_db_config is variadic, which Swift cannot call: this one setting
// (https://sqlite.org/c3ref/c_dbconfig_defensive.html#sqlitedbconfigenablefkey)
// as a plain function. Returns the setting as it is afterwards, or -1.
static inline int csqlite_enable_foreign_keys(sqlite3 *db, int on) {
    int now = -1;
    return sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_FKEY, on, &now) == SQLITE_OK ? now : -1;
}

// sqlite3_config is variadic too. Before SQLite is first used: no count of
// the memory it holds (https://sqlite.org/c3ref/c_config_covering_index_scan.html#sqliteconfigmemstatus),
// which costs a process-wide lock on every allocation, and menuctl never asks.
static inline int csqlite_skip_memory_status(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}
