// The engine's layouts and length types give the same answers: items declared in any order, lengths beyond 16 bits,
// the uniform layout of options of 3 and 4 items against the spacer layout.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <vector>

#include "exactcover/problem.hpp"
#include "exactcover/solver.hpp"
#include "problems.hpp"

using namespace exactcover;
using test_support::all_solutions;
using test_support::as_set;
using test_support::check_restored;
using test_support::lengths;

TEST_CASE("items declared in any order: primary and secondary interleaved, lengths reported per item") {
  Problem problem;
  const ItemId x = problem.add_secondary("X");
  const ItemId a = problem.add_primary("A");
  const ItemId y = problem.add_secondary("Y");
  const ItemId b = problem.add_primary("B");
  REQUIRE_FALSE(problem.add_option({x, a}));  // 0
  REQUIRE_FALSE(problem.add_option({a, y}));  // 1
  REQUIRE_FALSE(problem.add_option({b, x}));  // 2
  REQUIRE_FALSE(problem.add_option({b}));     // 3
  REQUIRE_FALSE(problem.add_option({y, b}));  // 4
  Solver solver(problem);
  const auto before = lengths(solver);
  CHECK(before == std::vector<std::int32_t>{2, 2, 2, 3});
  std::set<std::set<OptionId>> distinct;
  for (const auto& solution : all_solutions(solver)) distinct.insert(as_set(solution));
  CHECK(distinct == std::set<std::set<OptionId>>{{0, 3}, {0, 4}, {1, 2}, {1, 3}});
  check_restored(solver, before);
}

// Lengths are 16-bit while every item has fewer than 2^14 options; these problems need the 32-bit ones.
TEST_CASE("an item in more than 2^14 options: the 32-bit lengths give the same answers") {
  constexpr int kMany = 17000;
  Problem problem;
  const ItemId a = problem.add_primary("A");
  const ItemId b = problem.add_primary("B");
  for (int k = 0; k < kMany; ++k) REQUIRE_FALSE(problem.add_option({a}));
  REQUIRE_FALSE(problem.add_option({b}));
  REQUIRE_FALSE(problem.add_option({a, b}));
  for (const ChoiceRule rule : {ChoiceRule::leftmost_fewest, ChoiceRule::first_fewest, ChoiceRule::random_fewest}) {
    CAPTURE(static_cast<int>(rule));
    for (const std::uint64_t shuffle : {0, 7}) {
      Solver solver(problem, SolverOptions{.shuffle_seed = shuffle});
      const auto before = lengths(solver);
      CHECK(before == std::vector<std::int32_t>{kMany + 1, 2});
      SearchLimits limits;
      limits.choice_rule = rule;
      limits.seed = 3;
      const SearchResult result = solver.count({}, limits);
      CHECK(result.end == SearchEnd::exhausted);
      CHECK(result.stats.solutions == kMany + 1);
      check_restored(solver, before);
      CHECK(solver.count(std::vector<OptionId>{kMany}, limits).stats.solutions == kMany);  // B forced
      check_restored(solver, before);
    }
  }

  Problem colored;
  const ItemId c = colored.add_primary("C");
  const ItemId d = colored.add_primary("D");
  const ItemId x = colored.add_secondary("X");
  for (int k = 0; k < kMany; ++k) REQUIRE_FALSE(colored.add_option(std::vector<ItemUse>{{c}, {x, 1}}));
  REQUIRE_FALSE(colored.add_option(std::vector<ItemUse>{{d}, {x, 1}}));
  REQUIRE_FALSE(colored.add_option(std::vector<ItemUse>{{d}, {x, 2}}));
  Solver solver(colored);
  const auto before = lengths(solver);
  CHECK(solver.count({}).stats.solutions == kMany);  // every C option with the D option of the same color
  check_restored(solver, before);
}

// Options that all have 3 or 4 items (and no colors) get the uniform layout (links.hpp, "Uniform options"): no
// spacers, options found by index arithmetic. The same problem with one more item and a one-item option covering it
// keeps the spacer layout; both must give the same solutions (less that option), whatever the rule, the shuffling,
// the forced options, and Solver::branch, and both must restore their structure.
TEST_CASE("uniform options of 3 and 4 items: the same answers as the spacer layout") {
  std::uint64_t state = 12345;
  auto next = [&](std::uint64_t bound) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (state >> 33) % bound;
  };
  std::size_t distinct_solutions = 0;  // over all trials: the comparison must not be of empty sets only
  for (const int width : {3, 4}) {
    for (int trial = 0; trial < 30; ++trial) {
      CAPTURE(width);
      CAPTURE(trial);
      const int primary = 6 + static_cast<int>(next(7));
      const int secondary = static_cast<int>(next(3));
      const int options = 10 + static_cast<int>(next(30));
      Problem uniform;
      Problem spacers;
      for (int k = 0; k < primary; ++k) {
        uniform.add_primary("p" + std::to_string(k));
        spacers.add_primary("p" + std::to_string(k));
      }
      for (int k = 0; k < secondary; ++k) {
        uniform.add_secondary("s" + std::to_string(k));
        spacers.add_secondary("s" + std::to_string(k));
      }
      const ItemId extra = spacers.add_primary("z");
      for (int o = 0; o < options; ++o) {
        std::vector<ItemId> items;
        while (static_cast<int>(items.size()) < width) {
          const auto item = static_cast<ItemId>(next(static_cast<std::uint64_t>(primary + secondary)));
          if (std::find(items.begin(), items.end(), item) == items.end()) items.push_back(item);
        }
        REQUIRE_FALSE(uniform.add_option(items));
        REQUIRE_FALSE(spacers.add_option(items));
      }
      const auto extra_option = static_cast<OptionId>(options);
      REQUIRE_FALSE(spacers.add_option({extra}));
      for (const std::uint64_t shuffle : {0, 5}) {
        Solver a(uniform, SolverOptions{.shuffle_seed = shuffle, .restore_by_copy = trial % 2 == 1});
        Solver b(spacers, SolverOptions{.shuffle_seed = shuffle, .restore_by_copy = trial % 2 == 1});
        const auto before_a = lengths(a);
        const auto before_b = lengths(b);
        for (const ChoiceRule rule : {ChoiceRule::leftmost_fewest, ChoiceRule::first_fewest}) {
          SearchLimits limits;
          limits.choice_rule = rule;
          const std::vector<OptionId> forced = {static_cast<OptionId>(next(static_cast<std::uint64_t>(options)))};
          for (const auto& given : {std::vector<OptionId>{}, forced}) {
            std::set<std::set<OptionId>> from_a;
            std::set<std::set<OptionId>> from_b;
            for (const auto& solution : all_solutions(a, given, limits)) from_a.insert(as_set(solution));
            for (auto solution : all_solutions(b, given, limits)) {
              auto set = as_set(solution);
              CHECK(set.erase(extra_option) == 1);
              from_b.insert(set);
            }
            CHECK(from_a == from_b);
            distinct_solutions += from_a.size();
            check_restored(a, before_a);
            check_restored(b, before_b);
          }
          // The options of a branch are those of one item: option_of must map their nodes back to them.
          const Branch branch = a.branch(forced);
          CHECK(branch.kind != Branch::Kind::conflict);
          std::set<ItemId> common;
          for (const OptionId option : branch.options) {
            REQUIRE(option >= 0);
            REQUIRE(option < options);
            const auto items = uniform.option(option);
            std::set<ItemId> these(items.begin(), items.end());
            if (option == branch.options.front()) common = these;
            std::erase_if(common, [&](ItemId item) { return these.count(item) == 0; });
          }
          if (!branch.options.empty()) CHECK_FALSE(common.empty());
          check_restored(a, before_a);
        }
      }
    }
  }
  MESSAGE(distinct_solutions << " solutions compared");
  CHECK(distinct_solutions >= 100);
}
