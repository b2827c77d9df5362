// Minimum-cost exact cover (min_cost.hpp, cover --min-cost and --best): the K cheapest solutions of thousands of
// small random problems (colors, multiplicities) against brute force over every subset, in the right order; the
// improving solutions as found; Knuth's DLX5 on the same instances (the same costs, nodes and updates); limits.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <sstream>

#include "brute_force.hpp"
#include "cli_support.hpp"
#include "exactcover/dlx_format.hpp"
#include "exactcover/min_cost.hpp"
#include "exactcover/solver.hpp"
#include "problems.hpp"
#include "support.hpp"

using namespace exactcover;

namespace {

Cost cost_of(const Problem& problem, const test_support::Solution& solution) {
  Cost total = 0;
  for (const OptionId o : solution) total += problem.cost(o);
  return total;
}

MinCostOptions best_of(std::uint64_t k) {
  MinCostOptions options;
  options.best = k;
  return options;
}

// Domino tilings of a w x h board with costs 0..99 from a fixed generator (the same as bench/family_instances.py's
// only in spirit: this one is for the test alone).
Problem costed_dominoes(int w, int h, std::uint64_t seed) {
  Problem problem;
  for (int k = 0; k < w * h; ++k) problem.add_primary("c" + std::to_string(k));
  test_support::Random random{seed};
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      if (x + 1 < w) REQUIRE_FALSE(problem.add_option({y * w + x, y * w + x + 1}, random.below(100)));
      if (y + 1 < h) REQUIRE_FALSE(problem.add_option({y * w + x, (y + 1) * w + x}, random.below(100)));
    }
  }
  return problem;
}

}  // namespace

TEST_CASE("random problems with colors and multiplicities: the K cheapest solutions are brute force's, cheapest "
          "first, each improving one reported as found") {
  test_support::Random random{31};
  int with_solutions = 0;
  for (int trial = 0; trial < 4000; ++trial) {
    CAPTURE(trial);
    const Problem problem = test_support::random_problem(random, {trial % 2 == 0, trial % 3 == 0, true});
    const auto all = test_support::brute_force(problem);
    std::vector<Cost> costs;
    for (const auto& solution : all) costs.push_back(cost_of(problem, solution));
    std::sort(costs.begin(), costs.end());
    for (const std::uint64_t k : {1, 2, 3, 7}) {
      CAPTURE(k);
      MinCostOptions options = best_of(k);
      std::vector<Cost> improved;
      Cost cutoff = ~Cost{0};  // the K-th best seen so far, as the callback sees them
      std::vector<Cost> seen;
      options.improved = [&](std::span<const OptionId> chosen, Cost cost) {
        const test_support::Solution solution(chosen.begin(), chosen.end());
        CHECK(all.contains(solution));
        CHECK(cost == cost_of(problem, solution));
        CHECK(cost < cutoff);  // only solutions better than the K-th best so far
        seen.push_back(cost);
        std::sort(seen.begin(), seen.end());
        if (seen.size() > k) seen.pop_back();
        if (seen.size() == k) cutoff = seen.back();
        return true;
      };
      const MinCostResult result = find_min_cost(problem, options);
      CHECK(result.complete());
      const std::size_t expected = std::min<std::size_t>(k, costs.size());
      REQUIRE(result.best.size() == expected);
      for (std::size_t j = 0; j < expected; ++j) {
        CHECK(result.best[j].cost == costs[j]);  // the j-th cheapest, in order
        const test_support::Solution solution(result.best[j].options.begin(), result.best[j].options.end());
        CHECK(all.contains(solution));
        CHECK(cost_of(problem, solution) == result.best[j].cost);
      }
    }
    with_solutions += !all.empty();
  }
  CHECK(with_solutions > 800);
}

TEST_CASE("Knuth's DLX5 on costed dominoes and queens: the same three best costs, nodes and updates") {
  // Figures of `dlx5 k3` (built from dlx5.w as ../shared/tools/anchors/build.sh builds DLX1, 2026-11-25) on these
  // files (bench/family_instances.py dominoes 8 8, and bench/make_instances.py queens 12, each piped through
  // bench/family_instances.py costs 1): the same search, node for node.
  struct Case {
    const char* file;
    std::uint64_t nodes;
    std::uint64_t updates;
    std::vector<Cost> costs;
  };
  for (const Case& c : {Case{"dominoes-8x8-costs-1.dlx", 3636, 14397, {1072, 1073, 1081}},
                        Case{"queens-12-costs-1.dlx", 6670, 135249, {263, 268, 287}}}) {
    CAPTURE(c.file);
    const DlxProblem read =
        test_support::read_dlx_text(test_support::read_file(test_support::source_path(std::string("test/data/min-cost/") + c.file)));
    const MinCostResult result = find_min_cost(read.problem, best_of(3));
    CHECK(result.complete());
    CHECK(result.stats.nodes == c.nodes);
    CHECK(result.stats.updates == c.updates);
    REQUIRE(result.best.size() == 3);
    for (std::size_t j = 0; j < 3; ++j) CHECK(result.best[j].cost == c.costs[j]);
  }
}

TEST_CASE("costed dominoes 6x6: the three best costs are those of an independent enumeration of all 6728 tilings") {
  const Problem six = costed_dominoes(6, 6, 7);
  const MinCostResult result = find_min_cost(six, best_of(3));
  CHECK(result.complete());
  REQUIRE(result.best.size() == 3);
  // An independent count: every tiling, by plain search, its cost added up here.
  std::vector<Cost> costs;
  Solver(six).search({}, [&](std::span<const OptionId> options) {
    Cost total = 0;
    for (const OptionId o : options) total += six.cost(o);
    costs.push_back(total);
    return true;
  });
  CHECK(costs.size() == 6728);  // OEIS A004003
  std::sort(costs.begin(), costs.end());
  for (std::size_t j = 0; j < 3; ++j) CHECK(result.best[j].cost == costs[j]);
}

TEST_CASE("limits: a node budget gives the best found so far, marked incomplete; the callback can stop it") {
  const Problem eight = costed_dominoes(8, 8, 3);
  SearchLimits limits;
  limits.node_budget = 50;
  const MinCostResult partial = find_min_cost(eight, {}, limits);
  CHECK(partial.end == SearchEnd::node_budget);
  CHECK(partial.stats.nodes == 50);
  const MinCostResult whole = find_min_cost(eight);
  CHECK(whole.complete());
  REQUIRE(whole.best.size() == 1);
  if (!partial.best.empty()) CHECK(partial.best.front().cost >= whole.best.front().cost);
  MinCostOptions stop_at_first;
  stop_at_first.improved = [](std::span<const OptionId>, Cost) { return false; };
  const MinCostResult stopped = find_min_cost(eight, stop_at_first);
  CHECK(stopped.end == SearchEnd::stopped_by_visitor);
  CHECK(stopped.best.size() == 1);
  CHECK_THROWS_AS(find_min_cost(eight, best_of(0)), std::invalid_argument);
}

TEST_CASE("no costs at all: every solution costs 0, and the first one found is the best") {
  const DlxProblem read = test_support::read_dlx_text("A B C | x\nA x:1\nB x:1\nC\nA B\n");
  const MinCostResult result = find_min_cost(read.problem, best_of(5));
  CHECK(result.best.size() == 2);
  for (const CostedSolution& solution : result.best) CHECK(solution.cost == 0);
}

TEST_CASE("cover --min-cost and --best: each improving solution as found, then the best with its cost") {
  const std::string dominoes =
      test_support::read_file(test_support::source_path("test/data/min-cost/dominoes-8x8-costs-1.dlx"));
  const auto text = test_support::run_dlx({"cover", "--min-cost"}, dominoes);
  CHECK(text.status == 0);
  CHECK(text.out.starts_with("solution: cost "));
  CHECK(text.out.find("\nbest: cost 1072\n") != std::string::npos);
  // 12 improving solutions, as DLX5 (k1) finds them, then the best: 13 blocks of a cost line and 32 dominoes.
  std::size_t blocks = 0;
  for (std::size_t at = 0; (at = text.out.find(": cost ", at)) != std::string::npos; ++at) ++blocks;
  CHECK(blocks == 13);
  CHECK(std::count(text.out.begin(), text.out.end(), '\n') == 13 * 33 + 12);
  const auto stats = test_support::run_dlx({"cover", "--min-cost", "--stats"}, dominoes);
  CHECK(stats.err.find("nodes 2475, updates 9883, 12 improving solutions") != std::string::npos);  // DLX5's k1

  const auto three = test_support::run_dlx({"cover", "--best", "3", "--format", "ndjson", "--reduce"}, dominoes);
  CHECK(three.status == 0);
  CHECK(three.out.find("\"status\":\"solved\"") != std::string::npos);
  CHECK(three.out.find("\"cost\":1072") != std::string::npos);
  CHECK(three.out.find("\"costs\":[1072,1073,1081]") != std::string::npos);
  CHECK(three.out.find("\"options_removed\":0") != std::string::npos);  // dominoes: nothing to reduce

  const auto partial = test_support::run_dlx({"cover", "--min-cost", "--node-budget", "40"}, dominoes);
  CHECK(partial.status == 4);
  CHECK(partial.out.find("(so far)") != std::string::npos);
  CHECK(partial.err.find("not proven the best") != std::string::npos);

  const auto none = test_support::run_dlx({"cover", "--min-cost"}, "A B\nA |3\n");
  CHECK(none.status == 1);
  CHECK(none.out == "no solution\n");
  CHECK(test_support::run_dlx({"cover", "--best", "0"}, dominoes).status == 2);
  CHECK(test_support::run_dlx({"cover", "--min-cost", "--best", "2"}, dominoes).status == 2);
  CHECK(test_support::run_dlx({"cover", "--min-cost", "--memo"}, dominoes).status == 2);
  // CSV has no column for costs or solutions: refused, as for --print, rather than a record without them.
  const auto csv = test_support::run_dlx({"cover", "--best", "3", "--format", "csv",
                                          test_support::source_path("test/data/min-cost/queens-12-costs-1.dlx")});
  CHECK(csv.status == 2);
  CHECK(csv.out.empty());
  CHECK(csv.err.find("not csv") != std::string::npos);
}
