// The two formats that carry a whole geometry on one line: extended `key=value;...` lines and JSON objects (see
// formats.hpp for their grammar). Both collect the same pieces — givens, box, regions, cages and sums, variant,
// solution, name, count — and one function makes the puzzle from them.
#pragma once

#include <string_view>

#include "line_source.hpp"
#include "record_builder.hpp"

namespace sudoku::detail {

// True when `text` (trimmed) starts like an extended line: a word and '='.
bool looks_like_extended_line(std::string_view text);

// Fills `record` (a puzzle or an error) from one line.
void read_extended_line(const InputLine& line, RecordBuilder& builder, PuzzleRecord& record);
void read_json_line(const InputLine& line, RecordBuilder& builder, PuzzleRecord& record);

}  // namespace sudoku::detail
