// A grid as one line of N² symbols, as the line reader (readers/line_reader.cpp) reads it back.
#include <cstdint>
#include <span>
#include <string>

#include "cell_writer.hpp"
#include "sudoku/puzzle_writer.hpp"

namespace sudoku {

void append_grid_line(const Grid& grid, SymbolSet symbols, std::string& out) {
  if ((symbols.kind == SymbolSet::automatic || symbols.kind == SymbolSet::digits) && grid.size() <= 9) {
    // One character per cell, '.' or the digit: written in one piece, the common case of every batch (cell by cell
    // it cost 6.9k instructions per 9×9 line, a sixth of `dlx solve --solver propagate` on 17-clue puzzles).
    const std::span<const std::uint8_t> cells = grid.cells();
    const std::size_t start = out.size();
    out.resize(start + cells.size());
    char* at = out.data() + start;
    for (const std::uint8_t digit : cells) *at++ = digit == 0 ? '.' : static_cast<char>('0' + digit);
    return;
  }
  for (int cell = 0; cell < grid.cell_count(); ++cell) {
    if (symbols == SymbolSet::numbers && cell > 0) out += ' ';
    detail::append_cell(grid[cell], grid.size(), symbols, 1, out);
  }
}

}  // namespace sudoku
