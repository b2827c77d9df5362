/// \file
/// Validating a puzzle: valid givens, exactly one solution, and the count and solution the input claims, all checked
/// by two solvers that share no solving code (DLX and propagation), whose answers must agree. Optionally: is the
/// puzzle minimal (does every given matter)?
///
/// Thread safety: validate uses only the SolverCache it is given: one per thread.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "sudoku/grid.hpp"
#include "sudoku/puzzle.hpp"
#include "sudoku/solver.hpp"
#include "sudoku/solver_cache.hpp"

namespace sudoku {

enum class Verdict : std::uint8_t {
  ok,                   // valid givens, one solution, and the claimed count and solution (if any) match it
  invalid,              // two givens clash
  no_solution,          // no solution
  multiple,             // several solutions
  wrong_solution,       // the claimed solution is not the unique solution (or could not be read)
  wrong_count,          // the claimed count is not the count found
  undecided,            // a budget, the time limit or a cancel stopped the solvers before they could tell
  engine_disagreement,  // the two solvers' answers differ: a bug in one of them
};
inline constexpr std::size_t kVerdictCount = 8;

/// As reports write it: "ok", "wrong-solution", "engine-disagreement", ...
std::string_view verdict_name(Verdict verdict);

/// What the input claims about the puzzle's answer.
struct Claims {
  std::optional<std::uint64_t> count;
  std::optional<Grid> solution;
  /// Not empty: a solution was supplied but could not be read, and this says why (a wrong solution when the puzzle
  /// has one solution).
  std::string unreadable_solution;
};

struct ValidateOptions {
  /// Budgets per solver run: node_budget, time_budget and cancel are used; validate sets the solution cap and how
  /// many solutions are kept.
  SolveLimits limits;
  bool check_minimal = false;  // for an ok puzzle, also find out whether it is minimal
  /// A claimed count is checked by counting to one more than it, but never past this many solutions: a claim beyond
  /// it is wrong when fewer are found, else undecided (the bound, not the claim, ran out). So a record claiming 10^12
  /// solutions takes as long as counting a million (about a second on a 9×9), not days.
  std::uint64_t max_claimed_count = kDefaultMaxClaimedCount;
  static constexpr std::uint64_t kDefaultMaxClaimedCount = 1'000'000;
};

struct Validation {
  Verdict verdict = Verdict::ok;
  /// Why, in words, for every verdict but ok (a clash, "no solution", "2+ solutions", the wrong cell of a claimed
  /// solution, ...). No grid appears in it, as the caller decides how grids are written; for engine_disagreement the
  /// two answers are in the reports, and the detail only says whether a reported solution was not even valid.
  std::string detail;
  /// The count both solvers agree on, and whether it is exact; 0 and not complete when undecided, 0 for invalid
  /// givens and a disagreement.
  std::uint64_t solutions = 0;
  bool complete = true;
  /// The reports of both solvers: dlx (the reference whose solutions `first` and `second` are) and propagation.
  SolveReport dlx;
  SolveReport propagation;
  /// check_minimal and ok: whether removing any one given leaves several solutions; if not, a given that can go.
  std::optional<bool> minimal;
  int removable_cell = -1;

  /// The first and second solutions found, when there are that many.
  const Grid* first() const { return solutions >= 1 ? &dlx.first : nullptr; }
  const Grid* second() const { return solutions >= 2 ? &dlx.second : nullptr; }
};

/// Validates `puzzle` against `claims`, with the dlx and propagation solvers of `solvers`.
Validation validate(const Puzzle& puzzle, const Claims& claims, const ValidateOptions& options, SolverCache& solvers);

}  // namespace sudoku
