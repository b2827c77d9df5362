#!/usr/bin/env bash
# Runs every libFuzzer target for SECONDS each (default 60) under AddressSanitizer and UndefinedBehaviorSanitizer,
# starting from the saved corpus in test/fuzz-corpus/TARGET/ and the test data that test/fuzz/targets.txt names. New
# interesting inputs go to build-fuzz/corpus/TARGET/ (not committed); a crash stops the run, is saved in
# build-fuzz/crashes/, and the script exits 1 — fix the bug and copy the input into test/fuzz-corpus/TARGET/, where
# the normal test suite replays it from then on.
#
#   tools/fuzz.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}

missing=()
for package in clang libclang-rt-14-dev; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  as_root=()
  [ "$(id -u)" -eq 0 ] || as_root=(sudo)
  # The package lists may be missing or stale (setup.sh updates them only when it installs something).
  "${as_root[@]}" apt-get update -qq >&2
  "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
fi

if [ ! -f build-fuzz/build.ninja ]; then
  CXX=clang++ meson setup build-fuzz -Dfuzz=true -Dtests=false -Dbench=false -Dbuildtype=debugoptimized \
    -Db_sanitize=address,undefined -Db_lundef=false > /dev/null
fi
ninja -C build-fuzz > /dev/null
mkdir -p build-fuzz/crashes
status=0
# The targets and their seed directories: test/fuzz/targets.txt, the one list (meson.build reads it too).
while read -r target seeds; do
  case "$target" in ""|"#"*) continue ;; esac
  mkdir -p "build-fuzz/corpus/$target"
  log="build-fuzz/fuzz-$target.log"
  if UBSAN_OPTIONS=halt_on_error=1 "build-fuzz/test/fuzz/fuzz_$target" -max_total_time="$seconds" -max_len=4096 \
      -artifact_prefix="build-fuzz/crashes/$target-" "build-fuzz/corpus/$target" "test/fuzz-corpus/$target" $seeds \
      < /dev/null > "$log" 2>&1; then
    result=ok
  else
    result=CRASH
    status=1
  fi
  runs=$(grep -oE 'Done [0-9]+ runs' "$log" | grep -oE '[0-9]+' || echo "?")
  echo "fuzz_$target: $result, $runs executions in ${seconds}s ($log)"
done < test/fuzz/targets.txt
exit $status
