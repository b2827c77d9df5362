// Exact-cover problems for the engine's tests (n queens, Knuth's seven-item example) and the checks every engine
// suite makes: that a search restores the structure, and the solutions a search visits.
#pragma once

#include <doctest/doctest.h>

#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <set>
#include <sstream>
#include <span>
#include <string>
#include <vector>

#include "exactcover/dlx_format.hpp"
#include "exactcover/problem.hpp"
#include "exactcover/solver.hpp"
#include "support.hpp"

namespace test_support {

// A problem in Knuth's DLX format, which must read without error.
inline exactcover::DlxProblem read_dlx_text(const std::string& text) {
  std::istringstream in(text);
  exactcover::DlxReadResult read = exactcover::read_dlx(in);
  REQUIRE_FALSE(read.error);
  return std::move(read.problem);
}

// test/data/exact-cover/NAME.
inline exactcover::DlxProblem read_dlx_instance(const std::string& name) {
  return read_dlx_text(read_file(source_path("test/data/exact-cover/" + name)));
}

// test/data/exact-cover/counts.txt: "instance.dlx   1,234   source ..." per line, '#' comment lines; the counts by
// instance.
inline std::map<std::string, std::uint64_t> published_counts() {
  std::istringstream in(read_file(source_path("test/data/exact-cover/counts.txt")));
  std::map<std::string, std::uint64_t> counts;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string name, number;
    fields >> name >> number;
    std::erase(number, ',');
    counts[name] = std::stoull(number);
  }
  return counts;
}

// The instances of test/data/exact-cover whose memoized count takes a second or more: the slow suites' share.
inline bool slow_instance(const std::string& name) {
  return name == "queens-13.dlx" || name == "queens-14.dlx" || name == "pento-4x15.dlx" || name == "pento-5x12.dlx" ||
         name == "pento-6x10.dlx";
}

// Calls check(name, problem, published count) for every file of test/data/exact-cover on the `slow` side (the
// sudoku9-* files share one count); returns how many.
inline int for_each_instance(bool slow, const std::function<void(const std::string&, const exactcover::DlxProblem&,
                                                                   std::uint64_t)>& check) {
  const auto counts = published_counts();
  int instances = 0;
  for (const auto& entry : std::filesystem::directory_iterator(source_path("test/data/exact-cover"))) {
    if (entry.path().extension() != ".dlx") continue;
    const std::string name = entry.path().filename().string();
    if (slow_instance(name) != slow) continue;
    CAPTURE(name);
    const std::string key = counts.contains(name) ? name : "sudoku9-*.dlx";
    REQUIRE(counts.contains(key));
    check(name, read_dlx_instance(name), counts.at(key));
    ++instances;
  }
  return instances;
}

// n queens as exact cover: rows and columns primary, both diagonal directions secondary (a diagonal may stay
// empty). Its solutions are the n-queens placements, OEIS A000170. With `colored_diagonals`, the diagonals are colored
// by the parity of the row (two queens may share a diagonal when their rows have the same parity): the search
// purifies as well as covers.
inline exactcover::Problem queens(int n, bool colored_diagonals = false) {
  exactcover::Problem problem;
  std::vector<exactcover::ItemId> row(n), column(n), up(2 * n - 1), down(2 * n - 1);
  for (int k = 0; k < n; ++k) row[k] = problem.add_primary("r" + std::to_string(k));
  for (int k = 0; k < n; ++k) column[k] = problem.add_primary("c" + std::to_string(k));
  for (int k = 0; k < 2 * n - 1; ++k) up[k] = problem.add_secondary("a" + std::to_string(k));
  for (int k = 0; k < 2 * n - 1; ++k) down[k] = problem.add_secondary("b" + std::to_string(k));
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      const exactcover::Color color = colored_diagonals ? 1 + r % 2 : 0;
      const exactcover::ItemUse uses[] = {{row[r], 0}, {column[c], 0}, {up[r + c], color}, {down[r - c + n - 1], color}};
      REQUIRE_FALSE(problem.add_option(uses));
    }
  }
  return problem;
}

inline exactcover::Problem colored_queens(int n) { return queens(n, true); }

// Knuth's example from "Dancing Links" (2000): items A..G, six options; the only solution is {A D}, {B G}, {C E F}.
inline exactcover::Problem knuth_seven_items() {
  exactcover::Problem problem;
  for (char name = 'A'; name <= 'G'; ++name) problem.add_primary(std::string(1, name));
  enum { A, B, C, D, E, F, G };
  REQUIRE_FALSE(problem.add_option({C, E, F}));  // 0
  REQUIRE_FALSE(problem.add_option({A, D, G}));  // 1
  REQUIRE_FALSE(problem.add_option({B, C, F}));  // 2
  REQUIRE_FALSE(problem.add_option({A, D}));     // 3
  REQUIRE_FALSE(problem.add_option({B, G}));     // 4
  REQUIRE_FALSE(problem.add_option({D, E, G}));  // 5
  return problem;
}

// The options that share no item with any of `forced`, ascending: what forcing them leaves in the lists (no colors,
// no multiplicities), i.e. the `allowed` of a search_among that is the forced search.
inline std::vector<exactcover::OptionId> options_left_by(const exactcover::Problem& problem,
                                                         const std::vector<exactcover::OptionId>& forced) {
  std::vector<bool> used(static_cast<std::size_t>(problem.item_count()), false);
  for (const exactcover::OptionId option : forced) {
    for (const exactcover::ItemId item : problem.option(option)) used[static_cast<std::size_t>(item)] = true;
  }
  std::vector<exactcover::OptionId> left;
  for (exactcover::OptionId option = 0; option < problem.option_count(); ++option) {
    bool free = true;
    for (const exactcover::ItemId item : problem.option(option)) free = free && !used[static_cast<std::size_t>(item)];
    if (free) left.push_back(option);
  }
  return left;
}

inline std::vector<std::int32_t> lengths(const exactcover::Solver& solver) {
  std::vector<std::int32_t> result;
  for (exactcover::ItemId item = 0; item < solver.item_count(); ++item) result.push_back(solver.item_length(item));
  return result;
}

// Every search must leave every link and every length as it found them.
inline void check_restored(const exactcover::Solver& solver, const std::vector<std::int32_t>& lengths_before) {
  CHECK(solver.links_consistent());
  CHECK(lengths(solver) == lengths_before);
}

using Solutions = std::vector<std::vector<exactcover::OptionId>>;

inline Solutions all_solutions(exactcover::Solver& solver, std::span<const exactcover::OptionId> forced = {},
                                exactcover::SearchLimits limits = {}) {
  Solutions found;
  solver.search(forced, [&](std::span<const exactcover::OptionId> options) {
    found.emplace_back(options.begin(), options.end());
    return true;
  }, limits);
  return found;
}

// A solution as a set of options, for comparing solutions found in different orders.
inline std::set<exactcover::OptionId> as_set(const std::vector<exactcover::OptionId>& options) {
  return {options.begin(), options.end()};
}

}  // namespace test_support
