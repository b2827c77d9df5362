#include "exactcover/shards.hpp"

#include <algorithm>
#include <stdexcept>

#include "exactcover/parallel.hpp"

namespace exactcover {

namespace {

std::vector<OptionId> joined(std::span<const OptionId> forced, const std::vector<OptionId>& choices) {
  std::vector<OptionId> all(forced.begin(), forced.end());
  all.insert(all.end(), choices.begin(), choices.end());
  return all;
}

// splitmix64: a small, well-mixed generator whose sequence is the same everywhere (std:: distributions are not).
std::uint64_t next_random(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

}  // namespace

Split split_search(Solver& solver, std::span<const OptionId> forced, const SplitOptions& options) {
  Split split;
  std::vector<std::vector<OptionId>> frontier(1);
  std::vector<std::vector<OptionId>> next;
  const int max_depth = options.depth > 0 ? options.depth : options.max_depth;
  for (int depth = 0; depth < max_depth && !frontier.empty(); ++depth) {
    if (options.depth == 0 && frontier.size() >= options.min_subproblems) break;
    next.clear();
    SearchStats level;
    for (const std::vector<OptionId>& prefix : frontier) {
      Branch branch;
      try {
        branch = solver.branch(joined(forced, prefix), options.tree);
      } catch (const std::logic_error&) {  // multiplicities: no branching to split on
        split = Split{};
        split.subproblems.assign(1, {});
        split.splittable = false;
        return split;
      }
      if (branch.kind == Branch::Kind::conflict) {  // only the forced options can conflict: nothing to count
        split.subproblems.clear();
        return split;
      }
      if (branch.counted) ++level.nodes;  // a node of the serial tree: a leaf, a dead end or a branching
      level.updates += branch.updates;
      if (branch.kind == Branch::Kind::solution) {
        ++level.solutions;
        continue;
      }
      for (OptionId option : branch.options) {
        next.push_back(prefix);
        next.back().push_back(option);
      }
    }
    split.above.nodes += level.nodes;
    split.above.updates += level.updates;
    split.above.solutions += level.solutions;
    split.depth = depth + 1;
    frontier.swap(next);
  }
  // A prefix that already is a solution is a leaf of the serial tree, which the serial search counts as a node when
  // it reaches it but a count starting there does not: it is counted here, above the cut, and is no subproblem.
  for (std::vector<OptionId>& prefix : frontier) {
    if (solver.branch(joined(forced, prefix), options.tree).kind == Branch::Kind::solution) {
      ++split.above.nodes;
      ++split.above.solutions;
    } else {
      split.subproblems.push_back(std::move(prefix));
    }
  }
  return split;
}

SearchResult count_shard(Solver& solver, std::span<const OptionId> forced, const Split& split, ShardSelection selection,
                         const SearchLimits& limits, int threads, ShardProgress* progress,
                         const std::function<void(const ShardProgress&)>& on_progress) {
  ShardProgress local;
  ShardProgress& done = progress != nullptr ? *progress : local;
  if (selection.counts_above_cut() && !done.above_counted) {
    done.stats.nodes += split.above.nodes;
    done.stats.updates += split.above.updates;
    done.stats.solutions += split.above.solutions;
    done.above_counted = true;
  }
  std::vector<bool> skip(split.subproblems.size(), false);
  for (std::size_t index : done.finished) {
    if (index < skip.size()) skip[index] = true;
  }
  SearchResult result;
  result.stats = done.stats;
  result.stats.tree = split.splittable ? limits.tree : SearchTree::dlx1;  // counted with the tree that was cut
  if (result.stats.solutions >= limits.max_solutions) {
    result.stats.solutions = limits.max_solutions;
    result.end = SearchEnd::solution_limit;
    return result;
  }
  const auto start = std::chrono::steady_clock::now();
  std::uint64_t nodes_here = 0;  // the node budget is for this run, not for the runs a checkpoint resumes
  for (std::size_t index = 0; index < split.subproblems.size(); ++index) {
    if (!selection.selects(index) || skip[index]) continue;
    SearchLimits sub = limits;
    sub.max_solutions = limits.max_solutions - result.stats.solutions;
    if (limits.node_budget != SearchLimits::unlimited) {
      if (nodes_here >= limits.node_budget) {
        result.end = SearchEnd::node_budget;
        break;
      }
      sub.node_budget = limits.node_budget - nodes_here;
    }
    if (limits.time_budget != std::chrono::steady_clock::duration::max()) {
      const auto spent = std::chrono::steady_clock::now() - start;
      if (spent >= limits.time_budget) {
        result.end = SearchEnd::time_budget;
        break;
      }
      sub.time_budget = limits.time_budget - spent;
    }
    const std::vector<OptionId> prefix = joined(forced, split.subproblems[index]);
    const SearchResult part = parallel_count(solver, prefix, sub, ParallelOptions{threads, 64});
    nodes_here += part.stats.nodes;
    result.stats.nodes += part.stats.nodes;
    result.stats.updates += part.stats.updates;
    result.stats.solutions += part.stats.solutions;
    if (part.end != SearchEnd::exhausted && part.end != SearchEnd::forced_conflict) {
      result.end = part.end;
      break;
    }
    done.finished.push_back(index);
    done.stats.nodes += part.stats.nodes;
    done.stats.updates += part.stats.updates;
    done.stats.solutions += part.stats.solutions;
    if (on_progress) on_progress(done);
  }
  return result;
}

double estimate_nodes(Solver& solver, std::span<const OptionId> prefix, int probes, std::uint64_t seed) {
  if (probes <= 0) return 0;
  double total = 0;
  std::uint64_t state = seed;
  std::vector<OptionId> path(prefix.begin(), prefix.end());
  for (int probe = 0; probe < probes; ++probe) {
    path.assign(prefix.begin(), prefix.end());
    double estimate = 1;  // this node
    double weight = 1;    // the product of the degrees met so far
    for (;;) {
      Branch branch;
      try {
        branch = solver.branch(path);
      } catch (const std::logic_error&) {
        return 0;
      }
      if (branch.kind != Branch::Kind::options || branch.options.empty()) break;
      weight *= static_cast<double>(branch.options.size());
      estimate += weight;
      path.push_back(branch.options[next_random(state) % branch.options.size()]);
    }
    total += estimate;
  }
  return total / probes;
}

}  // namespace exactcover
