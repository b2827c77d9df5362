// Reading the puzzles people keep (sudoku/formats.hpp): the bundled collections; the error corpus of
// test/data/formats/errors/; a sample of each format; the reader's options; and the sample puzzles of
// puzzles/samples/, which both solvers must solve alike.
#include <doctest/doctest.h>

#include <map>
#include <sstream>
#include <streambuf>
#include <string_view>

#include "formats_support.hpp"
#include "sudoku/dlx_solver.hpp"
#include "sudoku/formats.hpp"
#include "sudoku/propagation_solver.hpp"
#include "sudoku/rules.hpp"
#include "support.hpp"

using namespace sudoku;
using namespace formats_support;

namespace {

// 81 cells written with the digits 1-9 and '.' or '0' for a blank, decoded without PuzzleReader: what the reader
// must agree with on the plain 9x9 collections.
Grid classic_grid_of(std::string_view cells) {
  REQUIRE(cells.size() == 81);
  Grid grid(9);
  for (int cell = 0; cell < 81; ++cell) {
    const char c = cells[static_cast<std::size_t>(cell)];
    REQUIRE((c == '.' || (c >= '0' && c <= '9')));
    grid.set(cell, c == '.' ? 0 : c - '0');
  }
  return grid;
}


}  // namespace

TEST_CASE("the bundled collections read without an error, one record per puzzle") {
  struct Collection {
    const char* path;
    std::size_t puzzles;
  };
  const Collection collections[] = {
      {"puzzles/17-clue-49151.txt", 49151},
      {"puzzles/magictour-top1465.txt", 1465},
      {"puzzles/forum-hardest-1106.txt", 375},
      {"puzzles/serg-multi-solution-10000.txt", 10000},
      {"puzzles/plb-hard20.txt", 20},
      {"puzzles/project-euler-96-grids.txt", 50},
      {"puzzles/invalid-7-with-notes.txt", 7},
      {"puzzles/qqwing-generated-10000.txt", 10000},
      {"puzzles/top95.txt", 95},
      {"puzzles/hardest11.txt", 11},
      {"test/data/puzzle-count-solution-43.txt", 43},
  };
  for (const Collection& collection : collections) {
    CAPTURE(collection.path);
    const auto records = read_path(collection.path);
    CHECK(records.size() == collection.puzzles);
    for (const PuzzleRecord& record : records) {
      if (record.error) FAIL_CHECK(describe(record));
    }
    // The lines that are puzzles are the ones the tests' own reader keeps (except the block grids of Euler's file).
    if (std::string(collection.path).find("euler") == std::string::npos) {
      const auto lines = test_support::puzzle_lines(collection.path);
      REQUIRE(lines.size() == records.size());
      for (std::size_t k = 0; k < lines.size(); k += 97) {
        CAPTURE(lines[k]);
        CHECK(records[k].puzzle->givens == classic_grid_of(lines[k].substr(0, 81)));
      }
    }
  }
}

TEST_CASE(
    "collections: Euler's grids are named by their headers, notes become names, corpus lines fill count and solution") {
  const auto euler = read_path("puzzles/project-euler-96-grids.txt");
  REQUIRE(euler.size() == 50);
  CHECK(euler[0].puzzle->name == "Grid 01");
  CHECK(euler[0].line == 1);
  CHECK(euler[49].puzzle->name == "Grid 50");
  CHECK(euler[0].puzzle->givens[2] == 3);  // 003020600
  CHECK(euler[0].puzzle->givens[0] == 0);

  const auto plb = read_path("puzzles/plb-hard20.txt");
  CHECK(plb[0].puzzle->name == "near worst case for brute-force solver (wiki)");
  const auto invalid = read_path("puzzles/invalid-7-with-notes.txt");
  CHECK(invalid[0].puzzle->name == "box duplicate");

  const auto corpus = read_path("test/data/puzzle-count-solution-43.txt");
  int with_solution = 0;
  for (const PuzzleRecord& record : corpus) {
    const Puzzle& puzzle = *record.puzzle;
    REQUIRE(puzzle.count);
    if (puzzle.solution) {
      ++with_solution;
      CHECK(*puzzle.count == 1);
      CHECK(is_solution(*puzzle.geometry, *puzzle.solution));
      CHECK(keeps_givens(puzzle.givens, *puzzle.solution));
    }
  }
  CHECK(with_solution == 18);
  CHECK(*corpus[20].puzzle->count == 0);
}

// How fast they are read is bench/'s business (a wall-clock limit here would fail on a busy machine, not on a bug).
TEST_CASE("the 49,151 17-clue puzzles read as 49,151 records, all sharing one geometry") {
  const std::string text = read_file(source_path("puzzles/17-clue-49151.txt"));
  std::istringstream in(text);
  PuzzleReader reader(in);
  PuzzleRecord record;
  std::size_t count = 0;
  std::shared_ptr<const Geometry> first;
  bool shared = true;
  while (reader.next(record)) {
    REQUIRE(record.puzzle);
    if (!first) first = record.puzzle->geometry;
    shared = shared && record.puzzle->geometry == first;
    ++count;
  }
  CHECK(count == 49151);
  CHECK(shared);
}

TEST_CASE("the error corpus: each defect gives its message at its line and column, as one record") {
  struct Case {
    const char* file;
    const char* position;  // LINE:COL
    const char* message;
  };
  const Case cases[] = {
      {"count-80-cells.txt", "1:81", "80 cells: not a whole grid (9x9 has 81)"},
      {"count-82-cells.txt", "1:82", "82 cells: not a whole grid (9x9 has 81)"},
      {"bad-symbol.txt", "1:10", "bad symbol '?' (a cell is a digit, a letter, or a blank . 0 _ * -)"},
      {"bad-symbol-utf8.txt", "1:10", "bad symbol '\xc3\xa9' (a cell is a digit, a letter, or a blank . 0 _ * -)"},
      {"control-byte.txt", "1:5", "bad symbol byte \\x01 (a cell is a digit, a letter, or a blank . 0 _ * -)"},
      {"symbol-out-of-range.txt", "1:21", "symbol 'A' is out of range for 9x9 (1-9)"},
      {"symbol-out-of-range-4x4.txt", "1:3", "symbol '5' is out of range for 4x4 (1-4)"},
      {"letter-beyond-25x25.txt", "1:26", "symbol 'Q' is out of range for 25x25 (1-9, A-P)"},
      {"number-out-of-range.txt", "1:11", "number 12 is out of range for 9x9 (1-9)"},
      {"numbers-80-cells.txt", "1:161", "80 cells: not a whole grid (9x9 has 81)"},
      {"numbers-83-cells.txt", "1:164", "83 cells: not a whole grid (9x9 has 81)"},
      {"mixed-blanks.txt", "1:4", "mixed blank symbols: '.' here, '_' at column 2"},
      {"mixed-blanks-16x16.txt", "1:33", "mixed blank symbols: '.' here, '0' at column 17"},
      {"block-too-few-rows.txt", "9:1", "the grid ends after 8 rows; a 9x9 grid has 9"},
      {"block-too-many-rows.txt", "10:1",
       "more than 9 rows: a 9x9 grid has 9 (a blank line or a header separates grids)"},
      {"block-row-wrong-length.txt", "3:1", "row 3 has 8 cells; a 9x9 grid has 9"},
      {"block-bad-symbol.txt", "5:3", "symbol 'x' is out of range for 9x9 (1-9)"},
      {"header-without-puzzle.txt", "1:1", "'Grid 01' is not followed by a puzzle"},
      {"text-line.txt", "1:1", "expected a puzzle, found 'hello world'"},
      {"csv-row-without-puzzle-column.txt", "2:2", "the row has 1 field; the puzzle is field 2 ('puzzle')"},
      {"csv-solution-with-blanks.txt", "2:83", "the solution has 1 blank cell"},
      {"corpus-bad-count.txt", "1:83", "expected a number of solutions after ':'"},
      {"corpus-count-not-a-number.txt", "1:83", "expected a number of solutions after ':'"},
      {"corpus-solution-short.txt", "1:165", "80 cells: a 9x9 grid has 81"},
      {"extended-unknown-key.txt", "1:90",
       "unknown key 'colour' (the keys are givens, box, regions, cages, sums, variant, solution, name, count)"},
      {"extended-no-value.txt", "1:90", "expected key=value, found 'variant'"},
      {"extended-key-twice.txt", "1:90", "'givens' given twice"},
      {"bad-box.txt", "1:94", "box=: expected ROWSxCOLUMNS of at most 25 cells, such as 3x3 or 2x3; found '3y3'"},
      {"box-does-not-fit.txt", "1:89", "81 cells: a 16x16 grid has 256"},
      {"unknown-variant.txt", "1:98", "variant=: expected x, windoku or x+windoku; found 'diagonal'"},
      {"windoku-on-6x6.txt", "1:53", "windows need square boxes of at least 2x2 (this grid is 6x6)"},
      {"jigsaw-region-wrong-size.txt", "1:98", "region 1 has 10 cells, not 9"},
      {"jigsaw-too-many-labels.txt", "1:98", "regions=: 10 different labels; a 9x9 grid has 9 regions"},
      {"jigsaw-label-count.txt", "1:98", "regions=: 80 labels; a 9x9 grid has 81 cells"},
      {"killer-cages-without-sums.txt", "1:7", "cages= needs sums= (each cage's sum)"},
      {"killer-sum-not-a-number.txt", "1:96", "sums=: 'x' is not a number (the sum of cage 'A')"},
      {"killer-label-without-sum.txt", "1:9", "cages=: cage 'B' has no sum in sums="},
      {"killer-sum-without-cells.txt", "1:102", "sums=: no cell is in cage 'C'"},
      {"killer-sum-twice.txt", "1:102", "sums=: cage 'A' has two sums"},
      {"killer-impossible-sum.txt", "1:7", "cage 1 sums to 99, but 2 different digits sum to 3..17"},
      {"killer-sum-syntax.txt", "1:94", "sums=: expected LABEL:SUM, found 'A3'"},
      {"bad-json.txt", "1:97",
       "bad JSON: syntax error while parsing object key - unexpected '}'; expected string literal"},
      {"json-wrong-type.txt", "1:2", "\"givens\" is a string, not number"},
      {"json-no-givens.txt", "1:1", "no \"givens\""},
      {"json-unknown-key.txt", "1:108",
       "unknown key 'colour' (the keys are givens, box, regions, cages, variant, solution, name or id, count)"},
      {"json-control-in-key.txt", "1:1",
       "unknown key 'col\\x00our\\x1b' (the keys are givens, box, regions, cages, variant, solution, name or id, count)"},
      {"json-repeated-key.txt", "1:111", "'box' given twice"},
      {"json-repeated-cage-key.txt", "1:118", "'sum' given twice"},
      {"json-bad-cage-cell.txt", "1:97", "cages: cage 1: 'r10c1' is not a cell of 9x9 (r1c1 to r9c9)"},
      {"json-bad-cage.txt", "1:97", "cages: cage 1 is not {\"sum\": SUM, \"cells\": [\"r1c1\", ...]}"},
      {"nul-byte.txt", "1:5", "a NUL byte (\\x00): not a line of text"},
      {"invalid-utf8.txt", "1:41", "invalid UTF-8 (byte \\xc3)"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.file);
    const auto records = read_path(std::string("test/data/formats/errors/") + c.file);
    REQUIRE(records.size() == 1);
    REQUIRE(records[0].error);
    CHECK_FALSE(records[0].puzzle);
    const ReadError& error = *records[0].error;
    CHECK(std::to_string(error.line) + ":" + std::to_string(error.column) == c.position);
    CHECK(error.message == c.message);
  }
}

TEST_CASE("a line longer than the limit is an error without being held whole; the next line is read") {
  ReaderOptions options;
  options.max_line_length = 100;
  const auto records = read_path("test/data/formats/errors/line-too-long.txt", options);
  REQUIRE(records.size() == 2);
  CHECK(describe(records[0]) == "1: error 1:101: line longer than 100 bytes");
  CHECK(records[1].puzzle);
}

TEST_CASE("good and bad records mixed (CRLF, no final line end): every record in order, the good ones intact") {
  const auto records = read_path("test/data/formats/errors/mixed-good-and-bad.txt");
  std::vector<std::string> seen;
  for (const PuzzleRecord& record : records) seen.push_back(describe(record));
  const std::vector<std::string> expected = {
      "2: puzzle 9x9",
      "3: error 3:81: 80 cells: not a whole grid (9x9 has 81)",
      "4: puzzle 9x9 'hard one'",
      "6: error 10:1: row 4 has 8 cells; a 9x9 grid has 9",
      "16: puzzle 9x9 'Grid 02'",
      "26: error 26:97: bad JSON: syntax error while parsing object key - unexpected end of input; expected string "
      "literal",
      "27: puzzle 9x9 X",
      "28: puzzle 9x9",
      "29: error 29:10: bad symbol '?' (a cell is a digit, a letter, or a blank . 0 _ * -)",
      "30: puzzle 9x9",
  };
  CHECK(seen == expected);
  CHECK(records[7].puzzle->count == 1u);
  CHECK(records[7].puzzle->solution.has_value());
  CHECK(records[4].puzzle->givens == records[0].puzzle->givens);
}

TEST_CASE("numbers lines of the wrong length: counted as numbers, each its own record, the good ones read") {
  const auto records = read_path("test/data/formats/errors/mixed-numbers.txt");
  std::vector<std::string> seen;
  for (const PuzzleRecord& record : records) seen.push_back(describe(record));
  const std::vector<std::string> expected = {
      "1: puzzle 4x4",
      "2: error 2:33: 17 cells: not a whole grid (4x4 has 16)",
      "3: puzzle 4x4 'a comment'",
      "4: error 4:30: 15 cells: not a whole grid (the smallest grid, 4x4 has 16)",
      "5: error 5:70: 35 cells: not a whole grid (6x6 has 36)",
      "6: puzzle 4x4",
      "8: error 8:32: number 12 is out of range for 4x4 (1-4)",
  };
  CHECK(seen == expected);
  ReaderOptions numbers;
  numbers.symbols = SymbolSet::numbers;
  CHECK(describe(read_path("test/data/formats/errors/numbers-80-cells.txt", numbers).at(0)) ==
        "1: error 1:161: 80 cells: not a whole grid (9x9 has 81)");
}

TEST_CASE("a block row that starts with 16 numbers and goes on with letters is a row, not a 4x4 puzzle") {
  // Each row of a 25x25 grid (symbols 1-9, A-P) with the letters of its first 16 cells blanked: every row then starts
  // with 16 digits or blanks, which a numbers reading would count as a whole 4x4 puzzle.
  const Grid& full = full_grid(5, 5);
  Grid puzzle = full;
  std::string block;
  for (int row = 0; row < 25; ++row) {
    for (int column = 0; column < 25; ++column) {
      const int cell = row * 25 + column;
      if (column < 16 && full[cell] >= 10) puzzle.set(cell, 0);
      if (column > 0) block += ' ';
      block += puzzle[cell] == 0 ? '.' : symbol_of(puzzle[cell], 25, SymbolSet::automatic);
    }
    block += '\n';
  }
  const auto records = read_text(block);
  REQUIRE(records.size() == 1);
  REQUIRE(records[0].puzzle);
  CHECK(records[0].puzzle->givens == puzzle);
}

TEST_CASE("a numbers line that starts with a two-digit number is counted as numbers too") {
  std::string line = "12";
  for (int k = 1; k < 255; ++k) line += k % 16 == 0 ? " 3" : " .";
  const auto records = read_text(line + "\n");
  REQUIRE(records.size() == 1);
  CHECK(describe(records[0]) == "1: error 1:" + std::to_string(line.size() + 1) +
                                    ": 255 cells: not a whole grid (16x16 has 256)");
}

TEST_CASE("samples of each format: QQWing CSV and blocks, quizzes/solutions CSV, SadMan .sdk, Simple Sudoku .ss") {
  const auto qqwing = read_path("test/data/formats/samples/qqwing.csv");
  const auto quizzes = read_path("test/data/formats/samples/quizzes-solutions.csv");
  REQUIRE(qqwing.size() == 3);
  REQUIRE(quizzes.size() == 3);
  const auto lines = test_support::puzzle_lines("puzzles/qqwing-generated-10000.txt");
  for (std::size_t k = 0; k < 3; ++k) {
    CAPTURE(k);
    REQUIRE(qqwing[k].puzzle);
    REQUIRE(quizzes[k].puzzle);
    CHECK(qqwing[k].line == static_cast<std::int64_t>(k) + 2);
    const Puzzle& puzzle = *qqwing[k].puzzle;
    CHECK(read_one(lines[k]).givens == puzzle.givens);
    REQUIRE(puzzle.solution);
    CHECK(is_solution(*puzzle.geometry, *puzzle.solution));
    CHECK(keeps_givens(puzzle.givens, *puzzle.solution));
    CHECK(quizzes[k].puzzle->givens == puzzle.givens);
    CHECK(quizzes[k].puzzle->solution == puzzle.solution);
  }
  const auto readable = read_path("test/data/formats/samples/qqwing-readable.txt");
  const auto compact = read_path("test/data/formats/samples/qqwing-compact.txt");
  REQUIRE(readable.size() == 2);
  REQUIRE(compact.size() == 2);
  CHECK(readable[0].puzzle->givens == qqwing[0].puzzle->givens);
  CHECK(readable[1].puzzle->givens == qqwing[1].puzzle->givens);
  CHECK(compact[0].puzzle->givens == qqwing[1].puzzle->givens);
  CHECK(compact[1].puzzle->givens == qqwing[2].puzzle->givens);
  CHECK(*compact[1].puzzle->geometry == Geometry::classic());

  const Puzzle sdk = read_one(read_file(source_path("test/data/formats/samples/sadman.sdk")));
  CHECK(sdk.givens == qqwing[0].puzzle->givens);
  const Puzzle ss = read_one(read_file(source_path("test/data/formats/samples/simple-sudoku.ss")));
  CHECK(ss.givens == qqwing[1].puzzle->givens);
}

TEST_CASE("samples: a killer and a jigsaw, as an extended line and as JSON, are the same puzzle and solve uniquely") {
  for (const char* name : {"killer", "jigsaw"}) {
    CAPTURE(name);
    const std::string base = std::string("test/data/formats/samples/") + name;
    const Puzzle line = read_one(read_file(source_path(base + ".txt")));
    const Puzzle json = read_one(read_file(source_path(base + ".ndjson")));
    CHECK(*line.geometry == *json.geometry);
    CHECK(line.givens == json.givens);
    CHECK(json.name == std::string(name) + " 1");
    CHECK((line.geometry->has_cages() || line.geometry->is_jigsaw()));
    SolveReport report;
    DlxSolver(*line.geometry).solve(line.givens, SolveLimits{}, report);
    CHECK(report.solutions == 1);
    CHECK(is_solution(*line.geometry, report.first));
  }
}

TEST_CASE("reader options: forced box, X and windoku for every puzzle, forced symbols and formats") {
  const std::string six = "123456456123231564564231312645645312";
  ReaderOptions box;
  box.box = std::pair(3, 2);
  const Puzzle tall = read_one(six + "\n", box);
  CHECK(tall.geometry->box_rows() == 3);
  CHECK(read_one(six + "\n").geometry->box_rows() == 2);
  CHECK(describe(read_text(six + "1\n", box)[0]) == "1: error 1:37: 37 cells: a 6x6 grid has 36");

  ReaderOptions variants;
  variants.diagonals = true;
  variants.windows = true;
  const Puzzle both = read_one(std::string(81, '.') + "\n", variants);
  CHECK(both.geometry->has_diagonals());
  CHECK(both.geometry->has_windows());
  CHECK(describe(read_text(std::string(36, '.') + "\n", variants)[0]) ==
        "1: error 1:1: windows need square boxes of at least 2x2 (this grid is 6x6 X)");

  // Hex for a 9x9: 0 is 1, and 8 is 9.
  const Puzzle hex = read_one("0123456788" + std::string(71, '.') + "\n", with_symbols(SymbolSet::hex));
  CHECK(hex.givens[0] == 1);
  CHECK(hex.givens[8] == 9);

  // Sixteen cells: a 4x4 puzzle, unless the lines around say it is the first row of a 16x16 grid.
  CHECK(read_one("1234341221434321\n").geometry->size() == 4);
  ReaderOptions block;
  block.format = InputFormat::block;
  CHECK(describe(read_text("1234341221434321\n", block)[0]) ==
        "1: error 2:1: the grid ends after 1 row; a 16x16 grid has 16");
  ReaderOptions line;
  line.format = InputFormat::line;
  CHECK(describe(read_text("1 2 | 3 4\n", line)[0]) == "1: error 1:10: 4 cells: not a whole grid (the smallest grid, 4x4 has 16)");
  ReaderOptions csv;
  csv.format = InputFormat::csv;
  const auto headless = read_text("a,b\n" + six + ",x\n", csv);
  REQUIRE(headless.size() == 1);
  CHECK(headless[0].puzzle);
  ReaderOptions json;
  json.format = InputFormat::json;
  CHECK(describe(read_text(six + "\n", json)[0]) == "1: error 1:1: a JSON puzzle is an object, not number");
  CHECK(describe(read_text("{\"givens\": \"12\"\n", json)[0]) ==
        "1: error 1:16: bad JSON: syntax error while parsing object - unexpected end of input; expected '}'");
}

TEST_CASE("16x16 grids: hex (0-F), 1-G, letters and numbers; a 16-cell row starts a grid when the next rows say so") {
  const Grid& full = full_grid(4, 4);
  std::string hex_line;
  append_grid_line(blank_some(full, 3), SymbolSet::hex, hex_line);
  CHECK(hex_line.find('0') != std::string::npos);
  CHECK(read_one(hex_line).givens == blank_some(full, 3));

  // A compact block of 16 rows without borders, its first row holding only 1-4 and blanks.
  Grid puzzle = full;
  for (int column = 0; column < 16; ++column) {
    if (full[column] > 4) puzzle.set(column, 0);
  }
  std::string rows;
  for (int row = 0; row < 16; ++row) {
    for (int column = 0; column < 16; ++column) rows += symbol_of(puzzle[row * 16 + column], 16, SymbolSet::automatic);
    rows += '\n';
  }
  const Puzzle compact = read_one(rows);
  CHECK(compact.givens == puzzle);
  // ...whereas sixteen 4x4 puzzles in a row stay sixteen puzzles.
  std::string small;
  for (int k = 0; k < 16; ++k) small += "1234341221434321\n";
  CHECK(read_text(small).size() == 16);
}

TEST_CASE(
    "input edge cases: empty input, blank and comment lines only, a byte-order mark, CR inside, no final newline") {
  CHECK(read_text("").empty());
  CHECK(read_text("\n\n# nothing\n   \n\t\r\n").empty());
  const std::string puzzle = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
  CHECK(read_one("\xef\xbb\xbf" + puzzle + "\r\n").givens[0] == 4);
  CHECK(read_one(puzzle).givens[0] == 4);
  CHECK(read_one(puzzle + "\r").givens[0] == 4);
  CHECK(read_one("   " + puzzle + "  # with a comment\n").name == "with a comment");
  CHECK(read_one(puzzle + ";x\n").name == "x");
  CHECK(read_one(puzzle + ":not a count\n").name == "not a count");
  // The same line in other symbols: 0 and _ blanks, numbers.
  std::string zeros = puzzle;
  std::replace(zeros.begin(), zeros.end(), '.', '0');
  CHECK(read_one(zeros).givens == read_one(puzzle).givens);
  std::string numbers;
  append_grid_line(read_one(puzzle).givens, SymbolSet::numbers, numbers);
  CHECK(read_one(numbers + "  a comment").name == "a comment");
}

namespace {

// A streambuf that fails after some bytes, as a disk might.
class FailingBuffer : public std::streambuf {
 public:
  explicit FailingBuffer(std::string text) : text_(std::move(text)) {
    setg(text_.data(), text_.data(), text_.data() + text_.size());
  }

 protected:
  int_type underflow() override { throw std::runtime_error("read error"); }

 private:
  std::string text_;
};

}  // namespace

TEST_CASE("a read error ends the input and is told apart from its end") {
  const std::string puzzle = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
  FailingBuffer buffer(puzzle + "\n" + puzzle.substr(0, 40));
  std::istream in(&buffer);
  PuzzleReader reader(in);
  PuzzleRecord record;
  REQUIRE(reader.next(record));
  CHECK(record.puzzle);
  REQUIRE(reader.next(record));  // the line cut short by the failure
  CHECK(record.error);
  CHECK_FALSE(reader.next(record));
  CHECK(reader.read_failed());
}

TEST_CASE("puzzles/samples: every puzzle has one solution, the same by both solvers, and is_solution accepts it") {
  const char* files[] = {"sizes-4-to-25.txt", "x-sudoku-9x9.txt", "windoku-9x9.txt", "jigsaw-9x9.txt",
                         "killer-9x9.txt",    "16x16-30.txt",     "25x25-20.txt"};
  std::map<std::string, std::size_t> counts;
  for (const char* file : files) {
    CAPTURE(file);
    const auto records = read_path(std::string("puzzles/samples/") + file);
    counts[file] = records.size();
    for (const PuzzleRecord& record : records) {
      CAPTURE(describe(record));
      REQUIRE(record.puzzle);
      const Puzzle& puzzle = *record.puzzle;
      DlxSolver dlx(*puzzle.geometry);
      PropagationSolver propagation(*puzzle.geometry);
      SolveReport dlx_report;
      SolveReport propagation_report;
      dlx.solve(puzzle.givens, SolveLimits{}, dlx_report);
      propagation.solve(puzzle.givens, SolveLimits{}, propagation_report);
      CHECK(dlx_report.complete());
      CHECK(propagation_report.complete());
      CHECK(dlx_report.solutions == 1);
      CHECK(propagation_report.solutions == 1);
      CHECK(dlx_report.first == propagation_report.first);
      CHECK(is_solution(*puzzle.geometry, dlx_report.first));
      CHECK(keeps_givens(puzzle.givens, dlx_report.first));
    }
  }
  CHECK(counts["sizes-4-to-25.txt"] == 50);
  CHECK(counts["x-sudoku-9x9.txt"] == 20);
  CHECK(counts["windoku-9x9.txt"] == 20);
  CHECK(counts["jigsaw-9x9.txt"] == 20);
  CHECK(counts["killer-9x9.txt"] == 10);
  CHECK(counts["16x16-30.txt"] == 30);
  CHECK(counts["25x25-20.txt"] == 20);
}

TEST_CASE("a cell count that is no whole grid names the grids around it; below the smallest, says it is the smallest") {
  for (int cells = 1; cells <= 40; ++cells) {
    CAPTURE(cells);
    if (cells == 16 || cells == 25 || cells == 36) continue;
    const std::string line(static_cast<std::size_t>(cells), '1');
    const std::vector<PuzzleRecord> records = read_text(line + "\n");
    REQUIRE(records.size() == 1);
    REQUIRE(records[0].error);
    const std::string& message = records[0].error->message;
    CHECK(message.starts_with(std::to_string(cells) + (cells == 1 ? " cell" : " cells") + ": not a whole grid ("));
    if (cells < 16) {
      CHECK(message.ends_with("(the smallest grid, 4x4 has 16)"));
    } else {
      CHECK(message.find("the smallest") == std::string::npos);
      if (cells < 20) CHECK(message.ends_with("(4x4 has 16)"));  // 20 is as near to 25 as to 16
    }
  }
  CHECK(read_text(std::string(80, '1') + "\n")[0].error->message.ends_with("(9x9 has 81)"));
  CHECK(read_text(std::string(70, '1') + "\n")[0].error->message.ends_with("(8x8 has 64)"));
}

TEST_CASE("one-line grids written in groups (spaces and bars between runs of cells) are read, a comment after them kept apart") {
  const std::vector<PuzzleRecord> records = read_path("test/data/formats/peers/grouped-lines.txt");
  REQUIRE(records.size() == 3);
  for (const PuzzleRecord& record : records) {
    CAPTURE(record.line);
    REQUIRE(record.puzzle);
    CHECK(record.puzzle->geometry->size() == 9);
    CHECK(record.puzzle->givens == records[0].puzzle->givens);
  }
  CHECK(records[0].puzzle->givens[0] == 4);
  CHECK(records[0].puzzle->givens[6] == 8);
  CHECK(records[1].puzzle->name.find("a comment with 17") != std::string::npos);
  // Numbers notation is not mistaken for groups: 80 numbers stay 80 cells.
  std::string eighty;
  for (int k = 0; k < 80; ++k) eighty += (k % 9 == 0 ? "0 " : "1 ");
  CHECK(read_text(eighty + "\n")[0].error->message.starts_with("80 cells"));
}

TEST_CASE("block grids with a blank line between bands, '-' blanks, and numbers with blanks as wide as a number") {
  const std::vector<PuzzleRecord> bands = read_path("test/data/formats/peers/blank-lines-between-bands.txt");
  REQUIRE(bands.size() == 2);
  for (const PuzzleRecord& record : bands) {
    REQUIRE(record.puzzle);
    CHECK(record.puzzle->geometry->size() == 9);
    CHECK(record.puzzle->givens.given_count() == 17);
    CHECK(record.puzzle->givens == bands[0].puzzle->givens);
  }
  CHECK(bands[1].line == 15);  // after the comment, 11 lines of the first grid and two blank lines
  const std::vector<PuzzleRecord> wide = read_path("test/data/formats/peers/numbers-16x16-wide-blanks.txt");
  REQUIRE(wide.size() == 1);
  REQUIRE(wide[0].puzzle);
  CHECK(wide[0].puzzle->geometry->size() == 16);
  CHECK(wide[0].puzzle->givens[0] == 7);
  CHECK(wide[0].puzzle->givens[2] == 14);
  CHECK(wide[0].puzzle->givens[3] == 0);
  // A blank line anywhere else still ends a grid: three rows, a blank line, then no row of the grid's width.
  const std::vector<PuzzleRecord> cut = read_text("4 - - - - - 8 - 5\n- 3 - - - - - - -\n- - - 7 - - - - -\n\n1234\n");
  REQUIRE(cut.size() == 2);
  CHECK(cut[0].error->message == "the grid ends after 3 rows; a 9x9 grid has 9");
}

TEST_CASE("a size line ('16 16', '9') before a grid is read as its size, not as a record of its own") {
  const std::vector<PuzzleRecord> records = read_path("test/data/formats/peers/size-lines.txt");
  REQUIRE(records.size() == 2);
  REQUIRE(records[0].puzzle);
  CHECK(records[0].puzzle->geometry->size() == 16);
  CHECK(records[0].line == 3);
  REQUIRE(records[1].puzzle);
  CHECK(records[1].puzzle->geometry->size() == 9);
  // Not a size line: numbers that differ, or a size whose next line is no row of that many cells.
  CHECK(read_text("9 8\n4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n").size() == 2);
  CHECK(read_text("9\n4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n")[0].error);
}
