# SPEC 29 (issue 50: 10,000 dishes export in batches of at most 1,000
# objects, under 1 s and 64 MiB), sourced by scripts/bench (which defines
# $menuctl, $work, $runs and median, and has made 10k.db: 10,000 dishes in
# 110 groups, 20,110 Square objects, more than one request's 10,000).
# Times the first request and, given Square's answer to it (made up here as
# Square makes it: an id for every temporary one), the second, which refers
# to what Square holds by its ids. Sets square_missed.
"$menuctl" --db "$work/10k.db" export --format square > "$work/square-1.json" 2>/dev/null
python3 - "$work/square-1.json" "$work/square-answer.json" <<'PY'
import json, sys
request = json.load(open(sys.argv[1]))
sizes = [sum(1 + len(o.get("item_data", {}).get("variations", [])) for o in b["objects"]) for b in request["batches"]]
assert max(sizes) <= 1000 and sum(sizes) <= 10000, sizes
ids = []
def walk(value):
    if isinstance(value, dict):
        if "type" in value and str(value.get("id", "")).startswith("#"): ids.append(value["id"])
        for member in value.values(): walk(member)
    elif isinstance(value, list):
        for member in value: walk(member)
walk(request)
json.dump({"objects": [], "id_mappings": [{"client_object_id": i, "object_id": f"SQ{n}"} for n, i in enumerate(ids)]}, open(sys.argv[2], "w"))
print(f"export --format square of 10,000 dishes: the first request holds {sum(sizes)} objects in {len(sizes)} batches of at most {max(sizes)}")
PY
hyperfine -N --warmup 2 --runs "${slow_runs:-5}" --style none --export-json "$work/square.json" \
  "$menuctl --db $work/10k.db export --format square" \
  "$menuctl --db $work/10k.db export --format square --id-map $work/square-answer.json" >/dev/null
square_kib=$(/usr/bin/time -f %M "$menuctl" --db "$work/10k.db" export --format square 2>&1 >/dev/null | tail -1)
square_next_kib=$(/usr/bin/time -f %M "$menuctl" --db "$work/10k.db" export --format square --id-map "$work/square-answer.json" 2>&1 >/dev/null | tail -1)
square_missed=0
python3 - "$(median "$work/square.json" 0)" "$(median "$work/square.json" 1)" "$square_kib" "$square_next_kib" <<'PY' || square_missed=1
import sys
first, second = float(sys.argv[1]), float(sys.argv[2])
failed = False
for name, m, kib in [("first request", first, int(sys.argv[3])), ("second, with --id-map of the first's answer", second, int(sys.argv[4]))]:
    ok = m <= 1.0 and kib / 1024 <= 64
    failed |= not ok
    print(f"| export --format square, 10,000 dishes, {name} | {m * 1000:.1f} ms | {kib / 1024:.1f} MiB | ≤ 1 s, ≤ 64 MiB | {'met' if ok else 'MISSED'} |")
sys.exit(1 if failed else 0)
PY
