/// \file
/// One count on many threads: the search tree is split at a shallow level into independent subproblems, which threads
/// take as they become free (oneTBB). Each subproblem is the problem with a prefix of choices forced, and the
/// subproblems partition the solutions, so the total is the serial count, always. With ChoiceRule::leftmost_fewest so
/// are the search-tree nodes (the shallow levels are split on the items the serial search branches on, and counted
/// once, where they were expanded); with first_fewest the split may branch on another item of the fewest options,
/// so the tree, and its node count, can differ a little. So are the updates: a subproblem's count leaves out the
/// forcing of its prefix, and each node expanded here adds what the serial search does at it (Branch::updates), so the
/// figures are the serial search's whatever the number of threads (test/parallel_test.cpp).
///
/// Thread safety: parallel_count copies `prototype` for its worker threads and uses the prototype itself only from the
/// calling thread; nothing else may use the prototype meanwhile.
#pragma once

#include <span>

#include "exactcover/solver.hpp"

namespace exactcover {

struct ParallelOptions {
  int threads = 1;
  /// Split until there are at least this many subproblems per thread (or the tree is that shallow): enough that the
  /// uneven sizes of subtrees even out.
  int subproblems_per_thread = 64;
};

/// Counts like `prototype.count(forced, limits)`, on `options.threads` threads, using copies of `prototype`.
/// SearchLimits::max_solutions, time_budget, cancel and progress apply to the whole count (progress is called with
/// the completed share of subproblems as the fraction done, from whichever thread completes one). A node budget,
/// ChoiceRule::random_fewest, one thread, or a problem with multiplicities make it a serial count.
SearchResult parallel_count(Solver& prototype, std::span<const OptionId> forced, const SearchLimits& limits,
                            const ParallelOptions& options);

}  // namespace exactcover
