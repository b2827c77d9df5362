// Reading and writing puzzles (sudoku/formats.hpp): round trips through every format for every size, symbol set and
// variant, and the writers' output. (The collections, the error corpus and the samples: formats_reading_test.cpp.)
#include "sudoku/formats.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <sstream>
#include <variant>

#include "formats_support.hpp"
#include "sudoku/dlx_solver.hpp"
#include "sudoku/rules.hpp"
#include "support.hpp"

using namespace sudoku;
using namespace formats_support;

namespace {

// Every box shape from 4x4 to 25x25, a few of them both ways round.
const std::vector<std::pair<int, int>> kBoxes = {{2, 2}, {2, 3}, {3, 2}, {2, 4}, {3, 3}, {2, 5},
                                                 {3, 4}, {4, 3}, {3, 5}, {4, 4}, {4, 5}, {5, 5}};

// The symbol sets that can write an N×N grid.
std::vector<SymbolSet> symbol_sets(int n) {
  std::vector<SymbolSet> sets = {SymbolSet::automatic, SymbolSet::letters, SymbolSet::numbers};
  if (n <= 9) sets.push_back(SymbolSet::digits);
  if (n <= 16) sets.push_back(SymbolSet::hex);
  return sets;
}

const char* name_of(SymbolSet symbols) {
  static constexpr const char* kNames[] = {"automatic", "digits", "hex", "letters", "numbers"};
  return kNames[static_cast<int>(symbols.kind)];
}

// Whether the reader tells the symbol set from the text alone: hex only for 16x16 (and only when a 1, written 0, is
// there), digits written by `hex` are otherwise read as 1-9.
bool detected(SymbolSet symbols, int n, const Grid& grid) {
  if (symbols != SymbolSet::hex) return true;
  const auto cells = grid.cells();
  return n == 16 && std::find(cells.begin(), cells.end(), 1) != cells.end();
}

// A jigsaw for which `solution` is still a solution: boxes 1 and 2, 3 and 4, ... trade the cells where they hold a 1.
std::vector<int> jigsaw_regions(const Geometry& boxes, const Grid& solution) {
  std::vector<int> regions(static_cast<std::size_t>(boxes.cell_count()));
  for (int cell = 0; cell < boxes.cell_count(); ++cell) regions[static_cast<std::size_t>(cell)] = boxes.box_of(cell);
  auto cell_of_one = [&](int box) {
    for (int cell : boxes.unit_cells(2 * boxes.size() + box)) {
      if (solution[cell] == 1) return static_cast<std::size_t>(cell);
    }
    return std::size_t{0};
  };
  for (int box = 0; box + 1 < boxes.size(); box += 2)
    std::swap(regions[cell_of_one(box)], regions[cell_of_one(box + 1)]);
  return regions;
}

// Cages of two cells side by side along each row (one cell at the end of an odd row), sums from `solution`.
std::vector<Cage> pair_cages(const Grid& solution) {
  const int n = solution.size();
  std::vector<Cage> cages;
  for (int row = 0; row < n; ++row) {
    for (int column = 0; column < n; column += 2) {
      Cage cage;
      for (int k = column; k < std::min(column + 2, n); ++k) {
        cage.cells.push_back(row * n + k);
        cage.sum += solution[row * n + k];
      }
      cages.push_back(cage);
    }
  }
  return cages;
}

// Every geometry of the given box shape that formats.hpp writes: plain, X, windoku, both, jigsaw, jigsaw X, killer,
// killer X. (The givens of the tests come from a plain full grid: the reader checks no rules, find_clash does.)
std::vector<Geometry> variants_of(int box_rows, int box_cols) {
  const Geometry boxes(box_rows, box_cols);
  const Grid& solution = full_grid(box_rows, box_cols);
  std::vector<Geometry> geometries = {boxes, test_support::must(boxes.with_diagonals())};
  if (box_rows == box_cols) {
    geometries.push_back(test_support::must(boxes.with_windows()));
    geometries.push_back(test_support::must(test_support::must(boxes.with_windows()).with_diagonals()));
  }
  const Geometry jigsaw = test_support::must(Geometry::jigsaw(boxes.size(), jigsaw_regions(boxes, solution)));
  REQUIRE(is_solution(jigsaw, solution));
  geometries.push_back(jigsaw);
  geometries.push_back(test_support::must(jigsaw.with_diagonals()));
  geometries.push_back(test_support::must(boxes.with_cages(pair_cages(solution))));
  geometries.push_back(test_support::must(test_support::must(boxes.with_diagonals()).with_cages(pair_cages(solution))));
  return geometries;
}

// The puzzle as a JSON object written by hand (the reader must read what people write, not only what we write).
std::string to_json(const Puzzle& puzzle, SymbolSet symbols) {
  const Geometry& geometry = *puzzle.geometry;
  std::string json = "{\"givens\": \"";
  append_grid_line(puzzle.givens, symbols, json);
  json += "\"";
  if (geometry.is_jigsaw()) {
    json += ", \"regions\": \"";
    for (int cell = 0; cell < geometry.cell_count(); ++cell) json += static_cast<char>('a' + geometry.box_of(cell));
    json += "\"";
  } else if (Geometry::default_box(geometry.size()) != std::pair(geometry.box_rows(), geometry.box_cols())) {
    json += ", \"box\": \"" + std::to_string(geometry.box_rows()) + "x" + std::to_string(geometry.box_cols()) + "\"";
  }
  if (geometry.has_diagonals() || geometry.has_windows()) {
    json += std::string(", \"variant\": \"") + (geometry.has_diagonals() ? "x" : "") +
            (geometry.has_diagonals() && geometry.has_windows() ? "+" : "") +
            (geometry.has_windows() ? "windoku" : "") + "\"";
  }
  if (geometry.has_cages()) {
    json += ", \"cages\": [";
    for (std::size_t k = 0; k < geometry.cages().size(); ++k) {
      const Cage& cage = geometry.cages()[k];
      json += std::string(k > 0 ? ", " : "") + "{\"sum\": " + std::to_string(cage.sum) + ", \"cells\": [";
      for (std::size_t c = 0; c < cage.cells.size(); ++c) {
        json += std::string(c > 0 ? ", " : "") + "\"" + geometry.cell_name(cage.cells[c]) + "\"";
      }
      json += "]}";
    }
    json += "]";
  }
  return json + "}";
}


}  // namespace


TEST_CASE("round trip, one line: every size and symbol set reads back to the same grid") {
  for (const auto& [rows, cols] : kBoxes) {
    const Grid& full = full_grid(rows, cols);
    const int n = full.size();
    for (const Grid& grid : {full, blank_some(full, static_cast<unsigned>(n))}) {
      for (SymbolSet symbols : symbol_sets(n)) {
        CAPTURE(n);
        CAPTURE(name_of(symbols));
        std::string line;
        append_grid_line(grid, symbols, line);
        CAPTURE(line);
        const Puzzle told = read_one(line + "\n", with_symbols(symbols));
        CHECK(told.givens == grid);
        CHECK(told.geometry->size() == n);
        if (detected(symbols, n, grid)) CHECK(read_one(line + "\n").givens == grid);
      }
    }
  }
}

TEST_CASE("round trip, block: every size and symbol set, box borders give the box shape back") {
  std::string all;  // every block, blank lines between: read back in one go too
  std::vector<Grid> expected;
  for (const auto& [rows, cols] : kBoxes) {
    const Geometry geometry(rows, cols);
    const Grid& full = full_grid(rows, cols);
    for (const Grid& grid : {full, blank_some(full, static_cast<unsigned>(rows * cols) + 1)}) {
      for (SymbolSet symbols : symbol_sets(geometry.size())) {
        CAPTURE(geometry.describe());
        CAPTURE(name_of(symbols));
        std::string block;
        append_grid_block(grid, geometry, symbols, block);
        CAPTURE(block);
        const Puzzle told = read_one(block, with_symbols(symbols));
        CHECK(told.givens == grid);
        CHECK(*told.geometry == geometry);
        if (detected(symbols, geometry.size(), grid)) {
          CHECK(read_one(block).givens == grid);
          all += block + "\n";
          expected.push_back(grid);
        }
      }
    }
  }
  const auto records = read_text(all);
  REQUIRE(records.size() == expected.size());
  for (std::size_t k = 0; k < records.size(); ++k) {
    CAPTURE(describe(records[k]));
    REQUIRE(records[k].puzzle);
    CHECK(records[k].puzzle->givens == expected[k]);
  }
}

// Checks a jigsaw block's drawing against its regions: a `|` between two cells of a row exactly where their regions
// differ, and a rule under a row with `-` under exactly the cells whose region differs from the one below (no rule
// where none does).
void check_region_borders(const std::string& block, const Geometry& jigsaw, std::size_t width) {
  const int n = jigsaw.size();
  std::vector<std::string> lines;
  for (std::size_t at = 0; at < block.size();) {
    const std::size_t end = block.find('\n', at);
    lines.push_back(block.substr(at, end - at));
    at = end + 1;
  }
  auto char_at = [](const std::string& line, std::size_t k) { return k < line.size() ? line[k] : ' '; };
  const std::size_t stride = width + 3;
  std::size_t next = 0;
  for (int row = 0; row < n; ++row) {
    if (row > 0) {
      bool any = false;
      for (int column = 0; column < n; ++column) any = any || jigsaw.box_of((row - 1) * n + column) != jigsaw.box_of(row * n + column);
      REQUIRE(next < lines.size());
      if (any) {
        const std::string& rule = lines[next++];
        for (int column = 0; column < n; ++column) {
          const bool border = jigsaw.box_of((row - 1) * n + column) != jigsaw.box_of(row * n + column);
          CHECK(char_at(rule, static_cast<std::size_t>(column) * stride) == (border ? '-' : ' '));
        }
      }
    }
    REQUIRE(next < lines.size());
    const std::string& cells = lines[next++];
    for (int column = 1; column < n; ++column) {
      const bool border = jigsaw.box_of(row * n + column - 1) != jigsaw.box_of(row * n + column);
      CHECK(char_at(cells, static_cast<std::size_t>(column) * stride - 2) == (border ? '|' : ' '));
    }
  }
  CHECK(next == lines.size());
}

namespace {

// Whether two geometries divide the cells into the same regions (whatever their numbers).
bool same_regions(const Geometry& a, const Geometry& b) {
  if (a.size() != b.size()) return false;
  const int cells = a.size() * a.size();
  for (int x = 0; x < cells; ++x) {
    for (int y = x + 1; y < cells; ++y) {
      if ((a.box_of(x) == a.box_of(y)) != (b.box_of(x) == b.box_of(y))) return false;
    }
  }
  return true;
}

}  // namespace

TEST_CASE("round trip, block of a jigsaw: its regions are drawn, and the grid reads back with them") {
  for (const auto& [rows, cols] : kBoxes) {
    const Grid& full = full_grid(rows, cols);
    const Geometry jigsaw = test_support::must(Geometry::jigsaw(full.size(), jigsaw_regions(Geometry(rows, cols), full)));
    for (SymbolSet symbols : symbol_sets(full.size())) {
      CAPTURE(jigsaw.describe());
      CAPTURE(name_of(symbols));
      std::string block;
      append_grid_block(full, jigsaw, symbols, block);
      CAPTURE(block);
      check_region_borders(block, jigsaw, symbols == SymbolSet::numbers && full.size() >= 10 ? 2 : 1);
      CHECK(read_one(block, with_symbols(symbols)).givens == full);
    }
  }
}

TEST_CASE("round trip, block of a jigsaw with connected regions: it reads back with its regions") {
  // Boxes, but the first box of the first band trades its top-right cell for the bottom-left one of the box to its
  // right: both regions stay connected (a drawing shows nothing else), and they are no longer boxes. (The jigsaws
  // above have regions in pieces, which no drawing can show: they read back as boxes.)
  for (const auto& [rows, cols] : kBoxes) {
    if (rows < 2 || cols < 2) continue;
    const Grid& full = full_grid(rows, cols);
    const int n = full.size();
    const Geometry boxes(rows, cols);
    std::vector<int> regions(static_cast<std::size_t>(n * n));
    for (int cell = 0; cell < n * n; ++cell) regions[static_cast<std::size_t>(cell)] = boxes.box_of(cell);
    const int top_right = cols - 1;
    const int bottom_left = (rows - 1) * n + cols;
    std::swap(regions[static_cast<std::size_t>(top_right)], regions[static_cast<std::size_t>(bottom_left)]);
    const Geometry jigsaw = test_support::must(Geometry::jigsaw(n, regions));
    for (SymbolSet symbols : symbol_sets(n)) {
      CAPTURE(jigsaw.describe());
      CAPTURE(name_of(symbols));
      std::string block;
      append_grid_block(full, jigsaw, symbols, block);
      CAPTURE(block);
      const Puzzle read = read_one(block, with_symbols(symbols));
      CHECK(read.givens == full);
      REQUIRE(read.geometry != nullptr);
      CHECK(read.geometry->is_jigsaw());
      CHECK(same_regions(*read.geometry, jigsaw));
    }
  }
}

TEST_CASE("a 4x4 jigsaw block, drawn") {
  const Geometry jigsaw = test_support::must(Geometry::jigsaw(4, {0, 0, 0, 1, 0, 2, 1, 1, 2, 2, 3, 1, 2, 3, 3, 3}));
  Grid grid(4);
  const int digits[] = {1, 2, 3, 4, 4, 1, 2, 3, 2, 3, 4, 1, 3, 4, 1, 2};
  for (int cell = 0; cell < 16; ++cell) grid.set(cell, digits[cell]);
  std::string block;
  append_grid_block(grid, jigsaw, SymbolSet::automatic, block);
  CHECK(block ==
        "1   2   3 | 4\n"
        "  +---+---+\n"
        "4 | 1 | 2   3\n"
        "--+   +---+\n"
        "2   3 | 4 | 1\n"
        "  +---+   +--\n"
        "3 | 4   1   2\n");
}

TEST_CASE("regions drawn with borders: framed drawings, boxes of any shape, and what is no drawing") {
  // A 6x6 jigsaw drawn framed, cells one apart (the style of jlaire/dlx-cpp's SudokuFormat; our own drawing).
  const Puzzle framed = read_one(
      "+-+-+-+-+-+-+\n"
      "|1 . 3|. . .|\n"
      "+   +-+-+   +\n"
      "|. .|2 .|. .|\n"
      "+ +-+   +-+ +\n"
      "|.|. . 6|.|.|\n"
      "+-+-+ +-+ +-+\n"
      "|6 .|4|. . 5|\n"
      "+   +-+-+   +\n"
      "|. .|. .|. .|\n"
      "+   +   +-+-+\n"
      "|2 .|. . 3 .|\n"
      "+-+-+-+-+-+-+\n");
  REQUIRE(framed.geometry != nullptr);
  CHECK(framed.geometry->is_jigsaw());
  CHECK(same_regions(*framed.geometry,
                     test_support::must(Geometry::jigsaw(6, {0, 0, 0, 1, 1, 1, 0, 0, 2, 2, 1, 1, 0, 2, 2, 2, 3, 1,
                                                             4, 4, 2, 3, 3, 3, 4, 4, 5, 5, 3, 3, 4, 4, 5, 5, 5, 5}))));
  CHECK(framed.givens[0] == 1);
  CHECK(framed.givens[34] == 3);
  // Boxes drawn the same way are boxes, of the shape drawn: a 6x6 in 3x2 boxes (the default shape is 2x3).
  const Puzzle six = read_one(
      "+---+---+---+\n"
      "|1 .|. .|. .|\n"
      "|. .|. .|. .|\n"
      "|. .|. .|. .|\n"
      "+---+---+---+\n"
      "|. .|. .|. .|\n"
      "|. .|. .|. .|\n"
      "|. .|. .|. 2|\n"
      "+---+---+---+\n");
  REQUIRE(six.geometry != nullptr);
  CHECK_FALSE(six.geometry->is_jigsaw());
  CHECK(six.geometry->box_rows() == 3);
  CHECK(six.geometry->box_cols() == 2);
  // `|` without rule lines is no drawing of regions: the default boxes, as before.
  const Puzzle bars = read_one("1 2 3 | 4\n3 4 1 | 2\n2 1 4 | 3\n4 3 2 | .\n");
  REQUIRE(bars.geometry != nullptr);
  CHECK_FALSE(bars.geometry->is_jigsaw());
  CHECK(bars.geometry->box_rows() == 2);
  // A drawing with regions of unequal size is no jigsaw either: the default boxes.
  const Puzzle uneven = read_one(
      "+-------+\n"
      "|1 . . .|\n"
      "+-+     |\n"
      "|.|. . .|\n"
      "+-+-+---+\n"
      "|. .|. .|\n"
      "|. .|. 2|\n"
      "+---+---+\n");
  REQUIRE(uneven.geometry != nullptr);
  CHECK_FALSE(uneven.geometry->is_jigsaw());
}

TEST_CASE("round trip, CSV and JSON: the puzzle and its solution in every size and symbol set") {
  for (const auto& [rows, cols] : kBoxes) {
    const Geometry geometry(rows, cols);
    const Grid& full = full_grid(rows, cols);
    const Grid puzzle = blank_some(full, static_cast<unsigned>(rows * cols) + 2);
    for (SymbolSet symbols : symbol_sets(geometry.size())) {
      CAPTURE(geometry.describe());
      CAPTURE(name_of(symbols));
      std::string givens;
      std::string solution;
      append_grid_line(puzzle, symbols, givens);
      append_grid_line(full, symbols, solution);
      const bool default_box = Geometry::default_box(geometry.size()) == std::pair(rows, cols);
      const std::string box = std::to_string(rows) + "x" + std::to_string(cols);

      ReaderOptions options = with_symbols(symbols);
      if (!default_box) options.box = std::pair(rows, cols);
      const Puzzle from_csv = read_one("id,puzzle,solution\n7," + givens + "," + solution + "\n", options);
      CHECK(from_csv.givens == puzzle);
      CHECK(*from_csv.geometry == geometry);
      REQUIRE(from_csv.solution);
      CHECK(*from_csv.solution == full);

      const std::string json = "{\"givens\": \"" + givens + "\", \"solution\": \"" + solution + "\"" +
                               (default_box ? "" : ", \"box\": \"" + box + "\"") + ", \"name\": \"n\", \"count\": 1}";
      const Puzzle from_json = read_one(json + "\n", with_symbols(symbols));
      CHECK(from_json.givens == puzzle);
      CHECK(*from_json.geometry == geometry);
      REQUIRE(from_json.solution);
      CHECK(*from_json.solution == full);
      CHECK(from_json.name == "n");
      CHECK(from_json.count == 1u);
    }
  }
}

TEST_CASE("round trip, format_puzzle and JSON: every size, symbol set and variant reads back to an equal puzzle") {
  std::string all;
  std::vector<Puzzle> expected;
  for (const auto& [rows, cols] : kBoxes) {
    for (const Geometry& geometry : variants_of(rows, cols)) {
      const auto shared = std::make_shared<const Geometry>(geometry);
      for (const Grid& givens : {Grid(geometry.size()), blank_some(full_grid(rows, cols), 5)}) {
        const Puzzle puzzle{shared, givens, {}, {}, {}, {}};
        for (SymbolSet symbols : symbol_sets(geometry.size())) {
          CAPTURE(geometry.describe());
          CAPTURE(name_of(symbols));
          const std::string line = format_puzzle(puzzle, symbols);
          CAPTURE(line);
          CHECK(line.find('\n') == std::string::npos);
          const Puzzle told = read_one(line + "\n", with_symbols(symbols));
          CHECK(told.givens == puzzle.givens);
          CHECK(*told.geometry == geometry);
          const Puzzle from_json = read_one(to_json(puzzle, symbols) + "\n", with_symbols(symbols));
          CHECK(from_json.givens == puzzle.givens);
          CHECK(*from_json.geometry == geometry);
          if (detected(symbols, geometry.size(), givens)) {
            all += line + "\n";
            expected.push_back(puzzle);
          }
        }
      }
    }
  }
  // All of them in one input: in order, and consecutive puzzles of one geometry share it.
  const auto records = read_text(all);
  REQUIRE(records.size() == expected.size());
  for (std::size_t k = 0; k < records.size(); ++k) {
    CAPTURE(describe(records[k]));
    REQUIRE(records[k].puzzle);
    CHECK(records[k].puzzle->givens == expected[k].givens);
    CHECK(*records[k].puzzle->geometry == *expected[k].geometry);
    if (k > 0 && *expected[k].geometry == *expected[k - 1].geometry) {
      CHECK(records[k].puzzle->geometry == records[k - 1].puzzle->geometry);
    }
  }
}

TEST_CASE("killer cages beyond 62 are labelled with numbers, and read back") {
  const Grid& full = full_grid(5, 5);
  const Geometry killer = test_support::must(Geometry(5, 5).with_cages(pair_cages(full)));
  REQUIRE(killer.cages().size() > 62);
  const std::string line = format_puzzle(Puzzle{std::make_shared<const Geometry>(killer), Grid(25), {}, {}, {}, {}});
  CHECK(line.find(";cages=1,1,2,2,3,3,") != std::string::npos);
  CHECK(line.find(";sums=1:") != std::string::npos);
  CHECK(*read_one(line).geometry == killer);
}

TEST_CASE("the writers: symbols of each set, blocks with borders") {
  CHECK(symbol_of(1, 9, SymbolSet::automatic) == '1');
  CHECK(symbol_of(10, 16, SymbolSet::automatic) == 'A');
  CHECK(symbol_of(16, 16, SymbolSet::automatic) == 'G');
  CHECK(symbol_of(1, 16, SymbolSet::hex) == '0');
  CHECK(symbol_of(16, 16, SymbolSet::hex) == 'F');
  CHECK(symbol_of(25, 25, SymbolSet::letters) == 'Y');
  CHECK(symbol_of(0, 9, SymbolSet::automatic) == '.');

  Grid small = read_one("12..34..........\n").givens;
  std::string numbers;
  append_grid_line(small, SymbolSet::numbers, numbers);
  CHECK(numbers == "1 2 . . 3 4 . . . . . . . . . .");
  std::string block;
  append_grid_block(small, Geometry(2, 2), SymbolSet::letters, block);
  CHECK(block == "A B | . .\nC D | . .\n----+----\n. . | . .\n. . | . .\n");
  std::string digits;
  append_grid_block(small, Geometry(2, 2), SymbolSet::automatic, digits);
  CHECK(digits == "1 2 | . .\n3 4 | . .\n----+----\n. . | . .\n. . | . .\n");
  std::string line;
  append_grid_line(small, SymbolSet::automatic, line);
  CHECK(line == "12..34..........");

  const Grid& full = full_grid(4, 4);
  std::string wide;
  append_grid_block(full, Geometry(4, 4), SymbolSet::numbers, wide);
  CHECK(wide.substr(0, wide.find('\n')).size() == 16 * 2 + 15 + 3 * 2);  // right-aligned in two columns
}
