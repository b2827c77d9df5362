// Fuzz target: the puzzle reader (one-line, block, CSV, extended and JSON records, every size and symbol set).
// Any bytes give records in order, each a puzzle or an error with a position, never a crash; a puzzle written back
// reads back the same; and small puzzles are solved by both solvers under a budget, which must agree.
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>

#include "sudoku/dlx_solver.hpp"
#include "sudoku/formats.hpp"
#include "sudoku/propagation_solver.hpp"
#include "sudoku/rules.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
  sudoku::ReaderOptions options;
  options.max_line_length = 4096;
  sudoku::PuzzleReader reader(in, options);
  sudoku::PuzzleRecord record;
  std::int64_t last_line = 0;
  int records = 0;
  while (reader.next(record) && ++records < 64) {
    if (record.line < last_line) std::abort();  // records come in input order
    last_line = record.line;
    if (record.error.has_value() == record.puzzle.has_value()) std::abort();  // one or the other
    if (record.error) {
      if (record.error->line < 1 || record.error->column < 1 || record.error->message.empty()) std::abort();
      continue;
    }
    const sudoku::Puzzle& puzzle = *record.puzzle;
    std::istringstream again(sudoku::format_puzzle(puzzle));
    sudoku::PuzzleReader reread(again);
    sudoku::PuzzleRecord back;
    if (!reread.next(back) || !back.puzzle || !(back.puzzle->givens == puzzle.givens) ||
        back.puzzle->geometry->describe() != puzzle.geometry->describe()) {
      std::abort();
    }
    if (puzzle.geometry->size() > 9) continue;  // keep each run fast
    sudoku::DlxSolver dlx(*puzzle.geometry);
    sudoku::PropagationSolver propagation(*puzzle.geometry);
    sudoku::SolveLimits limits;
    limits.node_budget = 5'000;
    sudoku::SolveReport a, b;
    dlx.solve(puzzle.givens, limits, a);
    propagation.solve(puzzle.givens, limits, b);
    for (const auto* report : {&a, &b}) {
      if (report->solutions >= 1 && (!sudoku::is_solution(*puzzle.geometry, report->first) ||
                                     !sudoku::keeps_givens(puzzle.givens, report->first))) {
        std::abort();
      }
    }
    if (a.complete() && b.complete() && a.solutions != b.solutions) std::abort();
  }
  return 0;
}
