// Algorithm X (TAOCP 7.2.2.1), and Algorithm C when the problem has colors: the search loop, iterative, with the
// explicit choice stack of search.hpp and the four phases of Knuth's DLX1 (forward, advance, backup, recover).
#include <cstdint>
#include <limits>
#if defined(__SSE2__)
#include <immintrin.h>
#endif

#include "random.hpp"
#include "search.hpp"

namespace exactcover::detail {

namespace {

#if defined(__AVX2__)
constexpr std::int32_t kVectorBytes = 32;
#else
constexpr std::int32_t kVectorBytes = 16;
#endif

template <typename L>
struct VectorOf {
  typedef L type __attribute__((vector_size(kVectorBytes)));
};

// A bit per byte of v, set in the bytes of the lanes equal to `value`.
template <typename Vector, typename L>
std::uint32_t lanes_equal(Vector v, L value) {
  const Vector equal = v == value;
#if defined(__AVX2__)
  return static_cast<std::uint32_t>(_mm256_movemask_epi8(reinterpret_cast<__m256i>(equal)));
#elif defined(__SSE2__)
  return static_cast<std::uint32_t>(_mm_movemask_epi8(reinterpret_cast<__m128i>(equal)));
#else
  std::uint32_t mask = 0;
  for (std::size_t l = 0; l < sizeof(Vector) / sizeof(L); ++l) {
    if (equal[l] != 0) mask |= ((std::uint32_t{1} << sizeof(L)) - 1) << (l * sizeof(L));
  }
  return mask;
#endif
}

// The primary item to branch on: fewest remaining options; -1 when every primary item is covered (a solution).
// Every rule reads only the dense lengths of the primary items (headers 0 .. primary_count-1), never the nodes; a
// covered item's length carries Links::kCovered, so it never wins.
template <ChoiceRule kRule, typename L>
std::int32_t choose_item(Links& links, std::uint64_t& random_state) {
  const L* const length = links.lengths<L>();
  const std::int32_t count = links.primary_count;
  constexpr L kCovered = Links::kCovered<L>;
  if constexpr (kRule == ChoiceRule::leftmost_fewest) {
    // Two passes over whole vectors (GCC vector extensions: 16 bytes, 32 with AVX2): the minimum, then the first
    // item that has it. With 16-bit lengths a vector holds 8 items and the minimum is one pminsw per vector.
    using Vector = typename VectorOf<L>::type;
    constexpr std::int32_t kLanes = kVectorBytes / sizeof(L);
    static_assert(Links::kLengthPadding >= kLanes);
    Vector best;
    Vector lane;
    for (std::int32_t k = 0; k < kLanes; ++k) {
      best[k] = std::numeric_limits<L>::max();
      lane[k] = static_cast<L>(k);
    }
    std::int32_t k = 0;
    for (; k + kLanes <= count; k += kLanes) {
      Vector v;
      __builtin_memcpy(&v, length + k, sizeof v);
      best = v < best ? v : best;
    }
    if (k < count) {  // the last items; the lanes past them (secondary items, padding) made to lose
      Vector v;
      __builtin_memcpy(&v, length + k, sizeof v);
      v = lane >= static_cast<L>(count - k) ? std::numeric_limits<L>::max() : v;
      best = v < best ? v : best;
    }
    L fewest = best[0];
    for (std::int32_t l = 1; l < kLanes; ++l) fewest = best[l] < fewest ? best[l] : fewest;
    if (fewest >= kCovered) return -1;
    // The first item with the minimum is a primary one: lanes past count come after it.
    for (k = 0;; k += kLanes) {
      Vector v;
      __builtin_memcpy(&v, length + k, sizeof v);
      if (const std::uint32_t mask = lanes_equal(v, fewest)) {
        return k + static_cast<std::int32_t>(__builtin_ctz(mask) / sizeof(L));
      }
    }
  } else if constexpr (kRule == ChoiceRule::first_fewest) {
    std::int32_t best_item = -1;
    L best_length = kCovered;
    for (std::int32_t k = 0; k < count; ++k) {
      if (length[k] < best_length) {
        best_length = length[k];
        best_item = k;
        if (best_length <= 1) break;
      }
    }
    return best_item;
  } else {
    // Reservoir sampling over the ties: the t-th item met with the current fewest replaces the pick with chance 1/t.
    std::int32_t best_item = -1;
    L best_length = kCovered;
    std::uint64_t ties = 1;
    for (std::int32_t k = 0; k < count; ++k) {
      if (length[k] < best_length) {
        best_length = length[k];
        best_item = k;
        ties = 1;
      } else if (length[k] == best_length && best_length < kCovered && next_random(random_state) % ++ties == 0) {
        best_item = k;
      }
    }
    return best_item;
  }
}

}  // namespace

template <bool kVisit, ChoiceRule kRule, bool kColors, typename L>
void search_x(SearchContext& context) {
  Links& links = context.links;
  Link* const node = links.node.data();
  const std::int32_t* const top = links.top.data();
  std::int32_t* const choice = context.choice.data();  // depth <= primary items: sized once, never grows

  // Undoes the choices of levels [0, depth), last first.
  auto unwind = [&](std::int32_t depth) {
    for (std::int32_t l = depth; l-- > 0;) {
      links.uncover_rest_of_option<kColors, L>(choice[l]);
      links.uncover<kColors, false, L>(top[choice[l]]);
    }
  };

  std::int32_t level = 0;
  std::int32_t best = choose_item<kRule, L>(links, context.random_state);  // the item being branched on at `level`
  std::int32_t current = 0;  // the node chosen for it, or `best` itself when its options are exhausted
  std::uint64_t nodes = 0;
  if (best < 0) goto done;  // nothing to cover (the solver does not call us then)

forward:
  if (!context.keep_going(nodes, level)) {
    unwind(level);
    goto done;
  }
  ++nodes;
  links.cover<kColors, false, L>(best);
  current = choice[level] = node[best].down;

advance:
  if (current == best) goto backup;
  links.cover_rest_of_option<kColors, L>(current);
  {
    const std::int32_t next = choose_item<kRule, L>(links, context.random_state);
    if (next >= 0) {
      best = next;
      ++level;
      goto forward;
    }
  }
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

backup:
  links.uncover<kColors, false, L>(best);
  if (level == 0) goto done;
  --level;
  current = choice[level];
  best = top[current];

recover:
  links.uncover_rest_of_option<kColors, L>(current);
  current = choice[level] = node[current].down;
  goto advance;

done:
  context.result.stats.nodes = nodes;
}

#define DLX_INSTANTIATE(kVisit, kRule, kColors)                                           \
  template void search_x<kVisit, kRule, kColors, std::int16_t>(SearchContext&); \
  template void search_x<kVisit, kRule, kColors, std::int32_t>(SearchContext&);
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
