/// \file
/// PuzzleReader: the puzzles of an input stream, in whatever format each record is written (sudoku/formats.hpp lists
/// the formats; each reader's source file, src/readers/*.cpp, opens with its grammar).
///
/// Every problem is reported as a ReadError with the line and column where it was found; the reader then moves on
/// to the next record, so in a batch every other puzzle is still read. One record per puzzle (a block grid of N lines
/// is one record), in input order: nothing is skipped silently. Errors: a cell count that is no whole grid (with the
/// nearest sizes), a bad symbol (shown; bytes that are not printable as `\xNN`), a symbol out of range for the size,
/// mixed blank symbols, a block grid with too few or too many rows or a row of the wrong length, a CSV row without the
/// puzzle column, bad killer sums or labels, jigsaw regions of the wrong size or number, bad JSON (nlohmann's
/// message), a key or value that is not understood, a line longer than ReaderOptions::max_line_length (never held
/// whole), a NUL byte, bytes that are not UTF-8. A line with such a defect inside a block grid makes the grid's error.
///
/// A UTF-8 byte-order mark at the start of the input is white space; a line ends at LF, CR LF or a CR alone; the last
/// line needs no line end.
///
/// Thread safety: a PuzzleReader reads one stream from one thread; readers of different streams are independent. Errors
/// in the input are records (PuzzleRecord::error with line and column), never exceptions; a failed read of the stream
/// itself is read_failed().
#pragma once

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <utility>

#include "sudoku/puzzle.hpp"
#include "sudoku/symbols.hpp"

namespace sudoku {

/// automatic: each record's format is detected (src/detection.cpp); the others read every record in that format.
enum class InputFormat : std::uint8_t { automatic, line, block, csv, json };

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

/// One record of input: a puzzle, or what was wrong where a puzzle should have been. Never both, never neither.
struct PuzzleRecord {
  std::int64_t line = 0;  // the line where the record starts
  /// The input's own name or id for this record, when it gives one (a CSV id/name column, a JSON "id"/"name" field, a
  /// title line before a grid); carried to the output as part of the record id.
  std::optional<std::string> name;
  /// The symbols the puzzle's givens were written in, as detected (or as --symbols forced them): writers answer in
  /// the same notation (a 16x16 read in 0-F is written in 0-F). automatic: digits, then A-Z.
  SymbolSet symbols = SymbolSet::automatic;
  bool block = false;  // written as a block grid (N lines): a solution is answered in the same layout
  std::optional<Puzzle> puzzle;
  std::optional<ReadError> error;
};

class PuzzleReader {
 public:
  explicit PuzzleReader(std::istream& in, ReaderOptions options = {});
  ~PuzzleReader();
  PuzzleReader(const PuzzleReader&) = delete;
  PuzzleReader& operator=(const PuzzleReader&) = delete;

  /// The next record in input order; false at the end of the input.
  bool next(PuzzleRecord& record);
  /// True when the input ended on a read error (not a format error): the caller reports it.
  bool read_failed() const;

 private:
  class Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace sudoku
