#include "sudoku/geometry.hpp"

#include <algorithm>
#include <stdexcept>

namespace sudoku {

Geometry::Geometry(int box_rows, int box_cols) {
  const bool valid = box_rows >= 1 && box_cols >= 1 && box_rows <= kMaxSize && box_cols <= kMaxSize &&
                     box_rows * box_cols <= kMaxSize;
  if (!valid) {
    throw std::invalid_argument("sudoku::Geometry: boxes of " + std::to_string(box_rows) + "x" +
                                std::to_string(box_cols) + " make no grid of at most " + std::to_string(kMaxSize) +
                                " digits");
  }
  size_ = box_rows * box_cols;
  box_rows_ = box_rows;
  box_cols_ = box_cols;
  const int boxes_across = size_ / box_cols;
  box_of_.resize(static_cast<std::size_t>(size_ * size_));
  for (int cell = 0; cell < size_ * size_; ++cell) {
    box_of_[static_cast<std::size_t>(cell)] = (row_of(cell) / box_rows) * boxes_across + column_of(cell) / box_cols;
  }
  build();
}

const Geometry& Geometry::classic() {
  static const Geometry geometry(3, 3);
  return geometry;
}

std::optional<std::pair<int, int>> Geometry::default_box(int size) {
  if (size < 1 || size > kMaxSize) return std::nullopt;
  // The most square shape: the largest r <= sqrt(N) dividing N. A 1×N "box" would be a row again: no boxes.
  int best = 0;
  for (int rows = 2; rows * rows <= size; ++rows) {
    if (size % rows == 0) best = rows;
  }
  if (best == 0) return size == 1 ? std::optional<std::pair<int, int>>({1, 1}) : std::nullopt;
  return std::pair<int, int>(best, size / best);
}

GeometryOrError Geometry::jigsaw(int size, std::vector<int> region_of_cell) {
  if (size < 1 || size > kMaxSize) return "a jigsaw grid must be 1 to 25 cells wide, not " + std::to_string(size);
  if (static_cast<int>(region_of_cell.size()) != size * size) {
    return "a " + std::to_string(size) + "x" + std::to_string(size) + " jigsaw needs " + std::to_string(size * size) +
           " region labels, not " + std::to_string(region_of_cell.size());
  }
  std::vector<int> cells_in(static_cast<std::size_t>(size), 0);
  for (int region : region_of_cell) {
    if (region < 0 || region >= size) return "region " + std::to_string(region + 1) + " does not exist";
    ++cells_in[static_cast<std::size_t>(region)];
  }
  for (int region = 0; region < size; ++region) {
    if (cells_in[static_cast<std::size_t>(region)] != size) {
      return "region " + std::to_string(region + 1) + " has " + std::to_string(cells_in[static_cast<std::size_t>(region)]) +
             " cells, not " + std::to_string(size);
    }
  }
  Geometry geometry;
  geometry.size_ = size;
  geometry.box_of_ = std::move(region_of_cell);
  geometry.build();
  return geometry;
}

GeometryOrError Geometry::with_diagonals() const {
  Geometry geometry = *this;
  geometry.diagonals_ = true;
  geometry.build();
  return geometry;
}

GeometryOrError Geometry::with_windows() const {
  if (is_jigsaw() || box_rows_ != box_cols_ || size_ < 4) {
    return "windows need square boxes of at least 2x2 (this grid is " + describe() + ")";
  }
  Geometry geometry = *this;
  geometry.windows_ = true;
  geometry.build();
  return geometry;
}

GeometryOrError Geometry::with_cages(std::vector<Cage> cages) const {
  std::vector<int> owner(static_cast<std::size_t>(cell_count()), -1);
  for (std::size_t k = 0; k < cages.size(); ++k) {
    const Cage& cage = cages[k];
    const std::string name = "cage " + std::to_string(k + 1);
    const int cells = static_cast<int>(cage.cells.size());
    if (cells < 1 || cells > size_) {
      return name + " has " + std::to_string(cells) + " cells; a cage has 1 to " + std::to_string(size_);
    }
    for (int cell : cage.cells) {
      if (cell < 0 || cell >= cell_count()) return name + " has a cell outside the grid";
      int& slot = owner[static_cast<std::size_t>(cell)];
      if (slot >= 0) {
        return cell_name(cell) + " is in " + (slot == static_cast<int>(k) ? name + " twice"
                                                                           : "cage " + std::to_string(slot + 1) + " and " + name);
      }
      slot = static_cast<int>(k);
    }
    const int least = cells * (cells + 1) / 2;                   // 1 + 2 + ... + cells
    const int most = cells * (2 * size_ - cells + 1) / 2;         // N + (N-1) + ... + (N-cells+1)
    if (cage.sum < least || cage.sum > most) {
      return name + " sums to " + std::to_string(cage.sum) + ", but " + std::to_string(cells) +
             " different digits sum to " + std::to_string(least) + ".." + std::to_string(most);
    }
  }
  Geometry geometry = *this;
  geometry.cages_ = std::move(cages);
  geometry.build();
  return geometry;
}

void Geometry::build() {
  const int n = size_;
  const int cells = n * n;
  unit_kinds_.clear();
  unit_index_.clear();
  unit_cells_.clear();
  auto add_unit = [&](UnitKind kind, int index, auto&& cells_of_unit) {
    unit_kinds_.push_back(kind);
    unit_index_.push_back(index);
    for (int k = 0; k < n; ++k) unit_cells_.push_back(cells_of_unit(k));
  };
  for (int row = 0; row < n; ++row) add_unit(UnitKind::row, row, [&](int k) { return row * n + k; });
  for (int column = 0; column < n; ++column) add_unit(UnitKind::column, column, [&](int k) { return k * n + column; });
  const UnitKind box_kind = is_jigsaw() ? UnitKind::region : UnitKind::box;
  for (int box = 0; box < n; ++box) {
    std::vector<int> members;
    for (int cell = 0; cell < cells; ++cell) {
      if (box_of_[static_cast<std::size_t>(cell)] == box) members.push_back(cell);
    }
    add_unit(box_kind, box, [&](int k) { return members[static_cast<std::size_t>(k)]; });
  }
  if (diagonals_) {
    add_unit(UnitKind::diagonal, 0, [&](int k) { return k * n + k; });
    add_unit(UnitKind::diagonal, 1, [&](int k) { return k * n + (n - 1 - k); });
  }
  if (windows_) {
    const int k = box_rows_;
    int index = 0;
    for (int top = 1; top + k <= n - 1; top += k + 1) {
      for (int left = 1; left + k <= n - 1; left += k + 1) {
        add_unit(UnitKind::window, index++, [&](int j) { return (top + j / k) * n + left + j % k; });
      }
    }
  }

  cage_of_.assign(static_cast<std::size_t>(cells), -1);
  for (std::size_t k = 0; k < cages_.size(); ++k) {
    for (int cell : cages_[k].cells) cage_of_[static_cast<std::size_t>(cell)] = static_cast<int>(k);
  }

  std::vector<std::vector<int>> units_by_cell(static_cast<std::size_t>(cells));
  for (int unit = 0; unit < unit_count(); ++unit) {
    for (int cell : unit_cells(unit)) units_by_cell[static_cast<std::size_t>(cell)].push_back(unit);
  }
  units_of_.clear();
  units_of_start_.assign(1, 0);
  peers_.clear();
  peers_start_.assign(1, 0);
  std::vector<int> peers;
  for (int cell = 0; cell < cells; ++cell) {
    const auto& units = units_by_cell[static_cast<std::size_t>(cell)];
    units_of_.insert(units_of_.end(), units.begin(), units.end());
    units_of_start_.push_back(static_cast<int>(units_of_.size()));
    peers.clear();
    for (int unit : units) {
      for (int other : unit_cells(unit)) peers.push_back(other);
    }
    if (cage_of(cell) >= 0) {
      const auto& mates = cages_[static_cast<std::size_t>(cage_of(cell))].cells;
      peers.insert(peers.end(), mates.begin(), mates.end());
    }
    std::sort(peers.begin(), peers.end());
    peers.erase(std::unique(peers.begin(), peers.end()), peers.end());
    peers.erase(std::remove(peers.begin(), peers.end(), cell), peers.end());
    peers_.insert(peers_.end(), peers.begin(), peers.end());
    peers_start_.push_back(static_cast<int>(peers_.size()));
  }
}

std::string Geometry::unit_name(int unit) const {
  static constexpr const char* kNames[] = {"row", "column", "box", "region", "diagonal", "window"};
  return std::string(kNames[static_cast<int>(unit_kind(unit))]) + " " +
         std::to_string(unit_index_[static_cast<std::size_t>(unit)] + 1);
}

std::string Geometry::cell_name(int cell) const {
  return "r" + std::to_string(row_of(cell) + 1) + "c" + std::to_string(column_of(cell) + 1);
}

std::string Geometry::describe() const {
  std::string text = std::to_string(size_) + "x" + std::to_string(size_);
  if (is_jigsaw()) {
    text += " jigsaw";
  } else if (default_box(size_) != std::pair<int, int>(box_rows_, box_cols_)) {
    text += " (" + std::to_string(box_rows_) + "x" + std::to_string(box_cols_) + " boxes)";
  }
  if (diagonals_) text += " X";
  if (windows_) text += " windoku";
  if (has_cages()) text += " killer";
  return text;
}

}  // namespace sudoku
