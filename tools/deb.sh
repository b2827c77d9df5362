#!/usr/bin/env bash
# Builds the Debian packages (dlx, libdlx-exactcover0, libdlx-sudoku0, libdlx-dev) from debian/ with
# dpkg-buildpackage -us -uc -b, in a copy of the committed tree (so the work tree stays clean), and runs lintian on
# them; a lintian error fails. The packages and lintian's report go to build-deb/.
#
#   tools/deb.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

as_root=()
[ "$(id -u)" -eq 0 ] || as_root=(sudo)
missing=()
for package in debhelper dpkg-dev lintian fakeroot; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  "${as_root[@]}" apt-get update -qq >&2
  "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
fi
# The build dependencies debian/control names.
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get build-dep -y -qq "$root" > /dev/null

version=$(dpkg-parsechangelog -l debian/changelog -S Version)
meson_version=$(sed -n "s/^  version : '\([^']*\)',/\1/p" meson.build)
if [ "$version" != "$meson_version" ]; then
  echo "deb: debian/changelog says $version, meson.build $meson_version: the version lives in meson.build" >&2
  exit 1
fi

out="$root/build-deb"
rm -rf "$out"
mkdir -p "$out/src"
git archive --format=tar --prefix="dlx-$version/" HEAD | tar -x -C "$out/src"
(cd "$out/src/dlx-$version" && dpkg-buildpackage -us -uc -b > "$out/dpkg-buildpackage.log" 2>&1) || {
  tail -40 "$out/dpkg-buildpackage.log" >&2
  exit 1
}
mv "$out"/src/*.deb "$out"/src/*.changes "$out"/src/*.buildinfo "$out/"
rm -rf "$out/src"
for deb in "$out"/*.deb; do
  echo "== $(basename "$deb")"
  dpkg-deb --contents "$deb" | awk '{print $6}' | grep -v '/$'
done
# lintian exits non-zero on an error (--fail-on error); its whole report is kept.
lintian --fail-on error --info "$out"/*.changes > "$out/lintian.txt" 2>&1 || status=$?
cat "$out/lintian.txt"
echo "lintian: $(grep -c '^E:' "$out/lintian.txt" || true) errors, $(grep -c '^W:' "$out/lintian.txt" || true) warnings"
exit "${status:-0}"
