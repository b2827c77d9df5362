// What the minimum-cost searches share (min_cost.cpp, min_cost_m.cpp): the links with costs, sorted and taxed, and
// the K best solutions so far. See min_cost.cpp.
#pragma once

#include <algorithm>
#include <cstdint>
#include <limits>
#include <queue>
#include <vector>

#include "exactcover/min_cost.hpp"
#include "search.hpp"

namespace exactcover::detail {

// The links of a problem with each node's net cost, every list sorted cheapest first.
struct CostLinks {
  explicit CostLinks(const Problem& problem);

  // The next node of the option holding p, cyclically, on either layout (links.hpp).
  std::int32_t next_in_option(std::int32_t p) const {
    if (links.width != 0) {
      const std::int32_t stride = std::int32_t{1} << links.stride_shift;
      const std::int32_t base = (p - links.first_option_node) & ~(stride - 1);
      const std::int32_t slot = (p - links.first_option_node - base + 1) % links.width;
      return links.first_option_node + base + slot;
    }
    const std::int32_t q = p + 1;
    return links.top[q] < 0 ? links.node[q].up : q;
  }

  Links links;
  std::vector<Cost> cost;  // per node: its option's net cost (0 in headers and spacers)
  Cost total_tax = 0;
};

// The K best so far: a max-heap on (net cost, order found), so that the worst is on top and leaves first.
class BestSolutions {
 public:
  explicit BestSolutions(std::uint64_t k) : k_(k) {}

  // The cost a solution must beat: the K-th best net cost, or none while fewer than K are known.
  Cost cutoff() const { return heap_.size() < k_ ? std::numeric_limits<Cost>::max() : heap_.top().first; }

  void add(Cost net, std::vector<OptionId> options) {
    std::size_t slot = solutions_.size();
    if (heap_.size() == k_) {
      slot = heap_.top().second.second;
      heap_.pop();
    } else {
      solutions_.emplace_back();
    }
    solutions_[slot] = CostedSolution{net, std::move(options)};
    found_order_.resize(solutions_.size());
    found_order_[slot] = found_++;
    heap_.push({net, {found_order_[slot], slot}});
  }

  // The K best, cheapest first, ties in the order found; their costs plus the taxes.
  std::vector<CostedSolution> sorted(Cost total_tax) {
    std::vector<std::size_t> order(solutions_.size());
    for (std::size_t k = 0; k < order.size(); ++k) order[k] = k;
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
      if (solutions_[a].cost != solutions_[b].cost) return solutions_[a].cost < solutions_[b].cost;
      return found_order_[a] < found_order_[b];
    });
    std::vector<CostedSolution> result;
    for (const std::size_t k : order) {
      result.push_back(std::move(solutions_[k]));
      result.back().cost += total_tax;
    }
    return result;
  }

 private:
  std::uint64_t k_;
  std::vector<CostedSolution> solutions_;
  std::vector<std::uint64_t> found_order_;
  std::uint64_t found_ = 0;
  std::priority_queue<std::pair<Cost, std::pair<std::uint64_t, std::size_t>>> heap_;
};


template <class V>
void min_cost_x(CostLinks& structure, SearchContext& context, BestSolutions& best, const MinCostOptions& options);

template <class V>
void min_cost_m(CostLinks& structure, SearchContext& context, BestSolutions& best, const MinCostOptions& options);

}  // namespace exactcover::detail
