// Reads Sudoku puzzles from standard input in any format dlx reads (one per line, block grids, CSV, JSON, ...),
// solves each with the exact-cover solver, and prints its solution and whether it is unique — or where the input
// is wrong. Every size and variant the reader knows works the same way.
//
//   c++ -std=c++20 sudoku.cpp $(pkg-config --cflags --libs dlx-sudoku) -o sudoku && ./sudoku < puzzles.txt
#include <sudoku/puzzle_reader.hpp>
#include <sudoku/puzzle_writer.hpp>
#include <sudoku/solver.hpp>

#include <iostream>
#include <map>
#include <memory>
#include <string>

int main() {
  sudoku::PuzzleReader reader(std::cin);
  sudoku::PuzzleRecord record;
  // One solver per geometry: building it is the expensive part, and it serves any number of puzzles.
  std::map<std::string, std::unique_ptr<sudoku::PuzzleSolver>> solvers;
  sudoku::SolveLimits limits;  // max_solutions = 2: enough to tell unique from several
  sudoku::SolveReport report;
  int status = 0;
  while (reader.next(record)) {
    if (record.error) {
      std::cout << "line " << record.line << ":" << record.error->column << ": " << record.error->message << "\n";
      status = 1;
      continue;
    }
    const sudoku::Puzzle& puzzle = *record.puzzle;
    auto& solver = solvers[puzzle.geometry->describe()];
    if (!solver) solver = sudoku::make_solver(sudoku::SolverKind::dlx, *puzzle.geometry);
    sudoku::solve_puzzle(*solver, puzzle, limits, report);
    std::string line;
    if (report.solutions > 0) sudoku::append_grid_line(report.first, record.symbols, line);
    std::cout << (report.solutions == 0   ? "no solution"
                  : report.solutions == 1 ? line + " unique"
                                          : line + " (one of several)")
              << "\n";
  }
  return reader.read_failed() ? 2 : status;
}
