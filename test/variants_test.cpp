// Sizes, jigsaw regions, X-Sudoku, windoku and killer: both solvers agree, and on small grids a plain backtracking
// count written here gives a third, independent opinion.
#include <doctest/doctest.h>

#include <random>
#include <variant>

#include "sudoku/dlx_solver.hpp"
#include "sudoku/encode.hpp"
#include "sudoku/propagation_solver.hpp"
#include "sudoku/rules.hpp"
#include "support.hpp"

using namespace sudoku;

namespace {

std::string error_of(const GeometryOrError& result) {
  const auto* error = std::get_if<std::string>(&result);
  return error != nullptr ? *error : std::string("(no error)");
}

// Fills cells in order with every digit that breaks no rule so far: slow, obviously right, and independent of both
// solvers (it uses only the geometry's peers and cages).
std::uint64_t backtracking_count(const Geometry& geometry, Grid grid, int cell = 0) {
  while (cell < grid.cell_count() && grid[cell] != 0) ++cell;
  if (cell == grid.cell_count()) return is_solution(geometry, grid) ? 1 : 0;
  std::uint64_t count = 0;
  for (int digit = 1; digit <= geometry.size(); ++digit) {
    bool allowed = true;
    for (int peer : geometry.peers(cell)) allowed = allowed && grid[peer] != digit;
    if (!allowed) continue;
    grid.set(cell, digit);
    if (!find_clash(geometry, grid)) count += backtracking_count(geometry, grid, cell + 1);
    grid.set(cell, 0);
  }
  return count;
}

struct Counts {
  std::uint64_t dlx;
  std::uint64_t propagation;
};

Counts count_both(const Geometry& geometry, const Grid& puzzle) {
  SolveLimits limits;
  limits.max_solutions = SolveLimits::unlimited;
  SolveReport dlx_report, propagation_report;
  DlxSolver dlx(geometry);
  PropagationSolver propagation(geometry);
  dlx.solve(puzzle, limits, dlx_report);
  propagation.solve(puzzle, limits, propagation_report);
  CHECK(dlx_report.complete());
  CHECK(propagation_report.complete());
  if (dlx_report.solutions > 0) CHECK(is_solution(geometry, dlx_report.first));
  if (propagation_report.solutions > 0) CHECK(is_solution(geometry, propagation_report.first));
  CHECK(dlx.engine().links_consistent());
  return Counts{dlx_report.solutions, propagation_report.solutions};
}

std::vector<int> regions_from(const std::string& labels) {
  std::vector<int> regions;
  for (char label : labels) regions.push_back(label - 'A');
  return regions;
}

// A full grid of `geometry`: the first solution the DLX solver finds for an empty grid.
Grid full_grid(const Geometry& geometry) {
  DlxSolver solver(geometry);
  SolveReport report;
  SolveLimits limits;
  limits.max_solutions = 1;
  solver.solve(Grid(geometry.size()), limits, report);
  REQUIRE(report.solutions == 1);
  return report.first;
}

}  // namespace

TEST_CASE("box shapes follow from the size: the most square one") {
  CHECK(Geometry::default_box(4) == std::pair(2, 2));
  CHECK(Geometry::default_box(6) == std::pair(2, 3));
  CHECK(Geometry::default_box(8) == std::pair(2, 4));
  CHECK(Geometry::default_box(9) == std::pair(3, 3));
  CHECK(Geometry::default_box(10) == std::pair(2, 5));
  CHECK(Geometry::default_box(12) == std::pair(3, 4));
  CHECK(Geometry::default_box(15) == std::pair(3, 5));
  CHECK(Geometry::default_box(16) == std::pair(4, 4));
  CHECK(Geometry::default_box(20) == std::pair(4, 5));
  CHECK(Geometry::default_box(25) == std::pair(5, 5));
  CHECK_FALSE(Geometry::default_box(7));
  CHECK_FALSE(Geometry::default_box(26));
}

TEST_CASE("units and peers: 9x9 has 27 units and 20 peers per cell; X and windoku add units") {
  const Geometry& classic = Geometry::classic();
  CHECK(classic.unit_count() == 27);
  CHECK(classic.peers(0).size() == 20);
  const Geometry x = test_support::must(classic.with_diagonals());
  CHECK(x.unit_count() == 29);
  CHECK(x.peers(0).size() == 26);   // + the 6 diagonal cells outside r1c1's box
  CHECK(x.peers(1).size() == 20);   // r1c2 is on no diagonal
  const Geometry windoku = test_support::must(classic.with_windows());
  CHECK(windoku.unit_count() == 31);
  CHECK(windoku.unit_name(27) == "window 1");
  CHECK(std::vector<int>(windoku.unit_cells(27).begin(), windoku.unit_cells(27).end()) ==
        std::vector<int>{10, 11, 12, 19, 20, 21, 28, 29, 30});
  CHECK(windoku.describe() == "9x9 windoku");
  CHECK(test_support::must(Geometry(4, 4).with_windows()).unit_count() == 16 * 3 + 9);
}

TEST_CASE("4x4 counts by three methods: plain 288, X-Sudoku, windoku, jigsaw") {
  const Geometry plain(2, 2);
  const Geometry x = test_support::must(plain.with_diagonals());
  const Geometry windoku = test_support::must(plain.with_windows());
  const Geometry jigsaw = test_support::must(Geometry::jigsaw(4, regions_from("AABBACCBACDBDDCD")));
  const Geometry jigsaw_x = test_support::must(jigsaw.with_diagonals());
  for (const Geometry* geometry : {&plain, &x, &windoku, &jigsaw, &jigsaw_x}) {
    CAPTURE(geometry->describe());
    const std::uint64_t expected = backtracking_count(*geometry, Grid(4));
    const Counts counts = count_both(*geometry, Grid(4));
    CHECK(counts.dlx == expected);
    CHECK(counts.propagation == expected);
    if (geometry == &plain) CHECK(expected == 288);  // OEIS A107739
  }
}

TEST_CASE("killer: a 4x4 with pair cages, counted three ways; a 9x9 killer from a known grid") {
  const Geometry plain(2, 2);
  // Cages of two cells side by side, sums from the grid 1234/3412/2143/4321.
  const std::vector<Cage> cages = {{{0, 1}, 3},   {{2, 3}, 7},   {{4, 5}, 7},   {{6, 7}, 3},
                                   {{8, 9}, 3},   {{10, 11}, 7}, {{12, 13}, 7}, {{14, 15}, 3}};
  const Geometry killer = test_support::must(plain.with_cages(cages));
  const std::uint64_t expected = backtracking_count(killer, Grid(4));
  CHECK(expected >= 1);
  const Counts counts = count_both(killer, Grid(4));
  CHECK(counts.dlx == expected);
  CHECK(counts.propagation == expected);

  // 9x9: cages of two or three cells along the rows of a known grid; that grid is a solution, and both solvers
  // agree on how many there are.
  const Grid grid = full_grid(Geometry::classic());
  std::vector<Cage> rows_of_cages;
  for (int row = 0; row < 9; ++row) {
    for (int start = 0; start < 9; start += 3) {
      Cage cage;
      for (int k = 0; k < 3; ++k) cage.cells.push_back(row * 9 + start + k);
      for (int cell : cage.cells) cage.sum += grid[cell];
      rows_of_cages.push_back(cage);
    }
  }
  const Geometry big = test_support::must(Geometry::classic().with_cages(rows_of_cages));
  Grid hints(9);
  for (int cell = 0; cell < 81; cell += 7) hints.set(cell, grid[cell]);  // givens inside cages, too
  const Counts with_hints = count_both(big, hints);
  CHECK(with_hints.dlx >= 1);
  CHECK(with_hints.dlx == with_hints.propagation);
}

TEST_CASE("every size from 4x4 to 25x25: a puzzle made from a full grid, both solvers agree") {
  std::mt19937 random(7);
  for (const auto& [rows, columns] : std::vector<std::pair<int, int>>{
           {2, 2}, {2, 3}, {3, 2}, {2, 4}, {3, 3}, {2, 5}, {3, 4}, {3, 5}, {4, 4}, {4, 5}, {5, 5}}) {
    const Geometry geometry(rows, columns);
    CAPTURE(geometry.describe());
    const Grid solution = full_grid(geometry);
    CHECK(is_solution(geometry, solution));
    Grid puzzle = solution;
    for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
      if (random() % 100 < 45) puzzle.set(cell, 0);
    }
    SolveLimits limits;  // up to 2 solutions
    SolveReport dlx_report, propagation_report;
    DlxSolver dlx(geometry);
    PropagationSolver propagation(geometry);
    dlx.solve(puzzle, limits, dlx_report);
    propagation.solve(puzzle, limits, propagation_report);
    CHECK(dlx_report.solutions >= 1);
    CHECK(dlx_report.solutions == propagation_report.solutions);
    if (dlx_report.solutions == 1) {
      CHECK(dlx_report.first == solution);
      CHECK(propagation_report.first == solution);
    }
  }
}

TEST_CASE("bad variant data is an error that says what is wrong") {
  CHECK(error_of(Geometry::jigsaw(4, regions_from("AAAAABBBCCCCDDDD"))) == "region 1 has 5 cells, not 4");
  CHECK(error_of(Geometry::jigsaw(4, regions_from("AABB"))) == "a 4x4 jigsaw needs 16 region labels, not 4");
  CHECK(error_of(Geometry::jigsaw(4, regions_from("AABBCCDDAABBCCDE"))).starts_with("region 5 does not exist"));
  const Geometry jigsaw = test_support::must(Geometry::jigsaw(4, regions_from("AABBACCBACDBDDCD")));
  CHECK(error_of(jigsaw.with_windows()) == "windows need square boxes of at least 2x2 (this grid is 4x4 jigsaw)");
  const Geometry plain(2, 2);
  CHECK(error_of(plain.with_cages({{{0, 1}, 3}, {{1, 2}, 5}})) == "r1c2 is in cage 1 and cage 2");
  CHECK(error_of(plain.with_cages({{{0, 1}, 9}})) == "cage 1 sums to 9, but 2 different digits sum to 3..7");
  CHECK(error_of(plain.with_cages({{{0, 1, 2, 3, 4}, 10}})) == "cage 1 has 5 cells; a cage has 1 to 4");
}

TEST_CASE("clashes in cages: a repeated digit, a sum exceeded, a full cage that misses its sum") {
  const Geometry killer = test_support::must(Geometry(2, 2).with_cages({{{0, 4}, 5}, {{1, 2}, 3}}));
  Grid grid(4);
  grid.set(0, 2);
  grid.set(4, 2);
  REQUIRE(find_clash(killer, grid));
  CHECK(find_clash(killer, grid)->describe(killer) == "column 1 has two 2s (r1c1 and r2c1)");
  Grid over(4);
  over.set(1, 4);
  CHECK(find_clash(killer, over)->describe(killer) == "cage 2 adds up to 4, more than 3");
  Grid off(4);
  off.set(0, 1);
  off.set(4, 3);
  CHECK(find_clash(killer, off)->describe(killer) == "cage 1 adds up to 4, not 5");
  const Geometry apart = test_support::must(Geometry(2, 2).with_cages({{{0, 15}, 4}}));
  Grid twice(4);
  twice.set(0, 2);
  twice.set(15, 2);
  CHECK(find_clash(apart, twice)->describe(apart) == "cage 1 has two 2s (r1c1 and r4c4)");
}

TEST_CASE("killer: large cages are encoded by their digit sets, not every filling; all three counts still agree") {
  // 8x8 (2x4 boxes): an 8-cell cage has 40,320 fillings per digit set, so it is encoded by digit sets; a 3-cell cage
  // stays encoded by fillings. Givens fill half the other cells, so the backtracking count stays quick.
  const Geometry plain(2, 4);
  const Grid solution = full_grid(plain);
  const std::vector<int> row_one = {0, 1, 2, 3, 4, 5, 6, 7};
  const std::vector<int> box = {16, 17, 18, 19, 24, 25, 26, 27};  // the box of rows 3-4, columns 1-4
  const std::vector<int> small = {9, 10, 11};
  std::vector<Cage> cages;
  for (const std::vector<int>* cells : {&row_one, &box, &small}) {
    Cage cage{*cells, 0};
    for (int cell : cage.cells) cage.sum += solution[cell];
    cages.push_back(cage);
  }
  const Geometry killer = test_support::must(plain.with_cages(cages));
  const ExactCoverEncoding encoding(killer);
  // Options: one per digit for each of the 61 cells outside the small cage (8 each), the small cage's fillings (at
  // most 3! per digit set), and a few digit sets per big cage — nowhere near 2 x 40,320.
  CHECK(encoding.problem().option_count() < 61 * 8 + 200);

  std::mt19937 random(11);
  Grid puzzle(8);
  for (int cell = 0; cell < 64; ++cell) {
    const bool in_big_cage = killer.cage_of(cell) == 0 || killer.cage_of(cell) == 1;
    if (in_big_cage ? random() % 4 == 0 : random() % 2 == 0) puzzle.set(cell, solution[cell]);
  }
  const std::uint64_t expected = backtracking_count(killer, puzzle);
  CHECK(expected >= 1);
  const Counts counts = count_both(killer, puzzle);
  CHECK(counts.dlx == expected);
  CHECK(counts.propagation == expected);

  // 9x9, every row a 9-cell cage (sum 45: one digit set each, where fillings would be 9 x 362,880 options): the DLX
  // and propagation counts agree with givens in two thirds of the cells.
  const Grid nine = full_grid(Geometry::classic());
  std::vector<Cage> rows;
  for (int row = 0; row < 9; ++row) {
    Cage cage;
    for (int column = 0; column < 9; ++column) cage.cells.push_back(row * 9 + column);
    cage.sum = 45;
    rows.push_back(cage);
  }
  const Geometry row_cages = test_support::must(Geometry::classic().with_cages(rows));
  CHECK(ExactCoverEncoding(row_cages).problem().option_count() == 81 * 9 + 9);
  Grid hints(9);
  for (int cell = 0; cell < 81; ++cell) {
    if (cell % 3 != 0) hints.set(cell, nine[cell]);
  }
  const Counts row_counts = count_both(row_cages, hints);
  CHECK(row_counts.dlx >= 1);
  CHECK(row_counts.dlx == row_counts.propagation);
}
