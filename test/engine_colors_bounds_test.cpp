// Colors (Algorithm C) and multiplicities (Algorithm M): Knuth's worked examples, and thousands of small random
// problems whose solutions are also found by brute force over every subset of options.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <set>
#include <vector>

#include "exactcover/problem.hpp"
#include "exactcover/solver.hpp"
#include "brute_force.hpp"
#include "support.hpp"

using namespace exactcover;

namespace {

using test_support::brute_force;
using test_support::Solution;

std::vector<Solution> search_all(Solver& solver, std::span<const OptionId> forced, SearchResult& result) {
  std::vector<Solution> found;
  result = solver.search(forced, [&](std::span<const OptionId> options) {
    found.emplace_back(options.begin(), options.end());
    CHECK(found.back().size() == options.size());  // no option twice in one solution
    return true;
  });
  return found;
}

void check_against_brute_force(bool colors, bool bounds, std::uint64_t seed) {
  test_support::Random random{seed};
  int with_solutions = 0;
  for (int trial = 0; trial < 1500; ++trial) {
    const Problem problem = test_support::random_problem(random, {colors, bounds});
    Solver solver(problem);
    // No forced option, then one or two forced options picked at random.
    std::vector<OptionId> forced;
    for (int round = 0; round < 3; ++round) {
      CAPTURE(trial);
      CAPTURE(round);
      const std::set<Solution> expected = brute_force(problem, forced);
      SearchResult result;
      const std::vector<Solution> found = search_all(solver, forced, result);
      const std::set<Solution> distinct(found.begin(), found.end());
      CHECK(found.size() == distinct.size());  // each solution once
      CHECK(distinct == expected);
      CHECK(result.complete());
      const SearchResult counted = solver.count(forced);
      CHECK(counted.stats.solutions == expected.size());
      CHECK(solver.links_consistent());
      // The pruned tree (dead ends cut while committing; multiplicities searched as DLX1's tree) finds the same.
      SearchLimits pruned;
      pruned.tree = SearchTree::pruned;
      std::set<Solution> pruned_found;
      const SearchResult pruned_result = solver.search(forced, [&](std::span<const OptionId> options) {
        CHECK(pruned_found.insert(Solution(options.begin(), options.end())).second);
        return true;
      }, pruned);
      CHECK(pruned_found == expected);
      CHECK(pruned_result.stats.tree == (problem.has_multiplicities() ? SearchTree::dlx1 : SearchTree::pruned));
      CHECK(pruned_result.stats.nodes <= counted.stats.nodes);
      CHECK(solver.links_consistent());
      with_solutions += !expected.empty();
      const auto next = static_cast<OptionId>(random.below(static_cast<std::uint32_t>(problem.option_count())));
      if (std::find(forced.begin(), forced.end(), next) == forced.end()) forced.push_back(next);
    }
  }
  CHECK(with_solutions > 300);  // the generator makes solvable problems often enough to test something
}

}  // namespace

TEST_CASE("colors: Knuth's example from TAOCP 7.2.2.1 has the unique solution {q x:A} {p r x:A y}") {
  Problem problem;
  const ItemId p = problem.add_primary("p");
  const ItemId q = problem.add_primary("q");
  const ItemId r = problem.add_primary("r");
  const ItemId x = problem.add_secondary("x");
  const ItemId y = problem.add_secondary("y");
  const Color A = 1, B = 2;
  REQUIRE_FALSE(problem.add_option(std::vector<ItemUse>{{p}, {q}, {x}, {y, A}}));  // 0
  REQUIRE_FALSE(problem.add_option(std::vector<ItemUse>{{p}, {r}, {x, A}, {y}}));  // 1
  REQUIRE_FALSE(problem.add_option(std::vector<ItemUse>{{p}, {x, B}}));            // 2
  REQUIRE_FALSE(problem.add_option(std::vector<ItemUse>{{q}, {x, A}}));            // 3
  REQUIRE_FALSE(problem.add_option(std::vector<ItemUse>{{r}, {y, B}}));            // 4
  CHECK(problem.has_colors());
  Solver solver(problem);
  SearchResult result;
  const auto found = search_all(solver, {}, result);
  REQUIRE(found.size() == 1);
  CHECK(found[0] == Solution{1, 3});
  CHECK(solver.links_consistent());
}

TEST_CASE("multiplicities: Knuth's DLX3 example has the unique solution {A C X:1 Y:1} {B X:1} {C Y:1}") {
  Problem problem;
  const ItemId a = problem.add_primary("A");
  const ItemId b = problem.add_primary("B");
  const ItemId c = problem.add_primary("C");
  REQUIRE_FALSE(problem.set_bounds(c, 2, 3));
  const ItemId x = problem.add_secondary("X");
  const ItemId y = problem.add_secondary("Y");
  REQUIRE_FALSE(problem.add_option(std::vector<ItemUse>{{a}, {b}, {x, 1}, {y, 1}}));  // 0: "A B X:0 Y:0"
  REQUIRE_FALSE(problem.add_option(std::vector<ItemUse>{{a}, {c}, {x, 2}, {y, 2}}));  // 1: "A C X:1 Y:1"
  REQUIRE_FALSE(problem.add_option(std::vector<ItemUse>{{c}, {x, 1}}));               // 2: "C X:0"
  REQUIRE_FALSE(problem.add_option(std::vector<ItemUse>{{b}, {x, 2}}));               // 3: "B X:1"
  REQUIRE_FALSE(problem.add_option(std::vector<ItemUse>{{c}, {y, 2}}));               // 4: "C Y:1"
  CHECK(problem.has_multiplicities());
  Solver solver(problem);
  SearchResult result;
  const auto found = search_all(solver, {}, result);
  REQUIRE(found.size() == 1);
  CHECK(found[0] == Solution{1, 3, 4});
  CHECK(solver.links_consistent());
}

TEST_CASE("multiplicities: choose 2 of 4 options for one item, 3 of 5 for another: C(4,2) * C(5,3) = 60") {
  Problem problem;
  const ItemId a = problem.add_primary("a");
  const ItemId b = problem.add_primary("b");
  REQUIRE_FALSE(problem.set_bounds(a, 2, 2));
  REQUIRE_FALSE(problem.set_bounds(b, 3, 3));
  for (int k = 0; k < 4; ++k) REQUIRE_FALSE(problem.add_option({a}));
  for (int k = 0; k < 5; ++k) REQUIRE_FALSE(problem.add_option({b}));
  Solver solver(problem);
  CHECK(solver.count({}).stats.solutions == 60);
  // With bounds 0..5 every subset of each group would do: 2^4 * 2^5.
  REQUIRE_FALSE(problem.set_bounds(a, 0, 5));
  REQUIRE_FALSE(problem.set_bounds(b, 0, 5));
  Solver loose(problem);
  CHECK(loose.count({}).stats.solutions == 512);
  CHECK(loose.links_consistent());
}

TEST_CASE("multiplicities near 2^31 are what they say: no overflow, the same answers as bounds the options allow") {
  // Each of a's 4 options and b's 5 may or may not be chosen, as with bounds 0..5 above; a lower bound past what the
  // options can give leaves no solution. (UBSan checks the arithmetic in the sanitizer run.)
  constexpr std::int32_t kHuge = 2147483647;
  for (const auto& [lower, expected] : {std::pair{0, 512}, std::pair{kHuge - 1, 0}, std::pair{kHuge, 0}}) {
    CAPTURE(lower);
    Problem problem;
    const ItemId a = problem.add_primary("a");
    const ItemId b = problem.add_primary("b");
    REQUIRE_FALSE(problem.set_bounds(a, 0, kHuge));
    REQUIRE_FALSE(problem.set_bounds(b, lower, kHuge));
    for (int k = 0; k < 4; ++k) REQUIRE_FALSE(problem.add_option({a}));
    for (int k = 0; k < 5; ++k) REQUIRE_FALSE(problem.add_option({b}));
    Solver solver(problem);
    CHECK(solver.count({}).stats.solutions == static_cast<std::uint64_t>(expected));
    CHECK(solver.links_consistent());
  }
}

TEST_CASE("bad colors and bounds are error values") {
  Problem problem;
  const ItemId p = problem.add_primary("p");
  const ItemId x = problem.add_secondary("x");
  const auto colored_primary = problem.add_option(std::vector<ItemUse>{{p, 1}});
  REQUIRE(colored_primary);
  CHECK(colored_primary->kind == Error::Kind::color_on_primary);
  const auto negative = problem.add_option(std::vector<ItemUse>{{p}, {x, -3}});
  REQUIRE(negative);
  CHECK(negative->kind == Error::Kind::bad_color);
  CHECK(problem.set_bounds(x, 1, 2)->kind == Error::Kind::bad_bounds);
  CHECK(problem.set_bounds(p, 2, 1)->kind == Error::Kind::bad_bounds);
  CHECK(problem.set_bounds(p, 0, 0)->kind == Error::Kind::bad_bounds);
  CHECK(problem.set_bounds(p, -1, 1)->kind == Error::Kind::bad_bounds);
  CHECK(problem.set_bounds(9, 1, 1)->kind == Error::Kind::unknown_item);
  CHECK_FALSE(problem.has_multiplicities());
  CHECK(problem.option_count() == 0);
}

TEST_CASE("random problems with colors: every solution found once, exactly the brute-force set") {
  check_against_brute_force(true, false, 1);
}

TEST_CASE("random problems with multiplicities: every solution found once, exactly the brute-force set") {
  check_against_brute_force(false, true, 2);
}

TEST_CASE("random problems with colors and multiplicities") { check_against_brute_force(true, true, 3); }

TEST_CASE("random plain problems, with a shuffled solver and a random choice rule: the same solutions") {
  test_support::Random random{4};
  for (int trial = 0; trial < 500; ++trial) {
    CAPTURE(trial);
    const Problem problem = test_support::random_problem(random, {});
    const std::set<Solution> expected = brute_force(problem, {});
    Solver shuffled(problem, SolverOptions{.shuffle_seed = 1 + random.below(1000)});
    SearchLimits limits;
    limits.choice_rule = ChoiceRule::random_fewest;
    limits.seed = random.below(1000);
    std::set<Solution> found;
    shuffled.search({}, [&](std::span<const OptionId> options) {
      found.insert(Solution(options.begin(), options.end()));
      return true;
    }, limits);
    CHECK(found == expected);
    CHECK(shuffled.links_consistent());
  }
}

TEST_CASE("stopping early in Algorithm M restores the structure") {
  Problem problem;
  const ItemId a = problem.add_primary("a");
  const ItemId b = problem.add_primary("b");
  const ItemId x = problem.add_secondary("x");
  REQUIRE_FALSE(problem.set_bounds(a, 1, 4));
  REQUIRE_FALSE(problem.set_bounds(b, 0, 3));
  for (int k = 0; k < 6; ++k) REQUIRE_FALSE(problem.add_option(std::vector<ItemUse>{{a}, {x, 1 + k % 2}}));
  for (int k = 0; k < 6; ++k) REQUIRE_FALSE(problem.add_option({a, b}));
  Solver solver(problem);
  const std::uint64_t all = solver.count({}).stats.solutions;
  REQUIRE(all > 10);
  for (std::uint64_t budget = 1; budget < 60; budget += 7) {
    SearchLimits limits;
    limits.node_budget = budget;
    const auto result = solver.count({}, limits);
    CHECK(result.stats.solutions <= all);
    CHECK(solver.links_consistent());
  }
  for (std::uint64_t cap = 1; cap < all; cap += 3) {
    SearchLimits limits;
    limits.max_solutions = cap;
    CHECK(solver.count({}, limits).stats.solutions == cap);
    CHECK(solver.links_consistent());
  }
  int visits = 0;
  solver.search({}, [&](std::span<const OptionId>) { return ++visits < 5; });
  CHECK(visits == 5);
  CHECK(solver.links_consistent());
  CHECK(solver.count({}).stats.solutions == all);
}
