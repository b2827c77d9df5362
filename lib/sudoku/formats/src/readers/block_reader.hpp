// The block grid reader (grammar in block_reader.cpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "../reader_context.hpp"

namespace sudoku::detail {

class BlockReader {
 public:
  // Reads the block grid whose first row is the current line, and all its lines (after an error too, so that the
  // next record starts after the grid).
  void read(ReaderContext& context, PuzzleRecord& record);

 private:
  // What the rows read so far say.
  struct Rows {
    int n = 0;            // the grid's size, from its first row
    int count = 0;        // rows read (lines with a defect count as rows)
    int box_columns = 0;  // the cells between the `|`s of the first row
    std::int64_t end_line = 0;
    std::optional<ReadError> error;  // the first one
  };

  // Takes `line` as the next row; false when it is no row of this grid but the start of the next record.
  bool take_row(ReaderContext& context, const InputLine& line, Rows& rows);
  // A blank line inside the grid, between bands of boxes: true when the grid goes on after it.
  static bool continues_after_blank(ReaderContext& context, const Rows& rows);
  // The puzzle from the rows read.
  void build(ReaderContext& context, const Rows& rows, PuzzleRecord& record);
  // The regions the grid's borders draw (region_drawing.hpp), when they are N regions of N cells.
  std::optional<std::vector<int>> drawn_regions(int n) const;

  std::vector<RawCell> cells_;             // the cells of the grid, row after row
  std::vector<std::size_t> row_ends_;      // where each row's cells end in cells_
  std::vector<std::int64_t> row_lines_;    // the line of each row
  std::vector<std::string> drawing_;       // the grid's rows and rule lines, as written (not the blank lines)
  std::vector<std::int32_t> row_drawing_lines_;  // the index in drawing_ of each row
};

}  // namespace sudoku::detail
