# SPEC 27 (issue 53: within 1.05x), sourced by scripts/bench as
# BENCH_ONLY=photos, which builds the binary with photos
# (`scripts/build-release --photos`; it defines $menuctl, $work, $here and
# make_menu): `list` of a menu of 500 dishes, each showing a photo, against
# the same menu without photos, in instructions (instructions.bash). Five
# 1600×1200 JPEGs made by the vips command go in by `photo`, and every
# other dish is given one of them in SQL (the list reads references, never
# a master's bytes, so 500 masters would measure the same). Text, TSV and
# JSON are counted; the limit is the issue's `list`, the text list, which
# shows no photo and reads none. TSV and JSON write each photo's reference
# out (its 64-digit digest; JSON also its type, size and length), a column
# the plain menu's rows leave empty: counted beside it, as the work of
# saying more. Sets photos_missed.
make_menu "$work/photos-plain.db" 5 10        # 555 nodes: 5 × 10 subgroups × 10 dishes
cp "$work/photos-plain.db" "$work/photos.db"
for k in 1 2 3 4 5; do
  vips sines "$work/sines.v" 1600 1200 --hfreq "$k" --vfreq "$((6 - k))"
  vips linear "$work/sines.v" "$work/lifted.v" 120 100
  vips cast "$work/lifted.v" "$work/grey.v" uchar
  vips bandjoin "$work/grey.v $work/grey.v $work/grey.v" "$work/photo$k.jpg"
  "$menuctl" --db "$work/photos.db" photo "组1/子组1/菜$k" "$work/photo$k.jpg" -q
done
rm -f "$work/sines.v" "$work/lifted.v" "$work/grey.v"
sqlite3 "$work/photos.db" "INSERT INTO node_photo (node_id, digest, format, width, height, size)
    SELECT d.id, p.digest, p.format, p.width, p.height, p.size
    FROM menu_node AS d, (SELECT row_number() OVER (ORDER BY node_id) - 1 AS k, * FROM node_photo) AS p
    WHERE d.kind = 'item' AND d.id NOT IN (SELECT node_id FROM node_photo) AND p.k = d.id % 5;
  PRAGMA wal_checkpoint(TRUNCATE);" >/dev/null
# Sanity: every dish shows a photo (TSV's `photo` column, --all).
shown=$("$menuctl" --db "$work/photos.db" list --all --format tsv \
  | awk -F'\t' 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == "photo") c = i; next } $4 == "item" && length($c) == 64' | wc -l)
[ "$shown" -eq 500 ] || { echo "bench: list of the photos' menu shows $shown photos, not 500" >&2; exit 1; }
source "$here/instructions.bash"
photos_missed=0
for format in text tsv json; do
  with_i=$(menuctl_instructions --db "$work/photos.db" list --format "$format")
  plain_i=$(menuctl_instructions --db "$work/photos-plain.db" list --format "$format")
  python3 - "$format" "$with_i" "$plain_i" <<'PY' || photos_missed=1
import sys
format, i, plain_i = sys.argv[1], float(sys.argv[2]), float(sys.argv[3])
checked = format == "text"
ok = not checked or i / plain_i <= 1.05
limit = "≤ 1.05" if checked else "(writes each reference)"
print(f"| list --format {format}, 500 dishes each with a photo vs none | {i:,.1f} M instr. | {plain_i:,.1f} M instr. | {i / plain_i:.2f} | {limit} | {'met' if ok else 'MISSED'} |")
sys.exit(0 if ok else 1)
PY
done
