#!/usr/bin/env python3
"""Fault injection against the real binary: hostile environments, each command, -j 1 and -j 2.

  - a thread limit (ulimit -u) as an unprivileged user (root ignores it): a warning, the work done, never an abort;
  - a memory limit (ulimit -v, and --max-memory): "out of memory", exit 8, never an abort; in a batch the other
    records still reported;
  - stdout on /dev/full: a clear message, exit 2;
  - a full disk under the files the user named (cover --zdd, --checkpoint; encode --output-dir), on a small tmpfs:
    a message naming the file, the old file as it was, no temporary file left, every other record still written;
  - SIGINT, SIGTERM at seeded random moments: exit 130 / 143, no other death; what was printed is whole records,
    a prefix of the input's order;
  - SIGPIPE (a reader that stops early): quiet, no message.
Every run is checked for an abort ("terminate called", SIGABRT, SIGSEGV). Needs root for the thread limit case (it
creates the user `dlxfault` if missing) and for the full disk (it mounts a tmpfs); each is skipped, saying so,
otherwise (a container may refuse the mount).

usage: fault_test.py DLX SOURCE_ROOT
"""
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

DLX, ROOT = str(Path(sys.argv[1]).resolve()), Path(sys.argv[2]).resolve()
PUZZLES = ROOT / "puzzles" / "forum-hardest-1905-11plus.txt"
COMMANDS = {
    "solve": ["solve"],
    "count": ["count", "--limit", "2"],
    "validate": ["validate"],
    "encode": ["encode", "--format", "ndjson"],
    "canon": ["canon"],
    "rate": ["rate"],
    "explain": ["explain", "--format", "ndjson"],  # a record a line (text writes a line a step)
}
failures = []
checks = 0


def check(condition, what):
    global checks
    checks += 1
    if not condition:
        failures.append(what)


def no_abort(result, what):
    check(result.returncode >= 0 or result.returncode in (-signal.SIGINT, -signal.SIGTERM, -signal.SIGPIPE),
          f"{what}: killed by signal {-result.returncode}")
    check("terminate called" not in result.stderr and "Assertion" not in result.stderr,
          f"{what}: aborted: {result.stderr[-300:]}")


work = Path(tempfile.mkdtemp(prefix="dlx-fault-"))
try:
    puzzles = [line for line in PUZZLES.read_text().splitlines() if line and not line.startswith("#")][:400]
    batch = work / "puzzles.txt"
    batch.write_text("\n".join(puzzles) + "\n")
    os.chmod(work, 0o755)
    os.chmod(batch, 0o644)
    binary = work / "dlx"
    shutil.copy(DLX, binary)
    os.chmod(binary, 0o755)

    # A thread limit, as an unprivileged user.
    if os.geteuid() == 0 and shutil.which("runuser"):
        if subprocess.run(["id", "dlxfault"], capture_output=True).returncode != 0:
            subprocess.run(["useradd", "-M", "dlxfault"], check=False)
        for name, args in list(COMMANDS.items()) + [("cover", ["cover"])]:
            target = str(ROOT / "test" / "data" / "exact-cover" / "queens-10.dlx") if name == "cover" else str(batch)
            command = " ".join([str(binary)] + args + ["-j", "2", target])
            result = subprocess.run(["runuser", "-u", "dlxfault", "--", "bash", "-c", f"ulimit -u 1; exec {command}"],
                                    capture_output=True, text=True, timeout=300)
            what = f"{name} -j 2 under ulimit -u 1"
            no_abort(result, what)
            check(result.returncode in (0, 1), f"{what}: exit {result.returncode}: {result.stderr[-300:]}")
            check("could start only 1 of 2 threads" in result.stderr, f"{what}: no warning: {result.stderr[-300:]}")
            check(result.stdout != "", f"{what}: no output")
    else:
        print("SKIP thread limit: needs root (to run as an unprivileged user, whom ulimit -u binds)")

    # A memory limit: ulimit -v on a problem too big for it, and --max-memory.
    big = work / "big.dlx"
    n = 2000
    with big.open("w") as out:
        out.write(" ".join(f"i{k}" for k in range(n)) + "\n")
        for a in range(n):
            for b in range(a + 1, min(n, a + 400)):
                out.write(f"i{a} i{b}\n")
    for limit in (["--max-memory", "60M"], []):
        # (a node budget, so that a limit that does not bite ends the run anyway, as a failure of this check)
        shell = f"ulimit -v 60000; exec {DLX} cover --node-budget 100000 {big}" if not limit else \
            f"exec {DLX} cover --node-budget 100000 {' '.join(limit)} {big}"
        result = subprocess.run(["bash", "-c", shell], capture_output=True, text=True, timeout=300)
        what = f"cover of a 800,000-option problem under {'--max-memory 60M' if limit else 'ulimit -v 60000'}"
        no_abort(result, what)
        check(result.returncode == 8 and "out of memory" in result.stderr,
              f"{what}: exit {result.returncode}: {result.stderr[-300:]}")
    # A batch whose one record needs more than the limit: that record out of memory, the others answered.
    huge_cage = "givens=" + "." * 625 + ";cages=" + "A" * 25 + "." * 600 + ";sums=A:325"
    mixed = work / "mixed.txt"
    mixed.write_text(puzzles[0] + "\n" + huge_cage + "\n" + puzzles[1] + "\n")
    for name, args in COMMANDS.items():
        budget = [] if name in ("encode", "canon") else ["--node-budget", "20000"]  # they search nothing
        result = subprocess.run([DLX] + args + ["--max-memory", "300M", "-j", "1"] + budget + [str(mixed)],
                                capture_output=True, text=True, timeout=300)
        what = f"{name} --max-memory 300M on a batch"
        no_abort(result, what)
        check(len(result.stdout.splitlines()) == 3, f"{what}: {len(result.stdout.splitlines())} records for 3")

    # stdout on /dev/full.
    for name, args in COMMANDS.items():
        with open("/dev/full", "w") as full:
            result = subprocess.run([DLX] + args + [str(batch)], stdout=full, stderr=subprocess.PIPE, text=True,
                                    timeout=300)
        what = f"{name} > /dev/full"
        no_abort(result, what)
        check(result.returncode == 2 and "error writing the output" in result.stderr,
              f"{what}: exit {result.returncode}: {result.stderr[-200:]}")

    # SIGINT and SIGTERM at seeded random moments: the documented exit, whole records in input order.
    rng = random.Random(20261124)
    expected_status = {signal.SIGINT: 130, signal.SIGTERM: 143}
    for name, args in COMMANDS.items():
        for threads in ("1", "2"):
            for sent in (signal.SIGINT, signal.SIGTERM):
                delay = rng.uniform(0.05, 0.6)
                out_path = work / "out.txt"
                with out_path.open("w") as out:
                    process = subprocess.Popen([DLX] + args + ["-j", threads, str(batch)], stdout=out,
                                               stderr=subprocess.PIPE, text=True)
                    time.sleep(delay)
                    process.send_signal(sent)
                    _, err = process.communicate(timeout=120)
                what = f"{name} -j {threads}, {signal.Signals(sent).name} after {delay:.2f} s"
                result = subprocess.CompletedProcess(process.args, process.returncode, "", err)
                no_abort(result, what)
                check(process.returncode in (expected_status[sent], 0, 1),
                      f"{what}: exit {process.returncode}: {err[-300:]}")
                lines = out_path.read_text().splitlines()
                check(out_path.read_text() == "" or out_path.read_text().endswith("\n"), f"{what}: a record cut short")
                if name == "validate":  # FILE:LINE: status, lines in input order
                    numbers = [int(line.split(":")[1]) for line in lines]
                    check(numbers == sorted(numbers) and len(set(numbers)) == len(numbers),
                          f"{what}: records out of order")
                elif name == "count":
                    for k, line in enumerate(lines):
                        check(line.startswith(puzzles[k][:81]), f"{what}: record {k} is not puzzle {k}")

    # generate, which reads nothing: a thread limit, /dev/full, and SIGINT/SIGTERM at random moments (the documented
    # exit; every puzzle written whole, in order, the same as an uninterrupted run's).
    endless = ["generate", "--seed", "3", "--count", "100000000"]
    reference = subprocess.run([DLX, "generate", "--seed", "3", "--count", "20000", "-j", "2"], capture_output=True,
                               text=True, timeout=600).stdout.splitlines()
    if os.geteuid() == 0 and shutil.which("runuser"):
        result = subprocess.run(["runuser", "-u", "dlxfault", "--", "bash", "-c",
                                 f"ulimit -u 1; exec {binary} generate --seed 3 --count 50 -j 2"],
                                capture_output=True, text=True, timeout=300)
        no_abort(result, "generate -j 2 under ulimit -u 1")
        check(result.returncode == 0 and result.stdout.splitlines() == reference[:50],
              f"generate -j 2 under ulimit -u 1: exit {result.returncode}: {result.stderr[-300:]}")
    with open("/dev/full", "w") as full:
        result = subprocess.run([DLX] + endless, stdout=full, stderr=subprocess.PIPE, text=True, timeout=300)
    no_abort(result, "generate > /dev/full")
    check(result.returncode == 2 and "error writing the output" in result.stderr,
          f"generate > /dev/full: exit {result.returncode}: {result.stderr[-200:]}")
    for threads in ("1", "2"):
        for sent in (signal.SIGINT, signal.SIGTERM):
            delay = rng.uniform(0.05, 0.3)
            out_path = work / "generated.txt"
            with out_path.open("w") as out:
                process = subprocess.Popen([DLX] + endless + ["-j", threads], stdout=out, stderr=subprocess.PIPE,
                                           text=True)
                time.sleep(delay)
                process.send_signal(sent)
                _, err = process.communicate(timeout=120)
            what = f"generate -j {threads}, {signal.Signals(sent).name} after {delay:.2f} s"
            no_abort(subprocess.CompletedProcess(process.args, process.returncode, "", err), what)
            check(process.returncode == expected_status[sent], f"{what}: exit {process.returncode}: {err[-300:]}")
            text = out_path.read_text()
            check(text == "" or text.endswith("\n"), f"{what}: a record cut short")
            lines = text.splitlines()[:len(reference)]
            check(all(line in (reference[k], "interrupted") for k, line in enumerate(lines)),
                  f"{what}: a puzzle written differs from an uninterrupted run's puzzle of that number")

    # A full disk under the files the user named: a 256 KiB tmpfs.
    full_disk = work / "full-disk"
    full_disk.mkdir()
    mounted = os.geteuid() == 0 and subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", str(full_disk)],
                                                   capture_output=True).returncode == 0
    if not mounted:
        print("SKIP full disk: needs root and a tmpfs mount")
    else:
        try:
            zdd = full_disk / "old.zdd"
            zdd.write_text("old\n")
            result = subprocess.run([DLX, "cover", "--zdd", str(zdd), str(ROOT / "test/data/exact-cover/langford-12.dlx")],
                                    capture_output=True, text=True, timeout=300)  # a ZDD of 7 MB
            no_abort(result, "cover --zdd on a full disk")
            check(result.returncode == 2 and result.stdout == "108144\n" and
                  f"the ZDD was not written: {zdd}: No space left on device" in result.stderr,
                  f"cover --zdd on a full disk: exit {result.returncode}: {result.stderr[-300:]}")
            check(zdd.read_text() == "old\n" and sorted(p.name for p in full_disk.iterdir()) == ["old.zdd"],
                  "cover --zdd on a full disk: the old file changed, or a temporary file was left")

            # 400 problems of about 40 KB: the disk fills after a few; every puzzle still has its record, in order.
            out_dir = full_disk / "encoded"
            out_dir.mkdir()
            result = subprocess.run([DLX, "encode", "--output-dir", str(out_dir), "--format", "ndjson", str(batch)],
                                    capture_output=True, text=True, timeout=300)
            no_abort(result, "encode --output-dir on a full disk")
            records = [json.loads(line) for line in result.stdout.splitlines()]
            written = sorted(p.name for p in out_dir.iterdir())
            full = [r for r in records if "No space left on device" in r["detail"]]
            check(result.returncode == 1 and [r["line"] for r in records] == list(range(1, len(puzzles) + 1)),
                  f"encode --output-dir on a full disk: exit {result.returncode}, {len(records)} records")
            check(len(full) > 0 and len(written) == sum(r["status"] == "written" for r in records) and
                  len(written) + len(full) == len(puzzles) and not any(name.startswith(".") for name in written),
                  f"encode --output-dir on a full disk: {len(written)} files, {len(full)} disk-full records")

            filler = os.open(full_disk / "filler", os.O_WRONLY | os.O_CREAT)  # what is left, filled
            try:
                while os.write(filler, b"\0" * 4096) > 0:
                    pass
            except OSError:
                pass
            os.close(filler)
            checkpoint = full_disk / "shard.json"
            result = subprocess.run([DLX, "cover", "--shard", "0/2", "--checkpoint", str(checkpoint),
                                     str(ROOT / "test/data/exact-cover/queens-10.dlx")],
                                    capture_output=True, text=True, timeout=300)
            no_abort(result, "cover --checkpoint on a full disk")
            check(result.returncode == 2 and
                  f"the checkpoint was not written: {checkpoint}: No space left on device" in result.stderr and
                  not checkpoint.exists() and not any(p.name.startswith(".") for p in full_disk.iterdir()),
                  f"cover --checkpoint on a full disk: exit {result.returncode}: {result.stderr[-300:]}")
        finally:
            subprocess.run(["umount", str(full_disk)], check=False)

    # SIGPIPE: a reader that takes one line and leaves.
    for name, args in COMMANDS.items():
        result = subprocess.run(["bash", "-c", f"{DLX} {' '.join(args)} {batch} | head -1 > /dev/null; "
                                 f"echo ${{PIPESTATUS[0]}}"], capture_output=True, text=True, timeout=300)
        status = int(result.stdout.strip() or "-1")
        check(status in (0, 141), f"{name} | head -1: exit {status}")
        check("error" not in result.stderr.lower(), f"{name} | head -1: a message: {result.stderr[-200:]}")
finally:
    shutil.rmtree(work, ignore_errors=True)

for failure in failures:
    print(f"FAIL: {failure}")
print(f"{checks} checks, {len(failures)} failures")
sys.exit(1 if failures else 0)
