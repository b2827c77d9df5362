// Reading puzzles in the formats people keep them in, and writing grids back.
//
// ## Input (auto-detected per record, or forced with ReaderOptions::format)
//
// * One puzzle per line: N² symbols in row order. N follows from the number of symbols (16, 36, 64, 81, 100, 144,
//   225, 256, 400, 625 → 4×4 ... 25×25, and the other N with a box shape: 14, 18, 21, 22, 24; boxes the most square
//   shape, Geometry::default_box; ReaderOptions::box overrides). What follows the last cell after white space, `,`,
//   `;`, `:` or `#` is a comment, and becomes Puzzle::name; `puzzle:count` and `puzzle:count:solution` (corpus
//   lines) fill Puzzle::count and Puzzle::solution. Lines starting with `#` are comments, blank lines are nothing.
// * Block grids: N lines of N symbols, with or without separators (`|`, `+`, `-` and spaces) as QQWing, Simple
//   Sudoku (.ss) and SadMan (.sdk, with `#` metadata lines) write them; lines made only of separators are skipped;
//   puzzles are separated by blank lines or by a header line such as Project Euler's `Grid 01` (which becomes the
//   puzzle's name).
//     - A separator line is made of `-` `+` `=` `|` and spaces, with `--`, `+` or `=` in it (so `- - -`, a row of
//       blanks written with `-`, is a row; a row written `---------` is not: write its blanks as `.`).
//     - A header is a word of two letters or more, white space, then text with a digit (`Grid 01`, `Puzzle 7:
//       hard`), that is not a row whose symbols are all in range. One not followed by a puzzle is an error.
//     - A line is a grid's first row when its cell count is a size and the next line is a row too (so a one-line
//       puzzle cut short to 20 cells is reported as such, not as a 20×20 grid). A grid ends at a blank line, a `#`
//       line, a header, a line of another format, or the end; more than N rows before that is an error.
//     - `|` at equal intervals in the first row give the box width (`1 2 | 3 4 | 5 6`: 3×2 boxes).
//     - Sixteen cells are a 4×4 puzzle, unless the next line is a row and they hold a symbol a 4×4 grid cannot, or
//       the last record was a 16×16 block grid, or one of the next 15 rows has such a symbol or a `|`: then they
//       start a 16×16 grid.
// * CSV with a header: the puzzle column is the first whose header is puzzle/puzzles/quiz/quizzes/givens/sudoku (any
//   case), else the first column; a column headed solution/solutions/answer supplies Puzzle::solution (it must be
//   full). QQWing's `Puzzle,Solution,` and the 1-million-puzzle collection's `quizzes,solutions` are both read. A
//   header is a line of comma-separated names (words starting with a letter), one of them known, or any names on the
//   first line of the input; every line after it, to the end of the input, is a row (`#` lines and blank lines
//   aside). A field in double quotes may hold commas. A field holds a whole grid: no comment after it.
// * Extended lines for variants, one puzzle per line, `key=value` pairs separated by `;` (keys in lower case, white
//   space around keys and values ignored, a `#` starts a comment):
//     givens=<N² symbols>           the givens (optional for killer: an empty grid)
//     box=RxC                       the box shape (optional; the default follows from N)
//     regions=<N² labels>           jigsaw: one label per cell (any symbols, e.g. A-I), N cells per label
//     cages=<N² labels>;sums=A:12,B:9,...
//                                   killer: a cage label per cell (`.` for a cell in no cage) and each cage's sum
//     variant=x | windoku | x+windoku
//     solution=<N² symbols>, name=<text>, count=<number of solutions>
//   e.g. `regions=AAABBBCCC...;givens=5..3.....` or `cages=AABBC...;sums=A:3,B:15,C:22`. A label is one printable
//   character (not `,` `;` `=` `#`), or, when the value has commas, labels are words separated by commas
//   (`cages=1,1,2,...;sums=1:3,2:15`: for more cages than there are characters). Regions are numbered in the sorted
//   order of their labels (A-I are regions 1-9); cages in the order of `sums=`, their cells in row order. N follows
//   from box=, else givens=, else regions= or cages=; the others must agree. A jigsaw may have any size up to 25.
//   An unknown or repeated key is an error. ReaderOptions::box applies where a line has no box= (and no regions=).
// * JSON, one object per line (NDJSON): {"givens": "...", "box": "3x3", "regions": "...", "cages":
//   [{"sum": 15, "cells": ["r1c1", "r1c2"]}], "variant": "x", "solution": "..."}; every key but "givens" optional;
//   also "name" and "count"; any other key is an error. Strings hold what the extended line's values hold.
//
// Symbols: for N <= 9 the digits 1..N; beyond, 1-9 then A-Z by default (A = 10), hex 0-F for 16×16
// (SymbolSet::hex, 0 = 1), A-Y for 25×25 (SymbolSet::letters), or white-space separated numbers
// (SymbolSet::numbers). A blank is `.`, `0`, `_`, `*` or `-` — per line, the one such symbol that is not a digit of
// the symbol set; two different ones in one line are an error, except `.` with `0` for N <= 9. Letters may be in
// either case. Automatic detection, over all the cells of a record (all the rows of a block grid):
//   - numbers: white-space separated tokens, each a number 0..99 (0 a blank) or one blank symbol; in a block row,
//     only when some number has two digits (else symbol by symbol reads the same). A line whose first token is not a
//     whole grid is read as numbers when its leading numbers are one; what follows them is the comment.
//   - hex: a 16×16 grid with a `0`, no `G`, and either another blank symbol or no more zeros than 16 (a full grid).
//   - letters A = 1: any size, when the cells hold letters and not one digit 1-9.
//   - otherwise digits then A-Z. Forced sets: digits reads as the default; hex applies to any N <= 16 (0 = 1);
//     letters to any N.
// A UTF-8 byte-order mark at the start of the input is white space; a CR before a line end is dropped; the last line
// needs no line end.
//
// Every problem is reported as a ReadError with the line and column where it was found; the reader then moves on
// to the next record, so in a batch every other puzzle is still read. One record per puzzle (a block grid of N lines
// is one record), in input order: nothing is skipped silently. Errors: a cell count that is no whole grid (with the
// nearest sizes), a bad symbol (shown; bytes that are not printable as \xNN), a symbol out of range for the size,
// mixed blank symbols, a block grid with too few or too many rows or a row of the wrong length, a CSV row without the
// puzzle column, bad killer sums or labels, jigsaw regions of the wrong size or number, bad JSON (nlohmann's
// message), a key or value that is not understood, a line longer than ReaderOptions::max_line_length (never held
// whole), a NUL byte, bytes that are not UTF-8. A line with such a defect inside a block grid makes the grid's error.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <utility>

#include "sudoku/puzzle.hpp"

namespace sudoku {

enum class InputFormat : std::uint8_t { automatic, line, block, csv, json };
enum class SymbolSet : std::uint8_t { automatic, digits, hex, letters, numbers };

struct ReaderOptions {
  InputFormat format = InputFormat::automatic;
  SymbolSet symbols = SymbolSet::automatic;
  std::optional<std::pair<int, int>> box;  // box shape for every puzzle (rows x columns)
  bool diagonals = false;                  // every puzzle is an X-Sudoku
  bool windows = false;                    // every puzzle is a windoku
  std::size_t max_line_length = 1 << 20;   // a longer line is an error, not buffered whole
};

struct ReadError {
  std::int64_t line = 0;    // 1-based
  std::int64_t column = 0;  // 1-based, in bytes
  std::string message;
};

// One record of input: a puzzle, or what was wrong where a puzzle should have been. Never both, never neither.
struct PuzzleRecord {
  std::int64_t line = 0;  // the line where the record starts
  std::optional<Puzzle> puzzle;
  std::optional<ReadError> error;
};

class PuzzleReader {
 public:
  explicit PuzzleReader(std::istream& in, ReaderOptions options = {});
  ~PuzzleReader();
  PuzzleReader(const PuzzleReader&) = delete;
  PuzzleReader& operator=(const PuzzleReader&) = delete;

  // The next record in input order; false at the end of the input.
  bool next(PuzzleRecord& record);
  // True when the input ended on a read error (not a format error): the caller reports it.
  bool read_failed() const;

 private:
  class Impl;
  std::unique_ptr<Impl> impl_;
};

// The symbol of `digit` (1..size) in a grid of `size` written with `symbols` (automatic: digits, then A-Z; `.` for 0;
// numbers, which have no one-character symbol beyond 9, as automatic).
char symbol_of(int digit, int size, SymbolSet symbols);

// Writes the puzzle so that PuzzleReader reads it back the same (read with the same SymbolSet; automatic detection
// finds all but hex beyond 16×16 and hex grids without a 1): a plain line for plain geometries with the default box,
// an extended line (box=, regions=, cages=, sums=, variant=) otherwise. Geometry and givens only: no name, solution
// or count. Cage cells come back in row order, so a geometry whose cages list their cells otherwise reads back with
// the same cages in that order. No line end.
std::string format_puzzle(const Puzzle& puzzle, SymbolSet symbols = SymbolSet::automatic);

// A grid as one line of N² symbols, `.` for blanks (no line end); and as a block of N lines with box borders (for
// jigsaw geometries, the regions' borders; killer cages are not drawn), each line ending in '\n'. With SymbolSet::numbers the symbols are numbers
// separated by spaces (in blocks of N >= 10, right-aligned in two columns). Both read back to the same grid (with the
// same SymbolSet, as for format_puzzle), a block with its box shape.
void append_grid_line(const Grid& grid, SymbolSet symbols, std::string& out);
void append_grid_block(const Grid& grid, const Geometry& geometry, SymbolSet symbols, std::string& out);

}  // namespace sudoku
