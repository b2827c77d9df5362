// Seams for tests, set only by test code: with them a test build injects faults that the product must report
// (validate's engine-disagreement verdict). Unset, they change nothing.
#pragma once

#include <memory>

#include "sudoku/solver.hpp"

namespace dlx::testing {

using SolverFactory = std::unique_ptr<sudoku::PuzzleSolver> (*)(sudoku::SolverKind, const sudoku::Geometry&);

// When set, the Sudoku commands build their solvers with this instead of sudoku::make_solver.
extern SolverFactory solver_factory;

}  // namespace dlx::testing
