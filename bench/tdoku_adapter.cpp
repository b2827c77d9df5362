// Our Sudoku solvers behind the solver interface of tdoku's benchmark harness (github.com/t-dillon/tdoku,
// src/run_benchmark.cc), so that its `run_benchmark` times them on the same permuted puzzles as tdoku, fast_solv_9r2,
// jczsolve and the rest. Not part of the build: bench/compare_anchors.py compiles it into a copy of tdoku's harness
// outside this repository (none of tdoku's code is in it) and registers one solver per sudoku::SolverKind, named
// "ours_" + the name `--solver` takes ("-" becoming "_"): ours_dlx, ours_propagate, ...
//
// Each is run as `dlx solve` runs it: the solver make_solver builds for the classic geometry, reused from puzzle to
// puzzle, one thread, the first solution kept. The harness asks for 1 solution while it warms up (and checks the
// grid returned) and for 2 while it times (the uniqueness check).
//
// The interface, as tdoku's all_solvers.h declares it: `input` is 81 characters, '1'..'9' a given and '.' a blank;
// `limit` the number of solutions to look for; `configuration` which of our solvers (the index in
// sudoku::solver_kinds()); the first solution goes to `solution` (81 digits); `num_guesses` receives the search-tree
// nodes for DLX (it has no separate count of guesses) and the guesses for the propagation strategies.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "sudoku/geometry.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/solver.hpp"

namespace {

struct Slot {
  std::unique_ptr<sudoku::PuzzleSolver> solver;
  sudoku::Grid grid{9};
  sudoku::SolveLimits limits;
  sudoku::SolveReport report;
};

// One solver per kind and thread, made on first use.
Slot& slot_for(std::uint32_t configuration) {
  static thread_local std::vector<Slot> slots(sudoku::solver_kinds().size());
  Slot& slot = slots.at(configuration);
  if (!slot.solver) {
    slot.solver = sudoku::make_solver(sudoku::solver_kinds()[configuration].kind, sudoku::Geometry::classic());
    slot.limits.keep_solutions = 1;
    slot.limits.threads = 1;
  }
  return slot;
}

}  // namespace

extern "C" {

/// The harness's name of configuration `configuration`, or null past the last one (the registration loops on it).
const char* OursSolverName(std::uint32_t configuration) {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> result;
    for (const sudoku::SolverInfo& info : sudoku::solver_kinds()) {
      std::string name = "ours_" + std::string(info.name);
      for (char& c : name) c = c == '-' ? '_' : c;
      result.push_back(name);
    }
    return result;
  }();
  return configuration < names.size() ? names[configuration].c_str() : nullptr;
}

/// The harness's one-line description code (its all_solvers.h explains the letters): exact cover or cell-oriented,
/// singles and hidden singles, locked candidates for the strategy that has them, fewest-candidates branching.
const char* OursSolverDesc(std::uint32_t configuration) {
  switch (sudoku::solver_kinds()[configuration].kind) {
    case sudoku::SolverKind::dlx: return "E/sh..../m.";
    case sudoku::SolverKind::propagation: return "C/shrc../m+";  // the locked strategy
    default: return "C/sh..../m.";
  }
}

std::size_t OtherSolverOurs(const char* input, std::size_t limit, std::uint32_t configuration, char* solution,
                            std::size_t* num_guesses) {
  Slot& slot = slot_for(configuration);
  std::uint8_t cells[81];
  for (int cell = 0; cell < 81; ++cell) {
    const char c = input[cell];
    cells[cell] = static_cast<std::uint8_t>((c >= '1' && c <= '9') ? c - '0' : 0);
  }
  slot.grid.assign(cells);
  slot.limits.max_solutions = limit;
  slot.solver->solve(slot.grid, slot.limits, slot.report);
  if (slot.report.solutions >= 1 && solution != nullptr) {
    for (int cell = 0; cell < 81; ++cell) solution[cell] = static_cast<char>('0' + slot.report.first[cell]);
  }
  const bool dlx = sudoku::solver_kinds()[configuration].kind == sudoku::SolverKind::dlx;
  *num_guesses = dlx ? slot.report.nodes : slot.report.guesses;
  return slot.report.solutions;
}

}  // extern "C"
