// A puzzle as the line it is read from: a plain line (line_writer.cpp) for plain geometries with the default box, an
// extended line (readers/extended_line_reader.cpp has its grammar) for the others.
#include <string>

#include "sudoku/puzzle_writer.hpp"

namespace sudoku {

namespace {

// Cage labels of extended lines, one character each while there are enough of them.
constexpr std::string_view kCageLabels = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

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

}  // namespace

std::string format_puzzle(const Puzzle& puzzle, SymbolSet symbols) {
  const Geometry& geometry = *puzzle.geometry;
  const int n = geometry.size();
  const bool default_boxes =
      !geometry.is_jigsaw() && Geometry::default_box(n) == std::pair(geometry.box_rows(), geometry.box_cols());
  std::string out;
  if (!puzzle.candidates.empty()) {
    // A candidate grid as it is read: N places per cell, digit d at place d when it is a candidate, else `.`. (Its
    // variant and box shape, which only the command line's options can give it, are not written.)
    for (const std::uint32_t mask : puzzle.candidates) {
      for (int digit = 1; digit <= n; ++digit) out += (mask >> (digit - 1)) & 1U ? static_cast<char>('0' + digit) : '.';
    }
    return out;
  }
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
