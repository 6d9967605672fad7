# Issue 54's formats of `list`, sourced by scripts/bench (BENCH_ONLY=formats
# runs it alone; it defines $menuctl, $work, $here, interleaved and median,
# and has made 100k.db): `list --format json` within 1.5x and the text
# `list` within 1.3x of `list --format tsv` of the 101,100-node menu, in
# instructions (instructions.bash, which load does not move), with the
# three timed in turns beside them. With BENCH_BEFORE=path/to/an/older/menuctl,
# first checks that both print the same bytes as that binary, on a menu it
# made at its own schema. Then each export format within 2x of TSV.
# Sets formats_missed.
source "$here/instructions.bash"
if [ -n "${BENCH_BEFORE:-}" ]; then
  rm -f "$work/formats-before.db"
  "$BENCH_BEFORE" --db "$work/formats-before.db" expand --all -q
  sed -e "s/GROUPS/100/" -e "s/DISHES/100/" "$here/menu.sql" | sqlite3 "$work/formats-before.db"
  "$BENCH_BEFORE" --db "$work/formats-before.db" check --repair -q
  for words in "list --format json" "list" "list --ids" "list --all" "list --all --ids --format json" \
               "list --color always" "find 菜1" "find 菜1 --format json" "export --format text"; do
    cmp -s <("$BENCH_BEFORE" --db "$work/formats-before.db" $words) <("$menuctl" --db "$work/formats-before.db" $words) \
      || { echo "bench: '$words' differs from $BENCH_BEFORE's" >&2; exit 1; }
  done
  echo "formats: list's JSON and text, find and export --format text print the same bytes as $BENCH_BEFORE"
fi
formats_tsv_i=$(menuctl_instructions --db "$work/100k.db" list --format tsv)
formats_json_i=$(menuctl_instructions --db "$work/100k.db" list --format json)
formats_text_i=$(menuctl_instructions --db "$work/100k.db" list)
interleaved formats "" "$menuctl --db $work/100k.db list --format tsv" \
  "$menuctl --db $work/100k.db list --format json" "$menuctl --db $work/100k.db list"
formats_missed=0
python3 - "$formats_tsv_i" "$formats_json_i" "$formats_text_i" \
  "$(median "$work/formats.json" 0)" "$(median "$work/formats.json" 1)" "$(median "$work/formats.json" 2)" <<'PY' || formats_missed=1
import sys
tsv_i, json_i, text_i, tsv_t, json_t, text_t = map(float, sys.argv[1:7])
failed = False
for what, i, t, limit in [("list --format json", json_i, json_t, 1.5), ("list (text)", text_i, text_t, 1.3)]:
    ok = i / tsv_i <= limit
    failed |= not ok
    print(f"| {what} vs list --format tsv, 101,100 nodes | {i:,.1f} M instr., {t * 1000:.1f} ms | {tsv_i:,.1f} M instr., "
          f"{tsv_t * 1000:.1f} ms | {i / tsv_i:.2f} ({t / tsv_t:.2f} wall) | ≤ {limit} | {'met' if ok else 'MISSED'} |")
sys.exit(1 if failed else 0)
PY
# Issue 54's exports: each of `export --format csv|html|json` within 2x the
# instructions of `list --format tsv` of the same menu.
exports_i=()
for format in csv html json; do exports_i+=("$(menuctl_instructions --db "$work/100k.db" export --format "$format")"); done
python3 - "$formats_tsv_i" "${exports_i[@]}" <<'PY' || formats_missed=1
import sys
tsv_i, *exports = map(float, sys.argv[1:])
failed = False
for format, i in zip(["csv", "html", "json"], exports):
    ok = i / tsv_i <= 2
    failed |= not ok
    print(f"| export --format {format} vs list --format tsv, 101,100 nodes | {i:,.1f} M instr. | {tsv_i:,.1f} M instr. | {i / tsv_i:.2f} | ≤ 2 | {'met' if ok else 'MISSED'} |")
sys.exit(1 if failed else 0)
PY
