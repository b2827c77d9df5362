// The propagation solver: one strategy, chosen by kind and geometry, behind the PuzzleSolver interface.
#include "sudoku/propagation_solver.hpp"

#include "strategy.hpp"

namespace sudoku {

namespace {

std::unique_ptr<propagation::Strategy> make_strategy(PropagationStrategy strategy, const Geometry& geometry) {
  // The bitboards know the classic 9×9 only: no extra units, no cages.
  const bool classic = geometry == Geometry::classic();
  switch (strategy) {
    case PropagationStrategy::locked:
      return classic ? propagation::make_bitboard_locked() : propagation::make_generic(geometry);
    case PropagationStrategy::singles:
      return classic ? propagation::make_bitboard_singles() : propagation::make_generic(geometry);
    case PropagationStrategy::generic:
      break;
  }
  return propagation::make_generic(geometry);
}

SolverKind kind_of(PropagationStrategy strategy) {
  switch (strategy) {
    case PropagationStrategy::locked:
      return SolverKind::propagation;
    case PropagationStrategy::singles:
      return SolverKind::propagation_singles;
    case PropagationStrategy::generic:
      break;
  }
  return SolverKind::propagation_generic;
}

}  // namespace

PropagationSolver::PropagationSolver(const Geometry& geometry, PropagationStrategy strategy)
    : strategy_kind_(strategy), geometry_(geometry), strategy_(make_strategy(strategy, geometry)) {}

PropagationSolver::~PropagationSolver() = default;

void PropagationSolver::solve(const Grid& puzzle, const SolveLimits& limits, SolveReport& report) {
  strategy_->solve(puzzle, limits, report);
}

void PropagationSolver::solve_candidates(const Grid& puzzle, std::span<const std::uint32_t> candidates,
                                         const SolveLimits& limits, SolveReport& report) {
  if (!for_candidates_) for_candidates_ = propagation::make_generic(geometry_);
  for_candidates_->solve_candidates(puzzle, candidates, limits, report);
}

std::string_view PropagationSolver::name() const {
  return solver_kinds()[static_cast<std::size_t>(kind_of(strategy_kind_))].name;
}

}  // namespace sudoku
