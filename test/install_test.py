#!/usr/bin/env python3
"""The installed surface, proven (issue 19): `meson install --destdir` into a staging directory, then every program of
examples/ compiled against the staged headers and libraries with nothing but pkg-config, and run; the man pages
checked by groff; and a tiny outer project that uses dlx as a meson subproject, built and run.

    install_test.py BUILD_DIR SOURCE_DIR
"""
import os
import shutil
import subprocess
import sys
import tempfile

build_dir, source_dir = sys.argv[1], sys.argv[2]
failures = []


def check(condition, what):
    if not condition:
        failures.append(what)
        print("FAIL:", what)


def run(args, **kwargs):
    return subprocess.run(args, capture_output=True, text=True, **kwargs)


stage = tempfile.mkdtemp(prefix="dlx-stage-")
try:
    installed = run(["meson", "install", "-C", build_dir, "--no-rebuild", "--destdir", stage, "--quiet"])
    check(installed.returncode == 0, "meson install: " + installed.stderr)
    files = sorted(os.path.relpath(os.path.join(root, name), stage)
                   for root, _, names in os.walk(stage) for name in names)
    print("installed:\n  " + "\n  ".join(files))

    def installed_file(suffix):
        return [f for f in files if f.endswith(suffix)]

    for wanted in ["bin/dlx", "include/dlx/exactcover/solver.hpp", "include/dlx/sudoku/puzzle_reader.hpp",
                   "pkgconfig/dlx-exactcover.pc", "pkgconfig/dlx-sudoku.pc", "libdlx-exactcover.so.0",
                   "libdlx-sudoku.so.0", "man1/dlx.1", "man1/dlx-solve.1", "man1/dlx-cover.1",
                   "bash-completion/completions/dlx", "zsh/site-functions/_dlx"]:
        check(installed_file(wanted), "installed: " + wanted)

    pc_dirs = sorted({os.path.dirname(os.path.join(stage, f)) for f in installed_file(".pc")})
    lib_dirs = sorted({os.path.dirname(os.path.join(stage, f)) for f in installed_file(".so.0")})
    env = dict(os.environ, PKG_CONFIG_PATH=":".join(pc_dirs), PKG_CONFIG_SYSROOT_DIR=stage,
               LD_LIBRARY_PATH=":".join(lib_dirs))
    examples = {
        "queens": ("dlx-exactcover", ["8", "10"], "", ["8 queens: 92 solutions", "10 queens: 724 solutions"]),
        "colors": ("dlx-exactcover", [], "", ["1 solution(s)"]),
        "sudoku": ("dlx-sudoku", [], "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n"
                   "1234\n",
                   ["417369825632158947958724316825437169791586432346912758289643571573291684164875293 unique",
                    "line 2:"]),
    }
    for name, (package, args, stdin, expected) in examples.items():
        flags = run(["pkg-config", "--cflags", "--libs", package], env=env)
        check(flags.returncode == 0, "pkg-config " + package + ": " + flags.stderr)
        program = os.path.join(stage, "example-" + name)
        compiled = run(["c++", "-std=c++20", "-Wall", "-Wextra", "-Werror",
                        os.path.join(source_dir, "examples", name + ".cpp"), "-o", program] + flags.stdout.split(),
                       env=env)
        check(compiled.returncode == 0, "example " + name + " compiles: " + compiled.stderr[-2000:])
        if compiled.returncode != 0:
            continue
        ran = run([program] + args, input=stdin, env=env)
        for line in expected:
            check(line in ran.stdout, "example " + name + " prints '" + line + "': " + ran.stdout + ran.stderr)

    # Every man page renders without a warning (groff -ww -z), and man -l formats it.
    for page in installed_file(".1"):
        path = os.path.join(stage, page)
        groff = run(["groff", "-ww", "-z", "-man", path])
        check(groff.returncode == 0 and groff.stderr == "", "groff -ww -z " + page + ": " + groff.stderr)
        man = run(["man", "-l", path], env=dict(env, MANWIDTH="80", MANPAGER="cat", PAGER="cat"))
        check(man.returncode == 0 and len(man.stdout) > 200, "man -l " + page + ": " + man.stderr)

    # Every command `dlx --help` lists has its page.
    dlx = os.path.join(stage, installed_file("bin/dlx")[0])
    listed = run([dlx, "--help"], env=env).stdout
    commands = []
    in_commands = False
    for line in listed.splitlines():
        if line.startswith("commands:"):
            in_commands = True
        elif in_commands and line.startswith("  ") and line.split():
            commands.append(line.split()[0])
        elif in_commands and not line.strip():
            break
    check(len(commands) >= 6, "dlx --help lists the commands: " + listed)
    for command in commands:
        check(installed_file("man1/dlx-" + command + ".1"), "a man page for dlx " + command)

    # The completions, installed, complete commands, options and option values (from the program's own help).
    bin_dir = os.path.dirname(dlx)
    path_env = dict(env, PATH=bin_dir + ":" + os.environ.get("PATH", ""))
    bash_script = os.path.join(stage, installed_file("bash-completion/completions/dlx")[0])
    bash_cases = {("dlx", "so"): "solve", ("dlx", "solve", "--for"): "--format",
                  ("dlx", "solve", "--format", ""): "line grid csv ndjson dlx", ("dlx", "count", "--symbols", "h"): "hex",
                  ("dlx", "solve", "-j", ""): "", ("dlx", "help", "me"): "merge"}
    for words, expected in bash_cases.items():
        script = ("source '%s'; COMP_WORDS=(%s); COMP_CWORD=%d; _dlx; echo \"${COMPREPLY[*]}\""
                  % (bash_script, " ".join("'%s'" % w for w in words), len(words) - 1))
        got = run(["bash", "-c", script], env=path_env)
        check(got.stdout.strip() == expected, "bash completion of %s: %r, not %r" % (words, got.stdout.strip(), expected))
    zsh_script = os.path.join(stage, installed_file("zsh/site-functions/_dlx")[0])
    zsh_cases = {("dlx", "solve", "--format", ""): "line grid csv ndjson dlx", ("dlx", "cover", "--checkpoint", ""): "<files>",
                 ("dlx", "help", ""): " ".join(commands)}
    for words, expected in zsh_cases.items():
        # compadd and _files stubbed to print what they are given: the script's own logic, outside the completion system.
        script = ("compadd() { [[ $1 == -- ]] && shift; print -r -- \"$*\" }; _files() { print -r -- '<files>' }; "
                  "words=(%s); CURRENT=${#words}; PREFIX=${words[CURRENT]}; source '%s'"
                  % (" ".join("'%s'" % w for w in words), zsh_script))
        got = run(["zsh", "-f", "-c", script], env=path_env)
        check(got.stdout.strip() == expected, "zsh completion of %s: %r, not %r (%s)" % (words, got.stdout.strip(), expected, got.stderr))

    # The subproject: a copy of test/subproject/ with subprojects/dlx pointing at this source tree.
    outer = os.path.join(stage, "outer")
    shutil.copytree(os.path.join(source_dir, "test", "subproject"), outer)
    os.makedirs(os.path.join(outer, "subprojects"))
    os.symlink(os.path.abspath(source_dir), os.path.join(outer, "subprojects", "dlx"))
    setup = run(["meson", "setup", os.path.join(outer, "build"), outer], cwd=outer)
    check(setup.returncode == 0, "subproject: meson setup: " + setup.stdout[-3000:] + setup.stderr[-2000:])
    if setup.returncode == 0:
        built = run(["ninja", "-C", os.path.join(outer, "build"), "count_queens_and_sudoku"])
        check(built.returncode == 0, "subproject: build: " + built.stdout[-3000:])
        if built.returncode == 0:
            used = run([os.path.join(outer, "build", "count_queens_and_sudoku")])
            check(used.returncode == 0 and "queens 92 sudoku 1" in used.stdout,
                  "subproject: runs: " + used.stdout + used.stderr)
finally:
    shutil.rmtree(stage, ignore_errors=True)

print(f"{len(failures)} failures")
sys.exit(1 if failures else 0)
