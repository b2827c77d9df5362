// The propagation solver's fast path for the classic 9×9 (3×3 boxes, no extra units, no cages): the generic solver's
// algorithm in propagate.cpp — naked and hidden singles to a fixpoint, then guessing at a cell with the fewest
// candidates — on bitboards instead of per-cell masks and counters, plus one rule the bitboards make cheap: locked
// candidates. It shares no code with either the generic path or the DLX solver.
//
// Layout. For each digit, the cells where it can still go: 81 bits, cut into the three bands of three rows (27 bits
// each, bit 9 * row-in-band + column). The three bands of a digit sit in the first three 32-bit lanes of one 128-bit
// vector (GCC vector extensions: SSE2 on x86-64, plain scalar code elsewhere):
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
// Measured (puzzles/s with the uniqueness check, best of three runs, 2-core Xeon, x86-64 baseline), the plain mode
// against the generic path: 4.6x on 17-clue, 3.8x on top1465, 4.0x on forum-hardest-1905 and 1106, 6.2x on serg.
// Locked candidates on top: guesses per puzzle 8.0 to 1.9 on 17-clue, 92 to 38 on top1465, 358 to 289 and 745 to 571
// on the forum-hardest ones, 8.0 to 7.6 on serg-multi-solution; time 1.29x, 1.71x, 1.06x and 1.15x faster, and
// 0.76x on serg, whose easy multi-solution puzzles gain too few guesses to pay for the rule. The choice by open
// peers on top: guesses 1.9 to 1.2, 38 to 21, 289 to 165, 571 to 282, 7.6 to 7.5; time 1.03x, 1.42x, 1.45x, 1.58x,
// and 0.94x on serg.
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
