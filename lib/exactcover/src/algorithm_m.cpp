// Algorithm M (TAOCP 7.2.2.1; Knuth's DLX3): exact cover with multiplicities — primary item i must be covered at
// least lower(i) and at most upper(i) times — and with colors.
//
// Per primary item, `bound` is how many more options may still cover it and `slack` is upper - lower. Branching on
// item i with b = bound, s = min(slack, b) and l options left has degree l + s - b + 1: the choices are "the first
// remaining option", "the second", ..., and, when the lower bound is already met, "none" (the null move, which
// retires the item). Three cases, after the item's bound is decreased on entering the level:
//   A. bound 0, slack 0: exactly Algorithm X — the item is covered and its options tried in turn;
//   B. bound 0, slack left: the item is covered too (no further option may use it), each option is tried by tweak'
//      (taking it out of the item's list only), and the null move comes last;
//   C. bound left: each option is tried by tweak (hiding it everywhere) and the item stays active for deeper levels;
//      the null move retires it.
// The degree is <= 0 exactly when too few options are left to reach the lower bound: the search backs up.
//
// One difference from DLX3, on purpose: when every active item is unconstrained (s = b >= l, any subset of its
// options would do), DLX3 stops and reports a "core solution" standing for 2^k solutions; we go on branching so that
// the count is the exact number of solutions, each a set of options, and every one reaches the visitor. When no
// option is left in those items the two agree (one solution).
#include <limits>

#include "search.hpp"

namespace exactcover::detail {

// The item to branch on: the smallest degree l + s - b + 1; ties go to the smaller s (slack items are less
// constrained), then to the larger l (it tends to shrink the middle of the tree, Knuth's observation in MDANCE),
// then to the leftmost item. Unconstrained items (l <= b and s = b) only when no constrained one is left and they
// still have options. Returns -1 when the current partial solution is a solution.
std::int32_t choose_item_m(const Links& links, std::int32_t& score) {
  std::int32_t best = -1;
  std::int32_t best_score = std::numeric_limits<std::int32_t>::max();
  std::int32_t best_slack = 0;
  std::int32_t best_length = 0;
  std::int32_t fallback = -1;  // the best unconstrained item that still has options
  std::int32_t fallback_score = std::numeric_limits<std::int32_t>::max();
  std::int32_t fallback_slack = 0;
  std::int32_t fallback_length = 0;
  auto better = [](std::int32_t t, std::int32_t s, std::int32_t l, std::int32_t item, std::int32_t best_t,
                   std::int32_t best_s, std::int32_t best_l, std::int32_t best_item) {
    if (t != best_t) return t < best_t;
    if (s != best_s) return s < best_s;
    if (l != best_l) return l > best_l;
    return item < best_item;
  };
  for (std::int32_t k = 0; k < links.active_count; ++k) {
    const std::int32_t item = links.active[k];
    const std::int32_t b = links.bound[item];
    const std::int32_t s = links.slack[item] < b ? links.slack[item] : b;
    const std::int32_t l = links.length[item];
    const std::int32_t t = l + s - b + 1;
    if (l > b || s < b) {
      if (best < 0 || better(t, s, l, item, best_score, best_slack, best_length, best)) {
        best = item, best_score = t, best_slack = s, best_length = l;
      }
    } else if (l > 0 && (fallback < 0 || better(t, s, l, item, fallback_score, fallback_slack, fallback_length,
                                                fallback))) {
      fallback = item, fallback_score = t, fallback_slack = s, fallback_length = l;
    }
  }
  if (best < 0) {
    best = fallback;
    best_score = fallback_score;
  }
  score = best_score;
  return best;
}

template <class V, bool kVisit>
void search_m_loop(SearchContext& context) {
  Links& links = context.links;
  Link* const node = links.node.data();
  const std::int32_t* const top = links.top.data();
  std::int32_t* const bound = links.bound.data();
  const std::int32_t* const slack = links.slack.data();
  const std::int32_t headers = links.item_count;

  // Commits to the other items of the option holding `chosen`, left to right: the rule of Links::commit, written out
  // here because calling Links::commit from this loop costs Algorithm M with colors 27 % more instructions and about
  // 5 % more time, though the code is the same after inlining and the cause was not found (2026-11-23: queens-10 with
  // the columns given bounds 0:2 and the a-diagonals colored by row parity, `valgrind --tool=callgrind
  // --toggle-collect='*search_m_loop*' build/bench/cover_bench --repeat 1 FILE`: 13.29 G against 10.46 G; 5
  // interleaved `cover_bench --cpu-time` runs 1.04-1.16x; without colors no difference). uncommit_rest undoes it.
  auto commit_rest = [&](std::int32_t chosen) {
    for (std::int32_t p = chosen + 1; p != chosen;) {
      const std::int32_t item = top[p];
      if (item < 0) {
        p = node[p].up;
        continue;
      }
      if (item < links.primary_count) {
        if (--bound[item] == 0) links.cover<V>(item);
      } else if (!V::kColors || links.color[p] == 0) {
        links.cover<V>(item);
      } else if (links.color[p] > 0) {
        links.purify<V>(p);
      }
      ++p;
    }
  };
  auto uncommit_rest = [&](std::int32_t chosen) {
    for (std::int32_t p = chosen - 1; p != chosen;) {
      const std::int32_t item = top[p];
      if (item < 0) {
        p = node[p].down;
        continue;
      }
      if (item < links.primary_count) {
        if (bound[item] == 0) links.uncover<V>(item);
        ++bound[item];
      } else if (!V::kColors || links.color[p] == 0) {
        links.uncover<V>(item);
      } else if (links.color[p] > 0) {
        links.unpurify<V>(p);
      }
      --p;
    }
  };
  auto covering = [&](std::int32_t item) { return links.covering_m(item); };  // case A

  // Leaves the level that branched on `item` (the end of every case): undoes its cover and tweaks, gives the bound back.
  auto restore_item = [&](std::int32_t item, std::int32_t level) {
    links.leave_item_m<V>(item, context.first_tweak[static_cast<std::size_t>(level)]);
  };

  // Undoes the levels [0, depth), last first, from any point where level `depth` has not started.
  auto unwind = [&](std::int32_t depth) {
    for (std::int32_t l = depth; l-- > 0;) {
      const std::int32_t chosen = context.choice[static_cast<std::size_t>(l)];
      if (chosen < headers) {  // the null move
        if (bound[chosen] != 0) links.reactivate(chosen);  // case C retired the item; in case B uncover does it
        restore_item(chosen, l);
      } else {
        uncommit_rest(chosen);
        restore_item(top[chosen], l);
      }
    }
  };

  std::int32_t level = 0;
  std::int32_t best = 0;
  std::int32_t current = 0;
  std::int32_t score = 0;
  std::uint64_t nodes = 0;

forward:
  if (!context.keep_going(nodes, level)) {
    unwind(level);
    goto done;
  }
  ++nodes;
  if (context.limits().profile != nullptr) context.count_profile(level);
  best = choose_item_m(links, score);
  if (best < 0) {  // every item is satisfied: a solution (a leaf, counted as a node, as in DLX3)
    if (!context.record_solution<kVisit>(level)) {
      unwind(level);
      goto done;
    }
    goto backdown;
  }
  if (score <= 0) goto backdown;  // too few options left to reach the item's lower bound
  context.reserve_level(level);
  context.degree[static_cast<std::size_t>(level)] = score;
  current = context.choice[static_cast<std::size_t>(level)] = node[best].down;
  context.first_tweak[static_cast<std::size_t>(level)] = links.enter_item_m<V>(best, current);

advance:
  if (covering(best)) {
    if (current == best) goto backup;
  } else if (links.length[best] <= bound[best] - slack[best]) {
    goto backup;  // too few options left below this one
  }
  links.take_m<V>(best, current);
  if (current >= headers) commit_rest(current);
  ++level;
  goto forward;

backup:
  restore_item(best, level);

backdown:
  if (level == 0) goto done;
  --level;
  current = context.choice[static_cast<std::size_t>(level)];
  if (current < headers) {  // back from the null move
    best = current;
    if (bound[best] != 0) links.reactivate(best);  // case C retired it; in case B uncovering will
    goto backup;
  }
  best = top[current];
  uncommit_rest(current);
  current = context.choice[static_cast<std::size_t>(level)] = node[current].down;
  goto advance;

done:
  context.result.stats.nodes = nodes;
}

template <class V>
void search_m(SearchContext& context, bool visit) {
  with_flag(visit, [&](auto visiting) { search_m_loop<V, visiting()>(context); });
}

template void search_m<Variant<std::int32_t, 0, false, true>>(SearchContext&, bool);
template void search_m<Variant<std::int32_t, 0, true, true>>(SearchContext&, bool);

}  // namespace exactcover::detail
