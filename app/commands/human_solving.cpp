#include "commands/human_solving.hpp"

#include "sudoku/solver.hpp"

namespace dlx {

sudoku::ExplainOptions explain_options(const BudgetOptions& budget, const std::atomic<bool>* cancel) {
  sudoku::SolveLimits limits;
  budget.apply(limits);
  sudoku::ExplainOptions options;
  options.node_budget = limits.node_budget;
  options.time_budget = limits.time_budget;
  options.cancel = cancel;
  return options;
}

std::optional<ExitStatus> require_unique(const sudoku::Puzzle& puzzle, const sudoku::ExplainOptions& explain,
                                         sudoku::SolverCache& solvers, OutputRecord& result) {
  sudoku::SolveLimits limits;
  limits.max_solutions = 2;
  limits.keep_solutions = 0;
  limits.node_budget = explain.node_budget;
  limits.time_budget = explain.time_budget;
  limits.cancel = explain.cancel;
  sudoku::SolveReport report;
  sudoku::solve_puzzle(solvers.get(sudoku::SolverKind::dlx, puzzle.geometry), puzzle, limits, report);
  switch (report.end) {
    case sudoku::SolveEnd::cancelled: result.status = RecordStatus::interrupted; return ExitStatus::interrupted;
    case sudoku::SolveEnd::node_budget:
    case sudoku::SolveEnd::time_budget:
      result.status = RecordStatus::undecided;
      result.detail = report.end == sudoku::SolveEnd::time_budget ? "timeout" : "node budget";
      return ExitStatus::partial;
    default: break;
  }
  if (report.solutions == 1) return std::nullopt;
  if (report.solutions == 0) {
    result.status = RecordStatus::no_solution;
    result.detail = puzzle.candidates.empty()
                        ? "no solution to explain"
                        : "no solution to explain (a digit placed or a candidate removed contradicts every solution)";
    return ExitStatus::some_failed;
  }
  result.status = RecordStatus::multiple;
  result.detail = "several solutions: a human solution needs exactly one";
  return ExitStatus::some_failed;
}

ExitStatus finish_explanation(sudoku::ExplainEnd end, RecordStatus done, OutputRecord& result) {
  switch (end) {
    case sudoku::ExplainEnd::solved: result.status = done; return ExitStatus::ok;
    case sudoku::ExplainEnd::node_budget:
      result.status = RecordStatus::undecided;
      result.detail = "node budget";
      return ExitStatus::partial;
    case sudoku::ExplainEnd::time_budget:
      result.status = RecordStatus::undecided;
      result.detail = "timeout";
      return ExitStatus::partial;
    case sudoku::ExplainEnd::cancelled: result.status = RecordStatus::interrupted; return ExitStatus::interrupted;
    case sudoku::ExplainEnd::stuck:
    case sudoku::ExplainEnd::contradiction: break;
  }
  result.status = RecordStatus::no_solution;
  result.detail = "the explanation reached a contradiction";
  return ExitStatus::some_failed;
}

}  // namespace dlx
