#!/usr/bin/env python3
"""Writes the exact-cover instances the anchor comparison needs beyond test/data/exact-cover, in the DLX format of
docs (one line of items, primary | secondary, then one option per line).

    bench/make_instances.py queens N            n queens (rows and columns primary, diagonals secondary)
    bench/make_instances.py langford N          Langford pairs, reversed pairings removed
    bench/make_instances.py pento RxC [--all]   the 12 pentominoes in an R x C box (--all: every symmetric copy)
    bench/make_instances.py one-option-items N  N primary items, each in exactly one option of its own
    bench/make_instances.py --check DIR         checks that queens, langford and pento rewrite DIR's bundled files

The first three follow the rules of the bundled instances, so that they continue test/data/exact-cover's series:
queens 13, langford 12 and pento 6x10 come out option for option as the bundled files (only the first comment line
differs; `--check test/data/exact-cover`, the test bench_make_instances, checks it). The same item order matters: Knuth's DLX1 and our engine under the
leftmost_fewest rule break ties by it, so their node and update counts agree only on the very same file.
  queens     rows and columns in "organ pipe" order (middle first), then the diagonals a1 b1 ... (the two corner
             diagonals of one cell are left out); options row by row, column by column.
  langford   items 1..n, then positions s1..s2n; value k at positions i and i+k+1. Value n-1 (n even) or n (n odd)
             only in the left half, which removes each solution's mirror image.
  pento      pieces F I L N P T U V W X Y Z, then the cells row by row (two characters: row, column in base 36);
             options piece by piece, orientation by orientation (rotations by 90 degrees, then the mirror images),
             position by position. Without --all, F keeps only its first two orientations (one of each orbit of the
             box's symmetries), which leaves one solution of every four.
  one-option-items  the worst case for a linear item choice: the search goes N levels deep and each level chooses
             among the items left.
"""
import sys

DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"


def queens(n, out):
    out.write(f"| queens n={n} order=organpipe (bench/make_instances.py); known count OEIS A000170\n")
    mid = n // 2
    order = [mid]
    for step in range(1, n):
        for k in (mid - step, mid + step):
            if 0 <= k < n and len(order) < n:
                order.append(k)
    primary = " ".join(f"r{DIGITS[k]} c{DIGITS[k]}" for k in order)
    secondary = " ".join(f"a{DIGITS[k]} b{DIGITS[k]}" for k in range(1, 2 * n - 2))
    out.write(f"{primary} | {secondary}\n")
    for r in range(n):
        for c in range(n):
            items = [f"r{DIGITS[r]}", f"c{DIGITS[c]}"]
            a, b = r + c, c - r + n - 1
            if 1 <= a <= 2 * n - 3:
                items.append(f"a{DIGITS[a]}")
            if 1 <= b <= 2 * n - 3:
                items.append(f"b{DIGITS[b]}")
            out.write(" ".join(items) + "\n")


def langford(n, out):
    out.write(f"| langford pairs n={n} sym=reduce (bench/make_instances.py); known count A014552(n)\n")
    out.write(" ".join([str(k) for k in range(1, n + 1)] + [f"s{i}" for i in range(1, 2 * n + 1)]) + "\n")
    reduced = n - 1 if n % 2 == 0 else n
    for k in range(1, n + 1):
        last = 2 * n - k - 1  # the first position i, so that i + k + 1 <= 2n
        if k == reduced:
            last //= 2
        for i in range(1, last + 1):
            out.write(f"{k} s{i} s{i + k + 1}\n")


PENTOMINOES = {  # each as first listed in the bundled files: rows of '#' and '.'
    "F": [".##", "##.", ".#."], "I": ["#####"], "L": ["####", "#..."], "N": ["##..", ".###"],
    "P": ["##", "##", "#."], "T": ["###", ".#.", ".#."], "U": ["#.#", "###"], "V": ["#..", "#..", "###"],
    "W": ["#..", "##.", ".##"], "X": [".#.", "###", ".#."], "Y": ["..#.", "####"], "Z": ["##.", ".#.", ".##"],
}


def orientations(rows):
    cells = [(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == "#"]
    found = []
    for mirrored in (False, True):
        shape = [(r, -c) for r, c in cells] if mirrored else cells
        for _ in range(4):
            lo_r, lo_c = min(r for r, _ in shape), min(c for _, c in shape)
            normal = sorted((r - lo_r, c - lo_c) for r, c in shape)
            if normal not in found:
                found.append(normal)
            shape = [(c, -r) for r, c in shape]  # a quarter turn clockwise
    return found


def pento(height, width, everything, out):
    label = "all" if everything else "reduce"
    count = {(3, 20): 2, (4, 15): 368, (5, 12): 1010, (6, 10): 2339}.get((min(height, width), max(height, width)))
    known = "" if count is None else f"; known count {count * (4 if everything else 1)} (Knuth 2000, TAOCP 7.2.2.1)"
    out.write(f"| pentominoes {height}x{width} sym={label} (bench/make_instances.py){known}\n")
    cell = lambda r, c: DIGITS[r] + DIGITS[c]
    items = list(PENTOMINOES) + [cell(r, c) for r in range(height) for c in range(width)]
    out.write(" ".join(items) + "\n")
    for name, rows in PENTOMINOES.items():
        shapes = orientations(rows)
        if name == "F" and not everything:
            shapes = shapes[:2]
        for shape in shapes:
            h, w = max(r for r, _ in shape) + 1, max(c for _, c in shape) + 1
            for top in range(height - h + 1):
                for left in range(width - w + 1):
                    out.write(" ".join([name] + [cell(top + r, left + c) for r, c in shape]) + "\n")


def one_option_items(n, out):
    out.write(f"| {n} primary items, each in one option of its own (bench/make_instances.py); one solution\n")
    out.write(" ".join(f"i{k}" for k in range(n)) + "\n")
    out.write("".join(f"i{k}\n" for k in range(n)))


def check(directory):
    """Every bundled queens, langford and pento file of `directory` is what this script writes, but its first line."""
    import io
    from pathlib import Path
    checked, failed = 0, []
    for path in sorted(Path(directory).glob("*.dlx")):
        kind, _, size = path.stem.partition("-")
        out = io.StringIO()
        if kind == "queens" or kind == "langford":
            (queens if kind == "queens" else langford)(int(size), out)
        elif kind == "pento":
            height, width = (int(part) for part in size.split("x"))
            pento(height, width, False, out)
        else:
            continue
        checked += 1
        if out.getvalue().splitlines()[1:] != path.read_text().splitlines()[1:]:
            failed.append(path.name)
    print(f"{checked} bundled instances rewritten, {len(failed)} differ{': ' + ', '.join(failed) if failed else ''}")
    return 1 if failed or checked < 10 else 0


def main(argv):
    if len(argv) == 2 and argv[0] == "--check":
        return check(argv[1])
    if len(argv) < 2 or argv[0] in ("-h", "--help"):
        print(__doc__, file=sys.stderr)
        return 0 if argv and argv[0] in ("-h", "--help") else 2
    kind, size = argv[0], argv[1]
    out = sys.stdout
    try:
        if kind == "queens":
            queens(int(size), out)
        elif kind == "langford":
            langford(int(size), out)
        elif kind == "pento":
            height, width = (int(part) for part in size.split("x"))
            pento(height, width, "--all" in argv[2:], out)
        elif kind == "one-option-items":
            one_option_items(int(size), out)
        else:
            print(f"make_instances.py: unknown kind {kind!r} (queens, langford, pento, one-option-items)", file=sys.stderr)
            return 2
    except ValueError:
        print(f"make_instances.py: {size!r} is not a size for {kind}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
