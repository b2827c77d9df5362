// What every format's parser needs to turn text into a PuzzleRecord: reading a grid written in one piece of text,
// the shared geometries, the reader's options and reusable scratch space.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cell_text.hpp"
#include "geometry_cache.hpp"
#include "sudoku/puzzle_reader.hpp"

namespace sudoku::detail {

// A piece of a line that holds one value (a CSV field, the value of a key), and where it is.
struct FieldText {
  std::string_view text;
  std::int64_t column = 1;  // of text[0]
  bool exact = true;        // false for a JSON string with escapes: errors inside it are placed at `column`

  std::int64_t column_at(std::size_t offset) const {
    return exact ? column + static_cast<std::int64_t>(offset) : column;
  }
  FieldText trimmed() const;
};

// Makes `record` a puzzle record, reusing the Puzzle (and its grid's storage) it may hold from the last one.
Puzzle& reuse_puzzle(PuzzleRecord& record);
// Makes `record` an error record.
void fail(PuzzleRecord& record, ReadError error);

class RecordBuilder {
 public:
  explicit RecordBuilder(const ReaderOptions& options) : options_(options) {}

  const ReaderOptions& options() const { return options_; }
  std::vector<RawCell>& cells() { return cells_; }  // scratch for scanning

  // Reads a grid that `field` holds whole: compact symbols, or numbers separated by white space. Its size follows
  // from the number of cells (N² for a grid size; for any N <= 25 when `any_size`) unless `size` is given. On
  // success, `grid` holds it.
  std::optional<ReadError> read_grid(const FieldText& field, std::int64_t line, int size, bool any_size, Grid& grid);
  // The symbol set the last read_grid decoded its cells in.
  SymbolSet last_symbols() const { return last_symbols_; }
  // As read_grid, for a claimed solution: every cell filled.
  std::optional<ReadError> read_solution(const FieldText& field, std::int64_t line, int size, Grid& grid);

  // Makes spec() that of an N×N grid with boxes: `box`, else the options' box, else the default shape; with the
  // options' diagonals and windows. The message says what is wrong (a box that does not fit, no box shape for N).
  std::optional<std::string> plain_spec(int n, std::optional<std::pair<int, int>> box = std::nullopt);
  // The geometry of that spec.
  SharedGeometryOrError plain_geometry(int n, std::optional<std::pair<int, int>> box = std::nullopt) {
    if (auto error = plain_spec(n, box)) return std::move(*error);
    return geometries_.get(spec_);
  }
  // Gives `puzzle` the plain geometry of an N×N grid (as plain_geometry) and blank givens of that size; what is wrong,
  // placed at `line`:`column`, when there is no such geometry.
  std::optional<ReadError> start_plain_puzzle(int n, std::int64_t line, std::int64_t column, Puzzle& puzzle);
  GeometrySpec& spec() { return spec_; }  // scratch for variant geometries
  SharedGeometryOrError geometry(const GeometrySpec& spec) { return geometries_.get(spec); }

 private:
  SymbolSet last_symbols_ = SymbolSet::automatic;
  ReaderOptions options_;
  GeometryCache geometries_;
  GeometrySpec spec_;
  std::vector<RawCell> cells_;
};

// Parses "RxC" (3x3, 2x3): a box shape with r*c <= 25. False when the text is none.
bool parse_box(std::string_view text, std::pair<int, int>& box);

}  // namespace sudoku::detail
