// The locked strategy on the classic 9×9 (PropagationStrategy::locked, the default: `propagate`): the bitboard
// singles (bitboard.hpp) plus two additions that make for fewer guesses, so another search tree than the generic
// strategy's (the same counts, and the same solutions when there are at most two: test/propagate_test.cpp).
//   Locked candidates, per digit, once singles are exhausted: in a band the digit's three cells lie in a permutation
//           of the 3×3 grid of pieces (a row's three cells inside a box); a piece that no such permutation can use
//           loses the digit. The same in stacks with column pieces. Every band and stack at once, about 40 vector
//           operations per digit.
//   Choosing where to guess: of the cells with two candidates (nearly always those with the fewest), the one with the
//           most open peers, counted with a vector popcount.
// Each was measured on its own when it was added (sudoku_bench, 10,000 puzzles of each bundled collection; commits
// a38b892 and e524acb of 2026-11-22, whose messages give the figures): both cut the guesses on every collection and
// won time on all but serg-multi-solution, whose easy multi-solution puzzles gain too few guesses to pay for them.
// So a puzzle with many givens (serg's have 34 or 35) is solved by the singles strategy's rules (LockedStrategy at the
// end). The strategies side by side: sudoku/propagation_solver.hpp.
#include "bitboard.hpp"
#include "bitboard_search.hpp"
#include "bitboard_singles.hpp"
#include "strategy.hpp"

namespace sudoku::propagation::SUDOKU_BITBOARD_ISA {

namespace {

using bitboard::Board;
using bitboard::Lanes;

// Locked candidates, for one digit, in every band and stack at once. In a band the digit goes once in each of its
// three rows and once in each of its three boxes: its three cells sit in three pieces (a row's three cells inside one
// box) that form a permutation of the band's 3×3 grid of pieces. So a piece (r, k) can hold the digit only if the
// pieces of the other two rows and boxes still allow one: (r+1, k+1) and (r+2, k+2), or (r+1, k+2) and (r+2, k+1),
// all indices mod 3. That is pointing and claiming inside the band, and a little more. Stacks are the same with
// columns for rows: a column piece is a column's three cells inside one box, and its flag is in the lane of its band.
// Returns the candidates that survive; a band or stack left with none shows up as a dead unit in hidden_singles().
Lanes locked_candidates(Lanes candidates) {
  using bitboard::band_after_next;
  using bitboard::next_band;
  Lanes x = candidates;
  {
    const Lanes pieces = bitboard::splat(bitboard::kPieceStarts);
    const Lanes p = (x | (x >> 1) | (x >> 2)) & pieces;
    // Rotations of the piece grid: the box after (k+1) or the one after that (k+2) in the same row; the row after.
    const Lanes k1 = ((p >> 3) & 0x241209U) | ((p << 6) & 0x1008040U);
    const Lanes k2 = ((p >> 6) & bitboard::kRowStarts) | ((p << 3) & 0x1209048U);
    const auto r1 = [&](Lanes v) { return ((v >> 9) | (v << 18)) & pieces; };
    const auto r2 = [&](Lanes v) { return ((v >> 18) | (v << 9)) & pieces; };
    const Lanes survive = p & ((r1(k1) & r2(k2)) | (r1(k2) & r2(k1)));
    x &= (survive << 3) - survive;  // each flag times 7: its three cells
  }
  {
    const Lanes t = (x | (x >> 9) | (x >> 18)) & bitboard::kColumns;  // column pieces, flagged in the first row
    const Lanes c1 = ((t >> 1) & 0xDBU) | ((t << 2) & 0x124U);          // the next column in the same stack
    const Lanes c2 = ((t >> 2) & 0x49U) | ((t << 1) & 0x1B6U);          // the one after
    const Lanes survive = t & ((next_band(c1) & band_after_next(c2)) | (next_band(c2) & band_after_next(c1)));
    x &= survive | (survive << 9) | (survive << 18);
  }
  return x;
}

// How many cells `cells` holds (lane 3 empty): three POPCNTs where there is the instruction; else bit counts per byte,
// the three lanes added, then the bytes added.
int count_cells(Lanes cells) {
#if SUDOKU_BITBOARD_POPCNT
  return std::popcount(cells[0]) + std::popcount(cells[1]) + std::popcount(cells[2]);
#else
  Lanes v = cells - ((cells >> 1) & 0x55555555U);
  v = (v & 0x33333333U) + ((v >> 2) & 0x33333333U);
  v = (v + (v >> 4)) & 0x0F0F0F0FU;
  v = v + bitboard::next_band(v) + bitboard::band_after_next(v);
  return static_cast<int>((v[0] * 0x01010101U) >> 24);
#endif
}

struct LockedRules {
  // Singles, then locked candidates on every digit whose board changed, again until neither finds anything. Locked
  // candidates applied to every digit scanned for hidden singles instead cost more than they saved. With fewer than
  // kLockedFrom open cells they are skipped: singles and a guess or two finish such a board for less. Instructions
  // per puzzle (callgrind inside PropagationSolver::solve, 300 puzzles of each collection, 2026-11-25), skipped below
  // 30 against never skipped: 17-clue -9 %, serg-multi-solution -7 %, the three hard collections -0.2 to -0.6 %, the
  // same guesses within 0.4 %; below 25 and 36 did no better, below 42 and 50 cost the hard collections 5 % more
  // guesses and more time.
  static constexpr int kLockedFrom = 30;
  static bool propagate(Board& board, std::uint32_t changed) {
    std::uint32_t unscanned = changed;
    std::uint32_t unlocked = changed;
    for (;;) {
      if (!bitboard::propagate_singles<bitboard::Placement::folded>(board, unscanned, unlocked)) return false;
      if (count_cells(board.open) < kLockedFrom) return true;
      unscanned = 0;
      for (std::uint32_t todo = unlocked; todo != 0; todo &= todo - 1) {
        const int digit = std::countr_zero(todo);
        const Lanes kept = locked_candidates(board.digits[digit]);
        if (bitboard::any(kept ^ board.digits[digit])) unscanned |= 1U << digit;
        board.digits[digit] = kept;
      }
      if (unscanned == 0) return true;
      unlocked = unscanned;
    }
  }

  // Of the cells with two candidates, the one with the most open peers: either guess there takes its digit from the
  // most cells. The same count with each of the two digits' own candidates among the peers (their sum or their
  // minimum) did no better and cost more; the fewest open peers did worse than the first cell (commit e524acb).
  static int choose_cell(const Board& board) {
    const Lanes pairs = bitboard::two_candidate_cells(board);
    int best = -1;
    int most_open = -1;
    for (int band = 0; band < 3; ++band) {
      for (std::uint32_t left = pairs[band]; left != 0; left &= left - 1) {
        const int cell = band * 27 + std::countr_zero(left);
        const int open = count_cells(board.open & ~bitboard::kTables.peers_kept[cell]);
        if (open > most_open) {
          best = cell;
          most_open = open;
        }
      }
    }
    return best >= 0 ? best : bitboard::first_fewest_candidates(board);
  }
};

// The locked strategy: the locked rules for puzzles with few givens, the singles rules (bitboard_singles.hpp) for
// those with kSinglesFromGivens or more. With that many givens locked candidates and the choice by open peers save
// too few guesses to pay for themselves, on unique puzzles and on puzzles with many solutions alike. Instructions
// (callgrind inside bitboard::Search::solve, `sudoku_bench --solver propagate --min-seconds 0 --max-puzzles 1000`,
// 2026-11-27), locked rules against singles rules, guesses per puzzle in brackets:
//   puzzles/qqwing-generated-10000.txt, its puzzles of 23, 25, 27 and 28-30 givens (691, the first 1,000, the first
//     1,000, 317): 9.90 M (1.8) against 10.70 M (3.5), 14.22 M (2.1) against 14.92 M (3.7), 14.50 M (2.6) against
//     14.54 M (4.0), 4.76 M (3.0) against 4.31 M (3.5);
//   `dlx generate --seed 7 --count 2000 --givens K`, K = 28, 32, 36: 10.12 M against 10.02 M, 6.97 M against
//     6.91 M, 5.51 M against 5.48 M;
//   puzzles/serg-multi-solution-10000.txt (34 and 35 givens): 21.01 M (7.5) against 15.82 M (8.0);
//   the hardest with 28 givens or more (3 of puzzles/hardest11.txt, 1 of forum-hardest-1905-11plus): 64 k and 120 k
//     against 54 k and 118 k.
// With fewer givens the locked rules win by far: on puzzles/17-clue-49151.txt, 17.3 M (1.2) against 24.3 M (7.1)
// inside PropagationSolver::solve.
class LockedStrategy final : public Strategy {
 public:
  static constexpr int kSinglesFromGivens = 28;

  void solve(const Grid& puzzle, const SolveLimits& limits, SolveReport& report) override {
    if (puzzle.given_count() >= kSinglesFromGivens) {
      many_givens_.solve(puzzle, limits, report);
    } else {
      few_givens_.solve(puzzle, limits, report);
    }
  }

 private:
  bitboard::Search<LockedRules> few_givens_;
  bitboard::Search<bitboard::SinglesRules> many_givens_;
};

}  // namespace

std::unique_ptr<Strategy> make_bitboard_locked() { return std::make_unique<LockedStrategy>(); }

}  // namespace sudoku::propagation::SUDOKU_BITBOARD_ISA
