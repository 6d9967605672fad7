# SPEC 23, issue 32: looking back, sourced by scripts/bench (alone with
# BENCH_ONLY=lookback scripts/bench). Needs $menuctl, $work, $here, $runs
# and the 101,100-node menu $work/100k.db. Sets lookback_missed to 1 when a
# limit is missed.
#
# 1. list --as-of 100 entries back: the 100k menu after 100 batches of 100
#    add-item lines, each batch one history entry, listed as it was before
#    them (`--as-of 0`: all 100 undone on a copy in memory). Limit: 1 s.
#    Shown against the same list of the menu as it is, and the shell's
#    list.sql on the menu as it was (the rows must be the same).
# 2. diff of two 101,100-node menus that differ in the prices of 1,000
#    dishes, against export of one (limit 2x), and against the shell's
#    EXCEPT both ways between the two menus attached.
cp "$work/100k.db" "$work/lookback.db"
for entry in $(seq 1 100); do
  for dish in $(seq 1 100); do echo "add-item 组$entry/新菜$dish --price $dish"; done > "$work/lookback.menuctl"
  "$menuctl" --db "$work/lookback.db" batch "$work/lookback.menuctl" -q
done
[ "$("$menuctl" --db "$work/lookback.db" history --limit 1000 | wc -l)" = 100 ]
"$menuctl" --db "$work/lookback.db" list --format tsv --as-of 0 > "$work/lookback-then.tsv"
sqlite3 "$work/100k.db" < "$here/list.sql" > "$work/lookback-shell.tsv"
cmp -s "$work/lookback-then.tsv" "$work/lookback-shell.tsv" || { echo "bench: list --as-of 0 is not the list of the menu before the batches" >&2; exit 1; }
interleaved lookback-list "" \
  "$menuctl --db $work/lookback.db list --format tsv --as-of 0" \
  "$menuctl --db $work/lookback.db list --format tsv" \
  "sqlite3 $work/100k.db '.read $here/list.sql'"

cp "$work/100k.db" "$work/lookback-other.db"
sqlite3 "$work/lookback-other.db" "UPDATE menu_node SET price_fen = price_fen + 100 WHERE id IN
  (SELECT id FROM menu_node WHERE kind = 'item' ORDER BY id LIMIT 1000 OFFSET 5000); PRAGMA wal_checkpoint(TRUNCATE);" >/dev/null
differing=$("$menuctl" --db "$work/100k.db" diff "$work/lookback-other.db" | wc -l || true)
[ "$differing" = 1000 ] || { echo "bench: diff found $differing changes, not 1000" >&2; exit 1; }
cat > "$work/lookback-except.sql" <<SQL
ATTACH '$work/lookback-other.db' AS other;
SELECT * FROM main.menu_node EXCEPT SELECT * FROM other.menu_node;
SELECT * FROM other.menu_node EXCEPT SELECT * FROM main.menu_node;
SQL
# diff exits 1 when the menus differ, as diff(1): that is no failure here.
ignore_status=1 interleaved lookback-diff "" \
  "$menuctl --db $work/100k.db diff $work/lookback-other.db" \
  "$menuctl --db $work/100k.db export" \
  "sqlite3 $work/100k.db '.read $work/lookback-except.sql'"
lookback_missed=0
python3 - "$work" <<'PY' || lookback_missed=1
import json, sys
work = sys.argv[1]
medians = lambda name: [r["median"] for r in json.load(open(f"{work}/{name}.json"))["results"]]
as_of, listed, shell_list = medians("lookback-list")
diff, export, shell_except = medians("lookback-diff")
ms = lambda s: f"{s * 1000:.1f} ms"
print()
print("| work (SPEC 23) | menuctl | compared with | ratio | limit | |")
print("|---|---|---|---|---|---|")
print(f"| list --as-of 100 entries back (each a 100-dish batch), 101,100 nodes | {ms(as_of)} | list {ms(listed)}, sqlite3 {ms(shell_list)} | {as_of / shell_list:.2f} (shell) | ≤ 1 s | {'met' if as_of <= 1 else 'MISSED'} |")
print(f"| diff of two 101,100-node menus, 1,000 dishes differ | {ms(diff)} | export {ms(export)}, sqlite3 EXCEPT {ms(shell_except)} | {diff / export:.2f} (export) | ≤ 2x export | {'met' if diff / export <= 2 else 'MISSED'} |")
sys.exit(0 if as_of <= 1 and diff / export <= 2 else 1)
PY
