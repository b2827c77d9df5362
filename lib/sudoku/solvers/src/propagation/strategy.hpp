// What every strategy of the propagation solver implements (sudoku::PropagationSolver holds one and forwards to it),
// and where each comes from: one file per strategy, none of them visible outside this directory.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string_view>

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
// The bitboard strategies, for the classic 9×9 only, each built twice from the same sources: for the baseline
// instruction set, and on x86-64 with GCC for x86-64-v3 (AVX2, BMI2, POPCNT; bitboard_x86_64_v3.cpp).
//   make_bitboard_singles: the generic strategy's rules and search tree on bitboards (bitboard_singles.cpp).
//   make_bitboard_locked: bitboards with locked candidates and a guess at the cell with the most open peers
//   (bitboard_locked.cpp).
namespace baseline {
std::unique_ptr<Strategy> make_bitboard_singles();
std::unique_ptr<Strategy> make_bitboard_locked();
}  // namespace baseline
namespace x86_64_v3 {
std::unique_ptr<Strategy> make_bitboard_singles();
std::unique_ptr<Strategy> make_bitboard_locked();
}  // namespace x86_64_v3

// The build to run here (bitboard_dispatch.cpp): "x86-64-v3" when it was compiled and the processor has it, unless the
// environment variable DLX_MAX_ISA is `baseline`; else "baseline".
std::string_view bitboard_instruction_set();
std::unique_ptr<Strategy> make_bitboard_singles(std::string_view instruction_set);
std::unique_ptr<Strategy> make_bitboard_locked(std::string_view instruction_set);

}  // namespace sudoku::propagation
