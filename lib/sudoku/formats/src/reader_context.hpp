// What the readers of every format share while reading one input: its lines, the record builder (grids, geometries,
// scratch cells), the options, scratch space for lines looked at ahead, and what the records read so far tell the
// detection about the next one. PuzzleReader::Impl owns one; the detection and each reader work on it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "cell_text.hpp"
#include "line_source.hpp"
#include "record_builder.hpp"
#include "sudoku/puzzle_reader.hpp"

namespace sudoku::detail {

// A header line ("Grid 01") read, waiting for the puzzle it names.
struct PendingHeader {
  std::int64_t line = 0;
  std::string name;
};

struct ReaderContext {
  ReaderContext(std::istream& in, const ReaderOptions& reader_options)
      : source(in, reader_options.max_line_length), builder(reader_options), options(reader_options) {}

  // N when the options fix the box shape (ReaderOptions::box, if it is a valid one); else 0.
  int fixed_size() const {
    if (!options.box) return 0;
    const auto [rows, cols] = *options.box;
    const bool valid = rows >= 1 && cols >= 1 && rows <= Geometry::kMaxSize && cols <= Geometry::kMaxSize &&
                       rows * cols <= Geometry::kMaxSize;
    return valid ? rows * cols : 0;
  }
  // N when `cells` cells make a whole one-line puzzle; else 0.
  int one_line_size(std::size_t cells) const {
    const int fixed = fixed_size();
    if (fixed != 0) return cells == static_cast<std::size_t>(fixed * fixed) ? fixed : 0;
    return size_for_cell_count(cells, false);
  }
  // N when `cells` cells make a whole row of a block grid; else 0.
  int row_size(std::size_t cells) const {
    const int fixed = fixed_size();
    if (fixed != 0) return cells == static_cast<std::size_t>(fixed) ? fixed : 0;
    return is_grid_size(static_cast<int>(cells)) ? static_cast<int>(cells) : 0;
  }

  LineSource source;
  RecordBuilder builder;
  ReaderOptions options;
  std::vector<RawCell> scratch;  // cells of lines looked at ahead or tried as rows
  Grid scratch_grid;             // a row tried
  std::vector<CellGroupEnd> group_ends;  // a one-line grid in groups: where each group ends

  std::optional<PendingHeader> header;  // a header read, waiting for its puzzle
  bool any_record = false;              // a record was returned (a CSV header without known names must come first)
  int last_block_size = 0;              // N of the last record when it was a block grid
};

// The error of a line that is no text (LineDefect): too long, a NUL byte, not UTF-8.
ReadError defect_error(const InputLine& line, std::size_t max_length);

}  // namespace sudoku::detail
