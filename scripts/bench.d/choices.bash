# SPEC 18's cases, sourced by scripts/bench (which defines $menuctl, $work,
# $here, $runs, interleaved and median, and has made 100k.db). Sets
# choices_m and choices_plain_m (list --format tsv with choices and without,
# timed in turns), choices_rows and choices_show_m.

# The 100k menu with 辣度 offered by every top-level group and 加料 by every tenth dish.
cp "$work/100k.db" "$work/choices.db"
sqlite3 "$work/choices.db" < "$here/menu-choices.sql"
sqlite3 "$work/choices.db" 'PRAGMA wal_checkpoint(TRUNCATE)' >/dev/null
# Sanity: the same rows as without choices, and every shown dish with 辣度.
"$menuctl" --db "$work/choices.db" list --format tsv > "$work/menuctl-choices.tsv"
"$menuctl" --db "$work/100k.db" list --format tsv > "$work/menuctl-plain.tsv"
cmp -s <(cut -f1-14 "$work/menuctl-choices.tsv") <(cut -f1-14 "$work/menuctl-plain.tsv") \
  || { echo "bench: list with choices shows other rows" >&2; exit 1; }
# The choices column is the 15th (SPEC 16: the first after market_price).
choices_rows=$(awk -F'\t' '$15 == "辣度" || $15 == "加料;辣度"' "$work/menuctl-choices.tsv" | wc -l)
[ "$choices_rows" -eq "$(grep -c $'\titem\t' "$work/menuctl-choices.tsv")" ] \
  || { echo "bench: not every dish shown has 辣度" >&2; exit 1; }
echo "list of the 101,100-node menu with choices: $choices_rows visible dishes with choices"

interleaved choices "" "$menuctl --db $work/choices.db list --format tsv" "$menuctl --db $work/100k.db list --format tsv"
choices_m=$(median "$work/choices.json" 0)
choices_plain_m=$(median "$work/choices.json" 1)

# A dish 30 levels deep (29 groups above it), each group offering a list of its own.
{
  path=""
  for level in $(seq 1 29); do
    path="${path:+$path/}层$level"
    echo "choices add 选$level --pick 0-2 --option 甲 --option 乙=+1 --option 丙=+2"
  done
  echo "add-group $path -p"
  echo "add-item $path/深菜 --price 18"
  path=""
  for level in $(seq 1 29); do
    path="${path:+$path/}层$level"
    echo "choices offer 选$level $path"
  done
  echo "choices add 自选 --pick 1 --option 甲"
  echo "choices offer 自选 深菜"
} > "$work/deep-choices.menuctl"
"$menuctl" --db "$work/deep-choices.db" batch "$work/deep-choices.menuctl" -q
[ "$("$menuctl" --db "$work/deep-choices.db" show 深菜 --json | grep -o '"choices":\[[^]]*\]' | tr ',' '\n' | wc -l)" -eq 30 ] \
  || { echo "bench: the deep dish has not 30 choices" >&2; exit 1; }
hyperfine -N --warmup 3 --runs "$runs" --style none --export-json "$work/choices-show.json" \
  "$menuctl --db $work/deep-choices.db show 深菜" >/dev/null
choices_show_m=$(median "$work/choices-show.json" 0)
