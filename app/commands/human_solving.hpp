// What rate, explain and validate --rate share: a puzzle is explained only when it has exactly one solution (the DLX
// solver says so first, since the uniqueness techniques rely on it), within the command's budgets; how an explanation
// that stopped becomes a record's status.
#pragma once

#include <atomic>
#include <optional>
#include <string>

#include "exit_status.hpp"
#include "options/option_groups.hpp"
#include "output/record_writer.hpp"
#include "sudoku/explain.hpp"
#include "sudoku/puzzle.hpp"
#include "sudoku/rating.hpp"
#include "sudoku/solver_cache.hpp"

namespace dlx {

// Grids up to this size are explained before their uniqueness is checked (an explanation by deductions alone proves
// it, and saves the solver); larger ones are checked first, since explaining a grid with many solutions can take long.
inline constexpr int kDeduceUpTo = 9;

// The explainer's options from the command's budgets (--node-budget, --timeout) and the interrupt flag.
sudoku::ExplainOptions explain_options(const BudgetOptions& budget, const std::atomic<bool>* cancel);

// Whether `puzzle` has exactly one solution (DLX, within `explain`'s budgets). When it has not, fills `result`'s
// status and detail and returns the exit status to report; nothing when it has.
std::optional<ExitStatus> require_unique(const sudoku::Puzzle& puzzle, const sudoku::ExplainOptions& explain,
                                         sudoku::SolverCache& solvers, OutputRecord& result);

// Runs `deduce` (which explains or rates `puzzle` and returns its rating) with uniqueness required around it: up to
// kDeduceUpTo after it, and only when its rating does not prove uniqueness itself; for larger grids before it. When
// the puzzle has not exactly one solution, fills `result` (see require_unique) and returns the exit status to report.
template <class Deduce>
std::optional<ExitStatus> deduce_unique(const sudoku::Puzzle& puzzle, const sudoku::ExplainOptions& explain,
                                        sudoku::SolverCache& solvers, OutputRecord& result, Deduce&& deduce) {
  const bool check_first = puzzle.geometry->size() > kDeduceUpTo;
  if (check_first) {
    if (auto status = require_unique(puzzle, explain, solvers, result)) return status;
  }
  const sudoku::Rating rating = deduce();
  if (!check_first && !rating.proves_unique()) return require_unique(puzzle, explain, solvers, result);
  return std::nullopt;
}

// How an explanation ended, as a record's status, detail and the exit status (solved: explained/rated, 0).
ExitStatus finish_explanation(sudoku::ExplainEnd end, RecordStatus done, OutputRecord& result);

}  // namespace dlx
