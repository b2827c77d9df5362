// The classic 9×9 (3×3 boxes, no extra units, no cages) on bitboards: the board and the primitives that the two
// bitboard strategies share (bitboard_singles.cpp, bitboard_locked.cpp; their search is bitboard_search.hpp). They
// share no code with the generic strategy or the DLX solver.
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
//
// The generic strategy keeps, per unit and digit, a counter updated on every elimination; here recomputing every unit
// of a digit from scratch is cheaper than keeping anything up to date, and only the digits whose boards changed are
// looked at again.
//
// Everything here is inline in the one translation unit of each strategy: these are the hot loops.
#pragma once

#include <bit>
#include <cstdint>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "sudoku/grid.hpp"

// Which build of the bitboards this is: the baseline one, or the x86-64-v3 one (bitboard_x86_64_v3.cpp defines this
// before it includes the sources again). Each build lives in a namespace of its own, so that the two never mix: an
// inline function compiled for AVX2 must not be what the baseline build links to.
#ifndef SUDOKU_BITBOARD_ISA
#define SUDOKU_BITBOARD_ISA baseline
#endif
// Whether counting bits is one instruction (POPCNT) here. GCC does not define __POPCNT__ under a target pragma, so the
// x86-64-v3 build says so itself.
#ifndef SUDOKU_BITBOARD_POPCNT
#if defined(__POPCNT__)
#define SUDOKU_BITBOARD_POPCNT 1
#else
#define SUDOKU_BITBOARD_POPCNT 0
#endif
#endif

namespace sudoku::propagation::SUDOKU_BITBOARD_ISA::bitboard {

using Lanes = std::uint32_t __attribute__((vector_size(16)));  // four 32-bit lanes; bands in lanes 0-2

struct alignas(16) Board {
  Lanes digits[9];  // digit d + 1: lane b holds the cells of band b where it can go (placed ones included)
  Lanes open;       // cells not yet placed
};

inline constexpr std::uint32_t kBand = 0x7FFFFFF;         // the 27 cells of a band
inline constexpr std::uint32_t kRowStarts = 0x40201;      // the first cell of each row of a band (bits 0, 9, 18)
inline constexpr std::uint32_t kColumns = 0x1FF;          // the nine cells of a band's first row, one per column
inline constexpr std::uint32_t kPieceStarts = 0x1249249;  // the first cell of each 3-cell piece of a row (every 3rd bit)
inline constexpr std::uint32_t kBoxStarts = 0x49;         // the first cell of each box of a band (bits 0, 3, 6)
inline constexpr std::uint32_t kBox = 0x1C0E07;           // the nine cells of a band's first box

inline Lanes splat(std::uint32_t value) { return Lanes{value, value, value, value}; }

inline bool any(Lanes value) {
#if defined(__SSE2__)
  const __m128i v = (__m128i)value;
  return _mm_movemask_epi8(_mm_cmpeq_epi32(v, _mm_setzero_si128())) != 0xFFFF;
#else
  return (value[0] | value[1] | value[2] | value[3]) != 0;
#endif
}

// Rotates the three band lanes: lane b gets lane b + 1 (or b + 2), lane 3 stays.
inline Lanes next_band(Lanes value) { return __builtin_shufflevector(value, value, 1, 2, 0, 3); }
inline Lanes band_after_next(Lanes value) { return __builtin_shufflevector(value, value, 2, 0, 1, 3); }

struct Tables {
  Lanes cell[81];        // the cell alone
  Lanes peers_kept[81];  // all cells but the cell's peers (the cell itself kept); lane 3 all ones
};

inline Tables make_tables() {
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

inline const Tables kTables = make_tables();

// The board of the givens, unpropagated; false when two givens clash (a given whose digit a peer has already taken).
// All givens at once: the filled cells of each band from two byte compares, then per digit one AND per given. Placing
// them one by one cost 1.7k instructions per puzzle on 17-clue and 2.6k on serg-multi-solution (34 givens); this
// takes about a fifth of that (callgrind of sudoku_bench inside PropagationSolver::solve, 300 puzzles of each
// collection, 2026-11-25: -3 % on 17-clue, -6 % on serg, -2 % on the hard collections).
bool set_givens(const Grid& puzzle, Board& board);

// Places digit (0-based) in a cell known to be open and to still have it as a candidate. Returns the digits whose
// boards changed: this one and every other the cell loses (none when the cell was a naked single).
// The digits that had the cell are gathered in the vectors: digit d's bit of the cell moved to bit d of its lane,
// the nine ORed, the lanes folded, one move out. (Reading digit d's lane `band` one digit at a time went through
// memory: 12 % of all instructions on forum-hardest-1905 under callgrind, 2026-11-25.)
inline std::uint32_t place(Board& board, int digit, int cell) {
  const Lanes alone = kTables.cell[cell];
  const std::uint32_t bit = static_cast<std::uint32_t>(cell % 27);
  Lanes had{0, 0, 0, 0};
  for (int other = 0; other < 9; ++other) {
    const Lanes cell_bit = board.digits[other] & alone;
    board.digits[other] ^= cell_bit;
    had |= (cell_bit >> bit) << static_cast<std::uint32_t>(other);
  }
  had |= next_band(had) | band_after_next(had);
  board.digits[digit] = (board.digits[digit] & kTables.peers_kept[cell]) | alone;
  board.open &= ~alone;
  return had[0] | 1U << digit;
}

// Bitwise: where at least two of x, y and z are set.
inline Lanes two_of(Lanes x, Lanes y, Lanes z) { return (x & y) | ((x | y) & z); }

// The pieces of `cells` (a piece: a row's three cells inside one box), flagged at their first cell: `one` where a
// piece holds at least one of the cells, `two` where it holds at least two.
inline void fold_pieces(Lanes cells, Lanes& one, Lanes& two) {
  const Lanes pieces = splat(kPieceStarts);
  const Lanes a = cells & pieces;
  const Lanes b = (cells >> 1) & pieces;
  const Lanes c = (cells >> 2) & pieces;
  one = a | b | c;
  two = two_of(a, b, c);
}

// The cells of the rows, boxes and columns flagged in `rows` (at a row's first cell: kRowStarts), `boxes` (at a box's
// first cell: kBoxStarts) and `columns` (in the first row of every band: kColumns).
inline Lanes unit_cells(Lanes rows, Lanes boxes, Lanes columns) {
  const Lanes box_pieces = (boxes << 3) - boxes;  // each flag times 7: its piece of the first row
  return ((rows << 9) - rows) | box_pieces | (box_pieces << 9) | (box_pieces << 18) | columns | (columns << 9) |
         (columns << 18);
}

// How the singles are placed: two ways, each the faster for one set of rules.
//   Placement::cell_by_cell: place_all() finds the peers of the cells it places by ANDing the table's peers_kept cell
//           by cell, a loop over the set bits, and the naked singles are placed digit by digit, a test for each.
//           Cheap where those branches are predictable, as on puzzles with many givens (SinglesRules: one cell per
//           digit is usual).
//   Placement::folded: the peers are folded out of the rows, boxes and columns that hold a cell and those that hold
//           two, as hidden_singles() does (no loop, no branch, more vector operations), and the digits of the naked
//           singles are gathered into a mask first, then placed. On the LockedRules' boards how many cells and which
//           digits vary from call to call: with the loops, lines of place_all() held 34 % of the samples of
//           `perf record -e cpu-clock` of `sudoku_bench --solver propagate` on forum-hardest-1106, and the naked
//           singles' tests 35 % of the mispredicted branches in cachegrind's simulation.
// Measured 2026-11-27, both ways built side by side (`sudoku_bench --solver propagate`, the two builds run at the same
// time, one per core, the cores swapped each round; load 1.5-1.7; a build against itself varies 0.95-1.15 per round):
//   folded peers everywhere against cell by cell (4 rounds, best of each): puzzles/s 1.065x on forum-hardest-1106,
//           1.066x on forum-hardest-1905, 1.038x on top1465, 1.078x on 17-clue, but 0.914x on serg-multi-solution;
//   the naked singles' mask on top of that (10 rounds, median of the rounds' ratios): forum-hardest-1106 1.053x,
//           forum-hardest-1905 1.043x, 17-clue 1.077x, serg-multi-solution 0.914x again.
//   both, against the build before either (10 rounds, median): forum-hardest-1106 1.149x, forum-hardest-1905 1.155x,
//           top1465 1.157x, 17-clue 1.147x; serg-multi-solution, on the table as before, 0.964x.
// So SinglesRules, which serg's 34-35 givens are solved by, keep cell_by_cell. cachegrind --branch-sim=yes on the
// first 300 puzzles of forum-hardest-1106 (`--min-seconds 0 --max-puzzles 300`): cell by cell 172.5 M instructions and
// 1.90 M mispredicted branches; folded peers 192.1 M and 1.36 M; with the mask, 200.0 M and 1.05 M.
enum class Placement { cell_by_cell, folded };

inline Lanes peers_removed_cell_by_cell(Lanes cells, bool& clash) {
  alignas(16) std::uint32_t lanes[4];
  std::memcpy(lanes, &cells, sizeof lanes);
  Lanes kept = splat(~0U);
  for (int band = 0; band < 3; ++band) {
    for (std::uint32_t left = lanes[band]; left != 0; left &= left - 1) {
      kept &= kTables.peers_kept[band * 27 + std::countr_zero(left)];
    }
  }
  clash = any(cells & ~kept);
  return kept;
}

inline Lanes peers_removed_folded(Lanes cells, bool& clash) {
  Lanes piece_one;
  Lanes piece_two;
  fold_pieces(cells, piece_one, piece_two);
  // Rows and boxes holding a cell, flagged at their first cell, and those holding two in different pieces (two in one
  // piece: piece_two).
  const Lanes rows = (piece_one | (piece_one >> 3) | (piece_one >> 6)) & kRowStarts;
  const Lanes row_two = two_of(piece_one, piece_one >> 3, piece_one >> 6);
  const Lanes boxes = (piece_one | (piece_one >> 9) | (piece_one >> 18)) & kBoxStarts;
  const Lanes box_two = two_of(piece_one, piece_one >> 9, piece_one >> 18);
  // Columns: within each band, then across the three bands (the same in lanes 0-2; lane 3 stays empty).
  const Lanes band_one = (cells | (cells >> 9) | (cells >> 18)) & kColumns;
  const Lanes band_two = two_of(cells, cells >> 9, cells >> 18);
  const Lanes one_next = next_band(band_one);
  const Lanes one_after = band_after_next(band_one);
  const Lanes columns = band_one | one_next | one_after;
  const Lanes column_two = band_two | two_of(band_one, one_next, one_after);
  clash = any(piece_two | (row_two & kRowStarts) | (box_two & kBoxStarts) | (column_two & kColumns));
  return ~unit_cells(rows, boxes, columns) | cells;
}

// Places `digit` in every open cell of `cells` (lanes 0-2), all at once, adding the digits whose boards changed to
// `touched`. False when two of the cells see each other: the digit twice in a unit. Naked singles have no other
// candidate to take away: their digit's board is all that changes. The cells of `cells` all still have the digit
// (the callers take them from its board), so only the cells' own placements could take it from one of them, which is
// what seeing each other means. One cell at a time (place() each, the digit and the open board read lane by lane)
// this was 15 % of all instructions on forum-hardest-1905 under callgrind (2026-11-25).
template <bool kNaked, Placement kPlacement>
bool place_all(Board& board, int digit, Lanes cells, std::uint32_t& touched) {
  cells &= board.open;
  if (!any(cells)) return true;
  bool clash;
  const Lanes kept = kPlacement == Placement::folded ? peers_removed_folded(cells, clash)
                                                     : peers_removed_cell_by_cell(cells, clash);
  if (clash) return false;
  if (!kNaked) {
    // The other digits lose the cells: those that had one of them changed.
    const Lanes zero{0, 0, 0, 0};
    for (int other = 0; other < 9; ++other) {
      const Lanes lost = board.digits[other] & cells;
      board.digits[other] ^= lost;
#if defined(__SSE2__)
      touched |= static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi32((__m128i)lost, (__m128i)zero)) != 0xFFFF)
                 << other;
#else
      touched |= static_cast<std::uint32_t>(any(lost)) << other;
#endif
    }
    board.digits[digit] |= cells;
  }
  board.digits[digit] &= kept;
  board.open &= ~cells;
  touched |= 1U << digit;
  return true;
}

// The cells of `candidates` (one digit's vector) that are the only place left for it in their row, column or box;
// `dead` gets the units with no place at all (nonzero lanes: a contradiction).
inline Lanes hidden_singles(Lanes candidates, Lanes& dead) {
  Lanes piece_one;  // at least one place in the piece
  Lanes piece_two;  // at least two
  fold_pieces(candidates, piece_one, piece_two);
  // Rows: three pieces, 3 bits apart; flagged at the row's first cell.
  const Lanes row_one = piece_one | (piece_one >> 3) | (piece_one >> 6);
  const Lanes row_two =
      piece_two | (piece_two >> 3) | (piece_two >> 6) | two_of(piece_one, piece_one >> 3, piece_one >> 6);
  // Boxes: three pieces, 9 bits apart; flagged at the box's first cell.
  const Lanes box_one = piece_one | (piece_one >> 9) | (piece_one >> 18);
  const Lanes box_two =
      piece_two | (piece_two >> 9) | (piece_two >> 18) | two_of(piece_one, piece_one >> 9, piece_one >> 18);
  // Columns: three rows of a band, then three bands; flagged in the band's first row, the same in every lane.
  const Lanes band_one = candidates | (candidates >> 9) | (candidates >> 18);
  const Lanes band_two = two_of(candidates, candidates >> 9, candidates >> 18);
  const Lanes one_next = next_band(band_one);
  const Lanes one_after = band_after_next(band_one);
  const Lanes column_one = band_one | one_next | one_after;
  const Lanes column_two =
      band_two | next_band(band_two) | band_after_next(band_two) | two_of(band_one, one_next, one_after);

  dead = (~row_one & kRowStarts) | (~box_one & kBoxStarts) | (~column_one & kColumns);
  return candidates & unit_cells(row_one & ~row_two & kRowStarts, box_one & ~box_two & kBoxStarts,
                                 column_one & ~column_two & kColumns);
}

// Naked and hidden singles to a fixpoint. False on a contradiction: an open cell with no candidate, a digit with no
// place in a unit, or two singles that exclude each other. `changed`: the digits whose boards changed since the last
// fixpoint; only their units can hold a new hidden single, and only they are scanned (1.08x on the forum-hardest
// collections, none on 17-clue: sudoku_bench, commit 27d9fea). The digits whose boards change on the way are added
// to `touched`. Tried and not kept (2026-11-27): in the x86-64-v3 build, hidden singles and locked candidates two
// digits at a time in 256-bit vectors took 10 % fewer instructions on forum-hardest-1106 (callgrind) but 3-4 % more
// time on the hard collections (sudoku_bench --solver propagate, 3 alternating rounds, the same trees); the packing
// into and out of the wide registers is one suspect, not measured.
template <Placement kPlacement>
inline bool propagate_singles(Board& board, std::uint32_t changed, std::uint32_t& touched) {
  std::uint32_t unscanned = changed;
  for (;;) {
    Lanes once{0, 0, 0, 0};
    Lanes twice{0, 0, 0, 0};
#pragma GCC unroll 9
    for (const Lanes cells : board.digits) {
      twice |= once & cells;
      once |= cells;
    }
    if (any(board.open & ~once)) return false;
    const Lanes naked = board.open & once & ~twice;
    if (any(naked)) {
      std::uint32_t placed = 0;
      if constexpr (kPlacement == Placement::folded) {
        std::uint32_t present = 0;  // the digits of the naked singles, gathered without a branch
#pragma GCC unroll 9
        for (int digit = 0; digit < 9; ++digit) {
          present |= static_cast<std::uint32_t>(any(board.digits[digit] & naked)) << digit;
        }
        for (std::uint32_t todo = present; todo != 0; todo &= todo - 1) {
          const int digit = std::countr_zero(todo);
          if (!place_all<true, kPlacement>(board, digit, board.digits[digit] & naked, placed)) return false;
        }
      } else {
#pragma GCC unroll 9
        for (int digit = 0; digit < 9; ++digit) {
          const Lanes cells = board.digits[digit] & naked;
          if (any(cells) && !place_all<true, kPlacement>(board, digit, cells, placed)) return false;
        }
      }
      unscanned |= placed;
      touched |= placed;
      continue;
    }
    if (unscanned == 0) return true;
    std::uint32_t placed = 0;
    for (std::uint32_t todo = unscanned; todo != 0; todo &= todo - 1) {
      const int digit = std::countr_zero(todo);
      Lanes dead;
      const Lanes cells = hidden_singles(board.digits[digit], dead) & board.open;
      if (any(dead)) return false;
      if (any(cells) && !place_all<false, kPlacement>(board, digit, cells, placed)) return false;
    }
    unscanned = placed;
    touched |= placed;
    if (placed == 0) return true;
  }
}

// The open cells with exactly two candidates: after propagation (which leaves none with one) nearly always those
// with the fewest, where the search guesses.
inline Lanes two_candidate_cells(const Board& board) {
  Lanes once{0, 0, 0, 0};
  Lanes twice{0, 0, 0, 0};
  Lanes thrice{0, 0, 0, 0};
  for (const Lanes cells : board.digits) {
    thrice |= twice & cells;
    twice |= once & cells;
    once |= cells;
  }
  return board.open & twice & ~thrice;
}

// The first open cell, row by row, with the fewest candidates (the generic strategy's choice), counted cell by cell:
// for a board without two-candidate cells, which is rare.
int first_fewest_candidates(const Board& board);

// The candidates of a cell (bit d for digit d + 1).
inline std::uint32_t digits_of(const Board& board, int cell) {
  const int band = cell / 27;
  const std::uint32_t mask = 1U << (cell % 27);
  std::uint32_t digits = 0;
  for (int digit = 0; digit < 9; ++digit) {
    if (board.digits[digit][band] & mask) digits |= 1U << digit;
  }
  return digits;
}

// A solved board as a grid.
void board_to_grid(const Board& board, Grid& grid);

}  // namespace sudoku::propagation::SUDOKU_BITBOARD_ISA::bitboard
