// The exact-cover engine on small problems whose answers are known by hand, and the promise that every search leaves
// the structure exactly as it found it.
#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <memory>
#include <stdexcept>
#include <set>
#include <string>
#include <vector>

#include "exactcover/problem.hpp"
#include "exactcover/solver.hpp"
#include "problems.hpp"

using namespace exactcover;
using test_support::all_solutions;
using test_support::as_set;
using test_support::check_restored;
using test_support::knuth_seven_items;
using test_support::lengths;
using test_support::queens;
using test_support::Solutions;

TEST_CASE("Knuth's seven-item example has exactly one solution: {A D}, {B G}, {C E F}") {
  const Problem problem = knuth_seven_items();
  Solver solver(problem);
  const auto before = lengths(solver);
  for (ChoiceRule rule : {ChoiceRule::leftmost_fewest, ChoiceRule::first_fewest}) {
    SearchLimits limits;
    limits.choice_rule = rule;
    const Solutions found = all_solutions(solver, {}, limits);
    REQUIRE(found.size() == 1);
    CHECK(as_set(found[0]) == std::set<OptionId>{0, 3, 4});
    check_restored(solver, before);
  }
  const SearchResult counted = solver.count({});
  CHECK(counted.end == SearchEnd::exhausted);
  CHECK(counted.complete());
  CHECK(counted.stats.solutions == 1);
  CHECK(counted.stats.nodes > 0);
  CHECK(counted.stats.updates > 0);
  check_restored(solver, before);
}

TEST_CASE("an unsatisfiable problem has no solution and the search says it is complete") {
  Problem problem;
  const ItemId a = problem.add_primary("A");
  const ItemId b = problem.add_primary("B");
  const ItemId c = problem.add_primary("C");
  REQUIRE_FALSE(problem.add_option({a, b}));
  REQUIRE_FALSE(problem.add_option({b, c}));
  REQUIRE_FALSE(problem.add_option({a, c}));
  Solver solver(problem);
  const auto before = lengths(solver);
  const SearchResult result = solver.count({});
  CHECK(result.end == SearchEnd::exhausted);
  CHECK(result.stats.solutions == 0);
  check_restored(solver, before);
}

TEST_CASE("an item no option covers makes the problem unsatisfiable") {
  Problem problem;
  const ItemId a = problem.add_primary("A");
  problem.add_primary("B");
  REQUIRE_FALSE(problem.add_option({a}));
  Solver solver(problem);
  CHECK(solver.count({}).stats.solutions == 0);
  CHECK(solver.links_consistent());
}

TEST_CASE("secondary items are covered at most once, not necessarily") {
  Problem problem;
  const ItemId a = problem.add_primary("A");
  const ItemId b = problem.add_primary("B");
  const ItemId x = problem.add_secondary("X");
  REQUIRE_FALSE(problem.add_option({a, x}));  // 0
  REQUIRE_FALSE(problem.add_option({b, x}));  // 1
  REQUIRE_FALSE(problem.add_option({a}));     // 2
  REQUIRE_FALSE(problem.add_option({b}));     // 3
  Solver solver(problem);
  const auto before = lengths(solver);
  const Solutions found = all_solutions(solver);
  std::set<std::set<OptionId>> distinct;
  for (const auto& solution : found) distinct.insert(as_set(solution));
  // {A X}+{B}, {A}+{B X}, {A}+{B}; never {A X}+{B X}, which covers X twice.
  CHECK(found.size() == 3);
  CHECK(distinct == std::set<std::set<OptionId>>{{0, 3}, {1, 2}, {2, 3}});
  check_restored(solver, before);
}

TEST_CASE("an option with no primary item is never chosen by the search, but can be forced") {
  Problem problem;
  const ItemId a = problem.add_primary("A");
  const ItemId x = problem.add_secondary("X");
  REQUIRE_FALSE(problem.add_option({x}));  // 0: no primary item
  REQUIRE_FALSE(problem.add_option({a}));  // 1
  CHECK_FALSE(problem.has_primary(0));
  CHECK(problem.has_primary(1));
  Solver solver(problem);
  const Solutions free = all_solutions(solver);
  REQUIRE(free.size() == 1);
  CHECK(free[0] == std::vector<OptionId>{1});
  const OptionId forced[] = {0};
  const Solutions with_forced = all_solutions(solver, forced);
  REQUIRE(with_forced.size() == 1);
  CHECK(with_forced[0] == std::vector<OptionId>{0, 1});
}

TEST_CASE("several solutions: counted in full, and capped with the cap reported") {
  const Problem problem = queens(8);
  Solver solver(problem);
  const auto before = lengths(solver);
  const SearchResult all = solver.count({});
  CHECK(all.end == SearchEnd::exhausted);
  CHECK(all.stats.solutions == 92);
  check_restored(solver, before);

  SearchLimits capped;
  capped.max_solutions = 10;
  const SearchResult ten = solver.count({}, capped);
  CHECK(ten.end == SearchEnd::solution_limit);
  CHECK_FALSE(ten.complete());
  CHECK(ten.stats.solutions == 10);
  check_restored(solver, before);

  capped.max_solutions = 92;  // a cap equal to the count stops at it: the count is "at least 92"
  CHECK(solver.count({}, capped).end == SearchEnd::solution_limit);
  capped.max_solutions = 93;
  CHECK(solver.count({}, capped).end == SearchEnd::exhausted);
  check_restored(solver, before);
}

TEST_CASE("every solution visited is a valid exact cover, and all are distinct") {
  const Problem problem = queens(6);
  Solver solver(problem);
  const Solutions found = all_solutions(solver);
  CHECK(found.size() == 4);  // OEIS A000170
  std::set<std::set<OptionId>> distinct;
  for (const auto& solution : found) {
    std::vector<int> covered(static_cast<std::size_t>(problem.item_count()), 0);
    for (OptionId option : solution) {
      for (ItemId item : problem.option(option)) ++covered[static_cast<std::size_t>(item)];
    }
    for (ItemId item = 0; item < problem.item_count(); ++item) {
      if (problem.is_primary(item)) {
        CHECK(covered[static_cast<std::size_t>(item)] == 1);
      } else {
        CHECK(covered[static_cast<std::size_t>(item)] <= 1);
      }
    }
    distinct.insert(as_set(solution));
  }
  CHECK(distinct.size() == found.size());
}

TEST_CASE("the visitor can stop the search, which then restores the structure") {
  const Problem problem = queens(8);
  Solver solver(problem);
  const auto before = lengths(solver);
  int seen = 0;
  const SearchResult result = solver.search({}, [&](std::span<const OptionId>) { return ++seen < 3; });
  CHECK(seen == 3);
  CHECK(result.end == SearchEnd::stopped_by_visitor);
  CHECK(result.stats.solutions == 3);
  check_restored(solver, before);
}

TEST_CASE("a node budget ends the search early, says so, and restores the structure") {
  const Problem problem = queens(8);
  Solver solver(problem);
  const auto before = lengths(solver);
  SearchLimits limits;
  limits.node_budget = 50;
  const SearchResult result = solver.count({}, limits);
  CHECK(result.end == SearchEnd::node_budget);
  CHECK(result.ran_out());
  CHECK_FALSE(result.complete());
  CHECK(result.stats.nodes == 50);
  CHECK(result.stats.solutions < 92);
  check_restored(solver, before);

  // A budget larger than the tree changes nothing.
  const SearchResult unlimited = solver.count({});
  limits.node_budget = unlimited.stats.nodes;
  const SearchResult exact = solver.count({}, limits);
  CHECK(exact.end == SearchEnd::exhausted);
  CHECK(exact.stats.solutions == 92);
  CHECK(exact.stats.nodes == unlimited.stats.nodes);
}

TEST_CASE("a time budget and a cancel flag end a long search, marked as such") {
  const Problem problem = queens(14);
  Solver solver(problem);
  const auto before = lengths(solver);
  SearchLimits limits;
  limits.time_budget = std::chrono::milliseconds(5);
  const SearchResult timed = solver.count({}, limits);
  CHECK(timed.end == SearchEnd::time_budget);
  CHECK(timed.stats.solutions < 365596);
  check_restored(solver, before);

  std::atomic<bool> cancel{true};
  SearchLimits cancelled_limits;
  cancelled_limits.cancel = &cancel;
  const SearchResult cancelled = solver.count({}, cancelled_limits);
  CHECK(cancelled.end == SearchEnd::cancelled);
  check_restored(solver, before);
}

TEST_CASE("forced options: chosen before the search; conflicting ones make the problem unsatisfiable") {
  const Problem problem = knuth_seven_items();
  Solver solver(problem);
  const auto before = lengths(solver);

  SUBCASE("a forced option of the solution keeps it, listed first") {
    const OptionId forced[] = {3};
    const Solutions found = all_solutions(solver, forced);
    REQUIRE(found.size() == 1);
    CHECK(found[0].front() == 3);
    CHECK(as_set(found[0]) == std::set<OptionId>{0, 3, 4});
  }
  SUBCASE("a forced option outside the solution leaves none") {
    const OptionId forced[] = {1};
    const SearchResult result = solver.count(forced);
    CHECK(result.end == SearchEnd::exhausted);
    CHECK(result.stats.solutions == 0);
  }
  SUBCASE("forced options that cover everything are the solution, with no search") {
    const OptionId forced[] = {4, 3, 0};
    const Solutions found = all_solutions(solver, forced);
    REQUIRE(found.size() == 1);
    CHECK(found[0] == std::vector<OptionId>{4, 3, 0});
    CHECK(solver.count(forced).stats.nodes == 0);
  }
  SUBCASE("two forced options sharing an item conflict") {
    const OptionId forced[] = {0, 4, 2};  // 0 and 2 share C and F
    const SearchResult result = solver.count(forced);
    CHECK(result.end == SearchEnd::forced_conflict);
    CHECK(result.complete());
    CHECK(result.stats.solutions == 0);
  }
  SUBCASE("the same option forced twice conflicts with itself") {
    const OptionId forced[] = {3, 3};
    CHECK(solver.count(forced).end == SearchEnd::forced_conflict);
  }
  SUBCASE("a forced option id out of range is a programming error") {
    const OptionId forced[] = {3, 6};
    CHECK_THROWS_AS(solver.count(forced), std::out_of_range);
  }
  check_restored(solver, before);
}

TEST_CASE("a solver is reused: searches with different forced options give the same answers as fresh solvers") {
  const Problem problem = queens(8);
  Solver reused(problem);
  const auto before = lengths(reused);
  for (OptionId first = 0; first < 8; ++first) {
    const OptionId forced[] = {first};  // queen in row 0, column `first`
    Solver fresh(problem);
    const SearchResult expected = fresh.count(forced);
    const SearchResult got = reused.count(forced);
    CHECK(got.stats.solutions == expected.stats.solutions);
    CHECK(got.stats.nodes == expected.stats.nodes);
    CHECK(got.stats.updates == expected.stats.updates);
    check_restored(reused, before);
  }
  // Row 0 has its queen somewhere: the eight subproblems partition the 92 solutions.
  std::uint64_t total = 0;
  for (OptionId first = 0; first < 8; ++first) {
    const OptionId forced[] = {first};
    total += reused.count(forced).stats.solutions;
  }
  CHECK(total == 92);
}

TEST_CASE("a copied solver is independent of its original") {
  const Problem problem = queens(6);
  Solver original(problem);
  Solver copy = original;
  const OptionId forced[] = {1};
  CHECK(copy.count(forced).stats.solutions == original.count(forced).stats.solutions);
  CHECK(copy.links_consistent());
  CHECK(original.links_consistent());
}

TEST_CASE("a problem with no primary items has one solution, the empty one") {
  Problem problem;
  const ItemId x = problem.add_secondary("X");
  REQUIRE_FALSE(problem.add_option({x}));
  Solver solver(problem);
  const SearchResult result = solver.count({});
  CHECK(result.stats.solutions == 1);
  CHECK(result.end == SearchEnd::exhausted);
}

TEST_CASE("building a problem reports bad options as error values and leaves the problem unchanged") {
  Problem problem;
  const ItemId a = problem.add_primary("A");
  const ItemId b = problem.add_primary("B");
  REQUIRE_FALSE(problem.add_option({a, b}));

  const auto unknown = problem.add_option({a, 7});
  REQUIRE(unknown);
  CHECK(unknown->kind == Error::Kind::unknown_item);
  CHECK(unknown->entry == 1);
  CHECK(unknown->position.line == 0);  // not from a text

  const auto negative = problem.add_option({-1});
  REQUIRE(negative);
  CHECK(negative->kind == Error::Kind::unknown_item);

  const auto repeated = problem.add_option({b, a, b});
  REQUIRE(repeated);
  CHECK(repeated->kind == Error::Kind::repeated_item);
  CHECK(repeated->entry == 2);
  CHECK(repeated->message.find("B") != std::string::npos);

  const auto empty = problem.add_option(std::span<const ItemId>{});
  REQUIRE(empty);
  CHECK(empty->kind == Error::Kind::empty_option);

  CHECK(problem.option_count() == 1);
  CHECK(problem.entry_count() == 2);
  // The rejected options left no trace: a repeat check on the next option is not confused by them.
  CHECK_FALSE(problem.add_option({b, a}));
}

TEST_CASE("budgets and cancellation also hold at the leaves: one item with many options, each a solution") {
  Problem problem;
  const ItemId a = problem.add_primary("A");
  for (int k = 0; k < 5000; ++k) REQUIRE_FALSE(problem.add_option({a}));
  Solver solver(problem);
  const auto before = lengths(solver);

  SearchLimits one_node;
  one_node.node_budget = 1;
  const SearchResult budget = solver.count({}, one_node);
  CHECK(budget.end == SearchEnd::node_budget);
  CHECK(budget.stats.nodes == 1);
  CHECK(budget.stats.solutions == 0);
  check_restored(solver, before);

  SearchLimits three;
  three.node_budget = 3;  // the root, then two leaves
  CHECK(solver.count({}, three).stats.solutions == 2);

  std::atomic<bool> cancel{true};
  SearchLimits cancelled;
  cancelled.cancel = &cancel;
  const SearchResult result = solver.count({}, cancelled);
  CHECK(result.end == SearchEnd::cancelled);
  CHECK(result.stats.solutions < 5000);
  check_restored(solver, before);

  CHECK(solver.count({}).stats.solutions == 5000);
}

TEST_CASE("a visitor that throws: the structure is restored and the exception propagates") {
  const Problem problem = queens(6);
  Solver solver(problem);
  const auto before = lengths(solver);
  const OptionId forced[] = {1};
  int calls = 0;
  CHECK_THROWS_AS(solver.search(forced, [&](std::span<const OptionId>) -> bool {
    if (++calls == 1) throw std::runtime_error("visitor failed");
    return true;
  }), std::runtime_error);
  CHECK(calls == 1);
  check_restored(solver, before);
  CHECK(solver.count({}).stats.solutions == 4);
}

TEST_CASE("a forced option out of range throws even when other forced options conflict") {
  const Problem problem = knuth_seven_items();
  Solver solver(problem);
  const OptionId forced[] = {0, 0, 999};
  CHECK_THROWS_AS(solver.count(forced), std::out_of_range);
  CHECK(solver.links_consistent());
}

TEST_CASE("a copy outlives its original") {
  auto copy = std::make_unique<Solver>(queens(6));
  {
    Solver original(queens(6));
    original.count({});
    copy = std::make_unique<Solver>(original);
  }
  CHECK(copy->count({}).stats.solutions == 4);
  CHECK(copy->links_consistent());
}

TEST_CASE("visit_limit: only the first solutions reach the visitor, all are counted") {
  const Problem problem = queens(8);
  Solver solver(problem);
  SearchLimits limits;
  limits.visit_limit = 2;
  int visited = 0;
  const SearchResult result = solver.search({}, [&](std::span<const OptionId>) {
    ++visited;
    return true;
  }, limits);
  CHECK(visited == 2);
  CHECK(result.stats.solutions == 92);
  CHECK(result.end == SearchEnd::exhausted);
}
