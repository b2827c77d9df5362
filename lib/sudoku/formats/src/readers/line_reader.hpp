// The one-puzzle-per-line reader (grammar in line_reader.cpp).
#pragma once

#include "../detection.hpp"
#include "../reader_context.hpp"

namespace sudoku::detail {

// A line that classify() found to be a one-line puzzle of `shape.size` (its cells scanned in context.builder.cells()).
void read_one_line(ReaderContext& context, const InputLine& line, const LineShape& shape, PuzzleRecord& record);
// The commonest line of all, read without classify(): exactly 81 characters, each a digit or '.', with the options
// that read it as a 9×9 (any format but block, JSON and CSV; digits as symbols). Fills `record` exactly as classify()
// and read_one_line() would and returns true; false (nothing done) for any other line.
bool read_plain_9x9_line(ReaderContext& context, const InputLine& line, PuzzleRecord& record);
// A line that is none of the formats, reported as the one-line puzzle it most likely meant to be.
void report_unreadable(ReaderContext& context, const InputLine& line, PuzzleRecord& record);

}  // namespace sudoku::detail
