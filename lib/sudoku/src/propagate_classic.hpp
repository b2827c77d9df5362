// The propagation solver's fast path for the classic 9×9 (3×3 boxes, no extra units, no cages): the same algorithm
// as the generic solver in propagate.cpp — naked and hidden singles to a fixpoint, then guessing at a cell with the
// fewest candidates — on bitboards instead of per-cell masks and counters. It shares no code with either the generic
// path or the DLX solver.
//
// Layout. For each digit, the cells where it can still go: 81 bits, cut into the three bands of three rows (27 bits
// each, bit 9 * row-in-band + column). The three bands of a digit sit in the first three 32-bit lanes of one 128-bit
// vector (GCC vector extensions: SSE2 on x86-64, plain scalar code elsewhere):
//
//            lane 0 (band 0)          lane 1 (band 1)          lane 2 (band 2)          lane 3
//   digit 1  rows 0-2, 27 bits        rows 3-5                 rows 6-8                 all ones (never a unit)
//   ...
//   digit 9
//   open     cells not yet placed     ...                      ...                      0
//
// A placed cell keeps its own digit's bit, so every board of a digit is a superset of where it ends up. One board is
// ten vectors, 160 bytes: each depth of the search gets its own copy and backtracking drops it.
//
// Why bands: every question the rules ask is then a few shifts and masks on one lane, done for the three bands at
// once. A row is 9 contiguous bits; a box is three 3-bit pieces 9 apart; a column is three bits 9 apart in each lane,
// and the only work across lanes is folding the three bands of a column together (two lane rotations).
//   Placing digit d in a cell: d's vector loses the cell's peers (one AND with a precomputed 81-entry table of
//           vectors: row, box and column in the cell's lane, the column in the others), the other digits lose the
//           cell (nine ANDs), the open board loses it.
//   Naked singles: across the nine digit vectors, OR-accumulate "seen once" and "seen twice"; an open cell seen once
//           and not twice has one candidate left, an open cell never seen has none (a contradiction). Twenty-seven
//           vector operations for all 81 cells.
//   Hidden singles, per digit: fold each row into three 3-cell pieces ("at least one", "at least two"), fold the
//           pieces along the row and across the box, fold each column across rows then bands; a unit with exactly
//           one place keeps its cell, a unit with none is a contradiction. About 60 vector operations per digit, for
//           its 27 units at once.
//   Choosing where to guess: the same accumulation with "seen three times" finds the cells with two candidates,
//           which is nearly always where the fewest are (propagation leaves none with one).
//
// The generic path keeps, per unit and digit, a counter updated on every elimination (see propagate.hpp); here
// recomputing every unit of every digit from scratch is cheaper than keeping anything up to date.
//
// Both paths choose the same cell (the first with the fewest candidates, row by row) and try digits in increasing
// order, and singles reach the same fixpoint whatever the order they are found in: the two walk the same search
// tree, guess for guess, which test/propagate_test.cpp checks on every bundled collection.
//
// Measured (sudoku_bench, 2-core Xeon, x86-64 baseline, puzzles/s with the uniqueness check, DLX in the same run):
// 17-clue 232k (generic path 33k, DLX 61k), top1465 36k (7.2k, 11k), forum-hardest-1905 8.6k (1.8k, 2.8k),
// forum-hardest-1106 4.3k (0.95k, 1.4k).
#pragma once

#include <array>
#include <cstdint>

#include "sudoku/solver.hpp"

namespace sudoku::classic_bitboard {

using Lanes = std::uint32_t __attribute__((vector_size(16)));  // four 32-bit lanes; bands in lanes 0-2

struct alignas(16) Board {
  Lanes digits[9];  // digit d + 1: lane b holds the cells of band b where it can go (placed ones included)
  Lanes open;       // cells not yet placed
};

class Solver {
 public:
  void solve(const Grid& puzzle, const SolveLimits& limits, SolveReport& report);

 private:
  struct Choice {
    int cell;
    std::uint32_t untried;  // digits (bit d for digit d + 1) of `cell` not yet tried at this depth
  };
  static constexpr int kMaxDepth = 81;  // each guess places at least its own cell

  std::array<Board, kMaxDepth + 1> boards_;
  std::array<Choice, kMaxDepth + 1> choices_;
};

}  // namespace sudoku::classic_bitboard
