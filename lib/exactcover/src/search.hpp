// What a running search carries besides the links: the choice stack, the limits, the result so far, and the cold
// paths every search loop shares (reporting a solution, polling the clock, progress, unwinding).
#pragma once

#include <chrono>
#include <exception>
#include <span>
#include <vector>

#include "exactcover/solver.hpp"
#include "covering.hpp"
#include "links.hpp"
#include "variant.hpp"

namespace exactcover::detail {

// now + delay, or the latest time point when that would overflow.
std::chrono::steady_clock::time_point saturating_add(std::chrono::steady_clock::time_point when,
                                                     std::chrono::steady_clock::duration delay);

class SearchContext {
 public:
  SearchContext(Links& links, std::vector<std::int32_t>& choice, std::vector<std::int32_t>& deferred,
                std::vector<OptionId>& solution,
                std::span<const OptionId> forced, SolutionVisitor* visit, const SearchLimits& limits);

  Links& links;
  std::vector<std::int32_t>& choice;  // choice[level]: the node chosen at that level, or an item's header
  std::vector<std::int32_t>& deferred;  // SearchTree::pruned: per level, the node committed out of turn (Links::
                                        // commit_rest_checked); sized as `choice`
  std::vector<std::int32_t> first_tweak;  // Algorithm M: per level, the first node tweaked (0: none)
  std::vector<std::int32_t> degree;       // Algorithm M: per level, the branching degree (for progress reports)
  std::uint64_t random_state;             // ChoiceRule::random_fewest
  bool restore_by_copy = false;           // the solver copies the structure back: a stopped search need not unwind
  SearchResult result;

  // Algorithm X and C: per level, the node at which the walk down the branching item's list stops. It is the item's
  // header, where the list ends, unless the level gave its untried options away (WorkSharing): then the first of
  // those. Sized as `choice`; null in the searches that do not share (Algorithm M, min-cost). It costs the loop a store
  // per node and a load per option tried, within the noise (2026-11-27, before and after, alternating: `cover_bench
  // --cpu-time --repeat 1`, best of 5: queens-13 and langford-12 0.98-1.01x the time in DLX1's tree, pento-4x15 0.85x
  // (faster, by the noise); queens-13, langford-12 and pento-4x15 0.98x pruned; `sudoku_bench --solver dlx`, best of
  // 3: 0.99-1.03x the puzzles/s on 17-clue, top1465 and forum-hardest-1106).
  std::int32_t* level_end = nullptr;
  // Solver::count_from: the header of the item to branch on at level 0 and the node of its list to start from (-1:
  // a search from the root).
  std::int32_t resume_header = -1;
  std::int32_t resume_node = -1;

  // Makes sure levels 0..level have room on the stacks (they grow only in Algorithm M, whose depth has no small
  // bound). Cold: called when a level is entered for the first time.
  void reserve_level(std::int32_t level) {
    if (static_cast<std::size_t>(level) >= choice.size()) grow(level);
  }

  // Called before every node is counted (an inner node or a solution's leaf): the node budget, and every
  // kPollInterval calls the clock, the cancel flag and progress. False when the search must stop.
  static constexpr std::uint32_t kPollInterval = 1024;
  bool keep_going(std::uint64_t nodes, std::int32_t level) {
    if (nodes >= limits_.node_budget) {
      result.end = SearchEnd::node_budget;
      return false;
    }
    if (--poll_countdown_ != 0) return true;
    poll_countdown_ = kPollInterval;
    return poll(nodes, level);
  }

  // Counts a solution made of the forced options and the options of the nodes choice[0..depth) (headers skipped);
  // false when the search must stop after it.
  template <bool kVisit>
  bool record_solution(std::int32_t depth) {
    ++result.stats.solutions;
    if constexpr (kVisit) {
      if (result.stats.solutions <= limits_.visit_limit && !visit_solution(depth)) return false;
    }
    if (result.stats.solutions >= limits_.max_solutions) {
      result.end = SearchEnd::solution_limit;
      return false;
    }
    return true;
  }

  // Knuth's profile (SearchLimits::profile), when asked for: a node at `level` counted. Algorithm X counts into a
  // plain array instead (search_x_loop); Algorithm M, whose depth has no small bound, calls this.
  void count_profile(std::int32_t level) {
    auto& counts = *limits_.profile;
    if (static_cast<std::size_t>(level) >= counts.size()) counts.resize(static_cast<std::size_t>(level) + 1, 0);
    ++counts[static_cast<std::size_t>(level)];
  }

  const SearchLimits& limits() const { return limits_; }
  // An exception the visitor threw: the search stopped, restored the structure, and rethrows it.
  std::exception_ptr visitor_exception;

 private:
  bool poll(std::uint64_t nodes, std::int32_t level);
  // Gives the untried options of the shallowest of levels [0, level) that has any to limits_.sharing (WorkSharing).
  void share(std::int32_t level);
  bool visit_solution(std::int32_t depth);
  void grow(std::int32_t level);
  double fraction_done(std::int32_t level) const;

  std::vector<OptionId>& solution_;
  std::span<const OptionId> forced_;
  SolutionVisitor* visit_;
  const SearchLimits& limits_;
  std::uint32_t poll_countdown_ = kPollInterval;
  bool timed_;
  std::chrono::steady_clock::time_point deadline_;
  std::chrono::steady_clock::time_point next_progress_;
};

// Algorithm X (exact cover) and, with V::kColors, Algorithm C (exact cover with colors), for a variant V of the
// structure without multiplicities (variant.hpp); visit: pass each solution to the visitor, else only count; kPruned:
// walk SearchTree::pruned, else SearchTree::dlx1.
template <class V, bool kPruned>
void search_x(SearchContext& context, ChoiceRule rule, bool visit);

// Algorithm M (multiplicities, with or without colors), for a variant V with V::kMultiplicities.
template <class V>
void search_m(SearchContext& context, bool visit);

// Algorithm M's choice of item (algorithm_m.cpp): the active item of smallest branching degree, whose degree goes to
// `score`; -1 when the partial solution is a solution. Shared with the memoized search (memo_m.cpp).
std::int32_t choose_item_m(const Links& links, std::int32_t& score);

}  // namespace exactcover::detail
