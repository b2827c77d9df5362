// The orbits of a symmetry on the cells of an N×N grid: the sets of cells the symmetry maps onto each other. A
// symmetric puzzle has each orbit all given or all blank, so givens are taken away an orbit at a time.
#pragma once

#include <vector>

#include "sudoku/generate.hpp"

namespace sudoku::generation {

// Each orbit's cells, in increasing order; the orbits in the order of their first cell. Every cell is in one.
std::vector<std::vector<int>> symmetry_orbits(int size, Symmetry symmetry);

}  // namespace sudoku::generation
