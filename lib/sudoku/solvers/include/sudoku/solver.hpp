/// \file
/// What every Sudoku solver offers: count a puzzle's solutions up to a cap and keep the first ones found.
///
/// Two solvers implement it and share no solving code: DlxSolver (exact cover on the dancing-links engine) and
/// PropagationSolver (candidate bitmasks, singles, guessing). Each exists partly to catch the other's mistakes.
///
/// Thread safety: every PuzzleSolver serves one thread at a time (make_solver makes one per thread); SolveLimits::cancel
/// may be set from any thread. Errors: a puzzle with clashing givens or bad candidates has 0 solutions, not an error;
/// the only exception a solve lets through is std::bad_alloc.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <span>
#include <string_view>

#include "sudoku/geometry.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/puzzle.hpp"

namespace sudoku {

struct SolveLimits {
  static constexpr std::uint64_t unlimited = std::numeric_limits<std::uint64_t>::max();

  std::uint64_t max_solutions = 2;  // 2 answers "is it unique?"; unlimited counts them all
  int keep_solutions = 2;           // how many solution grids to keep (0, 1 or 2)
  std::uint64_t node_budget = unlimited;  // search nodes (DLX) or guesses (propagation)
  std::chrono::steady_clock::duration time_budget = std::chrono::steady_clock::duration::max();
  const std::atomic<bool>* cancel = nullptr;
  /// DLX, counting without keeping solutions: a count still running after kSerialTrial nodes is restarted on this
  /// many threads (exactcover::parallel_count). The total is the same; only the time changes.
  int threads = 1;
  /// DLX: called about once a second during a long search with the nodes so far, the solutions so far, and an
  /// estimate of the fraction of the tree done (from the searching thread, or one of them).
  std::function<void(std::uint64_t nodes, std::uint64_t solutions, double fraction_done)> progress;
};

enum class SolveEnd : std::uint8_t {
  exhausted,       // every solution was counted
  solution_limit,  // stopped at max_solutions: there are at least that many
  node_budget,     // the budget ran out first: `solutions` is a lower bound
  time_budget,
  cancelled,
};

struct SolveReport {
  SolveEnd end = SolveEnd::exhausted;
  std::uint64_t solutions = 0;  // found; exact when end == exhausted
  Grid first;                   // the first solution found, when solutions >= 1 and keep_solutions >= 1
  Grid second;                  // the second, when solutions >= 2 and keep_solutions >= 2
  std::uint64_t nodes = 0;      // DLX: search-tree nodes; propagation: boards propagated (1 + guesses)
  std::uint64_t guesses = 0;    // propagation: digits tried at choice points (0 when logic alone solves it)

  bool complete() const { return end == SolveEnd::exhausted; }
};

class PuzzleSolver {
 public:
  virtual ~PuzzleSolver() = default;
  /// Solves `puzzle` (of the solver's geometry). Clashing givens are not an error here: such a puzzle has no
  /// solution and the report says 0 (use find_clash first to tell people why). `report` is reused, not reallocated.
  virtual void solve(const Grid& puzzle, const SolveLimits& limits, SolveReport& report) = 0;
  /// Solves a candidate grid (Puzzle::candidates): `puzzle`'s givens, and in each cell only the digits d whose bit
  /// d-1 is set in `candidates[cell]`.
  virtual void solve_candidates(const Grid& puzzle, std::span<const std::uint32_t> candidates, const SolveLimits& limits,
                                SolveReport& report) = 0;
  virtual std::string_view name() const = 0;
};

/// Solves `puzzle` with `solver`: as a candidate grid when it is one, else from its givens.
inline void solve_puzzle(PuzzleSolver& solver, const Puzzle& puzzle, const SolveLimits& limits, SolveReport& report) {
  if (puzzle.candidates.empty()) {
    solver.solve(puzzle.givens, limits, report);
  } else {
    solver.solve_candidates(puzzle.givens, puzzle.candidates, limits, report);
  }
}

/// Every solver the library has, by kind. `propagation` is the reference (its fastest strategy: singles, locked
/// candidates and guessing); the other two propagation kinds are strategies of the same solver, kept reachable as
/// references for it (sudoku/propagation_solver.hpp says what each one checks) and so that they can be timed (bench/).
enum class SolverKind : std::uint8_t {
  dlx,                  // exact cover on the dancing-links engine
  propagation,          // the reference: singles, locked candidates, guessing (PropagationStrategy::locked)
  propagation_singles,  // singles and guessing at the first cell with the fewest candidates: the classic algorithm
  propagation_generic,  // singles and guessing on the implementation every geometry can use (no 9x9 bitboards)
};

struct SolverInfo {
  SolverKind kind;
  std::string_view name;     // as reports and the command line write it: "dlx", "propagate", ...
  std::string_view summary;  // one line for a help text
};

/// Every kind, in the order of SolverKind.
std::span<const SolverInfo> solver_kinds();
/// The kind of that name, if there is one.
std::optional<SolverKind> solver_kind_named(std::string_view name);

std::unique_ptr<PuzzleSolver> make_solver(SolverKind kind, const Geometry& geometry);

}  // namespace sudoku
