// The rules a grid must obey: no digit twice in a unit. Used to reject clashing givens before any solving (with a
// message that names the clash) and to check that a claimed solution is one.
#pragma once

#include <optional>
#include <string>

#include "sudoku/geometry.hpp"
#include "sudoku/grid.hpp"

namespace sudoku {

// Two cells of one unit hold the same digit.
struct Clash {
  int unit;
  int digit;
  int first_cell;
  int second_cell;

  // "row 3 has two 7s (r3c1 and r3c5)"
  std::string describe(const Geometry& geometry) const;
};

// The first clash in unit order, or nothing when the filled cells obey the rules.
std::optional<Clash> find_clash(const Geometry& geometry, const Grid& grid);

// A solution: every cell filled, no clash.
bool is_solution(const Geometry& geometry, const Grid& grid);

// Every given of `puzzle` is in `solution` at the same place.
bool keeps_givens(const Grid& puzzle, const Grid& solution);

}  // namespace sudoku
