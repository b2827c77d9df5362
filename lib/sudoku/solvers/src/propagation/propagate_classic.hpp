// The propagation solver's fast path for the classic 9×9 (3×3 boxes, no extra units, no cages): the generic solver's
// algorithm in propagate.cpp — naked and hidden singles to a fixpoint, then guessing at a cell with the fewest
// candidates — on bitboards instead of per-cell masks and counters, plus one rule the bitboards make cheap: locked
// candidates. It shares no code with either the generic path or the DLX solver.
//
// Layout. For each digit, the cells where it can still go: 81 bits, cut into the three bands of three rows (27 bits
// each, bit 9 * row-in-band + column). The three bands of a digit sit in the first three 32-bit lanes of one 128-bit
// vector (GCC vector extensions: SSE2 on x86-64, whatever the target has elsewhere, scalar code at worst):
//
//            lane 0 (band 0)          lane 1 (band 1)          lane 2 (band 2)          lane 3
//   digit 1  rows 0-2, 27 bits        rows 3-5                 rows 6-8                 all cells (never a dead unit)
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
//   Locked candidates, per digit: in a band the digit's three cells lie in a permutation of the 3×3 grid of
//           pieces (a row's three cells inside a box); a piece that no such permutation can use loses the digit. The
//           same in stacks with column pieces. Every band and stack at once, about 40 vector operations per digit.
//   Choosing where to guess: the same accumulation with "seen three times" finds the cells with two candidates,
//           which is nearly always where the fewest are (propagation leaves none with one). Of those, the one with
//           the most open peers, counted with a vector popcount: half the guesses of the first one on the hardest
//           collections.
//
// The generic path keeps, per unit and digit, a counter updated on every elimination (see propagate.hpp); here
// recomputing every unit of a digit from scratch is cheaper than keeping anything up to date, and only the digits
// whose boards changed are looked at again.
//
// Plain mode (PropagationPath::bitboard_plain) leaves locked candidates out and chooses the same cells as the
// generic path (the first with the fewest candidates, row by row), tries digits in the same order, and reaches the
// same fixpoint (singles reach one fixpoint whatever the order they are found in): the two walk the same search tree,
// guess for guess, which test/propagate_test.cpp checks on every bundled collection.
//
// Measured, one run of all four (puzzles/s with the uniqueness check, guesses per puzzle in brackets; 2-core Xeon,
// x86-64 baseline, first 10,000 puzzles of each collection):
//
//                    17-clue         top1465        forum-1905      forum-1106     serg-multi-solution
//   DLX              56k             10.4k          2.6k            1.3k           105k
//   generic path     42k    (8.0)    8.7k   (92)    2.4k   (358)    1.3k   (745)   68k    (8.0)
//   plain bitboards  198k   (8.0)    37k    (92)    10.6k  (358)    5.0k   (745)   401k   (8.0)
//   fastest          278k   (1.2)    80k    (21)    15.1k  (165)    8.4k   (282)   279k   (7.5)
//
// Added one at a time (best of three runs each): locked candidates took the guesses from 8.0 to 1.9, 92 to 38,
// 358 to 289, 745 to 571 and 8.0 to 7.6 (speed 1.29x, 1.71x, 1.06x, 1.15x and 0.76x); then the choice by open peers
// from 1.9 to 1.2, 38 to 21, 289 to 165, 571 to 282 and 7.6 to 7.5 (speed 1.03x, 1.42x, 1.45x, 1.58x, 0.94x). Only
// serg's easy multi-solution puzzles lose: they gain too few guesses to pay for either.
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
  // plain: singles only and the generic path's choice of cell, for tests that compare the two search trees.
  explicit Solver(bool plain) : plain_(plain) {}

  void solve(const Grid& puzzle, const SolveLimits& limits, SolveReport& report);

 private:
  template <bool kPlain>
  void search(const Grid& puzzle, const SolveLimits& limits, SolveReport& report);

  struct Choice {
    int cell;
    std::uint32_t untried;  // digits (bit d for digit d + 1) of `cell` not yet tried at this depth
  };
  static constexpr int kMaxDepth = 81;  // each guess places at least its own cell

  bool plain_;
  std::array<Board, kMaxDepth + 1> boards_;
  std::array<Choice, kMaxDepth + 1> choices_;
};

}  // namespace sudoku::classic_bitboard
