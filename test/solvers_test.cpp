// Differential testing: the DLX solver and the propagation solver, which share no solving code, run over every bundled
// corpus and must agree on every puzzle; every solution either reports must be a valid grid that keeps the givens.
#include <doctest/doctest.h>

#include "problems.hpp"
#include "reader_support.hpp"
#include "sudoku/dlx_solver.hpp"
#include "sudoku/propagation_solver.hpp"
#include "sudoku/rules.hpp"

using namespace sudoku;

namespace {

struct BothSolvers {
  DlxSolver dlx{Geometry::classic()};
  PropagationSolver propagation{Geometry::classic()};
  SolveReport dlx_report;
  SolveReport propagation_report;

  void solve(const Grid& puzzle, const SolveLimits& limits) {
    dlx.solve(puzzle, limits, dlx_report);
    propagation.solve(puzzle, limits, propagation_report);
  }
};

void check_report(const Geometry& geometry, const Grid& puzzle, const SolveReport& report, const SolveLimits& limits) {
  if (report.solutions >= 1 && limits.keep_solutions >= 1) {
    CHECK(is_solution(geometry, report.first));
    CHECK(keeps_givens(puzzle, report.first));
  }
  if (report.solutions >= 2 && limits.keep_solutions >= 2) {
    CHECK(is_solution(geometry, report.second));
    CHECK(keeps_givens(puzzle, report.second));
    CHECK_FALSE(report.first == report.second);
  }
}

// Both solvers on every puzzle of `file` (all 9x9), stopping at the second solution.
void check_agreement(const std::string& file, std::size_t expected_puzzles) {
  BothSolvers solvers;
  const SolveLimits limits;  // up to 2 solutions, keep both
  std::size_t checked = 0;
  for (const Puzzle& read : test_support::read_puzzles(file)) {
    CAPTURE(checked);
    REQUIRE(*read.geometry == Geometry::classic());
    const Grid& puzzle = read.givens;
    solvers.solve(puzzle, limits);
    CHECK(solvers.dlx_report.solutions == solvers.propagation_report.solutions);
    CHECK(solvers.dlx_report.end == solvers.propagation_report.end);
    if (solvers.dlx_report.solutions == 1) CHECK(solvers.dlx_report.first == solvers.propagation_report.first);
    check_report(Geometry::classic(), puzzle, solvers.dlx_report, limits);
    check_report(Geometry::classic(), puzzle, solvers.propagation_report, limits);
    ++checked;
  }
  CHECK(checked == expected_puzzles);
  CHECK(solvers.dlx.engine().links_consistent());
}

}  // namespace

TEST_CASE("the puzzle:count:solution corpus: both solvers count every puzzle exactly and find the solution") {
  BothSolvers solvers;
  SolveLimits limits;
  limits.max_solutions = SolveLimits::unlimited;
  int unique = 0, none = 0, several = 0, with_solution = 0;
  for (const Puzzle& entry : test_support::read_puzzles("test/data/puzzle-count-solution-43.txt")) {
    CAPTURE(unique + none + several);
    REQUIRE(*entry.geometry == Geometry::classic());
    REQUIRE(entry.count);
    const std::uint64_t count = *entry.count;
    solvers.solve(entry.givens, limits);
    CHECK(solvers.dlx_report.complete());
    CHECK(solvers.propagation_report.complete());
    CHECK(solvers.dlx_report.solutions == count);
    CHECK(solvers.propagation_report.solutions == count);
    if (entry.solution) {
      ++with_solution;
      CHECK(solvers.dlx_report.first == *entry.solution);
      CHECK(solvers.propagation_report.first == *entry.solution);
    }
    check_report(Geometry::classic(), entry.givens, solvers.dlx_report, limits);
    check_report(Geometry::classic(), entry.givens, solvers.propagation_report, limits);
    unique += count == 1;
    none += count == 0;
    several += count > 1;
  }
  CHECK(with_solution == 18);
  CHECK(unique == 18);
  CHECK(none == 10);
  CHECK(several == 15);
}

TEST_CASE("both solvers agree on the bundled collections") {
  SUBCASE("top95") { check_agreement("puzzles/top95.txt", 95); }
  SUBCASE("hardest11") { check_agreement("puzzles/hardest11.txt", 11); }
  SUBCASE("plb-hard20") { check_agreement("puzzles/plb-hard20.txt", 20); }
  SUBCASE("magictour-top1465") { check_agreement("puzzles/magictour-top1465.txt", 1465); }
  SUBCASE("forum-hardest-1106") { check_agreement("puzzles/forum-hardest-1106.txt", 375); }
  SUBCASE("qqwing-generated-10000") { check_agreement("puzzles/qqwing-generated-10000.txt", 10000); }
  SUBCASE("serg-multi-solution-10000") { check_agreement("puzzles/serg-multi-solution-10000.txt", 10000); }
  SUBCASE("invalid-7-with-notes") { check_agreement("puzzles/invalid-7-with-notes.txt", 7); }
}

TEST_CASE("every serg puzzle has several solutions, counted the same by both solvers in full") {
  BothSolvers solvers;
  SolveLimits limits;
  limits.max_solutions = SolveLimits::unlimited;
  limits.keep_solutions = 0;
  const auto puzzles = test_support::read_puzzles("puzzles/serg-multi-solution-10000.txt");
  // Every 10th puzzle keeps the suite fast; the agreement test above covers all of them up to 2 solutions.
  for (std::size_t k = 0; k < puzzles.size(); k += 10) {
    CAPTURE(k);
    solvers.solve(puzzles[k].givens, limits);
    CHECK(solvers.dlx_report.complete());
    CHECK(solvers.dlx_report.solutions >= 2);
    CHECK(solvers.dlx_report.solutions == solvers.propagation_report.solutions);
  }
}

TEST_CASE("clashing givens: both solvers report no solution, without crashing") {
  BothSolvers solvers;
  for (const char* file : {"test/data/invalid-givens/row-clash.txt", "test/data/invalid-givens/column-clash.txt",
                           "test/data/invalid-givens/box-clash.txt"}) {
    CAPTURE(file);
    solvers.solve(test_support::read_puzzles(file).at(0).givens, SolveLimits{});
    CHECK(solvers.dlx_report.solutions == 0);
    CHECK(solvers.dlx_report.complete());
    CHECK(solvers.propagation_report.solutions == 0);
    CHECK(solvers.propagation_report.complete());
    CHECK(solvers.dlx.engine().links_consistent());
  }
}

TEST_CASE("budgets stop both solvers on an empty grid, marked as not complete") {
  BothSolvers solvers;
  SolveLimits limits;
  limits.max_solutions = SolveLimits::unlimited;
  limits.node_budget = 1000;
  solvers.solve(Grid(9), limits);
  CHECK(solvers.dlx_report.end == SolveEnd::node_budget);
  CHECK(solvers.propagation_report.end == SolveEnd::node_budget);
  CHECK(solvers.dlx_report.solutions > 0);
  CHECK(solvers.propagation_report.solutions > 0);
  CHECK(solvers.dlx.engine().links_consistent());

  SolveLimits timed;
  timed.max_solutions = SolveLimits::unlimited;
  timed.keep_solutions = 0;
  timed.time_budget = std::chrono::milliseconds(20);
  solvers.solve(Grid(9), timed);
  CHECK(solvers.dlx_report.end == SolveEnd::time_budget);
  CHECK(solvers.propagation_report.end == SolveEnd::time_budget);
}

TEST_CASE("a full valid grid is its own unique solution; a full invalid one has none") {
  BothSolvers solvers;
  const Grid grid =
      test_support::grid_of("468931527751624839392578461134756298289413675675289314846192753513867942927345186");
  solvers.solve(grid, SolveLimits{});
  CHECK(solvers.dlx_report.solutions == 1);
  CHECK(solvers.propagation_report.solutions == 1);
  CHECK(solvers.dlx_report.first == grid);
  CHECK(solvers.propagation_report.first == grid);
  CHECK(solvers.dlx_report.nodes == 0);
}

TEST_CASE("whatever the budget, a solution reported is a solution kept and valid") {
  BothSolvers solvers;
  for (std::uint64_t budget = 1; budget < 400; budget += 13) {
    CAPTURE(budget);
    SolveLimits limits;
    limits.max_solutions = SolveLimits::unlimited;
    limits.keep_solutions = 1;
    limits.node_budget = budget;
    solvers.solve(Grid(9), limits);
    for (const SolveReport* report : {&solvers.dlx_report, &solvers.propagation_report}) {
      CHECK(report->end == SolveEnd::node_budget);
      if (report->solutions >= 1) CHECK(is_solution(Geometry::classic(), report->first));
    }
  }
  CHECK(solvers.dlx.engine().links_consistent());
}

TEST_CASE("a digit outside 0..N is refused by the grid itself") {
  Grid grid;
  CHECK_THROWS_AS(grid.set(0, 10), std::out_of_range);
  CHECK_THROWS_AS(grid.set(0, -1), std::out_of_range);
  CHECK_THROWS_AS(grid.set(81, 1), std::out_of_range);
  Grid small(4);
  CHECK_THROWS_AS(small.set(0, 5), std::out_of_range);

  // assign(): every cell at once, under the same rule, and the grid unchanged when refused.
  std::vector<std::uint8_t> digits(16, 4);
  small.assign(digits);
  CHECK(small.given_count() == 16);
  CHECK(small[15] == 4);
  digits[7] = 5;
  CHECK_THROWS_AS(small.assign(digits), std::out_of_range);
  digits.pop_back();
  CHECK_THROWS_AS(small.assign(digits), std::out_of_range);
  CHECK(small[7] == 4);
}

// The DLX solver searches the pruned tree (dead ends cut while committing) with first_fewest on every size
// (dlx_solver.cpp says why): its node counts are those of the engine run so on the encoding with the givens forced.
// In the pruned tree on the uniform layout first_fewest takes the item the last commit left with one option
// ("Items left with one option" in links.hpp) where leftmost_fewest scans for the leftmost: another tree, smaller on
// these puzzles, and another than DLX1's, so the checks can tell the rule and the tree apart.
TEST_CASE("the DLX solver's search: first_fewest in the pruned tree") {
  const auto nodes_with = [](const Geometry& geometry, const Grid& puzzle, exactcover::ChoiceRule rule,
                             exactcover::SearchTree tree) {
    const ExactCoverEncoding encoding(geometry);
    std::vector<exactcover::OptionId> forced;
    REQUIRE(encoding.forced_options(puzzle, forced));
    exactcover::Solver engine(encoding.problem());
    exactcover::SearchLimits limits;
    limits.max_solutions = 2;
    limits.choice_rule = rule;
    limits.tree = tree;
    return engine.count(forced, limits).stats.nodes;
  };
  using exactcover::ChoiceRule;
  using exactcover::SearchTree;
  SolveLimits limits;
  limits.keep_solutions = 0;
  SolveReport report;
  std::uint64_t differing = 0;
  std::uint64_t first_total = 0;
  std::uint64_t leftmost_total = 0;
  DlxSolver classic(Geometry::classic());
  for (const Puzzle& puzzle : test_support::read_puzzles("puzzles/hardest11.txt")) {
    classic.solve(puzzle.givens, limits, report);
    const auto pruned = nodes_with(Geometry::classic(), puzzle.givens, ChoiceRule::first_fewest, SearchTree::pruned);
    CHECK(report.nodes == pruned);
    first_total += pruned;
    leftmost_total += nodes_with(Geometry::classic(), puzzle.givens, ChoiceRule::leftmost_fewest, SearchTree::pruned);
    differing += pruned != nodes_with(Geometry::classic(), puzzle.givens, ChoiceRule::first_fewest, SearchTree::dlx1);
  }
  CHECK(differing > 5);
  CHECK(first_total < leftmost_total);

  const std::vector<Puzzle> big = test_support::read_puzzles("puzzles/samples/16x16-30.txt");
  REQUIRE(big.size() >= 3);
  DlxSolver sixteen(*big[0].geometry);
  for (std::size_t k = 0; k < 3; ++k) {
    sixteen.solve(big[k].givens, limits, report);
    CHECK(report.nodes == nodes_with(*big[k].geometry, big[k].givens, ChoiceRule::first_fewest, SearchTree::pruned));
  }
}

TEST_CASE("a puzzle goes in forced or built: the options its givens leave, and the same tree either way") {
  SolveLimits limits;
  limits.keep_solutions = 0;
  SolveReport report;
  std::uint64_t built = 0;
  std::uint64_t forced_in = 0;
  for (const char* file : {"puzzles/hardest11.txt", "puzzles/serg-multi-solution-10000.txt", "puzzles/top95.txt",
                           "puzzles/samples/16x16-30.txt", "puzzles/samples/x-sudoku-9x9.txt",
                           "puzzles/samples/windoku-9x9.txt", "puzzles/samples/jigsaw-9x9.txt"}) {
    CAPTURE(file);
    std::size_t checked = 0;
    for (const Puzzle& puzzle : test_support::read_puzzles(file)) {
      if (checked == 40) break;
      CAPTURE(checked);
      const ExactCoverEncoding encoding(*puzzle.geometry);
      std::vector<exactcover::OptionId> forced, from_givens, allowed;
      REQUIRE(encoding.forced_options(puzzle.givens, from_givens));
      REQUIRE(encoding.puzzle_options(puzzle.givens, {}, forced, allowed));
      CHECK(forced == from_givens);
      CHECK(allowed == test_support::options_left_by(encoding.problem(), forced));
      // The DLX solver's nodes, forced or built (a third of the cells given or more), are the forced search's.
      DlxSolver dlx(*puzzle.geometry);
      dlx.solve(puzzle.givens, limits, report);
      exactcover::Solver engine(encoding.problem());
      exactcover::SearchLimits search;
      search.max_solutions = 2;
      search.choice_rule = exactcover::ChoiceRule::first_fewest;
      search.tree = exactcover::SearchTree::pruned;
      const exactcover::SearchResult expected = engine.count(forced, search);
      CHECK(report.nodes == expected.stats.nodes);
      CHECK(report.solutions == expected.stats.solutions);
      CHECK(dlx.engine().links_consistent());
      const bool third = 3 * forced.size() >= static_cast<std::size_t>(puzzle.givens.cell_count());
      built += third;
      forced_in += !third;
      ++checked;
    }
    CHECK(checked > 0);
  }
  CHECK(built > 40);      // serg's puzzles: 34 or 35 givens
  CHECK(forced_in > 40);  // top95, 16x16-30
}

TEST_CASE("a candidate grid whose given is no candidate of its cell has no solution; killer grids take no build") {
  const Geometry& geometry = Geometry::classic();
  const ExactCoverEncoding encoding(geometry);
  const Grid puzzle = test_support::read_puzzles("puzzles/hardest11.txt").front().givens;
  int given = 0;
  while (puzzle[given] == 0) ++given;
  std::vector<std::uint32_t> candidates(81, 0x1FFU);
  std::vector<exactcover::OptionId> forced, allowed, from_givens;
  REQUIRE(encoding.forced_options(puzzle, from_givens));
  REQUIRE(encoding.puzzle_options(puzzle, candidates, forced, allowed));
  CHECK(forced == from_givens);  // every digit a candidate: every given forced
  candidates[static_cast<std::size_t>(given)] &= ~(1U << (puzzle[given] - 1));
  REQUIRE(encoding.puzzle_options(puzzle, candidates, forced, allowed));
  CHECK(forced.size() == from_givens.size() - 1);
  for (const auto option : allowed) CHECK(encoding.assignments(option).front().cell != given);
  DlxSolver dlx(geometry);
  SolveReport report;
  dlx.solve_candidates(puzzle, candidates, SolveLimits{}, report);
  CHECK(report.solutions == 0);
  CHECK(report.complete());
  dlx.solve(puzzle, SolveLimits{}, report);
  CHECK(report.solutions == 1);

  const std::vector<Puzzle> killer = test_support::read_puzzles("puzzles/samples/killer-9x9.txt");
  REQUIRE_FALSE(killer.empty());
  const ExactCoverEncoding caged(*killer.front().geometry);
  CHECK_FALSE(caged.puzzle_options(killer.front().givens, {}, forced, allowed));
  CHECK(forced.empty());
  CHECK(allowed.empty());
}
