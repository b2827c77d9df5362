// Cells as they are written, before and after their symbol set is known. Every reader (readers/*.cpp) goes through
// here: it first scans a piece of text into RawCells (where each cell is, which symbol it has), then picks the
// symbol set over all the cells of a record, then decodes each line's cells into a Grid, deciding the blank symbol
// line by line. Scanning never allocates once the cell vector has grown to the largest record.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku/grid.hpp"
#include "sudoku/symbols.hpp"

namespace sudoku::detail {

// The digits of a number token (numbers notation) are replaced by this symbol; RawCell::number holds the value, 0 for
// a blank (which, being a number, never counts as a second blank symbol beside `.`).
inline constexpr char kNumberToken = '#';

struct RawCell {
  std::int32_t column = 0;  // 1-based byte column in its line
  char symbol = 0;          // the character as written, or kNumberToken
  std::uint8_t number = 0;  // a number token's value (1..99)
};

inline bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }
inline bool is_digit(char c) { return c >= '0' && c <= '9'; }
inline bool is_letter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }
inline bool is_blank_symbol(char c) { return c == '.' || c == '0' || c == '_' || c == '*' || c == '-'; }
inline bool is_cell_symbol(char c) { return is_digit(c) || is_letter(c) || is_blank_symbol(c); }
// What ends the cells of a one-line puzzle and starts its comment.
inline bool ends_cells(char c) { return is_space(c) || c == ',' || c == ';' || c == ':' || c == '#'; }

std::string_view trim(std::string_view text);
bool equals_ignoring_case(std::string_view a, std::string_view b);  // ASCII letters
// The offset of the first non-space byte at or after `from` (text.size() when there is none).
std::size_t skip_spaces(std::string_view text, std::size_t from);

// Sizes a grid can be read in without a box shape given: N with Geometry::default_box, 4 <= N <= 25.
bool is_grid_size(int n);
// N when `cells` is N² for such an N (any N <= 25 when `any_size`, for jigsaw regions); else 0.
int size_for_cell_count(std::size_t cells, bool any_size);
// "a 9x9 grid", "an 8x8 grid": for messages.
std::string a_grid(int n);

// The N of the whole grid nearest to `cells` cells (the smaller of two as near).
int nearest_size(std::size_t cells, bool any_size);
// "80 cells: not a whole grid (9x9 has 81)": the nearest whole grids, for a count that is none.
std::string describe_cell_count(std::size_t cells, bool any_size);

// Appends the cells of a compact run of symbols starting at `from` (a one-line puzzle, a CSV field): it stops at the
// end of the text, at a byte that ends_cells, or at a byte that is no symbol. Returns where it stopped.
std::size_t scan_compact(std::string_view text, std::size_t from, std::vector<RawCell>& cells);
// A one-line grid written in groups ("4.. 3.. ... | .2. ..."): runs of cell symbols from `from`, separated by white
// space and `|`, as long as each run is made of cell symbols only. Appends the cells; `group_ends` receives, per group,
// the cells so far and the offset where the group ends (so that a caller can take the longest whole grid and leave
// what follows as the comment).
struct CellGroupEnd {
  std::size_t cells = 0;
  std::size_t end = 0;
};
void scan_groups(std::string_view text, std::size_t from, std::vector<RawCell>& cells,
                 std::vector<CellGroupEnd>& group_ends);
// Numbers notation: white-space separated tokens from `from`, each a number 0..99 or one blank symbol (`|` also
// separates). Appends the cells of the leading such tokens and returns where the first other token starts (or the
// end); `two_digits` tells whether some token had two digits.
std::size_t scan_numbers(std::string_view text, std::size_t from, std::vector<RawCell>& cells, bool& two_digits);
// A row of a block grid: symbols with white space and `|` between them, or numbers. Appends its cells; returns the
// offset of a byte that belongs in no row, or npos. `box_columns` receives the cells between `|`s when they are all
// equal (0 otherwise).
std::size_t scan_row(std::string_view text, std::vector<RawCell>& cells, int& box_columns);

// The symbol set of a record, from all its cells (sudoku/symbols.hpp has the rules of automatic detection).
SymbolSet choose_symbols(std::span<const RawCell> cells, int n, SymbolSet requested);

struct CellError {
  std::int64_t column = 0;
  std::string message;
};

// Decodes the cells of one line (`cells`, for grid cells first_cell, first_cell + 1, ...) into `grid`, which is blank
// there already. The line may use one blank symbol (and `.` with `0` for N <= 9).
std::optional<CellError> decode_cells(std::span<const RawCell> cells, int first_cell, int n, SymbolSet symbols,
                                      Grid& grid);

// The length of the valid UTF-8 character at `at` (1 for ASCII), or 0 when the bytes there are not one.
std::size_t utf8_length_at(std::string_view text, std::size_t at);

// How a byte of `text` is shown in a message: "'x'", "'é'" for a whole UTF-8 character, "a tab", "byte \x01".
std::string describe_symbol_at(std::string_view text, std::size_t at);
// How one byte is shown in a message: "'x'" when printable, "a space", "a tab", else "byte \x01".
std::string describe_byte(char byte);
std::string bad_symbol_message(std::string_view text, std::size_t at);

}  // namespace sudoku::detail
