// What every Sudoku command does with an input record before solving: report one that is not a puzzle, find the
// solvers for its geometry, and write grids and puzzles back in the chosen symbols.
#pragma once

#include <map>
#include <memory>
#include <string>

#include "records.hpp"
#include "sudoku/formats.hpp"
#include "sudoku/solver.hpp"

namespace dlx {

// "FILE:LINE:COL"
std::string position_of(const Record& record, std::int64_t column);

// Reports a record that is not a puzzle: "FILE:LINE:COL: message" on stderr, and its output record
// "error: FILE:LINE:COL: message". Returns the message with its position.
std::string report_parse_error(const Record& record, std::string& out, std::string& err);

// Solvers by geometry, for one thread. A file of ten thousand 9×9 puzzles shares one geometry, so one solver serves
// them all; a jigsaw or killer puzzle brings its own geometry and gets its own solver (the last few are kept).
class SolverCache {
 public:
  sudoku::PuzzleSolver& get(sudoku::SolverKind kind, const std::shared_ptr<const sudoku::Geometry>& geometry);

 private:
  static constexpr std::size_t kKept = 8;
  struct Entry {
    std::shared_ptr<const sudoku::Geometry> geometry;  // kept alive while its solver is
    std::unique_ptr<sudoku::PuzzleSolver> solver;
    std::uint64_t used = 0;
  };
  std::map<std::pair<const sudoku::Geometry*, sudoku::SolverKind>, Entry> entries_;
  std::uint64_t clock_ = 0;
};

// A grid as one line, or as a block with box borders (followed by a blank line), in `symbols`.
std::string grid_text(const sudoku::Grid& grid, const sudoku::Geometry& geometry, sudoku::SymbolSet symbols, bool block);

}  // namespace dlx
