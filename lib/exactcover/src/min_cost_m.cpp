// Minimum-cost exact cover with multiplicities (min_cost.hpp): Algorithm M (algorithm_m.cpp, whose cases this loop
// follows step for step) with costs, on lists sorted cheapest first (min_cost.cpp).
//
// The bound works as in min_cost.cpp: an option is tried only while spent + cost < cutoff, and since the list is
// sorted, the first that fails ends the options of the level; what is left is the null move, when the item's lower
// bound is met (cases B and C). The options not tried are not tweaked away: they can never be chosen below either
// (spent only grows, the cutoff only falls), and untweak restores the run of tweaked options from the list's top as
// always. A node ends at once when some active item still short of its lower bound has a cheapest option it cannot
// afford. Covers are whole here (no truncated covers): Algorithm M reads lengths in its choice and its bounds.
#include <limits>

#include "min_cost_search.hpp"

namespace exactcover::detail {

template <class V>
void min_cost_m(CostLinks& structure, SearchContext& context, BestSolutions& best_solutions,
                const MinCostOptions& options) {
  Links& links = structure.links;
  Link* const node = links.node.data();
  const std::int32_t* const top = links.top.data();
  std::int32_t* const bound = links.bound.data();
  const std::int32_t* const slack = links.slack.data();
  const Cost* const cost = structure.cost.data();
  const std::int32_t headers = links.item_count;
  std::vector<std::uint64_t>* const profile = context.limits().profile;
  std::vector<Cost> spent_at(context.choice.size());
  std::vector<OptionId> solution;

  auto covering = [&](std::int32_t item) { return links.covering_m(item); };  // case A
  auto lower_met = [&](std::int32_t item) { return bound[item] < slack[item]; };  // with this level's use counted
  auto restore_item = [&](std::int32_t item, std::int32_t level) {
    links.leave_item_m<V>(item, context.first_tweak[static_cast<std::size_t>(level)]);
  };
  auto unwind = [&](std::int32_t depth) {
    for (std::int32_t l = depth; l-- > 0;) {
      const std::int32_t chosen = context.choice[static_cast<std::size_t>(l)];
      if (chosen < headers) {
        if (bound[chosen] != 0) links.reactivate(chosen);
        restore_item(chosen, l);
      } else {
        links.uncommit_rest<V>(chosen);
        restore_item(top[chosen], l);
      }
    }
  };
  // Whether some active item short of its lower bound cannot afford its cheapest option.
  auto unaffordable = [&](Cost spent) {
    const Cost cutoff = best_solutions.cutoff();
    for (std::int32_t k = 0; k < links.active_count; ++k) {
      const std::int32_t item = links.active[k];
      if (bound[item] <= slack[item]) continue;  // its lower bound is met
      const std::int32_t head = node[item].down;
      if (head != item && spent + cost[head] >= cutoff) return true;
    }
    return false;
  };

  std::int32_t level = 0;
  std::int32_t best = 0;
  std::int32_t current = 0;
  std::int32_t score = 0;
  Cost spent = 0;
  std::uint64_t nodes = 0;

forward:
  if (!context.keep_going(nodes, level)) {
    unwind(level);
    goto done;
  }
  ++nodes;
  if (profile != nullptr) context.count_profile(level);
  context.reserve_level(level);
  if (spent_at.size() < context.choice.size()) spent_at.resize(context.choice.size());
  // A null move adds nothing, and the cutoff may have fallen since this branch's last option was paid: check again.
  if (spent >= best_solutions.cutoff()) goto backdown;
  best = choose_item_m(links, score);
  if (best < 0) {  // every item satisfied: a solution, cheaper than the cutoff
    ++context.result.stats.solutions;
    solution.clear();
    for (std::int32_t l = 0; l < level; ++l) {
      const std::int32_t chosen = context.choice[static_cast<std::size_t>(l)];
      if (chosen >= headers) solution.push_back(links.option_of(chosen));
    }
    best_solutions.add(spent, solution);
    if (options.improved && !options.improved(solution, spent + structure.total_tax)) {
      context.result.end = SearchEnd::stopped_by_visitor;
      unwind(level);
      goto done;
    }
    goto backdown;
  }
  if (score <= 0 || unaffordable(spent)) goto backdown;
  spent_at[static_cast<std::size_t>(level)] = spent;
  context.degree[static_cast<std::size_t>(level)] = score;
  current = context.choice[static_cast<std::size_t>(level)] = node[best].down;
  context.first_tweak[static_cast<std::size_t>(level)] = links.enter_item_m<V>(best, current);

advance:
  if (current != best && spent + cost[current] >= best_solutions.cutoff()) {
    // This option and every one after it cost too much: only the null move is left, where there is one.
    if (covering(best) || !lower_met(best)) goto backup;
    current = context.choice[static_cast<std::size_t>(level)] = best;
  }
  if (covering(best)) {
    if (current == best) goto backup;
  } else if (current == best ? !lower_met(best) : links.length[best] <= bound[best] - slack[best]) {
    goto backup;  // the null move with the lower bound not met, or too few options left below this one
  }
  links.take_m<V>(best, current);
  if (current >= headers) {
    links.commit_rest<V>(current);
    spent += cost[current];
  }
  ++level;
  goto forward;

backup:
  restore_item(best, level);

backdown:
  if (level == 0) goto done;
  --level;
  current = context.choice[static_cast<std::size_t>(level)];
  spent = spent_at[static_cast<std::size_t>(level)];
  if (current < headers) {  // back from the null move
    best = current;
    if (bound[best] != 0) links.reactivate(best);
    goto backup;
  }
  best = top[current];
  links.uncommit_rest<V>(current);
  current = context.choice[static_cast<std::size_t>(level)] = node[current].down;
  goto advance;

done:
  context.result.stats.nodes = nodes;
}

template void min_cost_m<Variant<std::int32_t, 0, false, true>>(CostLinks&, SearchContext&, BestSolutions&,
                                                                const MinCostOptions&);
template void min_cost_m<Variant<std::int32_t, 0, true, true>>(CostLinks&, SearchContext&, BestSolutions&,
                                                               const MinCostOptions&);

}  // namespace exactcover::detail
