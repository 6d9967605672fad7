# SPEC 22's cases, sourced by scripts/bench (which defines $menuctl, $work,
# $here, $runs, interleaved, median and make_menu). BENCH_ONLY=chain runs
# them alone. Sets chain_size, chain_store_ms, chain_sql_ms, chain_first_size
# and chain_first_s, and prints them.
#
# A head office with a realistic menu (1,110 nodes: 10 groups × 10
# subgroups × 10 dishes) and 500 stores made from its first change file.
# Head office reprices the 100 dishes of 组1 and publishes; the file is
# applied to the 500 stores one after another. The sqlite3 shell's side is
# the same 100 prices written by one UPDATE script into one copy of a store.
stores=${CHAIN_STORES:-500}
make_menu "$work/chain-hq.db" 10 10
"$menuctl" --db "$work/chain-hq.db" publish "$work/chain-1.change" -q
"$menuctl" --db "$work/chain-store.orig" apply "$work/chain-1.change" -q
for i in $(seq 1 "$stores"); do cp "$work/chain-store.orig" "$work/chain-store-$i.db"; done
"$menuctl" --db "$work/chain-hq.db" reprice 组1 --by +5% --round 1 -q
"$menuctl" --db "$work/chain-hq.db" publish "$work/chain-2.change" -q
[ "$(head -c 200 "$work/chain-2.change" | grep -c '^sequence: 2$')" = 1 ]
chain_size=$(stat -c %s "$work/chain-2.change")
sqlite3 "$work/chain-hq.db" "SELECT 'UPDATE menu_node SET price_fen = ' || price_fen || ' WHERE id = ' || id || ';'
  FROM menu_node WHERE id IN (SELECT n.id FROM menu_node AS n JOIN menu_node AS s ON n.parent_id = s.id
  JOIN menu_node AS g ON s.parent_id = g.id WHERE g.name = '组1')" > "$work/chain-prices.sql"
{ echo "BEGIN;"; cat "$work/chain-prices.sql"; echo "COMMIT;"; } > "$work/chain-apply.sql"
[ "$(grep -c UPDATE "$work/chain-apply.sql")" = 100 ]

started=$(date +%s.%N)
for i in $(seq 1 "$stores"); do "$menuctl" --db "$work/chain-store-$i.db" apply "$work/chain-2.change" -q; done
ended=$(date +%s.%N)
chain_store_ms=$(python3 -c "print(f'{($ended - $started) * 1000 / $stores:.1f}')")
# Every store took the prices.
for i in 1 "$stores"; do
  [ "$("$menuctl" --db "$work/chain-store-$i.db" list --all --format tsv | cut -f6,7)" = \
    "$("$menuctl" --db "$work/chain-hq.db" list --all --format tsv | cut -f6,7)" ] \
    || { echo "bench: store $i differs from head office" >&2; exit 1; }
done
# One store against the sqlite3 shell writing the same prices.
read -r chain_one_m chain_sql_m < <(compare chain-apply "cp $work/chain-store.orig $work/chain-one.db" \
  "$menuctl --db $work/chain-one.db apply $work/chain-2.change -q" \
  "sqlite3 $work/chain-one.db '.read $work/chain-apply.sql'")

# The first publish of the 101,100-node menu, and its apply to a new store.
[ -f "$work/100k.db" ] || make_menu "$work/100k.db" 100 100
cp "$work/100k.db" "$work/chain-big.db"
"$menuctl" --db "$work/chain-big.db" publish "$work/chain-big.change" -q
chain_first_size=$(stat -c %s "$work/chain-big.change")
hyperfine -N --warmup 0 --runs 3 --style none --export-json "$work/chain-big.json" \
  --prepare "rm -f $work/chain-big-store.db" "$menuctl --db $work/chain-big-store.db apply $work/chain-big.change -q" >/dev/null
chain_first_s=$(median "$work/chain-big.json" 0)

python3 - "$chain_size" "$stores" "$chain_store_ms" "$chain_one_m" "$chain_sql_m" "$chain_first_size" "$chain_first_s" <<'PY'
import sys
size, stores, per_store, one, sql, first_size, first = sys.argv[1:]
per_store, one, sql, first = float(per_store), float(one), float(sql), float(first)
print(f"| apply of 100 new prices ({int(size):,} bytes) to {stores} stores of 1,110 nodes, one after another | {per_store:.1f} ms a store | | | ≤ 50 ms | {'met' if per_store <= 50 else 'MISSED'} |")
print(f"| apply of the same file to one store vs sqlite3 writing the 100 prices | {one * 1000:.1f} ms | {sql * 1000:.1f} ms | {one / sql:.2f} | | |")
print(f"| first publish of the 101,100-node menu ({int(first_size):,} bytes), applied to a new store | {first * 1000:.0f} ms | | | | |")
PY
chain_missed=$(python3 -c "print(0 if $chain_store_ms <= 50 else 1)")
