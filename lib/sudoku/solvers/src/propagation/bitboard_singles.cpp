// The singles strategy on the classic 9×9 (PropagationStrategy::singles, `propagate-singles`): the bitboard search
// (bitboard_search.hpp) with the singles rules (bitboard_singles.hpp).
#include "bitboard_search.hpp"
#include "bitboard_singles.hpp"
#include "strategy.hpp"

namespace sudoku::propagation::SUDOKU_BITBOARD_ISA {

std::unique_ptr<Strategy> make_bitboard_singles() {
  return std::make_unique<bitboard::Search<bitboard::SinglesRules>>();
}

}  // namespace sudoku::propagation::SUDOKU_BITBOARD_ISA
