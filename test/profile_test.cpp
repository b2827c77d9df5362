// Knuth's profile (cover --profile, SearchLimits::profile): the search-tree nodes of each level. Checked against the
// profile Knuth's DLX1 prints (`dlx1 v129`, built from dlx1.w as ../shared/tools/anchors/build.sh builds it, on
// 2026-11-25), and for every algorithm against the node count it must add up to.
#include <doctest/doctest.h>

#include <numeric>
#include <sstream>

#include "cli_support.hpp"
#include "exactcover/dlx_format.hpp"
#include "exactcover/solver.hpp"
#include "problems.hpp"
#include "support.hpp"

using namespace exactcover;

namespace {

std::vector<std::uint64_t> profile_of(const Problem& problem) {
  Solver solver(problem);
  std::vector<std::uint64_t> profile;
  SearchLimits limits;
  limits.profile = &profile;
  const SearchResult result = solver.count({}, limits);
  CHECK(std::accumulate(profile.begin(), profile.end(), std::uint64_t{0}) == result.stats.nodes);
  while (!profile.empty() && profile.back() == 0) profile.pop_back();
  return profile;
}

}  // namespace

TEST_CASE("the profile of queens-8 and langford-8 is DLX1's, level for level") {
  CHECK(profile_of(test_support::read_dlx_instance("queens-8.dlx").problem) ==
        std::vector<std::uint64_t>{1, 8, 40, 120, 208, 228, 201, 151, 92});
  CHECK(profile_of(test_support::read_dlx_instance("langford-8.dlx").problem) ==
        std::vector<std::uint64_t>{1, 4, 21, 83, 227, 362, 330, 211, 150});
}

TEST_CASE("the profile adds up to the nodes with colors and with multiplicities too") {
  Problem colors;
  const ItemId a = colors.add_primary("a"), b = colors.add_primary("b"), x = colors.add_secondary("x");
  const ItemUse uses1[] = {{a, 0}, {x, 1}};
  const ItemUse uses2[] = {{b, 0}, {x, 1}};
  const ItemUse uses3[] = {{b, 0}, {x, 2}};
  colors.add_option(uses1);
  colors.add_option(uses2);
  colors.add_option(uses3);
  colors.add_option({a, b});
  const auto colored = profile_of(colors);
  CHECK(colored.front() == 1);

  Problem bounds;
  const ItemId p = bounds.add_primary("p"), q = bounds.add_primary("q");
  bounds.set_bounds(p, 1, 2);
  bounds.add_option({p});
  bounds.add_option({p, q});
  bounds.add_option({q});
  bounds.add_option({p});
  const auto with_bounds = profile_of(bounds);
  CHECK(with_bounds.front() == 1);
  CHECK(with_bounds.size() >= 2);
}

TEST_CASE("cover --profile prints the profile after the count, and in ndjson as 'profile'") {
  const std::string queens = test_support::read_file(test_support::source_path("test/data/exact-cover/queens-8.dlx"));
  const auto text = test_support::run_dlx({"cover", "--profile", "-j", "2"}, queens);
  CHECK(text.status == 0);
  CHECK(text.out == "92\n");
  CHECK(text.err.find("Profile:\n  0: 1\n  1: 8\n  2: 40\n") != std::string::npos);
  CHECK(text.err.find("  8: 92\n") != std::string::npos);
  const auto json = test_support::run_dlx({"cover", "--profile", "--format", "ndjson", "--tree", "dlx1"}, queens);
  CHECK(json.status == 0);
  CHECK(json.out.find("\"profile\":[1,8,40,120,208,228,201,151,92]") != std::string::npos);
  CHECK(json.out.find("\"nodes\":1049") != std::string::npos);
  // The pruned tree (the default) has no dead ends: fewer nodes per level below the first, the same 92 leaves.
  const auto pruned = test_support::run_dlx({"cover", "--profile", "--format", "ndjson"}, queens);
  CHECK(pruned.out.find("\"nodes\":857") != std::string::npos);
  CHECK(pruned.out.find(",92]") != std::string::npos);
  const auto refused = test_support::run_dlx({"cover", "--profile", "--shard", "0/2"}, queens);
  CHECK(refused.status == 2);
}
