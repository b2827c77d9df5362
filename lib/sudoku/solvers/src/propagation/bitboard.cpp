// The cold parts of the 9×9 bitboards (bitboard.hpp): setting up the givens, the rare choice of a guess among cells
// with more than two candidates, writing a solution out.
#include "bitboard.hpp"

#include <cstring>

namespace sudoku::propagation::SUDOKU_BITBOARD_ISA::bitboard {

namespace {

// The cells of a band (27 bytes of digits from `band`) that hold a digit, as the band's 27 bits.
std::uint32_t filled_cells(const std::uint8_t* band) {
#if defined(__SSE2__)
  // Bytes 0-15 and 11-26: two compares with zero, no read past the band.
  const __m128i zero = _mm_setzero_si128();
  const auto blank = [&](const std::uint8_t* at) {
    return static_cast<std::uint32_t>(
        _mm_movemask_epi8(_mm_cmpeq_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(at)), zero)));
  };
  return ~(blank(band) | blank(band + 11) << 11) & kBand;
#else
  std::uint32_t filled = 0;
  for (int bit = 0; bit < 27; ++bit) filled |= static_cast<std::uint32_t>(band[bit] != 0) << bit;
  return filled;
#endif
}

}  // namespace

bool set_givens(const Grid& puzzle, Board& board) {
  // The cells given each digit, and all given cells, band by band; then each digit's board at once.
  alignas(16) std::uint32_t given[9][4] = {};
  alignas(16) std::uint32_t placed[4] = {};
  const std::uint8_t* const cells = puzzle.cells().data();
  for (int band = 0; band < 3; ++band) {
    placed[band] = filled_cells(cells + band * 27);
    for (std::uint32_t left = placed[band]; left != 0; left &= left - 1) {
      const int bit = std::countr_zero(left);
      given[cells[band * 27 + bit] - 1][band] |= 1U << bit;
    }
  }
  Lanes taken;
  std::memcpy(&taken, placed, sizeof taken);
  for (int digit = 0; digit < 9; ++digit) {
    Lanes mine;
    std::memcpy(&mine, given[digit], sizeof mine);
    // Every given of the digit keeps its own cell and takes the digit from its peers; a given that another one took
    // it from is a clash.
    Lanes cells_left = Lanes{kBand, kBand, kBand, ~0U};
    for (int band = 0; band < 3; ++band) {
      for (std::uint32_t left = mine[band]; left != 0; left &= left - 1) {
        cells_left &= kTables.peers_kept[band * 27 + std::countr_zero(left)];
      }
    }
    if (any(mine & ~cells_left)) return false;
    board.digits[digit] = cells_left & ~(taken & ~mine);  // the cells given other digits lose it
  }
  board.open = Lanes{kBand, kBand, kBand, 0} & ~taken;
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
  std::uint8_t cells[81] = {};
  for (int digit = 0; digit < 9; ++digit) {
    for (int band = 0; band < 3; ++band) {
      for (std::uint32_t left = board.digits[digit][band]; left != 0; left &= left - 1) {
        cells[band * 27 + std::countr_zero(left)] = static_cast<std::uint8_t>(digit + 1);
      }
    }
  }
  grid.assign(cells);
}

}  // namespace sudoku::propagation::SUDOKU_BITBOARD_ISA::bitboard
