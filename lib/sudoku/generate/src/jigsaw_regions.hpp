// Random jigsaw regions: N connected regions of N cells each on an N×N grid.
//
// Drawn by a random walk over partitions: start from the boxes (or, for a size with no box shape such as 7, from the
// rows), then swap the regions of two neighbouring cells of different regions many times, keeping a swap only when
// both regions stay connected. Every partition reached is valid (sizes never change); after ~30 swaps per cell the
// start no longer shows. Some partitions admit no solution grid: the filler finds none and the caller draws again.
#pragma once

#include <vector>

#include "seeded_random.hpp"

namespace sudoku::generation {

// Per cell (row by row), its region 0..size-1.
std::vector<int> random_regions(int size, SeededRandom& random);

}  // namespace sudoku::generation
