# Issue 35, sourced by scripts/bench (BENCH_ONLY=floor runs it alone): the
# floor column. scripts/bench.d/floor.c does the least SQLite work for the
# same output on the same schema, compiled here against the same
# libsqlite3; each output is checked identical to menuctl's first.
# Instruction counts (callgrind, the same on every run however loaded the
# machine) for the ratios; peak memory from /usr/bin/time.
scripts/setup valgrind >/dev/null 2>&1 || { sudo=""; [ "$(id -u)" -eq 0 ] || sudo=sudo; $sudo apt-get install -y -qq valgrind >/dev/null; }
floor=$work/floor
cc -O2 -o "$floor" "$here/floor.c" $(pkg-config --cflags --libs sqlite3)
instructions() { # command... → instructions executed, in millions
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null \
    | sed -n 's/.*Collected : \([0-9]*\).*/\1/p' | awk '{ printf "%.1f", $1 / 1e6 }'
}
peak_mib() { /usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -1 | awk '{ printf "%.1f", $1 / 1024 }'; }
nodes_of() { sqlite3 "$1" 'SELECT id, parent_id, kind, name, position, expanded, price_fen, sold_out FROM menu_node ORDER BY id'; }
cat migrations/*.sql > "$work/schema.sql"
[ -f "$work/setup.menuctl" ] || { echo "add-group 主菜"; for i in $(seq 1 10000); do echo "add-item 菜$i --in 主菜 --price $((i % 90 + 10)).50"; done; } > "$work/setup.menuctl"
[ -f "$work/setup.sql" ] || {
  cat "$work/schema.sql"; echo "BEGIN;"
  echo "INSERT INTO menu_node (parent_id, kind, name, position, expanded) VALUES (1, 'group', '主菜', 0, 1);"
  for i in $(seq 1 10000); do
    echo "INSERT INTO menu_node (parent_id, kind, name, position, expanded, price_fen) SELECT g.id, 'item', '菜$i', (SELECT coalesce(max(position) + 1, 0) FROM menu_node WHERE parent_id = g.id), 0, $(( (i % 90 + 10) * 100 + 50 )) FROM menu_node AS g WHERE g.parent_id = 1 AND g.name = '主菜';"
  done; echo "COMMIT;"; } > "$work/setup.sql"
"$menuctl" --db "$work/100k.db" export > "$work/floor-100k.json"
fresh() { rm -f "$1" "$1-wal" "$1-shm"; }

# Same output first: list, and the menus batch, import and undo leave.
"$menuctl" --db "$work/100k.db" list --format tsv > "$work/floor-menuctl.tsv"
"$floor" list "$work/100k.db" > "$work/floor-floor.tsv"
cmp -s "$work/floor-menuctl.tsv" "$work/floor-floor.tsv" || { echo "bench: list of menuctl and the floor differ" >&2; exit 1; }
fresh "$work/fb-m.db"; fresh "$work/fb-f.db"
"$menuctl" --db "$work/fb-m.db" batch "$work/setup.menuctl" -q
"$floor" batch "$work/fb-f.db" "$work/schema.sql" "$work/setup.menuctl"
cmp -s <(nodes_of "$work/fb-m.db") <(nodes_of "$work/fb-f.db") || { echo "bench: the batch of menuctl and the floor differ" >&2; exit 1; }
fresh "$work/fi-m.db"; fresh "$work/fi-f.db"
"$menuctl" --db "$work/fi-m.db" import "$work/floor-100k.json" -q
"$floor" import "$work/fi-f.db" "$work/schema.sql" "$work/floor-100k.json"
cmp -s <(nodes_of "$work/fi-m.db") <(nodes_of "$work/fi-f.db") || { echo "bench: the import of menuctl and the floor differ" >&2; exit 1; }
for side in m f; do sqlite3 "$work/fi-$side.db" 'PRAGMA wal_checkpoint(TRUNCATE)' >/dev/null; cp "$work/fi-$side.db" "$work/fi-$side.orig"; done
"$menuctl" --db "$work/fi-m.db" undo -q
"$floor" undo "$work/fi-f.db"
cmp -s <(nodes_of "$work/fi-m.db") <(nodes_of "$work/fi-f.db") || { echo "bench: the undo of menuctl and the floor differ" >&2; exit 1; }
echo "floor: list, batch, import and undo give the same output as menuctl"

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
fresh "$work/fb-f.db"; batch_floor_i=$(instructions "$floor" batch "$work/fb-f.db" "$work/schema.sql" "$work/setup.menuctl")
fresh "$work/fi-m.db"; import_i=$(instructions "$menuctl" --db "$work/fi-m.db" import "$work/floor-100k.json" -q)
fresh "$work/fi-f.db"; import_floor_i=$(instructions "$floor" import "$work/fi-f.db" "$work/schema.sql" "$work/floor-100k.json")
cp "$work/fi-m.orig" "$work/fu-m.db"; undo_i=$(instructions "$menuctl" --db "$work/fu-m.db" undo -q)
cp "$work/fi-f.orig" "$work/fu-f.db"; undo_floor_i=$(instructions "$floor" undo "$work/fu-f.db")
cp "$work/small.orig" "$work/fa-m.db" 2>/dev/null || { make_menu "$work/small.db" 10 10; cp "$work/small.db" "$work/fa-m.db"; cp "$work/small.db" "$work/small.orig"; }
cp "$work/small.orig" "$work/fa-s.db"
add_i=$(instructions "$menuctl" --db "$work/fa-m.db" add-item X --in 组3/子组4 --price 18)
add_shell_i=$(instructions sqlite3 "$work/fa-s.db" ".read $here/add-item.sql")

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

floor_missed=0
python3 - "$list_i" "$list_shell_i" "$list_floor_i" "$batch_i" "$batch_shell_i" "$batch_floor_i" \
  "$import_i" "$import_floor_i" "$undo_i" "$undo_floor_i" "$add_i" "$add_shell_i" \
  "$undo1k_i" "$undo100k_i" "$undo1m_i" "$list1m_mib" "$json_mib" "$import_mib" "$import1m_mib" <<'PY' || floor_missed=1
import sys
(list_i, list_s, list_f, batch_i, batch_s, batch_f, import_i, import_f, undo_i, undo_f, add_i, add_s,
 undo1k, undo100k, undo1m, list1m, json, imp, imp1m) = map(float, sys.argv[1:20])
failed = False
def verdict(ok):
    global failed
    failed |= not ok
    return "met" if ok else "MISSED"
print()
print("| work, 101,100 nodes, M instructions | menuctl | sqlite3 shell | floor | menuctl ÷ shell | menuctl ÷ floor | limit | |")
print("|---|---|---|---|---|---|---|---|")
row = lambda name, m, s, f, limit, ok: print(
    f"| {name} | {m:,.1f} | {f'{s:,.1f}' if s else ''} | {f'{f:,.1f}' if f else ''} | {f'{m / s:.2f}' if s else ''} "
    f"| {f'{m / f:.2f}' if f else ''} | {limit} | {verdict(ok)} |")
row("list --format tsv", list_i, list_s, list_f, "≤ 1.5 floor, ≤ 0.3 shell", list_i / list_f <= 1.5 and list_i / list_s <= 0.3)
row("batch of 10,000 adds, new menu", batch_i, batch_s, batch_f, "≤ 1.5 floor", batch_i / batch_f <= 1.5)
row("import of the JSON export", import_i, None, import_f, "≤ 1.3 floor", import_i / import_f <= 1.3)
row("undo of that import", undo_i, None, undo_f, "≤ 0.5 import", undo_i / import_i <= 0.5)
row("add-item, 1,110 nodes", add_i, add_s, None, "≤ 0.9 shell", add_i / add_s <= 0.9)
flat = max(undo1k, undo100k, undo1m) / min(undo1k, undo100k, undo1m)
print(f"| undo of one add-item: 1,110 / 101,100 / 1,011,000 nodes | {undo1k:,.1f} / {undo100k:,.1f} / {undo1m:,.1f} | | | | | ≤ 1.2x apart ({flat:.2f}x) | {verdict(flat <= 1.2)} |")
print()
print("| peak memory | MiB | limit | |")
print("|---|---|---|---|")
for name, mib, limit in [("list --format tsv, 1,011,000 nodes", list1m, 128), ("list --format json, 101,100 nodes", json, 64),
                         ("import, 101,100 nodes", imp, 64), ("import, 1,011,000 nodes", imp1m, 256)]:
    print(f"| {name} | {mib:.1f} | ≤ {limit} | {verdict(mib <= limit)} |")
sys.exit(1 if failed else 0)
PY
