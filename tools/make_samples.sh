#!/usr/bin/env bash
# Writes puzzles/samples/ (see tools/make_samples.cpp for how each puzzle is made): builds the generator (tools/meson.build)
# in a configured build directory (default: build) and runs it.
#   tools/make_samples.sh [BUILD_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
ninja -C "$build" tools/make_samples >&2
generator="$build/tools/make_samples"
mkdir -p puzzles/samples
time "$generator" puzzles/samples
