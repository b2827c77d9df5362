// What every strategy of the propagation solver implements (sudoku::PropagationSolver holds one and forwards to it),
// and where each comes from: one file per strategy, none of them visible outside this directory.
#pragma once

#include <cstdint>
#include <memory>
#include <span>

#include "sudoku/solver.hpp"

namespace sudoku::propagation {

class Strategy {
 public:
  virtual ~Strategy() = default;
  // As PuzzleSolver::solve: counts the solutions of `puzzle` up to the limits, keeping the first ones found.
  virtual void solve(const Grid& puzzle, const SolveLimits& limits, SolveReport& report) = 0;
};

// A strategy that also starts from a candidate grid (Puzzle::candidates): the generic one.
class CandidateStrategy : public Strategy {
 public:
  // As solve, with only the digits of `candidates[cell]` (bit d-1 for digit d) possible in each cell.
  virtual void solve_candidates(const Grid& puzzle, std::span<const std::uint32_t> candidates, const SolveLimits& limits,
                                SolveReport& report) = 0;
};

// Singles and guessing on per-cell candidate masks and per-unit counters: any geometry, cages included (generic.cpp).
std::unique_ptr<CandidateStrategy> make_generic(const Geometry& geometry);
// The same rules and search tree on bitboards, for the classic 9×9 only (bitboard_singles.cpp).
std::unique_ptr<Strategy> make_bitboard_singles();
// Bitboards with locked candidates and a guess at the cell with the most open peers, classic 9×9 only
// (bitboard_locked.cpp).
std::unique_ptr<Strategy> make_bitboard_locked();

}  // namespace sudoku::propagation
