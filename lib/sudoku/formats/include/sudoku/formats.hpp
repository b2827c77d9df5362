/// \file
/// Reading puzzles in the formats people keep them in, and writing grids back: the reader (sudoku/puzzle_reader.hpp),
/// the writers (sudoku/puzzle_writer.hpp) and the symbol sets both use (sudoku/symbols.hpp).
///
/// Input formats, auto-detected per record (src/detection.cpp) or forced with ReaderOptions::format; each reader's
/// source opens with its grammar:
/// * one puzzle per line, N² symbols, with a comment or corpus fields `puzzle:count:solution` after it
///                                                                         src/readers/line_reader.cpp
/// * block grids: N lines of N symbols, with or without box borders, headers such as `Grid 01`
///                                                                         src/readers/block_reader.cpp
/// * CSV with a header naming the puzzle (and solution) column              src/readers/csv_reader.cpp
/// * extended lines for variants, `givens=...;regions=...;cages=...;sums=...`
///                                                                         src/readers/extended_line_reader.cpp
/// * JSON, one object per line                                             src/readers/json_reader.cpp
/// PuzzleReader::next (src/puzzle_reader.cpp) asks the detection what each line is and hands it to its reader.
///
/// Output formats, one writer each: a line (src/writers/line_writer.cpp), a block grid (src/writers/block_writer.cpp),
/// a puzzle as a line or an extended line (src/writers/puzzle_writer.cpp).
///
/// Thread safety: pure functions of their arguments.
#pragma once

#include "sudoku/puzzle_reader.hpp"
#include "sudoku/puzzle_writer.hpp"
#include "sudoku/symbols.hpp"
