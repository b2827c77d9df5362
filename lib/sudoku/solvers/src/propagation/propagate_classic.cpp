#include "propagate_classic.hpp"

#include <bit>
#include <chrono>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "guess_limits.hpp"

namespace sudoku::classic_bitboard {

namespace {

constexpr std::uint32_t kBand = 0x7FFFFFF;     // the 27 cells of a band
constexpr std::uint32_t kRowStarts = 0x40201;  // the first cell of each row of a band (bits 0, 9, 18)
constexpr std::uint32_t kColumns = 0x1FF;      // the nine cells of a band's first row, one per column
constexpr std::uint32_t kPieceStarts = 0x1249249;  // the first cell of each 3-cell piece of a row (every third bit)
constexpr std::uint32_t kBoxStarts = 0x49;     // the first cell of each box of a band (bits 0, 3, 6)
constexpr std::uint32_t kBox = 0x1C0E07;       // the nine cells of a band's first box

Lanes splat(std::uint32_t value) { return Lanes{value, value, value, value}; }

bool any(Lanes value) {
#if defined(__SSE2__)
  const __m128i v = (__m128i)value;
  return _mm_movemask_epi8(_mm_cmpeq_epi32(v, _mm_setzero_si128())) != 0xFFFF;
#else
  return (value[0] | value[1] | value[2] | value[3]) != 0;
#endif
}

// Rotates the three band lanes: lane b gets lane b + 1 (or b + 2), lane 3 stays.
Lanes next_band(Lanes value) { return __builtin_shufflevector(value, value, 1, 2, 0, 3); }
Lanes band_after_next(Lanes value) { return __builtin_shufflevector(value, value, 2, 0, 1, 3); }

struct Tables {
  Lanes cell[81];        // the cell alone
  Lanes peers_kept[81];  // all cells but the cell's peers (the cell itself kept); lane 3 all ones
};

Tables make_tables() {
  Tables tables{};
  for (int cell = 0; cell < 81; ++cell) {
    const int band = cell / 27;
    const int bit = cell % 27;
    const int column = bit % 9;
    const std::uint32_t row = 0x1FFU << (bit / 9 * 9);
    const std::uint32_t box = kBox << (column / 3 * 3);
    const std::uint32_t column_cells = kRowStarts << column;
    Lanes alone{0, 0, 0, 0};
    alone[band] = 1U << bit;
    Lanes kept = splat(~column_cells);
    kept[band] = ~(row | box | column_cells) | (1U << bit);
    kept[3] = ~0U;
    tables.cell[cell] = alone;
    tables.peers_kept[cell] = kept;
  }
  return tables;
}

const Tables kTables = make_tables();

// Places digit (0-based) in a cell known to be open and to still have it as a candidate. Returns the digits whose
// boards changed: this one and every other the cell loses (none when the cell was a naked single).
std::uint32_t place(Board& board, int digit, int cell) {
  const Lanes alone = kTables.cell[cell];
  const int band = cell / 27;
  const int bit = cell % 27;
  std::uint32_t touched = 1U << digit;
  for (int other = 0; other < 9; ++other) {
    touched |= ((board.digits[other][band] >> bit) & 1U) << other;
    board.digits[other] &= ~alone;
  }
  board.digits[digit] = (board.digits[digit] & kTables.peers_kept[cell]) | alone;
  board.open &= ~alone;
  return touched;
}

// Places `digit` in every cell of `cells` (lanes 0-2), each one unless it is already there, adding the digits whose
// boards changed to `touched`. False when the digit has been taken from one of them meanwhile: a single that another
// placement made impossible. Naked singles have no other candidate to take away: their digit's board is all that
// changes (the loop over the other digits in place() was a quarter of all instructions, callgrind).
template <bool kNaked>
bool place_all(Board& board, int digit, Lanes cells, std::uint32_t& touched) {
  for (int band = 0; band < 3; ++band) {
    for (std::uint32_t left = cells[band]; left != 0; left &= left - 1) {
      const int bit = std::countr_zero(left);
      const std::uint32_t mask = 1U << bit;
      if (!(board.digits[digit][band] & mask)) return false;
      if (!(board.open[band] & mask)) continue;
      const int cell = band * 27 + bit;
      if (kNaked) {
        board.digits[digit] &= kTables.peers_kept[cell];
        board.open &= ~kTables.cell[cell];
        touched |= 1U << digit;
      } else {
        touched |= place(board, digit, cell);
      }
    }
  }
  return true;
}

// Locked candidates, for one digit, in every band and stack at once. In a band the digit goes once in each of its
// three rows and once in each of its three boxes: its three cells sit in three pieces (a row's three cells inside one
// box) that form a permutation of the band's 3×3 grid of pieces. So a piece (r, k) can hold the digit only if the
// pieces of the other two rows and boxes still allow one: (r+1, k+1) and (r+2, k+2), or (r+1, k+2) and (r+2, k+1),
// all indices mod 3. That is pointing and claiming inside the band, and a little more. Stacks are the same with
// columns for rows: a column piece is a column's three cells inside one box, and its flag is in the lane of its band.
// Returns the candidates that survive; a band or stack left with none shows up as a dead unit in hidden_singles().
Lanes locked_candidates(Lanes candidates) {
  Lanes x = candidates;
  {
    const Lanes pieces = splat(kPieceStarts);
    const Lanes p = (x | (x >> 1) | (x >> 2)) & pieces;
    // Rotations of the piece grid: the box after (k+1) or the one after that (k+2) in the same row; the row after.
    const Lanes k1 = ((p >> 3) & 0x241209U) | ((p << 6) & 0x1008040U);
    const Lanes k2 = ((p >> 6) & kRowStarts) | ((p << 3) & 0x1209048U);
    const auto r1 = [&](Lanes v) { return ((v >> 9) | (v << 18)) & pieces; };
    const auto r2 = [&](Lanes v) { return ((v >> 18) | (v << 9)) & pieces; };
    const Lanes survive = p & ((r1(k1) & r2(k2)) | (r1(k2) & r2(k1)));
    x &= (survive << 3) - survive;  // each flag times 7: its three cells
  }
  {
    const Lanes t = (x | (x >> 9) | (x >> 18)) & kColumns;  // column pieces, flagged in the band's first row
    const Lanes c1 = ((t >> 1) & 0xDBU) | ((t << 2) & 0x124U);  // the next column in the same stack
    const Lanes c2 = ((t >> 2) & 0x49U) | ((t << 1) & 0x1B6U);  // the one after
    const Lanes survive = t & ((next_band(c1) & band_after_next(c2)) | (next_band(c2) & band_after_next(c1)));
    x &= survive | (survive << 9) | (survive << 18);
  }
  return x;
}

// The cells of `candidates` (one digit's vector) that are the only place left for it in their row, column or box;
// `dead` gets the units with no place at all (nonzero lanes: a contradiction).
Lanes hidden_singles(Lanes candidates, Lanes& dead) {
  // Pieces: the three cells of a row inside one box, flagged at their first cell.
  const Lanes pieces = splat(kPieceStarts);
  const Lanes a = candidates & pieces;
  const Lanes b = (candidates >> 1) & pieces;
  const Lanes c = (candidates >> 2) & pieces;
  const Lanes piece_one = a | b | c;                 // at least one place in the piece
  const Lanes piece_two = (a & b) | (c & (a | b));   // at least two
  // Rows: three pieces, 3 bits apart; flagged at the row's first cell.
  const Lanes row_one = piece_one | (piece_one >> 3) | (piece_one >> 6);
  const Lanes row_two = piece_two | (piece_two >> 3) | (piece_two >> 6) | (piece_one & (piece_one >> 3)) |
                        ((piece_one | (piece_one >> 3)) & (piece_one >> 6));
  // Boxes: three pieces, 9 bits apart; flagged at the box's first cell.
  const Lanes box_one = piece_one | (piece_one >> 9) | (piece_one >> 18);
  const Lanes box_two = piece_two | (piece_two >> 9) | (piece_two >> 18) | (piece_one & (piece_one >> 9)) |
                        ((piece_one | (piece_one >> 9)) & (piece_one >> 18));
  // Columns: three rows of a band, then three bands; flagged in the band's first row, the same in every lane.
  const Lanes band_one = candidates | (candidates >> 9) | (candidates >> 18);
  const Lanes band_two = (candidates & (candidates >> 9)) | ((candidates | (candidates >> 9)) & (candidates >> 18));
  const Lanes one_next = next_band(band_one);
  const Lanes one_after = band_after_next(band_one);
  const Lanes column_one = band_one | one_next | one_after;
  const Lanes column_two = band_two | next_band(band_two) | band_after_next(band_two) | (band_one & one_next) |
                           ((band_one | one_next) & one_after);

  dead = (~row_one & kRowStarts) | (~box_one & kBoxStarts) | (~column_one & kColumns);
  const Lanes single_rows = row_one & ~row_two & kRowStarts;
  const Lanes single_boxes = box_one & ~box_two & kBoxStarts;
  const Lanes single_columns = column_one & ~column_two & kColumns;
  const Lanes box_pieces = (single_boxes << 3) - single_boxes;  // each flag times 7: its piece of the first row
  const Lanes units = ((single_rows << 9) - single_rows) | box_pieces | (box_pieces << 9) | (box_pieces << 18) |
                      single_columns | (single_columns << 9) | (single_columns << 18);
  return candidates & units;
}

// Singles to a fixpoint (and, with kLocked, locked candidates: see locked_candidates()). False on a contradiction: an
// open cell with no candidate, a digit with no place in a unit, or two singles that exclude each other. `changed`:
// the digits whose boards changed since the last fixpoint; only their units can hold a new hidden single, and only
// they are scanned (1.08x on the forum-hardest collections, none on 17-clue).
template <bool kLocked>
bool propagate(Board& board, std::uint32_t changed) {
  std::uint32_t unscanned = changed;
  std::uint32_t unlocked = changed;
  for (;;) {
    Lanes once{0, 0, 0, 0};
    Lanes twice{0, 0, 0, 0};
    for (const Lanes cells : board.digits) {
      twice |= once & cells;
      once |= cells;
    }
    if (any(board.open & ~once)) return false;
    const Lanes naked = board.open & once & ~twice;
    if (any(naked)) {
      std::uint32_t touched = 0;
      for (int digit = 0; digit < 9; ++digit) {
        const Lanes cells = board.digits[digit] & naked;
        if (any(cells) && !place_all<true>(board, digit, cells, touched)) return false;
      }
      unscanned |= touched;
      unlocked |= touched;
      continue;
    }
    if (unscanned != 0) {
      std::uint32_t touched = 0;
      for (std::uint32_t todo = unscanned; todo != 0; todo &= todo - 1) {
        const int digit = std::countr_zero(todo);
        Lanes dead;
        const Lanes cells = hidden_singles(board.digits[digit], dead) & board.open;
        if (any(dead)) return false;
        if (any(cells) && !place_all<false>(board, digit, cells, touched)) return false;
      }
      unscanned = touched;
      unlocked |= touched;
      if (touched != 0) continue;
    }
    if (!kLocked) return true;
    // Only once singles are exhausted. Applied to every digit scanned for hidden singles instead, it cost more than
    // it saved (0.9-0.95x on every collection); skipped when fewer than 20-50 cells are open, it changed nothing
    // that the noise of this machine let us see.
    for (std::uint32_t todo = unlocked; todo != 0; todo &= todo - 1) {
      const int digit = std::countr_zero(todo);
      const Lanes kept = locked_candidates(board.digits[digit]);
      if (any(kept ^ board.digits[digit])) unscanned |= 1U << digit;
      board.digits[digit] = kept;
    }
    unlocked = unscanned;
    if (unscanned == 0) return true;
  }
}

// How many cells `cells` holds (lane 3 empty): bit counts per byte, the three lanes added, then the bytes added.
int count_cells(Lanes cells) {
  Lanes v = cells - ((cells >> 1) & 0x55555555U);
  v = (v & 0x33333333U) + ((v >> 2) & 0x33333333U);
  v = (v + (v >> 4)) & 0x0F0F0F0FU;
  v = v + next_band(v) + band_after_next(v);
  return static_cast<int>((v[0] * 0x01010101U) >> 24);
}

// Where to guess: an open cell with the fewest candidates, which after propagation is nearly always two. kPlain takes
// the first such cell, row by row, as the generic path does. Otherwise, of the cells with two candidates, the one with
// the most open peers: either guess there takes its digit from the most cells. Measured against the first such cell,
// guesses per puzzle fell from 570 to 282 on forum-hardest-1106, 289 to 165 on forum-hardest-1905, 37.6 to 20.7 on
// top1465 (1.4-1.6x faster), 1.9 to 1.2 on 17-clue; serg-multi-solution lost 6% to scoring about 12 cells per guess.
// The same count with each of the two digits' own candidates among the peers (their sum or their minimum) did no
// better and cost more; the fewest open peers did worse than the first cell.
template <bool kPlain>
int choose_cell(const Board& board) {
  Lanes once{0, 0, 0, 0};
  Lanes twice{0, 0, 0, 0};
  Lanes thrice{0, 0, 0, 0};
  for (const Lanes cells : board.digits) {
    thrice |= twice & cells;
    twice |= once & cells;
    once |= cells;
  }
  const Lanes pairs = board.open & twice & ~thrice;
  if (kPlain) {
    for (int band = 0; band < 3; ++band) {
      if (pairs[band] != 0) return band * 27 + std::countr_zero(pairs[band]);
    }
  } else {
    int best = -1;
    int most_open = -1;
    for (int band = 0; band < 3; ++band) {
      for (std::uint32_t left = pairs[band]; left != 0; left &= left - 1) {
        const int cell = band * 27 + std::countr_zero(left);
        const int open = count_cells(board.open & ~kTables.peers_kept[cell]);
        if (open > most_open) {
          best = cell;
          most_open = open;
        }
      }
    }
    if (best >= 0) return best;
  }
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

std::uint32_t digits_of(const Board& board, int cell) {
  const int band = cell / 27;
  const std::uint32_t mask = 1U << (cell % 27);
  std::uint32_t digits = 0;
  for (int digit = 0; digit < 9; ++digit) {
    if (board.digits[digit][band] & mask) digits |= 1U << digit;
  }
  return digits;
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

}  // namespace

void Solver::solve(const Grid& puzzle, const SolveLimits& limits, SolveReport& report) {
  if (plain_) {
    search<true>(puzzle, limits, report);
  } else {
    search<false>(puzzle, limits, report);
  }
}

template <bool kPlain>
void Solver::search(const Grid& puzzle, const SolveLimits& limits, SolveReport& report) {
  if (!detail::start_report(limits, report)) return;
  const detail::GuessLimits guess_limits(limits);

  // Returns false when the search must stop after this solution.
  auto record = [&](const Board& solved) {
    return detail::record_solution(limits, report, [&](Grid& grid) { board_to_grid(solved, grid); });
  };

  // Depth 0: the givens, propagated. A given whose digit a peer has already taken is a clash: no solution. (Setting
  // up all givens at once with bit operations saved 1% of the instructions on 17-clue puzzles: not worth the code.)
  Board& root = boards_[0];
  for (Lanes& cells : root.digits) cells = Lanes{kBand, kBand, kBand, ~0U};
  root.open = Lanes{kBand, kBand, kBand, 0};
  for (int cell = 0; cell < 81; ++cell) {
    const int digit = puzzle[cell] - 1;
    if (digit < 0) continue;
    if (!(root.digits[digit][cell / 27] & (1U << (cell % 27)))) return;
    place(root, digit, cell);
  }
  if (!propagate<!kPlain>(root, 0x1FF)) return;
  if (!any(root.open)) {
    record(root);
    return;
  }

  int depth = 0;
  {
    const int cell = choose_cell<kPlain>(root);
    choices_[0] = Choice{cell, digits_of(root, cell)};
  }
  while (depth >= 0) {
    Choice& choice = choices_[static_cast<std::size_t>(depth)];
    if (choice.untried == 0) {
      --depth;
      continue;
    }
    if (!guess_limits.allow(report.guesses, report.end)) return;
    const int digit = std::countr_zero(choice.untried);
    choice.untried &= choice.untried - 1;
    ++report.guesses;
    ++report.nodes;

    Board& next = boards_[static_cast<std::size_t>(depth) + 1];
    next = boards_[static_cast<std::size_t>(depth)];
    if (!propagate<!kPlain>(next, place(next, digit, choice.cell))) continue;
    if (!any(next.open)) {
      if (!record(next)) return;
      continue;
    }
    ++depth;
    const int cell = choose_cell<kPlain>(next);
    choices_[static_cast<std::size_t>(depth)] = Choice{cell, digits_of(next, cell)};
  }
}

}  // namespace sudoku::classic_bitboard
