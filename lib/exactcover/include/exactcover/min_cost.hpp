/// \file
/// Minimum-cost exact cover: Knuth's DLX5. Options carry nonnegative costs (Problem::cost); find a solution of least
/// total cost, or the K cheapest.
///
/// The search is branch and bound on Algorithm X (C with colors, M with multiplicities):
///  * **taxes**: each primary item that must be covered exactly once is taxed the least cost of its options, and
///    every option containing it costs that much less. Every solution pays each tax exactly once, so net costs order
///    solutions as their costs do, and every such item has an option of net cost 0;
///  * each item's options are kept cheapest first, so at a node with `spent` paid so far and `cutoff` the cost to
///    beat, an item's options are tried only while spent + cost < cutoff, and an item whose cheapest option already
///    fails that ends the branch;
///  * the cutoff is the cost of the K-th best solution found so far (none: no cutoff); a better solution replaces the
///    worst of the K, and the cutoff falls;
///  * (DLX5's trick) covering an item hides only the options cheap enough ever to be chosen below it: the others stay
///    in their lists, where the cutoff keeps them from being tried.
/// The item branched on is one with the fewest options cheap enough to try (looking at most 10 deep into each list,
/// as DLX5 does), ties going to the one whose cheapest option costs most (it must be paid somehow). With
/// multiplicities the search is Algorithm M's, with the same pruning and costs, and no truncated covers.
///
/// Each solution better than the K-th best so far is passed, as found, to MinCostOptions::improved (DLX5 prints
/// them); when the search ends, MinCostResult::best holds the K best, cheapest first.
///
/// Thread safety: find_min_cost() reads the problem and keeps no state between calls; SearchLimits::cancel may be set
/// from any thread; the callback runs on the calling thread.
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <vector>

#include "exactcover/problem.hpp"
#include "exactcover/solver.hpp"

namespace exactcover {

struct CostedSolution {
  Cost cost = 0;                  ///< the sum of its options' costs (the costs as given, taxes and all)
  std::vector<OptionId> options;  ///< in the order the search chose them
};

struct MinCostOptions {
  /// K: find the K cheapest solutions (DLX5's k; ties at the K-th cost are broken by the order found).
  std::uint64_t best = 1;
  /// When set, called with each solution cheaper than the K-th best found so far (every solution, until K are found),
  /// as it is found: its options (valid during the call) and its cost. Return false to stop the search.
  std::function<bool(std::span<const OptionId> options, Cost cost)> improved;
};

struct MinCostResult {
  /// exhausted: `best` are the K cheapest solutions (fewer when there are fewer); otherwise why the search stopped
  /// (node_budget, time_budget, cancelled, stopped_by_visitor), and `best` the best found so far.
  SearchEnd end = SearchEnd::exhausted;
  /// nodes and updates as Knuth counts them; solutions: how many improving solutions were found.
  SearchStats stats;
  std::vector<CostedSolution> best;  ///< cheapest first; equal costs in the order found
  Cost total_tax = 0;                ///< what the taxes took off every solution's cost

  bool complete() const { return end == SearchEnd::exhausted; }
  /// True when a budget, a deadline or cancellation stopped the search (not the callback).
  bool ran_out() const {
    return end == SearchEnd::node_budget || end == SearchEnd::time_budget || end == SearchEnd::cancelled;
  }
};

/// Finds the MinCostOptions::best cheapest solutions of `problem` (see the file comment). Of `limits`, node_budget,
/// time_budget, cancel, progress and profile apply; the others do not. Throws std::length_error for a problem too
/// large for the links (as Solver does), std::invalid_argument for best = 0.
MinCostResult find_min_cost(const Problem& problem, const MinCostOptions& options = {}, const SearchLimits& limits = {});

}  // namespace exactcover
