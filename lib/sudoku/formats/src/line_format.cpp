#include "sudoku/line_format.hpp"

#include <cstdio>

#include "sudoku/formats.hpp"

namespace sudoku {

namespace {

bool is_blank_symbol(char c) { return c == '.' || c == '0'; }
bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }
bool is_separator(char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f' || c == ':' || c == ',' ||
         c == ';' || c == '#';
}

}  // namespace

std::string describe_byte(char byte) {
  const auto value = static_cast<unsigned char>(byte);
  if (value >= 0x21 && value < 0x7f) return std::string("'") + byte + "'";
  if (byte == ' ') return "a space";
  if (byte == '\t') return "a tab";
  char buffer[8];
  std::snprintf(buffer, sizeof buffer, "\\x%02x", value);
  return std::string("byte ") + buffer;
}

std::optional<ParseError> parse_line(std::string_view line, const Geometry& geometry, Grid& out) {
  const int n = geometry.size();
  const int cells = geometry.cell_count();
  if (out.size() != n) out.reset(n);
  std::size_t start = 0;
  while (start < line.size() && is_blank(line[start])) ++start;

  int cell = 0;
  std::size_t at = start;
  for (; at < line.size() && cell < cells; ++at, ++cell) {
    const char c = line[at];
    if (c >= '1' && c < '1' + n) {
      out.set(cell, c - '0');
    } else if (is_blank_symbol(c)) {
      out.set(cell, 0);
    } else {
      const int column = static_cast<int>(at) + 1;
      if (is_separator(c)) {
        return ParseError{column, "puzzle ends after " + std::to_string(cell) + " cells; a " + std::to_string(n) +
                                      "x" + std::to_string(n) + " puzzle has " + std::to_string(cells)};
      }
      std::string expected = n == 9 ? "a digit 1-9" : "a digit 1-" + std::to_string(n);
      return ParseError{column, "unexpected " + describe_byte(c) + " in cell " + std::to_string(cell + 1) +
                                    "; expected " + expected + ", or '.' or '0' for a blank"};
    }
  }
  if (cell < cells) {
    return ParseError{static_cast<int>(line.size()) + 1,
                      "line ends after " + std::to_string(cell) + " cells; a " + std::to_string(n) + "x" +
                          std::to_string(n) + " puzzle has " + std::to_string(cells)};
  }
  if (at < line.size() && !is_separator(line[at])) {
    return ParseError{static_cast<int>(at) + 1, "more than " + std::to_string(cells) +
                                                    " cells (a comment after the puzzle needs white space before it)"};
  }
  return std::nullopt;
}

void append_line(const Grid& grid, std::string& out) { append_grid_line(grid, SymbolSet::automatic, out); }

void append_block(const Grid& grid, const Geometry& geometry, std::string& out) {
  append_grid_block(grid, geometry, SymbolSet::automatic, out);
}

}  // namespace sudoku
