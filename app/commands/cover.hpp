// `dlx cover`: what its jobs share. cover.cpp reads the options and the problem and counts, prints or splits;
// cover_memo.cpp counts through the cache of subproblems and writes the ZDD (--memo, --zdd); cover_min_cost.cpp finds
// the cheapest solutions (--min-cost, --best).
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "commands.hpp"
#include "exactcover/dlx_format.hpp"
#include "exactcover/preprocess.hpp"
#include "exactcover/shards.hpp"
#include "exactcover/solver.hpp"
#include "options/option_values.hpp"
#include "output/record_writer.hpp"

namespace dlx {

struct CoverOptions {
  std::string file = "-";
  bool print = false;
  OutputFormat format = OutputFormat::text;
  bool stats = false;
  bool progress = false;
  std::optional<std::uint64_t> limit;
  std::optional<std::uint64_t> node_budget;
  std::optional<double> timeout;
  std::optional<std::uint64_t> seed;
  std::int64_t max_nodes = exactcover::DlxReadLimits{}.max_nodes;
  int threads = 1;
  std::optional<exactcover::ShardSelection> shard;  // --shard K/N
  int split_depth = 0;                              // --split-depth D; 0: deep enough for about 20 subproblems a shard
  bool list_subproblems = false;
  std::string subproblems_file;  // --subproblems FILE
  std::string checkpoint;  // --checkpoint FILE
  bool profile = false;    // --profile
  bool preprocess = false;  // --preprocess: write the reduced problem
  bool reduce = false;      // --reduce: search the reduced problem
  std::int32_t rounds = std::numeric_limits<std::int32_t>::max();  // --rounds N
  bool memo = false;        // --memo (or --zdd): count through the cache of subproblems
  std::string zdd_file;     // --zdd FILE
  std::size_t memo_memory = std::size_t{1} << 30;  // --memo-memory SIZE
  bool leftmost = false;    // --leftmost: the memoized search branches on the leftmost item
  std::optional<std::uint64_t> best;  // --best K (--min-cost: 1): the K cheapest solutions
  // --tree: the search tree counted, printed and profiled; shards always cut DLX1's (see cover.cpp).
  exactcover::SearchTree tree = exactcover::SearchTree::pruned;
};

// The problem as cover searches it (the reduced one with --reduce), and how its options are shown to the user.
struct CoverProblem {
  const exactcover::Problem& problem;
  const std::vector<std::string>& color_names;
  // An option as the user wrote it (with --reduce, the original option a reduced one stands for).
  const std::function<std::string(exactcover::OptionId)>& option_text;
  // Its number in the input, from 1 as Knuth's programs number them (the original's, with --reduce).
  const std::function<std::int64_t(exactcover::OptionId)>& option_number;
};

// What every job needs to write its record and status: the limits as set from the options, when the run started.
struct CoverRun {
  const CoverOptions& options;
  const exactcover::SearchLimits& limits;
  std::function<double()> seconds;                 // since the run started
  std::optional<ReductionFields> reduction;        // --reduce: what preprocessing did
};

// How a search ended, as records and messages say it: "exhausted", "limit", "node-budget", "timeout", "interrupted".
const char* search_end_name(exactcover::SearchEnd end);

// The record of cover's one problem (index 0, its file, line 1), with the status a search that ended so gives.
OutputRecord cover_record(const Record& input, const exactcover::SearchResult& result, double seconds);

int run_memoized_count(const CoverProblem& problem, const CoverRun& run, Context& context);
int run_min_cost(const CoverProblem& problem, const CoverRun& run, Context& context);

}  // namespace dlx
