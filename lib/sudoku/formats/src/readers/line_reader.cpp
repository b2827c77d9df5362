// One puzzle per line: N² symbols in row order (sudoku/symbols.hpp). N follows from the number of symbols (16, 36,
// 64, 81, 100, 144, 225, 256, 400, 625 → 4×4 ... 25×25, and the other N with a box shape: 14, 18, 21, 22, 24; boxes
// the most square shape, Geometry::default_box; ReaderOptions::box overrides). What follows the last cell after white
// space, `,`, `;`, `:` or `#` is a comment, and becomes Puzzle::name; `puzzle:count` and `puzzle:count:solution`
// (corpus lines, the convention of tdoku's test files) fill Puzzle::count and Puzzle::solution, and so does a whole
// filled grid right after a `,` `;` or tab (`puzzle,solution`: a CSV file without its header line). Lines starting with
// `#` are comments, blank lines are nothing.
//
//   line     := space* cells (end | comment | corpus)
//   cells    := symbol{N²}                                   compact: no space between cells
//             | token (space+ token){N²-1}                    numbers notation; token := number 0..99 | blank symbol
//   comment  := (space | ',' | ';' | ':' | '#') text          → Puzzle::name, the separators before it trimmed
//   corpus   := ':' digits (':' solution)? (space text)?      → Puzzle::count, Puzzle::solution (full), the name
//
// `:` with a second `:` after it is a corpus line too, whatever follows it (`puzzle:x:solution` is an error, never a
// comment that would let a wrong solution through unchecked).
#include "line_reader.hpp"

#include <algorithm>
#include <charconv>

namespace sudoku::detail {

namespace {

// What follows a puzzle, as its name: the comment without the separators before it.
void set_name_from_comment(std::string_view rest, Puzzle& puzzle) {
  std::size_t at = 0;
  while (at < rest.size() && (ends_cells(rest[at]))) ++at;
  const std::string_view name = trim(rest.substr(at));
  if (!name.empty()) puzzle.name.assign(name);
}

// `puzzle:count` and `puzzle:count:solution` (tdoku's test corpora), perhaps with a comment after white space.
void read_corpus_fields(RecordBuilder& builder, const InputLine& line, std::size_t colon, int n, PuzzleRecord& record) {
  const std::string_view text = line.text;
  Puzzle& puzzle = *record.puzzle;
  std::size_t end = colon + 1;
  while (end < text.size() && is_digit(text[end])) ++end;
  std::uint64_t count = 0;
  const bool number = std::from_chars(text.data() + colon + 1, text.data() + end, count).ec == std::errc();
  if (!number || (end < text.size() && text[end] != ':' && !is_space(text[end]))) {
    return fail(record, ReadError{line.number, static_cast<std::int64_t>(colon) + 2,
                                  "expected a number of solutions after ':'"});
  }
  puzzle.count = count;
  if (end < text.size() && text[end] == ':') {
    std::size_t solution_end = end + 1;
    while (solution_end < text.size() && !is_space(text[solution_end])) ++solution_end;
    const FieldText field{text.substr(end + 1, solution_end - end - 1), static_cast<std::int64_t>(end) + 2};
    puzzle.solution.emplace(n);
    if (auto error = builder.read_solution(field, line.number, n, *puzzle.solution)) return fail(record, *error);
    end = solution_end;
  }
  if (end < text.size()) set_name_from_comment(text.substr(end), puzzle);
}

// A line whose symbols are all cells but not a whole grid: the error says how many cells, and where.
void report_cell_count(ReaderContext& context, const InputLine& line, std::size_t start, std::size_t stop,
                       PuzzleRecord& record) {
  const std::string_view text = line.text;
  std::vector<RawCell>& cells = context.builder.cells();
  // White-space separated numbers ("1 2 0 0 3 ...", "12 . 3 ..."): counted as numbers, not as the cells before the first
  // space.
  std::size_t cells_end = stop;
  if (context.options.symbols == SymbolSet::numbers || (stop < text.size() && is_space(text[stop]))) {
    std::vector<RawCell>& numbers = context.scratch;
    numbers.clear();
    bool two_digits = false;
    scan_numbers(text, start, numbers, two_digits);
    if (numbers.size() > cells.size() || context.options.symbols == SymbolSet::numbers) {
      cells.swap(numbers);
      cells_end = static_cast<std::size_t>(cells.empty() ? start : cells.back().column - 1);
      while (cells_end < text.size() && !is_space(text[cells_end]) && text[cells_end] != '|') ++cells_end;
    }
  }
  const int fixed = context.fixed_size();
  const std::size_t whole =
      fixed != 0 ? static_cast<std::size_t>(fixed * fixed)
                 : static_cast<std::size_t>(nearest_size(cells.size(), false) * nearest_size(cells.size(), false));
  // Too many cells: the first one too many is where the error is; too few: where the next one should be.
  const std::int64_t column = cells.size() > whole ? cells[whole].column : static_cast<std::int64_t>(cells_end) + 1;
  std::string message =
      fixed != 0 ? std::to_string(cells.size()) + " cells: " + a_grid(fixed) + " has " + std::to_string(whole)
                 : describe_cell_count(cells.size(), false);
  fail(record, ReadError{line.number, column, std::move(message)});
}

}  // namespace

void read_one_line(ReaderContext& context, const InputLine& line, const LineShape& shape, PuzzleRecord& record) {
  const std::string_view text = line.text;
  const int n = shape.size;
  const std::size_t cells_end = shape.cells_end;
  RecordBuilder& builder = context.builder;
  const std::vector<RawCell>& cells = builder.cells();  // scanned by classify
  Puzzle& puzzle = reuse_puzzle(record);
  if (auto error = builder.start_plain_puzzle(n, line.number, cells.front().column, puzzle)) {
    return fail(record, std::move(*error));
  }
  record.symbols = choose_symbols(cells, n, context.options.symbols);
  if (auto error = decode_cells(cells, 0, n, record.symbols, puzzle.givens)) {
    return fail(record, ReadError{line.number, error->column, std::move(error->message)});
  }
  if (cells_end < text.size() && text[cells_end] == ':' && cells_end + 1 < text.size() &&
      (is_digit(text[cells_end + 1]) || text.find(':', cells_end + 1) != std::string_view::npos)) {
    return read_corpus_fields(builder, line, cells_end, n, record);
  }
  // "puzzle,solution" (a CSV file without a header; `,` `;` or a tab): a whole filled grid right after the first
  // delimiter is the puzzle's solution, checked as a CSV solution column is, never taken for a name.
  if (cells_end < text.size() && (text[cells_end] == ',' || text[cells_end] == ';' || text[cells_end] == '\t')) {
    std::size_t end = cells_end + 1;
    while (end < text.size() && !ends_cells(text[end])) ++end;
    const std::string_view token = text.substr(cells_end + 1, end - cells_end - 1);
    const bool filled = token.size() == static_cast<std::size_t>(n * n) &&
                        std::all_of(token.begin(), token.end(), [](char c) { return is_digit(c) || is_letter(c); });
    if (filled) {
      puzzle.solution.emplace(n);
      const FieldText field{token, static_cast<std::int64_t>(cells_end) + 2};
      if (auto error = builder.read_solution(field, line.number, n, *puzzle.solution)) return fail(record, *error);
      if (end < text.size()) set_name_from_comment(text.substr(end), puzzle);
      return;
    }
  }
  if (cells_end < text.size()) set_name_from_comment(text.substr(cells_end), puzzle);
}

bool read_plain_9x9_line(ReaderContext& context, const InputLine& line, PuzzleRecord& record) {
  const std::string_view text = line.text;
  const ReaderOptions& options = context.options;
  if (text.size() != 81 || (options.format != InputFormat::automatic && options.format != InputFormat::line) ||
      (options.symbols != SymbolSet::automatic && options.symbols != SymbolSet::digits) ||
      context.one_line_size(81) != 9) {
    return false;
  }
  for (const char c : text) {
    if (!is_digit(c) && c != '.') return false;
  }
  // classify() would find 81 cells and nothing after them: a one-line 9×9 puzzle, in the automatic symbols.
  Puzzle& puzzle = reuse_puzzle(record);
  if (auto error = context.builder.start_plain_puzzle(9, line.number, 1, puzzle)) {
    fail(record, std::move(*error));
    return true;
  }
  record.symbols = SymbolSet::automatic;
  for (int cell = 0; cell < 81; ++cell) {
    const char c = text[static_cast<std::size_t>(cell)];
    if (c != '.' && c != '0') puzzle.givens.set(cell, c - '0');
  }
  return true;
}

void report_unreadable(ReaderContext& context, const InputLine& line, PuzzleRecord& record) {
  const std::string_view text = line.text;
  const std::size_t start = skip_spaces(text, 0);
  std::vector<RawCell>& cells = context.builder.cells();
  cells.clear();
  const std::size_t stop = scan_compact(text, start, cells);
  if (stop < text.size() && !ends_cells(text[stop])) {
    context.scratch.clear();
    int box_columns = 0;
    if (text[stop] == '|' && scan_row(text, context.scratch, box_columns) == std::string_view::npos) {
      return fail(record, ReadError{line.number, static_cast<std::int64_t>(start) + 1,
                                    "a row of " + std::to_string(context.scratch.size()) +
                                        " cells: no grid has such rows"});
    }
    return fail(record, ReadError{line.number, static_cast<std::int64_t>(stop) + 1, bad_symbol_message(text, stop)});
  }
  if (cells.empty() || (starts_with_word(text) && stop < text.size())) {
    const std::string_view shown = trim(text).substr(0, 24);
    return fail(record, ReadError{line.number, static_cast<std::int64_t>(start) + 1,
                                  "expected a puzzle, found '" + std::string(shown) + "'"});
  }
  report_cell_count(context, line, start, stop, record);
}

}  // namespace sudoku::detail
