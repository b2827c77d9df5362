/// \file
/// One count on many threads: the search tree is split at a shallow level into independent subproblems, which threads
/// take as they become free (oneTBB). When none is left to take and a thread is idle, a running count gives away the
/// untried options of its shallowest level that has any, as one more part (WorkSharing, Solver::count_from), and
/// stops that level where they begin: the thread that got them can give in turn. Without it the subproblems' uneven
/// sizes left one thread idle at the end while the other finished its last one: the two threads' finishing times
/// were 24 ms apart on average on dominoes-8x8 (1.3 s at -j 2), 34 ms on pento-6x10 (0.85 s), 10 ms on pento-5x12;
/// with it 1.3 ms at most on average, 2 ms in the worst run (6-8 runs each, 2026-11-27, the end of each part timed
/// in a scratch build). Each subproblem is the problem with a prefix of choices forced, and the subproblems
/// partition the solutions, so the total is the serial count, always. With ChoiceRule::leftmost_fewest so
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
  /// Split until there are at least this many subproblems per thread (or the tree is that shallow) before the threads
  /// start; 0 starts with the whole tree as one part, which the threads then share as they go (WorkSharing). 0, 4
  /// and 64 ran within the noise of one another on the bundled counts (`dlx cover -j 2`, 6 alternating runs each,
  /// 2026-11-27), so the split stays as it was.
  int subproblems_per_thread = 64;
  /// When set, receives how many parts running counts gave away to idle threads (WorkSharing): for tests and
  /// benchmarks.
  std::uint64_t* parts_given = nullptr;
};

/// Counts like `prototype.count(forced, limits)`, on `options.threads` threads, using copies of `prototype`.
/// SearchLimits::max_solutions, time_budget, cancel and progress apply to the whole count (progress is called with
/// the completed share of subproblems as the fraction done, from whichever thread completes one). A node budget,
/// ChoiceRule::random_fewest, one thread, or a problem with multiplicities make it a serial count.
SearchResult parallel_count(Solver& prototype, std::span<const OptionId> forced, const SearchLimits& limits,
                            const ParallelOptions& options);

}  // namespace exactcover
