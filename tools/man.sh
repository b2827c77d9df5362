#!/usr/bin/env bash
# Writes the man pages from the program's own help (help2man, a Debian package): dlx(1) from `dlx --help`, and one
# page per command, dlx-COMMAND(1), from `dlx COMMAND --help`. The help texts are the maintained source, so the pages
# never drift from the program. Run by the build (meson: app/meson.build); by hand:
#
#   tools/man.sh BUILD/app/dlx OUTPUT_DIR
set -euo pipefail
dlx=$1
out=$2
mkdir -p "$out"
version=$("$dlx" --version | awk '{print $2}')
commands=$("$dlx" --help | awk '/^commands:/ {on = 1; next} on && /^  [a-z]/ {print $1} on && /^$/ {exit}')

see_also=$(mktemp)
trap 'rm -f "$see_also"' EXIT
{
  echo "[SEE ALSO]"
  first=1
  for command in $commands; do
    [ $first -eq 1 ] || printf ',\n'
    printf '.BR dlx\\-%s (1)' "$command"
    first=0
  done
  echo
} > "$see_also"

help2man --no-info --no-discard-stderr --version-string="$version" --include="$see_also" \
  --name="exact-cover engine (dancing links) and Sudoku toolkit" --output="$out/dlx.1" "$dlx"
for command in $commands; do
  summary=$("$dlx" --help | awk -v c="$command" '$1 == c {$1 = ""; sub(/^ +/, ""); print; exit}')
  help2man --no-info --no-discard-stderr --version-string="$version" --help-option="$command --help" \
    --name="$summary" --output="$out/dlx-$command.1.tmp" "$dlx"
  # help2man names the page after the program; this one is the command's.
  upper=$(echo "dlx-$command" | tr '[:lower:]' '[:upper:]')
  sed -e "s/^\.TH DLX /.TH $upper /" -e "s/^dlx \\\\- /dlx\\\\-$command \\\\- /" "$out/dlx-$command.1.tmp" \
    > "$out/dlx-$command.1"
  rm "$out/dlx-$command.1.tmp"
done
