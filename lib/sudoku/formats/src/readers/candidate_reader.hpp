// The candidate grid reader (grammar in candidate_reader.cpp).
#pragma once

#include "../detection.hpp"
#include "../reader_context.hpp"

namespace sudoku::detail {

// A line that classify() found to be a candidate grid of `shape.size` (its cells scanned in context.builder.cells()).
void read_candidate_line(ReaderContext& context, const InputLine& line, const LineShape& shape, PuzzleRecord& record);

}  // namespace sudoku::detail
