// A grid as one line of N² symbols, as the line reader (readers/line_reader.cpp) reads it back.
#include "cell_writer.hpp"
#include "sudoku/puzzle_writer.hpp"

namespace sudoku {

void append_grid_line(const Grid& grid, SymbolSet symbols, std::string& out) {
  for (int cell = 0; cell < grid.cell_count(); ++cell) {
    if (symbols == SymbolSet::numbers && cell > 0) out += ' ';
    detail::append_cell(grid[cell], grid.size(), symbols, 1, out);
  }
}

}  // namespace sudoku
