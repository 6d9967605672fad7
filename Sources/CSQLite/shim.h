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
#include <string.h>
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

// Whether the main database keeps a write-ahead log
// (https://sqlite.org/pragma.html#pragma_journal_mode): 1, 0, or -1 when
// it cannot be told (not a database, say).
static inline int csqlite_is_write_ahead_logged(sqlite3 *db) {
    sqlite3_stmt *pragma = 0;
    if (sqlite3_prepare_v2(db, "PRAGMA journal_mode", -1, &pragma, 0) != SQLITE_OK) return -1;
    int answer = -1;
    if (sqlite3_step(pragma) == SQLITE_ROW) {
        const unsigned char *mode = sqlite3_column_text(pragma, 0);
        answer = mode && strcmp((const char *)mode, "wal") == 0;
    }
    sqlite3_finalize(pragma);
    return answer;
}

// Makes what was committed with `synchronous = NORMAL` last. A checkpoint
// copies the log into the database file, syncing the log before it writes
// the file and the file after (walCheckpoint in wal.c): when everything
// logged was copied, by this checkpoint or an earlier one, the file holds
// it all, on the disk.
// Otherwise the log itself is synced, as a commit with `synchronous = FULL`
// would have: a reader's snapshot held part of it back
// (https://sqlite.org/wal.html#ckpt), another checkpoint was running
// (SQLITE_BUSY), or the file could not grow (a full disk), which leaves
// the log as it was. Its file comes through SQLITE_FCNTL_JOURNAL_POINTER
// (https://sqlite.org/c3ref/c_fcntl_begin_atomic_write.html#sqlitefcntljournalpointer).
static inline int csqlite_checkpoint_lasting(sqlite3 *db) {
    int logged = 0, copied = 0;
    int code = sqlite3_wal_checkpoint_v2(db, "main", SQLITE_CHECKPOINT_PASSIVE, &logged, &copied);
    if (code == SQLITE_OK && logged >= 0 && copied == logged) return SQLITE_OK;
    sqlite3_file *log = 0;
    code = sqlite3_file_control(db, "main", SQLITE_FCNTL_JOURNAL_POINTER, &log);
    if (code != SQLITE_OK) return code;
    if (!log || !log->pMethods) return SQLITE_IOERR_FSYNC;
    return log->pMethods->xSync(log, SQLITE_SYNC_NORMAL);
}

// SQLite's small allocations, the first 2 MiB of them, from one block
// instead of malloc(3) (https://sqlite.org/malloc.html#xmalloc). Every
// process parses the whole schema before its first statement, some 5,000
// small objects that live until the connection closes, and frees them
// one by one as it closes: malloc and free are a large part of a
// one-dish `add-item` (docs/performance.md). Taken from the block by
// moving a pointer, or from the blocks of its size given back (below);
// the block itself is never given back (the process ends soon; a long
// one uses malloc once the block is spent, at most 2 MiB later). Each
// allocation keeps its size in the 8 bytes before it, as SQLite's own
// allocator does.
#define CSQLITE_BLOCK_SIZE (2 << 20)
#define CSQLITE_BLOCK_LARGEST 4096

// The block, and how much of it is taken; inside a function, so that Swift
// does not see a 2 MiB array as a tuple of two million elements.
static unsigned char *csqlite_block(size_t **taken) {
    static _Alignas(16) unsigned char block[CSQLITE_BLOCK_SIZE];
    static size_t used = 0;
    *taken = &used;
    return block;
}

static int csqlite_in_block(const void *p) {
    size_t *taken;
    const unsigned char *block = csqlite_block(&taken);
    return (const unsigned char *)p >= block && (const unsigned char *)p < block + CSQLITE_BLOCK_SIZE;
}

// A block given back goes on a list of blocks of its size, kept by the
// thread that gives it back, and is taken again before the block is cut
// further: each statement's parser and the arrays SQLite grows come and go
// by the hundred, and cut afresh every time they touched a new page of
// memory each (a page fault, kernel time) though the instructions are few.
#define CSQLITE_STEP 16

// The list of blocks of `size` given back on this thread; inside a
// function, as the block is, since Swift emits a header's functions but
// not its variables.
static void **csqlite_given_back(size_t size) {
    static _Thread_local void *lists[CSQLITE_BLOCK_LARGEST / CSQLITE_STEP + 1];
    return &lists[size / CSQLITE_STEP];
}

static void *csqlite_malloc(int n) {
    size_t size = ((size_t)n + CSQLITE_STEP - 1) & ~(size_t)(CSQLITE_STEP - 1);
    size_t *taken;
    unsigned char *block = csqlite_block(&taken);
    sqlite3_int64 *p;
    if (size <= CSQLITE_BLOCK_LARGEST) {
        void **list = csqlite_given_back(size);
        if (*list) {
            void *q = *list;
            *list = *(void **)q;
            return q;
        }
        if (*taken + size + 8 <= CSQLITE_BLOCK_SIZE) {
            // Threads may share SQLite (browse's watcher): each takes its own piece.
            size_t at = __atomic_fetch_add(taken, size + 8, __ATOMIC_RELAXED);
            if (at + size + 8 <= CSQLITE_BLOCK_SIZE) {
                p = (sqlite3_int64 *)(block + at);
                p[0] = (sqlite3_int64)size;
                return p + 1;
            }
        }
    }
    p = (sqlite3_int64 *)malloc(size + 8);
    if (!p) return 0;
    p[0] = (sqlite3_int64)size;
    return p + 1;
}

static void csqlite_free(void *p) {
    if (!p) return;
    if (csqlite_in_block(p)) {
        void **list = csqlite_given_back((size_t)((sqlite3_int64 *)p)[-1]);
        *(void **)p = *list;
        *list = p;
    } else {
        free((sqlite3_int64 *)p - 1);
    }
}

static int csqlite_size(void *p) { return p ? (int)((sqlite3_int64 *)p)[-1] : 0; }

static void *csqlite_realloc(void *p, int n) {
    if (!p) return csqlite_malloc(n);
    if (csqlite_in_block(p)) {
        int kept = csqlite_size(p);
        if (n <= kept) return p;
        void *moved = csqlite_malloc(n);
        if (moved) {
            memcpy(moved, p, (size_t)kept);
            csqlite_free(p);
        }
        return moved;
    }
    size_t size = ((size_t)n + 7) & ~(size_t)7;
    sqlite3_int64 *q = (sqlite3_int64 *)realloc((sqlite3_int64 *)p - 1, size + 8);
    if (!q) return 0;
    q[0] = (sqlite3_int64)size;
    return q + 1;
}

static int csqlite_roundup(int n) { return (n + 7) & ~7; }
static int csqlite_init(void *unused) { (void)unused; return SQLITE_OK; }
static void csqlite_shutdown(void *unused) { (void)unused; }

// Before SQLite is first used, as every sqlite3_config.
static inline int csqlite_allocate_from_block(void) {
    static const sqlite3_mem_methods methods = {
        csqlite_malloc, csqlite_free, csqlite_realloc, csqlite_size, csqlite_roundup, csqlite_init, csqlite_shutdown, 0
    };
    return sqlite3_config(SQLITE_CONFIG_MALLOC, &methods);
}
