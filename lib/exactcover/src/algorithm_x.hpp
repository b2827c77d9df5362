// Algorithm X (TAOCP 7.2.2.1), and Algorithm C when the problem has colors: the search loop, iterative, with the
// explicit choice stack of search.hpp and the four phases of Knuth's DLX1 (forward, advance, backup, recover).
//
// search_x<V, kPruned> is instantiated for each variant V (variant.hpp) and each tree in its own translation unit:
// algorithm_x.cpp (the spacer layout), algorithm_x_w3.cpp, algorithm_x_w4.cpp and algorithm_x_w6.cpp (the uniform
// layouts of Links::width 3, 4 and 6), algorithm_x_w4_blanks.cpp and algorithm_x_w6_blanks.cpp (the same with blanks,
// Links::blank), algorithm_x_tracked.cpp (Links::tracked, many items), and their *_pruned.cpp twins
// (SearchTree::pruned). One unit holding all widths made g++ stop
// inlining cover into the generic search (its unit-growth limit): queens-12 went from 141 M to 153 M instructions in
// one search (commit 393f3ac, `valgrind --tool=callgrind --toggle-collect='*search_x*'
// build/bench/cover_bench test/data/exact-cover/queens-12.dlx`); both trees in one unit did the same to the DLX1
// tree (pento-3x20: 190.3 M instructions instead of 185.4 M, 2026-11-25).
#pragma once

#include <cstdint>
#include <limits>
#if defined(__SSE2__)
#include <immintrin.h>
#endif

#include "random.hpp"
#include "search.hpp"

namespace exactcover::detail {

namespace x_choice {

// The leftmost of the primary items with the fewest options, from 16-bit lengths: -1 when all are covered (see
// choose_item). Two passes over the contiguous lengths: the minimum (one pminsw per 8 items, 32 per step; 16 per step
// with AVX2), then the first item that has it (a compare and a byte mask per 8 items, four of them per step).
inline std::int32_t leftmost_fewest_16(const std::int16_t* length, std::int32_t count) {
  constexpr std::int16_t kCovered = Links::kCovered<std::int16_t>;
#if defined(__SSE2__)
  // The loads read up to 31 lengths past the primary items (the second pass takes 32 at a time): the padding keeps
  // them inside the array.
  static_assert(Links::kLengthPadding >= 32);
  const __m128i lane = _mm_setr_epi16(0, 1, 2, 3, 4, 5, 6, 7);
  const __m128i most = _mm_set1_epi16(0x7fff);
  auto load = [&](std::int32_t k) { return _mm_loadu_si128(reinterpret_cast<const __m128i*>(length + k)); };
#if defined(__AVX2__)
  auto load2 = [&](std::int32_t k) { return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(length + k)); };
  __m256i wide = _mm256_set1_epi16(0x7fff);
  std::int32_t k = 0;
  for (; k + 16 <= count; k += 16) wide = _mm256_min_epi16(wide, load2(k));
  __m128i best = _mm_min_epi16(_mm256_castsi256_si128(wide), _mm256_extracti128_si256(wide, 1));
  if (k + 8 <= count) {
    best = _mm_min_epi16(best, load(k));
    k += 8;
  }
#else
  __m128i best = most;
  __m128i other = most;  // two chains of minima: the loop is not bound by pminsw's latency
  std::int32_t k = 0;
  // 32 lengths per step rather than 16: sudoku6-all's first 20 million nodes 0.953x the CPU time (its 144 items),
  // dominoes-8x8 0.965x; pento, Langford and queens 0.98-1.02x, the 9x9 DLX path 1.00-1.02x the puzzles/s
  // (2026-11-28, `cover_bench --cpu-time --repeat 1 [--sudoku6 --node-budget 20000000]` and `sudoku_bench --solver
  // dlx`, 3-5 rounds alternating the two builds, idle machine).
  for (; k + 32 <= count; k += 32) {
    best = _mm_min_epi16(best, _mm_min_epi16(load(k), load(k + 8)));
    other = _mm_min_epi16(other, _mm_min_epi16(load(k + 16), load(k + 24)));
  }
  if (k + 16 <= count) {
    best = _mm_min_epi16(best, load(k));
    other = _mm_min_epi16(other, load(k + 8));
    k += 16;
  }
  best = _mm_min_epi16(best, other);
  if (k + 8 <= count) {
    best = _mm_min_epi16(best, load(k));
    k += 8;
  }
#endif
  if (k < count) {  // the last items; the lanes past them (secondary items, padding) made to lose
    const __m128i past = _mm_cmpgt_epi16(lane, _mm_set1_epi16(static_cast<std::int16_t>(count - k - 1)));
    best = _mm_min_epi16(best, _mm_or_si128(load(k), _mm_and_si128(past, most)));
  }
  // The minimum into every lane (each step takes the minimum with the lanes swapped in pairs of 64, 32, then 16
  // bits), so that the search for it below needs no broadcast.
  best = _mm_min_epi16(best, _mm_shuffle_epi32(best, _MM_SHUFFLE(1, 0, 3, 2)));
  best = _mm_min_epi16(best, _mm_shuffle_epi32(best, _MM_SHUFFLE(2, 3, 0, 1)));
  best = _mm_min_epi16(best, _mm_shufflehi_epi16(_mm_shufflelo_epi16(best, _MM_SHUFFLE(2, 3, 0, 1)),
                                                 _MM_SHUFFLE(2, 3, 0, 1)));
  if (static_cast<std::int16_t>(_mm_cvtsi128_si32(best)) >= kCovered) return -1;
  // The first item with the minimum, 32 lengths per step into one 64-bit byte mask: a problem with at most 32
  // primary items finds it in the first step, with no branch that depends on where it is. It is a primary one:
  // lanes past count come after it (and the loads stay inside: it is before item_count; see the padding above).
  // Against the earlier scan (a scalar minimum broadcast again, then 8 lengths per step), in DLX1's tree: queens-13
  // and -14 0.91-0.94x the search's CPU time, langford-12 0.92-0.93x, dominoes-8x8 0.93-0.96x, pento-4x15 and
  // -6x10 0.99-1.00x (their 72 items: the scans are a small part); queens, langford 0.93-0.95x pruned. The broadcast
  // saved and the 32-wide step each count: with the 8-length step kept, 1.04-1.06x the time of this one. (2026-11-28,
  // `cover_bench --cpu-time --repeat 1`, 3-5 rounds alternating the two builds, best and median of each, load < 1.)
  auto matches = [&](std::int32_t from) {
    return static_cast<std::uint64_t>(static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi16(load(from), best))));
  };
  for (k = 0;; k += 32) {
    const std::uint64_t mask = matches(k) | matches(k + 8) << 16 | matches(k + 16) << 32 | matches(k + 24) << 48;
    if (mask != 0) return k + __builtin_ctzll(mask) / 2;
  }
#else
  std::int32_t best_item = -1;
  std::int16_t best_length = kCovered;
  for (std::int32_t k = 0; k < count; ++k) {
    if (length[k] < best_length) {
      best_length = length[k];
      best_item = k;
    }
  }
  return best_item;
#endif
}

// ChoiceRule::first_fewest item by item, for any length type: the scan stops at the first item with 0 or 1 options.
template <typename L>
std::int32_t first_fewest_scalar(const L* length, std::int32_t count) {
  std::int32_t best_item = -1;
  L best_length = Links::kCovered<L>;
  for (std::int32_t k = 0; k < count; ++k) {
    if (length[k] < best_length) {
      best_length = length[k];
      best_item = k;
      if (best_length <= 1) break;
    }
  }
  return best_item;
}

// ChoiceRule::first_fewest from 16-bit lengths: the first item with at most one option, else the leftmost of the
// fewest; the same choice as a scan that stops at the first item with 0 or 1 options. One compare and byte mask per
// 8 items until such an item shows up.
inline std::int32_t first_fewest_16(const std::int16_t* length, std::int32_t count) {
#if defined(__SSE2__)
  const __m128i two = _mm_set1_epi16(2);
  std::int32_t k = 0;
  for (; k + 8 <= count; k += 8) {
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(length + k));
    if (const int mask = _mm_movemask_epi8(_mm_cmpgt_epi16(two, v))) return k + __builtin_ctz(mask) / 2;
  }
  for (; k < count; ++k) {
    if (length[k] <= 1) return k;
  }
  return leftmost_fewest_16(length, count);
#else
  return first_fewest_scalar(length, count);
#endif
}

// The same from 32-bit lengths (problems with an item in 2^14 options or more): a branchless minimum of
// (length, item) keys, item by item.
inline std::int32_t leftmost_fewest_32(const std::int32_t* length, std::int32_t count) {
  std::uint64_t best = ~std::uint64_t{0};
  for (std::int32_t k = 0; k < count; ++k) {
    const std::uint64_t key = (std::uint64_t{static_cast<std::uint32_t>(length[k])} << 32) | static_cast<std::uint32_t>(k);
    best = key < best ? key : best;
  }
  return (best >> 32) >= static_cast<std::uint64_t>(Links::kCovered<std::int32_t>) ? -1
                                                                                   : static_cast<std::int32_t>(best);
}

// Tracked lengths ("Many items" in links.hpp): the leftmost primary item with the least length, or (kAtMostOne)
// the leftmost with at most one option, -1 when there is none (all covered; kAtMostOne: none with one option or
// none). Walks down from the groups' lower bounds: the leftmost group with the least bound, its leftmost block with
// the least bound, that block's exact least length. A bound found too low is raised to the exact value and the walk
// starts again; when none is, the block holds the answer, since every bound to its left is higher.
template <bool kAtMostOne, typename L>
std::int32_t leftmost_tracked(Links& links) {
  const L* const length = links.lengths<L>();
  const std::int32_t count = links.primary_count;
  std::int32_t* const block_least = links.block_least.data();
  std::int32_t* const group_least = links.group_least.data();
  const std::int32_t blocks = ((count - 1) >> Links::kBlockShift) + 1;
  const std::int32_t groups = ((count - 1) >> Links::kGroupShift) + 1;
  constexpr std::int32_t kBlock = std::int32_t{1} << Links::kBlockShift;
  constexpr std::int32_t kBlocksPerGroup = std::int32_t{1} << (Links::kGroupShift - Links::kBlockShift);
  const std::int32_t wanted = kAtMostOne ? 1 : Links::kCovered<L> - 1;  // a bound above this is of no interest
  for (;;) {
    std::int32_t group = -1;
    std::int32_t least = wanted + 1;
    for (std::int32_t g = 0; g < groups; ++g) {
      if (group_least[g] < least) {
        least = group_least[g];
        group = g;
        if constexpr (kAtMostOne) break;  // the leftmost at most one will do
      }
    }
    if (group < 0) return -1;
    std::int32_t block = -1;
    std::int32_t block_bound = wanted + 1;
    for (std::int32_t b = group * kBlocksPerGroup, end = std::min(b + kBlocksPerGroup, blocks); b < end; ++b) {
      if (block_least[b] < block_bound) {
        block_bound = block_least[b];
        block = b;
        if constexpr (kAtMostOne) break;
      }
    }
    // The group's bound was too low (kAtMostOne: no block of it may hold an item with at most one option; else: its
    // least block bound is above it): raise it to its blocks' least.
    if (block < 0 || (!kAtMostOne && block_bound > least)) {
      std::int32_t raised = Links::kCovered<std::int32_t>;
      for (std::int32_t b = group * kBlocksPerGroup, end = std::min(b + kBlocksPerGroup, blocks); b < end; ++b) {
        raised = std::min(raised, block_least[b]);
      }
      group_least[group] = raised;
      continue;
    }
    const std::int32_t first = block * kBlock;
    const std::int32_t end = std::min(first + kBlock, count);
    std::int32_t exact = Links::kCovered<std::int32_t>;
    for (std::int32_t i = first; i < end; ++i) exact = std::min<std::int32_t>(exact, length[i]);
    if (kAtMostOne ? exact > 1 : exact > block_bound) {
      block_least[block] = exact;
      continue;
    }
    for (std::int32_t i = first; i < end; ++i) {
      if (kAtMostOne ? length[i] <= 1 : length[i] == exact) return i;
    }
  }
}

// The primary item to branch on: fewest remaining options; -1 when every primary item is covered (a solution).
// Every rule reads only the dense lengths of the primary items (headers 0 .. primary_count-1), never the nodes; a
// covered item's length carries Links::kCovered, so it never wins. kTracked: through the lengths' bounds (only
// random_fewest still reads every length).
template <ChoiceRule kRule, typename L, bool kTracked = false>
std::int32_t choose_item(Links& links, std::uint64_t& random_state) {
  const L* const length = links.lengths<L>();
  const std::int32_t count = links.primary_count;
  constexpr L kCovered = Links::kCovered<L>;
  if constexpr (kTracked && kRule == ChoiceRule::leftmost_fewest) {
    return leftmost_tracked<false, L>(links);
  } else if constexpr (kTracked && kRule == ChoiceRule::first_fewest) {
    const std::int32_t forced = leftmost_tracked<true, L>(links);
    return forced >= 0 ? forced : leftmost_tracked<false, L>(links);
  } else if constexpr (kRule == ChoiceRule::leftmost_fewest) {
    if constexpr (sizeof(L) == 2) {
      return leftmost_fewest_16(length, count);
    } else {
      return leftmost_fewest_32(length, count);
    }
  } else if constexpr (kRule == ChoiceRule::first_fewest && sizeof(L) == 2) {
    return first_fewest_16(length, count);
  } else if constexpr (kRule == ChoiceRule::first_fewest) {
    return first_fewest_scalar(length, count);
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

}  // namespace x_choice

// The search loop for one variant V, one choice rule, visiting (kVisit) or counting, walking DLX1's tree or the
// pruned one (kPruned: dead ends are cut while committing and are no nodes; "Dead ends" in links.hpp). It counts the
// nodes of each level when asked (SearchLimits::profile, sized by search_x to the deepest level there can be): a test
// per node, not a template flag, since twice the instantiations made g++ 12 inline less into the loop (unit growth:
// queens-12 147.9 M instructions in the search without Knuth's profile asked for, 153.6 M with the flag; callgrind
// as in bench/README.md, 2026-11-25).
template <class V, ChoiceRule kRule, bool kVisit, bool kPruned>
void search_x_loop(SearchContext& context) {
  using L = typename V::Length;
  Links& links = context.links;
  Link* const node = links.node.data();
  const std::int32_t* const top = links.top.data();
  std::int32_t* const choice = context.choice.data();  // depth <= primary items: sized once, never grows
  std::int32_t* const deferred = context.deferred.data();  // pruned: per level, what commit_rest_checked returned
  std::int32_t* const level_end = context.level_end;        // per level: where its walk stops (search.hpp)
  std::uint64_t* const profile = context.limits().profile != nullptr ? context.limits().profile->data() : nullptr;
  // Links::one_left names any item whose stored length a hide took to 1, and a secondary item's counts one more than
  // its options ("Dead ends" in links.hpp): it is taken only when every item is primary.
  const bool one_left_usable = kRule == ChoiceRule::first_fewest && kPruned && Links::kWrittenOutCommit<V> &&
                               links.primary_count == links.item_count;

  auto uncommit = [&](std::int32_t l) {
    if constexpr (kPruned) {
      links.step_unchecked<V>(choice[l], deferred[l]);
    } else {
      links.step<V, Links::kUncommitStep<V>>(choice[l]);
    }
  };

  // Undoes the choices of levels [0, depth), last first.
  auto unwind = [&](std::int32_t depth) {
    if (context.restore_by_copy) return;  // Solver::restore copies the whole structure back
    for (std::int32_t l = depth; l-- > 0;) {
      uncommit(l);
      links.step<V, Step::uncover>(top[choice[l]]);
    }
  };

  std::int32_t level = 0;
  std::int32_t best;     // the item being branched on at `level`
  std::int32_t current;  // the node chosen for it, or where its walk stops when its options are exhausted
  std::uint64_t nodes = 0;
  if (context.resume_header >= 0) {
    // Solver::count_from: level 0 branches on the given item from the given node on; the search that gave this part
    // away counted the node and the cover (WorkSharing), so neither counts here.
    best = context.resume_header;
    const std::uint64_t updates = links.updates;
    links.step<V, Step::cover>(best);
    links.updates = updates;
    level_end[0] = best;
    current = choice[0] = context.resume_node;
    goto advance;
  }
  best = x_choice::choose_item<kRule, L, V::kTracked>(links, context.random_state);
  current = 0;
  if (best < 0) goto done;  // nothing to cover (the solver does not call us then)
  if (kPruned && links.lengths<L>()[best] == 0) goto done;  // a dead end already (forced options): no node

forward:
  if (!context.keep_going(nodes, level)) {
    unwind(level);
    goto done;
  }
  ++nodes;
  if (profile != nullptr) ++profile[level];
  links.step<V, Step::cover>(best);
  level_end[level] = best;
  current = choice[level] = node[best].down;

advance:
  if (current == level_end[level]) goto backup;
  if constexpr (kPruned) {
    deferred[level] = links.step_checked<V>(current);
    if (deferred[level] < 0) {  // a dead end, already undone
      current = choice[level] = node[current].down;
      goto advance;
    }
  } else {
    links.step<V, Links::kCommitStep<V>>(current);
  }
  {
    // first_fewest in the pruned tree on the uniform layout without secondary items: the item the commit left with
    // one option, when it left one ("Items left with one option" in links.hpp), else the scan.
    const std::int32_t next = one_left_usable && links.one_left >= 0
                                  ? links.one_left
                                  : x_choice::choose_item<kRule, L, V::kTracked>(links, context.random_state);
    if (next >= 0) {
      // Pruned: an item with no option that the commit did not see (possible only for an item that the cover of
      // `best` emptied, which the fewest-options rule rules out; kept as the definition) is a dead end, no node.
      if (kPruned && links.lengths<L>()[next] == 0) goto recover;
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
  if (profile != nullptr) ++profile[level + 1];
  if (!context.record_solution<kVisit>(level + 1)) {
    unwind(level + 1);
    goto done;
  }
  goto recover;

backup:
  links.step<V, Step::uncover>(best);
  if (level == 0) goto done;
  --level;
  current = choice[level];
  best = top[current];

recover:
  uncommit(level);
  current = choice[level] = node[current].down;
  goto advance;

done:
  context.result.stats.nodes = nodes;
}

template <class V, bool kPruned>
void search_x(SearchContext& context, ChoiceRule rule, bool visit) {
  std::vector<std::uint64_t>* const profile = context.limits().profile;
  if (profile != nullptr) {
    // A level per primary item at most, and the solutions' leaves one below the deepest.
    const auto levels = static_cast<std::size_t>(context.links.primary_count) + 2;
    if (profile->size() < levels) profile->resize(levels, 0);
  }
  with_rule(rule, [&](auto choice_rule) {
    with_flag(visit, [&](auto visiting) { search_x_loop<V, choice_rule(), visiting(), kPruned>(context); });
  });
}

}  // namespace exactcover::detail
