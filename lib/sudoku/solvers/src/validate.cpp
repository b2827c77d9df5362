#include "sudoku/validate.hpp"

#include <algorithm>

#include "sudoku/rules.hpp"

namespace sudoku {

namespace {

std::string count_text(std::uint64_t solutions, bool complete) {
  return std::to_string(solutions) + (complete ? "" : "+");
}

bool ran_out(const SolveReport& report) {
  return report.end == SolveEnd::node_budget || report.end == SolveEnd::time_budget || report.end == SolveEnd::cancelled;
}

// Whether every solution a report gives is one of the puzzle.
bool solutions_valid(const Puzzle& puzzle, const SolveReport& report) {
  if (report.solutions == 0) return true;
  if (!is_solution(*puzzle.geometry, report.first) || !keeps_givens(puzzle.givens, report.first)) return false;
  for (std::size_t cell = 0; cell < puzzle.candidates.size(); ++cell) {  // a candidate grid: only its candidates
    if (!((puzzle.candidates[cell] >> (report.first[static_cast<int>(cell)] - 1)) & 1U)) return false;
  }
  return true;
}

// Minimal: removing any single given leaves several solutions. Checked with propagation, the faster of the two here.
// (A candidate grid has no minimality of its givens to speak of: its candidates pin them. It is not checked.)
void check_minimal(const Puzzle& puzzle, const ValidateOptions& options, SolverCache& solvers, Validation& result) {
  if (!puzzle.candidates.empty()) return;
  SolveLimits two;
  two.keep_solutions = 0;
  two.cancel = options.limits.cancel;
  SolveReport report;
  Grid reduced = puzzle.givens;
  PuzzleSolver& solver = solvers.get(SolverKind::propagation, puzzle.geometry);
  result.minimal = true;
  for (int cell = 0; cell < reduced.cell_count(); ++cell) {
    if (puzzle.givens[cell] == 0) continue;
    reduced.set(cell, 0);
    solver.solve(reduced, two, report);
    reduced.set(cell, puzzle.givens[cell]);
    if (report.solutions == 1 && report.complete()) {
      result.minimal = false;
      result.removable_cell = cell;
      return;
    }
  }
}

// Whether `claimed` is the solution `unique` of `givens`: nothing when it is, else why not.
std::optional<std::string> check_claimed_solution(const Geometry& geometry, const Grid& givens, const Grid& claimed,
                                                  const Grid& unique) {
  if (!claimed.is_full()) return std::string("the supplied solution has blank cells");
  if (auto clash = find_clash(geometry, claimed)) {
    return "the supplied solution is not a valid grid: " + clash->describe(geometry);
  }
  for (int cell = 0; cell < givens.cell_count(); ++cell) {
    if (givens[cell] != 0 && givens[cell] != claimed[cell]) {
      return "the supplied solution changes the given " + std::to_string(givens[cell]) + " at " +
             geometry.cell_name(cell);
    }
  }
  for (int cell = 0; cell < givens.cell_count(); ++cell) {
    if (claimed[cell] != unique[cell]) {
      return "the supplied solution differs from the unique solution at " + geometry.cell_name(cell) + " (" +
             std::to_string(claimed[cell]) + " instead of " + std::to_string(unique[cell]) + ")";
    }
  }
  return std::nullopt;
}

}  // namespace

std::string_view verdict_name(Verdict verdict) {
  static constexpr std::array<std::string_view, kVerdictCount> kNames = {
      "ok", "invalid", "no-solution", "multiple", "wrong-solution", "wrong-count", "undecided", "engine-disagreement"};
  return kNames[static_cast<std::size_t>(verdict)];
}

Validation validate(const Puzzle& puzzle, const Claims& claims, const ValidateOptions& options, SolverCache& solvers) {
  Validation result;
  const Geometry& geometry = *puzzle.geometry;
  if (auto clash = find_clash(geometry, puzzle.givens)) {
    result.verdict = Verdict::invalid;
    result.detail = clash->describe(geometry);
    return result;
  }
  // Up to 2 solutions answers "unique?"; a claimed count K is checked by counting to K + 1.
  SolveLimits limits = options.limits;
  limits.keep_solutions = 2;
  const std::uint64_t claimed = std::min(claims.count.value_or(0), options.max_claimed_count);
  limits.max_solutions = std::max<std::uint64_t>(2, claimed + 1);
  solve_puzzle(solvers.get(SolverKind::dlx, puzzle.geometry), puzzle, limits, result.dlx);
  solve_puzzle(solvers.get(SolverKind::propagation, puzzle.geometry), puzzle, limits, result.propagation);
  const SolveReport& a = result.dlx;
  const SolveReport& b = result.propagation;

  if (ran_out(a) || ran_out(b)) {
    result.verdict = Verdict::undecided;
    const bool cancelled = a.end == SolveEnd::cancelled || b.end == SolveEnd::cancelled;
    result.detail = "dlx found " + std::to_string(a.solutions) + ", propagate " + std::to_string(b.solutions) +
                    (cancelled ? " before the run was interrupted" : " before the budget ran out");
    result.complete = false;
    return result;
  }
  // The answers agree when they have the same count and completeness, the same solution when it is unique, and
  // every solution given is valid.
  const bool same_count = a.solutions == b.solutions && a.complete() == b.complete();
  const bool same_unique = a.solutions != 1 || a.first == b.first;
  const bool valid = solutions_valid(puzzle, a) && solutions_valid(puzzle, b);
  if (!same_count || !same_unique || !valid) {
    result.verdict = Verdict::engine_disagreement;
    if (!valid) result.detail = "a reported solution is not valid";
    return result;
  }
  result.solutions = a.solutions;
  result.complete = a.complete();

  if (claims.count && *claims.count > options.max_claimed_count && !result.complete) {
    // As many solutions as the bound and more: the claim may be right, and checking it would take that long.
    result.verdict = Verdict::undecided;
    result.detail = "supplied count " + std::to_string(*claims.count) + ", found " +
                    count_text(result.solutions, false) + ": the check stops at " +
                    std::to_string(options.max_claimed_count) + " solutions (--max-count)";
    return result;
  }
  if (claims.count && (result.solutions != *claims.count || !result.complete)) {
    result.verdict = Verdict::wrong_count;
    result.detail = "supplied count " + std::to_string(*claims.count) + ", found " +
                    count_text(result.solutions, result.complete);
    return result;
  }
  if (result.solutions == 0) {
    result.verdict = Verdict::no_solution;
    result.detail = "no solution";
  } else if (result.solutions >= 2) {
    result.verdict = Verdict::multiple;
    result.detail = count_text(result.solutions, result.complete) + " solutions";
  } else if (claims.solution || !claims.unreadable_solution.empty()) {
    auto wrong = claims.unreadable_solution.empty()
                     ? check_claimed_solution(geometry, puzzle.givens, *claims.solution, a.first)
                     : std::optional<std::string>(claims.unreadable_solution);
    if (wrong) {
      result.verdict = Verdict::wrong_solution;
      result.detail = *wrong;
      return result;
    }
  }
  if (result.verdict == Verdict::ok && options.check_minimal) check_minimal(puzzle, options, solvers, result);
  return result;
}

}  // namespace sudoku
