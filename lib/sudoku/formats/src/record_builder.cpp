#include "record_builder.hpp"

#include <charconv>

namespace sudoku::detail {

FieldText FieldText::trimmed() const {
  const std::string_view inner = trim(text);
  const auto offset = static_cast<std::size_t>(inner.data() - text.data());
  return FieldText{inner, column_at(offset), exact};
}

Puzzle& reuse_puzzle(PuzzleRecord& record) {
  record.error.reset();
  if (!record.puzzle) record.puzzle.emplace();
  Puzzle& puzzle = *record.puzzle;
  puzzle.solution.reset();
  puzzle.count.reset();
  puzzle.name.clear();
  puzzle.candidates.clear();
  return puzzle;
}

void fail(PuzzleRecord& record, ReadError error) {
  record.puzzle.reset();
  record.error = std::move(error);
}

std::optional<ReadError> RecordBuilder::read_grid(const FieldText& untrimmed, std::int64_t line, int size,
                                                  bool any_size, Grid& grid) {
  const FieldText field = untrimmed.trimmed();
  const std::string_view text = field.text;
  cells_.clear();
  std::size_t stop = 0;
  if (text.find_first_of(" \t\v\f\r") != std::string_view::npos) {
    bool two_digits = false;
    stop = scan_numbers(text, 0, cells_, two_digits);
  } else {
    stop = scan_compact(text, 0, cells_);
  }
  if (stop != text.size()) return ReadError{line, field.column_at(stop), bad_symbol_message(text, stop)};

  const std::size_t count = cells_.size();
  int n = size;
  if (n == 0) {
    n = size_for_cell_count(count, any_size);
    if (n == 0) return ReadError{line, field.column_at(text.size()), describe_cell_count(count, any_size)};
  } else if (count != static_cast<std::size_t>(n * n)) {
    return ReadError{line, field.column_at(text.size()),
                     std::to_string(count) + " cells: " + a_grid(n) + " has " + std::to_string(n * n)};
  }
  grid.reset(n);
  const SymbolSet symbols = choose_symbols(cells_, n, options_.symbols);
  last_symbols_ = symbols;
  if (auto error = decode_cells(cells_, 0, n, symbols, grid)) {
    return ReadError{line, field.column_at(static_cast<std::size_t>(error->column - 1)), std::move(error->message)};
  }
  return std::nullopt;
}

std::optional<ReadError> RecordBuilder::read_solution(const FieldText& field, std::int64_t line, int size, Grid& grid) {
  if (auto error = read_grid(field, line, size, false, grid)) return error;
  const int blanks = grid.cell_count() - grid.given_count();
  if (blanks > 0) {
    return ReadError{line, field.trimmed().column,
                     "the solution has " + std::to_string(blanks) + (blanks == 1 ? " blank cell" : " blank cells")};
  }
  return std::nullopt;
}

std::optional<ReadError> RecordBuilder::start_plain_puzzle(int n, std::int64_t line, std::int64_t column,
                                                           Puzzle& puzzle) {
  auto geometry = plain_geometry(n);
  if (auto* error = std::get_if<std::string>(&geometry)) return ReadError{line, column, std::move(*error)};
  puzzle.geometry = std::get<std::shared_ptr<const Geometry>>(std::move(geometry));
  puzzle.givens.reset(n);
  return std::nullopt;
}

std::optional<std::string> RecordBuilder::plain_spec(int n, std::optional<std::pair<int, int>> box) {
  if (!box) box = options_.box;
  if (!box) box = Geometry::default_box(n);
  if (!box) return "no box shape divides " + a_grid(n) + " (give it regions)";
  if (box->first < 1 || box->second < 1 || box->first * box->second != n) {
    return "boxes of " + std::to_string(box->first) + "x" + std::to_string(box->second) + " do not fit " + a_grid(n);
  }
  spec_.reset(box->first, box->second);
  spec_.diagonals = options_.diagonals;
  spec_.windows = options_.windows;
  return std::nullopt;
}

bool parse_box(std::string_view text, std::pair<int, int>& box) {
  const auto by = text.find_first_of("xX*");
  if (by == std::string_view::npos) return false;
  auto number = [](std::string_view digits, int& out) {
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), out);
    return error == std::errc() && end == digits.data() + digits.size() && !digits.empty();
  };
  int rows = 0;
  int cols = 0;
  if (!number(trim(text.substr(0, by)), rows) || !number(trim(text.substr(by + 1)), cols)) return false;
  if (rows < 1 || cols < 1 || rows > Geometry::kMaxSize || cols > Geometry::kMaxSize) return false;
  if (rows * cols > Geometry::kMaxSize) return false;
  box = {rows, cols};
  return true;
}

}  // namespace sudoku::detail
