// Sudoku solved as exact cover on the dancing-links engine.
//
// The 4·N²-item, N³-option structure is built once per solver; each puzzle only forces its givens' options, and the
// engine restores the structure after every search, so solving a million puzzles builds nothing a million times.
#pragma once

#include <vector>

#include "exactcover/solver.hpp"
#include "sudoku/encode.hpp"
#include "sudoku/solver.hpp"

namespace sudoku {

class DlxSolver final : public PuzzleSolver {
 public:
  explicit DlxSolver(const Geometry& geometry);

  void solve(const Grid& puzzle, const SolveLimits& limits, SolveReport& report) override;
  std::string_view name() const override { return "dlx"; }

  const ExactCoverEncoding& encoding() const { return encoding_; }
  // The engine underneath, for tests that check its structure after a solve.
  const exactcover::Solver& engine() const { return engine_; }

 private:
  ExactCoverEncoding encoding_;
  exactcover::Solver engine_;
  std::vector<exactcover::OptionId> forced_;
};

}  // namespace sudoku
