#!/bin/bash
# Knuth's exact-cover family side by side with ours: DLX5 (min cost), DLX6 (memoized count and ZDD), DLX-PRE
# (preprocessing) against `dlx cover --min-cost`, `--zdd` and `--preprocess`, on the same files, in one invocation,
# each pair run ROUNDS times interleaved. Prints a Markdown table: CPU seconds (user + system, median of the rounds;
# the machine is shared, so only the ratio of one row means much), search nodes, ZDD nodes, reduced sizes.
#
# usage: bench/family_bench.sh KNUTH_DIR [DLX] [ROUNDS]
#   KNUTH_DIR  holds dlx5, dlx6 and dlx-pre built from Knuth's CWEB sources (bench/README.md, "Knuth's family")
#   DLX        our binary (default: build/app/dlx)
#   ROUNDS     runs of each side per row (default 3)
set -euo pipefail

KNUTH=$(realpath "${1:?usage: bench/family_bench.sh KNUTH_DIR [DLX] [ROUNDS]}")
DLX=$(realpath "${2:-build/app/dlx}")
ROUNDS=${3:-3}
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(dirname "$HERE")
W=$(mktemp -d /tmp/family-bench.XXXXXX)
trap 'rm -rf "$W"' EXIT

for program in dlx5 dlx6 dlx-pre; do
  [[ -x "$KNUTH/$program" ]] || { echo "missing $KNUTH/$program (see bench/README.md)" >&2; exit 2; }
done

# --- the instances ------------------------------------------------------------------------------------------------
make_instance() { python3 "$HERE/make_instances.py" "$@"; }
family_instance() { python3 "$HERE/family_instances.py" "$@"; }
mkdir "$W/costs"
make_instance queens 18 | family_instance costs 1 > "$W/costs/queens-18-costs.dlx"
family_instance dominoes 12 12 | family_instance costs 1 > "$W/costs/dominoes-12x12-costs.dlx"
make_instance pento 6x10 --all | family_instance costs 1 > "$W/costs/pento-6x10-all-costs.dlx"
make_instance pento 5x12 --all | family_instance costs 2 > "$W/costs/pento-5x12-all-costs.dlx"
for size in 8 10 12 14; do family_instance dominoes $size $size > "$W/dominoes-${size}x$size.dlx"; done
for n in 12 13 14 15 16; do make_instance langford $n > "$W/langford-$n.dlx"; done
cp "$ROOT"/test/data/exact-cover/{queens-12,hardsquares-5,pento-3x20,pento-4x15,pento-5x12,pento-6x10}.dlx "$W/"
cp "$ROOT"/test/data/exact-cover/sudoku9-*.dlx "$ROOT/test/data/exact-cover/sudoku4-all.dlx" "$W/"

# cpu COMMAND...: runs it with stdout and stderr to $W/out, and prints its CPU seconds (user + system).
cpu() {
  /usr/bin/time -f "%U %S" -o "$W/time" "$@" > "$W/out" 2>&1 || true
  tail -1 "$W/time" | awk '{ printf "%.2f", $1 + $2 }'  # the last line: time notes a non-zero exit status above it
}
median() { tr ' ' '\n' | grep -v '^$' | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a > 0) printf "%.2f", b / a; else print "-" }'; }

echo "date: $(date -u +%FT%TZ)   host: $(uname -srm)   load: $(cut -d' ' -f1-3 /proc/loadavg)   rounds: $ROUNDS"
echo "ours: $DLX ($(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo '?'))   Knuth's: $KNUTH"
echo

# --- DLX5: the cheapest solution ------------------------------------------------------------------------------------
echo "| min cost (DLX5) | K | best cost | nodes: ours / DLX5 | CPU s: ours | DLX5 | DLX5 / ours |"
echo "|---|---:|---:|---:|---:|---:|---:|"
for row in "queens-18-costs 1" "dominoes-12x12-costs 1" "pento-6x10-all-costs 10" "pento-5x12-all-costs 10"; do
  read -r name k <<< "$row"
  file="$W/costs/$name.dlx"
  ours=() theirs=()
  for ((r = 0; r < ROUNDS; ++r)); do
    ours+=("$(cpu "$DLX" cover --best "$k" --stats "$file")")
    our_nodes=$(grep -o '^nodes [0-9]*' "$W/out" | cut -d' ' -f2)
    cost=$(grep -o '^best[ 0-9of]*: cost [0-9]*' "$W/out" | head -1 | awk '{ print $NF }')
    theirs+=("$(cpu sh -c "'$KNUTH/dlx5' k$k < '$file'")")
    their_nodes=$(grep -o '[0-9]* nodes\.' "$W/out" | cut -d' ' -f1)
    their_cost=$(grep -A1 'optimum cost' "$W/out" | grep -o '\$[0-9]*' | head -1 | tr -dc 0-9)
  done
  [[ "$cost" == "$their_cost" ]] || cost="$cost (DLX5: $their_cost!)"
  a=$(echo "${ours[*]}" | median); b=$(echo "${theirs[*]}" | median)
  echo "| $name | $k | $cost | $our_nodes / $their_nodes | $a | $b | $(ratio "$a" "$b") |"
done
echo

# --- DLX6: the memoized count and the ZDD ---------------------------------------------------------------------------
echo "| ZDD (DLX6) | solutions | search nodes: ours / DLX6 | ZDD nodes: ours / DLX6 | same file | CPU s: ours | DLX6 | DLX6 / ours |"
echo "|---|---:|---:|---:|:---:|---:|---:|---:|"
for name in ${ZDD_ROWS:-dominoes-8x8 dominoes-10x10 dominoes-12x12 dominoes-14x14 queens-12 langford-12 langford-13 hardsquares-5}; do
  file="$W/$name.dlx"
  ours=() theirs=()
  for ((r = 0; r < ROUNDS; ++r)); do
    ours+=("$(cpu "$DLX" cover --zdd "$W/ours.zdd" --stats --memo-memory 4G "$file")")
    count=$(head -1 "$W/out")
    our_nodes=$(grep -o '^nodes [0-9]*' "$W/out" | cut -d' ' -f2)
    our_zdd=$(grep -o '[0-9]* ZDD nodes' "$W/out" | cut -d' ' -f1)
    theirs+=("$(cpu sh -c "'$KNUTH/dlx6' m1 < '$file' > '$W/theirs.zdd'")")
    their_nodes=$(grep -o '[0-9]* search nodes' "$W/out" | cut -d' ' -f1)
    their_zdd=$(grep -o '[0-9]* ZDD node' "$W/out" | cut -d' ' -f1)
  done
  # DLX6's count of ZDD nodes takes in the two terminals (and reads 1 for an empty ZDD).
  same=$(cmp -s "$W/ours.zdd" "$W/theirs.zdd" && echo yes || echo no)
  a=$(echo "${ours[*]}" | median); b=$(echo "${theirs[*]}" | median)
  echo "| $name | $count | $our_nodes / $their_nodes | $our_zdd / $((their_zdd > 1 ? their_zdd - 2 : 0)) | $same | $a | $b | $(ratio "$a" "$b") |"
done
echo

# --- DLX-PRE: preprocessing ---------------------------------------------------------------------------------------
echo "| preprocessing (DLX-PRE) | options, items | removed: ours | DLX-PRE | rounds: ours / DLX-PRE | CPU s: ours | DLX-PRE |"
echo "|---|---:|---:|---:|---:|---:|---:|"
for file in "$W"/pento-*.dlx "$W"/sudoku*.dlx; do
  name=$(basename "$file" .dlx)
  ours=() theirs=()
  for ((r = 0; r < ROUNDS; ++r)); do
    ours+=("$(cpu "$DLX" cover --preprocess "$file")")
    summary=$(grep -o 'removed [0-9]* options\? and [0-9]* items\? in [0-9]* rounds\?' "$W/out" | tail -1 || true)
    theirs+=("$(cpu sh -c "'$KNUTH/dlx-pre' < '$file' > /dev/null")")
    their=$(grep -o 'Removed [0-9]* options\? and [0-9]* items\?, after .* [0-9]* rounds\?' "$W/out" || true)
  done
  size=$(grep -o '([0-9]* options, [0-9]*+[0-9]* items' "$W/out" | tr -d '(' | sed 's/ options,/,/; s/ items//' || true)
  our_removed=$(echo "$summary" | awk '{ print $2 " options, " $5 " items" }')
  their_removed=$(echo "$their" | awk '{ print $2 " options, " $5 " items" }')
  rounds="$(echo "$summary" | awk '{ print $8 }') / $(echo "$their" | awk '{ print $(NF - 1) }')"
  a=$(echo "${ours[*]}" | median); b=$(echo "${theirs[*]}" | median)
  echo "| $name | $size | $our_removed | $their_removed | $rounds | $a | $b |"
done
echo

# --- memoized against plain search (ours both) -------------------------------------------------------------------
echo "| memoized vs plain (ours) | solutions | nodes: plain | memo | memo --leftmost | CPU s: plain (-j 1) | memo | plain / memo |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|"
for name in ${PLAIN_ROWS:-dominoes-8x8 queens-12 langford-12 pento-3x20 pento-6x10 hardsquares-5}; do
  file="$W/$name.dlx"
  plain=() memo=()
  for ((r = 0; r < ROUNDS; ++r)); do
    plain+=("$(cpu "$DLX" cover -j 1 --stats "$file")")
    count=$(head -1 "$W/out")
    plain_nodes=$(grep -o '^nodes [0-9]*' "$W/out" | cut -d' ' -f2)
    memo+=("$(cpu "$DLX" cover --memo --stats --memo-memory 4G "$file")")
    memo_nodes=$(grep -o '^nodes [0-9]*' "$W/out" | cut -d' ' -f2)
  done
  "$DLX" cover --memo --leftmost --stats --memo-memory 4G --timeout 60 "$file" > "$W/out" 2>&1 || true
  leftmost_nodes=$(grep -o '^nodes [0-9]*' "$W/out" | cut -d' ' -f2)
  grep -q '+$' <(head -1 "$W/out") && leftmost_nodes="$leftmost_nodes+ (60 s)"
  a=$(echo "${plain[*]}" | median); b=$(echo "${memo[*]}" | median)
  echo "| $name | $count | $plain_nodes | $memo_nodes | $leftmost_nodes | $a | $b | $(ratio "$b" "$a") |"
done
