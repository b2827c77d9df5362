/// \file
/// Sudoku solved as exact cover on the dancing-links engine.
///
/// The structure (324 items and 729 options for 9×9) is built once per solver; each puzzle only forces its givens'
/// options, and the engine restores the structure after every search, so solving a million puzzles builds nothing a
/// million times. (A killer puzzle with givens inside cages is the exception: it is solved as its own reduced problem.)
///
/// Thread safety: a DlxSolver holds an exactcover::Solver: one thread at a time; one solver per thread (SolverCache
/// keeps them per geometry).
#pragma once

#include <vector>

#include "exactcover/solver.hpp"
#include "sudoku/encode.hpp"
#include "sudoku/solver.hpp"

namespace sudoku {

class DlxSolver final : public PuzzleSolver {
 public:
  explicit DlxSolver(const Geometry& geometry);

  void solve(const Grid& puzzle, const SolveLimits& limits, SolveReport& report) override {
    solve_candidates(puzzle, {}, limits, report);
  }
  /// A candidate grid is solved as its own reduced problem (ExactCoverEncoding::puzzle_problem with the candidates).
  void solve_candidates(const Grid& puzzle, std::span<const std::uint32_t> candidates, const SolveLimits& limits,
                        SolveReport& report) override;
  std::string_view name() const override { return "dlx"; }

  const ExactCoverEncoding& encoding() const { return encoding_; }
  /// The engine underneath, for tests that check its structure after a solve.
  const exactcover::Solver& engine() const { return engine_; }

 private:
  exactcover::SearchResult count(const exactcover::SearchLimits& limits, int threads);

  ExactCoverEncoding encoding_;
  exactcover::Solver engine_;
  std::vector<exactcover::OptionId> forced_;
  std::vector<exactcover::OptionId> kept_;     // reduced problem's option -> template option (cage givens)
  std::vector<exactcover::OptionId> mapped_;
};

}  // namespace sudoku
