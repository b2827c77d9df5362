#!/usr/bin/env python3
"""Exact-cover instances in Knuth's DLX format for bench/family_bench.sh (min-cost, memoized counting and ZDDs,
preprocessing) and test/data, written to standard output; bench/make_instances.py makes the queens, Langford and
pentomino series, and `costs` below gives any instance costs.

usage: family_instances.py dominoes W H                  domino tilings of a W x H board (cells primary, row by row)
       family_instances.py rowcol N K                    N x N 0-1 matrices with every row and column summing to K
                                                          (multiplicities: rows and columns K|name)
       family_instances.py hardsquares N [--zero-rows M] N x N 0-1 matrices with no two adjacent 1s, as rows and
                                                          columns of colored cells (colors: OEIS A006506); with
                                                          --zero-rows exactly M rows all 0 (a primary item M|z: colors
                                                          and multiplicities), the count in the header comment
       family_instances.py costs SEED                    reads an instance on stdin and writes it with a cost 0..99
                                                          on every option (DLX5's '|N'), reproducibly per SEED

Counts: domino tilings of 8x8 12,988,816 and of 10x10 258,584,046,368 (OEIS A004003); rowcol N 2 OEIS A001499, N 3
OEIS A001501; hardsquares OEIS A006506.
"""
import random
import sys


def dominoes(w, h):
    cells = [f"{x}_{y}" for y in range(h) for x in range(w)]
    print(f"| domino tilings of a {w}x{h} board")
    print(" ".join(cells))
    for y in range(h):
        for x in range(w):
            for dx, dy in ((1, 0), (0, 1)):
                if x + dx < w and y + dy < h:
                    print(f"{x}_{y} {x + dx}_{y + dy}")


def costs(seed):
    """Copies stdin to stdout, the first non-comment line (the items) as it is, every later option with ' |C'."""
    rng = random.Random(seed)
    print(f"| costs 0..99 from seed {seed} (bench/family_instances.py costs {seed})")
    items_seen = False
    for line in sys.stdin:
        text = line.rstrip("\n")
        if not text.strip() or text.lstrip().startswith("|"):
            print(text)
        elif not items_seen:
            items_seen = True
            print(text)
        else:
            print(f"{text} |{rng.randrange(100)}")


def rowcol(n, k):
    print(f"| {n}x{n} 0-1 matrices with every row and column summing to {k}")
    print(" ".join([f"{k}|r{i}" for i in range(n)] + [f"{k}|c{j}" for j in range(n)]))
    for i in range(n):
        for j in range(n):
            print(f"r{i} c{j}")


def hardsquares(n, zero_rows=None):
    words = [w for w in range(1 << n) if w & (w >> 1) == 0]
    print(f"| {n}x{n} 0-1 matrices with no two adjacent 1s: rows and columns are words, cells secondary colored 0/1")
    if zero_rows is not None:
        # The count, row by row (a row's word shares no 1 with the row above), independently of any exact-cover solver.
        ways = {(0, 0): 1}  # (last word, zero rows so far) -> matrices
        for _ in range(n):
            step = {}
            for (last, zeros), count in ways.items():
                for w in words:
                    if w & last == 0:
                        key = (w, zeros + (w == 0))
                        step[key] = step.get(key, 0) + count
            ways = step
        total = sum(count for (last, zeros), count in ways.items() if zeros == zero_rows)
        print(f"| with exactly {zero_rows} all-zero rows (item {zero_rows}|z); {total} such matrices")
    cells = " ".join(f"x{i}_{j}" for i in range(n) for j in range(n))
    blank = [] if zero_rows is None else [f"{zero_rows}|z"]
    print(" ".join([f"r{i}" for i in range(n)] + [f"c{j}" for j in range(n)] + blank) + " | " + cells)
    for i in range(n):
        for w in words:
            z = "z " if zero_rows is not None and w == 0 else ""
            print(f"r{i} {z}" + " ".join(f"x{i}_{j}:{(w >> j) & 1}" for j in range(n)))
    for j in range(n):
        for w in words:
            print(f"c{j} " + " ".join(f"x{i}_{j}:{(w >> i) & 1}" for i in range(n)))


def main(argv):
    zero_rows = None
    if "--zero-rows" in argv:
        at = argv.index("--zero-rows")
        zero_rows = int(argv[at + 1])
        del argv[at:at + 2]
    if len(argv) < 2:
        sys.exit(__doc__)
    kind, numbers = argv[0], [int(a) for a in argv[1:]]
    if kind == "dominoes" and len(numbers) == 2:
        dominoes(*numbers)
    elif kind == "costs" and len(numbers) == 1:
        costs(*numbers)
    elif kind == "rowcol" and len(numbers) == 2:
        rowcol(*numbers)
    elif kind == "hardsquares" and len(numbers) == 1:
        hardsquares(*numbers, zero_rows=zero_rows)
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
