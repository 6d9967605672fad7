/* The floor of scripts/bench: the least work that leaves what menuctl
 * leaves (the same output, the same rows) on the same schema, written in C
 * against the same libsqlite3. menuctl ÷ floor is what menuctl's own code
 * costs, so the floor must not be handicapped; what it does, and why that
 * is the least, so a reader can check:
 *
 * Configuration, the same as menuctl's release binary. It includes
 * menuctl's own Sources/CSQLite/shim.h and makes the same process-wide
 * settings with it before SQLite's first use: no memory statistics
 * (SQLITE_CONFIG_MEMSTATUS off) and the same bump block for small
 * allocations (SQLITE_CONFIG_MALLOC); connections open with
 * SQLITE_OPEN_NOMUTEX and foreign keys on, as Database.swift opens them;
 * floor.bash links it statically against the same libsqlite3.a that
 * scripts/build-release links into menuctl.
 *
 * Journal and durability, the same as menuctl's. Nothing is set that
 * menuctl does not set, so both run with the library's defaults
 * (synchronous FULL, 4096-byte pages). A new menu is built, as MenuStore
 * builds one, under the rollback journal and switched to WAL after its
 * commit; the connection is closed, so the last one out checkpoints as
 * menuctl's does. An existing menu is written in the WAL mode stored in
 * it, as Database+Lasting.swift writes one: committed with synchronous
 * NORMAL, then made to last by one checkpoint (the shim's
 * csqlite_checkpoint_lasting).
 *
 * Algorithm, the least:
 *   list    reads menu_node once in rowid order (no index, no seek per
 *           row), finds parents by binary search over the ids it read
 *           (already sorted), buckets children by parent and orders each
 *           run of siblings by position in memory (an insertion sort, one
 *           pass when they are in order already), then writes the TSV from
 *           a stack into one buffer.
 *   batch   splits each line into its words by hand, resolves a group path
 *           once, keeps each parent's next position in memory, and puts a
 *           run of adds into one group in statements of up to 64 rows.
 *   import  parses the export's JSON once, straight into rows: a run of
 *           dishes goes in in statements of up to 64 rows, as menuctl's
 *           import puts them; a group goes in when its "children" key is
 *           met (the export writes it last), and its children are parsed
 *           right then, never skipped to be read again.
 *   undo    of a changeset of inserts only reads its bytes once, then
 *           checks each row is still as added, as menuctl must (a row
 *           another program changed or took out refuses the undo, nothing
 *           changed): one walk of the b-tree over the entry's ids, compared
 *           in C with the changeset's values, no statement per row and
 *           nothing bound (a lookup a row, or menuctl's 16 rows OR'd a
 *           statement, cost nearly twice the walk). The rows then go as
 *           one range of ids when no other row lies among them (64 ids a
 *           statement otherwise, which costs a tenth more), foreign keys off
 *           meanwhile (as menuctl applies) and checked after; any other
 *           changeset is inverted and applied as SQLite applies it.
 * A statement per row would cost a statement journal and a halt per row:
 * at 101,100 nodes a third more instructions for import and undo.
 *
 * The work menuctl must do, and the floor too. A new menu's schema is the
 * one menuctl makes, taken from a `.dump` of an empty menu menuctl made
 * (floor.bash), in the same transaction as the command's rows: less than
 * menuctl's migrations one transaction each. Every write records one
 * history entry, as HistoryStore records it: the session's changeset (the
 * same tables left out), the summary (`+N dishes, +M groups`, counted as
 * the rows are inserted rather than read back from the changeset), the
 * redo marks ended and entries past the newest 1,000 forgotten. The search
 * keys (search_bucket) of the names written are built as they are inserted,
 * a bucket of 64 ids at a time in id order, and stored once each, rather
 * than read back from the table; a bucket the triggers marked otherwise is
 * built from the table, as menuctl builds every one.
 *
 *   floor list DB                          what `list --format tsv` prints
 *   floor batch DB SCHEMA FILE COMMAND     `batch FILE` of add-group/add-item
 *                                          lines into a new DB
 *   floor import DB SCHEMA FILE COMMAND    `import FILE` of an export into a
 *                                          new DB
 *   floor undo DB                          takes the newest entry back
 * COMMAND is the history entry's command, as menuctl writes it.
 *
 * It reads plain menus only (no hours, details, sizes, counts, lists,
 * choices or allergens: those are the bench's menus), and names of ASCII
 * and the bench's Han characters only (their pinyin is below; menuctl's
 * table of every character is Sources/MenuModel/Pinyin.generated.swift);
 * it says so, exit 2, when it meets more. Nothing is checked that menuctl
 * checks of its input (names, depth, clashes): the floor trusts its input,
 * which is why it is a floor; what undo checks of the menu it checks too.
 */
#include "shim.h" /* menuctl's: sqlite3.h with the session extension, the allocator */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static sqlite3 *db;

static void fail(const char *what) {
    fprintf(stderr, "floor: %s: %s\n", what, db ? sqlite3_errmsg(db) : "");
    exit(1);
}
static void refuse(const char *what) {
    fprintf(stderr, "floor: %s: the floor reads the bench's plain menus\n", what);
    exit(2);
}
static void exec(const char *sql) { if (sqlite3_exec(db, sql, 0, 0, 0) != SQLITE_OK) fail(sql); }
static sqlite3_stmt *prepare(const char *sql) {
    sqlite3_stmt *s;
    if (sqlite3_prepare_v2(db, sql, -1, &s, 0) != SQLITE_OK) fail(sql);
    return s;
}
static void run(sqlite3_stmt *s) { if (sqlite3_step(s) != SQLITE_DONE) fail(sqlite3_sql(s)); sqlite3_reset(s); }
static char *slurp(const char *path, long *size) {
    FILE *f = fopen(path, "rb");
    if (!f) { perror(path); exit(1); }
    fseek(f, 0, SEEK_END); *size = ftell(f); fseek(f, 0, SEEK_SET);
    char *text = malloc(*size + 1);
    if (fread(text, 1, *size, f) != (size_t)*size) { perror(path); exit(1); }
    text[*size] = 0; fclose(f);
    return text;
}

/* As Database.open: the process-wide settings first, then a connection
 * without a mutex, foreign keys on. */
static void open_db(const char *path, int flags) {
    csqlite_skip_memory_status();
    csqlite_allocate_from_block();
    if (sqlite3_open_v2(path, &db, flags | SQLITE_OPEN_NOMUTEX, 0) != SQLITE_OK) fail(path);
    sqlite3_extended_result_codes(db, 1);
    exec("PRAGMA foreign_keys = ON");
}
/* Every statement finalized first, so that the connection really closes
 * (and, the last one out of a WAL menu, checkpoints) as menuctl's does. */
static void close_db(void) {
    for (sqlite3_stmt *s; (s = sqlite3_next_stmt(db, 0));) sqlite3_finalize(s);
    if (sqlite3_close(db) != SQLITE_OK) fail("close");
    db = 0;
}

/* ---- list: the visible rows, in pre-order, as TSV ---- */
typedef struct { int64_t id, parent, price, position; int group, expanded, sold_out, name_len, parent_at; size_t name_at; } Node;

static char out[1 << 16];
static size_t used;
static void put(const void *bytes, size_t n) {
    if (used + n > sizeof out) { fwrite(out, 1, used, stdout); used = 0; }
    memcpy(out + used, bytes, n); used += n;
}
#define PUT(literal) put(literal, sizeof literal - 1)
static void put_int(int64_t v) {
    char digits[24]; int n = 0;
    if (v < 0) { put("-", 1); v = -v; }
    do { digits[23 - n++] = '0' + v % 10; v /= 10; } while (v);
    put(digits + 24 - n, n);
}

static int list(void) {
    static const char *others[] = {"serving_window", "node_detail", "dish_tag", "dish_size", "dish_count",
                                   "choice_offer", "dish_allergen", "dish_diet", "sold_out_until", "dish_off_sale", 0};
    for (const char **t = others; *t; t++) {
        char sql[128]; snprintf(sql, sizeof sql, "SELECT 1 FROM %s LIMIT 1", *t);
        sqlite3_stmt *s = prepare(sql);
        if (sqlite3_step(s) == SQLITE_ROW) refuse(*t);
        sqlite3_finalize(s);
    }
    /* The table in rowid order: a walk of its b-tree, no index. */
    sqlite3_stmt *s = prepare("SELECT id, parent_id, kind = 'group', expanded, price_fen, sold_out, name, position,"
                              " unit IS NOT NULL OR market_price FROM menu_node");
    size_t cap = 1 << 16, n = 0, names_cap = 1 << 20, names_used = 0;
    Node *nodes = malloc(cap * sizeof *nodes);
    char *names = malloc(names_cap);
    while (sqlite3_step(s) == SQLITE_ROW) {
        if (n == cap) nodes = realloc(nodes, (cap *= 2) * sizeof *nodes);
        Node *x = &nodes[n++];
        x->id = sqlite3_column_int64(s, 0);
        x->parent = sqlite3_column_type(s, 1) == SQLITE_NULL ? 0 : sqlite3_column_int64(s, 1);
        x->group = sqlite3_column_int(s, 2); x->expanded = sqlite3_column_int(s, 3);
        x->price = sqlite3_column_type(s, 4) == SQLITE_NULL ? -1 : sqlite3_column_int64(s, 4);
        x->sold_out = sqlite3_column_int(s, 5);
        x->name_len = sqlite3_column_bytes(s, 6);
        if (names_used + x->name_len > names_cap) names = realloc(names, names_cap *= 2);
        memcpy(names + names_used, sqlite3_column_text(s, 6), x->name_len);
        x->name_at = names_used; names_used += x->name_len;
        x->position = sqlite3_column_int64(s, 7);
        if (sqlite3_column_int(s, 8)) refuse("a dish has a unit or market price");
    }
    sqlite3_finalize(s);
    /* Each node's parent by binary search over the ids, which came sorted
     * (the row before's parent first: siblings mostly come together). */
    int root = -1;
    int *child_count = calloc(n + 1, sizeof *child_count);
    int64_t last_parent = -1; int last_at = -1;
    for (size_t i = 0; i < n; i++) {
        Node *x = &nodes[i];
        if (x->parent == 0) { root = i; x->parent_at = -1; continue; }
        if (x->parent != last_parent) {
            size_t lo = 0, hi = n;
            while (lo < hi) { size_t mid = (lo + hi) / 2; if (nodes[mid].id < x->parent) lo = mid + 1; else hi = mid; }
            last_parent = x->parent; last_at = lo < n && nodes[lo].id == x->parent ? (int)lo : -1;
        }
        x->parent_at = last_at;
        if (last_at >= 0) child_count[last_at + 1]++;
    }
    if (root < 0) return 0;
    /* Children bucketed by parent (a counting sort, stable in id order),
     * then each run of siblings ordered by position. */
    for (size_t i = 0; i < n; i++) child_count[i + 1] += child_count[i];
    int *first = malloc((n + 1) * sizeof *first), *children = malloc((n ? n : 1) * sizeof *children);
    memcpy(first, child_count, (n + 1) * sizeof *first);
    for (size_t i = 0; i < n; i++) if (nodes[i].parent_at >= 0) children[child_count[nodes[i].parent_at]++] = i;
    for (size_t p = 0; p < n; p++)
        for (int i = first[p] + 1; i < first[p + 1]; i++) {
            int c = children[i], j = i;
            while (j > first[p] && nodes[children[j - 1]].position > nodes[c].position) { children[j] = children[j - 1]; j--; }
            children[j] = c;
        }
    static const char header[] = "row\tid\tdepth\tkind\texpanded\tpath\tprice\tsold_out\thours\tspice\ttags\tsizes\tunit"
        "\tmarket_price\tchoices\tleft\tdaily\tbox_fee\tmin_order\tallergens\tdiets\tdescription\toff_sale\tstation"
        "\tphoto\tkcal\tportion\tprice_today\n";
    put(header, sizeof header - 1);
    /* stack[d]: the next sibling to write at depth d, and where its run ends. */
    int at_[64], end_[64]; int depth = 0; size_t path_len[64]; char path[64 * 401]; int64_t row = 0;
    at_[0] = first[root]; end_[0] = first[root + 1]; path_len[0] = 0;
    while (depth >= 0) {
        if (at_[depth] == end_[depth]) { depth--; continue; }
        int i = children[at_[depth]++];
        Node *x = &nodes[i];
        size_t at = path_len[depth];
        if (depth > 0) path[at++] = '/';
        memcpy(path + at, names + x->name_at, x->name_len); at += x->name_len;
        put_int(++row); put("\t", 1); put_int(x->id); put("\t", 1); put_int(depth);
        if (!x->group) PUT("\titem\t\t"); else if (x->expanded) PUT("\tgroup\t1\t"); else PUT("\tgroup\t0\t");
        put(path, at); put("\t", 1);
        if (x->price >= 0) {
            put_int(x->price / 100); char cents[3] = {'.', '0' + x->price % 100 / 10, '0' + x->price % 10}; put(cents, 3);
        }
        /* sold_out, five empty columns, market_price, eight empty columns,
         * off_sale, and station, photo, kcal, portion and price_today empty */
        if (x->group) PUT("\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\n");
        else if (x->sold_out) PUT("\t1\t\t\t\t\t\t0\t\t\t\t\t\t\t\t\t0\t\t\t\t\t\n");
        else PUT("\t0\t\t\t\t\t\t0\t\t\t\t\t\t\t\t\t0\t\t\t\t\t\n");
        if (x->group && x->expanded && first[i] < first[i + 1] && depth < 63) {
            depth++; at_[depth] = first[i]; end_[depth] = first[i + 1]; path_len[depth] = at;
        }
    }
    fwrite(out, 1, used, stdout);
    return 0;
}

/* ---- search keys, as MenuQuery.appendSearchKey writes them ---- */
/* The bench's Han characters, each read one way; menuctl looks a character
 * up in a table of every one, the same few steps. */
static const char *pinyin_of(uint32_t c) {
    switch (c) {
    case 0x4E3B: return "zhu";  /* 主 */
    case 0x5B50: return "zi";   /* 子 */
    case 0x7EC4: return "zu";   /* 组 */
    case 0x83DC: return "cai";  /* 菜 */
    default: return 0;
    }
}
typedef struct { char *bytes; size_t used, cap; } Bytes;
static void add(Bytes *b, const void *bytes, size_t n) {
    if (b->used + n > b->cap) { b->cap = (b->used + n) * 2 + 256; b->bytes = realloc(b->bytes, b->cap); }
    memcpy(b->bytes + b->used, bytes, n); b->used += n;
}
static void add_byte(Bytes *b, char c) { add(b, &c, 1); }
/* The name lowercased, then, unless it is all ASCII, its pinyin initials and
 * its pinyin spelled out, each form ended by 0x01. */
static void append_key(Bytes *key, const unsigned char *name, int n) {
    int ascii = 1;
    for (int i = 0; i < n; i++) {
        unsigned char c = name[i];
        if (c >= 0x80) { ascii = 0; add_byte(key, c); }
        else add_byte(key, c >= 'A' && c <= 'Z' ? c + 32 : c);
    }
    add_byte(key, 1);
    if (ascii) return;
    for (int initials = 1; initials >= 0; initials--) {
        for (int i = 0; i < n;) {
            unsigned char c = name[i];
            if (c < 0x80) {
                i++;
                if (c >= 'A' && c <= 'Z') c += 32;
                if ((c >= '0' && c <= '9') || (c >= 'a' && c <= 'z')) add_byte(key, c);
                else if (c != ' ' && c != '\t' && c != '\n' && c != '\r' && c != '\v' && c != '\f') add_byte(key, 1);
                continue;
            }
            if ((c & 0xF0) != 0xE0 || i + 2 >= n) refuse("a name of other characters");
            uint32_t v = (c & 0x0F) << 12 | (name[i + 1] & 0x3F) << 6 | (name[i + 2] & 0x3F);
            const char *py = pinyin_of(v);
            if (!py) refuse("a name of other characters");
            if (initials) add_byte(key, py[0]); else add(key, py, strlen(py));
            i += 3;
        }
        add_byte(key, 1);
    }
}

static sqlite3_stmt *store_bucket, *drop_bucket, *bucket_names, *bucket_texts;
static void prepare_buckets(void) {
    store_bucket = prepare("INSERT OR REPLACE INTO search_bucket (bucket, keys, readings) VALUES (?, ?, '')");
    drop_bucket = prepare("DELETE FROM search_bucket WHERE bucket = ?");
    bucket_names = prepare("SELECT name FROM menu_node WHERE id BETWEEN ? AND ? ORDER BY id");
    bucket_texts = prepare("SELECT text FROM node_translation WHERE node_id BETWEEN ? AND ? ORDER BY node_id, lang");
}
static void append_keys_of(sqlite3_stmt *s, int64_t first, int64_t last, Bytes *key) {
    sqlite3_bind_int64(s, 1, first); sqlite3_bind_int64(s, 2, last);
    while (sqlite3_step(s) == SQLITE_ROW) append_key(key, sqlite3_column_text(s, 0), sqlite3_column_bytes(s, 0));
    sqlite3_reset(s);
}
static void store_keys(int64_t bucket, Bytes *key) {
    if (key->used == 0) { sqlite3_bind_int64(drop_bucket, 1, bucket); run(drop_bucket); return; }
    sqlite3_bind_int64(store_bucket, 1, bucket);
    sqlite3_bind_text(store_bucket, 2, key->bytes, key->used, SQLITE_STATIC);
    run(store_bucket);
}
/* A bucket built from the table, as SearchStore.keys(ofBucket:) builds it. */
static void rebuild_bucket(int64_t bucket) {
    Bytes key = {0};
    append_keys_of(bucket_names, bucket << 6, bucket << 6 | 63, &key);
    append_keys_of(bucket_texts, bucket << 6, bucket << 6 | 63, &key);
    store_keys(bucket, &key);
    free(key.bytes);
}

/* The keys of the nodes a command inserts, in id order, a bucket at a time.
 * The first bucket may hold nodes from before, whose names come first. */
static Bytes keys;
static int64_t key_bucket = INT64_MIN, first_bucket = INT64_MIN;
static void flush_keys(void) {
    if (key_bucket == INT64_MIN) return;
    if (key_bucket == first_bucket) append_keys_of(bucket_texts, key_bucket << 6, key_bucket << 6 | 63, &keys);
    store_keys(key_bucket, &keys);
    keys.used = 0;
}
static void key_node(int64_t id, const char *name, int n) {
    if (id >> 6 != key_bucket) {
        if (key_bucket != INT64_MIN && id >> 6 < key_bucket) refuse("ids out of order");
        flush_keys();
        key_bucket = id >> 6;
        if (first_bucket == INT64_MIN) {
            first_bucket = key_bucket;
            append_keys_of(bucket_names, key_bucket << 6, id - 1, &keys);
        }
    }
    append_key(&keys, (const unsigned char *)name, n);
}
/* The inserted nodes' buckets stored; any other bucket the triggers marked
 * built from the table; the marks cleared. */
static void finish_keys(void) {
    flush_keys();
    sqlite3_stmt *s = prepare("SELECT bucket FROM search_pending WHERE bucket NOT BETWEEN ? AND ?");
    sqlite3_bind_int64(s, 1, first_bucket); sqlite3_bind_int64(s, 2, key_bucket);
    while (sqlite3_step(s) == SQLITE_ROW) rebuild_bucket(sqlite3_column_int64(s, 0));
    sqlite3_finalize(s);
    exec("DELETE FROM search_pending");
}

/* ---- the history entry ---- */
/* The tables Session.swift leaves out of every entry. */
static int recorded(void *context, const char *table) {
    static const char *bookkeeping[] = {"menuctl_migration", "menu_history", "search_bucket", "search_pending", "service_day", 0};
    for (const char **t = bookkeeping; *t; t++) if (!strcmp(*t, table)) return 0;
    return 1;
}
static sqlite3_session *watch(void) {
    sqlite3_session *session;
    if (sqlite3session_create(db, "main", &session) != SQLITE_OK) fail("session");
    sqlite3session_table_filter(session, recorded, 0);
    if (sqlite3session_attach(session, 0) != SQLITE_OK) fail("session");
    return session;
}
static int added_dishes, added_groups;
/* The session's changeset as the newest entry, with its summary, as
 * HistoryStore.record writes it. */
static void record(sqlite3_session *session, const char *command) {
    int n; void *changes;
    if (sqlite3session_changeset(session, &n, &changes) != SQLITE_OK) fail("changeset");
    char summary[128] = ""; size_t at = 0;
    if (added_dishes) at += snprintf(summary + at, sizeof summary - at, "+%d %s", added_dishes, added_dishes == 1 ? "dish" : "dishes");
    if (added_groups) at += snprintf(summary + at, sizeof summary - at, "%s+%d %s", at ? ", " : "", added_groups, added_groups == 1 ? "group" : "groups");
    exec("UPDATE menu_history SET redoable = 0 WHERE redoable = 1");
    sqlite3_stmt *entry = prepare("INSERT INTO menu_history (recorded_at, command, summary, changeset) VALUES (?, ?, ?, ?)");
    sqlite3_bind_int64(entry, 1, (sqlite3_int64)time(0));
    sqlite3_bind_text(entry, 2, command, -1, SQLITE_STATIC);
    sqlite3_bind_text(entry, 3, summary, at, SQLITE_STATIC);
    sqlite3_bind_blob(entry, 4, changes, n, SQLITE_STATIC);
    run(entry);
    sqlite3_finalize(entry);
    exec("DELETE FROM menu_history WHERE id < (SELECT id FROM menu_history ORDER BY id DESC LIMIT 1 OFFSET 999)");
    sqlite3_free(changes);
    sqlite3session_delete(session);
}

/* A new menu, as MenuStore builds one: the schema, then the command, the
 * search keys and the entry; committed under the rollback journal, then
 * switched to WAL. */
static void new_menu(const char *path, const char *schema) {
    open_db(path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    exec("BEGIN IMMEDIATE");
    long n; char *sql = slurp(schema, &n); exec(sql); free(sql);
    prepare_buckets();
}
static void commit_new_menu(sqlite3_session *session, const char *command) {
    finish_keys();
    record(session, command);
    exec("COMMIT");
    exec("PRAGMA journal_mode = WAL");
    close_db();
}

/* ---- rows in runs ---- */
/* Dishes go in in runs of up to 64 rows a statement, as menuctl's import
 * puts them (ImportWalk): a statement, and its statement journal, per run
 * rather than per dish; the batch's adds into one group likewise. Groups
 * go in alone, once the run before them is in, so that ids follow the
 * order of the file. One run is open at a time: a group ends its parent's
 * run before its own children start theirs. */
typedef struct { int group, expanded, sold_out; int64_t price, position; size_t name_len; char name[4096]; } Entry;
static Entry run_[64];
static int run_n;
static int64_t run_parent;
static sqlite3_stmt *insert_rows[65];
static int64_t insert_entries(int64_t parent, Entry *e, int k) {
    if (!insert_rows[k]) {
        static char sql[64 * 32 + 128];
        size_t at = snprintf(sql, sizeof sql, "INSERT INTO menu_node (parent_id, kind, name, position, expanded, price_fen, sold_out) VALUES ");
        for (int i = 0; i < k; i++) at += snprintf(sql + at, sizeof sql - at, "%s(?, ?, ?, ?, ?, ?, ?)", i ? ", " : "");
        insert_rows[k] = prepare(sql);
    }
    sqlite3_stmt *s = insert_rows[k];
    for (int i = 0, c = 1; i < k; i++, c += 7) {
        sqlite3_bind_int64(s, c, parent);
        sqlite3_bind_text(s, c + 1, e[i].group ? "group" : "item", -1, SQLITE_STATIC);
        sqlite3_bind_text(s, c + 2, e[i].name, e[i].name_len, SQLITE_STATIC);
        sqlite3_bind_int64(s, c + 3, e[i].position);
        sqlite3_bind_int(s, c + 4, e[i].group ? e[i].expanded : 0);
        if (e[i].price >= 0) sqlite3_bind_int64(s, c + 5, e[i].price); else sqlite3_bind_null(s, c + 5);
        sqlite3_bind_int(s, c + 6, e[i].sold_out);
    }
    run(s);
    /* Each row's id is the largest before it plus one. */
    int64_t last = sqlite3_last_insert_rowid(db);
    for (int i = 0; i < k; i++) {
        key_node(last - k + 1 + i, e[i].name, e[i].name_len);
        if (e[i].group) added_groups++; else added_dishes++;
    }
    return last;
}
static void end_run(void) { if (run_n) insert_entries(run_parent, run_, run_n); run_n = 0; }
/* ---- batch: add-group NAME / add-item NAME --in GROUP --price P ---- */
/* The words of a line, split at spaces (the bench's lines quote nothing). */
static int words(char *line, char **word, int most) {
    int n = 0;
    for (char *p = line; *p && n < most;) {
        while (*p == ' ') p++;
        if (!*p) break;
        if (*p == '"' || *p == '\'' || *p == '\\') refuse("a quoted word");
        word[n++] = p;
        while (*p && *p != ' ') p++;
        if (*p) *p++ = 0;
    }
    return n;
}
/* Each parent's next position, asked of the table once. */
static int64_t next_parent[64], next_position[64]; static int nexts;
static int64_t take_position(int64_t parent, sqlite3_stmt *ask) {
    for (int i = 0; i < nexts; i++) if (next_parent[i] == parent) return next_position[i]++;
    end_run(); /* the rows waiting go in before the table is asked */
    sqlite3_bind_int64(ask, 1, parent); sqlite3_step(ask);
    int64_t position = sqlite3_column_int64(ask, 0); sqlite3_reset(ask);
    if (nexts == 64) nexts = 0;
    next_parent[nexts] = parent; next_position[nexts++] = position + 1;
    return position;
}
static int batch(const char *file, const char *command) {
    long size; char *text = slurp(file, &size);
    /* A whole batch is one history entry that undo reverses (SPEC 13). */
    sqlite3_session *session = watch();
    sqlite3_stmt *child = prepare("SELECT id FROM menu_node WHERE parent_id = ? AND name = ?");
    sqlite3_stmt *next = prepare("SELECT coalesce(max(position) + 1, 0) FROM menu_node WHERE parent_id = ?");
    char in_path[1024] = ""; int64_t in_id = 1;
    for (char *line = text, *end; *line; line = end) {
        end = strchr(line, '\n');
        if (end) *end++ = 0; else end = line + strlen(line);
        char *word[8]; int n = words(line, word, 8);
        if (n == 0) continue;
        if (n < 2) refuse(line);
        int item = !strcmp(word[0], "add-item");
        if (!item && strcmp(word[0], "add-group")) refuse(word[0]);
        const char *in = 0, *price = 0;
        for (int i = 2; i + 1 < n; i += 2) {
            if (!strcmp(word[i], "--in")) in = word[i + 1];
            else if (!strcmp(word[i], "--price")) price = word[i + 1];
            else refuse(word[i]);
        }
        int64_t parent = 1;
        if (in) {
            /* The group path, resolved once for a run of lines into it. */
            if (strcmp(in, in_path)) {
                int64_t id = 1; char segment[1024]; const char *s = in;
                while (*s) {
                    const char *slash = strchr(s, '/'); size_t len = slash ? (size_t)(slash - s) : strlen(s);
                    memcpy(segment, s, len); segment[len] = 0;
                    sqlite3_bind_int64(child, 1, id); sqlite3_bind_text(child, 2, segment, len, SQLITE_STATIC);
                    if (sqlite3_step(child) != SQLITE_ROW) fail(in);
                    id = sqlite3_column_int64(child, 0); sqlite3_reset(child);
                    s += len + (slash != 0);
                }
                snprintf(in_path, sizeof in_path, "%s", in); in_id = id;
            }
            parent = in_id;
        }
        if (run_n && run_parent != parent) end_run();
        int64_t position = take_position(parent, next);
        Entry *e = &run_[run_n];
        size_t len = strlen(word[1]);
        if (len >= sizeof e->name) refuse("a long name");
        *e = (Entry){.group = !item, .expanded = 1, .price = -1, .position = position, .name_len = len};
        memcpy(e->name, word[1], len);
        if (price) {
            char *dot; e->price = strtoll(price, &dot, 10) * 100;
            if (*dot == '.' && dot[1]) e->price += (dot[1] - '0') * 10 + (dot[2] ? dot[2] - '0' : 0);
        }
        /* A group goes in at once: the lines after it may add into it. */
        if (!item) { end_run(); insert_entries(parent, e, 1); continue; }
        run_parent = parent;
        if (++run_n == 64) end_run();
    }
    end_run();
    commit_new_menu(session, command);
    return 0;
}

/* ---- import: the export's JSON, parsed straight into rows ---- */
static const char *p;
static void ws(void) { while (*p == ' ' || *p == '\n' || *p == '\t' || *p == '\r') p++; }
static void expect(char c) { ws(); if (*p != c) { fprintf(stderr, "floor: expected %c\n", c); exit(2); } p++; }
static size_t string(char *to) { /* the string at p, UTF-8, into `to` (NULL: skip) */
    size_t n = 0; ws(); p++;
    while (*p != '"') {
        unsigned c = (unsigned char)*p++;
        if (c == '\\') {
            c = (unsigned char)*p++;
            if (c == 'u') {
                unsigned v = strtoul((char[5]){p[0], p[1], p[2], p[3], 0}, 0, 16); p += 4;
                if (v >= 0xD800 && v < 0xDC00 && p[0] == '\\' && p[1] == 'u') {
                    unsigned lo = strtoul((char[5]){p[2], p[3], p[4], p[5], 0}, 0, 16); p += 6;
                    v = 0x10000 + ((v - 0xD800) << 10) + (lo - 0xDC00);
                }
                char u[4]; int k = 0;
                if (v < 0x80) u[k++] = v;
                else if (v < 0x800) { u[k++] = 0xC0 | v >> 6; u[k++] = 0x80 | (v & 63); }
                else if (v < 0x10000) { u[k++] = 0xE0 | v >> 12; u[k++] = 0x80 | (v >> 6 & 63); u[k++] = 0x80 | (v & 63); }
                else { u[k++] = 0xF0 | v >> 18; u[k++] = 0x80 | (v >> 12 & 63); u[k++] = 0x80 | (v >> 6 & 63); u[k++] = 0x80 | (v & 63); }
                if (to) memcpy(to + n, u, k);
                n += k; continue;
            }
            c = c == 'n' ? '\n' : c == 't' ? '\t' : c == 'r' ? '\r' : c == 'b' ? '\b' : c == 'f' ? '\f' : c;
        }
        if (to) to[n] = c;
        n++;
    }
    p++;
    return n;
}
static void skip(void) {
    ws();
    if (*p == '"') { string(0); return; }
    if (*p == '{' || *p == '[') {
        char close = *p == '{' ? '}' : ']'; p++; ws();
        while (*p != close) { if (close == '}') { string(0); expect(':'); } skip(); ws(); if (*p == ',') p++; ws(); }
        p++; return;
    }
    while (*p && *p != ',' && *p != '}' && *p != ']') p++;
}
static void nodes(int64_t parent);
/* One node, read into the run's next place: a dish stays in the run; a
 * group ends the run and goes in at "children", the export's last member,
 * so that its children are parsed then, once, never skipped and read again. */
static void node(int64_t parent, int64_t position) {
    if (run_n && run_parent != parent) end_run();
    Entry *e = &run_[run_n];
    *e = (Entry){.expanded = 1, .price = -1, .position = position};
    int inserted = 0;
    expect('{'); ws();
    while (*p != '}') {
        if (inserted) refuse("a member after children");
        char key[32]; size_t k = string(key); key[k] = 0; expect(':'); ws();
        if (!strcmp(key, "kind")) { char kind[16]; size_t m = string(kind); e->group = m == 5 && !memcmp(kind, "group", 5); }
        else if (!strcmp(key, "name")) { if ((e->name_len = string(e->name)) >= sizeof e->name) exit(2); }
        else if (!strcmp(key, "expanded")) { e->expanded = *p == 't'; skip(); }
        else if (!strcmp(key, "sold_out")) { e->sold_out = *p == 't'; skip(); }
        else if (!strcmp(key, "price") && *p == '{') {
            p++; ws();
            while (*p != '}') {
                char field[16]; size_t m = string(field); expect(':'); ws();
                if (m == 6 && !memcmp(field, "amount", 6)) e->price = strtoll(p, (char **)&p, 10); else skip();
                ws(); if (*p == ',') p++; ws();
            }
            p++;
        }
        else if (!strcmp(key, "price")) skip();
        else if (!strcmp(key, "children")) {
            /* The run ends before it; its own place is past the run's. */
            end_run();
            nodes(insert_entries(parent, e, 1));
            inserted = 1;
        }
        else refuse(key);
        ws(); if (*p == ',') p++; ws();
    }
    p++;
    if (inserted) return;
    if (e->group) { end_run(); insert_entries(parent, e, 1); return; }
    run_parent = parent;
    if (++run_n == 64) end_run();
}
static void nodes(int64_t parent) { /* the array at p: the children of `parent` */
    int64_t position = 0;
    expect('['); ws();
    while (*p != ']') { node(parent, position++); ws(); if (*p == ',') p++; ws(); }
    p++;
    end_run();
}
static int import(const char *file, const char *command) {
    long size; char *text = slurp(file, &size);
    sqlite3_session *session = watch();
    p = text; expect('{'); ws();
    while (*p != '}') {
        char key[32]; size_t k = string(key); key[k] = 0; expect(':'); ws();
        /* The glossary is a new menu's own (0013): nothing to write. */
        if (!strcmp(key, "menu")) nodes(1); else skip();
        ws(); if (*p == ',') p++; ws();
    }
    commit_new_menu(session, command);
    return 0;
}

/* ---- undo: the newest entry taken back ---- */
static int conflict(void *context, int kind, sqlite3_changeset_iter *iterator) {
    fprintf(stderr, "floor: conflict %d\n", kind);
    return SQLITE_CHANGESET_ABORT;
}
/* A varint as sqlite3session.h writes one. */
static uint64_t varint(const unsigned char **at) {
    uint64_t v = 0;
    for (int i = 0; i < 9; i++) { unsigned char b = *(*at)++; v = v << 7 | (b & 0x7f); if (b < 0x80) break; }
    return v;
}
static int64_t big_endian(const unsigned char *at) {
    uint64_t v = 0;
    for (int i = 0; i < 8; i++) v = v << 8 | at[i];
    return (int64_t)v;
}
/* The changeset's rows, read once from its bytes (sqlite3session.h,
 * "CHANGESET FORMAT"): where each row's values begin, and its id. 0 when
 * it holds more than inserts into menu_node, keyed by its id alone, of the
 * table's 10 columns: then SQLite's own invert and apply take it back. */
typedef struct { int64_t id; const unsigned char *values; } Added;
static size_t read_inserts(const unsigned char *at, const unsigned char *end, Added **rows) {
    size_t n = 0, cap = 1024;
    *rows = malloc(cap * sizeof **rows);
    int table = 0;
    while (at < end) {
        if (*at == 'T') {
            at++;
            static const unsigned char node_key[10] = {1};
            if (varint(&at) != 10 || end - at < 21 || memcmp(at, node_key, 10) || memcmp(at + 10, "menu_node", 10)) return 0;
            at += 20; table = 1;
            continue;
        }
        if (!table || at[0] != SQLITE_INSERT || at[2] != SQLITE_INTEGER) return 0;
        if (n == cap) *rows = realloc(*rows, (cap *= 2) * sizeof **rows);
        (*rows)[n++] = (Added){big_endian(at + 3), at + 2};
        at += 2;
        for (int column = 0; column < 10; column++) {
            unsigned char type = *at++;
            if (type == SQLITE_INTEGER || type == SQLITE_FLOAT) at += 8;
            else if (type == SQLITE_TEXT || type == SQLITE_BLOB) { uint64_t count = varint(&at); at += count; }
            else if (type != SQLITE_NULL) return 0;
        }
    }
    return n;
}
/* Whether the row at `s` holds, in every column undo compares, the value
 * the changeset holds at `values`, as `IS` compares them. `expanded`
 * (view state, the table's sixth column) is not compared, as menuctl
 * keeps it; `s` selects the other nine, id first. */
static int as_added(sqlite3_stmt *s, const unsigned char *values) {
    for (int column = 0, at = 0; column < 10; column++) {
        unsigned char type = *values++;
        int64_t integer = 0; const unsigned char *text = 0; uint64_t count = 0;
        if (type == SQLITE_INTEGER || type == SQLITE_FLOAT) { integer = big_endian(values); values += 8; }
        else if (type == SQLITE_TEXT || type == SQLITE_BLOB) { count = varint(&values); text = values; values += count; }
        if (column == 5) continue;
        sqlite3_value *value = sqlite3_column_value(s, at);
        int now = sqlite3_value_type(value);
        if (type == SQLITE_FLOAT || (now == SQLITE_FLOAT && type == SQLITE_INTEGER)) {
            double expected; memcpy(&expected, &integer, 8);
            if (type == SQLITE_INTEGER) expected = (double)integer;
            if (now != SQLITE_INTEGER && now != SQLITE_FLOAT) return 0;
            if (sqlite3_value_double(value) != expected) return 0;
        } else if (type != now) return 0;
        else if (type == SQLITE_INTEGER) { if (sqlite3_value_int64(value) != integer) return 0; }
        else if (type == SQLITE_TEXT || type == SQLITE_BLOB) {
            const void *bytes = type == SQLITE_TEXT ? (const void *)sqlite3_value_text(value) : sqlite3_value_blob(value);
            if ((uint64_t)sqlite3_value_bytes(value) != count || memcmp(bytes, text, count)) return 0;
        }
        at++;
    }
    return 1;
}
#define NODE_COLUMNS "id, parent_id, kind, name, position, price_fen, sold_out, unit, market_price"
/* Takes out the rows an entry of inserts added, when every one is there as
 * added; 0, nothing changed, when one is not. They are checked first, as
 * menuctl checks them: the changeset's values compared in C with the rows
 * as one walk of the b-tree over their ids reads them (no statement per
 * row, nothing bound), or, when their ids are far apart, a lookup each.
 * Then they go: when no other row lies among their ids, by that range in
 * one statement; otherwise by their ids, 64 a statement. */
static int take_out_added(Added *rows, size_t n) {
    int64_t first = rows[0].id, last = rows[0].id;
    for (size_t i = 1; i < n; i++) { if (rows[i].id < first) first = rows[i].id; if (rows[i].id > last) last = rows[i].id; }
    uint64_t span = (uint64_t)(last - first) + 1;
    size_t others = 0;
    const unsigned char **by_id = 0;
    if (span <= 4 * (uint64_t)n) {
        by_id = calloc(span, sizeof *by_id);
        for (size_t i = 0; i < n; i++) {
            if (by_id[rows[i].id - first]) return 0;
            by_id[rows[i].id - first] = rows[i].values;
        }
        sqlite3_stmt *walk = prepare("SELECT " NODE_COLUMNS " FROM menu_node WHERE id BETWEEN ? AND ?");
        sqlite3_bind_int64(walk, 1, first); sqlite3_bind_int64(walk, 2, last);
        size_t found = 0;
        while (sqlite3_step(walk) == SQLITE_ROW) {
            const unsigned char *values = by_id[sqlite3_column_int64(walk, 0) - first];
            if (!values) { others++; continue; }
            if (!as_added(walk, values)) return 0;
            found++;
        }
        sqlite3_finalize(walk);
        if (found != n) return 0;
    } else {
        sqlite3_stmt *look = prepare("SELECT " NODE_COLUMNS " FROM menu_node WHERE id = ?");
        for (size_t i = 0; i < n; i++) {
            sqlite3_bind_int64(look, 1, rows[i].id);
            if (sqlite3_step(look) != SQLITE_ROW || !as_added(look, rows[i].values)) return 0;
            sqlite3_reset(look);
        }
        sqlite3_finalize(look);
        others = 1;
    }
    if (!others) {
        sqlite3_stmt *range = prepare("DELETE FROM menu_node WHERE id BETWEEN ? AND ?");
        sqlite3_bind_int64(range, 1, first); sqlite3_bind_int64(range, 2, last);
        run(range);
        sqlite3_finalize(range);
        return 1;
    }
    /* A statement, and its journal, per 64 rows, not per row. */
    sqlite3_stmt *gone[65] = {0};
    int64_t ids[64]; int k = 0;
    for (size_t i = 0; i < n; i++) {
        ids[k++] = rows[i].id;
        if (k < 64 && i + 1 < n) continue;
        if (!gone[k]) {
            char sql[64 * 3 + 64]; size_t at = snprintf(sql, sizeof sql, "DELETE FROM menu_node WHERE id IN (");
            for (int j = 0; j < k; j++) at += snprintf(sql + at, sizeof sql - at, j ? ", ?" : "?");
            snprintf(sql + at, sizeof sql - at, ")");
            gone[k] = prepare(sql);
        }
        for (int j = 0; j < k; j++) sqlite3_bind_int64(gone[k], j + 1, ids[j]);
        run(gone[k]);
        k = 0;
    }
    return 1;
}
static int undo(const char *path) {
    open_db(path, SQLITE_OPEN_READWRITE);
    int lasting = csqlite_is_write_ahead_logged(db) == 1;
    if (lasting) exec("PRAGMA synchronous = NORMAL");
    prepare_buckets();
    /* Foreign keys off while the rows go, as menuctl applies an entry: a
     * group taken out does not take along rows the entry takes out itself;
     * the keys are checked after. */
    exec("PRAGMA foreign_keys = OFF");
    exec("BEGIN IMMEDIATE");
    sqlite3_stmt *s = prepare("SELECT id, changeset FROM menu_history WHERE undone IS NULL ORDER BY id DESC LIMIT 1");
    if (sqlite3_step(s) != SQLITE_ROW) { fprintf(stderr, "floor: nothing to undo\n"); return 1; }
    int n = sqlite3_column_bytes(s, 1); const void *changes = sqlite3_column_blob(s, 1);
    Added *rows; size_t added = read_inserts(changes, (const unsigned char *)changes + n, &rows);
    if (added) {
        if (!take_out_added(rows, added)) {
            fprintf(stderr, "floor: a row the entry added was changed since; nothing was changed\n");
            exec("ROLLBACK"); close_db();
            return 1;
        }
    } else {
        int m; void *inverse;
        if (sqlite3changeset_invert(n, changes, &m, &inverse) != SQLITE_OK) fail("invert");
        if (sqlite3changeset_apply(db, m, inverse, 0, conflict, 0) != SQLITE_OK) fail("apply");
        sqlite3_free(inverse);
    }
    /* What is left is checked whole: after an import taken back, little. */
    sqlite3_stmt *orphans = prepare("PRAGMA foreign_key_check");
    if (sqlite3_step(orphans) == SQLITE_ROW) {
        fprintf(stderr, "floor: the undo left an orphan; nothing was changed\n");
        exec("ROLLBACK"); close_db();
        return 1;
    }
    sqlite3_finalize(orphans);
    /* The marked buckets built again from what is left. */
    sqlite3_stmt *pending = prepare("SELECT bucket FROM search_pending");
    while (sqlite3_step(pending) == SQLITE_ROW) rebuild_bucket(sqlite3_column_int64(pending, 0));
    sqlite3_finalize(pending);
    exec("DELETE FROM search_pending");
    sqlite3_stmt *done = prepare("UPDATE menu_history SET redoable = 1,"
                                 " undone = (SELECT coalesce(max(undone), 0) + 1 FROM menu_history) WHERE id = ?");
    sqlite3_bind_int64(done, 1, sqlite3_column_int64(s, 0));
    run(done);
    sqlite3_finalize(done); sqlite3_finalize(s);
    exec("COMMIT");
    if (lasting && csqlite_checkpoint_lasting(db) != SQLITE_OK) fail("checkpoint");
    close_db();
    return 0;
}

int main(int argc, char **argv) {
    if (argc >= 3 && !strcmp(argv[1], "list")) {
        open_db(argv[2], SQLITE_OPEN_READONLY);
        exec("BEGIN");
        int status = list();
        close_db();
        return status;
    }
    if (argc >= 6 && !strcmp(argv[1], "batch")) { new_menu(argv[2], argv[3]); return batch(argv[4], argv[5]); }
    if (argc >= 6 && !strcmp(argv[1], "import")) { new_menu(argv[2], argv[3]); return import(argv[4], argv[5]); }
    if (argc >= 3 && !strcmp(argv[1], "undo")) return undo(argv[2]);
    fprintf(stderr, "usage: floor list DB | batch DB SCHEMA FILE COMMAND | import DB SCHEMA FILE COMMAND | undo DB\n");
    return 64;
}
