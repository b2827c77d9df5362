// Every instance of test/data/exact-cover/ counts to its published value (counts.txt), and where Knuth published
// DLX1's statistics (../shared/docs/reference-figures.md) our search-tree nodes and updates equal his: the same
// item-choice rule must give the same search, node for node.
#include <doctest/doctest.h>

#include <map>
#include <sstream>

#include "exactcover/dlx_format.hpp"
#include "exactcover/parallel.hpp"
#include "exactcover/solver.hpp"
#include "sudoku/encode.hpp"
#include "problems.hpp"
#include "support.hpp"

using namespace exactcover;

namespace {

struct KnuthFigures {
  std::uint64_t nodes;
  std::uint64_t updates;
};

// DLX1's nodes and updates, from the reference table.
const std::map<std::string, KnuthFigures> kDlx1 = {
    {"queens-13.dlx", {1'046'319, 17'463'157}},     {"queens-14.dlx", {5'474'542, 91'497'926}},
    {"pento-4x15.dlx", {453'618, 147'196'235}},     {"pento-5x12.dlx", {1'122'892, 376'665'072}},
    {"pento-6x10.dlx", {1'722'566, 586'041'027}},   {"langford-12.dlx", {1'431'294, 19'586'244}},
    {"sudoku4-all.dlx", {2'157, 22'545}},           {"sudoku9-escargot.dlx", {1'402, 24'141}},
    {"sudoku9-inkala2012.dlx", {2'741, 49'765}},
};

// Our nodes in SearchTree::pruned (DLX1's less its dead ends; test/engine_trees_test.cpp checks that identity on
// small instances by walking DLX1's tree). Knuth's SSXCC, which cuts dead ends the same way, reports the same nodes on
// pento-3x20 (6,780) and queens-8 (857), and within 0.1% elsewhere (pento-6x10: 589,661; queens-14: 4,478,913; it
// takes forced moves in another order); measured with SSXCC built from ascherer/cwebtest, 2026-11-25.
const std::map<std::string, std::uint64_t> kPrunedNodes = {
    {"queens-8.dlx", 857},          {"queens-10.dlx", 9'239},        {"queens-12.dlx", 171'723},
    {"queens-13.dlx", 858'952},     {"queens-14.dlx", 4'474'146},    {"langford-7.dlx", 235},
    {"langford-8.dlx", 1'122},      {"langford-11.dlx", 174'840},    {"langford-12.dlx", 1'118'121},
    {"pento-3x20.dlx", 6'780},      {"pento-4x15.dlx", 143'364},     {"pento-5x12.dlx", 366'979},
    {"pento-6x10.dlx", 589'622},    {"sudoku4-all.dlx", 2'157},      {"sudoku9-escargot.dlx", 1'331},
    {"sudoku9-euler01.dlx", 82},    {"sudoku9-inkala2012.dlx", 2'581}, {"sudoku9-norvig-hard.dlx", 353},
    {"sudoku9-platinumblonde.dlx", 82}, {"sudoku9-royle17-1.dlx", 82},
    // Colors (Algorithm C): measured here (cover_bench --pruned, 2026-11-25), DLX1's tree has 172,725 nodes.
    {"hardsquares-5.dlx", 172'174},  {"dominoes-8x8.dlx", 50'102'176},
};

void check_instance(const std::string& name) {
  CAPTURE(name);
  const auto counts = test_support::published_counts();
  std::string expected_key = name;
  if (!counts.contains(expected_key) && name.starts_with("sudoku9-")) expected_key = "sudoku9-*.dlx";
  REQUIRE(counts.contains(expected_key));
  std::istringstream in(test_support::read_file(test_support::source_path("test/data/exact-cover/" + name)));
  const DlxReadResult read = read_dlx(in);
  REQUIRE_FALSE(read.error);
  Solver solver(read.problem.problem);
  const SearchResult result = solver.count({});  // Knuth's rule: fewest options, leftmost on ties
  CHECK(result.end == SearchEnd::exhausted);
  CHECK(result.stats.solutions == counts.at(expected_key));
  CHECK(result.stats.tree == SearchTree::dlx1);
  if (const auto figures = kDlx1.find(name); figures != kDlx1.end()) {
    CHECK(result.stats.nodes == figures->second.nodes);
    CHECK(result.stats.updates == figures->second.updates);
  }
  CHECK(solver.links_consistent());

  SearchLimits limits;
  limits.tree = SearchTree::pruned;
  const SearchResult pruned = solver.count({}, limits);
  CHECK(pruned.end == SearchEnd::exhausted);
  CHECK(pruned.stats.solutions == counts.at(expected_key));
  if (read.problem.problem.has_multiplicities()) {  // Algorithm M has no pruned tree: it runs DLX1's and says so
    CHECK(pruned.stats.tree == SearchTree::dlx1);
    CHECK(pruned.stats.nodes == result.stats.nodes);
  } else {
    CHECK(pruned.stats.tree == SearchTree::pruned);
    REQUIRE(kPrunedNodes.contains(name));
    CHECK(pruned.stats.nodes == kPrunedNodes.at(name));
  }
  CHECK(pruned.stats.updates <= result.stats.updates);
  CHECK(solver.links_consistent());
}

}  // namespace

TEST_CASE("every instance of the fast set counts to its published value, with DLX1's nodes and updates, in both trees") {
  for (const char* name : {"queens-8.dlx", "queens-10.dlx", "queens-12.dlx", "queens-13.dlx", "langford-7.dlx",
                           "langford-8.dlx", "langford-11.dlx", "langford-12.dlx", "pento-3x20.dlx",
                           "sudoku4-all.dlx", "sudoku9-escargot.dlx", "sudoku9-euler01.dlx", "sudoku9-inkala2012.dlx",
                           "sudoku9-norvig-hard.dlx", "sudoku9-platinumblonde.dlx", "sudoku9-royle17-1.dlx",
                           "hardsquares-5.dlx", "hardsquares-5-zero-rows-2.dlx", "rowcol-6-2.dlx"}) {
    check_instance(name);
  }
}

TEST_SUITE("slow") {
  TEST_CASE("the instances that take seconds: queens-14, the pentomino rectangles, dominoes on 8x8") {
    for (const char* name : {"queens-14.dlx", "pento-4x15.dlx", "pento-5x12.dlx", "pento-6x10.dlx", "dominoes-8x8.dlx"}) {
      check_instance(name);
    }
  }
}

TEST_SUITE("slow") {
  TEST_CASE("all 6x6 Sudoku grids (2x3 boxes): 28,200,960, by the exact-cover encoding, on every thread") {
    const sudoku::ExactCoverEncoding encoding(sudoku::Geometry(2, 3));
    Solver solver(encoding.problem());
    const SearchResult result = parallel_count(solver, {}, {}, ParallelOptions{2, 64});
    CHECK(result.end == SearchEnd::exhausted);
    CHECK(result.stats.solutions == 28'200'960);
    CHECK(result.stats.nodes == 256'051'537);  // DLX1's node count for the same search (reference-figures.md)
    CHECK(solver.links_consistent());
  }
}
