// Killer cages drawn over a solution grid.
//
// Cells are taken in random order; each cell not yet caged starts a cage that grows through random neighbouring
// (4-neighbour) uncaged cells whose digit it does not hold yet, up to a random size of 2 to 5 cells (2 to 4 most
// often, as published killers have them). A cell left alone joins a neighbouring cage that can take its digit. The
// sums come from the grid. Cages drawn so rarely pin down one solution on their own: split_cage() cuts one in two
// where a second solution differs, and the caller repeats until the count says one (a one-cell cage is a given in
// all but name, so this ends).
#pragma once

#include <vector>

#include "seeded_random.hpp"
#include "sudoku/geometry.hpp"
#include "sudoku/grid.hpp"

namespace sudoku::generation {

std::vector<Cage> random_cages(int size, const Grid& solution, SeededRandom& random);

// Cuts the cage holding `cell` into two connected cages (the part grown from `cell` and the rest; the rest in its
// connected pieces when cutting leaves it in several). False when that cage has one cell.
bool split_cage(std::vector<Cage>& cages, int size, int cell, const Grid& solution, SeededRandom& random);

}  // namespace sudoku::generation
