// Reading and writing the one-line and block formats.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "sudoku/line_format.hpp"

using namespace sudoku;

namespace {
const std::string kPuzzle = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
const std::string kSolution = "468931527751624839392578461134756298289413675675289314846192753513867942927345186";
}  // namespace

TEST_CASE("a line of 81 cells parses; '.' and '0' are blanks; it formats back as the same line") {
  Grid grid;
  REQUIRE_FALSE(parse_line(kPuzzle, Geometry::classic(), grid));
  CHECK(grid[0] == 4);
  CHECK(grid[1] == 0);
  CHECK(grid.given_count() == 18);
  std::string out;
  append_line(grid, out);
  CHECK(out == kPuzzle);

  std::string zeros = kPuzzle;
  for (char& c : zeros) c = c == '.' ? '0' : c;
  Grid same;
  REQUIRE_FALSE(parse_line(zeros, Geometry::classic(), same));
  CHECK(same == grid);
}

TEST_CASE("what follows the 81st cell after white space (or : , ; #) is a comment") {
  Grid grid;
  for (const std::string& suffix : std::vector<std::string>{" a comment", "\tname", ":1:" + kSolution, ",x", ";x", "#x", "\r", " "}) {
    CAPTURE(suffix);
    CHECK_FALSE(parse_line(kPuzzle + suffix, Geometry::classic(), grid));
  }
  CHECK_FALSE(parse_line("  " + kPuzzle, Geometry::classic(), grid));  // leading blanks are skipped
}

TEST_CASE("parse errors name the column and what is wrong") {
  Grid grid;
  struct Case {
    std::string line;
    int column;
    std::string message;
  };
  const Case cases[] = {
      {kPuzzle.substr(0, 80), 81, "line ends after 80 cells; a 9x9 puzzle has 81"},
      {"", 1, "line ends after 0 cells; a 9x9 puzzle has 81"},
      {kPuzzle + "7", 82, "more than 81 cells (a comment after the puzzle needs white space before it)"},
      {kPuzzle.substr(0, 9) + "x" + kPuzzle.substr(10), 10,
       "unexpected 'x' in cell 10; expected a digit 1-9, or '.' or '0' for a blank"},
      {kPuzzle.substr(0, 4) + std::string(1, '\0') + kPuzzle.substr(5), 5,
       "unexpected byte \\x00 in cell 5; expected a digit 1-9, or '.' or '0' for a blank"},
      {kPuzzle.substr(0, 29) + " " + kPuzzle.substr(30), 30, "puzzle ends after 29 cells; a 9x9 puzzle has 81"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.line);
    const auto error = parse_line(c.line, Geometry::classic(), grid);
    REQUIRE(error);
    CHECK(error->column == c.column);
    CHECK(error->message == c.message);
  }
}

TEST_CASE("a 4x4 grid takes digits 1-4 only") {
  Grid grid;
  const Geometry small(2, 2);
  CHECK_FALSE(parse_line("1234341221434321", small, grid));
  CHECK(grid.size() == 4);
  const auto error = parse_line("1254341221434321", small, grid);
  REQUIRE(error);
  CHECK(error->column == 3);
  CHECK(error->message.find("expected a digit 1-4") != std::string::npos);
}

TEST_CASE("the block format shows boxes") {
  Grid grid;
  REQUIRE_FALSE(parse_line(kSolution, Geometry::classic(), grid));
  std::string out;
  append_block(grid, Geometry::classic(), out);
  CHECK(out ==
        "4 6 8 | 9 3 1 | 5 2 7\n"
        "7 5 1 | 6 2 4 | 8 3 9\n"
        "3 9 2 | 5 7 8 | 4 6 1\n"
        "------+-------+------\n"
        "1 3 4 | 7 5 6 | 2 9 8\n"
        "2 8 9 | 4 1 3 | 6 7 5\n"
        "6 7 5 | 2 8 9 | 3 1 4\n"
        "------+-------+------\n"
        "8 4 6 | 1 9 2 | 7 5 3\n"
        "5 1 3 | 8 6 7 | 9 4 2\n"
        "9 2 7 | 3 4 5 | 1 8 6\n");

  Grid small;
  REQUIRE_FALSE(parse_line("12..34..........", Geometry(2, 2), small));
  std::string block;
  append_block(small, Geometry(2, 2), block);
  CHECK(block == "1 2 | . .\n3 4 | . .\n----+----\n. . | . .\n. . | . .\n");
}
