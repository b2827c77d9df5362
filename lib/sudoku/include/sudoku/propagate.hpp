// The reference solver: constraint propagation on candidate bitmasks, then guessing — the classic algorithm, written
// independently of the exact-cover path so that each can catch the other's mistakes (they share no solving code).
//
// Each cell holds a mask of the digits still possible (bit d-1 for digit d; up to 25 digits in 32 bits).
//   Rule 1 (naked single): a placed digit leaves the masks of the cell's peers; a cell left with one candidate is
//           placed in turn.
//   Rule 2 (hidden single): a digit with one possible cell left in a unit is placed there.
//   Rule 3 (killer only): a candidate stays in a cage's cell only if the cage's other open cells can still make up
//           the rest of its sum (bounds on the smallest and largest sums their candidates allow).
// All repeat to a fixpoint. A cell with no candidate, or a digit with no cell left in a unit, is a contradiction.
// Peers include cage mates, so rule 1 keeps a cage's digits distinct. Any size up to 25, any regions, any extra units.
// Then the solver guesses at an open cell with the fewest candidates, depth first; each level works on its own copy
// of the board, so backtracking is dropping the copy.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "sudoku/solver.hpp"

namespace sudoku {

class PropagationSolver final : public PuzzleSolver {
 public:
  explicit PropagationSolver(const Geometry& geometry);

  void solve(const Grid& puzzle, const SolveLimits& limits, SolveReport& report) override;
  std::string_view name() const override { return "propagate"; }

 private:
  // A board is the state at one depth of the search: `candidates` and `placed` per cell, `open` cells not yet placed.
  struct BoardRef {
    std::uint32_t* candidates;
    std::uint8_t* placed;
    int* open;
  };
  BoardRef board(int depth);
  void ensure_depth(int depth);
  void copy_board(int from, int to);

  bool propagate(BoardRef board);                       // rules 1 to 3 to a fixpoint; false on a contradiction
  bool propagate_dirty(BoardRef board);
  bool check_unit(BoardRef board, int unit);           // rule 2 on one unit
  void mark_units_of(int cell);                         // its units must be looked at again (rule 2)
  bool place_pending(BoardRef board);                   // rule 1 over the pending queue
  bool prune_cages(BoardRef board);                     // rule 3 (killer cage sums); false on a contradiction
  int choose_cell(BoardRef board) const;                // an open cell with the fewest candidates
  void board_to_grid(BoardRef board, Grid& grid) const;

  Geometry geometry_;
  int cells_;
  std::uint32_t all_digits_;
  std::vector<std::uint32_t> candidates_;  // one board of `cells_` masks per depth, depth after depth
  std::vector<std::uint8_t> placed_;
  std::vector<int> open_;
  std::vector<int> pending_;               // cells whose single candidate is yet to be placed
  // Sets of units as bits (25×25 with every variant has 93 units: two words are enough).
  using UnitSet = std::array<std::uint64_t, 2>;
  UnitSet dirty_{};                        // the units a cell of which lost a candidate since rule 2 last looked
  std::vector<UnitSet> units_of_cell_;     // per cell, its units
  struct Frame {
    int cell;
    std::uint32_t untried;  // candidates of `cell` not yet tried at this depth
  };
  std::vector<Frame> frames_;
};

}  // namespace sudoku
