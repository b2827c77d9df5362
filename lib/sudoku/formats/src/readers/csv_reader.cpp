// CSV with a header: the puzzle column is the first whose header is puzzle/puzzles/quiz/quizzes/givens/sudoku (any
// case), else the first column; a column headed solution/solutions/answer supplies Puzzle::solution (it must be
// full); a column headed id/name/title the record's name. QQWing's `Puzzle,Solution,` and the 1-million-puzzle
// collection's `quizzes,solutions` are both read. The delimiter is the header's: a comma, else a semicolon, else a
// tab. A header is a line of such names (words starting with a letter), one of them known, or any names on the first
// line of the input (detection.cpp tells it); every line after it, to the end of the input, is a row (`#` lines and
// blank lines aside). With --input-format csv and no header (the first line's first field is a whole grid), the
// first line is a row, the puzzle in column 1 and the solution in column 2. A field in double quotes may hold the
// delimiter. A field holds a whole grid: no comment after it.
#include "csv_reader.hpp"

#include <algorithm>
#include <span>

namespace sudoku::detail {

namespace {

constexpr std::string_view kPuzzleColumns[] = {"puzzle", "puzzles", "quiz", "quizzes", "givens", "sudoku"};
constexpr std::string_view kSolutionColumns[] = {"solution", "solutions", "answer"};
constexpr std::string_view kNameColumns[] = {"id", "name", "title"};

bool is_column_name_of(std::string_view name, std::span<const std::string_view> names) {
  for (std::string_view known : names) {
    if (equals_ignoring_case(name, known)) return true;
  }
  return false;
}

}  // namespace

char csv_delimiter(std::string_view line) {
  for (char delimiter : {',', ';', '\t'}) {
    if (line.find(delimiter) != std::string_view::npos) return delimiter;
  }
  return 0;
}

bool starts_with_grid(std::string_view line, char delimiter) {
  std::vector<CsvField> fields;
  split_csv(line, fields, delimiter == 0 ? ',' : delimiter);
  const std::string_view first = trim(line.substr(fields[0].begin, fields[0].end - fields[0].begin));
  std::vector<RawCell> cells;
  if (first.empty() || scan_compact(first, 0, cells) != first.size()) return false;
  for (int n = 1; n * n <= static_cast<int>(cells.size()); ++n) {
    if (static_cast<std::size_t>(n * n) == cells.size()) return is_grid_size(n);
  }
  return false;
}

void split_csv(std::string_view text, std::vector<CsvField>& fields, char delimiter) {
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
      comma = text.find(delimiter, close);
    } else {
      comma = text.find(delimiter, at);
      field.end = comma == std::string_view::npos ? text.size() : comma;
    }
    fields.push_back(field);
    if (comma == std::string_view::npos) return;
    at = comma + 1;
  }
}

bool is_column_name(std::string_view name) {
  if (name.empty() || name.size() > 40 || !is_letter(name[0])) return false;
  for (char c : name) {
    if (!is_letter(c) && !is_digit(c) && c != '_' && c != '-' && c != '.' && c != ' ') return false;
  }
  return true;
}

bool is_known_column_name(std::string_view name) {
  return is_column_name_of(name, kPuzzleColumns) || is_column_name_of(name, kSolutionColumns);
}

void CsvReader::start(std::string_view header) {
  started_ = true;
  delimiter_ = csv_delimiter(header) == 0 ? ',' : csv_delimiter(header);
  split_csv(header, fields_, delimiter_);
  std::optional<std::size_t> puzzle;
  solution_column_.reset();
  name_column_.reset();
  for (std::size_t k = 0; k < fields_.size(); ++k) {
    const std::string_view name = trim(header.substr(fields_[k].begin, fields_[k].end - fields_[k].begin));
    if (!puzzle && is_column_name_of(name, kPuzzleColumns)) puzzle = k;
    if (!solution_column_ && is_column_name_of(name, kSolutionColumns)) solution_column_ = k;
    if (!name_column_ && is_column_name_of(name, kNameColumns)) name_column_ = k;
  }
  puzzle_column_ = puzzle.value_or(0);
  const CsvField& field = fields_[puzzle_column_];
  puzzle_column_name_ = std::string(trim(header.substr(field.begin, field.end - field.begin)));
}

void CsvReader::start_without_header(std::string_view first_row) {
  started_ = true;
  delimiter_ = csv_delimiter(first_row) == 0 ? ',' : csv_delimiter(first_row);
  puzzle_column_ = 0;
  solution_column_ = 1;
  name_column_.reset();
  puzzle_column_name_ = "column 1";
}

void CsvReader::read_row(ReaderContext& context, const InputLine& line, PuzzleRecord& record) {
  const std::string_view text = line.text;
  split_csv(text, fields_, delimiter_);
  if (fields_.size() <= puzzle_column_) {
    return fail(record, ReadError{line.number, static_cast<std::int64_t>(text.size()) + 1,
                                  "the row has " + std::to_string(fields_.size()) +
                                      (fields_.size() == 1 ? " field" : " fields") + "; the puzzle is field " +
                                      std::to_string(puzzle_column_ + 1) + " ('" + puzzle_column_name_ + "')"});
  }
  auto field_text = [&](std::size_t k) {
    return FieldText{text.substr(fields_[k].begin, fields_[k].end - fields_[k].begin),
                     static_cast<std::int64_t>(fields_[k].begin) + 1};
  };
  RecordBuilder& builder = context.builder;
  Puzzle& puzzle = reuse_puzzle(record);
  const FieldText givens = field_text(puzzle_column_);
  if (auto error = builder.read_grid(givens, line.number, context.fixed_size(), false, puzzle.givens)) {
    return fail(record, std::move(*error));
  }
  record.symbols = builder.last_symbols();
  const int n = puzzle.givens.size();
  auto geometry = builder.plain_geometry(n);
  if (auto* message = std::get_if<std::string>(&geometry)) {
    return fail(record, ReadError{line.number, givens.column, std::move(*message)});
  }
  puzzle.geometry = std::get<std::shared_ptr<const Geometry>>(std::move(geometry));
  if (name_column_ && *name_column_ < fields_.size()) {
    const std::string_view name = trim(field_text(*name_column_).text);
    if (!name.empty()) record.name.emplace(name);
  }
  if (solution_column_ && *solution_column_ < fields_.size() && !trim(field_text(*solution_column_).text).empty()) {
    puzzle.solution.emplace(n);
    if (auto error = builder.read_solution(field_text(*solution_column_), line.number, n, *puzzle.solution)) {
      return fail(record, std::move(*error));
    }
  }
}

}  // namespace sudoku::detail
