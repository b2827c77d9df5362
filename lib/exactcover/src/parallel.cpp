#include "exactcover/parallel.hpp"

#include <oneapi/tbb/enumerable_thread_specific.h>
#include <oneapi/tbb/parallel_for_each.h>
#include <oneapi/tbb/task_arena.h>

#include <atomic>
#include <mutex>
#include <vector>

namespace exactcover {

SearchResult parallel_count(Solver& prototype, std::span<const OptionId> forced, const SearchLimits& limits,
                            const ParallelOptions& options) {
  const bool serial = options.threads <= 1 || limits.node_budget != SearchLimits::unlimited ||
                      limits.choice_rule == ChoiceRule::random_fewest;
  if (serial) return prototype.count(forced, limits);

  SearchResult result;
  const auto start = std::chrono::steady_clock::now();
  const auto target = static_cast<std::size_t>(options.threads) * static_cast<std::size_t>(options.subproblems_per_thread);

  // Expand breadth first: every prefix becomes one subproblem per option of the item its search would branch on.
  std::vector<std::vector<OptionId>> frontier(1, std::vector<OptionId>(forced.begin(), forced.end()));
  std::vector<std::vector<OptionId>> next;
  constexpr int kMaxDepth = 12;
  for (int depth = 0; depth < kMaxDepth && !frontier.empty() && frontier.size() < target; ++depth) {
    next.clear();
    for (const auto& prefix : frontier) {
      Branch branch;
      try {
        branch = prototype.branch(prefix, limits.tree);
      } catch (const std::logic_error&) {  // multiplicities: no branching to split on
        return prototype.count(forced, limits);
      }
      if (branch.kind == Branch::Kind::conflict) return prototype.count(forced, limits);  // only `forced` can conflict
      if (branch.counted) ++result.stats.nodes;  // a node of the serial tree: a leaf, a dead end or a branching
      result.stats.updates += branch.updates;  // and what the serial search does there
      if (branch.kind == Branch::Kind::solution) {
        ++result.stats.solutions;
        continue;
      }
      for (OptionId option : branch.options) {
        next.push_back(prefix);
        next.back().push_back(option);
      }
    }
    frontier.swap(next);
    if (result.stats.solutions >= limits.max_solutions) break;
  }
  std::atomic<std::uint64_t> solutions{result.stats.solutions};
  std::atomic<std::uint64_t> nodes{result.stats.nodes};
  std::atomic<std::uint64_t> updates{result.stats.updates};
  std::atomic<std::size_t> completed{0};
  std::atomic<bool> stop{solutions.load() >= limits.max_solutions};
  std::atomic<int> end{static_cast<int>(stop.load() ? SearchEnd::solution_limit : SearchEnd::exhausted)};
  auto end_with = [&](SearchEnd reason) {  // the first reason to stop wins; every subproblem then stops
    int expected = static_cast<int>(SearchEnd::exhausted);
    end.compare_exchange_strong(expected, static_cast<int>(reason));
    stop = true;
  };
  std::mutex progress_mutex;
  auto next_progress = start + limits.progress_interval;
  std::vector<SearchProgress> running(static_cast<std::size_t>(options.threads));  // per thread: its subproblem so far

  oneapi::tbb::enumerable_thread_specific<Solver> solvers(prototype);
  oneapi::tbb::task_arena arena(options.threads);
  arena.execute([&] {
    oneapi::tbb::parallel_for_each(frontier.begin(), frontier.end(), [&](const std::vector<OptionId>& prefix) {
      if (stop.load(std::memory_order_relaxed)) return;
      SearchLimits sub = limits;
      sub.stop = &stop;
      sub.progress = nullptr;
      if (limits.progress) {
        // A subproblem can be most of the work (an empty grid): report from inside it too, adding what the running
        // subproblem has done to what the finished ones did. The fraction done: finished subproblems, plus the
        // running one's own estimate of its share.
        const std::size_t slot = static_cast<std::size_t>(std::max(0, oneapi::tbb::this_task_arena::current_thread_index()));
        sub.progress_interval = limits.progress_interval / 4;
        sub.progress = [&, slot](const SearchProgress& part) {
          std::lock_guard lock(progress_mutex);
          running[slot % running.size()] = part;
          const auto now = std::chrono::steady_clock::now();
          if (now < next_progress) return;
          next_progress = now + limits.progress_interval;
          SearchProgress total{nodes.load(), solutions.load(), part.level, 0};
          double share = static_cast<double>(completed.load());
          for (const SearchProgress& other : running) {
            total.nodes += other.nodes;
            total.solutions += other.solutions;
            share += other.fraction_done;
          }
          total.fraction_done = share / static_cast<double>(frontier.size());
          limits.progress(total);
        };
      }
      if (limits.time_budget != std::chrono::steady_clock::duration::max()) {
        const auto spent = std::chrono::steady_clock::now() - start;  // both positive: no overflow
        sub.time_budget = spent >= limits.time_budget ? std::chrono::steady_clock::duration(1) : limits.time_budget - spent;
      }
      const SearchResult part = solvers.local().count(prefix, sub);
      if (limits.progress) {
        std::lock_guard lock(progress_mutex);
        running[static_cast<std::size_t>(std::max(0, oneapi::tbb::this_task_arena::current_thread_index())) %
                running.size()] = SearchProgress{};  // its work now counts among the finished
      }
      // A prefix that already is a solution is a leaf the serial search counts as a node, but a count starting there
      // does not (it reports the solution with no node, which no search that ran can do): count it here. This
      // spares a Solver::branch per subproblem before the threads start (shards.cpp still makes them: its numbering
      // depends on them): the serial part of `dlx cover -j 2` on langford-12 (439 subproblems) went from 9.7 M to
      // 1.8 M instructions of 888 M (callgrind, 2026-11-25).
      nodes += part.stats.nodes + (part.stats.nodes == 0 && part.stats.solutions == 1 ? 1 : 0);
      updates += part.stats.updates;
      // Saturating: a count that reaches 2^64-1 stops there as "at least that many" (as a serial count does at
      // max_solutions, whose default is that number), never wrapping around.
      std::uint64_t total = solutions.load();
      while (!solutions.compare_exchange_weak(
          total, total > limits.max_solutions - part.stats.solutions ? limits.max_solutions : total + part.stats.solutions)) {
      }
      total = solutions.load();
      if (total >= limits.max_solutions) {
        end_with(SearchEnd::solution_limit);
      } else if (part.end == SearchEnd::time_budget) {
        end_with(SearchEnd::time_budget);
      } else if (part.end == SearchEnd::cancelled && limits.cancel != nullptr && limits.cancel->load()) {
        end_with(SearchEnd::cancelled);  // the caller's flag, not our own stop
      }
      const std::size_t done = ++completed;
      if (limits.progress) {
        std::lock_guard lock(progress_mutex);
        const auto now = std::chrono::steady_clock::now();
        if (now >= next_progress) {
          next_progress = now + limits.progress_interval;
          limits.progress(SearchProgress{nodes.load(), solutions.load(), 0,
                                         static_cast<double>(done) / static_cast<double>(frontier.size())});
        }
      }
    });
  });

  result.end = static_cast<SearchEnd>(end.load());
  result.stats.nodes = nodes.load();
  result.stats.updates = updates.load();
  result.stats.solutions = std::min(solutions.load(), limits.max_solutions);
  result.stats.tree = limits.tree;  // problems with multiplicities (always DLX1's tree) were counted serially above
  return result;
}

}  // namespace exactcover
