// The singles strategy on the classic 9×9 (PropagationStrategy::singles, `propagate-singles`): the generic strategy's
// algorithm on bitboards. Naked and hidden singles to a fixpoint (bitboard.hpp), then a guess at the first cell, row
// by row, with the fewest candidates, digits in increasing order. Singles reach one fixpoint whatever the order they
// are found in, so this and the generic strategy walk the same search tree, guess for guess, which
// test/propagate_test.cpp checks on every bundled collection.
#include "bitboard.hpp"
#include "bitboard_search.hpp"
#include "strategy.hpp"

namespace sudoku::propagation::SUDOKU_BITBOARD_ISA {

namespace {

struct SinglesRules {
  static bool propagate(bitboard::Board& board, std::uint32_t changed) {
    std::uint32_t touched = 0;  // nothing comes after singles here
    return bitboard::propagate_singles(board, changed, touched);
  }

  static int choose_cell(const bitboard::Board& board) {
    const bitboard::Lanes pairs = bitboard::two_candidate_cells(board);
    for (int band = 0; band < 3; ++band) {
      if (pairs[band] != 0) return band * 27 + std::countr_zero(pairs[band]);
    }
    return bitboard::first_fewest_candidates(board);
  }
};

}  // namespace

std::unique_ptr<Strategy> make_bitboard_singles() { return std::make_unique<bitboard::Search<SinglesRules>>(); }

}  // namespace sudoku::propagation::SUDOKU_BITBOARD_ISA
