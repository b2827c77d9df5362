#include "sudoku/rules.hpp"

#include <array>
#include <span>

namespace sudoku {

std::string Clash::describe(const Geometry& geometry) const {
  switch (kind) {
    case Kind::repeated_in_unit:
    case Kind::repeated_in_cage: {
      const std::string place = kind == Kind::repeated_in_unit ? geometry.unit_name(where) : geometry.cage_name(where);
      return place + " has two " + std::to_string(digit) + "s (" + geometry.cell_name(first_cell) + " and " +
             geometry.cell_name(second_cell) + ")";
    }
    case Kind::cage_sum: {
      const int sum = geometry.cages()[static_cast<std::size_t>(where)].sum;
      return geometry.cage_name(where) + " adds up to " + std::to_string(total) + (total > sum ? ", more than " : ", not ") +
             std::to_string(sum);
    }
  }
  return {};
}

namespace {

// The first digit held twice among `cells`, as a clash of `kind` at `where`.
std::optional<Clash> repeated(std::span<const int> cells, const Grid& grid, Clash::Kind kind, int where) {
  std::array<int, Geometry::kMaxSize + 1> cell_with_digit;
  cell_with_digit.fill(-1);
  for (int cell : cells) {
    const int digit = grid[cell];
    if (digit == 0) continue;
    int& seen = cell_with_digit[static_cast<std::size_t>(digit)];
    if (seen >= 0) return Clash{kind, where, digit, seen, cell, 0};
    seen = cell;
  }
  return std::nullopt;
}

}  // namespace

std::optional<Clash> find_clash(const Geometry& geometry, const Grid& grid) {
  for (int unit = 0; unit < geometry.unit_count(); ++unit) {
    if (auto clash = repeated(geometry.unit_cells(unit), grid, Clash::Kind::repeated_in_unit, unit)) return clash;
  }
  const auto& cages = geometry.cages();
  for (int k = 0; k < static_cast<int>(cages.size()); ++k) {
    const Cage& cage = cages[static_cast<std::size_t>(k)];
    if (auto clash = repeated(cage.cells, grid, Clash::Kind::repeated_in_cage, k)) return clash;
    int total = 0;
    bool full = true;
    for (int cell : cage.cells) {
      total += grid[cell];
      full = full && grid[cell] != 0;
    }
    if (total > cage.sum || (full && total != cage.sum)) return Clash{Clash::Kind::cage_sum, k, 0, 0, 0, total};
  }
  return std::nullopt;
}

bool is_solution(const Geometry& geometry, const Grid& grid) {
  return grid.size() == geometry.size() && grid.is_full() && !find_clash(geometry, grid).has_value();
}

bool keeps_givens(const Grid& puzzle, const Grid& solution) {
  if (puzzle.size() != solution.size()) return false;
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    if (puzzle[cell] != 0 && puzzle[cell] != solution[cell]) return false;
  }
  return true;
}

}  // namespace sudoku
