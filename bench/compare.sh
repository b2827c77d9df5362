#!/usr/bin/env bash
# Before/after ratios of the two benchmarks, from one invocation: ROUNDS rounds (default 3), each running
# sudoku_bench on the 9×9 collections and cover_bench on four instances with the BEFORE build's binaries, then the
# AFTER build's; then the median over the rounds per row, and the ratio after ÷ before (sudoku: puzzles/s, higher is
# better; cover: CPU seconds, lower is better). Builds are meson build directories with bench programs.
#   bench/compare.sh BEFORE_BUILD AFTER_BUILD [ROUNDS]
#
# With --anchors DIR (or --self-check), this build against the anchor programs instead: tdoku's harness, Knuth's DLX1
# and SSXCC, qqwing, all built outside the repository (bench/compare_anchors.py; bench/README.md says how):
#   bench/compare.sh --anchors DIR [--build BUILD] [--rounds R] [--quick] [--only PARTS] ...
set -euo pipefail
# (before the cd: the anchors mode takes paths relative to where it was called from)
case "${1:-}" in
  -*) exec python3 "$(dirname "$0")/compare_anchors.py" "$@" ;;
esac
cd "$(dirname "$0")/.."
if [ $# -lt 2 ]; then
  echo "usage: bench/compare.sh BEFORE_BUILD AFTER_BUILD [ROUNDS]   or   bench/compare.sh --anchors DIR [...]" >&2
  exit 2
fi
before=$1 after=$2 rounds=${3:-3}
puzzles="puzzles/17-clue-49151.txt puzzles/magictour-top1465.txt puzzles/forum-hardest-1905-11plus.txt
  puzzles/forum-hardest-1106.txt puzzles/serg-multi-solution-10000.txt"
instances="queens-13 langford-12 pento-6x10 pento-3x20"
rows=$(mktemp)
trap 'rm -f "$rows"' EXIT
for round in $(seq "$rounds"); do
  for side in before after; do
    build=$before; [ "$side" = after ] && build=$after
    # sudoku rows: | solver | collection | puzzles | puzzles/s | ...   cover rows: | instance | solutions | CPU s | ...
    # shellcheck disable=SC2086
    "$build/bench/sudoku_bench" --min-seconds 1 --max-puzzles 10000 $puzzles |
      awk -F'|' -v side="$side" '$2 ~ /dlx|propagate/ {gsub(/ /, ""); print "sudoku", $2 "/" $3, side, $5}' >> "$rows"
    for name in $instances; do
      "$build/bench/cover_bench" --cpu-time --repeat 3 "test/data/exact-cover/$name.dlx" |
        awk -F'|' -v side="$side" '$2 !~ /instance|---/ && NF > 4 {gsub(/ /, ""); print "cover", $2, side, $4}' >> "$rows"
    done
  done
done
# Medians per (kind, row, side), then the ratio.
sort -k1,3 -k4,4g "$rows" | awk '
  function flush() { if (n) median[key] = (n % 2) ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2; n = 0 }
  { if ($1 " " $2 " " $3 != key) { flush(); key = $1 " " $2 " " $3 } v[++n] = $4 }
  END {
    flush()
    for (key in median) {
      split(key, part, " ")
      if (part[3] == "before" && (part[1] " " part[2] " after") in median) {
        after = median[part[1] " " part[2] " after"]
        printf "| %s | %s | %g | %g | %.3f |\n", part[1], part[2], median[key], after, after / median[key]
      }
    }
  }' | sort | { printf '| kind | row | before | after | after ÷ before |\n|---|---|---:|---:|---:|\n'; cat; }
