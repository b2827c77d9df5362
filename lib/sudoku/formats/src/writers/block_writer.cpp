// A grid as a block of N lines with box borders (a jigsaw's with its regions' borders), as the block reader
// (readers/block_reader.cpp) reads it back, with its box shape.
#include "cell_writer.hpp"
#include "sudoku/puzzle_writer.hpp"

namespace sudoku {

using detail::append_cell;

namespace {

// A jigsaw drawn with its regions: `|` between two cells of different regions in a row, and under a row a rule with
// `-` under each cell whose region differs from the cell's below, `+` where such borders meet a `|`. Every cell is
// followed by three characters (" | " or "   ") so that the rules line up. A rule line is left out where no border
// runs between two rows. The block reader reads the regions back from these borders (readers/region_drawing.hpp)
// when every region is connected; regions in pieces cannot be drawn, and read back as boxes (the extended line's
// regions= keeps them).
void append_jigsaw_block(const Grid& grid, const Geometry& geometry, SymbolSet symbols, std::string& out) {
  const int n = grid.size();
  const std::size_t width = symbols == SymbolSet::numbers && n >= 10 ? 2 : 1;
  auto region = [&](int row, int column) { return geometry.box_of(row * n + column); };
  auto vertical = [&](int row, int column) { return region(row, column) != region(row, column + 1); };
  for (int row = 0; row < n; ++row) {
    if (row > 0) {
      std::string rule;
      bool any = false;
      auto below = [&](int column) { return region(row - 1, column) != region(row, column); };
      for (int column = 0; column < n; ++column) {
        const bool here = below(column);
        any = any || here;
        if (column > 0) {
          // Where four cells meet: the borders that reach this corner from each side.
          const bool left = below(column - 1);
          const bool up = vertical(row - 1, column - 1);
          const bool down = vertical(row, column - 1);
          const char middle = (up || down) ? ((left || here) ? '+' : '|') : ((left || here) ? '-' : ' ');
          rule += left ? '-' : ' ';
          rule += middle;
          rule += here ? '-' : ' ';
        }
        rule.append(width, here ? '-' : ' ');
      }
      if (any) {
        while (!rule.empty() && rule.back() == ' ') rule.pop_back();
        out += rule;
        out += '\n';
      }
    }
    const std::size_t line_start = out.size();
    for (int column = 0; column < n; ++column) {
      if (column > 0) out += vertical(row, column - 1) ? " | " : "   ";
      append_cell(grid[row * n + column], n, symbols, width, out);
    }
    while (out.size() > line_start && out.back() == ' ') out.pop_back();
    out += '\n';
  }
}

}  // namespace

void append_grid_block(const Grid& grid, const Geometry& geometry, SymbolSet symbols, std::string& out) {
  if (geometry.is_jigsaw()) return append_jigsaw_block(grid, geometry, symbols, out);
  const int n = grid.size();
  const std::size_t width = symbols == SymbolSet::numbers && n >= 10 ? 2 : 1;
  const std::size_t first_row = out.size();
  std::size_t first_row_end = 0;
  for (int row = 0; row < n; ++row) {
    if (row > 0 && row % geometry.box_rows() == 0) {
      // The rule under a band of boxes: '+' where the rows have '|', '-' elsewhere.
      for (std::size_t k = first_row; k < first_row_end; ++k) out += out[k] == '|' ? '+' : '-';
      out += '\n';
    }
    for (int column = 0; column < n; ++column) {
      if (column > 0) out += column % geometry.box_cols() == 0 ? " | " : " ";
      append_cell(grid[row * n + column], n, symbols, width, out);
    }
    if (row == 0) first_row_end = out.size();
    out += '\n';
  }
}

}  // namespace sudoku
