#!/usr/bin/env bash
# Runs the multi-threaded tests under ThreadSanitizer (issue 14). TSan sees only the synchronisation of code it
# instrumented: with Debian's prebuilt libtbb, every hand-off through oneTBB's scheduler (a task's result read after
# the task ends, a stack frame reused after parallel_for_each returns) is reported as a race — 177 reports in
# parallel_test alone, none of them real (2026-11-24, build-tsan against /usr/lib libtbb). So this script first
# builds oneTBB itself with -fsanitize=thread, from Debian's own source package of the installed version
# (apt-get source; deb-src entries are added when missing), into build-tsan/onetbb/, and links the test build
# against it. Then no report is tolerated: a race fails the run (halt_on_error).
#
#   tools/tsan.sh [SUITE...]      (default: the suites that start threads)
#
# Needs root (or sudo) only to install cmake and dpkg-dev and to add deb-src entries.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
suites=("$@")
[ ${#suites[@]} -gt 0 ] || suites=(parallel shards batch cli cli_formats signals differential)

as_root=()
[ "$(id -u)" -eq 0 ] || as_root=(sudo)

tbb_prefix="$root/build-tsan/onetbb"
if [ ! -f "$tbb_prefix/lib/pkgconfig/tbb.pc" ]; then
  missing=()
  for package in cmake dpkg-dev xz-utils; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    "${as_root[@]}" apt-get update -qq >&2
    "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
  fi
  # Debian's source of the oneTBB the project builds against: the headers and the library then agree.
  version=$(dpkg-query -W -f='${source:Version}' libtbb-dev)
  if ! apt-get source --print-uris -qq "onetbb=$version" > /dev/null 2>&1; then
    # No deb-src entries: the same archives as the binary ones (deb822 or one-line style).
    if [ -f /etc/apt/sources.list.d/debian.sources ]; then
      sed 's/^Types: deb$/Types: deb-src/' /etc/apt/sources.list.d/debian.sources |
        "${as_root[@]}" tee /etc/apt/sources.list.d/dlx-tsan-src.sources > /dev/null
    else
      grep -hE '^deb ' /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null | sed 's/^deb /deb-src /' |
        "${as_root[@]}" tee /etc/apt/sources.list.d/dlx-tsan-src.list > /dev/null
    fi
    "${as_root[@]}" apt-get update -qq >&2
  fi
  rm -rf build-tsan/onetbb-source build-tsan/onetbb-build
  mkdir -p build-tsan/onetbb-source
  (cd build-tsan/onetbb-source && apt-get source -qq "onetbb=$version" > /dev/null 2>&1)
  source_dir=$(find build-tsan/onetbb-source -mindepth 1 -maxdepth 1 -type d -name 'onetbb-*' | head -n 1)
  # TBB_SANITIZE=thread: oneTBB's own switch; tests, examples and the allocator (not linked by dlx) are left out.
  cmake -S "$source_dir" -B build-tsan/onetbb-build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DTBB_SANITIZE=thread -DTBB_TEST=OFF -DTBB_EXAMPLES=OFF -DTBBMALLOC_BUILD=OFF -DTBB_STRICT=OFF \
    -DCMAKE_INSTALL_PREFIX="$tbb_prefix" > build-tsan/onetbb-cmake.log
  ninja -C build-tsan/onetbb-build install > build-tsan/onetbb-build.log
fi

if [ ! -f build-tsan/build.ninja ]; then
  # meson records the library's directory as the run path, so the tests load the instrumented libtbb.
  PKG_CONFIG_PATH="$tbb_prefix/lib/pkgconfig" meson setup build-tsan -Db_sanitize=thread -Dbuildtype=debugoptimized \
    -Dbench=false > /dev/null
fi
targets=()
for suite in "${suites[@]}"; do
  case "$suite" in
    signals) targets+=(app/dlx test/${suite}_test) ;;
    *) targets+=(test/${suite}_test) ;;
  esac
done
ninja -C build-tsan "${targets[@]}" > /dev/null
# The tests must load the instrumented libtbb (meson's run path points into build-tsan/onetbb/lib).
for target in "${targets[@]}"; do
  if ldd "build-tsan/$target" | grep libtbb | grep -qv "onetbb/lib/libtbb"; then
    echo "tsan: build-tsan/$target does not load build-tsan/onetbb's libtbb" >&2
    exit 1
  fi
done
TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1" meson test -C build-tsan --no-rebuild --print-errorlogs \
  "${suites[@]}"
if grep -q "WARNING: ThreadSanitizer" build-tsan/meson-logs/testlog.txt; then
  echo "ThreadSanitizer reports in build-tsan/meson-logs/testlog.txt" >&2
  exit 1
fi
