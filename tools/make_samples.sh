#!/usr/bin/env bash
# Writes puzzles/samples/ (see tools/make_samples.cpp for how each puzzle is made): compiles the generator against
# the sudoku library of a configured build directory (default: build; it is built first) and runs it.
#   tools/make_samples.sh [BUILD_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
ninja -C "$build" lib/sudoku/libsudoku.a lib/exactcover/libexactcover.a >&2
generator="$build/make_samples"
"${CXX:-c++}" -std=c++20 -O2 -Ilib/sudoku/include -Ilib/exactcover/include tools/make_samples.cpp \
  "$build/lib/sudoku/libsudoku.a" "$build/lib/exactcover/libexactcover.a" -o "$generator"
mkdir -p puzzles/samples
time "$generator" puzzles/samples
