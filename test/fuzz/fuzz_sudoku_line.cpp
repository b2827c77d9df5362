// Fuzz target: the one-line Sudoku reader. Any bytes give a grid or an error with a column inside the line (or just
// past it), never a crash; a grid written back reads back the same.
#include <cstdint>
#include <cstdlib>
#include <string>

#include "sudoku/line_format.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string line(reinterpret_cast<const char*>(data), size);
  sudoku::Grid grid;
  const auto error = sudoku::parse_line(line, sudoku::Geometry::classic(), grid);
  if (error) {
    if (error->column < 1 || error->column > static_cast<int>(size) + 1 || error->message.empty()) std::abort();
    return 0;
  }
  std::string written;
  sudoku::append_line(grid, written);
  sudoku::Grid again;
  if (sudoku::parse_line(written, sudoku::Geometry::classic(), again) || !(again == grid)) std::abort();
  return 0;
}
