// Searching among some options only (Solver::search_among, count_among): with the options that forcing leaves, the
// same search as forcing, node for node and update for update, on every layout; with fewer, the search of the
// problem made of those options; and the structure as good as new for any other search afterwards.
#include <doctest/doctest.h>

#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

#include "exactcover/problem.hpp"
#include "exactcover/solver.hpp"
#include "problems.hpp"
#include "support.hpp"

using namespace exactcover;
using test_support::check_restored;
using test_support::lengths;
using test_support::options_left_by;
using test_support::Solutions;

namespace {

// Up to `most` random options, no two sharing an item.
std::vector<OptionId> random_compatible(const Problem& problem, test_support::Random& random, std::uint32_t most) {
  std::vector<OptionId> chosen;
  const std::uint32_t wanted = random.below(most + 1);
  for (std::uint32_t attempt = 0; attempt < 4 * wanted + 4 && chosen.size() < wanted; ++attempt) {
    const auto option = static_cast<OptionId>(random.below(static_cast<std::uint32_t>(problem.option_count())));
    const std::vector<OptionId> left = options_left_by(problem, chosen);
    if (std::binary_search(left.begin(), left.end(), option)) chosen.push_back(option);
  }
  return chosen;
}

struct Run {
  Solutions solutions;
  SearchResult result;
};

Run run_forced(Solver& solver, const std::vector<OptionId>& forced, const SearchLimits& limits) {
  Run run;
  run.result = solver.search(forced, [&](std::span<const OptionId> options) {
    run.solutions.emplace_back(options.begin(), options.end());
    return true;
  }, limits);
  return run;
}

Run run_among(Solver& solver, const std::vector<OptionId>& forced, const std::vector<OptionId>& allowed,
                 const SearchLimits& limits) {
  Run run;
  run.result = solver.search_among(forced, allowed, [&](std::span<const OptionId> options) {
    run.solutions.emplace_back(options.begin(), options.end());
    return true;
  }, limits);
  return run;
}

// A chain of 8,200 primary items, each in an option of its own, and one option {0, 1}: tracked lengths ("Many items"
// in links.hpp); two solutions.
Problem long_chain() {
  Problem problem;
  constexpr int kItems = 8200;
  for (int k = 0; k < kItems; ++k) problem.add_primary();
  for (ItemId k = 0; k < kItems; ++k) REQUIRE_FALSE(problem.add_option({k}));
  REQUIRE_FALSE(problem.add_option({0, 1}));
  return problem;
}

// Each layout of the structure: uniform of widths 4 (with secondary items), 3 and 6, with blanks, the spacers,
// tracked lengths.
std::vector<std::pair<std::string, Problem>> layouts() {
  std::vector<std::pair<std::string, Problem>> all;
  all.emplace_back("queens-8 (width 4, secondary items)", test_support::queens(8));
  all.emplace_back("queens-8.dlx (width 4, blanks)", test_support::read_dlx_instance("queens-8.dlx").problem);
  all.emplace_back("langford-7 (width 3)", test_support::read_dlx_instance("langford-7.dlx").problem);
  all.emplace_back("pento-3x20 (width 6)", test_support::read_dlx_instance("pento-3x20.dlx").problem);
  all.emplace_back("dominoes-8x8 (spacers)", test_support::read_dlx_instance("dominoes-8x8.dlx").problem);
  all.emplace_back("sudoku9-euler01 (width 4, all primary)",
                   test_support::read_dlx_instance("sudoku9-euler01.dlx").problem);
  all.emplace_back("Knuth's seven items (spacers)", test_support::knuth_seven_items());
  all.emplace_back("a chain of 8,200 items (tracked)", long_chain());
  return all;
}

}  // namespace

TEST_CASE("among the options that forcing leaves: the same solutions, nodes and updates as forcing, on every layout") {
  test_support::Random random{20261127};
  for (const auto& [name, problem] : layouts()) {
    CAPTURE(name);
    Solver forcing(problem, SolverOptions{.restore_by_copy = true});
    Solver building(problem);  // without restore_by_copy: search_among keeps its own copy
    const auto before = lengths(forcing);
    int searched = 0;
    for (int trial = 0; trial < 24; ++trial) {
      const std::vector<OptionId> forced = random_compatible(problem, random, trial < 12 ? 3 : 8);
      const std::vector<OptionId> allowed = options_left_by(problem, forced);
      CAPTURE(trial);
      SearchLimits limits;
      limits.tree = trial % 2 == 0 ? SearchTree::pruned : SearchTree::dlx1;
      limits.choice_rule = trial % 4 < 2 ? ChoiceRule::first_fewest : ChoiceRule::leftmost_fewest;
      limits.max_solutions = 5'000;  // pento-3x20 and queens have few; dominoes-8x8 many
      const Run a = run_forced(forcing, forced, limits);
      const Run b = run_among(building, forced, allowed, limits);
      CHECK(b.solutions == a.solutions);
      CHECK(b.result.end == a.result.end);
      CHECK(b.result.stats.nodes == a.result.stats.nodes);
      CHECK(b.result.stats.updates == a.result.stats.updates);
      CHECK(b.result.stats.tree == a.result.stats.tree);
      const SearchResult counted = building.count_among(forced, allowed, limits);
      CHECK(counted.stats.solutions == a.result.stats.solutions);
      CHECK(counted.stats.nodes == a.result.stats.nodes);
      searched += a.result.stats.nodes > 0;
    }
    CHECK(searched > 0);
    // Afterwards the structure is as built, for any search.
    check_restored(building, before);
    SearchLimits hundred;
    hundred.max_solutions = 100;
    CHECK(run_forced(building, {}, hundred).solutions == run_forced(forcing, {}, hundred).solutions);
  }
}

TEST_CASE("among fewer options: the solutions of the problem made of the forced and the allowed options") {
  test_support::Random random{7};
  for (const auto& [name, problem] : layouts()) {
    CAPTURE(name);
    Solver solver(problem);
    int nonzero = 0;
    for (int trial = 0; trial < 16; ++trial) {
      const std::vector<OptionId> forced = random_compatible(problem, random, 2);
      // Every option but the forced ones may be offered, about 4 in 5 of them: some meet a forced option and are
      // left out by the engine.
      std::vector<OptionId> allowed;
      for (OptionId option = 0; option < problem.option_count(); ++option) {
        if (random.below(5) != 0 && std::find(forced.begin(), forced.end(), option) == forced.end()) {
          allowed.push_back(option);
        }
      }
      // The same problem with only those options, the forced ones first.
      Problem small;
      for (ItemId item = 0; item < problem.item_count(); ++item) {
        if (problem.is_primary(item)) {
          small.add_primary();
        } else {
          small.add_secondary();
        }
      }
      std::vector<OptionId> small_forced;
      for (const OptionId option : forced) {
        small_forced.push_back(small.option_count());
        REQUIRE_FALSE(small.add_option(problem.option(option)));
      }
      for (const OptionId option : allowed) REQUIRE_FALSE(small.add_option(problem.option(option)));
      CAPTURE(trial);
      SearchLimits limits;
      limits.tree = trial % 2 == 0 ? SearchTree::pruned : SearchTree::dlx1;
      limits.max_solutions = 5'000;
      Solver reference(small);
      const SearchResult expected = reference.count(small_forced, limits);
      const SearchResult got = solver.count_among(forced, allowed, limits);
      CHECK(got.stats.solutions == expected.stats.solutions);
      CHECK(got.end == expected.end);
      nonzero += got.stats.solutions > 0;
    }
    CHECK(solver.links_consistent());
    if (name.starts_with("dominoes") || name.starts_with("queens")) CHECK(nonzero > 0);
  }
}

TEST_CASE("searches among options stopped early leave nothing behind") {
  const Problem problem = test_support::read_dlx_instance("langford-7.dlx").problem;  // 26 solutions (counts.txt)
  Solver solver(problem);
  const auto before = lengths(solver);
  const std::vector<OptionId> none;
  const std::vector<OptionId> all = options_left_by(problem, none);
  SearchLimits one;
  one.max_solutions = 1;
  CHECK(solver.count_among(none, all, one).end == SearchEnd::solution_limit);
  SearchLimits budget;
  budget.node_budget = 10;
  CHECK(solver.count_among(none, all, budget).end == SearchEnd::node_budget);
  const Run stopped = run_among(solver, none, all, one);  // the visitor's first solution, then the limit
  CHECK(stopped.solutions.size() == 1);
  // A visitor that throws stops the search too; the exception propagates.
  auto throwing = [](std::span<const OptionId>) -> bool { throw std::runtime_error("visitor"); };
  CHECK_THROWS_AS(solver.search_among(none, all, throwing), std::runtime_error);
  // A whole count among options right after: nothing of the stopped searches is left in the lists.
  CHECK(solver.count_among(none, all).stats.solutions == 26);
  // Then a search by forcing, and a copy made in between, each on the structure as built.
  Solver copy(solver);
  CHECK(solver.count(none).stats.solutions == 26);
  CHECK(copy.count(none).stats.solutions == 26);
  check_restored(solver, before);
  check_restored(copy, before);
}

TEST_CASE("searches among options stopped early, on the layout with blanks: the blank item's length is built anew") {
  // A stopped search leaves options hidden, among them short ones, whose hiding lowered the blank item's length; a
  // build that kept that length would, after a few such searches, take the blank item for one with one option left
  // or none.
  const Problem problem = test_support::read_dlx_instance("queens-10.dlx").problem;  // 724 solutions (counts.txt)
  Solver solver(problem);
  const std::vector<OptionId> none;
  const std::vector<OptionId> all = options_left_by(problem, none);
  SearchLimits one;
  one.max_solutions = 1;
  one.tree = SearchTree::pruned;
  one.choice_rule = ChoiceRule::first_fewest;
  for (int stop = 0; stop < 20; ++stop) CHECK(solver.count_among(none, all, one).end == SearchEnd::solution_limit);
  SearchLimits whole = one;
  whole.max_solutions = SearchLimits::unlimited;
  CHECK(solver.count_among(none, all, whole).stats.solutions == 724);
  CHECK(solver.links_consistent());
}

TEST_CASE("search_among: forced options that clash, options out of order or range, and problems it does not take") {
  const Problem problem = test_support::knuth_seven_items();
  Solver solver(problem);
  const auto before = lengths(solver);
  const std::vector<OptionId> all = {0, 1, 2, 3, 4, 5};
  // Options 1 {A D G} and 3 {A D} share A; an option forced twice clashes with itself.
  CHECK(solver.count_among(std::vector<OptionId>{1, 3}, all).end == SearchEnd::forced_conflict);
  CHECK(solver.count_among(std::vector<OptionId>{4, 4}, all).end == SearchEnd::forced_conflict);
  CHECK(solver.count_among(std::vector<OptionId>{3}, all).stats.solutions == 1);  // {A D} {B G} {C E F}
  CHECK(solver.count_among(std::vector<OptionId>{1}, all).stats.solutions == 0);
  CHECK(solver.count_among({}, std::vector<OptionId>{0, 3, 4}).stats.solutions == 1);
  CHECK(solver.count_among({}, std::vector<OptionId>{0, 3}).stats.solutions == 0);
  CHECK_THROWS_AS(solver.count_among({}, std::vector<OptionId>{0, 3, 3}), std::invalid_argument);
  CHECK_THROWS_AS(solver.count_among({}, std::vector<OptionId>{3, 0}), std::invalid_argument);
  CHECK_THROWS_AS(solver.count_among({}, std::vector<OptionId>{0, 6}), std::out_of_range);
  CHECK_THROWS_AS(solver.count_among(std::vector<OptionId>{-1}, all), std::out_of_range);
  WorkSharing sharing;
  SearchLimits shared;
  shared.sharing = &sharing;
  CHECK_THROWS_AS(solver.count_among({}, all, shared), std::logic_error);
  check_restored(solver, before);
  CHECK(solver.count({}).stats.solutions == 1);

  Solver colored(test_support::colored_queens(5));
  CHECK_THROWS_AS(colored.count_among({}, std::vector<OptionId>{0}), std::logic_error);
  Solver shuffled(test_support::queens(5), SolverOptions{.shuffle_seed = 3});
  CHECK_THROWS_AS(shuffled.count_among({}, std::vector<OptionId>{0}), std::logic_error);
  Problem bounded;
  const ItemId a = bounded.add_primary("A");
  REQUIRE_FALSE(bounded.set_bounds(a, 1, 2));
  REQUIRE_FALSE(bounded.add_option({a}));
  Solver multiplicities(bounded);
  CHECK_THROWS_AS(multiplicities.count_among({}, std::vector<OptionId>{0}), std::logic_error);
  CHECK(colored.links_consistent());
  CHECK(shuffled.links_consistent());
  CHECK(multiplicities.links_consistent());
}
