# The guests' page in English (SPEC 15), sourced by scripts/bench:
# `export --format html --lang en` of the 100k menu with sizes on every tenth
# dish, every other dish named in English and every fifth tagged 招牌, within
# 1.2x of the Chinese page of the same menu: the glossary is read once and
# looked up per size, unit and tag. BENCH_ONLY=page scripts/bench runs it alone.
bench_page() {
  cp "$work/sized.db" "$work/page.db"
  sqlite3 "$work/page.db" "INSERT INTO node_translation (node_id, lang, text)
      SELECT id, 'en', 'Dish ' || id FROM menu_node WHERE kind = 'item' AND id % 2 = 0;
    INSERT INTO dish_tag (node_id, tag, position) SELECT id, '招牌', 0 FROM menu_node WHERE kind = 'item' AND id % 5 = 0;
    UPDATE menu_node SET unit = '份' WHERE kind = 'item' AND id % 10 = 0;
    PRAGMA wal_checkpoint(TRUNCATE);" >/dev/null
  "$menuctl" --db "$work/page.db" export --format html --lang en > "$work/page-en.html"
  grep -q '<span class="size">Small ¥[0-9]* per portion ·</span>' "$work/page-en.html" \
    && grep -q '<span class="tag">Signature</span>' "$work/page-en.html" \
    || { echo "bench: the English page shows no glossary words" >&2; exit 1; }
  runs=${slow_runs:-$runs} interleaved page "" \
    "$menuctl --db $work/page.db export --format html --lang en" "$menuctl --db $work/page.db export --format html"
  page_en_m=$(median "$work/page.json" 0)
  page_zh_m=$(median "$work/page.json" 1)
  page_missed=0
  python3 - "$page_en_m" "$page_zh_m" <<'PY' || page_missed=1
import sys
en, zh = float(sys.argv[1]), float(sys.argv[2])
ratio = en / zh
print()
print("| work | menuctl | compared with | ratio | limit | |")
print("|---|---|---|---|---|---|")
print(f"| export --format html --lang en, 101,100 nodes, sizes, names and tags in English | {en * 1000:.1f} ms | {zh * 1000:.1f} ms (the Chinese page) | {ratio:.2f} | ≤ 1.2 | {'met' if ratio <= 1.2 else 'MISSED'} |")
sys.exit(1 if ratio > 1.2 else 0)
PY
}
