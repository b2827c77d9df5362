// Block grids: N lines of N symbols (sudoku/symbols.hpp), with or without separators (`|`, `+`, `-` and spaces) as
// QQWing, Simple Sudoku (.ss) and SadMan (.sdk, with `#` metadata lines) write them; lines made only of separators
// are skipped; puzzles are separated by blank lines or by a header line such as Project Euler's `Grid 01` (which
// becomes the puzzle's name).
//
//   grid       := header? row (separator* row){N-1}
//   row        := (symbol | space | '|')*                  N symbols, spaces and `|` anywhere between them
//               | token (space+ token)*                     numbers, when some number has two digits (symbols.hpp)
//   separator  := [-+=| ]* with "--", '+' or '='           skipped (detection.cpp)
//   header     := word space+ text-with-a-digit             → Puzzle::name (the whole line, trimmed)
//
// - A line is a grid's first row when its cell count is a size and the next line is a row too; detection.cpp says
//   when sixteen cells start a 16×16 grid rather than being a 4×4 puzzle.
// - A grid ends at a blank line, a `#` line, a header, a line of another format, or the end; more than N rows before
//   that is an error, and so is a header not followed by a puzzle. A blank line between two bands of boxes, followed
//   by a row of the grid's width, does not end it (continues_after_blank).
// - In numbers notation a blank may be as wide as a two-digit number (`..`, `--`).
// - `|` at equal intervals in the first row give the box width (`1 2 | 3 4 | 5 6`: 3×2 boxes).
// - Borders that divide the cells into N regions of N cells (`|` in the rows, rule lines of `-` and `+` between them,
//   region_drawing.hpp) are the grid's regions: boxes when they are boxes of some shape, else a jigsaw. So a jigsaw
//   drawn as jlaire/dlx-cpp draws them, or as `dlx solve --format grid` writes one, reads back with its regions.
// - The symbol set is chosen over all the cells of the grid; each row may have its own blank symbol.
#include "block_reader.hpp"

#include <span>

#include "../detection.hpp"
#include "region_drawing.hpp"

namespace sudoku::detail {

namespace {

// The height of a band of boxes in an N-row grid: from the box width its `|`s show, else from --box, else the default
// (most square) shape.
int band_height(const ReaderContext& context, int n, int box_columns) {
  if (box_columns > 1 && n % box_columns == 0) return n / box_columns;
  if (context.options.box && context.options.box->first * context.options.box->second == n) {
    return context.options.box->first;
  }
  int rows = 1;
  for (int r = 1; r * r <= n; ++r) {
    if (n % r == 0) rows = r;
  }
  return rows;
}

}  // namespace

// A blank line inside a grid, between two bands of boxes, as some tools write grids (Games::Sudoku::General): the
// grid goes on when the rows so far are whole bands but not the whole grid, and the next line that is not blank is a
// row of the same width. Anywhere else a blank line ends the grid.
bool BlockReader::continues_after_blank(ReaderContext& context, const Rows& rows) {
  const int n = rows.n;
  if (n == 0 || rows.error || rows.count == 0 || rows.count >= n || rows.count % band_height(context, n, rows.box_columns) != 0) {
    return false;
  }
  for (std::size_t ahead = 1;; ++ahead) {
    const InputLine* line = context.source.peek(ahead);
    if (line == nullptr || line->defect != LineDefect::none) return false;
    if (skip_spaces(line->text, 0) == line->text.size()) continue;
    std::vector<RawCell>& scratch = context.scratch;
    scratch.clear();
    int box_columns = 0;
    return scan_row(line->text, scratch, box_columns) == std::string_view::npos &&
           scratch.size() == static_cast<std::size_t>(n);
  }
}

void BlockReader::read(ReaderContext& context, PuzzleRecord& record) {
  cells_.clear();
  row_ends_.clear();
  row_lines_.clear();
  drawing_.clear();
  row_drawing_lines_.clear();
  Rows rows;
  for (;; context.source.pop()) {
    const InputLine* line = context.source.peek();
    if (line == nullptr) {
      rows.end_line = context.source.last_line_number() + 1;
      break;
    }
    rows.end_line = line->number;
    if (!take_row(context, *line, rows)) break;
  }
  context.last_block_size = rows.n;
  if (!rows.error && rows.count < rows.n) {
    rows.error = ReadError{rows.end_line, 1,
                           "the grid ends after " + std::to_string(rows.count) + (rows.count == 1 ? " row" : " rows") +
                               "; " + a_grid(rows.n) + " has " + std::to_string(rows.n)};
  }
  if (rows.error) return fail(record, std::move(*rows.error));
  build(context, rows, record);
}

bool BlockReader::take_row(ReaderContext& context, const InputLine& line, Rows& rows) {
  const int n = rows.n;
  if (line.defect != LineDefect::none) {
    if (rows.count > 0 && rows.count == n) return false;  // after a whole grid: a record of its own
    if (!rows.error) rows.error = defect_error(line, context.options.max_line_length);
    ++rows.count;
    return true;
  }
  const std::string_view text = line.text;
  const std::size_t start = skip_spaces(text, 0);
  if (start == text.size()) return continues_after_blank(context, rows);
  if (text[start] == '#') return false;
  if (is_separator_line(text)) {
    drawing_.emplace_back(text);
    return true;
  }
  if (rows.count > 0 && ends_block_grid(context, text, start, n)) return false;

  const std::size_t row_start = cells_.size();
  int row_box_columns = 0;
  const std::size_t bad = scan_row(text, cells_, row_box_columns);
  const std::size_t count = cells_.size() - row_start;
  if (n != 0 && rows.count == n) {
    cells_.resize(row_start);
    if (bad != std::string_view::npos || count != static_cast<std::size_t>(n)) return false;  // no row of this grid
    if (!rows.error) {
      rows.error = ReadError{line.number, static_cast<std::int64_t>(start) + 1,
                             "more than " + std::to_string(n) + " rows: " + a_grid(n) + " has " + std::to_string(n) +
                                 " (a blank line or a header separates grids)"};
    }
    return true;
  }
  ++rows.count;
  if (rows.error) return true;
  if (bad != std::string_view::npos) {
    rows.error = ReadError{line.number, static_cast<std::int64_t>(bad) + 1, bad_symbol_message(text, bad)};
  } else if (n == 0) {
    rows.n = context.row_size(count);
    rows.box_columns = row_box_columns;
    if (rows.n == 0) {
      const int fixed = context.fixed_size();
      rows.error = ReadError{line.number, static_cast<std::int64_t>(start) + 1,
                             fixed != 0 ? "a row of " + std::to_string(count) + " cells: " + a_grid(fixed) + " has " +
                                              std::to_string(fixed)
                                        : "a row of " + std::to_string(count) + " cells: no grid has such rows"};
    }
  } else if (count != static_cast<std::size_t>(n)) {
    rows.error = ReadError{line.number, static_cast<std::int64_t>(start) + 1,
                           "row " + std::to_string(rows.count) + " has " + std::to_string(count) + " cells; " +
                               a_grid(n) + " has " + std::to_string(n)};
  }
  row_ends_.push_back(cells_.size());
  row_lines_.push_back(line.number);
  row_drawing_lines_.push_back(static_cast<std::int32_t>(drawing_.size()));
  drawing_.emplace_back(text);
  return true;
}

namespace {

// The box shape (rows, columns) whose boxes are exactly `regions`, if there is one.
std::optional<std::pair<int, int>> box_shape_of(const std::vector<int>& regions, int n) {
  for (int box_rows = 1; box_rows <= n; ++box_rows) {
    if (n % box_rows != 0) continue;
    const int box_columns = n / box_rows;
    bool boxes = true;
    for (int cell = 0; cell < n * n && boxes; ++cell) {
      const int row = cell / n;
      const int column = cell % n;
      const int corner = (row - row % box_rows) * n + (column - column % box_columns);
      boxes = regions[static_cast<std::size_t>(cell)] == regions[static_cast<std::size_t>(corner)];
    }
    if (boxes) return std::pair(box_rows, box_columns);
  }
  return std::nullopt;
}

}  // namespace

std::optional<std::vector<int>> BlockReader::drawn_regions(int n) const {
  std::vector<DrawnCell> cells;
  cells.reserve(cells_.size());
  std::size_t row_start = 0;
  for (std::size_t row = 0; row < row_ends_.size(); ++row) {
    for (std::size_t k = row_start; k < row_ends_[row]; ++k) {
      cells.push_back(DrawnCell{row_drawing_lines_[row], cells_[k].column - 1});
    }
    row_start = row_ends_[row];
  }
  return regions_from_drawing(drawing_, cells, n);
}

void BlockReader::build(ReaderContext& context, const Rows& rows, PuzzleRecord& record) {
  const int n = rows.n;
  Puzzle& puzzle = reuse_puzzle(record);
  std::optional<std::pair<int, int>> box;
  if (!context.options.box && rows.box_columns > 1 && n % rows.box_columns == 0) {
    box = std::pair(n / rows.box_columns, rows.box_columns);
  }
  std::optional<std::vector<int>> regions;
  if (!context.options.box) regions = drawn_regions(n);
  if (regions) {
    if (auto shape = box_shape_of(*regions, n)) {
      box = shape;
      regions.reset();
    }
  }
  SharedGeometryOrError geometry;
  if (regions) {
    GeometrySpec& spec = context.builder.spec();
    spec.reset(1, n);
    spec.diagonals = context.options.diagonals;
    spec.windows = context.options.windows;
    spec.regions = std::move(*regions);
    geometry = context.builder.geometry(spec);
  } else {
    geometry = context.builder.plain_geometry(n, box);
  }
  if (auto* message = std::get_if<std::string>(&geometry)) {
    return fail(record, ReadError{record.line, 1, std::move(*message)});
  }
  puzzle.geometry = std::get<std::shared_ptr<const Geometry>>(std::move(geometry));
  puzzle.givens.reset(n);
  const SymbolSet symbols = choose_symbols(cells_, n, context.options.symbols);
  record.symbols = symbols;
  record.block = true;
  std::size_t row_start = 0;
  for (int row = 0; row < n; ++row) {
    const std::size_t row_end = row_ends_[static_cast<std::size_t>(row)];
    const auto row_cells = std::span<const RawCell>(cells_).subspan(row_start, row_end - row_start);
    if (auto cell_error = decode_cells(row_cells, row * n, n, symbols, puzzle.givens)) {
      return fail(record, ReadError{row_lines_[static_cast<std::size_t>(row)], cell_error->column,
                                    std::move(cell_error->message)});
    }
    row_start = row_end;
  }
}

}  // namespace sudoku::detail
