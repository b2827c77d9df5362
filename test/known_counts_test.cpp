// Solution counts published elsewhere, reproduced by problems generated here.
#include <doctest/doctest.h>

#include "exactcover/solver.hpp"
#include "problems.hpp"
#include "sudoku/encode.hpp"
#include "sudoku/propagation_solver.hpp"

TEST_CASE("n queens as exact cover: OEIS A000170") {
  const std::uint64_t expected[] = {1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200};
  for (int n = 1; n <= 12; ++n) {
    CAPTURE(n);
    exactcover::Solver solver(test_support::queens(n));
    const auto result = solver.count({});
    CHECK(result.end == exactcover::SearchEnd::exhausted);
    CHECK(result.stats.solutions == expected[n - 1]);
    CHECK(solver.links_consistent());
  }
}

TEST_CASE("4x4 Sudoku has 288 grids (OEIS A107739), by exact cover and by propagation") {
  const sudoku::Geometry geometry(2, 2);
  const sudoku::ExactCoverEncoding encoding(geometry);
  CHECK(encoding.problem().item_count() == 64);
  CHECK(encoding.problem().option_count() == 64);
  exactcover::Solver solver(encoding.problem());
  const auto result = solver.count({});
  CHECK(result.end == exactcover::SearchEnd::exhausted);
  CHECK(result.stats.solutions == 288);

  sudoku::PropagationSolver propagation(geometry);
  sudoku::SolveLimits limits;
  limits.max_solutions = sudoku::SolveLimits::unlimited;
  sudoku::SolveReport report;
  propagation.solve(sudoku::Grid(4), limits, report);
  CHECK(report.complete());
  CHECK(report.solutions == 288);
}

TEST_CASE("the 9x9 encoding has 324 items and 729 options of four items each") {
  const sudoku::ExactCoverEncoding encoding(sudoku::Geometry::classic());
  const auto& problem = encoding.problem();
  CHECK(problem.item_count() == 324);
  CHECK(problem.primary_count() == 324);
  CHECK(problem.option_count() == 729);
  for (exactcover::OptionId option = 0; option < problem.option_count(); ++option) {
    CHECK(problem.option(option).size() == 4);
    const auto fills = encoding.assignments(option);
    REQUIRE(fills.size() == 1);
    CHECK(encoding.option_for(fills[0].cell, fills[0].digit) == option);
  }
  // Option (r5c7, digit 3) covers p46, r43, c63, b53 (0-based rows, columns and boxes).
  const auto option = encoding.option_for(4 * 9 + 6, 3);
  std::vector<std::string> names;
  for (auto item : problem.option(option)) names.emplace_back(problem.name(item));
  CHECK(names == std::vector<std::string>{"p46", "r43", "c63", "b53"});
}
