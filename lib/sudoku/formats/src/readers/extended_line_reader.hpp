// The extended line reader, `key=value;...` (grammar in extended_line_reader.cpp).
#pragma once

#include "../line_source.hpp"
#include "../record_builder.hpp"

namespace sudoku::detail {

// Fills `record` (a puzzle or an error) from one line.
void read_extended_line(const InputLine& line, RecordBuilder& builder, PuzzleRecord& record);

}  // namespace sudoku::detail
