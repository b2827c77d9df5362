// The one-puzzle-per-line reader (grammar in line_reader.cpp).
#pragma once

#include "../detection.hpp"
#include "../reader_context.hpp"

namespace sudoku::detail {

// A line that classify() found to be a one-line puzzle of `shape.size` (its cells scanned in context.builder.cells()).
void read_one_line(ReaderContext& context, const InputLine& line, const LineShape& shape, PuzzleRecord& record);
// A line that is none of the formats, reported as the one-line puzzle it most likely meant to be.
void report_unreadable(ReaderContext& context, const InputLine& line, PuzzleRecord& record);

}  // namespace sudoku::detail
