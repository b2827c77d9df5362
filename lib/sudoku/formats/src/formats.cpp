// PuzzleReader: what each line is (format detection), one-line puzzles and corpus lines, block grids and CSV. The
// variant formats are in variant_records.cpp, the cells and symbols in cell_text.cpp.
#include "sudoku/formats.hpp"

#include <charconv>
#include <istream>

#include "cell_text.hpp"
#include "line_source.hpp"
#include "record_builder.hpp"
#include "sudoku/line_format.hpp"
#include "variant_records.hpp"

namespace sudoku {

using namespace detail;

namespace {

enum class LineKind : std::uint8_t {
  blank,       // white space only: no record
  comment,     // starts with '#': no record
  separator,   // a box border of a block grid (- + = | and white space): no record
  header,      // "Grid 01": names the puzzle that follows
  one_line,    // a whole puzzle
  row,         // the first row of a block grid
  extended,    // key=value;...
  json,        // {...}
  csv_header,  // the column names of the CSV rows that follow
  unreadable,  // none of these: reported as a one-line puzzle that is wrong
};

// What a line is, and for a one-line puzzle or a row, its size N.
struct LineShape {
  LineKind kind = LineKind::unreadable;
  int size = 0;
};

// Made only of - + = | and white space, with a run like "--" or a '+' or '=' (so that "- - -", a row of blanks
// written with '-', is not one).
bool is_separator_line(std::string_view text) {
  bool rule = false;
  for (std::size_t at = 0; at < text.size(); ++at) {
    const char c = text[at];
    if (c == '+' || c == '=' || (c == '-' && at + 1 < text.size() && text[at + 1] == '-')) rule = true;
    if (c != '-' && c != '+' && c != '=' && c != '|' && !is_space(c)) return false;
  }
  return rule;
}

// A word of two letters or more at the start of a line: text, not cells (unless it is a row, which
// is_header checks).
bool starts_with_word(std::string_view text) {
  const std::size_t start = skip_spaces(text, 0);
  std::size_t at = start;
  while (at < text.size() && is_letter(text[at])) ++at;
  return at - start >= 2 && at < text.size() && is_space(text[at]);
}

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

// A field of a CSV line: [begin, end) of the text, without the quotes around it.
struct CsvField {
  std::size_t begin = 0;
  std::size_t end = 0;
};

// Splits a CSV line at its commas; a field in double quotes may hold commas (and "" for a quote, left as is).
void split_csv(std::string_view text, std::vector<CsvField>& fields) {
  fields.clear();
  std::size_t at = 0;
  for (;;) {
    const std::size_t start = skip_spaces(text, at);
    CsvField field{at, text.size()};
    std::size_t comma = std::string_view::npos;
    if (start < text.size() && text[start] == '"') {
      std::size_t close = start + 1;
      while (close < text.size() && !(text[close] == '"' && (close + 1 == text.size() || text[close + 1] != '"'))) {
        close += text[close] == '"' ? 2 : 1;
      }
      field = CsvField{start + 1, std::min(close, text.size())};
      comma = text.find(',', close);
    } else {
      comma = text.find(',', at);
      field.end = comma == std::string_view::npos ? text.size() : comma;
    }
    fields.push_back(field);
    if (comma == std::string_view::npos) return;
    at = comma + 1;
  }
}

bool is_column_name_of(std::string_view name, std::span<const std::string_view> names) {
  for (std::string_view known : names) {
    if (equals_ignoring_case(name, known)) return true;
  }
  return false;
}

constexpr std::string_view kPuzzleColumns[] = {"puzzle", "puzzles", "quiz", "quizzes", "givens", "sudoku"};
constexpr std::string_view kSolutionColumns[] = {"solution", "solutions", "answer"};

// A column name: a word starting with a letter (letters, digits, _ - . and spaces), not a run of cells.
bool is_column_name(std::string_view name) {
  if (name.empty() || name.size() > 40 || !is_letter(name[0])) return false;
  for (char c : name) {
    if (!is_letter(c) && !is_digit(c) && c != '_' && c != '-' && c != '.' && c != ' ') return false;
  }
  return true;
}

ReadError defect_error(const InputLine& line, std::size_t max_length) {
  switch (line.defect) {
    case LineDefect::too_long:
      return ReadError{line.number, line.defect_column, "line longer than " + std::to_string(max_length) + " bytes"};
    case LineDefect::nul_byte:
      return ReadError{line.number, line.defect_column, "a NUL byte (\\x00): not a line of text"};
    default: {
      const auto at = static_cast<std::size_t>(line.defect_column - 1);
      return ReadError{line.number, line.defect_column, "invalid UTF-8 (" + describe_byte(line.text[at]) + ")"};
    }
  }
}

// What follows a puzzle, as its name: the comment without the separators before it.
void set_name_from_comment(std::string_view rest, Puzzle& puzzle) {
  std::size_t at = 0;
  while (at < rest.size() && (ends_cells(rest[at]))) ++at;
  const std::string_view name = trim(rest.substr(at));
  if (!name.empty()) puzzle.name.assign(name);
}

}  // namespace

class PuzzleReader::Impl {
 public:
  Impl(std::istream& in, const ReaderOptions& options)
      : in_(in), source_(in, options.max_line_length), builder_(options), options_(options) {}

  bool next(PuzzleRecord& record);
  bool read_failed() const { return source_.failed() || in_.bad(); }

 private:
  struct Header {
    std::int64_t line = 0;
    std::string name;
  };
  struct CsvColumns {
    std::size_t puzzle = 0;
    std::optional<std::size_t> solution;
    std::string puzzle_name;  // as the header has it, for messages
  };

  LineShape classify(const InputLine& line);
  bool is_header(std::string_view text);
  bool is_plausible_row(std::string_view text);
  bool is_csv_header(std::string_view text);
  bool starts_16x16_block(std::string_view text, std::span<const RawCell> first_row);
  bool next_line_is_row();
  int fixed_size() const;
  int one_line_size(std::size_t cells) const;
  int row_size(std::size_t cells) const;

  void read_one_line(const InputLine& line, int n, PuzzleRecord& record);
  void read_corpus_fields(const InputLine& line, std::size_t colon, int n, PuzzleRecord& record);
  void report_unreadable(const InputLine& line, PuzzleRecord& record);
  void read_block(PuzzleRecord& record);
  void start_csv(std::string_view text);
  void read_csv_row(const InputLine& line, PuzzleRecord& record);

  std::istream& in_;
  LineSource source_;
  RecordBuilder builder_;
  ReaderOptions options_;
  std::optional<Header> header_;  // a header read, waiting for its puzzle
  bool any_record_ = false;       // a record was returned (a CSV header without known names must come first)
  bool in_csv_ = false;
  CsvColumns csv_;
  int last_block_size_ = 0;       // N of the last record when it was a block grid
  std::size_t cells_end_ = 0;     // where the cells of the line just classified as one_line end
  std::vector<RawCell> scratch_;  // cells of lines looked at ahead or tried as rows
  Grid scratch_grid_;             // a row tried
  std::vector<CsvField> fields_;
  std::vector<RawCell> block_cells_;     // the cells of a block grid, row after row
  std::vector<std::size_t> row_ends_;    // where each row's cells end in block_cells_
  std::vector<std::int64_t> row_lines_;  // the line of each row
};

int PuzzleReader::Impl::fixed_size() const {
  if (!options_.box) return 0;
  const auto [rows, cols] = *options_.box;
  const bool valid = rows >= 1 && cols >= 1 && rows <= Geometry::kMaxSize && cols <= Geometry::kMaxSize &&
                     rows * cols <= Geometry::kMaxSize;
  return valid ? rows * cols : 0;
}

int PuzzleReader::Impl::one_line_size(std::size_t cells) const {
  const int fixed = fixed_size();
  if (fixed != 0) return cells == static_cast<std::size_t>(fixed * fixed) ? fixed : 0;
  return size_for_cell_count(cells, false);
}

int PuzzleReader::Impl::row_size(std::size_t cells) const {
  const int fixed = fixed_size();
  if (fixed != 0) return cells == static_cast<std::size_t>(fixed) ? fixed : 0;
  return is_grid_size(static_cast<int>(cells)) ? static_cast<int>(cells) : 0;
}

// The formats are told apart by their first bytes and their number of cells. The one-line test comes first: it is
// the common case, and it leaves the line's cells scanned for read_one_line.
LineShape PuzzleReader::Impl::classify(const InputLine& line) {
  const std::string_view text = line.text;
  const InputFormat format = options_.format;
  const std::size_t start = skip_spaces(text, 0);
  if (start == text.size()) return {LineKind::blank};
  if (text[start] == '#') return {LineKind::comment};
  if (format == InputFormat::json || (format == InputFormat::automatic && text[start] == '{')) return {LineKind::json};
  if (format != InputFormat::block && looks_like_extended_line(text.substr(start))) return {LineKind::extended};
  const bool lines_allowed = format != InputFormat::block;
  const bool blocks_allowed = format != InputFormat::line;
  if (blocks_allowed && is_separator_line(text)) return {LineKind::separator};

  std::vector<RawCell>& cells = builder_.cells();
  cells.clear();
  const std::size_t stop = scan_compact(text, start, cells);
  if (lines_allowed && (stop == text.size() || ends_cells(text[stop]))) {
    const int n = one_line_size(cells.size());
    // Sixteen cells are a 4x4 puzzle or the first row of a 16x16 grid.
    if (n != 0 && (n != 4 || !blocks_allowed || fixed_size() != 0 || !starts_16x16_block(text, cells))) {
      cells_end_ = stop;
      return {LineKind::one_line, n};
    }
  }
  if (format == InputFormat::automatic && text.find(',') != std::string_view::npos && is_csv_header(text)) {
    return {LineKind::csv_header};
  }
  if (blocks_allowed && is_header(text)) return {LineKind::header};
  if (lines_allowed && text.find('|') == std::string_view::npos) {
    cells.clear();
    bool two_digits = false;
    const std::size_t numbers_end = scan_numbers(text, start, cells, two_digits);
    const int n = one_line_size(cells.size());
    if (n != 0 && (n != 4 || !blocks_allowed || fixed_size() != 0 || !starts_16x16_block(text, cells))) {
      cells_end_ = numbers_end;
      return {LineKind::one_line, n};
    }
  }
  if (blocks_allowed) {
    // Text that starts with a word ("hello world") is a row only when all its symbols are in range.
    scratch_.clear();
    int box_columns = 0;
    const bool scanned = scan_row(text, scratch_, box_columns) == std::string_view::npos;
    const int n = row_size(scratch_.size());
    if (format == InputFormat::block ||
        (scanned && n != 0 && (!starts_with_word(text) || is_plausible_row(text)) && next_line_is_row())) {
      return {LineKind::row, n};
    }
  }
  return {LineKind::unreadable};
}

// "Grid 01", "Puzzle 7: hard": a word of two letters or more, white space, more text with a digit in it, and not a
// row of a grid (whose cells would all be in range: "Grid" has r = 27).
bool PuzzleReader::Impl::is_header(std::string_view text) {
  if (!starts_with_word(text) || text.find_first_of("0123456789") == std::string_view::npos) return false;
  return !is_plausible_row(text);
}

// A row of a grid whose every symbol is in range (scanned into scratch_).
bool PuzzleReader::Impl::is_plausible_row(std::string_view text) {
  scratch_.clear();
  int box_columns = 0;
  if (scan_row(text, scratch_, box_columns) != std::string_view::npos) return false;
  const int n = row_size(scratch_.size());
  if (n == 0) return false;
  scratch_grid_.reset(n);
  return !decode_cells(scratch_, 0, n, choose_symbols(scratch_, n, options_.symbols), scratch_grid_);
}

// Comma-separated column names: a CSV header when one of them names the puzzle or the solution column, or when it is
// the first line of the input that is not a comment.
bool PuzzleReader::Impl::is_csv_header(std::string_view text) {
  split_csv(text, fields_);
  bool any_name = false;
  bool known_name = false;
  for (const CsvField& field : fields_) {
    const std::string_view name = trim(text.substr(field.begin, field.end - field.begin));
    if (name.empty()) continue;
    if (!is_column_name(name)) return false;
    any_name = true;
    known_name = known_name || is_column_name_of(name, kPuzzleColumns) || is_column_name_of(name, kSolutionColumns);
  }
  return any_name && (known_name || (!any_record_ && !header_));
}

// A 16-cell line followed by a row starts a 16x16 block grid when it holds a symbol a 4x4 grid cannot, when the last
// record was a 16x16 block grid, or when one of the next lines is a 16-cell row that has such a symbol or a `|` —
// before a line that is no such row. Otherwise (and always when the line itself is no row, as with a comment after its
// cells) it is a 4x4 puzzle.
bool PuzzleReader::Impl::starts_16x16_block(std::string_view text, std::span<const RawCell> first_row) {
  if (!next_line_is_row()) return false;
  scratch_.clear();
  int first_box_columns = 0;
  if (scan_row(text, scratch_, first_box_columns) != std::string_view::npos) return false;  // "... # comment": no row
  if (beyond_four(first_row) || last_block_size_ == 16) return true;
  int rows = 1;
  for (std::size_t ahead = 1; rows < 16; ++ahead) {
    const InputLine* line = source_.peek(ahead);
    if (line == nullptr || line->defect != LineDefect::none) return false;
    const std::string_view text = line->text;
    const std::size_t start = skip_spaces(text, 0);
    if (start == text.size() || text[start] == '#') return false;
    if (is_separator_line(text)) continue;
    if (text.find('|') != std::string_view::npos) return true;
    scratch_.clear();
    int box_columns = 0;
    if (scan_row(text, scratch_, box_columns) != std::string_view::npos || scratch_.size() != 16) return false;
    if (beyond_four(scratch_)) return true;
    ++rows;
  }
  return false;
}

// A grid has more than one row: a line of a few cells followed by a line that is no row (a one-line puzzle cut
// short, in a file of one-line puzzles) is not the start of one.
bool PuzzleReader::Impl::next_line_is_row() {
  for (std::size_t ahead = 1;; ++ahead) {
    const InputLine* line = source_.peek(ahead);
    if (line == nullptr || line->defect != LineDefect::none) return false;
    if (is_separator_line(line->text)) continue;
    scratch_.clear();
    int box_columns = 0;
    return scan_row(line->text, scratch_, box_columns) == std::string_view::npos && !scratch_.empty() &&
           scratch_.size() <= static_cast<std::size_t>(Geometry::kMaxSize);
  }
}

bool PuzzleReader::Impl::next(PuzzleRecord& record) {
  record.error.reset();
  for (;;) {
    const InputLine* line = source_.peek();
    if (line == nullptr && !header_) return false;
    if (line == nullptr || (header_ && classify(*line).kind == LineKind::header)) {
      // A header names the next puzzle; one followed by the end or by another header names none.
      record.line = header_->line;
      fail(record, ReadError{header_->line, 1, "'" + header_->name + "' is not followed by a puzzle"});
      header_.reset();
      any_record_ = true;
      return true;
    }
    record.line = header_ ? header_->line : line->number;
    LineKind kind = LineKind::unreadable;
    int size = 0;
    if (line->defect != LineDefect::none) {
      fail(record, defect_error(*line, options_.max_line_length));
      source_.pop();
    } else if (in_csv_ || (options_.format == InputFormat::csv)) {
      const std::size_t start = skip_spaces(line->text, 0);
      if (start == line->text.size() || line->text[start] == '#') {
        source_.pop();
        continue;
      }
      if (!in_csv_) {
        start_csv(line->text);
        source_.pop();
        continue;
      }
      read_csv_row(*line, record);
      source_.pop();
    } else {
      const LineShape shape = classify(*line);
      kind = shape.kind;
      size = shape.size;
      switch (kind) {
        case LineKind::blank:
        case LineKind::comment:
        case LineKind::separator:
          source_.pop();
          continue;
        case LineKind::header:
          header_ = Header{line->number, std::string(trim(line->text))};
          source_.pop();
          continue;
        case LineKind::csv_header:
          start_csv(line->text);
          source_.pop();
          continue;
        case LineKind::one_line:
          read_one_line(*line, size, record);
          break;
        case LineKind::extended:
          read_extended_line(*line, builder_, record);
          break;
        case LineKind::json:
          read_json_line(*line, builder_, record);
          break;
        case LineKind::unreadable:
          report_unreadable(*line, record);
          break;
        case LineKind::row:
          read_block(record);  // reads all its lines
          break;
      }
      if (kind != LineKind::row) source_.pop();
    }
    if (header_ && record.puzzle) record.puzzle->name = header_->name;
    header_.reset();
    if (kind != LineKind::row) last_block_size_ = 0;
    any_record_ = true;
    return true;
  }
}

void PuzzleReader::Impl::read_one_line(const InputLine& line, int n, PuzzleRecord& record) {
  const std::string_view text = line.text;
  const std::vector<RawCell>& cells = builder_.cells();  // scanned by classify
  Puzzle& puzzle = reuse_puzzle(record);
  auto geometry = builder_.plain_geometry(n);
  if (auto* error = std::get_if<std::string>(&geometry)) {
    return fail(record, ReadError{line.number, cells.front().column, std::move(*error)});
  }
  puzzle.geometry = std::get<std::shared_ptr<const Geometry>>(std::move(geometry));
  puzzle.givens.reset(n);
  if (auto error = decode_cells(cells, 0, n, choose_symbols(cells, n, options_.symbols), puzzle.givens)) {
    return fail(record, ReadError{line.number, error->column, std::move(error->message)});
  }
  // `:` and a digit starts corpus fields; so does `:` with a second `:` after it (`puzzle:x:solution` is a corpus
  // line with a bad count, an error — never a comment that would let a wrong solution through unchecked).
  if (cells_end_ < text.size() && text[cells_end_] == ':' && cells_end_ + 1 < text.size() &&
      (is_digit(text[cells_end_ + 1]) || text.find(':', cells_end_ + 1) != std::string_view::npos)) {
    return read_corpus_fields(line, cells_end_, n, record);
  }
  if (cells_end_ < text.size()) set_name_from_comment(text.substr(cells_end_), puzzle);
}

// `puzzle:count` and `puzzle:count:solution` (tdoku's test corpora), perhaps with a comment after white space.
void PuzzleReader::Impl::read_corpus_fields(const InputLine& line, std::size_t colon, int n, PuzzleRecord& record) {
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
    if (auto error = builder_.read_solution(field, line.number, n, *puzzle.solution)) return fail(record, *error);
    end = solution_end;
  }
  if (end < text.size()) set_name_from_comment(text.substr(end), puzzle);
}

// A line that is none of the formats, reported as the one-line puzzle it most likely meant to be.
void PuzzleReader::Impl::report_unreadable(const InputLine& line, PuzzleRecord& record) {
  const std::string_view text = line.text;
  const std::size_t start = skip_spaces(text, 0);
  std::vector<RawCell>& cells = builder_.cells();
  cells.clear();
  const std::size_t stop = scan_compact(text, start, cells);
  if (stop < text.size() && !ends_cells(text[stop])) {
    scratch_.clear();
    int box_columns = 0;
    if (text[stop] == '|' && scan_row(text, scratch_, box_columns) == std::string_view::npos) {
      return fail(record, ReadError{line.number, static_cast<std::int64_t>(start) + 1,
                                    "a row of " + std::to_string(scratch_.size()) + " cells: no grid has such rows"});
    }
    return fail(record, ReadError{line.number, static_cast<std::int64_t>(stop) + 1, bad_symbol_message(text, stop)});
  }
  if (cells.empty() || (starts_with_word(text) && stop < text.size())) {
    const std::string_view shown = trim(text).substr(0, 24);
    return fail(record, ReadError{line.number, static_cast<std::int64_t>(start) + 1,
                                  "expected a puzzle, found '" + std::string(shown) + "'"});
  }
  // White-space separated numbers ("1 2 0 0 3 ...", "12 . 3 ..."): counted as numbers, not as the cells before the first
  // space.
  std::size_t cells_end = stop;
  if (options_.symbols == SymbolSet::numbers || (stop < text.size() && is_space(text[stop]))) {
    scratch_.clear();
    bool two_digits = false;
    scan_numbers(text, start, scratch_, two_digits);
    if (scratch_.size() > cells.size() || options_.symbols == SymbolSet::numbers) {
      cells.swap(scratch_);
      cells_end = static_cast<std::size_t>(cells.empty() ? start : cells.back().column - 1);
      while (cells_end < text.size() && !is_space(text[cells_end]) && text[cells_end] != '|') ++cells_end;
    }
  }
  const int fixed = fixed_size();
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

// A block grid: N rows of N cells, perhaps with box borders between them, up to a blank line, a comment, a header or
// another kind of line. After an error the rest of the grid is read too, so that the next record starts after it.
void PuzzleReader::Impl::read_block(PuzzleRecord& record) {
  block_cells_.clear();
  row_ends_.clear();
  row_lines_.clear();
  std::optional<ReadError> error;
  int n = 0;
  int rows = 0;
  int box_columns = 0;  // the cells between the `|`s of the first row
  std::int64_t end_line = 0;
  for (;; source_.pop()) {
    const InputLine* line = source_.peek();
    if (line == nullptr) {
      end_line = source_.last_line_number() + 1;
      break;
    }
    end_line = line->number;
    if (line->defect != LineDefect::none) {
      if (rows > 0 && rows == n) break;  // after a whole grid: a record of its own
      if (!error) error = defect_error(*line, options_.max_line_length);
      ++rows;
      continue;
    }
    const std::string_view text = line->text;
    const std::size_t start = skip_spaces(text, 0);
    if (start == text.size() || text[start] == '#') break;
    if (is_separator_line(text)) continue;
    if (rows > 0) {
      // A line of another format ends the grid.
      if (text[start] == '{' || looks_like_extended_line(text.substr(start)) || is_header(text)) break;
      scratch_.clear();
      const std::size_t stop = scan_compact(text, start, scratch_);
      const bool whole_puzzle = (stop == text.size() || ends_cells(text[stop])) && one_line_size(scratch_.size()) != 0;
      if (whole_puzzle && scratch_.size() != static_cast<std::size_t>(n)) break;
      // So is a whole puzzle written as numbers ("1 2 0 0 3 4 ...", 16 of them after a first line of 15): numbers
      // to the end of the line (or a `#` comment), and not a row of this grid read symbol by symbol (a 25x25 row
      // "6 7 8 9 . . . . . . . . . . . . M N ..." starts with 16 numbers, and is a row).
      if (options_.format != InputFormat::block && text.find('|') == std::string_view::npos) {
        scratch_.clear();
        bool two_digits = false;
        const std::size_t numbers_end = scan_numbers(text, start, scratch_, two_digits);
        const bool numbers_only = numbers_end == text.size() || text[numbers_end] == '#';
        if (numbers_only && one_line_size(scratch_.size()) != 0 && scratch_.size() != static_cast<std::size_t>(n)) {
          scratch_.clear();
          int row_box_columns = 0;
          const bool row_of_this_grid = scan_row(text, scratch_, row_box_columns) == std::string_view::npos &&
                                        scratch_.size() == static_cast<std::size_t>(n);
          if (!row_of_this_grid) break;
        }
      }
    }
    const std::size_t row_start = block_cells_.size();
    int row_box_columns = 0;
    const std::size_t bad = scan_row(text, block_cells_, row_box_columns);
    const std::size_t count = block_cells_.size() - row_start;
    if (n != 0 && rows == n) {
      block_cells_.resize(row_start);
      if (bad != std::string_view::npos || count != static_cast<std::size_t>(n)) break;  // not a row of this grid
      if (!error) {
        error = ReadError{line->number, static_cast<std::int64_t>(start) + 1,
                          "more than " + std::to_string(n) + " rows: " + a_grid(n) + " has " + std::to_string(n) +
                              " (a blank line or a header separates grids)"};
      }
      continue;
    }
    ++rows;
    if (error) continue;
    if (bad != std::string_view::npos) {
      error = ReadError{line->number, static_cast<std::int64_t>(bad) + 1, bad_symbol_message(text, bad)};
    } else if (n == 0) {
      n = row_size(count);
      box_columns = row_box_columns;
      if (n == 0) {
        error = ReadError{line->number, static_cast<std::int64_t>(start) + 1,
                          fixed_size() != 0 ? "a row of " + std::to_string(count) + " cells: " + a_grid(fixed_size()) +
                                                  " has " + std::to_string(fixed_size())
                                            : "a row of " + std::to_string(count) + " cells: no grid has such rows"};
      }
    } else if (count != static_cast<std::size_t>(n)) {
      error = ReadError{line->number, static_cast<std::int64_t>(start) + 1,
                        "row " + std::to_string(rows) + " has " + std::to_string(count) + " cells; " + a_grid(n) +
                            " has " + std::to_string(n)};
    }
    row_ends_.push_back(block_cells_.size());
    row_lines_.push_back(line->number);
  }
  last_block_size_ = n;
  if (!error && rows < n) {
    error = ReadError{end_line, 1,
                      "the grid ends after " + std::to_string(rows) + (rows == 1 ? " row" : " rows") + "; " +
                          a_grid(n) + " has " + std::to_string(n)};
  }
  if (error) return fail(record, std::move(*error));

  Puzzle& puzzle = reuse_puzzle(record);
  std::optional<std::pair<int, int>> box;
  if (!options_.box && box_columns > 1 && n % box_columns == 0) box = std::pair(n / box_columns, box_columns);
  auto geometry = builder_.plain_geometry(n, box);
  if (auto* message = std::get_if<std::string>(&geometry)) {
    return fail(record, ReadError{record.line, 1, std::move(*message)});
  }
  puzzle.geometry = std::get<std::shared_ptr<const Geometry>>(std::move(geometry));
  puzzle.givens.reset(n);
  const SymbolSet symbols = choose_symbols(block_cells_, n, options_.symbols);
  std::size_t row_start = 0;
  for (int row = 0; row < n; ++row) {
    const std::size_t row_end = row_ends_[static_cast<std::size_t>(row)];
    const auto row_cells = std::span<const RawCell>(block_cells_).subspan(row_start, row_end - row_start);
    if (auto cell_error = decode_cells(row_cells, row * n, n, symbols, puzzle.givens)) {
      return fail(record, ReadError{row_lines_[static_cast<std::size_t>(row)], cell_error->column,
                                    std::move(cell_error->message)});
    }
    row_start = row_end;
  }
}

void PuzzleReader::Impl::start_csv(std::string_view text) {
  in_csv_ = true;
  split_csv(text, fields_);
  csv_ = CsvColumns{};
  std::optional<std::size_t> puzzle;
  for (std::size_t k = 0; k < fields_.size(); ++k) {
    const std::string_view name = trim(text.substr(fields_[k].begin, fields_[k].end - fields_[k].begin));
    if (!puzzle && is_column_name_of(name, kPuzzleColumns)) puzzle = k;
    if (!csv_.solution && is_column_name_of(name, kSolutionColumns)) csv_.solution = k;
  }
  csv_.puzzle = puzzle.value_or(0);
  const CsvField& field = fields_[csv_.puzzle];
  csv_.puzzle_name = std::string(trim(text.substr(field.begin, field.end - field.begin)));
}

void PuzzleReader::Impl::read_csv_row(const InputLine& line, PuzzleRecord& record) {
  const std::string_view text = line.text;
  split_csv(text, fields_);
  if (fields_.size() <= csv_.puzzle) {
    return fail(record, ReadError{line.number, static_cast<std::int64_t>(text.size()) + 1,
                                  "the row has " + std::to_string(fields_.size()) +
                                      (fields_.size() == 1 ? " field" : " fields") + "; the puzzle is field " +
                                      std::to_string(csv_.puzzle + 1) + " ('" + csv_.puzzle_name + "')"});
  }
  auto field_text = [&](std::size_t k) {
    return FieldText{text.substr(fields_[k].begin, fields_[k].end - fields_[k].begin),
                     static_cast<std::int64_t>(fields_[k].begin) + 1};
  };
  Puzzle& puzzle = reuse_puzzle(record);
  if (auto error = builder_.read_grid(field_text(csv_.puzzle), line.number, fixed_size(), false, puzzle.givens)) {
    return fail(record, std::move(*error));
  }
  const int n = puzzle.givens.size();
  auto geometry = builder_.plain_geometry(n);
  if (auto* message = std::get_if<std::string>(&geometry)) {
    return fail(record, ReadError{line.number, field_text(csv_.puzzle).column, std::move(*message)});
  }
  puzzle.geometry = std::get<std::shared_ptr<const Geometry>>(std::move(geometry));
  if (csv_.solution && *csv_.solution < fields_.size() && !trim(field_text(*csv_.solution).text).empty()) {
    puzzle.solution.emplace(n);
    if (auto error = builder_.read_solution(field_text(*csv_.solution), line.number, n, *puzzle.solution)) {
      return fail(record, std::move(*error));
    }
  }
}

PuzzleReader::PuzzleReader(std::istream& in, ReaderOptions options) : impl_(std::make_unique<Impl>(in, options)) {}
PuzzleReader::~PuzzleReader() = default;
bool PuzzleReader::next(PuzzleRecord& record) { return impl_->next(record); }
bool PuzzleReader::read_failed() const { return impl_->read_failed(); }

}  // namespace sudoku
