// Uses both libraries of a dlx built as a subproject: 8 queens on the engine, one Sudoku through the reader.
#include <exactcover/problem.hpp>
#include <exactcover/solver.hpp>
#include <sstream>
#include <sudoku/puzzle_reader.hpp>
#include <sudoku/solver.hpp>

#include <cstdio>

int main() {
  exactcover::Problem queens;
  const int n = 8;
  for (int k = 0; k < 2 * n; ++k) queens.add_primary();
  for (int k = 0; k < 2 * (2 * n - 1); ++k) queens.add_secondary();
  for (int row = 0; row < n; ++row) {
    for (int column = 0; column < n; ++column) {
      (void)queens.add_option({row, n + column, 2 * n + row + column, 2 * n + (2 * n - 1) + row - column + n - 1});
    }
  }
  const auto counted = exactcover::Solver(queens).count({});
  std::istringstream input("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n");
  sudoku::PuzzleReader reader(input);
  sudoku::PuzzleRecord record;
  if (!reader.next(record) || !record.puzzle) return 1;
  auto solver = sudoku::make_solver(sudoku::SolverKind::dlx, *record.puzzle->geometry);
  sudoku::SolveReport report;
  sudoku::solve_puzzle(*solver, *record.puzzle, {}, report);
  std::printf("queens %llu sudoku %llu\n", static_cast<unsigned long long>(counted.stats.solutions),
              static_cast<unsigned long long>(report.solutions));
  return counted.stats.solutions == 92 && report.solutions == 1 ? 0 : 1;
}
