// Random jigsaw regions around a solution grid: N connected regions of N cells each on an N×N grid, each region
// holding every digit of the grid once, so that the grid is a solution of the layout.
//
// The walk (walk_regions, for sizes with boxes) starts from the regions the grid was filled in (start_regions: the
// boxes). Each step takes a digit and a cycle of regions R0, R1, ..., Rk = R0 in which the digit's cell
// of each Ri touches R(i+1) (found by a random walk from region to region along such cells); each of those cells
// moves on to the next region of the cycle (a cycle of two is a swap), and the step is kept when every region of
// the cycle is still one piece. Every region keeps N cells and every digit once, so every layout the walk reaches
// admits the grid. The steps soon run out for one grid (on 9x9 about a quarter of the cells leave their box whatever
// the number of tries), so the caller walks in rounds, each on a new grid of the layout so far (puzzle_generator.cpp
// gives the figures).
//
// random_regions is the walk over all partitions: it moves any two neighbouring cells of different regions when both
// stay one piece, and the grid is filled afterwards. Most layouts it reaches from boxes admit no grid, or none the
// filler finds soon: 4 of 5 on 9x9, 92 of 93 on 16x16, and from 18x18 up (18, 20, 21, 22, 24 and 25) nearly all, so
// that `dlx generate --seed 3 --size 20 --variant jigsaw` gave up after 55 s ("no grid could be filled in 1000
// attempts", 2026-11-27). It stays for the sizes with no box shape, which start from rows: there the cycles above find
// almost nothing to move (a row keeps its shape unless its end cell leaves), while layouts walked from rows are
// filled within a few attempts (17x17: 9 failed fills in 20 puzzles; in test/generate_test.cpp's seed 11x11 takes 4
// attempts, 19x19 2 and 23x23 3).
#pragma once

#include <vector>

#include "seeded_random.hpp"
#include "sudoku/grid.hpp"

namespace sudoku::generation {

// Per cell (row by row), its region 0..size-1 before the walk: the default boxes, or the rows.
std::vector<int> start_regions(int size);

// Regions for a size with no box shape: the walk over all partitions, from the rows (the header's last paragraph).
std::vector<int> random_regions(int size, SeededRandom& random);

// Walks `region_of` (per cell, row by row, its region 0..size-1) on: tries_per_cell * size * size steps tried.
// `grid`, full, must hold every digit once in each region of `region_of`; it still does after.
void walk_regions(const Grid& grid, int tries_per_cell, SeededRandom& random, std::vector<int>& region_of);

}  // namespace sudoku::generation
