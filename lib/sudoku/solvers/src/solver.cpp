#include "sudoku/solver.hpp"

#include <array>

#include "sudoku/dlx_solver.hpp"
#include "sudoku/propagation_solver.hpp"

namespace sudoku {

namespace {

constexpr std::array<SolverInfo, 4> kSolvers{{
    {SolverKind::dlx, "dlx", "exact cover on dancing links (the default)"},
    {SolverKind::propagation, "propagate",
     "the independent reference: naked and hidden singles, locked candidates, then guessing (bitboards on classic "
     "9x9)"},
    {SolverKind::propagation_singles, "propagate-singles",
     "propagate without locked candidates, guessing at the first cell with the fewest candidates: the classic "
     "algorithm (bitboards on classic 9x9)"},
    {SolverKind::propagation_generic, "propagate-generic",
     "propagate-singles on the implementation every geometry uses (no 9x9 bitboards)"},
}};

}  // namespace

std::span<const SolverInfo> solver_kinds() { return kSolvers; }

std::optional<SolverKind> solver_kind_named(std::string_view name) {
  for (const SolverInfo& info : kSolvers) {
    if (info.name == name) return info.kind;
  }
  return std::nullopt;
}

std::unique_ptr<PuzzleSolver> make_solver(SolverKind kind, const Geometry& geometry) {
  switch (kind) {
    case SolverKind::dlx:
      return std::make_unique<DlxSolver>(geometry);
    case SolverKind::propagation:
      return std::make_unique<PropagationSolver>(geometry, PropagationStrategy::locked);
    case SolverKind::propagation_singles:
      return std::make_unique<PropagationSolver>(geometry, PropagationStrategy::singles);
    case SolverKind::propagation_generic:
      return std::make_unique<PropagationSolver>(geometry, PropagationStrategy::generic);
  }
  return nullptr;
}

}  // namespace sudoku
