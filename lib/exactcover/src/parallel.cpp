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
  // The parts the threads count: the frontier's prefixes, and what running counts give away to idle threads.
  struct Part {
    std::vector<OptionId> prefix;
    ItemId item = -1;     // >= 0: a part given away (Solver::count_from)
    OptionId from = -1;
  };
  std::vector<Part> parts;
  parts.reserve(frontier.size());
  for (auto& prefix : frontier) parts.push_back(Part{std::move(prefix), -1, -1});
  // Parts not started yet, and parts being counted: a thread is idle when there is nothing left to start and fewer
  // parts are being counted than there are threads. Relaxed: a stale read only makes a share come a poll early or late.
  std::atomic<std::int64_t> waiting{static_cast<std::int64_t>(parts.size())};
  std::atomic<int> counting{0};
  std::atomic<std::uint64_t> given{0};
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
    using Feeder = oneapi::tbb::feeder<Part>;
    oneapi::tbb::parallel_for_each(parts.begin(), parts.end(), [&](const Part& part, Feeder& feeder) {
      waiting.fetch_sub(1, std::memory_order_relaxed);
      if (stop.load(std::memory_order_relaxed)) return;
      counting.fetch_add(1, std::memory_order_relaxed);
      SearchLimits sub = limits;
      sub.stop = &stop;
      sub.progress = nullptr;
      WorkSharing sharing{
          [&] {
            return waiting.load(std::memory_order_relaxed) <= 0 &&
                   counting.load(std::memory_order_relaxed) < options.threads;
          },
          [&](std::vector<OptionId> prefix, ItemId item, OptionId from) {
            waiting.fetch_add(1, std::memory_order_relaxed);
            given.fetch_add(1, std::memory_order_relaxed);
            feeder.add(Part{std::move(prefix), item, from});
          }};
      sub.sharing = &sharing;
      if (limits.progress) {
        // A subproblem can be most of the work (an empty grid): report from inside it too, adding what the running
        // subproblem has done to what the finished ones did. The fraction done: finished subproblems, plus the
        // running one's own estimate of its share.
        const std::size_t slot = static_cast<std::size_t>(std::max(0, oneapi::tbb::this_task_arena::current_thread_index()));
        sub.progress_interval = limits.progress_interval / 4;
        sub.progress = [&, slot](const SearchProgress& own) {
          std::lock_guard lock(progress_mutex);
          running[slot % running.size()] = own;
          const auto now = std::chrono::steady_clock::now();
          if (now < next_progress) return;
          next_progress = now + limits.progress_interval;
          SearchProgress total{nodes.load(), solutions.load(), own.level, 0};
          double share = static_cast<double>(completed.load());
          for (const SearchProgress& other : running) {
            total.nodes += other.nodes;
            total.solutions += other.solutions;
            share += other.fraction_done;
          }
          total.fraction_done = std::min(1.0, share / static_cast<double>(parts.size() + given.load()));
          limits.progress(total);
        };
      }
      if (limits.time_budget != std::chrono::steady_clock::duration::max()) {
        const auto spent = std::chrono::steady_clock::now() - start;  // both positive: no overflow
        sub.time_budget = spent >= limits.time_budget ? std::chrono::steady_clock::duration(1) : limits.time_budget - spent;
      }
      const SearchResult counted = part.item < 0 ? solvers.local().count(part.prefix, sub)
                                                 : solvers.local().count_from(part.prefix, part.item, part.from, sub);
      counting.fetch_sub(1, std::memory_order_relaxed);
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
      nodes += counted.stats.nodes + (counted.stats.nodes == 0 && counted.stats.solutions == 1 ? 1 : 0);
      updates += counted.stats.updates;
      // Saturating: a count that reaches 2^64-1 stops there as "at least that many" (as a serial count does at
      // max_solutions, whose default is that number), never wrapping around.
      std::uint64_t total = solutions.load();
      while (!solutions.compare_exchange_weak(
          total, total > limits.max_solutions - counted.stats.solutions ? limits.max_solutions : total + counted.stats.solutions)) {
      }
      total = solutions.load();
      if (total >= limits.max_solutions) {
        end_with(SearchEnd::solution_limit);
      } else if (counted.end == SearchEnd::time_budget) {
        end_with(SearchEnd::time_budget);
      } else if (counted.end == SearchEnd::cancelled && limits.cancel != nullptr && limits.cancel->load()) {
        end_with(SearchEnd::cancelled);  // the caller's flag, not our own stop
      }
      const std::size_t done = ++completed;
      if (limits.progress) {
        std::lock_guard lock(progress_mutex);
        const auto now = std::chrono::steady_clock::now();
        if (now >= next_progress) {
          next_progress = now + limits.progress_interval;
          limits.progress(SearchProgress{nodes.load(), solutions.load(), 0,
                                         std::min(1.0, static_cast<double>(done) /
                                                           static_cast<double>(parts.size() + given.load()))});
        }
      }
    });
  });

  if (options.parts_given != nullptr) *options.parts_given = given.load();
  result.end = static_cast<SearchEnd>(end.load());
  result.stats.nodes = nodes.load();
  result.stats.updates = updates.load();
  result.stats.solutions = std::min(solutions.load(), limits.max_solutions);
  result.stats.tree = limits.tree;  // problems with multiplicities (always DLX1's tree) were counted serially above
  return result;
}

}  // namespace exactcover
