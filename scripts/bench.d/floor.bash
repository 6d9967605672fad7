# Sourced by scripts/bench (BENCH_ONLY=floor runs it alone): the floor
# column. scripts/bench.d/floor.c does the least work that leaves what
# menuctl leaves, configured as menuctl's release binary is (its own
# Sources/CSQLite/shim.h: no memory statistics, no mutex, the same block for
# small allocations), linked statically against the same libsqlite3.a, with
# the same journal and synchronous settings (the library's defaults; a new
# menu built under the rollback journal and switched to WAL after; an
# existing one committed with synchronous NORMAL and made to last by one
# checkpoint, as menuctl writes one); floor.c's opening comment says what it does and why that
# is the least. Each output is checked identical to menuctl's first: list
# byte for byte; after batch, import and undo the menu's rows, the search
# keys, the history entry (command, summary, changeset) and the journal mode;
# and that both refuse an undo of the import once a dish it added was
# changed by another program, leaving the menu as it was (the floor's undo
# checks every row as menuctl's does, by the least means: floor.c says how).
# Instruction counts (callgrind, the same on every run however loaded the
# machine) for the ratios, paired wall times beside them; peak memory from
# /usr/bin/time.
scripts/setup valgrind >/dev/null 2>&1 || { sudo=""; [ "$(id -u)" -eq 0 ] || sudo=sudo; $sudo apt-get install -y -qq valgrind >/dev/null; }
floor=$work/floor
cc -O2 -I Sources/CSQLite -o "$floor" "$here/floor.c" -static "$(pkg-config --variable=libdir sqlite3)/libsqlite3.a" -lm -lpthread -ldl 2>/dev/null \
  || { echo "bench: the floor did not compile" >&2; exit 1; }
instructions() { # command... → instructions executed, in millions
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null \
    | sed -n 's/.*Collected : \([0-9]*\).*/\1/p' | awk '{ printf "%.1f", $1 / 1e6 }'
}
peak_mib() { /usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -1 | awk '{ printf "%.1f", $1 / 1024 }'; }
nodes_of() { sqlite3 "$1" 'SELECT id, parent_id, kind, name, position, expanded, price_fen, sold_out FROM menu_node ORDER BY id'; }
# What a write leaves besides the rows: the search keys, nothing marked for
# rebuilding, the history entries, the journal mode, no journal or WAL file.
state_of() {
  nodes_of "$1"
  sqlite3 "$1" 'SELECT bucket, hex(keys), readings FROM search_bucket ORDER BY bucket;
                SELECT count(*) FROM search_pending;
                SELECT id, command, summary, undone, redoable, hex(changeset) FROM menu_history ORDER BY id;
                SELECT * FROM service_day;
                PRAGMA journal_mode;'
}
leftovers() { ls "$1"-* 2>/dev/null | sed "s|^$1||"; }
[ -f "$work/setup.menuctl" ] || { echo "add-group 主菜"; for i in $(seq 1 10000); do echo "add-item 菜$i --in 主菜 --price $((i % 90 + 10)).50"; done; } > "$work/setup.menuctl"
cat migrations/*.sql > "$work/schema.sql"
[ -f "$work/setup.sql" ] || {
  cat "$work/schema.sql"; echo "BEGIN;"
  echo "INSERT INTO menu_node (parent_id, kind, name, position, expanded) VALUES (1, 'group', '主菜', 0, 1);"
  for i in $(seq 1 10000); do
    echo "INSERT INTO menu_node (parent_id, kind, name, position, expanded, price_fen) SELECT g.id, 'item', '菜$i', (SELECT coalesce(max(position) + 1, 0) FROM menu_node WHERE parent_id = g.id), 0, $(( (i % 90 + 10) * 100 + 50 )) FROM menu_node AS g WHERE g.parent_id = 1 AND g.name = '主菜';"
  done; echo "COMMIT;"; } > "$work/setup.sql"
"$menuctl" --db "$work/100k.db" export > "$work/floor-100k.json"
fresh() { rm -f "$1" "$1-wal" "$1-shm" "$1-journal"; }
# A new menu's schema and first rows as menuctl makes them (the root, the
# ledger of migrations, the starter glossary, the day, the root's search
# keys): a dump of an empty menu menuctl made, run by the floor in the
# transaction that writes the command's rows.
fresh "$work/floor-empty.db"
"$menuctl" --db "$work/floor-empty.db" expand --all -q
sqlite3 "$work/floor-empty.db" .dump | grep -v -e '^BEGIN TRANSACTION;$' -e '^COMMIT;$' -e '^PRAGMA foreign_keys=OFF;$' > "$work/floor-schema.sql"

# Same output first: list, and what batch, import and undo leave.
"$menuctl" --db "$work/100k.db" list --format tsv > "$work/floor-menuctl.tsv"
"$floor" list "$work/100k.db" > "$work/floor-floor.tsv"
cmp -s "$work/floor-menuctl.tsv" "$work/floor-floor.tsv" || { echo "bench: list of menuctl and the floor differ" >&2; exit 1; }
same_state() { # what → fails unless fX-m.db and fX-f.db hold the same
  cmp -s <(state_of "$2") <(state_of "$3") && [ "$(leftovers "$2")" = "$(leftovers "$3")" ] \
    || { echo "bench: the $1 of menuctl and the floor differ" >&2; diff <(state_of "$2") <(state_of "$3") | head -5 >&2; exit 1; }
}
# The command each history entry records, as menuctl wrote it.
command_of() { sqlite3 "$1" 'SELECT command FROM menu_history ORDER BY id DESC LIMIT 1'; }
fresh "$work/fb-m.db"; fresh "$work/fb-f.db"
"$menuctl" --db "$work/fb-m.db" batch "$work/setup.menuctl" -q
batch_command=$(command_of "$work/fb-m.db")
"$floor" batch "$work/fb-f.db" "$work/floor-schema.sql" "$work/setup.menuctl" "$batch_command"
same_state batch "$work/fb-m.db" "$work/fb-f.db"
fresh "$work/fi-m.db"; fresh "$work/fi-f.db"
"$menuctl" --db "$work/fi-m.db" import "$work/floor-100k.json" -q
import_command=$(command_of "$work/fi-m.db")
"$floor" import "$work/fi-f.db" "$work/floor-schema.sql" "$work/floor-100k.json" "$import_command"
same_state import "$work/fi-m.db" "$work/fi-f.db"
for side in m f; do cp "$work/fi-$side.db" "$work/fi-$side.orig"; done
"$menuctl" --db "$work/fi-m.db" undo -q
"$floor" undo "$work/fi-f.db"
same_state undo "$work/fi-m.db" "$work/fi-f.db"
# A dish the import added, changed since by another program: both undos
# refuse, and leave the menu as it was.
for side in m f; do
  cp "$work/fi-$side.orig" "$work/fr-$side.db"
  sqlite3 "$work/fr-$side.db" 'UPDATE menu_node SET sold_out = 1 - sold_out WHERE id = (SELECT max(id) FROM menu_node WHERE kind = '"'item'"')'
done
cp "$work/fr-m.db" "$work/fr-before.db"
if "$menuctl" --db "$work/fr-m.db" undo -q 2>/dev/null || "$floor" undo "$work/fr-f.db" 2>/dev/null; then
  echo "bench: an undo of a changed dish was not refused" >&2; exit 1
fi
same_state "refused undo" "$work/fr-m.db" "$work/fr-f.db"
same_state "refused undo and the menu before it" "$work/fr-before.db" "$work/fr-m.db"
echo "floor: list, batch, import and undo give the same output as menuctl, and leave the same menus, keys and history; both refuse an undo of a dish changed since"

# BENCH_BEFORE=path/to/an/older/menuctl: the outputs this issue's changes
# touch, byte for byte the same from both binaries.
# The menu is made by the older binary, at its own schema (it refuses a
# newer one); this one reads it as it is.
if [ -n "${BENCH_BEFORE:-}" ]; then
  fresh "$work/before.db"
  "$BENCH_BEFORE" --db "$work/before.db" expand --all -q
  sed -e "s/GROUPS/100/" -e "s/DISHES/100/" "$here/menu.sql" | sqlite3 "$work/before.db"
  "$BENCH_BEFORE" --db "$work/before.db" check --repair -q
  for words in "list --format tsv" "list --format json" "list --all" "list --all --format tsv --ids" \
               "find 菜1 --format tsv" "find 菜1 --format json" "export" "export --format csv"; do
    cmp -s <("$BENCH_BEFORE" --db "$work/before.db" $words) <("$menuctl" --db "$work/before.db" $words) \
      || { echo "bench: '$words' differs from $BENCH_BEFORE's" >&2; exit 1; }
  done
  echo "floor: list, find and export print the same bytes as $BENCH_BEFORE"
fi

# Instructions, 101,100 nodes (batch: 10,000 adds into a new menu).
list_i=$(instructions "$menuctl" --db "$work/100k.db" list --format tsv)
list_shell_i=$(instructions sqlite3 "$work/100k.db" ".read $here/list.sql")
list_floor_i=$(instructions "$floor" list "$work/100k.db")
fresh "$work/fb-m.db"; batch_i=$(instructions "$menuctl" --db "$work/fb-m.db" batch "$work/setup.menuctl" -q)
fresh "$work/fb-s.db"; batch_shell_i=$(instructions sqlite3 "$work/fb-s.db" ".read $work/setup.sql")
fresh "$work/fb-f.db"; batch_floor_i=$(instructions "$floor" batch "$work/fb-f.db" "$work/floor-schema.sql" "$work/setup.menuctl" "$batch_command")
fresh "$work/fi-m.db"; import_i=$(instructions "$menuctl" --db "$work/fi-m.db" import "$work/floor-100k.json" -q)
fresh "$work/fi-f.db"; import_floor_i=$(instructions "$floor" import "$work/fi-f.db" "$work/floor-schema.sql" "$work/floor-100k.json" "$import_command")
cp "$work/fi-m.orig" "$work/fu-m.db"; undo_i=$(instructions "$menuctl" --db "$work/fu-m.db" undo -q)
cp "$work/fi-f.orig" "$work/fu-f.db"; undo_floor_i=$(instructions "$floor" undo "$work/fu-f.db")
cp "$work/small.orig" "$work/fa-m.db" 2>/dev/null || { make_menu "$work/small.db" 10 10; cp "$work/small.db" "$work/fa-m.db"; cp "$work/small.db" "$work/small.orig"; }
cp "$work/small.orig" "$work/fa-s.db"
add_i=$(instructions "$menuctl" --db "$work/fa-m.db" add-item X --in 组3/子组4 --price 18)
add_shell_i=$(instructions sqlite3 "$work/fa-s.db" ".read $here/add-item.sql")

# Paired wall times of the same four, menuctl and the floor in turns.
compare floor-list "" "$menuctl --db $work/100k.db list --format tsv" "$floor list $work/100k.db" > "$work/floor-list.times"
compare floor-batch "rm -f $work/fb-m.db $work/fb-f.db" "$menuctl --db $work/fb-m.db batch $work/setup.menuctl -q" \
  "$floor batch $work/fb-f.db $work/floor-schema.sql $work/setup.menuctl '$batch_command'" > "$work/floor-batch.times"
compare floor-import "rm -f $work/fi-m.db $work/fi-f.db" "$menuctl --db $work/fi-m.db import $work/floor-100k.json -q" \
  "$floor import $work/fi-f.db $work/floor-schema.sql $work/floor-100k.json '$import_command'" > "$work/floor-import.times"
printf '#!/bin/sh\ncp %s %s && cp %s %s\n' "$work/fi-m.orig" "$work/fu-m.db" "$work/fi-f.orig" "$work/fu-f.db" > "$work/floor-undo-prepare"
chmod +x "$work/floor-undo-prepare"
compare floor-undo "$work/floor-undo-prepare" \
  "$menuctl --db $work/fu-m.db undo -q" "$floor undo $work/fu-f.db" > "$work/floor-undo.times"
read -r list_t list_floor_t < "$work/floor-list.times"
read -r batch_t batch_floor_t < "$work/floor-batch.times"
read -r import_t import_floor_t < "$work/floor-import.times"
read -r undo_t undo_floor_t < "$work/floor-undo.times"

# Undo of one add-item at 1,110, 101,100 and 1,011,000 nodes.
[ -f "$work/1m.db" ] || make_menu "$work/1m.db" 1000 100
undo_one() { # db → instructions of undoing one add-item in a copy of it
  cp "$1" "$work/fo.db"; rm -f "$work/fo.db-wal" "$work/fo.db-shm"
  "$menuctl" --db "$work/fo.db" add-item X --in 组3/子组4 --price 18 -q
  instructions "$menuctl" --db "$work/fo.db" undo -q
}
undo1k_i=$(undo_one "$work/small.orig") undo100k_i=$(undo_one "$work/100k.db") undo1m_i=$(undo_one "$work/1m.db")

# Peak memory.
list1m_mib=$(peak_mib "$menuctl" --db "$work/1m.db" list --format tsv)
json_mib=$(peak_mib "$menuctl" --db "$work/100k.db" list --format json)
fresh "$work/fi-m.db"; import_mib=$(peak_mib "$menuctl" --db "$work/fi-m.db" import "$work/floor-100k.json" -q)
"$menuctl" --db "$work/1m.db" export > "$work/floor-1m.json"
fresh "$work/fi1m.db"; import1m_mib=$(peak_mib "$menuctl" --db "$work/fi1m.db" import "$work/floor-1m.json" -q)

# The same output at both ends of the size range too: list, and what an
# import leaves, at 1,110 and 1,011,000 nodes.
"$menuctl" --db "$work/small.orig" export > "$work/floor-small.json"
for size in small 1m; do
  db=$work/$size.db; [ "$size" = 1m ] || db=$work/small.orig
  cmp -s <("$menuctl" --db "$db" list --format tsv) <("$floor" list "$db") \
    || { echo "bench: list of menuctl and the floor differ at $size" >&2; exit 1; }
  fresh "$work/fs-m.db"; fresh "$work/fs-f.db"
  "$menuctl" --db "$work/fs-m.db" import "$work/floor-$size.json" -q
  "$floor" import "$work/fs-f.db" "$work/floor-schema.sql" "$work/floor-$size.json" "$(command_of "$work/fs-m.db")"
  same_state "import at $size" "$work/fs-m.db" "$work/fs-f.db"
done
echo "floor: list and import give the same output as menuctl at 1,110 and 1,011,000 nodes too"

floor_missed=0
python3 - "$list_i" "$list_shell_i" "$list_floor_i" "$batch_i" "$batch_shell_i" "$batch_floor_i" \
  "$import_i" "$import_floor_i" "$undo_i" "$undo_floor_i" "$add_i" "$add_shell_i" \
  "$undo1k_i" "$undo100k_i" "$undo1m_i" "$list1m_mib" "$json_mib" "$import_mib" "$import1m_mib" \
  "$list_t" "$list_floor_t" "$batch_t" "$batch_floor_t" "$import_t" "$import_floor_t" "$undo_t" "$undo_floor_t" <<'PY' || floor_missed=1
import sys
(list_i, list_s, list_f, batch_i, batch_s, batch_f, import_i, import_f, undo_i, undo_f, add_i, add_s,
 undo1k, undo100k, undo1m, list1m, json, imp, imp1m,
 list_t, list_ft, batch_t, batch_ft, import_t, import_ft, undo_t, undo_ft) = map(float, sys.argv[1:28])
failed = False
def verdict(ok):
    global failed
    failed |= not ok
    return "met" if ok else "MISSED"
print()
print("| work, 101,100 nodes, M instructions | menuctl | sqlite3 shell | floor | menuctl ÷ shell | menuctl ÷ floor | paired wall time, menuctl / floor | ÷ floor | limit | |")
print("|---|---|---|---|---|---|---|---|---|---|")
def row(name, m, s, f, t, ft, limit, ok):
    print(f"| {name} | {m:,.1f} | {f'{s:,.1f}' if s else ''} | {f'{f:,.1f}' if f else ''} | {f'{m / s:.2f}' if s else ''} "
          f"| {f'{m / f:.2f}' if f else ''} | {f'{t * 1000:.1f} / {ft * 1000:.1f} ms' if t else ''} | {f'{t / ft:.2f}' if t else ''} "
          f"| {limit} | {verdict(ok)} |")
row("list --format tsv", list_i, list_s, list_f, list_t, list_ft, "≤ 1.5 floor, ≤ 0.3 shell", list_i / list_f <= 1.5 and list_i / list_s <= 0.3)
row("batch of 10,000 adds, new menu", batch_i, batch_s, batch_f, batch_t, batch_ft, "≤ 1.5 floor", batch_i / batch_f <= 1.5)
row("import of the JSON export", import_i, None, import_f, import_t, import_ft, "≤ 1.3 floor", import_i / import_f <= 1.3)
row("undo of that import", undo_i, None, undo_f, undo_t, undo_ft, f"≤ 1.2 floor, ≤ 0.5 import ({undo_i / import_i:.2f})",
    undo_i / undo_f <= 1.2 and undo_i / import_i <= 0.5)
row("add-item, 1,110 nodes", add_i, add_s, None, None, None, "≤ 0.9 shell", add_i / add_s <= 0.9)
flat = max(undo1k, undo100k, undo1m) / min(undo1k, undo100k, undo1m)
print(f"| undo of one add-item: 1,110 / 101,100 / 1,011,000 nodes | {undo1k:,.1f} / {undo100k:,.1f} / {undo1m:,.1f} | | | | | | | ≤ 1.2x apart ({flat:.2f}x) | {verdict(flat <= 1.2)} |")
print()
print("| peak memory | MiB | limit | |")
print("|---|---|---|---|")
for name, mib, limit in [("list --format tsv, 1,011,000 nodes", list1m, 96), ("list --format json, 101,100 nodes", json, 64),
                         ("import, 101,100 nodes", imp, 64), ("import, 1,011,000 nodes", imp1m, 256)]:
    print(f"| {name} | {mib:.1f} | ≤ {limit} | {verdict(mib <= limit)} |")
sys.exit(1 if failed else 0)
PY
