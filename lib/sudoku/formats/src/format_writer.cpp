// Writing grids and puzzles in the formats PuzzleReader reads (formats.hpp).
#include <string>

#include "sudoku/formats.hpp"

namespace sudoku {

namespace {

// Cage labels of extended lines, one character each while there are enough of them.
constexpr std::string_view kCageLabels = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

void append_cell(int digit, int size, SymbolSet symbols, std::size_t width, std::string& out) {
  if (symbols != SymbolSet::numbers) {
    out += digit == 0 ? '.' : symbol_of(digit, size, symbols);
    return;
  }
  const std::string text = digit == 0 ? "." : std::to_string(digit);
  out.append(width > text.size() ? width - text.size() : 0, ' ');
  out += text;
}

void append_cage_labels(const Geometry& geometry, std::string& out) {
  const auto& cages = geometry.cages();
  const bool one_character = cages.size() <= kCageLabels.size();
  auto label = [&](std::size_t cage) {
    return one_character ? std::string(1, kCageLabels[cage]) : std::to_string(cage + 1);
  };
  out += ";cages=";
  for (int cell = 0; cell < geometry.cell_count(); ++cell) {
    if (!one_character && cell > 0) out += ',';
    const int cage = geometry.cage_of(cell);
    out += cage < 0 ? "." : label(static_cast<std::size_t>(cage));
  }
  out += ";sums=";
  for (std::size_t cage = 0; cage < cages.size(); ++cage) {
    if (cage > 0) out += ',';
    out += label(cage) + ":" + std::to_string(cages[cage].sum);
  }
}

// A jigsaw drawn with its regions: `|` between two cells of different regions in a row, and under a row a rule with
// `-` under each cell whose region differs from the cell's below, `+` where such borders meet a `|`. Every cell is
// followed by three characters (" | " or "   ") so that the rules line up. A rule line is left out where no border
// runs between two rows. The reader skips the rules and ignores `|` at unequal intervals: the grid reads back
// (its regions do not: they are the extended line's regions=).
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

char symbol_of(int digit, int size, SymbolSet symbols) {
  if (digit == 0) return '.';
  if (symbols == SymbolSet::hex && size <= 16) return "0123456789ABCDEF"[digit - 1];
  if (symbols == SymbolSet::letters) return static_cast<char>('A' + digit - 1);
  return static_cast<char>(digit <= 9 ? '0' + digit : 'A' + digit - 10);
}

void append_grid_line(const Grid& grid, SymbolSet symbols, std::string& out) {
  for (int cell = 0; cell < grid.cell_count(); ++cell) {
    if (symbols == SymbolSet::numbers && cell > 0) out += ' ';
    append_cell(grid[cell], grid.size(), symbols, 1, out);
  }
}

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

std::string format_puzzle(const Puzzle& puzzle, SymbolSet symbols) {
  const Geometry& geometry = *puzzle.geometry;
  const int n = geometry.size();
  const bool default_boxes =
      !geometry.is_jigsaw() && Geometry::default_box(n) == std::pair(geometry.box_rows(), geometry.box_cols());
  std::string out;
  if (default_boxes && !geometry.has_diagonals() && !geometry.has_windows() && !geometry.has_cages()) {
    append_grid_line(puzzle.givens, symbols, out);
    return out;
  }
  out += "givens=";
  append_grid_line(puzzle.givens, symbols, out);
  if (geometry.is_jigsaw()) {
    out += ";regions=";
    for (int cell = 0; cell < geometry.cell_count(); ++cell) out += static_cast<char>('A' + geometry.box_of(cell));
  } else if (!default_boxes) {
    out += ";box=" + std::to_string(geometry.box_rows()) + "x" + std::to_string(geometry.box_cols());
  }
  if (geometry.has_diagonals() || geometry.has_windows()) {
    out += ";variant=";
    out += geometry.has_diagonals() && geometry.has_windows() ? "x+windoku"
           : geometry.has_diagonals()                         ? "x"
                                                              : "windoku";
  }
  if (geometry.has_cages()) append_cage_labels(geometry, out);
  return out;
}

}  // namespace sudoku
