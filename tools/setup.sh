#!/usr/bin/env bash
# Sets everything up on Debian 12 and solves the bundled puzzles:
#   1. installs the build dependencies that are missing (Debian packages only; run as root, or with sudo available),
#   2. configures a release build in ./build and compiles it,
#   3. solves puzzles/top95.txt and prints the solutions.
# Safe to run again: it installs nothing that is there and rebuilds only what changed.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(g++ meson ninja-build pkg-config cmake libboost-program-options-dev doctest-dev nlohmann-json3-dev libtbb-dev
          python3 python3-jsonschema parallel help2man)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  as_root=()
  [ "$(id -u)" -eq 0 ] || as_root=(sudo)
  echo "setup: installing ${missing[*]}" >&2
  "${as_root[@]}" apt-get update -qq
  "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
fi

if [ ! -f build/build.ninja ]; then
  meson setup build --buildtype=release >&2
fi
meson compile -C build >&2

build/app/dlx solve puzzles/top95.txt
