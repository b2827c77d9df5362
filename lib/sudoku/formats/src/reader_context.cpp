#include "reader_context.hpp"

namespace sudoku::detail {

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

}  // namespace sudoku::detail
