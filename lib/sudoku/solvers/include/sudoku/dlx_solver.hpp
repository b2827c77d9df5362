/// \file
/// Sudoku solved as exact cover on the dancing-links engine.
///
/// The structure (324 items and 729 options for 9×9) is built once per solver; each puzzle forces its givens'
/// options into it, or, with a third of its cells given or more (and for a candidate grid), has the engine link only
/// the options its givens leave (exactcover::Solver::search_among), so solving a million puzzles builds no Problem a
/// million times. (A killer puzzle with givens inside cages is the exception: it is solved as its own reduced
/// problem.)
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
  /// A candidate grid is searched among the options of its candidates (ExactCoverEncoding::puzzle_options), or, with
  /// killer cages, as its own reduced problem (ExactCoverEncoding::puzzle_problem with the candidates).
  void solve_candidates(const Grid& puzzle, std::span<const std::uint32_t> candidates, const SolveLimits& limits,
                        SolveReport& report) override;
  std::string_view name() const override { return "dlx"; }

  const ExactCoverEncoding& encoding() const { return encoding_; }
  /// The engine underneath, for tests that check its structure after a solve.
  const exactcover::Solver& engine() const { return engine_; }

 private:
  // How a puzzle went into the engine (solve_candidates): its givens forced into the whole structure, or the lists
  // built from the options they leave, of a puzzle or of a candidate grid.
  enum class Entry { forced, built, candidate_grid };

  exactcover::SearchResult count(const exactcover::SearchLimits& limits, int threads, Entry entry);

  ExactCoverEncoding encoding_;
  exactcover::Solver engine_;
  std::vector<exactcover::OptionId> forced_;   // the givens' options
  std::vector<exactcover::OptionId> allowed_;  // the options of the blank cells' candidates (puzzle_options)
  std::vector<exactcover::OptionId> kept_;     // reduced problem's option -> template option (cage givens)
  std::vector<exactcover::OptionId> mapped_;
};

}  // namespace sudoku
