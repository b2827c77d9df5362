// The one-puzzle-per-line format: N² cells in row order, a digit for a given, `.` or `0` for a blank; anything after
// the last cell, separated from it by white space (or by `:` `,` `;` `#`, as corpora and CSV-like lists have it), is a
// comment and ignored. Also the readable block format, with box borders, for output.
//
// Parsing never allocates once the output grid has the right size: it is meant to run over millions of lines.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "sudoku/geometry.hpp"
#include "sudoku/grid.hpp"

namespace sudoku {

// What is wrong with a line, and where: `column` is 1-based, counted in bytes of the line as given.
struct ParseError {
  int column;
  std::string message;
};

// Reads one puzzle of `geometry`'s size (digits 1..N, N ≤ 9) from `line` into `out`.
std::optional<ParseError> parse_line(std::string_view line, const Geometry& geometry, Grid& out);

// Appends the grid as one line of N² characters, `.` for blanks.
void append_line(const Grid& grid, std::string& out);

// Appends the grid as a block of N lines, boxes set off by `|` and `------+-------+------` rules, each line ending
// in '\n'.
void append_block(const Grid& grid, const Geometry& geometry, std::string& out);

// How a byte is shown in a message: itself when printable, else an escape such as `\x00`.
std::string describe_byte(char byte);

}  // namespace sudoku
