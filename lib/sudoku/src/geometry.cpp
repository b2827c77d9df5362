#include "sudoku/geometry.hpp"

#include <algorithm>
#include <stdexcept>

namespace sudoku {

Geometry::Geometry(int box_rows, int box_cols)
    : size_(box_rows >= 1 && box_cols >= 1 && box_rows <= kMaxSize && box_cols <= kMaxSize ? box_rows * box_cols : 0),
      box_rows_(box_rows),
      box_cols_(box_cols) {
  if (size_ < 1 || size_ > kMaxSize) {
    throw std::invalid_argument("sudoku::Geometry: boxes of " + std::to_string(box_rows) + "x" +
                                std::to_string(box_cols) + " make no grid of at most " + std::to_string(kMaxSize) +
                                " digits");
  }
  const int n = size_;
  const int boxes_across = n / box_cols;
  box_of_.resize(static_cast<std::size_t>(n * n));
  for (int cell = 0; cell < n * n; ++cell) {
    box_of_[static_cast<std::size_t>(cell)] = (row_of(cell) / box_rows) * boxes_across + column_of(cell) / box_cols;
  }

  unit_cells_.resize(static_cast<std::size_t>(3 * n * n));
  units_of_.resize(static_cast<std::size_t>(3 * n * n));
  std::vector<int> filled(static_cast<std::size_t>(3 * n), 0);
  for (int cell = 0; cell < n * n; ++cell) {
    const int units[3] = {row_of(cell), n + column_of(cell), 2 * n + box_of(cell)};
    for (int k = 0; k < 3; ++k) {
      const auto unit = static_cast<std::size_t>(units[k]);
      unit_cells_[unit * static_cast<std::size_t>(n) + static_cast<std::size_t>(filled[unit]++)] = cell;
      units_of_[static_cast<std::size_t>(cell * 3 + k)] = units[k];
    }
  }

  std::vector<int> seen;
  for (int cell = 0; cell < n * n; ++cell) {
    seen.clear();
    for (int unit : units_of(cell)) {
      for (int other : unit_cells(unit)) {
        if (other != cell && std::find(seen.begin(), seen.end(), other) == seen.end()) seen.push_back(other);
      }
    }
    std::sort(seen.begin(), seen.end());
    peer_count_ = static_cast<int>(seen.size());  // the same for every cell of a regular grid
    peers_.insert(peers_.end(), seen.begin(), seen.end());
  }
}

const Geometry& Geometry::classic() {
  static const Geometry geometry(3, 3);
  return geometry;
}

std::string Geometry::unit_name(int unit) const {
  static constexpr const char* kNames[] = {"row", "column", "box"};
  return std::string(kNames[static_cast<int>(unit_kind(unit))]) + " " + std::to_string(unit_index(unit) + 1);
}

std::string Geometry::cell_name(int cell) const {
  return "r" + std::to_string(row_of(cell) + 1) + "c" + std::to_string(column_of(cell) + 1);
}

}  // namespace sudoku
