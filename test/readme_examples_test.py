#!/usr/bin/env python3
"""Every command example in README.md runs as shown: each line of a ```sh block (but the quick start's setup and
test commands, which build and test this very tree) and each `$ ` line of a transcript block, with `build/app/dlx`
and a bare `dlx` standing for the binary under test. Each must exit as README says (0 unless listed below), print
something, and print what README shows: a transcript's `(stdout)` and `(stderr)` lines, and the count a comment ends
with (`# ...: 2339`).

usage: readme_examples_test.py DLX SOURCE_ROOT
"""
import re
import subprocess
import sys
from pathlib import Path

DLX, ROOT = str(Path(sys.argv[1]).resolve()), Path(sys.argv[2]).resolve()
SKIPPED = ("tools/setup.sh", "meson test")  # the quick start: CI runs both itself
# The examples README shows failing, with the exit status the Exit status table gives them.
EXPECTED_EXIT = {"printf '1234\\n' | dlx solve": 1, "dlx generate --seed 1 --givens 19 --attempts 20": 4}


def examples(readme):
    """(line number, command, shown stdout lines, shown stderr lines, expected count or None)"""
    lines = readme.splitlines()
    block = None
    for number, line in enumerate(lines, 1):
        if line.startswith("```"):
            block = None if block is not None else line[3:].strip()
            continue
        if block is None:
            continue
        if block == "sh":
            command, _, comment = line.partition("  #")
            command = command.strip()
            if not command or command.startswith(SKIPPED):
                continue
            count = re.search(r": ([0-9][0-9,]*)$", comment.strip())
            yield number, command, [], [], count.group(1).replace(",", "") if count else None
        elif line.startswith("$ "):
            shown_out, shown_err = [], []
            for following in lines[number:]:
                if following.startswith(("$ ", "```")):
                    break
                text = following.rstrip()
                if text.endswith("(stdout)"):
                    shown_out.append(text[: -len("(stdout)")].rstrip())
                elif text.endswith("(stderr)"):
                    shown_err.append(text[: -len("(stderr)")].rstrip())
            yield number, line[2:].strip(), shown_out, shown_err, None


def runnable(command):
    command = command.replace("build/app/dlx", DLX)
    return re.sub(r"(^|\| )dlx ", lambda m: m.group(1) + DLX + " ", command)


failures = []
ran = 0
for number, command, shown_out, shown_err, count in examples((ROOT / "README.md").read_text()):
    ran += 1
    result = subprocess.run(["bash", "-o", "pipefail", "-c", runnable(command)], cwd=ROOT, capture_output=True,
                            text=True, timeout=600)
    where = f"README.md:{number}: {command}"
    expected = EXPECTED_EXIT.get(command, 0)
    if result.returncode != expected:
        failures.append(f"{where}: exit {result.returncode}, README implies {expected}\n{result.stderr[-2000:]}")
    if not result.stdout and ">" not in command:  # a command that writes a file prints nothing itself
        failures.append(f"{where}: printed nothing")
    for shown in shown_out:
        if shown not in result.stdout.splitlines():
            failures.append(f"{where}: stdout lacks README's line {shown!r}")
    for shown in shown_err:
        if shown not in result.stderr.splitlines():
            failures.append(f"{where}: stderr lacks README's line {shown!r}")
    if count is not None and result.stdout.strip() != count:
        failures.append(f"{where}: printed {result.stdout.strip()[:80]!r}, README says {count}")

for failure in failures:
    print(failure)
print(f"{ran} README examples run, {len(failures)} failures")
sys.exit(1 if failures or ran < 10 else 0)
