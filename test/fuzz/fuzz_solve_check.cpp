// Fuzz target: solve and check. The bytes choose a 9x9 puzzle (each byte a cell: 0-9 kept, others blank); both
// solvers count it up to 2 under a budget and must agree, and every solution must be valid and keep the givens.
#include <cstdint>
#include <cstdlib>

#include "sudoku/dlx_solver.hpp"
#include "sudoku/propagation_solver.hpp"
#include "sudoku/rules.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static sudoku::DlxSolver dlx(sudoku::Geometry::classic());
  static sudoku::PropagationSolver propagation(sudoku::Geometry::classic());
  sudoku::Grid puzzle;
  for (std::size_t cell = 0; cell < 81 && cell < size; ++cell) {
    const int value = data[cell] % 16;
    puzzle.set(static_cast<int>(cell), value <= 9 ? value : 0);
  }
  sudoku::SolveLimits limits;
  limits.node_budget = 20'000;
  sudoku::SolveReport a, b;
  dlx.solve(puzzle, limits, a);
  propagation.solve(puzzle, limits, b);
  const bool clash = sudoku::find_clash(sudoku::Geometry::classic(), puzzle).has_value();
  for (const auto* report : {&a, &b}) {
    if (clash && report->solutions != 0) std::abort();
    if (report->solutions >= 1 && (!sudoku::is_solution(sudoku::Geometry::classic(), report->first) ||
                                   !sudoku::keeps_givens(puzzle, report->first))) {
      std::abort();
    }
  }
  if (a.complete() && b.complete() && a.solutions != b.solutions) std::abort();
  if (a.complete() && b.complete() && a.solutions == 1 && !(a.first == b.first)) std::abort();
  if (!dlx.engine().links_consistent()) std::abort();
  return 0;
}
