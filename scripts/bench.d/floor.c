/* The floor of scripts/bench (issue 35): the least SQLite work that gives
 * the same output as menuctl on the same schema, written in C against the
 * same libsqlite3. menuctl ÷ floor is what menuctl's own code costs.
 *
 *   floor list DB                  what `list --format tsv` prints
 *   floor batch DB SCHEMA FILE     `batch FILE` of add-group/add-item lines
 *                                  into a new DB made by the SCHEMA script,
 *                                  recorded as one session changeset
 *   floor import DB SCHEMA FILE    `import FILE` of an export into a new DB,
 *                                  recorded as one session changeset
 *   floor undo DB                  takes the newest recorded change back
 *
 * It reads plain menus only (no hours, details, sizes, counts, lists,
 * choices or allergens: those are the bench's menus) and says so, exit 2,
 * when a menu holds more. Nothing is checked that menuctl checks (names,
 * depth, clashes): the floor trusts its input, which is why it is a floor.
 */
/* sqlite3.h declares the session extension only with these (Debian builds it in). */
#define SQLITE_ENABLE_SESSION 1
#define SQLITE_ENABLE_PREUPDATE_HOOK 1
#include <sqlite3.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static sqlite3 *db;

static void fail(const char *what) {
    fprintf(stderr, "floor: %s: %s\n", what, db ? sqlite3_errmsg(db) : "");
    exit(1);
}
static void exec(const char *sql) { if (sqlite3_exec(db, sql, 0, 0, 0) != SQLITE_OK) fail(sql); }
static sqlite3_stmt *prepare(const char *sql) {
    sqlite3_stmt *s;
    if (sqlite3_prepare_v2(db, sql, -1, &s, 0) != SQLITE_OK) fail(sql);
    return s;
}
static char *slurp(const char *path, long *size) {
    FILE *f = fopen(path, "rb");
    if (!f) { perror(path); exit(1); }
    fseek(f, 0, SEEK_END); *size = ftell(f); fseek(f, 0, SEEK_SET);
    char *text = malloc(*size + 1);
    if (fread(text, 1, *size, f) != (size_t)*size) { perror(path); exit(1); }
    text[*size] = 0; fclose(f);
    return text;
}
static void open_db(const char *path, const char *schema) {
    if (sqlite3_open(path, &db) != SQLITE_OK) fail(path);
    exec("PRAGMA foreign_keys = ON; PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL");
    if (schema) { long n; char *sql = slurp(schema, &n); exec(sql); free(sql); }
}

/* ---- list: the visible rows, in pre-order, as TSV ---- */
typedef struct { int64_t id, parent, price; int group, expanded, sold_out, name_len, first, next; const char *name; } Node;

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

static Node *sorted_nodes;
static int *sorted_ids;
static size_t node_count;
static int by_node_id(const void *a, const void *b) {
    int64_t x = sorted_nodes[*(const int *)a].id, y = sorted_nodes[*(const int *)b].id;
    return x < y ? -1 : x > y;
}
static int find(int64_t id) {
    size_t lo = 0, hi = node_count;
    while (lo < hi) { size_t mid = (lo + hi) / 2; if (sorted_nodes[sorted_ids[mid]].id < id) lo = mid + 1; else hi = mid; }
    return lo < node_count && sorted_nodes[sorted_ids[lo]].id == id ? sorted_ids[lo] : -1;
}

static int list(void) {
    static const char *others[] = {"serving_window", "node_detail", "dish_tag", "dish_size", "dish_count",
                                   "choice_offer", "dish_allergen", "dish_diet", "sold_out_until", 0};
    for (const char **t = others; *t; t++) {
        char sql[128]; snprintf(sql, sizeof sql, "SELECT 1 FROM %s LIMIT 1", *t);
        sqlite3_stmt *s = prepare(sql);
        if (sqlite3_step(s) == SQLITE_ROW) { fprintf(stderr, "floor: %s has rows; the floor reads plain menus\n", *t); return 2; }
        sqlite3_finalize(s);
    }
    /* Siblings in order through UNIQUE (parent_id, position); children are
     * linked to their parent through a sorted id array. */
    sqlite3_stmt *s = prepare("SELECT id, parent_id, kind = 'group', expanded, price_fen, sold_out, name,"
                              " unit IS NOT NULL OR market_price FROM menu_node ORDER BY parent_id, position");
    size_t cap = 1 << 16, n = 0;
    Node *nodes = malloc(cap * sizeof *nodes);
    while (sqlite3_step(s) == SQLITE_ROW) {
        if (n == cap) nodes = realloc(nodes, (cap *= 2) * sizeof *nodes);
        Node *x = &nodes[n++];
        x->id = sqlite3_column_int64(s, 0);
        x->parent = sqlite3_column_type(s, 1) == SQLITE_NULL ? 0 : sqlite3_column_int64(s, 1);
        x->group = sqlite3_column_int(s, 2); x->expanded = sqlite3_column_int(s, 3);
        x->price = sqlite3_column_type(s, 4) == SQLITE_NULL ? -1 : sqlite3_column_int64(s, 4);
        x->sold_out = sqlite3_column_int(s, 5);
        x->name_len = sqlite3_column_bytes(s, 6);
        char *name = malloc(x->name_len); memcpy(name, sqlite3_column_text(s, 6), x->name_len); x->name = name;
        if (sqlite3_column_int(s, 7)) { fprintf(stderr, "floor: a dish has a unit or market price\n"); return 2; }
        x->first = x->next = -1;
    }
    sqlite3_finalize(s);
    /* Rows come grouped by parent in sibling order: link each run of
     * siblings to its parent, found by binary search over ids. */
    int *by_id = malloc(n * sizeof *by_id);
    for (size_t i = 0; i < n; i++) by_id[i] = i;
    sorted_nodes = nodes; sorted_ids = by_id; node_count = n;
    qsort(by_id, n, sizeof *by_id, by_node_id);
    int root = -1;
    for (size_t i = 0; i < n;) {
        size_t j = i;
        while (j + 1 < n && nodes[j + 1].parent == nodes[i].parent) { nodes[j].next = j + 1; j++; }
        if (nodes[i].parent == 0) root = i;
        else { int p = find(nodes[i].parent); if (p >= 0) nodes[p].first = i; }
        i = j + 1;
    }
    if (root < 0) return 0;
    static const char header[] = "row\tid\tdepth\tkind\texpanded\tpath\tprice\tsold_out\thours\tspice\ttags\tsizes\tunit"
        "\tmarket_price\tchoices\tleft\tdaily\tbox_fee\tmin_order\tallergens\tdiets\tdescription\n";
    put(header, sizeof header - 1);
    int stack[64]; int depth = 0; size_t path_len[64]; char path[64 * 401]; int64_t row = 0;
    stack[0] = nodes[root].first; path_len[0] = 0;
    while (depth >= 0) {
        int i = stack[depth];
        if (i < 0) { depth--; continue; }
        Node *x = &nodes[i];
        stack[depth] = x->next;
        size_t at = path_len[depth];
        if (depth > 0) path[at++] = '/';
        memcpy(path + at, x->name, x->name_len); at += x->name_len;
        put_int(++row); put("\t", 1); put_int(x->id); put("\t", 1); put_int(depth);
        if (!x->group) PUT("\titem\t\t"); else if (x->expanded) PUT("\tgroup\t1\t"); else PUT("\tgroup\t0\t");
        put(path, at); put("\t", 1);
        if (x->price >= 0) {
            put_int(x->price / 100); char cents[3] = {'.', '0' + x->price % 100 / 10, '0' + x->price % 10}; put(cents, 3);
        }
        /* sold_out, five empty columns, market_price, eight empty columns */
        if (x->group) PUT("\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\n");
        else if (x->sold_out) PUT("\t1\t\t\t\t\t\t0\t\t\t\t\t\t\t\t\n");
        else PUT("\t0\t\t\t\t\t\t0\t\t\t\t\t\t\t\t\n");
        if (x->group && x->expanded && x->first >= 0 && depth < 63) { stack[++depth] = x->first; path_len[depth] = at; }
    }
    fwrite(out, 1, used, stdout);
    return 0;
}

/* The session's changeset as the newest history entry, in the transaction
 * that made it: what undo applies the inverse of. */
static void record(sqlite3_session *session, const char *command) {
    int n; void *changes;
    if (sqlite3session_changeset(session, &n, &changes) != SQLITE_OK) fail("changeset");
    sqlite3_stmt *entry = prepare("INSERT INTO menu_history (recorded_at, command, summary, changeset)"
                                  " VALUES (unixepoch(), ?, '', ?)");
    sqlite3_bind_text(entry, 1, command, -1, SQLITE_STATIC);
    sqlite3_bind_blob(entry, 2, changes, n, SQLITE_STATIC);
    if (sqlite3_step(entry) != SQLITE_DONE) fail("history");
    sqlite3_finalize(entry);
    sqlite3_free(changes);
    sqlite3session_delete(session);
}

/* ---- batch: add-group NAME / add-item NAME --in GROUP --price P ---- */
static int batch(const char *file) {
    long size; char *text = slurp(file, &size);
    exec("BEGIN IMMEDIATE");
    /* A whole batch is one history entry that undo reverses (SPEC 13), as
     * menuctl records it: the same session as import's, the same insert. */
    sqlite3_session *session;
    if (sqlite3session_create(db, "main", &session) != SQLITE_OK || sqlite3session_attach(session, 0) != SQLITE_OK) fail("session");
    sqlite3_stmt *group = prepare("SELECT id FROM menu_node WHERE parent_id = 1 AND name = ?");
    sqlite3_stmt *next = prepare("SELECT coalesce(max(position) + 1, 0) FROM menu_node WHERE parent_id = ?");
    sqlite3_stmt *add = prepare("INSERT INTO menu_node (parent_id, kind, name, position, expanded, price_fen)"
                                " VALUES (?, ?, ?, ?, ?, ?)");
    for (char *line = strtok(text, "\n"); line; line = strtok(0, "\n")) {
        char name[512], in[512] = "", price[32] = "";
        int item = strncmp(line, "add-item ", 9) == 0;
        if (!item && strncmp(line, "add-group ", 10) != 0) { fprintf(stderr, "floor: %s\n", line); return 2; }
        if (sscanf(line + (item ? 9 : 10), "%511s --in %511s --price %31s", name, in, price) < 1) return 2;
        int64_t parent = 1;
        if (*in) {
            sqlite3_bind_text(group, 1, in, -1, SQLITE_STATIC);
            if (sqlite3_step(group) != SQLITE_ROW) fail(in);
            parent = sqlite3_column_int64(group, 0); sqlite3_reset(group);
        }
        sqlite3_bind_int64(next, 1, parent); sqlite3_step(next);
        int64_t position = sqlite3_column_int64(next, 0); sqlite3_reset(next);
        sqlite3_bind_int64(add, 1, parent);
        sqlite3_bind_text(add, 2, item ? "item" : "group", -1, SQLITE_STATIC);
        sqlite3_bind_text(add, 3, name, -1, SQLITE_TRANSIENT);
        sqlite3_bind_int64(add, 4, position);
        sqlite3_bind_int(add, 5, !item);
        if (*price) { char *dot; int64_t fen = strtoll(price, &dot, 10) * 100; if (*dot == '.') fen += strtol(dot + 1, 0, 10); sqlite3_bind_int64(add, 6, fen); }
        else sqlite3_bind_null(add, 6);
        if (sqlite3_step(add) != SQLITE_DONE) fail(name);
        sqlite3_reset(add);
    }
    record(session, "floor batch");
    exec("COMMIT");
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
static sqlite3_stmt *insert_node;
static void nodes(int64_t parent) { /* the array at p: the children of `parent` */
    static char name[4096];
    int64_t position = 0;
    expect('['); ws();
    while (*p != ']') {
        int group = 0, expanded = 1, sold_out = 0; int64_t price = -1; size_t name_len = 0;
        const char *children = 0;
        expect('{'); ws();
        while (*p != '}') {
            char key[32]; size_t k = string(key); key[k] = 0; expect(':'); ws();
            if (!strcmp(key, "kind")) { char kind[16]; size_t m = string(kind); group = m == 5 && !memcmp(kind, "group", 5); }
            else if (!strcmp(key, "name")) name_len = string(name);
            else if (!strcmp(key, "expanded")) { expanded = *p == 't'; skip(); }
            else if (!strcmp(key, "sold_out")) { sold_out = *p == 't'; skip(); }
            else if (!strcmp(key, "price") && *p == '{') {
                p++; ws();
                while (*p != '}') {
                    char field[16]; size_t m = string(field); expect(':'); ws();
                    if (m == 6 && !memcmp(field, "amount", 6)) price = strtoll(p, (char **)&p, 10); else skip();
                    ws(); if (*p == ',') p++; ws();
                }
                p++;
            }
            else if (!strcmp(key, "children")) { children = p; skip(); }
            else if (!strcmp(key, "price")) skip();
            else { fprintf(stderr, "floor: key %s: the floor reads plain menus\n", key); exit(2); }
            ws(); if (*p == ',') p++; ws();
        }
        p++;
        sqlite3_bind_int64(insert_node, 1, parent);
        sqlite3_bind_text(insert_node, 2, group ? "group" : "item", -1, SQLITE_STATIC);
        sqlite3_bind_text(insert_node, 3, name, name_len, SQLITE_TRANSIENT);
        sqlite3_bind_int64(insert_node, 4, position++);
        sqlite3_bind_int(insert_node, 5, group ? expanded : 0);
        if (price >= 0) sqlite3_bind_int64(insert_node, 6, price); else sqlite3_bind_null(insert_node, 6);
        sqlite3_bind_int(insert_node, 7, sold_out);
        if (sqlite3_step(insert_node) != SQLITE_DONE) fail("insert");
        sqlite3_reset(insert_node);
        if (children) { const char *after = p; p = children; nodes(sqlite3_last_insert_rowid(db)); p = after; }
        ws(); if (*p == ',') p++; ws();
    }
    p++;
}
static int import(const char *file) {
    long size; char *text = slurp(file, &size);
    exec("BEGIN IMMEDIATE");
    sqlite3_session *session;
    if (sqlite3session_create(db, "main", &session) != SQLITE_OK || sqlite3session_attach(session, 0) != SQLITE_OK) fail("session");
    insert_node = prepare("INSERT INTO menu_node (parent_id, kind, name, position, expanded, price_fen, sold_out)"
                          " VALUES (?, ?, ?, ?, ?, ?, ?)");
    p = text; expect('{'); ws();
    while (*p != '}') {
        char key[32]; size_t k = string(key); key[k] = 0; expect(':'); ws();
        /* The glossary is a new menu's own (0013): nothing to write. */
        if (!strcmp(key, "menu")) nodes(1); else skip();
        ws(); if (*p == ',') p++; ws();
    }
    record(session, "floor import");
    exec("COMMIT");
    return 0;
}

/* ---- undo: the newest change's inverse, applied as SQLite applies it ---- */
static int conflict(void *context, int kind, sqlite3_changeset_iter *iterator) {
    fprintf(stderr, "floor: conflict %d\n", kind);
    return SQLITE_CHANGESET_ABORT;
}
static int undo(void) {
    /* Foreign keys off (outside the transaction, where the pragma works),
     * so that a group taken out does not take along rows the changeset
     * takes out itself; the keys are checked whole after. */
    exec("PRAGMA foreign_keys = OFF");
    exec("BEGIN IMMEDIATE");
    sqlite3_stmt *s = prepare("SELECT id, changeset FROM menu_history WHERE undone IS NULL ORDER BY id DESC LIMIT 1");
    if (sqlite3_step(s) != SQLITE_ROW) { fprintf(stderr, "floor: nothing to undo\n"); return 1; }
    int n; void *inverse;
    if (sqlite3changeset_invert(sqlite3_column_bytes(s, 1), sqlite3_column_blob(s, 1), &n, &inverse) != SQLITE_OK) fail("invert");
    if (sqlite3changeset_apply(db, n, inverse, 0, conflict, 0) != SQLITE_OK) fail("apply");
    sqlite3_stmt *orphans = prepare("PRAGMA foreign_key_check");
    if (sqlite3_step(orphans) == SQLITE_ROW) { fprintf(stderr, "floor: the undo left an orphan\n"); return 1; }
    sqlite3_finalize(orphans);
    char sql[128];
    snprintf(sql, sizeof sql, "UPDATE menu_history SET undone = 1, redoable = 1 WHERE id = %lld", sqlite3_column_int64(s, 0));
    sqlite3_finalize(s);
    sqlite3_free(inverse);
    exec(sql);
    exec("COMMIT");
    return 0;
}

int main(int argc, char **argv) {
    if (argc >= 3 && !strcmp(argv[1], "list")) {
        if (sqlite3_open_v2(argv[2], &db, SQLITE_OPEN_READONLY, 0) != SQLITE_OK) fail(argv[2]);
        exec("BEGIN");
        return list();
    }
    if (argc >= 5 && !strcmp(argv[1], "batch")) { open_db(argv[2], argv[3]); return batch(argv[4]); }
    if (argc >= 5 && !strcmp(argv[1], "import")) { open_db(argv[2], argv[3]); return import(argv[4]); }
    if (argc >= 3 && !strcmp(argv[1], "undo")) { open_db(argv[2], 0); return undo(); }
    fprintf(stderr, "usage: floor list DB | batch DB SCHEMA FILE | import DB SCHEMA FILE | undo DB\n");
    return 64;
}
