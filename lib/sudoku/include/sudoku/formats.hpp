// Reading puzzles in the formats people keep them in, and writing grids back.
//
// ## Input (auto-detected per record, or forced with ReaderOptions::format)
//
// * One puzzle per line: N² symbols in row order. N follows from the number of symbols (16, 36, 64, 81, 100, 144,
//   225, 256, 400, 625 → 4×4 ... 25×25, boxes the most square shape, Geometry::default_box; ReaderOptions::box
//   overrides). What follows the last cell after white space, `,`, `;`, `:` or `#` is a comment; `puzzle:count` and
//   `puzzle:count:solution` (corpus lines) fill Puzzle::count and Puzzle::solution. Lines starting with `#` are
//   comments.
// * Block grids: N lines of N symbols, with or without separators (`|`, `+`, `-` and spaces) as QQWing, Simple
//   Sudoku (.ss) and SadMan (.sdk, with `#` metadata lines) write them; lines made only of separators are skipped;
//   puzzles are separated by blank lines or by a header line such as Project Euler's `Grid 01` (which becomes the
//   puzzle's name).
// * CSV with a header: the puzzle column is the first whose header is puzzle/puzzles/quiz/quizzes/givens/sudoku (any
//   case), else the first column; a column headed solution/solutions/answer supplies Puzzle::solution. QQWing's
//   `Puzzle,Solution,` and the 1-million-puzzle collection's `quizzes,solutions` are both read.
// * Extended lines for variants, one puzzle per line, `key=value` pairs separated by `;`:
//     givens=<N² symbols>           the givens (optional for killer: an empty grid)
//     box=RxC                       the box shape (optional; the default follows from N)
//     regions=<N² labels>           jigsaw: one label per cell (any symbols, e.g. A-I), N cells per label
//     cages=<N² labels>;sums=A:12,B:9,...
//                                   killer: a cage label per cell (`.` for a cell in no cage) and each cage's sum
//     variant=x | windoku | x+windoku
//   e.g. `regions=AAABBBCCC...;givens=5..3.....` or `cages=AABBC...;sums=A:3,B:15,C:22`.
// * JSON, one object per line (NDJSON): {"givens": "...", "box": "3x3", "regions": "...", "cages":
//   [{"sum": 15, "cells": ["r1c1", "r1c2"]}], "variant": "x", "solution": "..."}; every key but "givens" optional.
//
// Symbols: for N <= 9 the digits 1..N; beyond, 1-9 then A-Z by default (A = 10), hex 0-F for 16×16
// (SymbolSet::hex, 0 = 1), A-Y for 25×25 (SymbolSet::letters), or white-space separated numbers
// (SymbolSet::numbers). A blank is `.`, `0`, `_`, `*` or `-` — per line, the one such symbol that is not a digit of
// the symbol set; two different ones in one line are an error.
//
// Every problem is reported as a ReadError with the line and column where it was found; the reader then moves on
// to the next record, so in a batch every other puzzle is still read. One record per puzzle (a block grid of N lines
// is one record), in input order: nothing is skipped silently.
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

// The symbol of `digit` (1..size) in a grid of `size` written with `symbols` (automatic: digits, then A-Z).
char symbol_of(int digit, int size, SymbolSet symbols);

// Writes the puzzle so that PuzzleReader reads it back the same: a plain line for plain geometries, an extended
// line (regions=, cages=, sums=, variant=) otherwise. No line end.
std::string format_puzzle(const Puzzle& puzzle, SymbolSet symbols = SymbolSet::automatic);

// A grid as one line of N² symbols, `.` for blanks (no line end); and as a block of N lines with box borders (for
// jigsaw geometries, without borders), each line ending in '\n'. With SymbolSet::numbers the symbols are numbers
// separated by spaces.
void append_grid_line(const Grid& grid, SymbolSet symbols, std::string& out);
void append_grid_block(const Grid& grid, const Geometry& geometry, SymbolSet symbols, std::string& out);

}  // namespace sudoku
