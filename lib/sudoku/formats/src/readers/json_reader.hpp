// The JSON reader, one object per line (grammar in json_reader.cpp).
#pragma once

#include "../line_source.hpp"
#include "../record_builder.hpp"

namespace sudoku::detail {

// Fills `record` (a puzzle or an error) from one line.
void read_json_line(const InputLine& line, RecordBuilder& builder, PuzzleRecord& record);

}  // namespace sudoku::detail
