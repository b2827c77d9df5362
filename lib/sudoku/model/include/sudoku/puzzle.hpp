// A puzzle as read from input: its geometry (size, regions, variants, cages), its givens, and what the input says
// about its answer, if anything.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "sudoku/geometry.hpp"
#include "sudoku/grid.hpp"

namespace sudoku {

struct Puzzle {
  // Shared: a file of ten thousand 9×9 puzzles holds one geometry, and solvers are cached per geometry.
  std::shared_ptr<const Geometry> geometry;
  Grid givens;
  std::optional<Grid> solution;              // supplied with the puzzle (a CSV column, a corpus line)
  std::optional<std::uint64_t> count;        // the number of solutions the input claims (`puzzle:count:solution`)
  std::string name;                          // a label the input gives it ("Grid 01", a trailing comment), if any
};

}  // namespace sudoku
