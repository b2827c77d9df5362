#include "puzzle_input.hpp"

namespace dlx {

std::optional<sudoku::ParseError> parse_record(const Record& record, const sudoku::Geometry& geometry,
                                               sudoku::Grid& puzzle) {
  if (record.too_long) {
    return sudoku::ParseError{static_cast<int>(RecordReader::kMaxLineLength) + 1,
                              "line longer than " + std::to_string(RecordReader::kMaxLineLength) + " bytes"};
  }
  return sudoku::parse_line(record.text, geometry, puzzle);
}

std::string position_of(const Record& record, int column) {
  return record.source + ":" + std::to_string(record.line) + ":" + std::to_string(column);
}

void report_parse_error(const Record& record, const sudoku::ParseError& error, std::string& out, std::string& err) {
  const std::string where = position_of(record, error.column);
  err += where + ": " + error.message + "\n";
  out += "error: " + where + ": " + error.message + "\n";
}

}  // namespace dlx
