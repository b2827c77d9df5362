// Algorithm X (TAOCP 7.2.2.1), and Algorithm C when the problem has colors: the search loop, iterative, with the
// explicit choice stack of search.hpp and the four phases of Knuth's DLX1 (forward, advance, backup, recover).
#include <limits>

#include "random.hpp"
#include "search.hpp"

namespace exactcover::detail {

namespace {

// The primary item to branch on: fewest remaining options. Every rule reads only the dense `active` and `length`
// arrays, never the nodes.
template <ChoiceRule kRule>
std::int32_t choose_item(const Links& links, std::uint64_t& random_state) {
  const std::int32_t* active = links.active.data();
  const std::int32_t* length = links.length.data();
  const std::int32_t count = links.active_count;
  if constexpr (kRule == ChoiceRule::leftmost_fewest) {
    // Key = (length, item id): the minimum key is the leftmost of the shortest, whatever order `active` is in.
    std::uint64_t best = std::numeric_limits<std::uint64_t>::max();
    for (std::int32_t k = 0; k < count; ++k) {
      const std::int32_t item = active[k];
      const std::uint64_t key = (std::uint64_t(std::uint32_t(length[item])) << 32) | std::uint32_t(item);
      best = key < best ? key : best;
      if ((best >> 32) == 0) break;  // nothing beats an item no option can cover; the tree below it is the same
    }
    return static_cast<std::int32_t>(best & 0xffffffffU);
  } else if constexpr (kRule == ChoiceRule::first_fewest) {
    std::int32_t best_item = active[0];
    std::int32_t best_length = length[best_item];
    for (std::int32_t k = 1; k < count && best_length > 1; ++k) {
      const std::int32_t item = active[k];
      if (length[item] < best_length) {
        best_length = length[item];
        best_item = item;
      }
    }
    return best_item;
  } else {
    // Reservoir sampling over the ties: the t-th item met with the current fewest replaces the pick with chance 1/t.
    std::int32_t best_item = active[0];
    std::int32_t best_length = length[best_item];
    std::uint64_t ties = 1;
    for (std::int32_t k = 1; k < count; ++k) {
      const std::int32_t item = active[k];
      if (length[item] < best_length) {
        best_length = length[item];
        best_item = item;
        ties = 1;
      } else if (length[item] == best_length && next_random(random_state) % ++ties == 0) {
        best_item = item;
      }
    }
    return best_item;
  }
}

}  // namespace

template <bool kVisit, ChoiceRule kRule, bool kColors>
void search_x(SearchContext& context) {
  Links& links = context.links;
  Node* const node = links.node.data();
  std::int32_t* const choice = context.choice.data();  // depth <= primary items: sized once, never grows

  // Undoes the choices of levels [0, depth), last first.
  auto unwind = [&](std::int32_t depth) {
    for (std::int32_t l = depth; l-- > 0;) {
      links.uncover_rest_of_option<kColors>(choice[l]);
      links.uncover<kColors>(node[choice[l]].item);
    }
  };

  std::int32_t level = 0;
  std::int32_t best = 0;     // the item being branched on at `level`
  std::int32_t current = 0;  // the node chosen for it, or `best` itself when its options are exhausted
  std::uint64_t nodes = 0;

forward:
  if (!context.keep_going(nodes, level)) {
    unwind(level);
    goto done;
  }
  ++nodes;
  best = choose_item<kRule>(links, context.random_state);
  links.cover<kColors>(best);
  current = choice[level] = node[best].down;

advance:
  if (current == best) goto backup;
  links.cover_rest_of_option<kColors>(current);
  if (links.active_count == 0) {
    // A solution is a leaf of the search tree; DLX1 counts it as a node too, so it is subject to the budget.
    if (!context.keep_going(nodes, level + 1)) {
      unwind(level + 1);
      goto done;
    }
    ++nodes;
    if (!context.record_solution<kVisit>(level + 1)) {
      unwind(level + 1);
      goto done;
    }
    goto recover;
  }
  ++level;
  goto forward;

backup:
  links.uncover<kColors>(best);
  if (level == 0) goto done;
  --level;
  current = choice[level];
  best = node[current].item;

recover:
  links.uncover_rest_of_option<kColors>(current);
  current = choice[level] = node[current].down;
  goto advance;

done:
  context.result.stats.nodes = nodes;
}

#define DLX_INSTANTIATE(kVisit, kRule, kColors) template void search_x<kVisit, kRule, kColors>(SearchContext&);
#define DLX_INSTANTIATE_RULES(kVisit, kColors)                   \
  DLX_INSTANTIATE(kVisit, ChoiceRule::leftmost_fewest, kColors) \
  DLX_INSTANTIATE(kVisit, ChoiceRule::first_fewest, kColors)    \
  DLX_INSTANTIATE(kVisit, ChoiceRule::random_fewest, kColors)
DLX_INSTANTIATE_RULES(false, false)
DLX_INSTANTIATE_RULES(false, true)
DLX_INSTANTIATE_RULES(true, false)
DLX_INSTANTIATE_RULES(true, true)
#undef DLX_INSTANTIATE_RULES
#undef DLX_INSTANTIATE

}  // namespace exactcover::detail
