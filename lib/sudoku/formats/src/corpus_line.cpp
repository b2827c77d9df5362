#include "sudoku/corpus_line.hpp"

#include <charconv>
#include <string>

namespace sudoku {

std::optional<ParseError> parse_corpus_line(std::string_view line, const Geometry& geometry, CorpusEntry& out) {
  const auto first_colon = line.find(':');
  if (first_colon == std::string_view::npos) {
    return ParseError{static_cast<int>(line.size()) + 1, "expected 'puzzle:count[:solution]'"};
  }
  if (auto error = parse_line(line.substr(0, first_colon), geometry, out.puzzle)) return error;

  const auto count_begin = first_colon + 1;
  const auto second_colon = line.find(':', count_begin);
  const auto count_end = second_colon == std::string_view::npos ? line.size() : second_colon;
  const char* begin = line.data() + count_begin;
  const char* end = line.data() + count_end;
  auto [stop, error] = std::from_chars(begin, end, out.count);
  if (error != std::errc() || stop != end || begin == end) {
    return ParseError{static_cast<int>(count_begin) + 1, "expected a solution count after the first ':'"};
  }

  out.has_solution = second_colon != std::string_view::npos;
  if (out.has_solution) {
    auto solution_error = parse_line(line.substr(second_colon + 1), geometry, out.solution);
    if (solution_error) {
      solution_error->column += static_cast<int>(second_colon) + 1;
      return solution_error;
    }
  }
  return std::nullopt;
}

}  // namespace sudoku
