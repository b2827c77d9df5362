#!/usr/bin/env bash
# dlx rate beside Sudoku Explainer's serate (SukakuExplainer, restricted to SE 1.2.1's techniques) on the same file:
# CPU time (user + sys) of each, in alternating runs, and how often the two ERs agree. serate is built outside this
# repository (bench/README.md, "Ratings against serate", says how); nothing of it enters the tree.
#   bench/rate_vs_serate.sh SE_CLASSES_DIR PUZZLE_FILE [ROUNDS] [BUILD_DIR]
set -euo pipefail
classes=$1
puzzles=$2
rounds=${3:-1}
build=${4:-build}
dlx="$build/app/dlx"
# SE 1.2.1's set among SukakuExplainer's 46 techniques (serate --techs= lists them): no generalized sets, no fish
# beyond Jellyfish, no W..Z-wings, no forcing-cell or non-consecutive rules.
techs=1111000011010111011011011011000010100010111111
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cpu() {  # seconds of user + sys CPU of the command
  /usr/bin/time -f "%U %S" -o "$work/time" "$@" > "$work/out" 2> /dev/null || true
  awk '{printf "%.2f", $1 + $2}' "$work/time"
}
echo "date: $(date -u '+%Y-%m-%d %H:%M UTC'), load: $(cut -d' ' -f1-3 /proc/loadavg), $(grep -c . "$puzzles") puzzles"
for round in $(seq "$rounds"); do
  se=$(cpu java -Xmx1g -cp "$classes" diuf.sudoku.test.serate --techs=$techs --threads=1 --format='%g %r' \
       --input="$puzzles")
  cp "$work/out" "$work/se"
  ours=$(cpu "$dlx" rate -j 1 --format csv "$puzzles")
  cp "$work/out" "$work/ours"
  echo "round $round: serate $se s, dlx rate $ours s, ratio $(awk -v a="$se" -v b="$ours" 'BEGIN{printf "%.0f", a / b}')x"
done
# Agreement, puzzle by puzzle: serate writes 'puzzle ER', dlx the CSV columns (puzzle 7th, er 18th).
python3 - "$work/se" "$work/ours" <<'EOF'
import csv, sys
se = dict(line.split()[:2] for line in open(sys.argv[1]) if len(line.split()) >= 2)
ours = {row["puzzle"]: row["er"] for row in csv.DictReader(open(sys.argv[2]))}
same = sum(1 for p, er in se.items() if ours.get(p) and abs(float(ours[p]) - float(er)) < 0.05)
print(f"same ER on {same} of {len(se)} puzzles")
EOF
