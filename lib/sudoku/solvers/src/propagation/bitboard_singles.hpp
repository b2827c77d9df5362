// The rules of the singles strategy on the classic 9×9 (PropagationStrategy::singles, `propagate-singles`): the
// generic strategy's algorithm on bitboards. Naked and hidden singles to a fixpoint (bitboard.hpp), then a guess at
// the first cell, row by row, with the fewest candidates, digits in increasing order. Singles reach one fixpoint
// whatever the order they are found in, so these rules and the generic strategy walk the same search tree, guess for
// guess, which test/propagate_test.cpp checks on every bundled collection. The locked strategy solves puzzles with
// many givens by these rules too (bitboard_locked.cpp).
#pragma once

#include <bit>
#include <cstdint>

#include "bitboard.hpp"

namespace sudoku::propagation::SUDOKU_BITBOARD_ISA::bitboard {

struct SinglesRules {
  static bool propagate(Board& board, std::uint32_t changed) {
    std::uint32_t touched = 0;  // nothing comes after singles here
    return propagate_singles<Placement::cell_by_cell>(board, changed, touched);
  }

  static int choose_cell(const Board& board) {
    const Lanes pairs = two_candidate_cells(board);
    for (int band = 0; band < 3; ++band) {
      if (pairs[band] != 0) return band * 27 + std::countr_zero(pairs[band]);
    }
    return first_fewest_candidates(board);
  }
};

}  // namespace sudoku::propagation::SUDOKU_BITBOARD_ISA::bitboard
