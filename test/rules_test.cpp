// Clashing givens are found and named; solutions are checked.
#include <doctest/doctest.h>

#include "reader_support.hpp"
#include "sudoku/rules.hpp"
#include "support.hpp"

using namespace sudoku;

namespace {
// The 9x9 puzzle of a one-line puzzle.
Grid parse(const std::string& line) {
  const Grid grid = test_support::grid_of(line);
  REQUIRE(grid.size() == 9);
  return grid;
}
}  // namespace

TEST_CASE("clashing givens are found and described with the unit and the two cells") {
  struct Case {
    std::string file;
    std::string description;
  };
  const Case cases[] = {
      {"test/data/invalid-givens/row-clash.txt", "row 5 has two 2s (r5c1 and r5c9)"},
      {"test/data/invalid-givens/column-clash.txt", "column 5 has two 1s (r2c5 and r4c5)"},
      {"test/data/invalid-givens/box-clash.txt", "box 5 has two 5s (r4c6 and r5c4)"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.file);
    const Grid grid = parse(test_support::puzzle_lines(c.file).at(0));
    const auto clash = find_clash(Geometry::classic(), grid);
    REQUIRE(clash);
    CHECK(clash->describe(Geometry::classic()) == c.description);
  }
}

TEST_CASE("the invalid-puzzle corpus: the kind of clash matches each line's note") {
  for (const std::string& line : test_support::puzzle_lines("puzzles/invalid-7-with-notes.txt")) {
    CAPTURE(line);
    const Grid grid = parse(line);
    const std::string note = line.substr(82);
    const auto clash = find_clash(Geometry::classic(), grid);
    if (note.starts_with("unsolvable")) {
      CHECK_FALSE(clash);  // valid givens, no solution: the solvers' business (solvers_test.cpp)
    } else {
      REQUIRE(clash);
      const std::string kind = note.substr(0, note.find(' '));  // "box", "column", "row"
      CHECK(clash->describe(Geometry::classic()).starts_with(kind + " "));
    }
  }
}

TEST_CASE("is_solution and keeps_givens") {
  const Grid puzzle = parse("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........");
  const Grid solution = parse("468931527751624839392578461134756298289413675675289314846192753513867942927345186");
  CHECK(is_solution(Geometry::classic(), solution));
  CHECK(keeps_givens(puzzle, solution));
  CHECK_FALSE(is_solution(Geometry::classic(), puzzle));  // not full

  Grid swapped = solution;  // swapping two cells of a row breaks two columns
  swapped.set(0, solution[1]);
  swapped.set(1, solution[0]);
  CHECK_FALSE(is_solution(Geometry::classic(), swapped));
  CHECK_FALSE(keeps_givens(puzzle, swapped));
}
