/// \file
/// A puzzle as read from input: its geometry (size, regions, variants, cages), its givens, and what the input says
/// about its answer, if anything.
///
/// Thread safety: a plain value (its Geometry shared read-only).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "sudoku/geometry.hpp"
#include "sudoku/grid.hpp"

namespace sudoku {

struct Puzzle {
  /// Shared: a file of ten thousand 9×9 puzzles holds one geometry, and solvers are cached per geometry.
  std::shared_ptr<const Geometry> geometry;
  Grid givens;
  /// A candidate grid (pencilmarks, the "sukaku" of SukakuExplainer): per cell, bit d-1 set when digit d may go
  /// there. Empty for an ordinary puzzle (any digit in a blank cell). A cell with one candidate is also a given.
  std::vector<std::uint32_t> candidates;
  std::optional<Grid> solution;              // supplied with the puzzle (a CSV column, a corpus line)
  std::optional<std::uint64_t> count;        // the number of solutions the input claims (`puzzle:count:solution`)
  std::string name;                          // a label the input gives it ("Grid 01", a trailing comment), if any
};

}  // namespace sudoku
