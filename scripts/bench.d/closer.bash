# Issue 54's clauses beside the floor, sourced by scripts/bench after
# floor.bash (BENCH_ONLY=floor runs both): the figures docs/performance.md
# gives for them, so that a reader reproduces each one here rather than by
# hand. Needs $menuctl, $work, $here, $runs, compare, instructions and
# peak_mib (floor.bash), small.orig, 100k.db and 1m.db. Sets closer_missed.
#
# 1. add-item into the 1,110-node menu against the shell's one statement
#    (add-item.sql), paired wall time: at least 100 runs a side, in turns,
#    as one add is a few milliseconds and the disk's syncs vary; and the
#    page faults and syncs of one run a side, where that time goes (docs/performance.md,
#    "add-item and the shell"): no limit, the reason for the figure.
# 2. diff of the bench menu against a copy with one price changed, against
#    export of one: instructions, and diff's peak.
# 3. list --as-of 0 of the menu after 100 batches of 100 dishes, against
#    list of the menu as it is: instructions.
# 4. import of the CSV export against the JSON export: instructions, and
#    the CSV import's peak at 101,100 and 1,011,000 nodes.
# 5. the text list at 1,011,000 nodes: peak (floor.bash has TSV's).
add_runs=$(( runs < 100 ? 100 : runs ))
# hyperfine -N runs the preparation without a shell too: one command.
printf '#!/bin/sh\ncp %s %s && cp %s %s\n' "$work/small.orig" "$work/ca-m.db" "$work/small.orig" "$work/ca-s.db" > "$work/closer-add-prepare"
chmod +x "$work/closer-add-prepare"
read -r add_t add_shell_t < <(runs=$add_runs compare closer-add "$work/closer-add-prepare" \
  "$menuctl --db $work/ca-m.db add-item X --in 组3/子组4 --price 18" \
  "sqlite3 $work/ca-s.db '.read $here/add-item.sql'")
"$work/closer-add-prepare"
add_faults=$(/usr/bin/time -f %R "$menuctl" --db "$work/ca-m.db" add-item X --in 组3/子组4 --price 18 2>&1 >/dev/null | tail -1)
add_shell_faults=$(/usr/bin/time -f %R sqlite3 "$work/ca-s.db" ".read $here/add-item.sql" 2>&1 >/dev/null | tail -1)
# And the syncs of one run a side, the rest of where it goes.
"$work/closer-add-prepare"
syncs() { strace -f -qq -e trace=fsync,fdatasync -o /dev/stdout "$@" 2>/dev/null | grep -c 'sync('; }
add_syncs=$(syncs "$menuctl" --db "$work/ca-m.db" add-item X --in 组3/子组4 --price 18 -q)
add_shell_syncs=$(syncs sqlite3 "$work/ca-s.db" ".read $here/add-item.sql")

cp "$work/100k.db" "$work/closer-b.db"
"$menuctl" --db "$work/closer-b.db" edit 组1/子组1/菜1 --price 99 -q
# diff exits 1 when the menus differ, as diff(1): no failure here.
diff_i=$(instructions "$menuctl" --db "$work/100k.db" diff "$work/closer-b.db" || true)
export_i=$(instructions "$menuctl" --db "$work/100k.db" export)
diff_mib=$(peak_mib "$menuctl" --db "$work/100k.db" diff "$work/closer-b.db" || true)

cp "$work/100k.db" "$work/closer-back.db"
for entry in $(seq 1 100); do
  for dish in $(seq 1 100); do echo "add-item 组$entry/新菜$dish --price $dish"; done > "$work/closer-back.menuctl"
  "$menuctl" --db "$work/closer-back.db" batch "$work/closer-back.menuctl" -q
done
asof_i=$(instructions "$menuctl" --db "$work/closer-back.db" list --format tsv --as-of 0)
now_i=$(instructions "$menuctl" --db "$work/closer-back.db" list --format tsv)

"$menuctl" --db "$work/100k.db" export --format csv > "$work/closer-100k.csv"
"$menuctl" --db "$work/100k.db" export > "$work/closer-100k.json"
rm -f "$work"/closer-i.db*; csv_i=$(instructions "$menuctl" --db "$work/closer-i.db" import "$work/closer-100k.csv" -q)
rm -f "$work"/closer-i.db*; json_i=$(instructions "$menuctl" --db "$work/closer-i.db" import "$work/closer-100k.json" -q)
rm -f "$work"/closer-i.db*; csv_mib=$(peak_mib "$menuctl" --db "$work/closer-i.db" import "$work/closer-100k.csv" -q)
"$menuctl" --db "$work/1m.db" export --format csv > "$work/closer-1m.csv"
rm -f "$work"/closer-i.db*; csv1m_mib=$(peak_mib "$menuctl" --db "$work/closer-i.db" import "$work/closer-1m.csv" -q)
rm -f "$work"/closer-i.db* "$work/closer-1m.csv"

list1m_text_mib=$(peak_mib "$menuctl" --db "$work/1m.db" list)

closer_missed=0
python3 - "$add_t" "$add_shell_t" "$add_faults" "$add_shell_faults" "$add_syncs" "$add_shell_syncs" "$diff_i" "$export_i" "$diff_mib" "$asof_i" "$now_i" "$csv_i" "$json_i" \
  "$csv_mib" "$csv1m_mib" "$list1m_text_mib" <<'PY' || closer_missed=1
import sys
(add_t, add_s, add_f, add_sf, add_y, add_sy, diff_i, export_i, diff_mib, asof_i, now_i, csv_i, json_i,
 csv_mib, csv1m_mib, text1m) = map(float, sys.argv[1:17])
failed = False
def row(name, figure, against, ratio, limit, ok):
    global failed
    failed |= not ok
    print(f"| {name} | {figure} | {against} | {ratio} | {limit} | {'' if not limit else 'met' if ok else 'MISSED'} |")
print()
print("| issue 54, beside the floor | menuctl | against | ratio | limit | |")
print("|---|---|---|---|---|---|")
row("add-item, 1,110 nodes, paired wall time", f"{add_t * 1000:.2f} ms", f"sqlite3 {add_s * 1000:.2f} ms", f"{add_t / add_s:.2f}", "≤ 1.0", add_t <= add_s)
row("add-item, 1,110 nodes, page faults of one run", f"{add_f:.0f}", f"sqlite3 {add_sf:.0f}", f"{add_f / add_sf:.2f}", "", True)
row("add-item, 1,110 nodes, syncs of one run (strace)", f"{add_y:.0f}", f"sqlite3 {add_sy:.0f}", "", "", True)
row("diff of the bench menu and a copy with one price changed, M instr.", f"{diff_i:,.1f}, {diff_mib:.1f} MiB",
    f"export {export_i:,.1f}", f"{diff_i / export_i:.3f}", "≤ 2x, ≤ 64 MiB", diff_i <= 2 * export_i and diff_mib <= 64)
row("list --format tsv --as-of 0, 100 batches back, M instr.", f"{asof_i:,.1f}", f"list {now_i:,.1f}", f"{asof_i / now_i:.3f}", "≤ 1.5",
    asof_i <= 1.5 * now_i)
row("import of the CSV export, new menu, M instr.", f"{csv_i:,.1f}", f"the JSON export {json_i:,.1f}", f"{csv_i / json_i:.2f}", "≤ 1.2",
    csv_i <= 1.2 * json_i)
row("peak, import of the CSV export, 101,100 / 1,011,000 nodes", f"{csv_mib:.1f} / {csv1m_mib:.1f} MiB", "", "", "≤ 64 / 256 MiB",
    csv_mib <= 64 and csv1m_mib <= 256)
row("peak, list (text) at 1,011,000 nodes", f"{text1m:.1f} MiB", "", "", "≤ 96 MiB", text1m <= 96)
sys.exit(1 if failed else 0)
PY
