#!/usr/bin/env python3
"""The output contract, through the real binary: every command x every input format x every output format x -j 1/2.

For each combination it checks that records out = records in, in input order; that in the machine formats every
record carries its position (index, source, line) and the one CSV column set; that every NDJSON record validates
against app/output/record.schema.json; and that -j 2 writes what -j 1 writes (times aside).

usage: contract_test.py DLX SCHEMA
"""
import csv
import io
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import jsonschema

DLX, SCHEMA = sys.argv[1], sys.argv[2]
COLUMNS = ("index,source,line,name,status,detail,puzzle,solution,count,complete,nodes,seconds,minimal,givens,seed,"
           "canonical,automorphisms,er,ep,ed,technique,grade,steps,explanation").split(",")

UNIQUE = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
UNIQUE_SOLUTION = "468931527751624839392578461134756298289413675675289314846192753513867942927345186"
SEVERAL = "8.........95.......76.........426798...571243...893165......916....3.487....1.532"
CLASH = "44..3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"


def block(grid, n=9):
    return "\n".join(grid[row * n:(row + 1) * n] for row in range(n)) + "\n"


# Each input file: its text, and the line where each of its records starts (what the output must give back, in order).
INPUTS = {
    "line": (f"{UNIQUE}\n# a comment line\n{SEVERAL}\n{CLASH}\n1234\n{UNIQUE}\n", [1, 3, 4, 5, 6]),
    "block": (f"{block(UNIQUE)}\n{block(SEVERAL)}", [1, 11]),
    "csv": (f"id,puzzle,solution\nfirst,{UNIQUE},{UNIQUE_SOLUTION}\nsecond,{SEVERAL},\nthird,{CLASH},\n", [2, 3, 4]),
    "json": ("".join(json.dumps(o) + "\n" for o in [{"givens": UNIQUE}, {"givens": SEVERAL}, {"givens": "12"}]),
             [1, 2, 3]),
}

COMMANDS = {
    "solve": ["text", "csv", "ndjson"],
    "count": ["text", "csv", "ndjson"],
    "validate": ["text", "csv", "ndjson"],
    "encode": ["ndjson"],
    "canon": ["text", "csv", "ndjson"],
    "rate": ["text", "csv", "ndjson"],
    "explain": ["csv", "ndjson"],
}

schema = json.loads(Path(SCHEMA).read_text())
jsonschema.Draft7Validator.check_schema(schema)
validator = jsonschema.Draft7Validator(schema)
failures = []


def fail(what, message):
    failures.append(f"{what}: {message}")


def without_seconds(text):
    text = re.sub(r'"seconds":[-+.0-9eE]+', '"seconds":0', text)
    return re.sub(r",[0-9]+\.[0-9]{6}(,|\n)", r",0\1", text)


def run(args):
    return subprocess.run([DLX] + args, capture_output=True, text=True, timeout=120)


def check_records(what, expected, records):
    """records: (index, source, line) per output record, in output order."""
    if len(records) != len(expected):
        fail(what, f"{len(records)} records out for {len(expected)} in")
        return
    for k, (got, want) in enumerate(zip(records, expected)):
        if got != (k, *want):
            fail(what, f"record {k} is {got}, expected {(k, *want)}")


with tempfile.TemporaryDirectory() as directory:
    paths = {}
    for name, (text, _) in INPUTS.items():
        path = Path(directory) / f"input.{name}"
        path.write_text(text)
        paths[name] = str(path)
    # Each format alone, and all four in one run (the index runs on across files).
    cases = [([name], [(paths[name], line) for line in INPUTS[name][1]]) for name in INPUTS]
    cases.append((list(INPUTS), [(paths[name], line) for name in INPUTS for line in INPUTS[name][1]]))

    for command, formats in COMMANDS.items():
        for inputs, expected in cases:
            files = [paths[name] for name in inputs]
            for output in formats:
                outputs = {}
                for threads in ("1", "2"):
                    what = f"{command} --format {output} -j {threads} {' '.join(inputs)}"
                    result = run([command, "--format", output, "-j", threads] + files)
                    if result.returncode < 0 or result.returncode not in (0, 1, 2):
                        fail(what, f"exit {result.returncode}: {result.stderr.strip()}")
                    outputs[threads] = without_seconds(result.stdout)
                    if output == "ndjson":
                        records = []
                        for number, text in enumerate(result.stdout.splitlines(), 1):
                            record = json.loads(text)
                            for error in validator.iter_errors(record):
                                fail(what, f"record {number} breaks the schema: {error.message}")
                            records.append((record["index"], record["source"], record["line"]))
                            if record["source"] == paths["csv"]:
                                want_name = {2: "first", 3: "second", 4: "third"}[record["line"]]
                                if record["name"] != want_name:
                                    fail(what, f"record {number}: name {record['name']!r}, expected {want_name!r}")
                        check_records(what, expected, records)
                    elif output == "csv":
                        rows = list(csv.reader(io.StringIO(result.stdout)))
                        if not rows or rows[0] != COLUMNS:
                            fail(what, f"header {rows[:1]}")
                            continue
                        if any(len(row) != len(COLUMNS) for row in rows[1:]):
                            fail(what, "a row with another number of columns")
                            continue
                        check_records(what, expected, [(int(r[0]), r[1], int(r[2])) for r in rows[1:]])
                    else:  # text: one line per record (validate: FILE:LINE: status, in order)
                        lines = result.stdout.splitlines()
                        if len(lines) != len(expected):
                            fail(what, f"{len(lines)} lines out for {len(expected)} records in")
                        if command == "validate":
                            got = [tuple(line.split(": ", 1)[0].rsplit(":", 1)) for line in lines]
                            if got != [(source, str(line)) for source, line in expected]:
                                fail(what, f"positions {got}")
                if outputs["1"] != outputs["2"]:
                    fail(f"{command} --format {output} {' '.join(inputs)}", "-j 2 writes something else than -j 1")

    # --shard K/N over records: each shard writes only its records (index K mod N), every one schema-valid, and
    # `dlx merge` puts the N outputs back into what one run writes.
    all_files = [paths[name] for name in INPUTS]
    for command in COMMANDS:
        whole = run([command, "--format", "ndjson", "-j", "1"] + all_files).stdout
        for shards in (1, 2, 3, 7, 20):
            outputs = []
            for k in range(shards):
                what = f"{command} --shard {k}/{shards}"
                result = run([command, "--format", "ndjson", "-j", str(1 + k % 2), "--shard", f"{k}/{shards}"] + all_files)
                records = [json.loads(line) for line in result.stdout.splitlines()]
                for record in records:
                    for error in validator.iter_errors(record):
                        fail(what, f"breaks the schema: {error.message}")
                    if shards > 1 and (record["index"] % shards != k or record.get("shard") != f"{k}/{shards}"):
                        fail(what, f"record {record['index']} in the wrong shard")
                path = Path(directory) / f"{command}-{k}-of-{shards}.json"
                path.write_text(result.stdout)
                outputs.append(str(path))
            if shards == 1:
                continue
            merged = run(["merge"] + outputs[::-1])
            if merged.returncode != 0:
                fail(f"merge of {command} x {shards}", f"exit {merged.returncode}: {merged.stderr.strip()}")
                continue
            strip = lambda text: [{k: v for k, v in json.loads(line).items() if k not in ("seconds", "shard")}
                                  for line in text.splitlines()]
            if strip(merged.stdout) != strip(whole):
                fail(f"merge of {command} x {shards}", "differs from one unsharded run")
            if shards == 3:
                left_out = run(["merge", outputs[0], outputs[2]])
                if left_out.returncode != 2 or "missing" not in left_out.stderr:
                    fail(f"merge of {command} without shard 1/3", f"exit {left_out.returncode}: {left_out.stderr}")
                twice = run(["merge", outputs[0], outputs[1], outputs[1], outputs[2]])
                if twice.returncode != 2 or "given twice" not in twice.stderr:
                    fail(f"merge of {command} with shard 1/3 twice", f"exit {twice.returncode}: {twice.stderr}")

    # A shard killed (SIGKILL, no chance to clean up) resumes from its checkpoint and gives the whole count.
    import signal, time
    pento = str(Path(sys.argv[2]).resolve().parents[2] / "test" / "data" / "exact-cover" / "pento-6x10.dlx")
    checkpoint = Path(directory) / "pento.checkpoint.json"
    runner = subprocess.Popen([DLX, "cover", "-j", "1", "--shard", "0/1", "--split-depth", "3", "--checkpoint",
                               str(checkpoint), pento], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    time.sleep(1.6)
    runner.send_signal(signal.SIGKILL)
    runner.communicate()
    if not checkpoint.exists():
        fail("checkpoint", "no checkpoint after 1.6 s of a shard")
    else:
        saved = json.loads(checkpoint.read_text())
        if not saved["finished"]:
            fail("checkpoint", "a checkpoint with no subproblem finished after 1.6 s")
        resumed = run(["cover", "-j", "1", "--shard", "0/1", "--split-depth", "3", "--checkpoint", str(checkpoint), pento])
        if resumed.returncode != 0 or resumed.stdout.strip() != "2339" or "resuming" not in resumed.stderr:
            fail("checkpoint", f"resumed: exit {resumed.returncode}, {resumed.stdout.strip()!r}, {resumed.stderr.strip()!r}")

    # cover: its one record, in both machine formats.
    problem = Path(directory) / "problem.dlx"
    problem.write_text("A B C\nA B\nC\nA\nB C\n")
    for args in (["--format", "ndjson"], ["--json", "--print"], ["--format", "ndjson", "--limit", "1"]):
        what = "cover " + " ".join(args)
        result = run(["cover"] + args + [str(problem)])
        lines = result.stdout.splitlines()
        if result.returncode != 0 or len(lines) != 1:
            fail(what, f"exit {result.returncode}, {len(lines)} lines")
            continue
        record = json.loads(lines[0])
        for error in validator.iter_errors(record):
            fail(what, f"breaks the schema: {error.message}")
        check_records(what, [(str(problem), 1)], [(record["index"], record["source"], record["line"])])
    result = run(["cover", "--format", "csv", str(problem)])
    rows = list(csv.reader(io.StringIO(result.stdout)))
    if rows[:1] != [COLUMNS] or len(rows) != 2 or rows[1][4] != "counted" or rows[1][8] != "2":
        fail("cover --format csv", f"rows {rows}")

    # generate: one record per puzzle asked for, numbered from --first in its seed's sequence; -j 2 writes what -j 1
    # writes; a puzzle remade alone (--first K --count 1) is the same puzzle.
    for output in ("text", "csv", "ndjson"):
        outputs = {}
        for threads in ("1", "2"):
            what = f"generate --format {output} -j {threads}"
            result = run(["generate", "--seed", "7", "--first", "3", "--count", "40", "--format", output, "-j", threads])
            if result.returncode != 0:
                fail(what, f"exit {result.returncode}: {result.stderr.strip()}")
            outputs[threads] = without_seconds(result.stdout)
            expected = [("seed 7", 3 + k) for k in range(40)]
            if output == "ndjson":
                records = [json.loads(line) for line in result.stdout.splitlines()]
                for record in records:
                    for error in validator.iter_errors(record):
                        fail(what, f"breaks the schema: {error.message}")
                check_records(what, expected, [(r["index"], r["source"], r["line"]) for r in records])
                if records and (records[5]["status"] != "generated" or records[5]["seed"] != 7):
                    fail(what, f"record 5 is {records[5]}")
                again = run(["generate", "--seed", "7", "--first", "8", "--count", "1", "--format", "ndjson"])
                if records and json.loads(again.stdout)["puzzle"] != records[5]["puzzle"]:
                    fail(what, "puzzle 8 made alone differs from puzzle 8 made in the run")
            elif output == "csv":
                rows = list(csv.reader(io.StringIO(result.stdout)))
                if not rows or rows[0] != COLUMNS or any(len(row) != len(COLUMNS) for row in rows[1:]):
                    fail(what, f"header {rows[:1]} or a row of another width")
                else:
                    check_records(what, expected, [(int(r[0]), r[1], int(r[2])) for r in rows[1:]])
            elif len(result.stdout.splitlines()) != 40:
                fail(what, f"{len(result.stdout.splitlines())} lines for 40 puzzles")
        if outputs["1"] != outputs["2"]:
            fail(f"generate --format {output}", "-j 2 writes something else than -j 1")
    unreached = run(["generate", "--seed", "1", "--size", "4", "--givens", "4", "--symmetry", "dihedral",
                     "--attempts", "3", "--format", "ndjson"])
    record = json.loads(unreached.stdout)
    if unreached.returncode != 4 or record["status"] != "undecided" or list(validator.iter_errors(record)):
        fail("generate --givens unreached", f"exit {unreached.returncode}: {unreached.stdout} {unreached.stderr}")

    # The schema is not vacuous: a record with a status outside the vocabulary, or without its position, fails it.
    good = json.loads(run(["solve", "--format", "ndjson", paths["line"]]).stdout.splitlines()[0])
    if list(validator.iter_errors(good)):
        fail("schema", "a good record fails it")
    for broken in ({**good, "status": "unsolvable"}, {k: v for k, v in good.items() if k != "line"},
                   {**good, "verdict": "ok"}, {**good, "count": 1}):
        if not list(validator.iter_errors(broken)):
            fail("schema", f"accepts {broken}")

for failure in failures:
    print(failure)
print(f"{len(failures)} failures")
sys.exit(1 if failures else 0)
