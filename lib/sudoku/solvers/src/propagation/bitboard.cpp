// The cold parts of the 9×9 bitboards (bitboard.hpp): setting up the givens, the rare choice of a guess among cells
// with more than two candidates, writing a solution out.
#include "bitboard.hpp"

namespace sudoku::propagation::bitboard {

bool set_givens(const Grid& puzzle, Board& board) {
  for (Lanes& cells : board.digits) cells = Lanes{kBand, kBand, kBand, ~0U};
  board.open = Lanes{kBand, kBand, kBand, 0};
  for (int cell = 0; cell < 81; ++cell) {
    const int digit = puzzle[cell] - 1;
    if (digit < 0) continue;
    if (!(board.digits[digit][cell / 27] & (1U << (cell % 27)))) return false;
    place(board, digit, cell);
  }
  return true;
}

int first_fewest_candidates(const Board& board) {
  int best = -1;
  int best_count = 10;
  for (int band = 0; band < 3; ++band) {
    for (std::uint32_t left = board.open[band]; left != 0; left &= left - 1) {
      const std::uint32_t mask = left & (~left + 1);
      int count = 0;
      for (const Lanes cells : board.digits) count += (cells[band] & mask) != 0;
      if (count < best_count) {
        best = band * 27 + std::countr_zero(mask);
        best_count = count;
      }
    }
  }
  return best;
}

void board_to_grid(const Board& board, Grid& grid) {
  if (grid.size() != 9) grid.reset(9);
  for (int digit = 0; digit < 9; ++digit) {
    for (int band = 0; band < 3; ++band) {
      for (std::uint32_t left = board.digits[digit][band]; left != 0; left &= left - 1) {
        grid.set(band * 27 + std::countr_zero(left), digit + 1);
      }
    }
  }
}

}  // namespace sudoku::propagation::bitboard
