#!/usr/bin/env python3
"""Exact-cover instances in Knuth's DLX format for the benchmarks of bench/family_bench.sh (min-cost, memoized
counting and ZDDs, preprocessing), written to standard output.

usage: family_instances.py dominoes W H [--costs SEED]   domino tilings of a W x H board (cells primary);
                                                          with --costs each domino gets a cost 0..99 (reproducible)
       family_instances.py langford N                    Langford pairs of 1..N (Knuth's encoding: values and slots)
       family_instances.py queens N [--costs SEED]       N queens by rows: rows and columns primary, diagonals
                                                          secondary; with --costs each square costs 0..99
       family_instances.py rowcol N K                    N x N 0-1 matrices with every row and column summing to K
                                                          (multiplicities: rows and columns K|name)
       family_instances.py hardsquares N [--zero-rows M] N x N 0-1 matrices with no two adjacent 1s, as rows and
                                                          columns of colored cells (colors: OEIS A006506); with
                                                          --zero-rows exactly M rows all 0 (a primary item M|z: colors
                                                          and multiplicities), the count in the header comment

Counts: domino tilings of 8x8 12,988,816 and of 10x10 258,584,046,368 (OEIS A004003); Langford pairs OEIS A014552
(twice that: both a pairing and its reverse are counted here); queens OEIS A000170; rowcol N 2 OEIS A001499; N 3
OEIS A001501; hardsquares OEIS A006506.
"""
import random
import sys


def costs(seed):
    rng = random.Random(seed)
    return lambda: rng.randrange(100)


def dominoes(w, h, seed=None):
    cost = costs(seed) if seed is not None else None
    cells = [f"{x}_{y}" for y in range(h) for x in range(w)]
    print(f"| domino tilings of a {w}x{h} board" + (f", costs 0..99 from seed {seed}" if cost else ""))
    print(" ".join(cells))
    for y in range(h):
        for x in range(w):
            for dx, dy in ((1, 0), (0, 1)):
                if x + dx < w and y + dy < h:
                    line = f"{x}_{y} {x + dx}_{y + dy}"
                    print(line + (f" |{cost()}" if cost else ""))


def langford(n):
    print(f"| Langford pairs n={n}: value k in slots i and i+k+1")
    print(" ".join([str(k) for k in range(1, n + 1)] + [f"s{i}" for i in range(1, 2 * n + 1)]))
    for k in range(1, n + 1):
        for i in range(1, 2 * n - k):
            print(f"{k} s{i} s{i + k + 1}")


def queens(n, seed=None):
    cost = costs(seed) if seed is not None else None
    print(f"| {n} queens by rows" + (f", costs 0..99 from seed {seed}" if cost else ""))
    rows = " ".join(f"r{r}" for r in range(n))
    cols = " ".join(f"c{c}" for c in range(n))
    diagonals = " ".join([f"a{d}" for d in range(2 * n - 1)] + [f"b{d}" for d in range(2 * n - 1)])
    print(f"{rows} {cols} | {diagonals}")
    for r in range(n):
        for c in range(n):
            line = f"r{r} c{c} a{r + c} b{r - c + n - 1}"
            print(line + (f" |{cost()}" if cost else ""))


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
    seed = None
    zero_rows = None
    if "--zero-rows" in argv:
        at = argv.index("--zero-rows")
        zero_rows = int(argv[at + 1])
        del argv[at:at + 2]
    if "--costs" in argv:
        at = argv.index("--costs")
        seed = int(argv[at + 1])
        del argv[at:at + 2]
    if len(argv) < 2:
        sys.exit(__doc__)
    kind, numbers = argv[0], [int(a) for a in argv[1:]]
    if kind == "dominoes" and len(numbers) == 2:
        dominoes(*numbers, seed=seed)
    elif kind == "langford" and len(numbers) == 1:
        langford(*numbers)
    elif kind == "queens" and len(numbers) == 1:
        queens(*numbers, seed=seed)
    elif kind == "rowcol" and len(numbers) == 2:
        rowcol(*numbers)
    elif kind == "hardsquares" and len(numbers) == 1:
        hardsquares(*numbers, zero_rows=zero_rows)
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
