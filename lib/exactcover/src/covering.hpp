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
// Knuth's reference table our nodes and updates equal DLX1's exactly (test/exact_cover_instances_test.cpp).
#pragma once

#include "links.hpp"

namespace exactcover::detail {

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
  for (std::int32_t r = node[item].down; r != item; r = node[r].down) hide<V>(r);
}

template <class V>
inline void Links::uncover(std::int32_t item) {
  for (std::int32_t r = node[item].up; r != item; r = node[r].up) unhide<V>(r);
  if constexpr (V::kMultiplicities) {
    reactivate(item);
  } else {
    lengths<typename V::Length>()[item] -= kCovered<typename V::Length>;
  }
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

template <class V, Step kStep>
inline void Links::step_inline(std::int32_t x) {
  if constexpr (kStep == Step::cover) {
    cover<V>(x);
  } else if constexpr (kStep == Step::uncover) {
    uncover<V>(x);
  } else if constexpr (kStep == Step::commit_rest) {
    commit_rest<V>(x);
  } else {
    uncommit_rest<V>(x);
  }
}

template <class V, Step kStep>
void Links::step_out_of_line(std::int32_t x) {
  step_inline<V, kStep>(x);
}

template <class V, int kDirection, typename F>
inline void Links::for_each_other_node(std::int32_t chosen, F&& f) {
  if constexpr (V::kWidth != 0) {
    auto visit = [&](std::int32_t d) {
      const std::int32_t p = other_node<V::kWidth>(chosen, d);
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

template <class V>
inline void Links::hide(std::int32_t r) {
  constexpr bool kColors = V::kColors;
  constexpr int kWidth = V::kWidth;
  Link* const n = node.data();
  const std::int32_t* const t = top.data();
  typename V::Length* const len = lengths<typename V::Length>();
  if constexpr (kWidth != 0) {
    for (std::int32_t d = 1; d < kWidth; ++d) {
      // Unsigned: a 32-bit xor already zero-extends, where the signed index cost a movslq per node.
      const std::uint32_t q = other_node<kWidth>(static_cast<std::uint32_t>(r), d);
      const Link link = n[q];
      n[link.up].down = link.down;
      n[link.down].up = link.up;
      --len[t[q]];
    }
    // Counted here, after the unlinks. Since the variants became types g++ 12 keeps this running count in two
    // registers, one move more per hide, although the code it optimises is the same as before (2026-11-23,
    // `valgrind --tool=callgrind --toggle-collect='*search_x_loop*' build/bench/cover_bench --repeat 1 --sudoku6
    // --node-budget 2000000`: 938.5 M instructions, 932.1 M before; bench/README.md). Counting per cover instead
    // (951 M) or before the unlinks (1,224 M) is worse.
    updates += kWidth - 1;
    return;
  }
  const Color* const colors = color.data();
  std::uint64_t unlinked = 0;
  auto unlink = [&](std::int32_t q, std::int32_t item) {
    if (kColors && colors[q] < 0) return;
    const Link link = n[q];
    n[link.up].down = link.down;
    n[link.down].up = link.up;
    --len[item];
    if (kColors) ++unlinked;
  };
  std::int32_t q = r + 1;
  for (std::int32_t item; (item = t[q]) >= 0; ++q) unlink(q, item);
  const std::int32_t first = n[q].up;
  if (!kColors) unlinked = static_cast<std::uint64_t>(q - first - 1);
  for (q = first; q != r; ++q) unlink(q, t[q]);
  updates += unlinked;
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
      const std::uint32_t q = other_node<kWidth>(static_cast<std::uint32_t>(r), d);
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
