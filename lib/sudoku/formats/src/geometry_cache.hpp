// The geometries of the puzzles read so far, shared: consecutive puzzles of one geometry get the same
// std::shared_ptr, and a geometry is built only when none of the recent ones is equal to it. A spec is compared with
// a built geometry field by field, so a plain 9x9 line costs a few integer comparisons, not a Geometry.
#pragma once

#include <memory>
#include <string>
#include <variant>
#include <vector>

#include "sudoku/geometry.hpp"

namespace sudoku::detail {

// What a geometry is made of, as a reader collects it from its input.
struct GeometrySpec {
  int size = 0;
  int box_rows = 0;  // box shape; unused when `regions` is set
  int box_cols = 0;
  std::vector<int> regions;  // jigsaw: the region (0..N-1) of each cell; empty for boxes
  bool diagonals = false;
  bool windows = false;
  std::vector<Cage> cages;

  // Makes this the spec of a plain grid with r x c boxes, keeping the vectors' storage.
  void reset(int rows, int cols) {
    size = rows * cols;
    box_rows = rows;
    box_cols = cols;
    regions.clear();
    diagonals = false;
    windows = false;
    cages.clear();
  }
};

using SharedGeometryOrError = std::variant<std::shared_ptr<const Geometry>, std::string>;

class GeometryCache {
 public:
  // The geometry of `spec`, or what Geometry's factories say is wrong with it.
  SharedGeometryOrError get(const GeometrySpec& spec);

 private:
  static constexpr std::size_t kCapacity = 16;  // recent geometries kept, most recent first
  std::vector<std::shared_ptr<const Geometry>> recent_;
};

}  // namespace sudoku::detail
