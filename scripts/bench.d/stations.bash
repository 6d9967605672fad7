# SPEC 26 (issue 52: within 1.1x), sourced by scripts/bench (BENCH_ONLY=stations
# runs it alone; it defines $menuctl, $work, $here and has made 100k.db):
# `list` of the 100k menu with every dish assigned a station of its own
# against the same menu without stations, in instructions (instructions.bash).
# Sets stations_missed.
cp "$work/100k.db" "$work/stations.db"
sqlite3 "$work/stations.db" < "$here/menu-stations.sql"
sqlite3 "$work/stations.db" 'PRAGMA wal_checkpoint(TRUNCATE)' >/dev/null
# Sanity: every visible dish's row names its station (TSV's `station` column).
unassigned=$("$menuctl" --db "$work/stations.db" list --format tsv \
  | awk -F'\t' 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == "station") c = i; next } $4 == "item" && $c == ""' | wc -l)
[ "$unassigned" -eq 0 ] || { echo "bench: $unassigned dishes of the stations menu list no station" >&2; exit 1; }
source "$here/instructions.bash"
stations_i=$(menuctl_instructions --db "$work/stations.db" list --format tsv)
stations_plain_i=$(menuctl_instructions --db "$work/100k.db" list --format tsv)
stations_missed=0
python3 - "$stations_i" "$stations_plain_i" <<'PY' || stations_missed=1
import sys
i, plain_i = float(sys.argv[1]), float(sys.argv[2])
ok = i / plain_i <= 1.1
print(f"| list, every dish assigned a station of its own vs none, 101,100 nodes | {i:,.1f} M instr. | {plain_i:,.1f} M instr. | {i / plain_i:.2f} | ≤ 1.1 | {'met' if ok else 'MISSED'} |")
sys.exit(0 if ok else 1)
PY
