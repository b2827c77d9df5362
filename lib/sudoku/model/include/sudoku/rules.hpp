/// \file
/// The rules a grid must obey: no digit twice in a unit or a cage, cage sums kept. Used to reject clashing givens
/// before any solving (with a message that names the clash) and to check that a claimed solution is one.
///
/// Thread safety: pure functions of their arguments.
#pragma once

#include <optional>
#include <string>

#include "sudoku/geometry.hpp"
#include "sudoku/grid.hpp"

namespace sudoku {

/// What is wrong with the filled cells of a grid.
struct Clash {
  enum class Kind : std::uint8_t {
    repeated_in_unit,  // `where` is a unit; the digit is in first_cell and second_cell
    repeated_in_cage,  // `where` is a cage; likewise
    cage_sum,          // `where` is a cage whose filled cells add up to `total`: over its sum, or all filled and off
  };
  Kind kind = Kind::repeated_in_unit;
  int where = 0;
  int digit = 0;
  int first_cell = 0;
  int second_cell = 0;
  int total = 0;

  /// "row 3 has two 7s (r3c1 and r3c5)", "cage 4 has two 7s (r1c1 and r1c2)", "cage 2 adds up to 17, not 15"
  std::string describe(const Geometry& geometry) const;
};

/// The first clash (units in order, then cages), or nothing when the filled cells obey the rules.
std::optional<Clash> find_clash(const Geometry& geometry, const Grid& grid);

/// A solution: every cell filled, no clash.
bool is_solution(const Geometry& geometry, const Grid& grid);

/// Every given of `puzzle` is in `solution` at the same place.
bool keeps_givens(const Grid& puzzle, const Grid& solution);

}  // namespace sudoku
