// One count split over threads equals the serial count: solutions, search-tree nodes and updates, on N-queens (plain
// and with colors) and on Sudoku puzzles with many solutions; caps, deadlines and cancellation hold across threads.
#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <stdexcept>
#include <string>
#include <vector>

#include "exactcover/parallel.hpp"
#include "problems.hpp"
#include "reader_support.hpp"
#include "support.hpp"
#include "sudoku/encode.hpp"

using namespace exactcover;

TEST_CASE("N-queens: the parallel count and node count equal the serial ones") {
  for (int n : {6, 8, 10, 12}) {
    CAPTURE(n);
    Solver solver(test_support::queens(n));
    const SearchResult serial = solver.count({});
    for (int threads : {1, 2}) {
      const SearchResult parallel = parallel_count(solver, {}, {}, ParallelOptions{threads, 64});
      CHECK(parallel.end == SearchEnd::exhausted);
      CHECK(parallel.stats.solutions == serial.stats.solutions);
      CHECK(parallel.stats.nodes == serial.stats.nodes);
      CHECK(parallel.stats.updates == serial.stats.updates);  // was 2.3-2.7x too many when each part counted its prefix
    }
    CHECK(solver.links_consistent());
  }
}

TEST_CASE("the pruned tree (SearchTree::pruned): the parallel count, nodes and updates equal the serial ones") {
  SearchLimits limits;
  limits.tree = SearchTree::pruned;
  for (int n : {6, 8, 10, 12}) {
    CAPTURE(n);
    Solver solver(test_support::queens(n));
    const SearchResult serial = solver.count({}, limits);
    REQUIRE(serial.stats.tree == SearchTree::pruned);
    for (int threads : {1, 2}) {
      const SearchResult parallel = parallel_count(solver, {}, limits, ParallelOptions{threads, 64});
      CHECK(parallel.end == SearchEnd::exhausted);
      CHECK(parallel.stats.solutions == serial.stats.solutions);
      CHECK(parallel.stats.nodes == serial.stats.nodes);
      CHECK(parallel.stats.updates == serial.stats.updates);
    }
    CHECK(solver.links_consistent());
  }
  // Pentominoes: options of 6 items, whose longest list is committed last; many options of the split are dead ends.
  Solver pento(test_support::read_dlx_instance("pento-3x20.dlx").problem);
  const SearchResult serial = pento.count({}, limits);
  const SearchResult parallel = parallel_count(pento, {}, limits, ParallelOptions{2, 64});
  CHECK(parallel.stats.solutions == 2);
  CHECK(parallel.stats.nodes == serial.stats.nodes);
  CHECK(parallel.stats.updates == serial.stats.updates);
}

TEST_CASE("with colors (Algorithm C): the parallel statistics equal the serial ones") {
  for (int n : {6, 8}) {
    CAPTURE(n);
    const Problem problem = test_support::colored_queens(n);
    Solver solver(problem);
    for (SearchTree tree : {SearchTree::dlx1, SearchTree::pruned}) {
      SearchLimits limits;
      limits.tree = tree;
      const SearchResult serial = solver.count({}, limits);
      REQUIRE(serial.stats.solutions > 0);
      const SearchResult parallel = parallel_count(solver, {}, limits, ParallelOptions{2, 64});
      CHECK(parallel.stats.solutions == serial.stats.solutions);
      CHECK(parallel.stats.nodes == serial.stats.nodes);
      CHECK(parallel.stats.updates == serial.stats.updates);
      CHECK(solver.links_consistent());
    }
  }
}

TEST_CASE("Sudoku puzzles with many solutions: parallel counts equal serial counts, with the givens forced") {
  const sudoku::ExactCoverEncoding encoding(sudoku::Geometry::classic());
  Solver solver(encoding.problem());
  std::vector<OptionId> forced;
  const auto puzzles = test_support::read_puzzles("puzzles/serg-multi-solution-10000.txt");
  for (std::size_t k = 0; k < puzzles.size(); k += 500) {
    CAPTURE(k);
    REQUIRE(*puzzles[k].geometry == sudoku::Geometry::classic());
    REQUIRE(encoding.forced_options(puzzles[k].givens, forced));
    const SearchResult serial = solver.count(forced);
    const SearchResult parallel = parallel_count(solver, forced, {}, ParallelOptions{2, 16});
    CHECK(parallel.stats.solutions == serial.stats.solutions);
    CHECK(parallel.stats.nodes == serial.stats.nodes);
    CHECK(parallel.stats.updates == serial.stats.updates);
  }
  // An empty 4x4 grid: 288.
  const sudoku::ExactCoverEncoding small(sudoku::Geometry(2, 2));
  Solver small_solver(small.problem());
  CHECK(parallel_count(small_solver, {}, {}, ParallelOptions{2, 64}).stats.solutions == 288);
}

namespace {

struct Part {
  std::vector<OptionId> prefix;
  ItemId item;
  OptionId from;
};

}  // namespace

// WorkSharing, one thread: a count that gives parts away when asked, plus count_from on each part, is the serial
// count: solutions, nodes and updates. Deterministic (the asking is scripted), on every layout of the links: spacers
// (colored queens), blanks (queens), widths 3 (Langford), 4 (Sudoku, with givens forced, also restored by copy) and 6
// (pentominoes), and both trees.
TEST_CASE("a count that gives parts of its work away, and the parts counted from where they start, add up to it") {
  const sudoku::ExactCoverEncoding encoding(sudoku::Geometry::classic());
  std::vector<OptionId> givens;
  const auto puzzles = test_support::read_puzzles("puzzles/serg-multi-solution-10000.txt");
  REQUIRE(encoding.forced_options(puzzles[7].givens, givens));
  struct Case {
    std::string name;
    Problem problem;
    std::vector<OptionId> forced;
    bool restore_by_copy = false;  // as the Sudoku DLX solver restores its structure
  };
  std::vector<Case> cases;
  cases.push_back({"queens-10", test_support::queens(10), {}});
  cases.push_back({"colored queens-8", test_support::colored_queens(8), {}});
  cases.push_back({"langford-11", test_support::read_dlx_instance("langford-11.dlx").problem, {}});
  cases.push_back({"pento-3x20", test_support::read_dlx_instance("pento-3x20.dlx").problem, {}});
  cases.push_back({"sudoku, serg's 8th", encoding.problem(), givens});
  cases.push_back({"sudoku, serg's 8th, restored by copy", encoding.problem(), givens, true});
  for (const Case& c : cases) {
    for (SearchTree tree : {SearchTree::dlx1, SearchTree::pruned}) {
      for (int asks : {1, 3, 40}) {
        CAPTURE(c.name);
        CAPTURE(static_cast<int>(tree));
        CAPTURE(asks);
        Solver solver(c.problem, SolverOptions{.restore_by_copy = c.restore_by_copy});
        SearchLimits limits;
        limits.tree = tree;
        limits.choice_rule = ChoiceRule::first_fewest;
        const SearchResult serial = solver.count(c.forced, limits);
        REQUIRE(serial.stats.nodes > 3000);  // enough polls to be asked `asks` times

        std::vector<Part> parts;
        int left = asks;
        WorkSharing sharing{[&] { return left > 0; },
                            [&](std::vector<OptionId> prefix, ItemId item, OptionId from) {
                              --left;
                              parts.push_back({std::move(prefix), item, from});
                            }};
        SearchLimits giving = limits;
        giving.sharing = &sharing;
        SearchResult total = solver.count(c.forced, giving);
        CHECK(total.end == SearchEnd::exhausted);
        // Each part gave what was untried at its shallowest level: it starts with the forced options and ends at a
        // level no deeper than the search went.
        CHECK(static_cast<int>(parts.size()) == asks - left);
        CHECK_FALSE(parts.empty());
        for (std::size_t k = 0; k < parts.size(); ++k) {  // parts given away by parts are counted too
          REQUIRE(std::equal(c.forced.begin(), c.forced.end(), parts[k].prefix.begin()));
          const Part part = parts[k];
          const SearchResult counted = solver.count_from(part.prefix, part.item, part.from, giving);
          CHECK(counted.end == SearchEnd::exhausted);
          total.stats.solutions += counted.stats.solutions;
          total.stats.nodes += counted.stats.nodes;
          total.stats.updates += counted.stats.updates;
        }
        CHECK(total.stats.solutions == serial.stats.solutions);
        CHECK(total.stats.nodes == serial.stats.nodes);
        CHECK(total.stats.updates == serial.stats.updates);
        CHECK(solver.links_consistent());
      }
    }
  }
}

TEST_CASE("count_from refuses what is no part of the search") {
  Solver solver(test_support::queens(6));
  CHECK_THROWS_AS(solver.count_from({}, 0, -1), std::invalid_argument);
  CHECK_THROWS_AS(solver.count_from({}, 999, 0), std::invalid_argument);
  // Option 0 (a queen at row 0, column 0) holds item 0 (row 0) but is not in the list of item 1 (row 1).
  CHECK_THROWS_AS(solver.count_from({}, 1, 0), std::invalid_argument);
  // After forcing option 0, row 0 is covered: nothing branches on it.
  const OptionId first[] = {0};
  CHECK_THROWS_AS(solver.count_from(first, 0, 0), std::invalid_argument);
  CHECK(solver.links_consistent());
  Problem bounded;
  const ItemId a = bounded.add_primary("a");
  REQUIRE_FALSE(bounded.set_bounds(a, 1, 2));
  REQUIRE_FALSE(bounded.add_option({a}));
  Solver multiplicities(bounded);
  CHECK_THROWS_AS(multiplicities.count_from({}, a, 0), std::logic_error);
}

// Two threads and no split up front (subproblems_per_thread 0): one thread counts the whole tree, and the other gets
// its work only from parts the first gives away, and gives parts back when it is the one left. The statistics are
// the serial count's whatever was given.
TEST_CASE("a parallel count that starts as one part shares its work and still adds up") {
  for (SearchTree tree : {SearchTree::dlx1, SearchTree::pruned}) {
    CAPTURE(static_cast<int>(tree));
    SearchLimits limits;
    limits.tree = tree;
    const Problem langford = test_support::read_dlx_instance("langford-11.dlx").problem;
    for (const Problem& problem : {test_support::queens(11), langford}) {
      Solver solver(problem);
      const SearchResult serial = solver.count({}, limits);
      std::uint64_t given = 0;
      const SearchResult parallel = parallel_count(solver, {}, limits, ParallelOptions{2, 0, &given});
      CHECK(parallel.end == SearchEnd::exhausted);
      CHECK(parallel.stats.solutions == serial.stats.solutions);
      CHECK(parallel.stats.nodes == serial.stats.nodes);
      CHECK(parallel.stats.updates == serial.stats.updates);
      CHECK(given > 0);  // the first poll of the one part finds the other thread idle
      CHECK(solver.links_consistent());
    }
  }
}

TEST_CASE("a cap, a deadline and cancellation end a parallel count as they end a serial one") {
  Solver solver(test_support::queens(12));
  SearchLimits capped;
  capped.max_solutions = 1000;
  const SearchResult cap = parallel_count(solver, {}, capped, ParallelOptions{2, 64});
  CHECK(cap.end == SearchEnd::solution_limit);
  CHECK(cap.stats.solutions == 1000);

  Solver big(test_support::queens(15));
  SearchLimits timed;
  timed.time_budget = std::chrono::milliseconds(50);
  const SearchResult deadline = parallel_count(big, {}, timed, ParallelOptions{2, 64});
  CHECK(deadline.end == SearchEnd::time_budget);

  std::atomic<bool> cancel{true};
  SearchLimits cancelled;
  cancelled.cancel = &cancel;
  CHECK(parallel_count(big, {}, cancelled, ParallelOptions{2, 64}).end == SearchEnd::cancelled);
  CHECK(big.links_consistent());
}

TEST_CASE("conflicting forced options and one-leaf trees need no threads") {
  Solver solver(test_support::queens(8));
  const OptionId conflict[] = {0, 1};  // two queens in row 0
  CHECK(parallel_count(solver, conflict, {}, ParallelOptions{2, 64}).end == SearchEnd::forced_conflict);
}
