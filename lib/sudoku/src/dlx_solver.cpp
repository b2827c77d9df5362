#include "sudoku/dlx_solver.hpp"

#include <algorithm>

namespace sudoku {

namespace {

SolveEnd to_solve_end(exactcover::SearchEnd end) {
  switch (end) {
    case exactcover::SearchEnd::exhausted:
    case exactcover::SearchEnd::forced_conflict:
      return SolveEnd::exhausted;
    case exactcover::SearchEnd::solution_limit:
    case exactcover::SearchEnd::stopped_by_visitor:
      return SolveEnd::solution_limit;
    case exactcover::SearchEnd::node_budget:
      return SolveEnd::node_budget;
    case exactcover::SearchEnd::time_budget:
      return SolveEnd::time_budget;
    case exactcover::SearchEnd::cancelled:
      return SolveEnd::cancelled;
  }
  return SolveEnd::exhausted;
}

}  // namespace

DlxSolver::DlxSolver(const Geometry& geometry) : encoding_(geometry), engine_(encoding_.problem()) {}

void DlxSolver::solve(const Grid& puzzle, const SolveLimits& limits, SolveReport& report) {
  encoding_.givens_to_options(puzzle, forced_);
  exactcover::SearchLimits search_limits;
  search_limits.node_budget = limits.node_budget;
  search_limits.time_budget = limits.time_budget;
  search_limits.cancel = limits.cancel;
  // Any item with one option is forced, so stopping the scan there never grows the tree (bench/README.md).
  search_limits.choice_rule = exactcover::ChoiceRule::first_fewest;

  report.solutions = 0;
  report.nodes = 0;
  report.guesses = 0;
  const auto keep = static_cast<std::uint64_t>(std::clamp(limits.keep_solutions, 0, 2));
  // Decoding a solution costs a walk per chosen option. A uniqueness check (cap 2) decodes the few it finds; a big
  // count visits only the solutions it keeps, then a second, visitor-free search counts them all.
  constexpr std::uint64_t kVisitEveryUpTo = 16;
  std::uint64_t kept = 0;
  auto keep_grid = [&](std::span<const exactcover::OptionId> options) {
    if (kept < keep) encoding_.options_to_grid(options, kept == 0 ? report.first : report.second);
    ++kept;
    return true;
  };
  exactcover::SearchResult result;
  if (keep == 0) {
    search_limits.max_solutions = limits.max_solutions;
    result = engine_.count(forced_, search_limits);
  } else if (limits.max_solutions <= kVisitEveryUpTo) {
    search_limits.max_solutions = limits.max_solutions;
    result = engine_.search(forced_, keep_grid, search_limits);
  } else {
    search_limits.max_solutions = keep;
    result = engine_.search(forced_, keep_grid, search_limits);
    if (result.end == exactcover::SearchEnd::solution_limit) {
      report.nodes += result.stats.nodes;
      search_limits.max_solutions = limits.max_solutions;
      if (search_limits.node_budget != exactcover::SearchLimits::unlimited) {
        search_limits.node_budget -= std::min(search_limits.node_budget, result.stats.nodes);
      }
      result = engine_.count(forced_, search_limits);
    }
  }
  report.end = to_solve_end(result.end);
  report.solutions = result.stats.solutions;
  report.nodes += result.stats.nodes;
}

}  // namespace sudoku
