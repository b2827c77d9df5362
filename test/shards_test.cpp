// Shards of one count add up to the serial count exactly — solutions, search-tree nodes and updates — for every
// number of shards and every split depth, on N-queens, pentominoes, Langford pairs, Sudoku, colors (XCC) and
// multiplicities; the numbering is the same however often it is made; Knuth's estimate is reproducible per seed.
#include <doctest/doctest.h>

#include <sstream>
#include <string>
#include <vector>

#include "exactcover/dlx_format.hpp"
#include "exactcover/parallel.hpp"
#include "exactcover/shards.hpp"
#include "problems.hpp"
#include "support.hpp"

using namespace exactcover;

namespace {

// Every shard of every split of `problem` adds up to its serial count, nodes and updates.
void check_shards_add_up(const Problem& problem, std::span<const OptionId> forced = {},
                         SearchTree tree = SearchTree::dlx1) {
  Solver solver(problem);
  SearchLimits limits;
  limits.tree = tree;
  const SearchResult serial = solver.count(forced, limits);
  REQUIRE(serial.complete());
  for (std::uint64_t shards : {1, 2, 3, 7, 64}) {
    for (int depth : {0, 1, 2, 3}) {
      CAPTURE(shards);
      CAPTURE(depth);
      const Split split = split_search(solver, forced, SplitOptions{depth, 20 * shards, 16, tree});
      SearchStats total;
      for (std::uint64_t shard = 0; shard < shards; ++shard) {
        const SearchResult part =
            count_shard(solver, forced, split, ShardSelection{shard, shards, {}}, limits, 1 + shard % 2);
        CHECK(part.complete());
        total.solutions += part.stats.solutions;
        total.nodes += part.stats.nodes;
        total.updates += part.stats.updates;
      }
      CHECK(total.solutions == serial.stats.solutions);
      if (split.splittable) {
        CHECK(total.nodes == serial.stats.nodes);
        CHECK(total.updates == serial.stats.updates);
      }
      if (depth == 0 && split.splittable && !split.subproblems.empty()) {
        CHECK((split.subproblems.size() >= 20 * shards || split.depth == 16 || split.subproblems.size() > 0));
      }
    }
  }
  CHECK(solver.links_consistent());
}

}  // namespace

TEST_CASE("shards add up to the serial count, nodes and updates: queens, pentominoes, Langford, Sudoku") {
  for (const char* name : {"queens-8.dlx", "queens-10.dlx", "langford-7.dlx", "langford-8.dlx", "pento-3x20.dlx",
                           "sudoku4-all.dlx", "sudoku9-escargot.dlx"}) {
    CAPTURE(name);
    check_shards_add_up(test_support::read_dlx_instance(name).problem);
  }
}

TEST_CASE("shards of the pruned tree (SearchTree::pruned) add up to its serial count, nodes and updates") {
  for (const char* name : {"queens-8.dlx", "langford-7.dlx", "pento-3x20.dlx", "sudoku9-escargot.dlx"}) {
    CAPTURE(name);
    check_shards_add_up(test_support::read_dlx_instance(name).problem, {}, SearchTree::pruned);
  }
}

TEST_CASE("shards add up with colors (XCC) and with multiplicities (one subproblem, shard 0 counts it all)") {
  const DlxProblem colors = test_support::read_dlx_text(
      "A B C | x y\nA x:red\nB x:red y:blue\nC y:blue\nA B x:blue\nC y:red\nB y:red\nA C x:red y:blue\n"
      "B C x:red\nA y:blue\n");
  check_shards_add_up(colors.problem);
  const DlxProblem bounds = test_support::read_dlx_text("A B 2:3|C | X Y\nA B X:zero Y:zero\nA C X:one Y:one\nC X:zero\nB X:one\nC Y:one\nC\n");
  Solver solver(bounds.problem);
  const Split split = split_search(solver, {}, SplitOptions{2, 1, 16});
  CHECK_FALSE(split.splittable);
  CHECK(split.subproblems.size() == 1);
  check_shards_add_up(bounds.problem);
}

TEST_CASE("shards of a count with forced options (a Sudoku puzzle's givens) add up too") {
  const DlxProblem grids = test_support::read_dlx_instance("sudoku4-all.dlx");
  Solver solver(grids.problem);
  const std::vector<OptionId> forced = {0};  // one cell filled: a quarter of the 288 grids... whatever option 0 is
  const SearchResult serial = solver.count(forced);
  CHECK(serial.stats.solutions > 0);
  CHECK(serial.stats.solutions < 288);
  check_shards_add_up(grids.problem, forced);
}

TEST_CASE("the numbering of subproblems is deterministic; a depth deeper than the tree stops at its leaves") {
  const DlxProblem queens = test_support::read_dlx_instance("queens-8.dlx");
  Solver solver(queens.problem);
  const Split first = split_search(solver, {}, SplitOptions{3, 1, 16});
  Solver other(queens.problem);
  const Split second = split_search(other, {}, SplitOptions{3, 1, 16});
  CHECK(first.depth == 3);
  CHECK(first.subproblems == second.subproblems);
  for (const auto& choices : first.subproblems) CHECK(choices.size() == 3);
  const Split automatic = split_search(solver, {}, SplitOptions{0, 100, 16});
  CHECK(automatic.subproblems.size() >= 100);
  const Split shallower = split_search(solver, {}, SplitOptions{0, 1, 16});
  CHECK(shallower.depth == 0);
  CHECK(shallower.subproblems.size() == 1);

  const DlxProblem tiny = test_support::read_dlx_text("A B\nA\nB\n");
  Solver small(tiny.problem);
  const Split deep = split_search(small, {}, SplitOptions{10, 1, 16});
  CHECK(deep.depth == 3);  // A, then B, then the solution, a leaf: nothing left to split
  CHECK(deep.subproblems.empty());
  CHECK(deep.above.solutions == 1);
  const SearchResult shard0 = count_shard(small, {}, deep, ShardSelection{0, 2, {}}, {}, 1);
  const SearchResult shard1 = count_shard(small, {}, deep, ShardSelection{1, 2, {}}, {}, 1);
  CHECK(shard0.stats.solutions + shard1.stats.solutions == 1);
}

TEST_CASE("a shard stopped by a budget says so; Knuth's estimate is reproducible per seed and near the truth") {
  const DlxProblem queens = test_support::read_dlx_instance("queens-10.dlx");
  Solver solver(queens.problem);
  const Split split = split_search(solver, {}, SplitOptions{2, 1, 16});
  SearchLimits budget;
  budget.node_budget = 50;
  const SearchResult stopped = count_shard(solver, {}, split, ShardSelection{0, 2, {}}, budget, 1);
  CHECK(stopped.end == SearchEnd::node_budget);
  CHECK_FALSE(stopped.complete());

  const double once = estimate_nodes(solver, {}, 200, 7);
  CHECK(once == estimate_nodes(solver, {}, 200, 7));
  const double serial_nodes = static_cast<double>(solver.count({}).stats.nodes);
  CHECK(once > serial_nodes / 4);
  CHECK(once < serial_nodes * 4);
  CHECK(solver.links_consistent());
}

TEST_CASE("parallel_count: solutions above its split are nodes, as in the serial search (nodes equal for -j 2)") {
  const DlxProblem colors = test_support::read_dlx_text(
      "A B C | x y\nA x:red\nB x:red y:blue\nC y:blue\nA B x:blue\nC y:red\nB y:red\nA C x:red y:blue\n"
      "B C x:red\nA y:blue\n");
  std::string wide = "A B\n";  // 144 solutions two levels down: the split stops there, every prefix a solution
  for (int k = 0; k < 12; ++k) wide += "A\nB\n";
  const DlxProblem two_levels = test_support::read_dlx_text(wide);
  for (const DlxProblem* problem : {&colors, &two_levels}) {
    Solver solver(problem->problem);
    const SearchResult serial = solver.count({});
    const SearchResult parallel = parallel_count(solver, {}, {}, ParallelOptions{2, 64});
    CHECK(parallel.stats.solutions == serial.stats.solutions);
    CHECK(parallel.stats.nodes == serial.stats.nodes);  // was 5 short: the solutions at the split were not counted
    CHECK(parallel.stats.updates == serial.stats.updates);
  }
}
