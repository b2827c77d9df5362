/// \file
/// Memoized counting, and the ZDD of all solutions: Knuth's DLX6, after Nishino, Yasuda, Minato and Nagata, "Dancing
/// with decision diagrams" (AAAI 2017).
///
/// The search of Algorithm X (and C, and M) meets the same subproblem again and again: what is left to solve after a
/// partial solution depends only on which items are still to cover (and, with colors, how each secondary item is
/// colored; with multiplicities, how many more times each item may be covered), not on the options that got there.
/// count_memoized() caches each subproblem's result under that key, so a subproblem met again costs one look-up
/// instead of a subtree: on domino tilings of 8x8 the whole count takes 2,317 nodes where plain search needs
/// 50,102,176 (`dlx cover --memo --stats` and `dlx cover -j 1 --stats`, 2026-11-25; test/memo_test.cpp pins the first). The count is always exact: every subproblem is solved once, cached or not.
///
/// The results are also a ZDD (zero-suppressed decision diagram) of the family of all solutions: a subproblem that
/// branches on an item with options o1, o2, ... is the node chain (o_k ? Z_k : (... (o_1 ? Z_1 : 0))) over the
/// options that lead to solutions, Z_j being the ZDD of what is left after o_j. Nodes are numbered as they are made,
/// from 2 (0 is the empty family, 1 the family holding the empty set), every node after both its children, and passed
/// to MemoOptions::zdd as they are made, so that a large diagram can go straight to a file. As in DLX6 the diagram is
/// not ordered (an option may appear above or below another on different paths) and not reduced beyond what the
/// cache shares; each path from the root to 1 is one solution, each solution one path.
///
/// The cache has a memory budget. When it is spent, the subproblems not yet cached are searched without caching (as
/// plain search would, with the cache still answering what it holds): the count stays exact, only slower.
///
/// Thread safety: count_memoized() reads the problem and keeps no state between calls; SearchLimits::cancel may be set
/// from any thread. The ZDD callback runs on the calling thread.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>

#include "exactcover/problem.hpp"
#include "exactcover/solver.hpp"

namespace exactcover {

/// One node of the ZDD, as it is made.
struct ZddNode {
  std::uint64_t id;      ///< 2, 3, ... in the order made
  OptionId option;       ///< the option this node decides
  std::uint64_t absent;  ///< the solutions without `option` (DLX6's LO)
  std::uint64_t chosen;  ///< the solutions with `option`, less `option` itself (DLX6's HI)
};

/// Which item the memoized search branches on.
enum class MemoBranching : std::uint8_t {
  /// The item with the fewest options, leftmost on ties (DLX6; Knuth's rule everywhere else).
  fewest,
  /// The leftmost item still to cover, unless some item has no option left (DLX6 with its noMRV change file). Fewer
  /// distinct subproblems when the items are listed in an order that sweeps the problem (the cells of a board row by
  /// row, the slots before the values in Langford's problem), hence a smaller ZDD, though a larger search.
  leftmost,
};

struct MemoOptions {
  /// Bytes the cache may hold (its keys, results and hash table). Beyond them no new subproblem is cached.
  std::size_t memory_budget = std::size_t{1} << 30;
  MemoBranching branching = MemoBranching::fewest;
  /// When set, receives every ZDD node as it is made (see the file comment). Called on the searching thread.
  std::function<void(const ZddNode&)> zdd;
};

struct MemoResult {
  /// exhausted, or why the count stopped early (node_budget, time_budget, cancelled; then the count is a lower bound
  /// and the ZDD incomplete).
  SearchEnd end = SearchEnd::exhausted;
  /// nodes: search-tree nodes entered, a subproblem answered by the cache and a solution's leaf counting one each (as
  /// DLX6 counts them); updates: Knuth's updates; solutions: the count.
  SearchStats stats;
  bool count_overflow = false;     ///< more than 2^64-1 solutions: stats.solutions holds that maximum
  std::string count_text;          ///< the count in decimal, exact up to 2^128-1 (a count that large is that maximum)
  std::uint64_t zdd_root = 0;      ///< the root of the ZDD of all solutions (0: none; 1: the empty solution alone)
  std::uint64_t zdd_nodes = 0;     ///< ZDD nodes made (the last one's id is zdd_nodes + 1)
  std::uint64_t cached = 0;        ///< subproblems cached
  std::uint64_t hits = 0;          ///< subproblems answered by the cache
  bool memory_full = false;        ///< the budget ran out: part of the tree was searched without caching
  std::size_t memory_used = 0;     ///< bytes the cache took, at most MemoOptions::memory_budget

  bool complete() const { return end == SearchEnd::exhausted; }
};

/// Counts the solutions of `problem` through the cache (see the file comment), building their ZDD on the way. Of
/// `limits`, node_budget, time_budget, cancel, progress and profile apply; max_solutions, visit_limit, choice_rule and
/// seed do not (MemoOptions::branching chooses the item). Throws std::length_error for a problem too large for the
/// links (as Solver does).
MemoResult count_memoized(const Problem& problem, const SearchLimits& limits = {}, const MemoOptions& options = {});

}  // namespace exactcover
