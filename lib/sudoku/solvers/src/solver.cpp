#include "sudoku/solver.hpp"

#include "sudoku/dlx_solver.hpp"
#include "sudoku/propagate.hpp"

namespace sudoku {

std::unique_ptr<PuzzleSolver> make_solver(SolverKind kind, const Geometry& geometry) {
  switch (kind) {
    case SolverKind::dlx:
      return std::make_unique<DlxSolver>(geometry);
    case SolverKind::propagation:
      return std::make_unique<PropagationSolver>(geometry);
  }
  return nullptr;
}

}  // namespace sudoku
