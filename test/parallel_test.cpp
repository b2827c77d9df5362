// One count split over threads equals the serial count: solutions, search-tree nodes and updates, on N-queens (plain
// and with colors) and on Sudoku puzzles with many solutions; caps, deadlines and cancellation hold across threads.
#include <doctest/doctest.h>

#include <atomic>
#include <sstream>
#include <string>
#include <vector>

#include "exactcover/dlx_format.hpp"
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
  std::istringstream in(test_support::read_file(test_support::source_path("test/data/exact-cover/pento-3x20.dlx")));
  const DlxReadResult read = read_dlx(in);
  REQUIRE_FALSE(read.error);
  Solver pento(read.problem.problem);
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
