#!/usr/bin/env bash
# Batch validation at scale: `dlx validate` with -j 1 and -j 2 on the 17-clue collection (49,151 puzzles) and on a
# 100,000-line CSV built from it with a solutions column (made here, in the build directory), reporting puzzles/s,
# peak memory (/usr/bin/time -v) and the speed-up of -j 2. Also a 10,000-line and a 1,000,000-line input, to show that
# peak memory does not grow with the input.
#
#   bench/validate_bench.sh [BUILD_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
dlx="$build/app/dlx"
work="$build/bench-data"
mkdir -p "$work"
[ -x /usr/bin/time ] || { echo "validate_bench: needs /usr/bin/time (Debian package 'time')" >&2; exit 2; }

puzzles=puzzles/17-clue-49151.txt
csv="$work/17-clue-100000.csv"
if [ ! -s "$csv" ]; then
  "$dlx" solve -j 2 "$puzzles" > "$work/17-clue-solutions.txt"
  paste -d, <(grep -v '^#' "$puzzles" | cut -c1-81) "$work/17-clue-solutions.txt" > "$work/17-clue-pairs.csv"
  # (head closes the pipe early: the writer's SIGPIPE is expected, hence `|| true` under pipefail)
  { echo "quizzes,solutions"; cat "$work/17-clue-pairs.csv" "$work/17-clue-pairs.csv" "$work/17-clue-pairs.csv"; } |
    head -n 100001 > "$csv" || true
fi
small="$work/17-clue-10000.txt"
big="$work/17-clue-1000000.txt"
[ -s "$small" ] || head -n 10000 "$puzzles" > "$small" || true
if [ ! -s "$big" ]; then
  for _ in $(seq 21); do cat "$puzzles"; done | head -n 1000000 > "$big" || true
fi

echo "| input | records | -j | seconds | puzzles/s | peak memory (MB) | speed-up |"
echo "|---|---:|---:|---:|---:|---:|---:|"
run() {  # input, records, threads -> seconds on stdout (and a table row on stderr... printed here)
  local input=$1 threads=$2
  /usr/bin/time -v "$dlx" validate -j "$threads" "$input" > /dev/null 2> "$work/time.txt" || true
  local seconds memory
  seconds=$(grep "Elapsed (wall clock)" "$work/time.txt" | awk -F': ' '{print $2}' | awk -F: '{ if (NF == 3) print $1*3600+$2*60+$3; else print $1*60+$2 }')
  memory=$(grep "Maximum resident set size" "$work/time.txt" | awk -F': ' '{printf "%.1f", $2/1024}')
  echo "$seconds $memory"
}
for input in "$puzzles" "$csv" "$small" "$big"; do
  records=$(grep -cv -e '^#' -e '^quizzes' "$input")
  read -r one memory_one < <(run "$input" 1)
  read -r two memory_two < <(run "$input" 2)
  printf "| %s | %d | 1 | %.2f | %.0f | %s | |\n" "$(basename "$input")" "$records" "$one" "$(echo "$records / $one" | bc -l)" "$memory_one"
  printf "| %s | %d | 2 | %.2f | %.0f | %s | %.2f |\n" "$(basename "$input")" "$records" "$two" "$(echo "$records / $two" | bc -l)" "$memory_two" "$(echo "$one / $two" | bc -l)"
done
