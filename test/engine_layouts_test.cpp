// The engine's layouts and length types give the same answers: items declared in any order, lengths beyond 16 bits,
// the uniform layout of options of 3, 4 and 6 items, and with blanks, against the spacer layout, many items with their
// lengths tracked.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "exactcover/dlx_format.hpp"
#include "exactcover/problem.hpp"
#include "exactcover/solver.hpp"
#include "problems.hpp"
#include "support.hpp"

using namespace exactcover;
using test_support::all_solutions;
using test_support::as_set;
using test_support::check_restored;
using test_support::colored_queens;
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
namespace {

// Primary items p0.. and secondary items s0.., added after what `problem` already has.
void declare_items(Problem& problem, int primary, int secondary) {
  for (int k = 0; k < primary; ++k) problem.add_primary("p" + std::to_string(k));
  for (int k = 0; k < secondary; ++k) problem.add_secondary("s" + std::to_string(k));
}

}  // namespace

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
      for (Problem* problem : {&uniform, &spacers}) declare_items(*problem, primary, secondary);
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

// Options of 6 items, of w-1 and w items for w = 4 and 6, and all of 5 items get the uniform layout too, the shorter
// options with a blank last slot (links.hpp, "Blanks"). The control is the same problem with a primary item z declared
// first and an option {z} of its own: options of 1 item and of 3 or more keep the spacer layout whatever the sizes.
// The control's search takes z first (one option, leftmost), which costs it one node and one update (its removal),
// and then walks the uniform layout's tree from its root: its nodes and updates are the uniform layout's plus one, in
// both trees and with every choice rule, so a wrong update count or commit order in a layout shows. Forced options,
// Solver::branch and restoring (by undoing and by copy) are checked as above.
TEST_CASE("options of 6 items, and of w-1 and w items with blanks: the same answers and nodes as the spacer layout") {
  std::uint64_t state = 6789;
  auto next = [&](std::uint64_t bound) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (state >> 33) % bound;
  };
  struct Sizes {
    int smallest;
    int largest;
  };
  std::size_t distinct_solutions = 0;
  for (const Sizes sizes : {Sizes{6, 6}, Sizes{3, 4}, Sizes{5, 6}, Sizes{5, 5}}) {
    for (int trial = 0; trial < 25; ++trial) {
      CAPTURE(sizes.smallest);
      CAPTURE(sizes.largest);
      CAPTURE(trial);
      const int primary = 8 + static_cast<int>(next(9));
      const int secondary = static_cast<int>(next(4));
      const int options = 12 + static_cast<int>(next(40));
      Problem uniform;
      Problem spacers;
      const ItemId extra = spacers.add_primary("z");
      for (Problem* problem : {&uniform, &spacers}) declare_items(*problem, primary, secondary);
      for (int o = 0; o < options; ++o) {
        const auto spread = static_cast<std::uint64_t>(sizes.largest - sizes.smallest + 1);
        const int size = sizes.smallest + static_cast<int>(next(spread));
        std::vector<ItemId> items;
        while (static_cast<int>(items.size()) < size) {
          const auto item = static_cast<ItemId>(next(static_cast<std::uint64_t>(primary + secondary)));
          if (std::find(items.begin(), items.end(), item) == items.end()) items.push_back(item);
        }
        REQUIRE_FALSE(uniform.add_option(items));
        for (ItemId& item : items) ++item;  // z is the control's item 0
        REQUIRE_FALSE(spacers.add_option(items));
      }
      const auto extra_option = static_cast<OptionId>(options);
      REQUIRE_FALSE(spacers.add_option({extra}));
      for (const std::uint64_t shuffle : {0, 5}) {
        Solver a(uniform, SolverOptions{.shuffle_seed = shuffle, .restore_by_copy = trial % 2 == 1});
        Solver b(spacers, SolverOptions{.shuffle_seed = shuffle, .restore_by_copy = trial % 2 == 1});
        const auto before_a = lengths(a);
        const auto before_b = lengths(b);
        for (const SearchTree tree : {SearchTree::dlx1, SearchTree::pruned}) {
          for (const ChoiceRule rule : {ChoiceRule::leftmost_fewest, ChoiceRule::first_fewest}) {
            CAPTURE(static_cast<int>(tree));
            CAPTURE(static_cast<int>(rule));
            SearchLimits limits;
            limits.tree = tree;
            limits.choice_rule = rule;
            const std::vector<OptionId> forced = {static_cast<OptionId>(next(static_cast<std::uint64_t>(options)))};
            for (const auto& given : {std::vector<OptionId>{}, forced}) {
              std::set<std::set<OptionId>> from_a;
              std::set<std::set<OptionId>> from_b;
              for (const auto& solution : all_solutions(a, given, limits)) from_a.insert(as_set(solution));
              for (const auto& solution : all_solutions(b, given, limits)) {
                auto set = as_set(solution);
                CHECK(set.erase(extra_option) == 1);
                from_b.insert(set);
              }
              CHECK(from_a == from_b);
              distinct_solutions += from_a.size();
              const SearchResult counted_a = a.count(given, limits);
              const SearchResult counted_b = b.count(given, limits);
              // z costs the control one node and one update (its removal), unless the given options conflict, or
              // leave an item without options which leftmost_fewest takes first (first_fewest stops at z).
              const Branch::Kind root = a.branch(given).kind;
              const bool z_taken = root != Branch::Kind::conflict &&
                                   (root != Branch::Kind::dead_end || rule == ChoiceRule::first_fewest);
              const std::uint64_t z_cost = z_taken ? 1 : 0;
              CHECK(counted_a.stats.solutions == from_a.size());
              CHECK(counted_a.stats.nodes + z_cost == counted_b.stats.nodes);
              CHECK(counted_a.stats.updates + z_cost == counted_b.stats.updates);
              check_restored(a, before_a);
              check_restored(b, before_b);
            }
          }
        }
        const std::vector<OptionId> forced = {static_cast<OptionId>(next(static_cast<std::uint64_t>(options)))};
        const Branch branch_a = a.branch(forced);
        const std::vector<OptionId> forced_b = {forced.front(), extra_option};
        const Branch branch_b = b.branch(forced_b);
        CHECK(branch_a.kind == branch_b.kind);
        CHECK(branch_a.updates == branch_b.updates);
        // In list order, which shuffling makes differ (the control has a node more to place).
        CHECK(as_set(branch_a.options) == as_set(branch_b.options));
        check_restored(a, before_a);
      }
    }
  }
  MESSAGE(distinct_solutions << " solutions compared");
  CHECK(distinct_solutions >= 100);
}

// Many primary items (links.hpp, "Many items"): from 2^13 of them the lengths' lower bounds are kept per block of 64
// and group of 4,096 items, and the choice walks down those instead of reading every length. `dummies` one-option
// items come first, then `base`'s items and options unchanged: the search takes the dummies one by one (each a forced
// node with one update), then searches `base` exactly as it would alone, so its figures add up.
namespace {

Problem with_dummies(const Problem& base, int dummies) {
  Problem problem;
  for (int k = 0; k < dummies; ++k) problem.add_primary("d" + std::to_string(k));
  std::vector<ItemId> item(static_cast<std::size_t>(base.item_count()));
  for (ItemId i = 0; i < base.item_count(); ++i) {
    const std::string name = "b" + std::to_string(i);
    item[static_cast<std::size_t>(i)] = base.is_primary(i) ? problem.add_primary(name) : problem.add_secondary(name);
  }
  bool added = true;
  for (int k = 0; k < dummies; ++k) added &= !problem.add_option({static_cast<ItemId>(k)});
  REQUIRE(added);
  for (OptionId o = 0; o < base.option_count(); ++o) {
    std::vector<ItemUse> uses;
    const auto items = base.option(o);
    const auto colors = base.option_colors(o);
    for (std::size_t k = 0; k < items.size(); ++k) uses.push_back({item[static_cast<std::size_t>(items[k])], colors[k]});
    REQUIRE_FALSE(problem.add_option(uses));
  }
  return problem;
}

}  // namespace

TEST_CASE("many items: a million-level chain of forced items is counted in linear time") {
  // 200,000 items, each in one option of its own: the search goes 200,000 levels deep. Reading every length at
  // every level made this quadratic (10^5 items took 0.95 s; 2 * 10^5 would take about 4 s).
  constexpr int kItems = 200'000;
  Problem problem;
  for (int k = 0; k < kItems; ++k) problem.add_primary("i" + std::to_string(k));
  bool added = true;
  for (int k = 0; k < kItems; ++k) added &= !problem.add_option({static_cast<ItemId>(k)});
  REQUIRE(added);
  Solver solver(problem);
  for (SearchTree tree : {SearchTree::dlx1, SearchTree::pruned}) {
    for (ChoiceRule rule : {ChoiceRule::leftmost_fewest, ChoiceRule::first_fewest}) {
      SearchLimits limits;
      limits.tree = tree;
      limits.choice_rule = rule;
      const SearchResult result = solver.count({}, limits);
      CHECK(result.end == SearchEnd::exhausted);
      CHECK(result.stats.solutions == 1);
      CHECK(result.stats.nodes == kItems + 1);  // every level, and the solution's leaf
      CHECK(result.stats.updates == kItems);
    }
  }
  std::vector<OptionId> solution;
  solver.search({}, [&](std::span<const OptionId> options) {
    solution.assign(options.begin(), options.end());
    return true;
  });
  CHECK(solution.size() == static_cast<std::size_t>(kItems));
  CHECK(solver.links_consistent());
}

TEST_CASE("many items: the tracked choice makes the same choices as reading every length, node for node") {
  constexpr int kDummies = 9'000;  // with the base's items, more than 2^13 primary items: tracked
  struct Case {
    std::string name;
    Problem base;
  };
  std::vector<Case> cases;
  cases.push_back({"queens 8 (secondary items)", test_support::queens(8)});
  cases.push_back({"Knuth's seven items", test_support::knuth_seven_items()});
  cases.push_back({"queens 6 with colored diagonals", colored_queens(6)});
  {
    Problem wide;  // 32-bit lengths: an item in 2^14 options or more
    const ItemId a = wide.add_primary("A");
    const ItemId b = wide.add_primary("B");
    for (int k = 0; k < 17'000; ++k) REQUIRE_FALSE(wide.add_option({a}));
    REQUIRE_FALSE(wide.add_option({b}));
    REQUIRE_FALSE(wide.add_option({a, b}));
    cases.push_back({"an item in 17,000 options (32-bit lengths)", std::move(wide)});
  }
  for (Case& c : cases) {
    CAPTURE(c.name);
    Solver alone(c.base);
    Solver many(with_dummies(c.base, kDummies));
    const auto before = lengths(many);
    for (SearchTree tree : {SearchTree::dlx1, SearchTree::pruned}) {
      for (ChoiceRule rule : {ChoiceRule::leftmost_fewest, ChoiceRule::first_fewest, ChoiceRule::random_fewest}) {
        CAPTURE(static_cast<int>(tree));
        CAPTURE(static_cast<int>(rule));
        SearchLimits limits;
        limits.tree = tree;
        limits.choice_rule = rule;
        const SearchResult expected = alone.count({}, limits);
        const SearchResult result = many.count({}, limits);
        CHECK(result.stats.solutions == expected.stats.solutions);
        if (rule != ChoiceRule::random_fewest) {  // the random picks differ with the number of items
          CHECK(result.stats.nodes == expected.stats.nodes + kDummies);
          // The pruned tree's updates depend on the order of commits, which differs when the base alone has the
          // uniform layout (queens: options of 4 items) and the tracked one the spacer layout.
          if (tree == SearchTree::dlx1) CHECK(result.stats.updates == expected.stats.updates + kDummies);
        }
        check_restored(many, before);
      }
    }
    // Forced options, a node budget and restoring by copy keep the bounds sound (links_consistent checks them).
    const OptionId first_base_option[] = {kDummies};
    CHECK(many.count(first_base_option).stats.solutions == alone.count(std::vector<OptionId>{0}).stats.solutions);
    SearchLimits budget;
    budget.node_budget = kDummies + 5;
    CHECK(many.count({}, budget).end == SearchEnd::node_budget);
    check_restored(many, before);
    Solver copying(with_dummies(c.base, kDummies), SolverOptions{.restore_by_copy = true});
    CHECK(copying.count({}).stats.solutions == alone.count({}).stats.solutions);
    CHECK(copying.count({}, budget).end == SearchEnd::node_budget);
    CHECK(copying.links_consistent());
  }
}

TEST_CASE("many items: pentominoes behind 9,000 forced items, in both trees (pento-3x20: DLX1's 22,547 nodes)") {
  std::istringstream in(test_support::read_file(test_support::source_path("test/data/exact-cover/pento-3x20.dlx")));
  const DlxReadResult read = read_dlx(in);
  REQUIRE_FALSE(read.error);
  Solver many(with_dummies(read.problem.problem, 9'000));
  const SearchResult dlx1 = many.count({});
  CHECK(dlx1.stats.solutions == 2);
  CHECK(dlx1.stats.nodes == 9'000 + 22'547);
  CHECK(dlx1.stats.updates == 9'000 + 7'279'515);
  SearchLimits limits;
  limits.tree = SearchTree::pruned;
  const SearchResult pruned = many.count({}, limits);
  CHECK(pruned.stats.solutions == 2);
  CHECK(pruned.stats.nodes == 9'000 + 6'780);
  CHECK(many.links_consistent());
}
