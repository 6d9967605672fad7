# SPEC 20 (issue 35's features within 1.2x), sourced by scripts/bench
# (BENCH_ONLY=counts runs it alone; it defines $menuctl, $work, $here and
# has made 100k.db): `list` of the 100k menu with every tenth dish counted
# against the same menu without counts, in instructions (instructions.bash).
# Sets counts_missed.
cp "$work/100k.db" "$work/counts.db"
sqlite3 "$work/counts.db" < "$here/menu-counts.sql"
sqlite3 "$work/counts.db" 'PRAGMA wal_checkpoint(TRUNCATE)' >/dev/null
# Sanity: the counts are in the rows (TSV's `left` column).
counted=$("$menuctl" --db "$work/counts.db" list --all --format tsv \
  | awk -F'\t' 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == "left") c = i; next } $c != ""' | wc -l)
[ "$counted" -gt 1000 ] || { echo "bench: list of the counted menu shows $counted counts" >&2; exit 1; }
source "$here/instructions.bash"
counts_i=$(menuctl_instructions --db "$work/counts.db" list --format tsv)
counts_plain_i=$(menuctl_instructions --db "$work/100k.db" list --format tsv)
counts_missed=0
python3 - "$counts_i" "$counts_plain_i" "$counted" <<'PY' || counts_missed=1
import sys
i, plain_i, counted = float(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3])
ok = i / plain_i <= 1.2
print(f"| list, every tenth dish counted ({counted:,} with --all) vs none, 101,100 nodes | {i:,.1f} M instr. | {plain_i:,.1f} M instr. | {i / plain_i:.2f} | ≤ 1.2 | {'met' if ok else 'MISSED'} |")
sys.exit(0 if ok else 1)
PY
