// Record detection: what each line of the input is (a one-line puzzle, the first row of a block grid, a header, a
// CSV header, an extended line, JSON, nothing), and where a block grid ends. The one place where the formats are told
// apart; PuzzleReader::next hands each line to the reader of its kind.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "line_source.hpp"
#include "reader_context.hpp"

namespace sudoku::detail {

enum class LineKind : std::uint8_t {
  blank,       // white space only: no record
  comment,     // starts with '#': no record
  separator,   // a box border of a block grid (- + = | and white space): no record
  size_line,   // "16 16" or "9" before a grid of that size (PuzzleSolver's files): no record
  header,      // "Grid 01": names the puzzle that follows
  one_line,    // a whole puzzle
  candidates,  // a whole candidate grid on one line: N³ digits and blanks (729 for 9x9)
  row,         // the first row of a block grid
  extended,    // key=value;...
  json,        // {...}
  csv_header,  // the column names of the CSV rows that follow
  unreadable,  // none of these: reported as a one-line puzzle that is wrong
};

// What a line is; for a one-line puzzle or a row, its size N; for a one-line puzzle, where its cells end (they are
// left scanned in context.builder.cells() for the line reader).
struct LineShape {
  LineKind kind = LineKind::unreadable;
  int size = 0;
  std::size_t cells_end = 0;
};

LineShape classify(ReaderContext& context, const InputLine& line);

// Within a block grid of N = `n` rows after its first: whether `text` (not blank, its first byte at `start`) is a line
// of another format, which ends the grid.
bool ends_block_grid(ReaderContext& context, std::string_view text, std::size_t start, int n);

// Made only of - + = | and white space, with a run like "--" or a '+' or '=' (so that "- - -", a row of blanks
// written with '-', is not one).
bool is_separator_line(std::string_view text);
// A word of two letters or more at the start of a line, then white space: text, not cells (unless it is a row).
bool starts_with_word(std::string_view text);
// True when `text` (trimmed) starts like an extended line: a word and '='.
bool looks_like_extended_line(std::string_view text);

}  // namespace sudoku::detail
