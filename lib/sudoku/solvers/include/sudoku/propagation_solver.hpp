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
///   locked   on the classic 9×9 (no extra units, no cages), the rules above on bitboards, plus locked candidates
///            (pointing and claiming, per digit in every band and stack at once), and a guess at the two-candidate
///            cell with the most open peers: the fewest guesses. A puzzle with 28 givens or more it solves by the
///            singles rules below, where the two additions save too few guesses to pay. Elsewhere the generic
///            implementation. The default: SolverKind::propagation, what `--solver propagate` and validate's
///            reference side run.
///   singles  the rules above and nothing else, guessing at the first open cell with the fewest candidates: the
///            classic algorithm, on bitboards on the classic 9×9, elsewhere the generic implementation.
///            SolverKind::propagation_singles.
///   generic  the rules above on per-cell candidate masks, whatever the geometry. SolverKind::propagation_generic.
/// Counted in full, every strategy gives the same counts (and the same solutions when a puzzle has at most two).
///
/// Why three. `locked` is the fastest on four of the five benchmark collections by far, so it is the reference the
/// library runs. `generic` is what every other geometry runs, so it exists anyway; reached on the 9×9, it is the
/// independent check of the bitboards (no shared code). `singles` walks the generic strategy's search tree guess for
/// guess (test/propagate_test.cpp checks it on every bundled collection), which proves the bitboard primitives that
/// `locked` is built on against the generic ones far more tightly than equal counts can: a missed hidden single still
/// counts right, it only guesses more. Its rules are also the fastest on easy puzzles with many givens (serg below,
/// 34 or 35 givens), which is why `locked` takes them from 28 givens up (src/propagation/bitboard_locked.cpp has the
/// figures); the table below is from before that.
///
/// Measured on 2026-11-25 (commit 906fcc7, release build) in tdoku's benchmark harness (run_benchmark, thread CPU
/// time, `-t 2 -w 1 -n 20000`, the solvers registered through an adapter; gcc 12 -O3 -march=native for tdoku and
/// jczsolve, the default x86-64 build for ours), on a 2-core EPYC shared with other builds (load average 7-10).
/// Puzzles per second with the uniqueness check, guesses per puzzle in brackets:
///
///                       17-clue          top1465         forum-1905      forum-1106      serg-multi-solution
///   tdoku               312,687 (0.6)    115,506 (9.1)   19,790 (65)     12,841 (113)    428,131 (7.2)
///   jczsolve            307,918 (1.7)     85,718 (21)    14,084 (172)     7,613 (366)    332,859 (7.1)
///   locked              377,499 (1.3)    115,470 (20)    17,790 (167)    10,991 (292)    330,282 (8.3)
///   singles             258,996 (9.7)     51,762 (87)    12,145 (359)     6,141 (801)    457,223 (8.4)
///   generic              64,184 (9.7)     15,954 (87)     3,793 (359)     1,985 (790)     89,661 (8.4)
///
/// Since then `locked` places its singles with fewer branches (src/propagation/bitboard.hpp, Placement): at commit
/// 136611c (2026-11-27, bench/README.md "Refilled at 136611c", load 1.0-2.0) it made 1.66 / 1.28 / 1.14 / 1.10 /
/// 1.18 times tdoku's puzzles per second on these five sets (serg by the singles rules), with 1.4 / 20.5 / 168 / 292 /
/// 8.4 guesses per puzzle.
///
/// Instruction sets. The bitboards of `locked` and `singles` are compiled twice (GCC on x86-64): for baseline x86-64,
/// and for x86-64-v3 (AVX2, BMI2, POPCNT), which the solver runs where the processor has it, unless the environment
/// variable DLX_MAX_ISA says `baseline` when the solver is made. Both builds walk the same trees (propagate_test); v3
/// is 3-5 % faster (src/propagation/bitboard_dispatch.cpp has the figures). instruction_set() says which runs.
///
/// Thread safety: a PropagationSolver keeps its search boards between puzzles: one thread at a time; one solver per
/// thread.
#pragma once

#include <cstdint>
#include <memory>
#include <string_view>

#include "sudoku/solver.hpp"

namespace sudoku {

namespace propagation {
class Strategy;
class CandidateStrategy;
}

enum class PropagationStrategy : std::uint8_t {
  locked,   // singles, locked candidates and a better choice of guess on 9×9 bitboards; elsewhere as generic (default)
  singles,  // singles and guessing at the first cell with the fewest candidates; bitboards on the classic 9×9
  generic,  // singles and guessing on the implementation every geometry can use
};

class PropagationSolver final : public PuzzleSolver {
 public:
  explicit PropagationSolver(const Geometry& geometry, PropagationStrategy strategy = PropagationStrategy::locked);
  ~PropagationSolver() override;

  void solve(const Grid& puzzle, const SolveLimits& limits, SolveReport& report) override;
  /// Candidate grids go to the generic implementation, whatever the strategy (the bitboards start from givens only).
  void solve_candidates(const Grid& puzzle, std::span<const std::uint32_t> candidates, const SolveLimits& limits,
                        SolveReport& report) override;
  /// As the command line writes the strategy's kind: "propagate", "propagate-singles" or "propagate-generic".
  std::string_view name() const override;
  /// Which build of the 9×9 bitboards this solver runs: "x86-64-v3" (AVX2, BMI2, POPCNT) when the library was built
  /// by GCC for x86-64 and the processor has those extensions, "baseline" otherwise, and always when the environment
  /// variable DLX_MAX_ISA was `baseline` as the solver was made. The two builds walk the same search trees; v3 takes
  /// 3-5 % less time. "generic" for a solver that does not use the bitboards (other geometries, the generic strategy).
  std::string_view instruction_set() const { return instruction_set_; }

 private:
  PropagationStrategy strategy_kind_;
  Geometry geometry_;
  std::string_view instruction_set_;
  std::unique_ptr<propagation::Strategy> strategy_;
  std::unique_ptr<propagation::CandidateStrategy> for_candidates_;  // made at the first candidate grid
};

}  // namespace sudoku
