# Issue 34's bounded work against the sqlite3 shell doing the same deletes
# and updates, one statement a line in one transaction: a batch of 10,000
# `remove` lines and of 10,000 `move --first` lines (under 3 s each), and
# `check` of a 10,110-node menu, which reads every table's rules, against
# the shell's own `PRAGMA integrity_check` and `foreign_key_check`.
# Sourced by scripts/bench; `BENCH_ONLY=integrity scripts/bench` runs it alone.
integrity_missed=0
if [ ! -s "$work/remove.orig" ]; then
  { echo "add-group 主菜"; for i in $(seq 1 10000); do echo "add-item 菜$i --in 主菜"; done; } > "$work/remove-setup.menuctl"
  "$menuctl" --db "$work/remove.orig" batch "$work/remove-setup.menuctl" -q
fi
seq 1 10000 | sed 's|^|remove 主菜/菜|' > "$work/remove-lines.menuctl"
seq 1 10000 | sed 's|^|move 主菜/菜|; s|$| --first|' > "$work/move-lines.menuctl"
group="(SELECT id FROM menu_node WHERE parent_id = 1 AND name = '主菜')"
{ echo "BEGIN;"; seq 1 10000 | sed "s|.*|DELETE FROM menu_node WHERE parent_id = $group AND name = '菜&';|"; echo "COMMIT;"; } > "$work/remove-lines.sql"
{ echo "BEGIN;"
  seq 1 10000 | sed "s|.*|UPDATE menu_node SET position = (SELECT min(position) - 1 FROM menu_node WHERE parent_id = $group) WHERE parent_id = $group AND name = '菜&';|"
  echo "COMMIT;"; } > "$work/move-lines.sql"
[ -s "$work/10k.db" ] || make_menu "$work/10k.db" 10 100
lines_runs=$(( runs < 5 ? runs : 5 ))
read -r rlines_m rlines_s < <(runs=$lines_runs compare remove-lines "cp $work/remove.orig $work/rlines.db" \
  "$menuctl --db $work/rlines.db batch $work/remove-lines.menuctl -q" \
  "sqlite3 $work/rlines.db '.read $work/remove-lines.sql'")
read -r mlines_m mlines_s < <(runs=$lines_runs compare move-lines "cp $work/remove.orig $work/mlines.db" \
  "$menuctl --db $work/mlines.db batch $work/move-lines.menuctl -q" \
  "sqlite3 $work/mlines.db '.read $work/move-lines.sql'")
read -r check_m check_s < <(compare check "" \
  "$menuctl --db $work/10k.db check" \
  "sqlite3 $work/10k.db 'PRAGMA integrity_check; PRAGMA foreign_key_check'")
python3 - "$rlines_m" "$rlines_s" "$mlines_m" "$mlines_s" "$check_m" "$check_s" <<'PY' || integrity_missed=1
import sys
r_m, r_s, m_m, m_s, c_m, c_s = map(float, sys.argv[1:7])
ms = lambda s: f"{s * 1000:.0f} ms"
failed = False
for name, m, s, limit in [("batch of 10,000 remove lines, a group of 10,000 dishes", r_m, r_s, 3.0),
                          ("batch of 10,000 move --first lines, the same group", m_m, m_s, 3.0),
                          ("check of a 10,110-node menu, every table's rules", c_m, c_s, 1.0)]:
    ok = m <= limit
    failed |= not ok
    print(f"| {name} | {ms(m)} | sqlite3 {ms(s)} | {m / s:.2f} | ≤ {limit:g} s | {'met' if ok else 'MISSED'} |")
sys.exit(1 if failed else 0)
PY
