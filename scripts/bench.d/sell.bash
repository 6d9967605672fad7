# SPEC 20, issue 29: a till's sale, sourced by scripts/bench (alone with
# BENCH_ONLY=sell scripts/bench). Needs $menuctl, $work, $here, $runs and
# the 1,110-node menu $work/small.db. Sets sell_missed to 1 when a limit is missed.
#
# 1. One `sell` against the sqlite3 shell's guarded UPDATE of the same dish
#    (scripts/bench.d/sell.sql), in five rounds that alternate which goes
#    first, as scripts/bench's `interleaved` does; the dish is counted
#    high enough never to run out. Limit: 1.0x.
# 2. Eight tills selling at once on one database, 50 sales each: sales a
#    second over the whole run. Limit: 150. The shell's eight tills doing
#    the same guarded UPDATE (waiting up to 5 s for the lock, as menuctl
#    does) are timed in the same hyperfine run, for the machine's moment.
cp "$work/small.db" "$work/sell.db"
"$menuctl" --db "$work/sell.db" stock 组3/子组4/菜5 999999 -q
sqlite3 "$work/sell.db" 'PRAGMA wal_checkpoint(TRUNCATE)' >/dev/null
sell_per=$(( (runs + 4) / 5 < 3 ? 3 : (runs + 4) / 5 ))
for round in 1 2 3 4 5; do
  sell_cmds=("$menuctl --db $work/sell.db sell 组3/子组4/菜5 -q" "sqlite3 $work/sell.db '.read $here/sell.sql'")
  (( round % 2 == 0 )) && sell_cmds=("${sell_cmds[1]}" "${sell_cmds[0]}")
  hyperfine -N --warmup 3 --runs "$sell_per" --style none --export-json "$work/sell.$round.json" "${sell_cmds[@]}" >/dev/null
done
sold_before=$(sqlite3 "$work/sell.db" 'SELECT portions_left FROM dish_count')
cat > "$work/tills.sh" <<TILLS
for till in 1 2 3 4 5 6 7 8; do
  ( for sale in \$(seq 1 50); do "$menuctl" --db "$work/sell.db" sell 组3/子组4/菜5 -q || exit 1; done ) &
done
wait
TILLS
cat > "$work/tills-sqlite3.sh" <<TILLS
for till in 1 2 3 4 5 6 7 8; do
  ( for sale in \$(seq 1 50); do sqlite3 -cmd '.timeout 5000' "$work/sell.db" '.read $here/sell.sql' || exit 1; done ) &
done
wait
TILLS
hyperfine --warmup 0 --runs "$(( runs < 5 ? runs : 5 ))" --style none --export-json "$work/tills.json" \
  "bash $work/tills.sh" "bash $work/tills-sqlite3.sh" >/dev/null
sold_after=$(sqlite3 "$work/sell.db" 'SELECT portions_left FROM dish_count')
sell_missed=0
python3 - "$work" "$menuctl" "$sold_before" "$sold_after" "$(( runs < 5 ? runs : 5 ))" <<'PY' || sell_missed=1
import json, statistics, sys
work, menuctl, before, after, till_runs = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
times = {"menuctl": [], "sqlite3": []}
for round in range(1, 6):
    for result in json.load(open(f"{work}/sell.{round}.json"))["results"]:
        times["menuctl" if result["command"].startswith(menuctl) else "sqlite3"] += result["times"]
sell_m, sell_s = statistics.median(times["menuctl"]), statistics.median(times["sqlite3"])
tills = json.load(open(f"{work}/tills.json"))["results"][0]["median"]
tills_s = json.load(open(f"{work}/tills.json"))["results"][1]["median"]
# Every run of the tills sold 400 (and the shell's as many): none failed, none sold twice.
sold = (before - after) // 2
rate = 400 / tills
print()
print("| work (SPEC 20) | menuctl | sqlite3 shell | ratio | limit | |")
print("|---|---|---|---|---|---|")
ratio = sell_m / sell_s
print(f"| sell, one portion of a counted dish, 1,110-node menu | {sell_m * 1000:.1f} ms | {sell_s * 1000:.1f} ms | {ratio:.2f} | ≤ 1.0 | {'met' if ratio <= 1.0 else 'MISSED'} |")
print(f"| 8 tills × 50 sales at once, one database | {rate:.0f} sales/s ({tills:.2f} s for 400) | {400 / tills_s:.0f} sales/s ({tills_s:.2f} s) | {tills / tills_s:.2f} | ≥ 150/s | {'met' if rate >= 150 else 'MISSED'} |")
ok = ratio <= 1.0 and rate >= 150 and sold == 400 * till_runs and (before - after) % 2 == 0
if sold != 400 * till_runs: print(f"bench: the tills sold {sold}, not {400 * till_runs}", file=sys.stderr)
sys.exit(0 if ok else 1)
PY
