# bash completion for dlx: commands, options and option values. The options and their values are read from the
# command's own --help when completing, so they never drift from the program (one `dlx COMMAND --help`, ~5 ms).
_dlx() {
  local cur=${COMP_WORDS[COMP_CWORD]}
  local prev=""
  ((COMP_CWORD > 0)) && prev=${COMP_WORDS[COMP_CWORD - 1]}
  local dlx=${COMP_WORDS[0]}
  COMPREPLY=()
  if ((COMP_CWORD == 1)); then
    local commands
    commands=$("$dlx" --help 2>/dev/null | awk '/^commands:/ {on = 1; next} on && /^  [a-z]/ {print $1} on && /^$/ {exit}')
    mapfile -t COMPREPLY < <(compgen -W "$commands help --help --version" -- "$cur")
    return
  fi
  local command=${COMP_WORDS[1]}
  if [[ $command == help ]]; then
    mapfile -t COMPREPLY < <(compgen -W "$("$dlx" --help 2>/dev/null | awk '/^commands:/ {on = 1; next} on && /^  [a-z]/ {print $1} on && /^$/ {exit}')" -- "$cur")
    return
  fi
  local help
  help=$("$dlx" "$command" --help 2>/dev/null) || return
  if [[ $prev == -* ]]; then
    # The value of an option: its alternatives (`--format text|csv|ndjson`), files for FILE and DIR, else nothing.
    local spec
    spec=$(printf '%s\n' "$help" | awk -v option="$prev" '/^  -/ {
        # "  --format text|csv (=text)", "  -j [ --threads ] N": the word after the names of the option is its value.
        for (k = 1; k <= NF; ++k) if ($k == option) {
          j = k + 1; if ($j == "[") { while (j <= NF && $j != "]") ++j; ++j } else if ($j == "]") ++j
          print $j; exit } }')
    case $spec in
      *"|"*) mapfile -t COMPREPLY < <(compgen -W "${spec//|/ }" -- "$cur"); return ;;
      FILE | DIR) mapfile -t COMPREPLY < <(compgen -f -- "$cur"); return ;;
      [A-Z]*) return ;;
    esac
  fi
  if [[ $cur == -* ]]; then
    mapfile -t COMPREPLY < <(compgen -W "$(printf '%s\n' "$help" | grep -oE -- '--[a-z0-9][a-z0-9-]*' | sort -u)" -- "$cur")
    return
  fi
  mapfile -t COMPREPLY < <(compgen -f -- "$cur")
}
complete -o filenames -F _dlx dlx
