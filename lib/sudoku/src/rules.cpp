#include "sudoku/rules.hpp"

#include <array>

namespace sudoku {

std::string Clash::describe(const Geometry& geometry) const {
  return geometry.unit_name(unit) + " has two " + std::to_string(digit) + "s (" + geometry.cell_name(first_cell) +
         " and " + geometry.cell_name(second_cell) + ")";
}

std::optional<Clash> find_clash(const Geometry& geometry, const Grid& grid) {
  std::array<int, Geometry::kMaxSize + 1> cell_with_digit{};
  for (int unit = 0; unit < geometry.unit_count(); ++unit) {
    cell_with_digit.fill(-1);
    for (int cell : geometry.unit_cells(unit)) {
      const int digit = grid[cell];
      if (digit == 0) continue;
      if (cell_with_digit[static_cast<std::size_t>(digit)] >= 0) {
        return Clash{unit, digit, cell_with_digit[static_cast<std::size_t>(digit)], cell};
      }
      cell_with_digit[static_cast<std::size_t>(digit)] = cell;
    }
  }
  return std::nullopt;
}

bool is_solution(const Geometry& geometry, const Grid& grid) {
  if (grid.size() != geometry.size() || !grid.is_full()) return false;
  for (int cell = 0; cell < grid.cell_count(); ++cell) {
    if (grid[cell] < 1 || grid[cell] > geometry.size()) return false;
  }
  return !find_clash(geometry, grid).has_value();
}

bool keeps_givens(const Grid& puzzle, const Grid& solution) {
  if (puzzle.size() != solution.size()) return false;
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    if (puzzle[cell] != 0 && puzzle[cell] != solution[cell]) return false;
  }
  return true;
}

}  // namespace sudoku
