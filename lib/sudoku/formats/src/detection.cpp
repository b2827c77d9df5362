// What each line is. The formats are told apart by their first bytes and their number of cells; the rules (each
// reader's grammar has the format's side of them):
//   - blank and `#` lines are nothing; `{` starts JSON; a word and `=` an extended line;
//   - a separator line is made of `-` `+` `=` `|` and spaces, with `--`, `+` or `=` in it (so `- - -`, a row of
//     blanks written with `-`, is a row; a row written `---------` is not: write its blanks as `.`);
//   - a whole number of cells (N² of a size), compact or as numbers, is a one-line puzzle;
//   - column names separated by commas (or semicolons, or tabs), one of them known or on the input's first line, are
//     a CSV header;
//   - a header is a word of two letters or more, white space, then text with a digit (`Grid 01`, `Puzzle 7: hard`),
//     that is not a row whose symbols are all in range;
//   - a line is a grid's first row when its cell count is a size and the next line is a row too (so a one-line
//     puzzle cut short to 20 cells is reported as such, not as a 20×20 grid);
//   - sixteen cells are a 4×4 puzzle, unless the next line is a row and they hold a symbol a 4×4 grid cannot, or the
//     last record was a 16×16 block grid, or one of the next 15 rows has such a symbol or a `|`: then they start a
//     16×16 grid.
//   - a size line (`16 16`, `9`) is no record when the next line is a row of that many cells;
// ReaderOptions::format narrows the choice (block: no one-line puzzles; line: no block grids; json: every line).
#include "detection.hpp"

#include <algorithm>
#include <span>

#include "readers/csv_reader.hpp"

namespace sudoku::detail {

namespace {

// A cell that a 4x4 grid cannot hold in any symbol set: it tells a 16-cell row of a 16x16 grid from a 4x4 puzzle.
bool beyond_four(std::span<const RawCell> cells) {
  for (const RawCell& cell : cells) {
    const char c = cell.symbol;
    if (c == kNumberToken ? cell.number > 4 : (c >= '5' && c <= '9') || (is_letter(c) && (c | 0x20) > 'd')) {
      return true;
    }
  }
  return false;
}

// A row of a grid whose every symbol is in range (scanned into context.scratch).
bool is_plausible_row(ReaderContext& context, std::string_view text) {
  std::vector<RawCell>& scratch = context.scratch;
  scratch.clear();
  int box_columns = 0;
  if (scan_row(text, scratch, box_columns) != std::string_view::npos) return false;
  const int n = context.row_size(scratch.size());
  if (n == 0) return false;
  context.scratch_grid.reset(n);
  return !decode_cells(scratch, 0, n, choose_symbols(scratch, n, context.options.symbols), context.scratch_grid);
}

// "Grid 01", "Puzzle 7: hard": a word of two letters or more, white space, more text with a digit in it, and not a
// row of a grid (whose cells would all be in range: "Grid" has r = 27).
bool is_header(ReaderContext& context, std::string_view text) {
  if (!starts_with_word(text) || text.find_first_of("0123456789") == std::string_view::npos) return false;
  return !is_plausible_row(context, text);
}

// Comma-separated column names: a CSV header when one of them names the puzzle or the solution column, or when it is
// the first line of the input that is not a comment.
bool is_csv_header(const ReaderContext& context, std::string_view text) {
  std::vector<CsvField> fields;  // a line with a comma that is no one-line puzzle: rare, a CSV header at most once
  split_csv(text, fields, csv_delimiter(text));
  bool any_name = false;
  bool known_name = false;
  for (const CsvField& field : fields) {
    const std::string_view name = trim(text.substr(field.begin, field.end - field.begin));
    if (name.empty()) continue;
    if (!is_column_name(name)) return false;
    any_name = true;
    known_name = known_name || is_known_column_name(name);
  }
  return any_name && (known_name || (!context.any_record && !context.header));
}

// A grid has more than one row: a line of a few cells followed by a line that is no row (a one-line puzzle cut
// short, in a file of one-line puzzles) is not the start of one.
bool next_line_is_row(ReaderContext& context) {
  std::vector<RawCell>& scratch = context.scratch;
  for (std::size_t ahead = 1;; ++ahead) {
    const InputLine* line = context.source.peek(ahead);
    if (line == nullptr || line->defect != LineDefect::none) return false;
    if (is_separator_line(line->text)) continue;
    scratch.clear();
    int box_columns = 0;
    return scan_row(line->text, scratch, box_columns) == std::string_view::npos && !scratch.empty() &&
           scratch.size() <= static_cast<std::size_t>(Geometry::kMaxSize);
  }
}

// "16 16" or "9": a grid's size (the same number twice, or once), when the next line is a row of that many cells.
bool is_size_line(ReaderContext& context, std::string_view text) {
  std::size_t at = skip_spaces(text, 0);
  int numbers[2] = {0, 0};
  int count = 0;
  while (at < text.size() && count < 3) {
    std::size_t end = at;
    while (end < text.size() && is_digit(text[end])) ++end;
    if (end == at || end - at > 2 || (end < text.size() && !is_space(text[end]))) return false;
    if (count < 2) numbers[count] = std::stoi(std::string(text.substr(at, end - at)));
    ++count;
    at = skip_spaces(text, end);
  }
  if (count == 0 || count > 2 || (count == 2 && numbers[0] != numbers[1]) || !is_grid_size(numbers[0])) return false;
  const InputLine* next = context.source.peek(1);
  if (next == nullptr || next->defect != LineDefect::none) return false;
  std::vector<RawCell>& scratch = context.scratch;
  scratch.clear();
  int box_columns = 0;
  return scan_row(next->text, scratch, box_columns) == std::string_view::npos &&
         scratch.size() == static_cast<std::size_t>(numbers[0]);
}

// A 16-cell line followed by a row starts a 16x16 block grid when it holds a symbol a 4x4 grid cannot, when the last
// record was a 16x16 block grid, or when one of the next lines is a 16-cell row that has such a symbol or a `|` —
// before a line that is no such row. Otherwise (and always when the line itself is no row, as with a comment after its
// cells) it is a 4x4 puzzle.
bool starts_16x16_block(ReaderContext& context, std::string_view text, std::span<const RawCell> first_row) {
  if (!next_line_is_row(context)) return false;
  std::vector<RawCell>& scratch = context.scratch;
  scratch.clear();
  int first_box_columns = 0;
  if (scan_row(text, scratch, first_box_columns) != std::string_view::npos) return false;  // "... # comment": no row
  if (beyond_four(first_row) || context.last_block_size == 16) return true;
  int rows = 1;
  for (std::size_t ahead = 1; rows < 16; ++ahead) {
    const InputLine* line = context.source.peek(ahead);
    if (line == nullptr || line->defect != LineDefect::none) return false;
    const std::string_view row = line->text;
    const std::size_t start = skip_spaces(row, 0);
    if (start == row.size() || row[start] == '#') return false;
    if (is_separator_line(row)) continue;
    if (row.find('|') != std::string_view::npos) return true;
    scratch.clear();
    int box_columns = 0;
    if (scan_row(row, scratch, box_columns) != std::string_view::npos || scratch.size() != 16) return false;
    if (beyond_four(scratch)) return true;
    ++rows;
  }
  return false;
}

// Whether `cells`, N² of them, are a one-line puzzle: always, but for sixteen cells that start a 16x16 block grid.
bool is_one_line(ReaderContext& context, std::string_view text, std::span<const RawCell> cells, int n) {
  const bool blocks_allowed = context.options.format != InputFormat::line;
  return n != 0 && (n != 4 || !blocks_allowed || context.fixed_size() != 0 || !starts_16x16_block(context, text, cells));
}

}  // namespace

bool is_separator_line(std::string_view text) {
  bool rule = false;
  for (std::size_t at = 0; at < text.size(); ++at) {
    const char c = text[at];
    if (c == '+' || c == '=' || (c == '-' && at + 1 < text.size() && text[at + 1] == '-')) rule = true;
    if (c != '-' && c != '+' && c != '=' && c != '|' && !is_space(c)) return false;
  }
  return rule;
}

bool starts_with_word(std::string_view text) {
  const std::size_t start = skip_spaces(text, 0);
  std::size_t at = start;
  while (at < text.size() && is_letter(text[at])) ++at;
  return at - start >= 2 && at < text.size() && is_space(text[at]);
}

bool looks_like_extended_line(std::string_view text) {
  std::size_t at = 0;
  while (at < text.size() && is_letter(text[at])) ++at;
  at = skip_spaces(text, at);
  return at > 0 && at < text.size() && text[at] == '=' && is_letter(text[0]);
}

namespace {

// The N of a candidate grid of N³ cells written in digits and blanks: N = 6, 8 or 9 (the sizes up to 9 that have
// boxes and whose N³ is no N'² of a grid: 4³ = 64 is an 8x8 grid). 0 when the cells are no such grid.
int candidate_grid_size(std::span<const RawCell> cells) {
  int size = 0;
  for (const int n : {6, 8, 9}) {
    if (cells.size() == static_cast<std::size_t>(n * n * n)) size = n;
  }
  if (size == 0) return 0;
  const bool digits_and_blanks = std::all_of(cells.begin(), cells.end(), [](const RawCell& cell) {
    return is_digit(cell.symbol) || is_blank_symbol(cell.symbol);
  });
  return digits_and_blanks ? size : 0;
}

}  // namespace

// The one-line test comes first: it is the common case, and it leaves the line's cells scanned for the line reader.
LineShape classify(ReaderContext& context, const InputLine& line) {
  const std::string_view text = line.text;
  const InputFormat format = context.options.format;
  const std::size_t start = skip_spaces(text, 0);
  if (start == text.size()) return {LineKind::blank};
  if (text[start] == '#') return {LineKind::comment};
  if (format == InputFormat::json || (format == InputFormat::automatic && text[start] == '{')) return {LineKind::json};
  if (format != InputFormat::block && looks_like_extended_line(text.substr(start))) return {LineKind::extended};
  const bool lines_allowed = format != InputFormat::block;
  const bool blocks_allowed = format != InputFormat::line;
  if (blocks_allowed && is_separator_line(text)) return {LineKind::separator};
  if (blocks_allowed && is_size_line(context, text)) return {LineKind::size_line};

  std::vector<RawCell>& cells = context.builder.cells();
  cells.clear();
  const std::size_t stop = scan_compact(text, start, cells);
  if (lines_allowed && (stop == text.size() || ends_cells(text[stop]))) {
    const int n = context.one_line_size(cells.size());
    if (is_one_line(context, text, cells, n)) return {LineKind::one_line, n, stop};
    if (const int size = candidate_grid_size(cells); size != 0) return {LineKind::candidates, size, stop};
  }
  if (format == InputFormat::automatic && csv_delimiter(text) != 0 && is_csv_header(context, text)) {
    return {LineKind::csv_header};
  }
  if (blocks_allowed && is_header(context, text)) return {LineKind::header};
  bool all_numbers = false;  // the whole line is numbers notation: no groups of cells
  if (lines_allowed && text.find('|') == std::string_view::npos) {
    cells.clear();
    bool two_digits = false;
    const std::size_t numbers_end = scan_numbers(text, start, cells, two_digits);
    const int n = context.one_line_size(cells.size());
    if (is_one_line(context, text, cells, n)) return {LineKind::one_line, n, numbers_end};
    all_numbers = numbers_end == text.size();
  }
  if (lines_allowed && !all_numbers) {
    // A grid on one line in groups ("4.. 3.. ... | .2. ..."): the longest run of two groups or more that makes a whole
    // grid, so that a comment after it may hold cell symbols too ("... 17 clues").
    cells.clear();
    std::vector<CellGroupEnd>& groups = context.group_ends;
    scan_groups(text, start, cells, groups);
    for (std::size_t k = groups.size(); k >= 2; --k) {
      const int n = context.one_line_size(groups[k - 1].cells);
      if (n != 0 && !next_line_is_row(context)) {
        cells.resize(groups[k - 1].cells);
        if (is_one_line(context, text, cells, n)) return {LineKind::one_line, n, groups[k - 1].end};
      }
    }
  }
  if (blocks_allowed) {
    // Text that starts with a word ("hello world") is a row only when all its symbols are in range.
    context.scratch.clear();
    int box_columns = 0;
    const bool scanned = scan_row(text, context.scratch, box_columns) == std::string_view::npos;
    const int n = context.row_size(context.scratch.size());
    if (format == InputFormat::block || (scanned && n != 0 &&
                                         (!starts_with_word(text) || is_plausible_row(context, text)) &&
                                         next_line_is_row(context))) {
      return {LineKind::row, n};
    }
  }
  return {LineKind::unreadable};
}

bool ends_block_grid(ReaderContext& context, std::string_view text, std::size_t start, int n) {
  if (text[start] == '{' || looks_like_extended_line(text.substr(start)) || is_header(context, text)) return true;
  std::vector<RawCell>& scratch = context.scratch;
  scratch.clear();
  const std::size_t stop = scan_compact(text, start, scratch);
  const bool whole_puzzle = (stop == text.size() || ends_cells(text[stop])) && context.one_line_size(scratch.size()) != 0;
  if (whole_puzzle && scratch.size() != static_cast<std::size_t>(n)) return true;
  // So is a whole puzzle written as numbers ("1 2 0 0 3 4 ...", 16 of them after a first line of 15): numbers to the
  // end of the line (or a `#` comment), and not a row of this grid read symbol by symbol (a 25x25 row
  // "6 7 8 9 . . . . . . . . . . . . M N ..." starts with 16 numbers, and is a row).
  if (context.options.format != InputFormat::block && text.find('|') == std::string_view::npos) {
    scratch.clear();
    bool two_digits = false;
    const std::size_t numbers_end = scan_numbers(text, start, scratch, two_digits);
    const bool numbers_only = numbers_end == text.size() || text[numbers_end] == '#';
    if (numbers_only && context.one_line_size(scratch.size()) != 0 && scratch.size() != static_cast<std::size_t>(n)) {
      scratch.clear();
      int box_columns = 0;
      const bool row_of_this_grid = scan_row(text, scratch, box_columns) == std::string_view::npos &&
                                    scratch.size() == static_cast<std::size_t>(n);
      if (!row_of_this_grid) return true;
    }
  }
  return false;
}

}  // namespace sudoku::detail
