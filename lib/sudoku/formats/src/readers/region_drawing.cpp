#include "region_drawing.hpp"

#include <algorithm>

namespace sudoku::detail {

namespace {

bool is_border(char c) { return c == '|' || c == '-' || c == '+' || c == '='; }

}  // namespace

std::optional<std::vector<int>> regions_from_drawing(std::span<const std::string> lines,
                                                     std::span<const DrawnCell> cells, int n) {
  const auto cell_count = static_cast<std::size_t>(n) * static_cast<std::size_t>(n);
  if (n < 1 || cells.size() != cell_count || lines.empty()) return std::nullopt;
  std::size_t width = 0;
  for (const std::string& line : lines) width = std::max(width, line.size());
  for (const DrawnCell& cell : cells) width = std::max(width, static_cast<std::size_t>(cell.column) + 1);
  const std::size_t height = lines.size();

  // The drawing as a height x width board: open (true) or border. A cell's own place is always open (a blank may be
  // written `-`).
  std::vector<char> open(height * width, 1);
  for (std::size_t row = 0; row < height; ++row) {
    for (std::size_t column = 0; column < lines[row].size(); ++column) {
      if (is_border(lines[row][column])) open[row * width + column] = 0;
    }
  }
  std::vector<int> cell_at(height * width, -1);
  for (std::size_t k = 0; k < cells.size(); ++k) {
    const std::size_t at = static_cast<std::size_t>(cells[k].line) * width + static_cast<std::size_t>(cells[k].column);
    open[at] = 1;
    cell_at[at] = static_cast<int>(k);
  }

  // Flood fill from each cell not yet in a region (an explicit stack: no recursion on big drawings).
  std::vector<int> component(height * width, -1);
  std::vector<int> region_of_cell(cell_count, -1);
  std::vector<int> region_size;
  std::vector<std::size_t> stack;
  for (std::size_t k = 0; k < cells.size(); ++k) {
    if (region_of_cell[k] != -1) continue;
    const int region = static_cast<int>(region_size.size());
    if (region == n) return std::nullopt;  // more regions than N
    region_size.push_back(0);
    const std::size_t start = static_cast<std::size_t>(cells[k].line) * width + static_cast<std::size_t>(cells[k].column);
    component[start] = region;
    stack.assign(1, start);
    while (!stack.empty()) {
      const std::size_t at = stack.back();
      stack.pop_back();
      if (const int cell = cell_at[at]; cell != -1) {
        region_of_cell[static_cast<std::size_t>(cell)] = region;
        if (++region_size.back() > n) return std::nullopt;
      }
      const std::size_t row = at / width;
      const std::size_t column = at % width;
      auto visit = [&](std::size_t next) {
        if (open[next] && component[next] == -1) {
          component[next] = region;
          stack.push_back(next);
        }
      };
      if (row > 0) visit(at - width);
      if (row + 1 < height) visit(at + width);
      if (column > 0) visit(at - 1);
      if (column + 1 < width) visit(at + 1);
    }
    if (region_size.back() != n) return std::nullopt;
  }
  if (static_cast<int>(region_size.size()) != n) return std::nullopt;
  return region_of_cell;
}

}  // namespace sudoku::detail
