/// \file
/// Shards: one count cut into independent pieces that any runner executes (GNU parallel, a Slurm array, a Kubernetes
/// indexed Job), whose results add up to the whole count exactly.
///
/// The search tree is cut at a depth: every node above the cut is expanded here, breadth first, in the order the serial
/// search meets them (the leftmost of the items with the fewest options, its options in list order), and every prefix
/// of choices that reaches the cut is a subproblem, numbered in that order. The numbering depends only on the problem
/// and the depth, not on the machine, the compiler or the threads. Shard K of N counts the subproblems whose index is
/// K mod N; shard 0 also counts what lies above the cut (its nodes, the updates made there, and any solution found
/// before the cut), so the N shard counts add up to the serial count, and so do their nodes and updates.
///
/// Thread safety: as Solver: one Solver per thread; split_search and count_shard use only the Solver they are given
/// (count_shard copies it for its own threads, as parallel_count does).
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <vector>

#include "exactcover/solver.hpp"

namespace exactcover {

struct SplitOptions {
  int depth = 0;                      // cut this many levels down; 0: the first depth with min_subproblems or more
  std::size_t min_subproblems = 1;    // for depth 0
  int max_depth = 16;                 // for depth 0: never deeper
  SearchTree tree = SearchTree::dlx1;  // the tree that is cut (count the shards with the same SearchLimits::tree)
};

struct Split {
  int depth = 0;  // the levels expanded above the cut (less than asked when the tree is that shallow)
  /// Each subproblem: the choices that lead to it from the root (after the forced options), in the serial order.
  std::vector<std::vector<OptionId>> subproblems;
  SearchStats above;  // what the serial search does above the cut: nodes expanded, their updates, solutions met
  /// False for a problem with multiplicities (Algorithm M has no Solver::branch): the whole problem is subproblem 0.
  bool splittable = true;
};

/// Cuts the search of `solver`'s problem with `forced` options at a depth.
Split split_search(Solver& solver, std::span<const OptionId> forced, const SplitOptions& options);

/// The subproblems one run counts: shard K of N (those whose index is K mod N), or a list chosen by the caller (a
/// runner that balances by Knuth's estimates). The part above the cut goes with shard 0, or with the list that holds
/// subproblem 0: so any partition of the subproblems counts it once.
struct ShardSelection {
  std::uint64_t shard = 0;   // K
  std::uint64_t shards = 1;  // N
  std::vector<bool> chosen;  // when not empty: exactly the subproblems i with chosen[i] (K and N unused)

  bool selects(std::size_t subproblem) const {
    if (!chosen.empty()) return subproblem < chosen.size() && chosen[subproblem];
    return subproblem % shards == shard;
  }
  bool counts_above_cut() const { return chosen.empty() ? shard == 0 : chosen[0]; }
};

/// Where a shard's count resumes (a checkpoint): the subproblems already counted to their end, and what they (and,
/// for shard 0, the part above the cut) added up to.
struct ShardProgress {
  std::vector<std::size_t> finished;  // indices of subproblems counted to their end, in the order counted
  SearchStats stats;                  // their nodes, updates and solutions, with what lies above the cut for shard 0
  bool above_counted = false;         // shard 0's part above the cut is in `stats`
};

/// Counts shard `selection` of `split`: its subproblems one after another (each on `threads` threads, as
/// parallel_count does), plus for shard 0 what lies above the cut. The limits apply to the whole shard. With
/// `progress`, the count resumes from it (skipping the subproblems it lists) and it is updated after each subproblem
/// counted to its end, after which `on_progress` (if set) is called — to write a checkpoint.
SearchResult count_shard(Solver& solver, std::span<const OptionId> forced, const Split& split, ShardSelection selection,
                         const SearchLimits& limits, int threads, ShardProgress* progress = nullptr,
                         const std::function<void(const ShardProgress&)>& on_progress = {});

/// Knuth's estimate of the size of a subtree ("Estimating the efficiency of backtrack programs", 1975): the mean, over
/// `probes` random paths from the node the choices `prefix` lead to, of 1 + d1 + d1·d2 + ... where d_i is the
/// branching degree met at depth i. Reproducible per `seed`. Not for problems with multiplicities (returns 0).
double estimate_nodes(Solver& solver, std::span<const OptionId> prefix, int probes, std::uint64_t seed);

}  // namespace exactcover
