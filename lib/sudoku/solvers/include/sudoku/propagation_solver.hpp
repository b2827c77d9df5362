/// \file
/// The reference solver: constraint propagation on candidates, then guessing — the classic algorithm, written
/// independently of the exact-cover path so that each can catch the other's mistakes (they share no solving code).
///
///   Rule 1 (naked single): a placed digit leaves the candidates of the cell's peers; a cell left with one candidate
///           is placed in turn.
///   Rule 2 (hidden single): a digit with one possible cell left in a unit is placed there.
///   Rule 3 (killer only): a candidate stays in a cage's cell only if the cage's other open cells can still make up
///           the rest of its sum (bounds on the smallest and largest sums their candidates allow).
/// All repeat to a fixpoint. A cell with no candidate, or a digit with no cell left in a unit, is a contradiction.
/// Peers include cage mates, so rule 1 keeps a cage's digits distinct. Any size up to 25, any regions, any extra units.
/// Then the solver guesses at an open cell with the fewest candidates, depth first, digits in increasing order.
///
/// How it does so is a strategy (each its own implementation, in src/propagation/):
///   singles  the rules above; on the classic 9×9 (no extra units, no cages) on bitboards, elsewhere the generic
///            implementation. Both walk the same search tree. The default, and SolverKind::propagation.
///   locked   on the classic 9×9, the bitboards plus locked candidates and a guess at the two-candidate cell with the
///            most open peers: fewer guesses, another search tree. Elsewhere as singles. SolverKind::propagation_locked.
///   generic  the rules above on per-cell candidate masks, whatever the geometry. SolverKind::propagation_generic.
/// Counted in full, every strategy gives the same counts (and the same solutions when a puzzle has at most two).
///
/// Measured on 2026-11-23 at commit 0520779 (2-core Xeon shared with other builds, x86-64 baseline, release build):
/// `sudoku_bench --all-solvers --max-puzzles 10000` on puzzles/17-clue-49151.txt, magictour-top1465.txt,
/// forum-hardest-1905-11plus.txt, forum-hardest-1106.txt and serg-multi-solution-10000.txt (in one command), run
/// five times. Puzzles per second with the uniqueness check as a multiple of DLX's in the same run (the median of the
/// five; absolute rates varied up to 2x from run to run with the load), guesses per puzzle in brackets:
///
///                       17-clue       top1465       forum-1905    forum-1106    serg-multi-solution
///   dlx (puzzles/s)     75k           9.5k          2.7k          1.7k          123k
///   propagate           3.4x  (8.0)   3.1x  (92)    3.2x  (358)   3.3x  (745)   3.3x  (8.0)
///   propagate-locked    4.5x  (1.2)   7.2x  (21)    4.6x  (165)   5.7x  (282)   2.3x  (7.5)
///   propagate-generic   0.8x  (8.0)   1.0x  (92)    1.0x  (358)   1.1x  (745)   0.7x  (8.0)
///
/// The default stays singles, the classic algorithm this reference is meant to be (the issue that specified it lists
/// exactly those rules). `validate` runs at the pace of the slower of its two solvers, DLX, whichever is chosen.
///
/// Thread safety: a PropagationSolver keeps its search boards between puzzles: one thread at a time; one solver per
/// thread.
#pragma once

#include <cstdint>
#include <memory>

#include "sudoku/solver.hpp"

namespace sudoku {

namespace propagation {
class Strategy;
class CandidateStrategy;
}

enum class PropagationStrategy : std::uint8_t {
  singles,  // singles and guessing; bitboards on the classic 9×9 (the default)
  locked,   // the same plus locked candidates and a better choice of guess, on the classic 9×9; else as singles
  generic,  // singles and guessing on the implementation every geometry can use
};

class PropagationSolver final : public PuzzleSolver {
 public:
  explicit PropagationSolver(const Geometry& geometry, PropagationStrategy strategy = PropagationStrategy::singles);
  ~PropagationSolver() override;

  void solve(const Grid& puzzle, const SolveLimits& limits, SolveReport& report) override;
  /// Candidate grids go to the generic implementation, whatever the strategy (the bitboards start from givens only).
  void solve_candidates(const Grid& puzzle, std::span<const std::uint32_t> candidates, const SolveLimits& limits,
                        SolveReport& report) override;
  /// As the command line writes the strategy's kind: "propagate", "propagate-locked" or "propagate-generic".
  std::string_view name() const override;

 private:
  PropagationStrategy strategy_kind_;
  Geometry geometry_;
  std::unique_ptr<propagation::Strategy> strategy_;
  std::unique_ptr<propagation::CandidateStrategy> for_candidates_;  // made at the first candidate grid
};

}  // namespace sudoku
