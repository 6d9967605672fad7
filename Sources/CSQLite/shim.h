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

// How a writer waits for another. SQLite's own busy timeout sleeps 1, 2, 5,
// 10 … 100 ms between tries (sqliteDefaultBusyCallback in main.c), so with
// eight tills selling at once the lock stood free while they slept. Here a
// waiter tries again after 0.25 to 1.25 ms, at random so that waiters do
// not wake together, until `timeout_ms` have passed on the clock since its
// first try: the busy timeout it replaces (https://sqlite.org/c3ref/busy_handler.html).
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
static long long csqlite_now_ms(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long long)now.tv_sec * 1000 + now.tv_nsec / 1000000;
}

// SQLite counts the tries of one wait from 0, but in WAL mode a wait for
// the write lock can start its count again midway (the read lock taken
// anew between tries), so a wait is one while the tries follow each other:
// a first try more than 100 ms after the last one starts a new wait.
static int csqlite_busy_wait(void *timeout_ms, int tries) {
    static long long started = 0, last = 0;
    static int seeded = 0;
    if (!seeded) { srand((unsigned)getpid()); seeded = 1; }
    long long now = csqlite_now_ms();
    if (tries == 0 && now - last > 100) started = now;
    last = now;
    if (now - started >= (long long)(size_t)timeout_ms) return 0;
    usleep((useconds_t)(250 + rand() % 1000));
    return 1;
}

static inline int csqlite_wait_when_busy(sqlite3 *db, int timeout_ms) {
    return sqlite3_busy_handler(db, csqlite_busy_wait, (void *)(size_t)timeout_ms);
}

// No checkpoint when the connection closes
// (https://sqlite.org/c3ref/c_dbconfig_defensive.html#sqlitedbconfignockptonclose):
// the WAL stays for the next connection, which need not make it and sync
// it afresh. Returns the setting as it is afterwards, or -1.
static inline int csqlite_keep_wal_on_close(sqlite3 *db) {
    int now = -1;
    return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, &now) == SQLITE_OK ? now : -1;
}
