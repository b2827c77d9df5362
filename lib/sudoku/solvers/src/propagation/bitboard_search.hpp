// The guessing search of the two bitboard strategies: propagate the givens, then guess depth first at the cell the
// strategy chooses, trying its digits in increasing order, each depth on its own copy of the board. What differs
// between the strategies is `Rules`, a class with two static member functions, both inlined into the loop:
//   bool Rules::propagate(Board& board, std::uint32_t changed)  // to a fixpoint; false on a contradiction. `changed`:
//                                                               // the digits whose boards changed since the last one
//   int Rules::choose_cell(const Board& board)                  // an open cell to guess at
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "bitboard.hpp"
#include "guess_limits.hpp"
#include "strategy.hpp"

namespace sudoku::propagation::SUDOKU_BITBOARD_ISA::bitboard {

template <typename Rules>
class Search final : public Strategy {
 public:
  void solve(const Grid& puzzle, const SolveLimits& limits, SolveReport& report) override {
    if (!detail::start_report(limits, report)) return;
    const detail::GuessLimits guess_limits(limits);

    // Returns false when the search must stop after this solution.
    auto record = [&](const Board& solved) {
      return detail::record_solution(limits, report, [&](Grid& grid) { board_to_grid(solved, grid); });
    };

    // Depth 0: the givens, propagated.
    Board& root = boards_[0];
    if (!set_givens(puzzle, root)) return;
    if (!Rules::propagate(root, 0x1FF)) return;
    if (!any(root.open)) {
      record(root);
      return;
    }

    int depth = 0;
    {
      const int cell = Rules::choose_cell(root);
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

      // The last digit of a choice is tried on the board of its own depth, which nothing needs afterwards: no copy,
      // and the next choice takes this depth's place.
      const bool last = choice.untried == 0;
      Board& next = boards_[static_cast<std::size_t>(depth) + (last ? 0 : 1)];
      if (!last) next = boards_[static_cast<std::size_t>(depth)];
      if (!Rules::propagate(next, place(next, digit, choice.cell))) continue;
      if (!any(next.open)) {
        if (!record(next)) return;
        continue;
      }
      if (!last) ++depth;
      const int cell = Rules::choose_cell(next);
      choices_[static_cast<std::size_t>(depth)] = Choice{cell, digits_of(next, cell)};
    }
  }

 private:
  struct Choice {
    int cell;
    std::uint32_t untried;  // digits (bit d for digit d + 1) of `cell` not yet tried at this depth
  };
  static constexpr int kMaxDepth = 81;  // each guess places at least its own cell

  std::array<Board, kMaxDepth + 1> boards_;
  std::array<Choice, kMaxDepth + 1> choices_;
};

}  // namespace sudoku::propagation::SUDOKU_BITBOARD_ISA::bitboard
