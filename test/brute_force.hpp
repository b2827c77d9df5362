// The reference every engine suite checks small problems against: brute force over every subset of options, and a
// generator of small random problems (colors, multiplicities and costs when asked).
#pragma once

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <set>
#include <span>
#include <string>
#include <vector>

#include "exactcover/problem.hpp"
#include "support.hpp"

namespace test_support {

using Solution = std::set<exactcover::OptionId>;

// Is `chosen` (a subset of the options, as a bit mask) a solution? Primary items within their bounds; a secondary
// item used at most once, or only by options that give it one and the same color.
inline bool is_solution(const exactcover::Problem& problem, std::uint32_t chosen) {
  using namespace exactcover;
  std::vector<int> uses(static_cast<std::size_t>(problem.item_count()), 0);
  std::vector<Color> first_color(static_cast<std::size_t>(problem.item_count()), -1);
  std::vector<bool> uncolored(static_cast<std::size_t>(problem.item_count()), false);
  for (OptionId option = 0; option < problem.option_count(); ++option) {
    if (!(chosen >> option & 1U)) continue;
    const auto items = problem.option(option);
    const auto colors = problem.option_colors(option);
    for (std::size_t k = 0; k < items.size(); ++k) {
      const auto item = static_cast<std::size_t>(items[k]);
      ++uses[item];
      if (colors[k] == 0) uncolored[item] = true;
      if (first_color[item] == -1) first_color[item] = colors[k];
      if (first_color[item] != colors[k]) return false;
    }
  }
  for (ItemId item = 0; item < problem.item_count(); ++item) {
    const auto k = static_cast<std::size_t>(item);
    if (problem.is_primary(item)) {
      if (uses[k] < problem.lower_bound(item) || uses[k] > problem.upper_bound(item)) return false;
    } else if (uses[k] > 1 && uncolored[k]) {
      return false;
    }
  }
  return true;
}

// Every solution that contains the `forced` options, by trying every subset of at most 31 options.
inline std::set<Solution> brute_force(const exactcover::Problem& problem, std::span<const exactcover::OptionId> forced = {}) {
  using namespace exactcover;
  REQUIRE(problem.option_count() < 32);
  std::uint32_t must = 0;
  for (OptionId option : forced) must |= 1U << option;
  std::set<Solution> found;
  for (std::uint32_t chosen = 0; chosen < (1U << problem.option_count()); ++chosen) {
    if ((chosen & must) != must) continue;
    // The search never chooses an option without a primary item; only a forced one can be in a solution.
    bool allowed = true;
    for (OptionId option = 0; option < problem.option_count(); ++option) {
      if ((chosen >> option & 1U) && !(must >> option & 1U) && !problem.has_primary(option)) allowed = false;
    }
    if (!allowed || !is_solution(problem, chosen)) continue;
    Solution solution;
    for (OptionId option = 0; option < problem.option_count(); ++option) {
      if (chosen >> option & 1U) solution.insert(option);
    }
    found.insert(solution);
  }
  return found;
}

struct RandomProblemShape {
  bool colors = false;
  bool bounds = false;
  bool costs = false;  // costs from 0 to 9
  int max_options = 12;
};

// A random problem: a few primary and secondary items, up to max_options options, colors, bounds and costs when
// asked.
inline exactcover::Problem random_problem(Random& random, const RandomProblemShape& shape) {
  using namespace exactcover;
  Problem problem;
  const int primaries = 1 + static_cast<int>(random.below(4));
  const int secondaries = static_cast<int>(random.below(4));
  for (int k = 0; k < primaries; ++k) {
    const ItemId item = problem.add_primary("p" + std::to_string(k));
    if (shape.bounds && random.below(2) == 0) {
      const auto lower = static_cast<std::int32_t>(random.below(3));
      const auto upper = std::max<std::int32_t>(1, lower + static_cast<std::int32_t>(random.below(3)));
      REQUIRE_FALSE(problem.set_bounds(item, lower, upper));
    }
  }
  for (int k = 0; k < secondaries; ++k) problem.add_secondary("s" + std::to_string(k));
  const int options = 1 + static_cast<int>(random.below(static_cast<std::uint32_t>(shape.max_options)));
  for (int o = 0; o < options; ++o) {
    std::vector<ItemUse> uses;
    for (ItemId item = 0; item < problem.item_count(); ++item) {
      if (random.below(3) != 0) continue;
      Color color = 0;
      if (shape.colors && !problem.is_primary(item) && random.below(3) != 0) {
        color = 1 + static_cast<Color>(random.below(2));
      }
      uses.push_back(ItemUse{item, color});
    }
    if (uses.empty()) uses.push_back(ItemUse{static_cast<ItemId>(random.below(static_cast<std::uint32_t>(primaries))), 0});
    const Cost cost = shape.costs ? random.below(10) : 0;
    REQUIRE_FALSE(problem.add_option(uses, cost));
  }
  return problem;
}

}  // namespace test_support
