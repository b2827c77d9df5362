// The propagation solver's implementations of the classic 9×9 set against each other: the generic path every other
// geometry takes, and the bitboard fast path (propagate_classic.hpp) in its two modes. In its plain mode the fast path
// runs the generic path's algorithm — the same singles to the same fixpoint, the first open cell with the fewest
// candidates, digits in increasing order — so on every puzzle the two must walk the same search tree: same counts,
// same solutions in the same order, same guesses. Its fastest mode (the default) prunes more and so walks another
// tree: only what does not depend on the tree must agree, the counts, and the solutions when there are at most two.
// (The DLX solver checks the default from outside in solvers_test.cpp and differential_test.cpp.)
#include <doctest/doctest.h>

#include <cstdint>

#include "support.hpp"
#include "sudoku/corpus_line.hpp"
#include "sudoku/line_format.hpp"
#include "sudoku/propagate.hpp"
#include "sudoku/rules.hpp"

using namespace sudoku;

namespace {

void check_kept(const Grid& puzzle, const SolveReport& report, const SolveLimits& limits) {
  if (report.solutions >= 1 && limits.keep_solutions >= 1) {
    CHECK(is_solution(Geometry::classic(), report.first));
    CHECK(keeps_givens(puzzle, report.first));
  }
  if (report.solutions >= 2 && limits.keep_solutions >= 2) {
    CHECK(is_solution(Geometry::classic(), report.second));
    CHECK(keeps_givens(puzzle, report.second));
    CHECK_FALSE(report.first == report.second);
  }
}

struct ThreeWays {
  PropagationSolver fast{Geometry::classic(), PropagationStrategy::locked};
  PropagationSolver plain{Geometry::classic(), PropagationStrategy::singles};
  PropagationSolver generic{Geometry::classic(), PropagationStrategy::generic};
  SolveReport fast_report;
  SolveReport plain_report;
  SolveReport generic_report;

  void solve(const Grid& puzzle, const SolveLimits& limits) {
    fast.solve(puzzle, limits, fast_report);
    plain.solve(puzzle, limits, plain_report);
    generic.solve(puzzle, limits, generic_report);
  }

  // The plain bitboards walked the generic path's tree; the fastest mode found the same solutions; every solution
  // kept is valid and keeps the givens.
  void check(const Grid& puzzle, const SolveLimits& limits) const {
    CHECK(plain_report.solutions == generic_report.solutions);
    CHECK(plain_report.end == generic_report.end);
    CHECK(plain_report.guesses == generic_report.guesses);
    CHECK(plain_report.nodes == generic_report.nodes);
    if (limits.keep_solutions >= 1 && generic_report.solutions >= 1) CHECK(plain_report.first == generic_report.first);
    if (limits.keep_solutions >= 2 && generic_report.solutions >= 2) CHECK(plain_report.second == generic_report.second);
    check_kept(puzzle, plain_report, limits);

    CHECK(fast_report.solutions == generic_report.solutions);
    CHECK(fast_report.end == generic_report.end);
    CHECK(fast_report.nodes == fast_report.guesses + 1);
    if (generic_report.complete() && limits.keep_solutions >= 1 && generic_report.solutions == 1) {
      CHECK(fast_report.first == generic_report.first);
    }
    if (generic_report.complete() && limits.keep_solutions >= 2 && generic_report.solutions == 2) {
      const bool same_order = fast_report.first == generic_report.first && fast_report.second == generic_report.second;
      const bool swapped = fast_report.first == generic_report.second && fast_report.second == generic_report.first;
      CHECK((same_order || swapped));
    }
    check_kept(puzzle, fast_report, limits);
  }
};

// Every `step`-th puzzle of `file`, up to two solutions (the uniqueness check); returns how many were checked.
std::size_t check_file(const std::string& file, std::size_t step) {
  ThreeWays paths;
  const SolveLimits limits;
  Grid puzzle;
  const auto lines = test_support::puzzle_lines(file);
  std::size_t checked = 0;
  for (std::size_t k = 0; k < lines.size(); k += step) {
    CAPTURE(lines[k]);
    REQUIRE_FALSE(parse_line(lines[k], Geometry::classic(), puzzle));
    paths.solve(puzzle, limits);
    paths.check(puzzle, limits);
    ++checked;
  }
  return checked;
}

}  // namespace

TEST_CASE("every bundled collection: plain bitboards walk the generic tree, the fastest mode finds the same answers") {
  SUBCASE("17-clue") { CHECK(check_file("puzzles/17-clue-49151.txt", 1) == 49151); }
  SUBCASE("forum-hardest-1905-11plus, every 8th") {
    CHECK(check_file("puzzles/forum-hardest-1905-11plus.txt", 8) == 6096);
  }
  SUBCASE("magictour-top1465") { CHECK(check_file("puzzles/magictour-top1465.txt", 1) == 1465); }
  SUBCASE("forum-hardest-1106") { CHECK(check_file("puzzles/forum-hardest-1106.txt", 1) == 375); }
  SUBCASE("serg-multi-solution-10000") { CHECK(check_file("puzzles/serg-multi-solution-10000.txt", 1) == 10000); }
  SUBCASE("qqwing-generated-10000") { CHECK(check_file("puzzles/qqwing-generated-10000.txt", 1) == 10000); }
  SUBCASE("top95, hardest11, plb-hard20, invalid-7-with-notes") {
    CHECK(check_file("puzzles/top95.txt", 1) == 95);
    CHECK(check_file("puzzles/hardest11.txt", 1) == 11);
    CHECK(check_file("puzzles/plb-hard20.txt", 1) == 20);
    CHECK(check_file("puzzles/invalid-7-with-notes.txt", 1) == 7);
  }
}

TEST_CASE("the puzzle:count:solution corpus: the fast path counts every puzzle exactly") {
  ThreeWays paths;
  SolveLimits limits;
  limits.max_solutions = SolveLimits::unlimited;
  CorpusEntry entry;
  for (const std::string& line : test_support::puzzle_lines("test/data/puzzle-count-solution-43.txt")) {
    CAPTURE(line);
    REQUIRE_FALSE(parse_corpus_line(line, Geometry::classic(), entry));
    paths.solve(entry.puzzle, limits);
    CHECK(paths.fast_report.complete());
    CHECK(paths.fast_report.solutions == entry.count);
    if (entry.has_solution) CHECK(paths.fast_report.first == entry.solution);
    paths.check(entry.puzzle, limits);
  }
}

TEST_CASE("serg puzzles counted in full: the same counts on both paths") {
  ThreeWays paths;
  SolveLimits limits;
  limits.max_solutions = SolveLimits::unlimited;
  Grid puzzle;
  const auto lines = test_support::puzzle_lines("puzzles/serg-multi-solution-10000.txt");
  for (std::size_t k = 0; k < lines.size(); k += 10) {
    CAPTURE(lines[k]);
    REQUIRE_FALSE(parse_line(lines[k], Geometry::classic(), puzzle));
    paths.solve(puzzle, limits);
    CHECK(paths.fast_report.complete());
    CHECK(paths.fast_report.solutions >= 2);
    paths.check(puzzle, limits);
  }
}

// Solutions of corpus puzzles with random givens removed (down to 14: often hundreds of solutions), and some with a
// given changed (often none, sometimes clashing givens), counted up to a cap of 1,000.
TEST_CASE("5,000 random puzzles counted up to 1,000 solutions: both paths agree") {
  ThreeWays paths;
  SolveLimits limits;
  limits.max_solutions = 1000;
  CorpusEntry entry;
  test_support::Random random{6};
  std::uint64_t none = 0, unique = 0, several = 0, capped = 0, clashing = 0;
  const auto lines = test_support::puzzle_lines("test/data/puzzle-count-solution-43.txt");
  std::vector<Grid> full;
  for (const std::string& line : lines) {
    REQUIRE_FALSE(parse_corpus_line(line, Geometry::classic(), entry));
    if (entry.has_solution) full.push_back(entry.solution);
  }
  REQUIRE(full.size() >= 10);
  Grid puzzle;
  for (int round = 0; round < 5000; ++round) {
    puzzle = full[random.below(static_cast<std::uint32_t>(full.size()))];
    const auto keep = 14 + random.below(30);
    for (int cell = 0; cell < 81; ++cell) {
      if (random.below(81) >= keep) puzzle.set(cell, 0);
    }
    if (round % 4 == 3) puzzle.set(static_cast<int>(random.below(81)), 1 + static_cast<int>(random.below(9)));
    CAPTURE(round);
    limits.keep_solutions = round % 3;
    paths.solve(puzzle, limits);
    paths.check(puzzle, limits);
    none += paths.fast_report.solutions == 0;
    clashing += find_clash(Geometry::classic(), puzzle).has_value();
    unique += paths.fast_report.solutions == 1;
    several += paths.fast_report.solutions > 1 && paths.fast_report.complete();
    capped += !paths.fast_report.complete();
  }
  CHECK(none > 300);
  CHECK(clashing > 100);
  CHECK(unique > 300);
  CHECK(several > 300);
  CHECK(capped > 100);
}

TEST_CASE("clashing givens, a full grid, an empty grid: the fast path's edge cases") {
  ThreeWays paths;
  Grid puzzle;
  for (const char* file : {"test/data/invalid-givens/row-clash.txt", "test/data/invalid-givens/column-clash.txt",
                           "test/data/invalid-givens/box-clash.txt"}) {
    CAPTURE(file);
    REQUIRE_FALSE(parse_line(test_support::puzzle_lines(file).at(0), Geometry::classic(), puzzle));
    paths.solve(puzzle, SolveLimits{});
    CHECK(paths.fast_report.solutions == 0);
    CHECK(paths.fast_report.complete());
    paths.check(puzzle, SolveLimits{});
  }

  // Two givens of one digit in one unit, placed as the very first and very last cells.
  puzzle = Grid(9);
  puzzle.set(0, 5);
  puzzle.set(80, 5);
  puzzle.set(8, 5);
  paths.solve(puzzle, SolveLimits{});
  CHECK(paths.fast_report.solutions == 0);

  REQUIRE_FALSE(parse_line("468931527751624839392578461134756298289413675675289314846192753513867942927345186",
                           Geometry::classic(), puzzle));
  paths.solve(puzzle, SolveLimits{});
  CHECK(paths.fast_report.solutions == 1);
  CHECK(paths.fast_report.first == puzzle);
  CHECK(paths.fast_report.guesses == 0);

  SolveLimits none;
  none.max_solutions = 0;
  paths.solve(Grid(9), none);
  CHECK(paths.fast_report.solutions == 0);
  CHECK(paths.fast_report.end == SolveEnd::solution_limit);
  paths.check(Grid(9), none);
}

// A budget cuts the search tree, so what was found by then depends on the tree: the plain bitboards must have found
// exactly what the generic path found; the fastest mode, valid solutions, as many as it says.
TEST_CASE("budgets on an empty grid: plain bitboards stop after the same guesses with the same solutions") {
  ThreeWays paths;
  for (std::uint64_t budget : {1, 2, 3, 50, 1000, 5000}) {
    CAPTURE(budget);
    SolveLimits limits;
    limits.max_solutions = SolveLimits::unlimited;
    limits.node_budget = budget;
    paths.solve(Grid(9), limits);
    for (const SolveReport* report : {&paths.fast_report, &paths.plain_report, &paths.generic_report}) {
      CHECK(report->end == SolveEnd::node_budget);
      CHECK(report->guesses == budget);
      check_kept(Grid(9), *report, limits);
    }
    CHECK(paths.plain_report.solutions == paths.generic_report.solutions);
    CHECK(paths.plain_report.first == paths.generic_report.first);
    CHECK(paths.plain_report.second == paths.generic_report.second);
  }

  SolveLimits timed;
  timed.max_solutions = SolveLimits::unlimited;
  timed.keep_solutions = 0;
  timed.time_budget = std::chrono::milliseconds(20);
  paths.fast.solve(Grid(9), timed, paths.fast_report);
  CHECK(paths.fast_report.end == SolveEnd::time_budget);

  const std::atomic<bool> cancel{true};
  SolveLimits cancelled;
  cancelled.max_solutions = SolveLimits::unlimited;
  cancelled.cancel = &cancel;
  paths.fast.solve(Grid(9), cancelled, paths.fast_report);
  CHECK(paths.fast_report.end == SolveEnd::cancelled);
  CHECK(paths.fast_report.guesses == 1023);
}

TEST_CASE("other geometries take the generic path whatever path is asked for") {
  const Geometry four(2, 2);
  SolveLimits limits;
  limits.max_solutions = SolveLimits::unlimited;
  limits.keep_solutions = 0;
  SolveReport generic_report;
  PropagationSolver(four, PropagationStrategy::generic).solve(Grid(4), limits, generic_report);
  CHECK(generic_report.solutions == 288);  // 4×4 Sudoku grids (OEIS A107739)
  for (PropagationStrategy path : {PropagationStrategy::locked, PropagationStrategy::singles}) {
    SolveReport report;
    PropagationSolver(four, path).solve(Grid(4), limits, report);
    CHECK(report.solutions == 288);
    CHECK(report.guesses == generic_report.guesses);
  }
}
