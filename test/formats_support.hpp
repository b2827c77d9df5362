// Helpers of the reading and writing suites (formats_test.cpp, formats_reading_test.cpp): every record of a text,
// a file or a stream; a record in one line of text; full grids of every box shape.
#pragma once

#include <doctest/doctest.h>

#include <map>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "sudoku/dlx_solver.hpp"
#include "sudoku/formats.hpp"
#include "reader_support.hpp"
#include "support.hpp"

namespace formats_support {

using namespace sudoku;
using test_support::read_file;
using test_support::source_path;

using test_support::read_all;
using test_support::read_text;

inline std::vector<PuzzleRecord> read_path(const std::string& relative, const ReaderOptions& options = {}) {
  return read_text(read_file(source_path(relative)), options);
}

// "3: puzzle 9x9 X 'name'" or "3: error 4:81: message": a record in one line, for comparing sequences.
inline std::string describe(const PuzzleRecord& record) {
  std::string text = std::to_string(record.line) + ": ";
  if (record.error) {
    return text + "error " + std::to_string(record.error->line) + ":" + std::to_string(record.error->column) + ": " +
           record.error->message;
  }
  text += "puzzle " + record.puzzle->geometry->describe();
  if (!record.puzzle->name.empty()) text += " '" + record.puzzle->name + "'";
  return text;
}

// The one puzzle `text` holds, read with `options`; a failed check when there is not exactly one.
inline Puzzle read_one(const std::string& text, const ReaderOptions& options = {}) {
  const auto records = read_text(text, options);
  REQUIRE(records.size() == 1);
  INFO(describe(records[0]));
  REQUIRE(records[0].puzzle);
  return *records[0].puzzle;
}

// A full grid: the first solution the DLX solver finds for the empty grid (one per box shape, made once).
inline const Grid& full_grid(int box_rows, int box_cols) {
  static std::map<std::pair<int, int>, Grid> grids;
  auto [where, added] = grids.try_emplace({box_rows, box_cols});
  if (added) {
    DlxSolver solver(Geometry(box_rows, box_cols));
    SolveLimits limits;
    limits.max_solutions = 1;
    SolveReport report;
    solver.solve(Grid(box_rows * box_cols), limits, report);
    REQUIRE(report.solutions == 1);
    where->second = report.first;
  }
  return where->second;
}

// The grid with about half of its cells blanked (reproducibly).
inline Grid blank_some(const Grid& full, unsigned seed) {
  std::mt19937 random(seed);
  Grid puzzle = full;
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    if (random() % 2 == 0) puzzle.set(cell, 0);
  }
  return puzzle;
}

inline ReaderOptions with_symbols(SymbolSet symbols) {
  ReaderOptions options;
  options.symbols = symbols;
  return options;
}

}  // namespace formats_support
