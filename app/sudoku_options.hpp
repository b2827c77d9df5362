// The command-line options of the Sudoku commands (solve, count, encode, validate), declared once in
// sudoku_options.cpp with their defaults, ranges and help; each command takes the ones that apply to it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "commands.hpp"
#include "sudoku/formats.hpp"
#include "sudoku/solver.hpp"

namespace dlx {

enum class SudokuCommand { solve, count, encode, validate };

struct SudokuOptions {
  SudokuCommand command = SudokuCommand::solve;
  sudoku::SolverKind solver = sudoku::SolverKind::dlx;   // solve, count
  std::string format;  // output; solve: line|grid|csv|ndjson|dlx; count: line|csv|ndjson; validate: text|csv|ndjson
  sudoku::ReaderOptions input;                           // --input-format, --symbols, --box, --variant
  sudoku::SymbolSet symbols = sudoku::SymbolSet::automatic;  // how grids are written (as read, by default)
  std::uint64_t limit = sudoku::SolveLimits::unlimited;  // count: --limit K
  bool unique = false;                                   // solve, count: uniqueness exit statuses
  std::uint64_t node_budget = sudoku::SolveLimits::unlimited;  // count, validate: per puzzle
  std::optional<double> timeout;                         // count, validate: seconds per puzzle
  int threads = 1;                                       // -j
  bool progress = false;                                 // --progress (or stderr is a terminal)
  bool minimal = false;                                  // validate --minimal
  bool show_solutions = false;                           // validate --show-solutions
  std::string solutions_file;                            // validate --solutions FILE
  std::string output_dir;                                // encode, solve --format dlx: one .dlx file per puzzle
  std::vector<std::string> files;
};

// Parses `args` for `command` into `parsed`. Returns an exit status when the command must stop here: it printed its
// help (0), or a usage error (2).
std::optional<int> parse_sudoku_options(SudokuCommand command, const std::vector<std::string>& args, Streams& streams,
                                        SudokuOptions& parsed);

}  // namespace dlx
