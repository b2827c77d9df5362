// CSV with a header: the puzzle column is the first whose header is puzzle/puzzles/quiz/quizzes/givens/sudoku (any
// case), else the first column; a column headed solution/solutions/answer supplies Puzzle::solution (it must be
// full). QQWing's `Puzzle,Solution,` and the 1-million-puzzle collection's `quizzes,solutions` are both read. A
// header is a line of comma-separated names (words starting with a letter), one of them known, or any names on the
// first line of the input (detection.cpp tells it); every line after it, to the end of the input, is a row (`#` lines
// and blank lines aside). A field in double quotes may hold commas. A field holds a whole grid: no comment after it.
#include "csv_reader.hpp"

#include <algorithm>
#include <span>

namespace sudoku::detail {

namespace {

constexpr std::string_view kPuzzleColumns[] = {"puzzle", "puzzles", "quiz", "quizzes", "givens", "sudoku"};
constexpr std::string_view kSolutionColumns[] = {"solution", "solutions", "answer"};

bool is_column_name_of(std::string_view name, std::span<const std::string_view> names) {
  for (std::string_view known : names) {
    if (equals_ignoring_case(name, known)) return true;
  }
  return false;
}

}  // namespace

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
  split_csv(header, fields_);
  std::optional<std::size_t> puzzle;
  solution_column_.reset();
  for (std::size_t k = 0; k < fields_.size(); ++k) {
    const std::string_view name = trim(header.substr(fields_[k].begin, fields_[k].end - fields_[k].begin));
    if (!puzzle && is_column_name_of(name, kPuzzleColumns)) puzzle = k;
    if (!solution_column_ && is_column_name_of(name, kSolutionColumns)) solution_column_ = k;
  }
  puzzle_column_ = puzzle.value_or(0);
  const CsvField& field = fields_[puzzle_column_];
  puzzle_column_name_ = std::string(trim(header.substr(field.begin, field.end - field.begin)));
}

void CsvReader::read_row(ReaderContext& context, const InputLine& line, PuzzleRecord& record) {
  const std::string_view text = line.text;
  split_csv(text, fields_);
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
  const int n = puzzle.givens.size();
  auto geometry = builder.plain_geometry(n);
  if (auto* message = std::get_if<std::string>(&geometry)) {
    return fail(record, ReadError{line.number, givens.column, std::move(*message)});
  }
  puzzle.geometry = std::get<std::shared_ptr<const Geometry>>(std::move(geometry));
  if (solution_column_ && *solution_column_ < fields_.size() && !trim(field_text(*solution_column_).text).empty()) {
    puzzle.solution.emplace(n);
    if (auto error = builder.read_solution(field_text(*solution_column_), line.number, n, *puzzle.solution)) {
      return fail(record, std::move(*error));
    }
  }
}

}  // namespace sudoku::detail
