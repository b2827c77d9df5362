// A random solution grid for a geometry: the first grid a randomised search finds. Depth first, at a cell with the
// fewest candidates (ties broken by a random order of the cells), digits in random order, naked and hidden singles
// propagated after every placement (the reference solver's rules 1 and 2, in propagation_solver.hpp) — which on
// 25×25 is what makes a fill take milliseconds rather than forever. Killer cages are not looked at: they are drawn
// on the grid afterwards (killer_cages.hpp).
#pragma once

#include <cstdint>
#include <vector>

#include "seeded_random.hpp"
#include "sudoku/geometry.hpp"
#include "sudoku/grid.hpp"

namespace sudoku::generation {

class GridFiller {
 public:
  explicit GridFiller(const Geometry& geometry);

  // Fills `grid` with a solution of the geometry; false when `guess_budget` guesses found none (a jigsaw whose
  // regions admit no grid, or a search gone astray: the caller starts again with other regions or other luck).
  bool fill(SeededRandom& random, std::uint64_t guess_budget, Grid& grid);

 private:
  struct Level {
    std::size_t saved;       // where this level's copy of the board starts in saved_
    int cell;                // the cell guessed at
    std::uint32_t untried;   // its digits not tried yet
  };

  bool place(int cell, int digit);
  bool propagate();  // the queued singles, then hidden singles, to a fixpoint; false on a contradiction
  int choose_cell() const;

  const Geometry& geometry_;
  int size_;
  std::uint32_t all_digits_;
  std::vector<std::uint32_t> candidates_;  // per cell, bit d-1 for digit d
  std::vector<std::uint8_t> digits_;       // per cell, 0 while open
  int open_ = 0;
  std::vector<int> queue_;                 // cells left with one candidate, to place
  std::vector<int> order_;                 // the random order in which cells are considered for a guess
  std::vector<Level> levels_;
  std::vector<std::uint32_t> saved_candidates_;
  std::vector<std::uint8_t> saved_digits_;
  std::vector<int> saved_open_;
};

}  // namespace sudoku::generation
