// Minimum-cost exact cover (min_cost.hpp): Knuth's DLX5 on our links, for Algorithm X and C; with multiplicities,
// Algorithm M with costs (min_cost_m.cpp).
//
// ## What changes in the structure
//
// Each node carries its option's net cost (`cost`, parallel to the nodes; headers 0), after the taxes; each item's
// list is sorted by it, cheapest first (a stable sort: equal costs keep the order given), once, before the search.
// Nothing else changes, so the links, the covered marks of the lengths and the choice stack are those of links.hpp.
//
// ## Truncated covers
//
// At a node that has spent `spent` with cutoff `cutoff`, an option of cost c can still be chosen below only if
// spent + c < cutoff; and below, spent only grows and the cutoff only falls. So covering an item (or purifying it)
// hides the options of its list only while their cost is below cutoff - spent', spent' being what the branch will
// have spent once the option at this level is paid; the list is sorted, so the walk stops at the first one that is
// not. The options left in other lists are never tried (every walk that tries options stops at the same bound),
// though they make the lengths too large: a length is an upper bound, which is why the choice of item counts the
// usable options itself. Uncovering must use the very bound the cover used (the cutoff may have fallen since), so
// each level keeps its two bounds, as DLX5 does. The uncover walks the same options top-down, as DLX5's does: Knuth
// notes the links come back right in that order too (a node relinked first updates the links kept by its neighbour
// that is relinked next).
#include "exactcover/min_cost.hpp"

#include <algorithm>
#include <limits>
#include <stdexcept>

#include "min_cost_search.hpp"
#include "variant.hpp"

namespace exactcover {

namespace detail {

CostLinks::CostLinks(const Problem& problem) : links(problem, 0, false), cost(links.node.size(), 0) {
  for (OptionId o = 0; o < problem.option_count(); ++o) {
    const std::int32_t first = links.option_first[static_cast<std::size_t>(o)];
    for (std::int32_t p = first, end = links.option_end(first); p < end; ++p) {
      if (links.top[p] >= 0) cost[static_cast<std::size_t>(p)] = problem.cost(o);
    }
  }
  // Taxes (DLX5): item by item, in order, the least net cost of its options comes off every one of them. Only items
  // covered exactly once: a solution pays their tax exactly once, so net and given costs differ by a constant.
  for (std::int32_t item = 0; item < links.primary_count; ++item) {
    if (!links.bound.empty() && (links.bound[item] != 1 || links.slack[item] != 0)) continue;
    Cost least = std::numeric_limits<Cost>::max();
    for (std::int32_t r = links.node[item].down; r != item; r = links.node[r].down) {
      least = std::min(least, cost[static_cast<std::size_t>(r)]);
    }
    if (least == 0 || least == std::numeric_limits<Cost>::max()) continue;
    total_tax += least;
    for (std::int32_t r = links.node[item].down; r != item; r = links.node[r].down) {
      std::int32_t q = r;
      do {
        cost[static_cast<std::size_t>(q)] -= least;
        q = next_in_option(q);
      } while (q != r);
    }
  }
  // Every list cheapest first.
  std::vector<std::int32_t> nodes;
  for (std::int32_t item = 0; item < links.item_count; ++item) {
    nodes.clear();
    for (std::int32_t r = links.node[item].down; r != item; r = links.node[r].down) nodes.push_back(r);
    std::stable_sort(nodes.begin(), nodes.end(), [&](std::int32_t a, std::int32_t b) {
      return cost[static_cast<std::size_t>(a)] < cost[static_cast<std::size_t>(b)];
    });
    std::int32_t above = item;
    for (const std::int32_t r : nodes) {
      links.node[above].down = r;
      links.node[r].up = above;
      above = r;
    }
    links.node[above].down = item;
    links.node[item].up = above;
  }
}

namespace {

constexpr std::int32_t kLookahead = 10;  // DLX5's lenthresh: usable options counted this deep into a list, at most

template <class V>
class MinCostX {
 public:
  using L = typename V::Length;
  static constexpr L kCovered = Links::kCovered<L>;

  MinCostX(CostLinks& structure, SearchContext& context, BestSolutions& best, const MinCostOptions& options)
      : s_(structure),
        links_(structure.links),
        node_(links_.node.data()),
        top_(links_.top.data()),
        length_(links_.lengths<L>()),
        cost_(structure.cost.data()),
        context_(context),
        best_(best),
        options_(options),
        cover_bound_(static_cast<std::size_t>(links_.primary_count) + 1),
        commit_bound_(static_cast<std::size_t>(links_.primary_count) + 1),
        spent_(static_cast<std::size_t>(links_.primary_count) + 1),
        next_open_(static_cast<std::size_t>(links_.primary_count) + 1),
        previous_open_(static_cast<std::size_t>(links_.primary_count) + 1) {
    // The primary items not covered yet, in order, as a doubly linked list headed by `primary_count` (DLX5's active
    // item list): choose() walks only these.
    const std::int32_t head = links_.primary_count;
    std::int32_t last = head;
    for (std::int32_t item = 0; item < links_.primary_count; ++item) {
      if (length_[item] >= kCovered) continue;
      next_open_[static_cast<std::size_t>(last)] = item;
      previous_open_[static_cast<std::size_t>(item)] = last;
      last = item;
    }
    next_open_[static_cast<std::size_t>(last)] = head;
    previous_open_[static_cast<std::size_t>(head)] = last;
  }

  void run();

 private:
  Cost cost(std::int32_t p) const { return cost_[static_cast<std::size_t>(p)]; }

  // Calls f(q) for every node q of the option holding r but r, left to right from r, cyclically: on the uniform
  // layout by arithmetic (Links::other_node), else in two runs split at the spacer, as Links::hide walks.
  // Not Links::for_each_other_node, which keeps one copy of its loop on the uniform layout: here the compiler may
  // unroll, and pento-6x10-all with costs, K = 10, took 557 ms through Links' walk against 496 ms through this one
  // (hyperfine -N -r 10, 2026-11-25).
  template <typename F>
  void for_each_other(std::int32_t r, F&& f) const {
    if constexpr (V::kWidth != 0) {
      for (std::int32_t d = 1; d < V::kWidth; ++d) f(Links::other_node<V::kWidth>(r, d));
    } else {
      std::int32_t q = r + 1;
      for (; top_[q] >= 0; ++q) f(q);
      for (q = node_[q].up; q != r; ++q) f(q);
    }
  }
  // The same, right to left.
  template <typename F>
  void for_each_other_backwards(std::int32_t r, F&& f) const {
    if constexpr (V::kWidth != 0) {
      for (std::int32_t d = V::kWidth - 1; d >= 1; --d) f(Links::other_node<V::kWidth>(r, d));
    } else {
      std::int32_t q = r - 1;
      for (; top_[q] >= 0; --q) f(q);
      for (q = node_[q].down; q != r; --q) f(q);
    }
  }

  void hide(std::int32_t r) {
    for_each_other(r, [&](std::int32_t q) {
      if (V::kColors && links_.color[q] < 0) return;
      const Link link = node_[q];
      node_[link.up].down = link.down;
      node_[link.down].up = link.up;
      --length_[top_[q]];
      ++updates_;
    });
  }
  void unhide(std::int32_t r) {
    for_each_other(r, [&](std::int32_t q) {
      if (V::kColors && links_.color[q] < 0) return;
      const Link link = node_[q];
      node_[link.up].down = q;
      node_[link.down].up = q;
      ++length_[top_[q]];
    });
  }
  void cover(std::int32_t item, Cost bound) {
    length_[item] += kCovered;
    if (item < links_.primary_count) {  // out of the open list (covers and uncovers nest, so relinking restores it)
      const auto k = static_cast<std::size_t>(item);
      next_open_[static_cast<std::size_t>(previous_open_[k])] = next_open_[k];
      previous_open_[static_cast<std::size_t>(next_open_[k])] = previous_open_[k];
    }
    ++updates_;
    for (std::int32_t r = node_[item].down; r != item && cost(r) < bound; r = node_[r].down) hide(r);
  }
  void uncover(std::int32_t item, Cost bound) {
    for (std::int32_t r = node_[item].down; r != item && cost(r) < bound; r = node_[r].down) unhide(r);
    length_[item] -= kCovered;
    if (item < links_.primary_count) {
      const auto k = static_cast<std::size_t>(item);
      next_open_[static_cast<std::size_t>(previous_open_[k])] = item;
      previous_open_[static_cast<std::size_t>(next_open_[k])] = item;
    }
  }
  void purify(std::int32_t p, Cost bound) {
    const std::int32_t item = top_[p];
    const Color wanted = links_.color[p];
    for (std::int32_t r = node_[item].down; r != item && cost(r) < bound; r = node_[r].down) {
      if (links_.color[r] != wanted) {
        hide(r);
      } else if (r != p) {
        links_.color[r] = -1;
      }
    }
  }
  void unpurify(std::int32_t p, Cost bound) {
    const std::int32_t item = top_[p];
    const Color wanted = links_.color[p];
    for (std::int32_t r = node_[item].down; r != item && cost(r) < bound; r = node_[r].down) {
      if (links_.color[r] < 0) {
        links_.color[r] = wanted;
      } else if (r != p) {
        unhide(r);
      }
    }
  }
  void commit_rest(std::int32_t chosen, Cost bound) {
    for_each_other(chosen, [&](std::int32_t p) {
      if (!V::kColors || links_.color[p] == 0) {
        cover(top_[p], bound);
      } else if (links_.color[p] > 0) {
        purify(p, bound);
      }
    });
  }
  void uncommit_rest(std::int32_t chosen, Cost bound) {
    for_each_other_backwards(chosen, [&](std::int32_t p) {
      if (!V::kColors || links_.color[p] == 0) {
        uncover(top_[p], bound);
      } else if (links_.color[p] > 0) {
        unpurify(p, bound);
      }
    });
  }

  // DLX5's choice at a node that has spent `spent`: the item with the fewest options cheap enough to try, ties to
  // the dearest cheapest option; `usable` gets that number (0: the branch is dead). -1 when every primary item is
  // covered.
  std::int32_t choose(Cost spent, std::int32_t& usable) const {
    const Cost room = best_.cutoff() - spent;  // an option is usable when its cost is below this
    std::int32_t chosen = -1;
    std::int32_t fewest = std::numeric_limits<std::int32_t>::max();
    Cost dearest = 0;
    const std::int32_t head = links_.primary_count;
    for (std::int32_t item = next_open_[static_cast<std::size_t>(head)]; item != head;
         item = next_open_[static_cast<std::size_t>(item)]) {
      std::int32_t p = node_[item].down;
      if (p == item || cost(p) >= room) {
        usable = 0;
        return item;
      }
      const Cost cheapest = cost(p);
      std::int32_t count = 1;
      for (p = node_[p].down;; p = node_[p].down, ++count) {
        if (p == item || cost(p) >= room) break;
        if (count == fewest) goto no_better;
        if (count >= kLookahead) {
          count = length_[item];  // an upper bound will do
          break;
        }
      }
      if (count < fewest || (count == fewest && cheapest > dearest)) {
        fewest = count;
        chosen = item;
        dearest = cheapest;
      }
    no_better:;
    }
    usable = fewest;
    return chosen;
  }

  CostLinks& s_;
  Links& links_;
  Link* node_;
  const std::int32_t* top_;
  L* length_;
  const Cost* cost_;
  SearchContext& context_;
  BestSolutions& best_;
  const MinCostOptions& options_;
  std::vector<Cost> cover_bound_;   // per level: the bound its item was covered with
  std::vector<Cost> commit_bound_;  // per level: the bound the rest of its option was committed with
  std::vector<Cost> spent_;         // per level: what the branch had spent on entering it
  std::vector<OptionId> solution_;
  std::vector<std::int32_t> next_open_;      // the open primary items: next in the list (head: primary_count)
  std::vector<std::int32_t> previous_open_;  // and previous
  std::uint64_t updates_ = 0;  // kept here, in a register, and added to links.updates at the end
};

template <class V>
void MinCostX<V>::run() {
  std::int32_t* const choice = context_.choice.data();
  std::vector<std::uint64_t>* const profile = context_.limits().profile;
  auto unwind = [&](std::int32_t depth) {
    for (std::int32_t l = depth; l-- > 0;) {
      uncommit_rest(choice[l], commit_bound_[static_cast<std::size_t>(l)]);
      uncover(top_[choice[l]], cover_bound_[static_cast<std::size_t>(l)]);
    }
  };

  std::int32_t level = 0;
  std::int32_t best = 0;
  std::int32_t current = 0;
  std::int32_t usable = 0;
  Cost spent = 0;  // at `level`, before its option
  Cost next = 0;   // spent + the cost of the option tried at `level`
  std::uint64_t nodes = 0;

  best = choose(spent, usable);
  if (best < 0) {  // nothing to cover: the empty solution
    best_.add(0, {});
    ++context_.result.stats.solutions;
    if (options_.improved && !options_.improved({}, s_.total_tax)) context_.result.end = SearchEnd::stopped_by_visitor;
    return;
  }

forward:
  if (!context_.keep_going(nodes, level)) {
    unwind(level);
    goto done;
  }
  ++nodes;
  if (profile != nullptr) context_.count_profile(level);
  if (usable == 0) goto backdown;
  spent_[static_cast<std::size_t>(level)] = spent;
  current = choice[level] = node_[best].down;
  next = spent + cost(current);
  cover_bound_[static_cast<std::size_t>(level)] = best_.cutoff() - next;
  cover(best, cover_bound_[static_cast<std::size_t>(level)]);

advance:
  commit_bound_[static_cast<std::size_t>(level)] = best_.cutoff() - next;
  commit_rest(current, commit_bound_[static_cast<std::size_t>(level)]);
  {
    std::int32_t next_usable = 0;
    const std::int32_t next_best = choose(next, next_usable);
    if (next_best >= 0) {
      best = next_best;
      usable = next_usable;
      spent = next;
      ++level;
      goto forward;
    }
  }
  // A solution, cheaper than the cutoff (its last option was tried only if it was): a leaf, counted as a node.
  if (!context_.keep_going(nodes, level + 1)) {
    unwind(level + 1);
    goto done;
  }
  ++nodes;
  if (profile != nullptr) context_.count_profile(level + 1);
  ++context_.result.stats.solutions;
  solution_.clear();
  for (std::int32_t l = 0; l <= level; ++l) solution_.push_back(links_.option_of(choice[l]));
  best_.add(next, solution_);
  if (options_.improved && !options_.improved(solution_, next + s_.total_tax)) {
    context_.result.end = SearchEnd::stopped_by_visitor;
    unwind(level + 1);
    goto done;
  }
  goto recover;

backup:
  uncover(best, cover_bound_[static_cast<std::size_t>(level)]);

backdown:
  if (level == 0) goto done;
  --level;
  current = choice[level];
  best = top_[current];
  spent = spent_[static_cast<std::size_t>(level)];

recover:
  uncommit_rest(current, commit_bound_[static_cast<std::size_t>(level)]);
  current = choice[level] = node_[current].down;
  if (current == best) goto backup;
  next = spent + cost(current);
  if (next >= best_.cutoff()) goto backup;  // the list is sorted: every option after this one costs as much
  goto advance;

done:
  context_.result.stats.nodes = nodes;
  links_.updates += updates_;
}

}  // namespace

template <class V>
void min_cost_x(CostLinks& structure, SearchContext& context, BestSolutions& best, const MinCostOptions& options) {
  MinCostX<V>(structure, context, best, options).run();
}

template void min_cost_x<Variant<std::int16_t, 0, false, false>>(CostLinks&, SearchContext&, BestSolutions&,
                                                                 const MinCostOptions&);
template void min_cost_x<Variant<std::int32_t, 0, false, false>>(CostLinks&, SearchContext&, BestSolutions&,
                                                                 const MinCostOptions&);
template void min_cost_x<Variant<std::int16_t, 0, true, false>>(CostLinks&, SearchContext&, BestSolutions&,
                                                                const MinCostOptions&);
template void min_cost_x<Variant<std::int32_t, 0, true, false>>(CostLinks&, SearchContext&, BestSolutions&,
                                                                const MinCostOptions&);
template void min_cost_x<Variant<std::int16_t, 3, false, false>>(CostLinks&, SearchContext&, BestSolutions&,
                                                                 const MinCostOptions&);
template void min_cost_x<Variant<std::int32_t, 3, false, false>>(CostLinks&, SearchContext&, BestSolutions&,
                                                                 const MinCostOptions&);
template void min_cost_x<Variant<std::int16_t, 4, false, false>>(CostLinks&, SearchContext&, BestSolutions&,
                                                                 const MinCostOptions&);
template void min_cost_x<Variant<std::int32_t, 4, false, false>>(CostLinks&, SearchContext&, BestSolutions&,
                                                                 const MinCostOptions&);
template void min_cost_x<Variant<std::int16_t, 6, false, false>>(CostLinks&, SearchContext&, BestSolutions&,
                                                                 const MinCostOptions&);
template void min_cost_x<Variant<std::int32_t, 6, false, false>>(CostLinks&, SearchContext&, BestSolutions&,
                                                                 const MinCostOptions&);

}  // namespace detail

MinCostResult find_min_cost(const Problem& problem, const MinCostOptions& options, const SearchLimits& limits) {
  if (options.best == 0) throw std::invalid_argument("exactcover::find_min_cost: best must be at least 1");
  detail::CostLinks structure(problem);
  detail::Links& links = structure.links;
  std::vector<std::int32_t> choice(static_cast<std::size_t>(problem.primary_count()) + 1);
  std::vector<std::int32_t> deferred(choice.size());  // unused (no pruned tree here): SearchContext wants one
  std::vector<OptionId> unused;
  detail::SearchContext context(links, choice, deferred, unused, {}, nullptr, limits);
  detail::BestSolutions best(options.best);
  links.updates = 0;
  detail::with_variant<false>(links, [&](auto variant) {
    using V = decltype(variant);
    if constexpr (V::kMultiplicities) {
      detail::min_cost_m<V>(structure, context, best, options);
    } else {
      detail::min_cost_x<V>(structure, context, best, options);
    }
  });
  MinCostResult result;
  result.end = context.result.end;
  result.stats = context.result.stats;
  result.stats.updates = links.updates;
  result.total_tax = structure.total_tax;
  result.best = best.sorted(structure.total_tax);
  return result;
}

}  // namespace exactcover
