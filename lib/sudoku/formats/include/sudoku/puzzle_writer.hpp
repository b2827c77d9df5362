/// \file
/// Writing grids and puzzles in the formats PuzzleReader reads (one writer per format in src/writers/).
///
/// Thread safety: pure functions of their arguments.
#pragma once

#include <string>

#include "sudoku/puzzle.hpp"
#include "sudoku/symbols.hpp"

namespace sudoku {

/// Writes the puzzle so that PuzzleReader reads it back the same (read with the same SymbolSet; automatic detection
/// finds all but hex beyond 16×16 and hex grids without a 1): a plain line for plain geometries with the default box,
/// an extended line (box=, regions=, cages=, sums=, variant=) otherwise. Geometry and givens only: no name, solution
/// or count. Cage cells come back in row order, so a geometry whose cages list their cells otherwise reads back with
/// the same cages in that order. No line end.
std::string format_puzzle(const Puzzle& puzzle, SymbolSet symbols = SymbolSet::automatic);

/// A grid as one line of N² symbols, a dot for blanks (no line end); and as a block of N lines with box borders (for
/// jigsaw geometries, the regions' borders; killer cages are not drawn), each line ending in '\n'. With
/// SymbolSet::numbers the symbols are numbers separated by spaces (in blocks of N >= 10, right-aligned in two columns).
/// Both read back to the same grid (with the same SymbolSet, as for format_puzzle), a block with its box shape.
void append_grid_line(const Grid& grid, SymbolSet symbols, std::string& out);
void append_grid_block(const Grid& grid, const Geometry& geometry, SymbolSet symbols, std::string& out);

}  // namespace sudoku
