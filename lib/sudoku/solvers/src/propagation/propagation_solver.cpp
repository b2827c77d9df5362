// The propagation solver: one strategy, chosen by kind and geometry, behind the PuzzleSolver interface.
#include "sudoku/propagation_solver.hpp"

#include "strategy.hpp"

namespace sudoku {

namespace {

// The bitboards know the classic 9×9 only: no extra units, no cages.
bool uses_bitboards(PropagationStrategy strategy, const Geometry& geometry) {
  return strategy != PropagationStrategy::generic && geometry == Geometry::classic();
}

std::unique_ptr<propagation::Strategy> make_strategy(PropagationStrategy strategy, const Geometry& geometry,
                                                     std::string_view instruction_set) {
  if (uses_bitboards(strategy, geometry)) {
    return strategy == PropagationStrategy::locked ? propagation::make_bitboard_locked(instruction_set)
                                                   : propagation::make_bitboard_singles(instruction_set);
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
    : strategy_kind_(strategy),
      geometry_(geometry),
      instruction_set_(uses_bitboards(strategy, geometry) ? propagation::bitboard_instruction_set() : "generic"),
      strategy_(make_strategy(strategy, geometry, instruction_set_)) {}

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
