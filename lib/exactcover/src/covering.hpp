// How the search changes the links, and exactly undoes each change: cover, commit, purify, tweak, hide (the
// definitions of the primitives declared in links.hpp, whose essay describes the structure they work on).
//
// ## Covering and uncovering
//
//   cover(i):   mark i covered; then for each option o in i's list (top to bottom), hide o: unlink every other
//               node of o from its item's list and decrement that item's length.
//   uncover(i): for each option o in i's list, unhide o (relink its other nodes); then unmark i.
//
// Unlinking node x sets down[up[x]] = down[x] and up[down[x]] = up[x], leaving x's own links intact; relinking sets
// down[up[x]] = x and up[down[x]] = x. That is only correct if, when x is relinked, its old neighbours are exactly
// where they were when it was unlinked. Hence the rule that governs every line below: **uncovering must undo covering
// in exactly the reverse order**. Within one cover this is automatic when uncover walks i's list bottom to top and
// each option right to left; across covers, the search uncovers the items of an option right to left after covering
// them left to right, and undoes levels last-in first-out. (Knuth notes that the order in which uncover(i) itself
// visits i's options happens not to matter; we reverse it anyway, which is never wrong.)
//
// ## Colors (Algorithm C) and multiplicities (Algorithm M)
//
// Problems with colors keep one more 32-bit field per node, in the separate array `color` so that problems without
// colors never load it: 0 for an uncolored use, c > 0 for "this option gives its item color c". Choosing an option
// that gives secondary item x color c *purifies* x instead of covering it: every option in x's list with another
// color is hidden, and every one with color c is marked -1 (compatible, and already accounted for), so it is neither
// purified again nor unlinked from x's list when hidden later. Unpurifying walks the list the other way and undoes
// both. Hiding skips nodes marked -1. (TAOCP 7.2.2.1, Algorithm C; Knuth's DLX2.)
//
// Problems with multiplicities (Algorithm M; Knuth's DLX3) keep per primary item a `bound` (how many more options
// may still cover it) and a `slack` (upper minus lower bound). An item is covered as soon as its bound reaches 0.
// Branching on an item that is not simply covered (bound or slack left), the search *tweaks* it: the chosen option
// is hidden from every list including the item's own (only from the item's own when the item is already covered),
// so that the next choice at the same level takes a later option; untweak puts the whole run of tweaked options back
// at once (the first one tweaked is remembered per level: the options below it still point to their old
// neighbours). TAOCP's Algorithm M covers the item when its bound reaches 0 even with slack left; our first version,
// transcribed from an older DLX3 text that only deactivated it, let a later option exceed the bound (the
// brute-force tests in test/engine_colors_bounds_test.cpp caught it).
//
// Statistics follow DLX1's definitions so that counts can be compared with Knuth's: one *update* per item removed
// from the active items (primary or secondary) plus one per node unlinked from an item list; one search-tree *node*
// per entry into the choose-an-item phase and one per solution found (a leaf). Checked: on every instance of
// Knuth's reference table our nodes and updates equal DLX1's exactly (test/exact_cover_instances_test.cpp). In the
// pruned tree ("Dead ends" in links.hpp) a dead end is no node, and the updates are those actually made, a commit
// stopped half-way included.
#pragma once

#include "links.hpp"

namespace exactcover::detail {

// --length, and whether it reached 0. On x86-64 this is one subtract from memory and a conditional jump: written in
// C++, g++ 12 loaded, subtracted and stored separately inside the unlink loop of the pruned search, and tested the
// result apart (five instructions instead of two per unlink; pento-3x20, pruned: 164.5 M instructions in the search,
// 154.8 M with this, `valgrind --tool=callgrind --toggle-collect='*search_x_loop*' build/bench/cover_bench --pruned
// --repeat 1 test/data/exact-cover/pento-3x20.dlx`, 2026-11-25).
template <typename L>
[[gnu::always_inline]] inline bool decrement_reaches_zero(L& length) {
#if defined(__x86_64__) && defined(__GNUC__)
  static_assert(sizeof(L) == 2 || sizeof(L) == 4);
  if constexpr (sizeof(L) == 2) {
    asm goto("subw $1, %0\n\tjz %l[zero]" : "+m"(length) : : "cc" : zero);
  } else {
    asm goto("subl $1, %0\n\tjz %l[zero]" : "+m"(length) : : "cc" : zero);
  }
  return false;
zero:
  return true;
#else
  return --length == 0;
#endif
}

// Every definition says `inline`, as it would be implicitly inside the class: without it g++ 12 inlines less into the
// spacer-layout search (2026-11-23, `valgrind --tool=callgrind --toggle-collect='*search_x_loop*'
// build/bench/cover_bench --repeat 1 test/data/exact-cover/pento-3x20.dlx`: 217.2 M instructions instead of 185.4 M;
// queens-12 156.5 M instead of 139.6 M).

template <class V>
inline void Links::cover(std::int32_t item) {
  if constexpr (V::kMultiplicities) {
    deactivate(item);
  } else {
    lengths<typename V::Length>()[item] += kCovered<typename V::Length>;
  }
  ++updates;
  // The next node is read before hiding this one's option, which never writes it (it writes only the lists of the
  // option's other items): the walk down the list then does not wait for the stores of the hide. Measured
  // 2026-11-25 (`cover_bench --cpu-time --repeat 1`, 4 interleaved rounds, best of each, load average 8.5-9.7):
  // pento-6x10 1.521 -> 1.463 s (DLX1's tree), 1.327 -> 1.283 s (pruned); queens-13 0.089 -> 0.087 s, langford-12
  // 0.102 s both. It costs a register move per step: callgrind counts more instructions (pento-3x20, DLX1's tree:
  // 185.4 M -> 196.8 M; queens-12 140.1 M -> 147.9 M; langford-11 132.7 M -> 135.4 M), the clock fewer seconds.
  for (std::int32_t r = node[item].down; r != item;) {
    const std::int32_t next = node[r].down;
    hide<V>(r);
    r = next;
  }
}

template <class V>
inline void Links::uncover(std::int32_t item) {
  for (std::int32_t r = node[item].up; r != item;) {
    const std::int32_t next = node[r].up;  // as in cover: read before the option is put back
    unhide<V>(r);
    r = next;
  }
  if constexpr (V::kMultiplicities) {
    reactivate(item);
  } else {
    unmark<V>(lengths<typename V::Length>(), item);
  }
}

template <class V>
inline void Links::unmark(typename V::Length* len, std::int32_t item) {
  len[item] -= kCovered<typename V::Length>;
  lowered<V>(item, len[item]);
}

template <class V>
inline void Links::commit(std::int32_t p, std::int32_t item) {
  if constexpr (V::kMultiplicities) {
    if (item < primary_count) {
      if (--bound[item] == 0) cover<V>(item);
      return;
    }
  }
  if constexpr (V::kColors) {
    if (color[p] == 0) {
      cover<V>(item);
    } else if (color[p] > 0) {
      purify<V>(p);
    }
  } else {
    cover<V>(item);
  }
}

template <class V>
inline void Links::uncommit(std::int32_t p, std::int32_t item) {
  if constexpr (V::kMultiplicities) {
    if (item < primary_count) {
      if (bound[item] == 0) uncover<V>(item);
      ++bound[item];
      return;
    }
  }
  if constexpr (V::kColors) {
    if (color[p] == 0) {
      uncover<V>(item);
    } else if (color[p] > 0) {
      unpurify<V>(p);
    }
  } else {
    uncover<V>(item);
  }
}

template <class V>
inline void Links::commit_rest(std::int32_t chosen) {
  for_each_other_node<V, +1>(chosen, [this](std::int32_t p, std::int32_t item) { commit<V>(p, item); });
}

template <class V>
inline void Links::uncommit_rest(std::int32_t chosen) {
  for_each_other_node<V, -1>(chosen, [this](std::int32_t p, std::int32_t item) { uncommit<V>(p, item); });
}

template <class V>
inline void Links::commit_option(std::int32_t first) {
  if constexpr (V::kMultiplicities) hide_option<V>(first);
  commit<V>(first, top[first]);
  commit_rest<V>(first);
}

template <class V>
inline void Links::uncommit_option(std::int32_t first) {
  uncommit_rest<V>(first);
  uncommit<V>(first, top[first]);
  if constexpr (V::kMultiplicities) unhide_option<V>(first);
}

// --- Dead ends cut while committing (SearchTree::pruned; "Dead ends" in links.hpp) ------------------------------

template <class V>
inline std::int32_t Links::hide_all_checked(std::int32_t item) {
  for (std::int32_t r = node[item].down; r != item;) {
    const std::int32_t next = node[r].down;  // as in cover
    if (hide<V, true>(r)) [[unlikely]] return r;
    r = next;
  }
  return -1;
}

template <class V>
inline void Links::unhide_from(std::int32_t item, std::int32_t last) {
  for (std::int32_t r = last; r != item;) {
    const std::int32_t next = node[r].up;  // as in uncover
    unhide<V>(r);
    r = next;
  }
}

template <class V>
inline bool Links::purify_checked(std::int32_t p) {
  const std::int32_t item = top[p];
  const Color wanted = color[p];
  bool dead = false;
  for (std::int32_t r = node[item].down; r != item; r = node[r].down) {
    if (color[r] != wanted) {
      dead |= hide<V, true>(r);
    } else if (r != p) {
      color[r] = -1;
    }
  }
  return dead;
}

template <class V, typename F>
inline bool Links::for_each_other_node_until(std::int32_t chosen, F&& f) {
  if constexpr (V::kWidth != 0) {
    for (std::int32_t d = 1; d < V::kWidth; ++d) {
      const std::int32_t p = spacer_order_node<V>(chosen, d);
      if (V::kBlanks && top[p] == blank) continue;
      if (!f(p, top[p])) return false;
    }
  } else {
    for (std::int32_t p = chosen + 1; p != chosen;) {
      const std::int32_t item = top[p];
      if (item < 0) {
        p = node[p].up;
        continue;
      }
      if (!f(p, item)) return false;
      ++p;
    }
  }
  return true;
}

template <class V>
inline std::int32_t Links::commit_rest_checked_uniform(std::int32_t chosen) {
  constexpr int kWidth = V::kWidth;
  using L = typename V::Length;
  L* const len = lengths<L>();
  Link* const n = node.data();
  const std::int32_t* const t = top.data();
  static_assert(kWrittenOutCommit<V>);
  // Every item of the option marked first, as below.
  for (std::int32_t d = 1; d < kWidth; ++d) len[t[other_node<kWidth>(chosen, d)]] += kCovered<L>;
  std::uint64_t done = kWidth - 1;
  std::int32_t one = -1;  // the last item a hide left with one option
  std::int32_t* const first_pushed = open_trail_entry();  // every option hidden, for the uncommit ("The trail")
  std::int32_t* pushed = first_pushed;
  for (std::int32_t d = 1; d < kWidth; ++d) {
    const std::int32_t item = t[other_node<kWidth>(chosen, d)];
    for (std::int32_t r = n[item].down; r != item;) {
      const std::int32_t next = n[r].down;  // as in cover
      *pushed++ = r;
      bool dead = false;
      for (std::int32_t e = 1; e < kWidth; ++e) {  // hide<V, true>(r), noting `one` as it goes
        const std::uint32_t q = other_node<kWidth>(static_cast<std::uint32_t>(r), e);
        const Link link = n[q];
        n[link.up].down = link.down;
        n[link.down].up = link.up;
        const std::int32_t other = t[q];
        if (decrement_reaches_zero(len[other])) [[unlikely]] dead = true;
        one = len[other] == 1 ? other : one;  // a conditional move: which item reaches 1 is not predictable
      }
      done += kWidth - 1;
      if (dead) [[unlikely]] {
        // Undo: this item's part, then the items before it, right to left, then every mark (walking the lists: the
        // trail is left as it was, since trail_top has not moved).
        updates += done;
        unhide_from<V>(item, r);
        for (std::int32_t e = d - 1; e >= 1; --e) {
          const std::int32_t before = t[other_node<kWidth>(chosen, e)];
          unhide_from<V>(before, n[before].up);
        }
        for (std::int32_t e = 1; e < kWidth; ++e) len[t[other_node<kWidth>(chosen, e)]] -= kCovered<L>;
        return -1;
      }
      r = next;
    }
  }
  updates += done;
  one_left = one;
  close_trail_entry(first_pushed, pushed);
  return chosen;
}

template <class V>
inline void Links::commit_rest_trailed(std::int32_t chosen) {
  static_assert(kTrailed<V>);
  using L = typename V::Length;
  L* const len = lengths<L>();
  Link* const n = node.data();
  std::int32_t* const first_pushed = open_trail_entry();
  std::int32_t* pushed = first_pushed;
  for_each_other_node<V, +1>(chosen, [&](std::int32_t, std::int32_t item) {
    // cover<V>(item), pushing each option before hiding it. Written out rather than a hook passed to cover: that
    // changed what g++ 12 inlines into the forcing of givens (Solver::commit), 0.98-0.99x the puzzles/s on 17-clue
    // (2026-11-28, `sudoku_bench --solver dlx --min-seconds 1 --max-puzzles 10000`, 5-6 rounds alternating builds).
    len[item] += kCovered<L>;
    ++updates;
    for (std::int32_t r = n[item].down; r != item;) {
      const std::int32_t next = n[r].down;  // as in cover
      *pushed++ = r;
      hide<V>(r);
      r = next;
    }
  });
  close_trail_entry(first_pushed, pushed);
}

template <class V>
inline void Links::uncommit_rest_trailed(std::int32_t chosen) {
  static_assert(kTrailed<V>);
  typename V::Length* const len = lengths<typename V::Length>();
  std::int32_t* popped = trail.data() + trail_top - 1;  // the count
  std::int32_t* const first_pushed = popped - *popped;
  while (popped != first_pushed) unhide<V>(*--popped);  // last hidden, first put back
  trail_top = static_cast<std::int32_t>(first_pushed - trail.data());
  for_each_other_node<V, -1>(chosen, [&](std::int32_t, std::int32_t item) { unmark<V>(len, item); });
}

template <class V>
inline std::int32_t Links::commit_rest_checked(std::int32_t chosen) {
  static_assert(!V::kMultiplicities, "Algorithm M does not cut dead ends");
  if constexpr (kWrittenOutCommit<V>) return commit_rest_checked_uniform<V>(chosen);
  using L = typename V::Length;
  L* const len = lengths<L>();
  auto covers = [&](std::int32_t p) { return !V::kColors || color[p] == 0; };
  // Every item the option covers is marked first, so that hiding the options of one does not take another for a
  // dead end: the chosen option left their lists with the cover of the branching item, so their lengths no longer
  // count it (SSXCC swaps them all out of its active set first, for the same reason). The item with the longest list
  // is found on the way, to be hidden last.
  std::int32_t deferred = chosen;
  L longest = -1;
  for_each_other_node_until<V>(chosen, [&](std::int32_t p, std::int32_t item) {
    if (covers(p)) {
      if (len[item] > longest) {
        longest = len[item];
        deferred = p;
      }
      len[item] += kCovered<L>;
      ++updates;
    }
    return true;
  });
  // Then the options of each item in turn are hidden (purified, for a color), until one leaves an item with none.
  std::int32_t stop = -1;  // the node of the option at which a dead end showed up
  std::int32_t last = -1;  // the last option hidden for it (uncolored)
  auto commit_one = [&](std::int32_t p, std::int32_t item) {
    if (covers(p)) {
      last = hide_all_checked<V>(item);
    } else if (color[p] > 0 && purify_checked<V>(p)) {
      last = item;  // purify_checked finished its walk: unpurify undoes it wholly
    }
    if (last < 0) [[likely]] return true;
    stop = p;
    return false;
  };
  const bool alive = for_each_other_node_until<V>(chosen, [&](std::int32_t p, std::int32_t item) {
    return p == deferred || commit_one(p, item);
  }) && (deferred == chosen || commit_one(deferred, top[deferred]));
  if (alive) [[likely]] return deferred;
  // Undo: the stopping item's part, then the items before it, right to left, then every mark.
  if (covers(stop)) {
    unhide_from<V>(top[stop], last);
  } else {
    unpurify<V>(stop);
  }
  bool before = stop == deferred;  // walking right to left: true once `stop` is passed
  for_each_other_node<V, -1, true>(chosen, [&](std::int32_t p, std::int32_t item) {
    if (before && p != deferred) {
      if (covers(p)) {
        unhide_from<V>(item, node[item].up);
      } else if (color[p] > 0) {
        unpurify<V>(p);
      }
    }
    before |= p == stop;
    if (covers(p)) unmark<V>(len, item);
  });
  return -1;
}

template <class V>
inline void Links::uncommit_rest_checked(std::int32_t chosen, std::int32_t deferred) {
  if constexpr (kWrittenOutCommit<V>) {
    uncommit_rest_trailed<V>(chosen);  // commit_rest_checked_uniform defers nothing
    return;
  }
  if (deferred != chosen) uncommit<V>(deferred, top[deferred]);
  for_each_other_node<V, -1, true>(chosen, [&](std::int32_t p, std::int32_t item) {
    if (p != deferred) uncommit<V>(p, item);
  });
}

template <class V>
inline std::int32_t Links::step_checked(std::int32_t chosen) {
  return commit_rest_checked_out_of_line<V>(chosen);
}

template <class V>
std::int32_t Links::commit_rest_checked_out_of_line(std::int32_t chosen) {
  return commit_rest_checked<V>(chosen);
}

template <class V>
inline void Links::step_unchecked(std::int32_t chosen, std::int32_t deferred) {
  if constexpr (kWrittenOutCommit<V>) {
    step_out_of_line<V, Step::uncommit_rest_trailed>(chosen);  // nothing deferred on the uniform layout
  } else {
    uncommit_rest_checked_out_of_line<V>(chosen, deferred);
  }
}

template <class V>
void Links::uncommit_rest_checked_out_of_line(std::int32_t chosen, std::int32_t deferred) {
  uncommit_rest_checked<V>(chosen, deferred);
}

template <class V, Step kStep>
inline void Links::step(std::int32_t x) {
  if constexpr (V::kWidth != 0) {
    step_out_of_line<V, kStep>(x);
  } else {
    step_inline<V, kStep>(x);
  }
}

template <class V>
inline void Links::purify(std::int32_t p) {
  const std::int32_t item = top[p];
  const Color wanted = color[p];
  for (std::int32_t r = node[item].down; r != item; r = node[r].down) {
    if (color[r] != wanted) {
      hide<V>(r);
    } else if (r != p) {
      color[r] = -1;
    }
  }
}

template <class V>
inline void Links::unpurify(std::int32_t p) {
  const std::int32_t item = top[p];
  const Color wanted = color[p];
  for (std::int32_t r = node[item].up; r != item; r = node[r].up) {
    if (color[r] < 0) {
      color[r] = wanted;
    } else if (r != p) {
      unhide<V>(r);
    }
  }
}

template <class V, bool kWholeOption>
inline void Links::tweak(std::int32_t n) {
  if constexpr (kWholeOption) {
    hide_option<V>(n);
  } else {
    unlink_node<V>(n);
  }
}

template <class V, bool kWholeOption>
inline void Links::untweak(std::int32_t item, std::int32_t first) {
  const std::int32_t stop = node[item].down;
  node[item].down = first;
  std::int32_t restored = 0;
  std::int32_t above = item;
  std::int32_t r = first;
  for (; r != stop; above = r, r = node[r].down) {
    node[r].up = above;
    ++restored;
    if constexpr (kWholeOption) unhide<V>(r);
  }
  node[r].up = above;
  lengths<typename V::Length>()[item] += restored;
}

template <class V>
inline std::int32_t Links::enter_item_m(std::int32_t item, std::int32_t first) {
  if (--bound[item] == 0) cover<V>(item);  // cases A and B
  return covering_m(item) ? 0 : first;
}

template <class V>
inline void Links::take_m(std::int32_t item, std::int32_t current) {
  if (covering_m(item)) return;
  if (current != item) {
    if (bound[item] != 0) {
      tweak<V, true>(current);  // case C: the item stays active, past this option
    } else {
      tweak<V, false>(current);  // case B
    }
  } else if (bound[item] != 0) {
    deactivate(item);  // the null move retires the item (case C)
  }
}

template <class V>
inline void Links::leave_item_m(std::int32_t item, std::int32_t first_tweak) {
  if (covering_m(item)) {
    uncover<V>(item);
  } else if (bound[item] == 0) {
    untweak<V, false>(item, first_tweak);
    uncover<V>(item);
  } else {
    untweak<V, true>(item, first_tweak);
  }
  ++bound[item];
}

template <class V, Step kStep>
inline void Links::step_inline(std::int32_t x) {
  if constexpr (kStep == Step::cover) {
    cover<V>(x);
  } else if constexpr (kStep == Step::uncover) {
    uncover<V>(x);
  } else if constexpr (kStep == Step::commit_rest) {
    commit_rest<V>(x);
  } else if constexpr (kStep == Step::uncommit_rest) {
    uncommit_rest<V>(x);
  } else if constexpr (kStep == Step::commit_rest_trailed) {
    commit_rest_trailed<V>(x);
  } else {
    uncommit_rest_trailed<V>(x);
  }
}

template <class V, Step kStep>
void Links::step_out_of_line(std::int32_t x) {
  step_inline<V, kStep>(x);
}

template <class V, int kDirection, bool kSpacerOrder, typename F>
inline void Links::for_each_other_node(std::int32_t chosen, F&& f) {
  if constexpr (V::kWidth != 0) {
    auto visit = [&](std::int32_t d) {
      const std::int32_t p = kSpacerOrder ? spacer_order_node<V>(chosen, d) : other_node<V::kWidth>(chosen, d);
      if (V::kBlanks && top[p] == blank) return;
      f(p, top[p]);
    };
    if constexpr (kDirection > 0) {
#pragma GCC unroll 1
      for (std::int32_t d = 1; d < V::kWidth; ++d) visit(d);
    } else {
#pragma GCC unroll 1
      for (std::int32_t d = V::kWidth - 1; d >= 1; --d) visit(d);
    }
  } else {
    for (std::int32_t p = chosen + kDirection; p != chosen;) {
      const std::int32_t item = top[p];
      if (item < 0) {
        p = kDirection > 0 ? node[p].up : node[p].down;
        continue;
      }
      f(p, item);
      p += kDirection;
    }
  }
}

template <class V>
inline void Links::unlink_node(std::int32_t n) {
  if (V::kColors && color[n] < 0) return;
  const auto [up, down] = node[n];
  node[up].down = down;
  node[down].up = up;
  --lengths<typename V::Length>()[top[n]];
  lowered<V>(top[n], lengths<typename V::Length>()[top[n]]);
  ++updates;
}

template <class V>
inline void Links::relink_node(std::int32_t n) {
  if (V::kColors && color[n] < 0) return;
  const auto [up, down] = node[n];
  node[up].down = n;
  node[down].up = n;
  ++lengths<typename V::Length>()[top[n]];
}

template <class V>
inline void Links::hide_option(std::int32_t n) {
  hide<V>(n);
  unlink_node<V>(n);
}

template <class V>
inline void Links::unhide_option(std::int32_t n) {
  relink_node<V>(n);
  unhide<V>(n);
}

template <class V, bool kCheck>
inline bool Links::hide(std::int32_t r) {
  constexpr bool kColors = V::kColors;
  constexpr int kWidth = V::kWidth;
  Link* const n = node.data();
  const std::int32_t* const t = top.data();
  typename V::Length* const len = lengths<typename V::Length>();
  const std::int32_t blank_item = blank;
  bool dead = false;
  // Takes one option off the length of an item. kCheck: and notes whether the item just lost its last option. Only
  // an uncovered primary item can reach 0: a covered one carries its mark, a secondary one counts one more than its
  // options (see "Dead ends" in links.hpp).
  auto check = [&](typename V::Length& length) {
    if constexpr (kCheck) {
      if (decrement_reaches_zero(length)) [[unlikely]] dead = true;
    } else {
      --length;
    }
  };
  if constexpr (kWidth != 0) {
    for (std::int32_t d = 1; d < kWidth; ++d) {
      // Unsigned: a 32-bit xor already zero-extends, where the signed index cost a movslq per node.
      const std::uint32_t q = hide_node<kWidth>(static_cast<std::uint32_t>(r), d);
      const Link link = n[q];
      n[link.up].down = link.down;
      n[link.down].up = link.up;
      check(len[t[q]]);
    }
    // Counted here, after the unlinks. Since the variants became types g++ 12 keeps this running count in two
    // registers, one move more per hide, although the code it optimises is the same as before (2026-11-23,
    // `valgrind --tool=callgrind --toggle-collect='*search_x_loop*' build/bench/cover_bench --repeat 1 --sudoku6
    // --node-budget 2000000`: 938.5 M instructions, 932.1 M before; bench/README.md). Counting per cover instead
    // (951 M) or before the unlinks (1,224 M) is worse.
    updates += hidden<V>(t, blank_item, static_cast<std::uint32_t>(r));
    return dead;
  }
  const Color* const colors = color.data();
  std::uint64_t unlinked = 0;
  auto unlink = [&](std::int32_t q, std::int32_t item) {
    if (kColors && colors[q] < 0) return;
    const Link link = n[q];
    n[link.up].down = link.down;
    n[link.down].up = link.up;
    check(len[item]);
    lowered<V>(item, len[item]);
    if (kColors) ++unlinked;
  };
  std::int32_t q = r + 1;
  for (std::int32_t item; (item = t[q]) >= 0; ++q) unlink(q, item);
  const std::int32_t first = n[q].up;
  if (!kColors) unlinked = static_cast<std::uint64_t>(q - first - 1);
  for (q = first; q != r; ++q) unlink(q, t[q]);
  updates += unlinked;
  return dead;
}

template <class V>
inline void Links::unhide(std::int32_t r) {
  constexpr bool kColors = V::kColors;
  constexpr int kWidth = V::kWidth;
  Link* const n = node.data();
  const std::int32_t* const t = top.data();
  typename V::Length* const len = lengths<typename V::Length>();
  if constexpr (kWidth != 0) {
    for (std::int32_t d = kWidth - 1; d >= 1; --d) {
      const std::uint32_t q = hide_node<kWidth>(static_cast<std::uint32_t>(r), d);
      const Link link = n[q];
      n[link.up].down = static_cast<std::int32_t>(q);
      n[link.down].up = static_cast<std::int32_t>(q);
      ++len[t[q]];
    }
    return;
  }
  const Color* const colors = color.data();
  auto relink = [&](std::int32_t q, std::int32_t item) {
    if (kColors && colors[q] < 0) return;
    const Link link = n[q];
    n[link.up].down = q;
    n[link.down].up = q;
    ++len[item];
  };
  std::int32_t q = r - 1;
  for (std::int32_t item; (item = t[q]) >= 0; --q) relink(q, item);
  for (q = n[q].down; q != r; --q) relink(q, t[q]);
}

}  // namespace exactcover::detail
