// The dancing-links structure: how an exact-cover problem lives in memory while Algorithm X searches it.
//
// ## The data structure
//
// Algorithm X (TAOCP 7.2.2.1; Knuth, "Dancing Links", 2000) repeatedly picks a primary item that is not yet covered,
// tries each option that contains it in turn, and for each one removes from the problem every item of that option and
// every other option that shares one of those items. Dancing links make the removal and its exact undoing cost O(1)
// per node touched, with no allocation and no auxiliary record of what was removed: a node taken out of a doubly
// linked list keeps its own two links, so putting it back is two stores.
//
// Everything sits in one contiguous array `node` of three 32-bit fields {up, down, item}:
//
//     index:  0 .. I-1         I          I+1 .. I+k1    I+k1+1    ...                last
//             item headers     spacer     option 0       spacer    option 1 ...       spacer
//
// * Node i, for i < I, is the **header** of item i. Its up/down links close the circular vertical list of the nodes
//   of item i (one node per option containing i, in option order). The list length is kept apart, in
//   `length[i]`, so that choosing an item reads a small dense array and never touches the nodes themselves.
// * Every option occupies consecutive nodes, one per item it contains, in the order given. Its node `item` field
//   names the item's header; up/down link it into that item's list. Options have no left/right links: the next
//   node of the option is simply the next index.
// * A **spacer** separates options and closes the horizontal walk: its `item` field is negative (`~k` for the spacer
//   that follows option k-1 and precedes option k, so that `~item` recovers an option number), its `up` field is the
//   first node of the option before it and its `down` field the last node of the option after it. Walking right
//   from any node of an option and jumping through `up` at the spacer visits the whole option cyclically; walking
//   left and jumping through `down` does the same in reverse.
//
//   A small example, items A B C and options {A C} {B C}:
//
//        header A(0)  B(1)  C(2)   spacer(3)   4:A  5:C   spacer(6)   7:B  8:C   spacer(9)
//                                  item=~0                item=~1                item=~2
//        A: 0 <-> 4 <-> 0      B: 1 <-> 7 <-> 1      C: 2 <-> 5 <-> 8 <-> 2
//
// Why indices and not pointers: a 32-bit index is half a 64-bit pointer, so twice as many nodes share a cache line
// (the 9×9 Sudoku structure is 4,000 nodes, 48 KB, close to L1); the array can be copied, compared and restored with
// a plain vector copy; and the structure has no addresses, so a copy in another thread is valid as it stands.
//
// ## The active items
//
// The primary items not yet covered form a sparse set: `active[0 .. active_count)` lists them, `position[i]` says
// where item i sits in that list. Removing item i swaps it with the last active item and shrinks the count; restoring
// it grows the count and swaps back. Because restoring happens in exactly the reverse order of removing, every swap
// is undone exactly and the list returns to the same order, not just the same set, so a search never depends on the
// searches run before it. Secondary items are never in the set: nothing asks to cover them, they only get in the way.
//
// Measured choice (see bench/README.md): a linked list of active items, as in DLX1, makes the minimum-remaining-values
// scan chase a pointer per item; the dense list scans contiguously.
//
// ## Covering and uncovering
//
//   cover(i):   remove i from the active set; then for each option o in i's list (top to bottom), hide o:
//               unlink every other node of o from its item's list and decrement that item's length.
//   uncover(i): for each option o in i's list, unhide o (relink its other nodes); then restore i to the active set.
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

#include <cstdint>
#include <vector>

#include "exactcover/problem.hpp"

namespace exactcover::detail {

struct Node {
  std::int32_t up;
  std::int32_t down;
  std::int32_t item;  // header index for option nodes; ~option for spacers; unused (0) in headers
};

class Links {
 public:
  // shuffle_seed != 0 puts each option at a random place in its items' lists (reproducibly per seed).
  Links(const Problem& problem, std::uint64_t shuffle_seed);

  // --- the primitives, inline because the search is made of nothing else ----------------------------------------
  // kColors: the problem has colors; when false, `color` is never read.

  template <bool kColors>
  void cover(std::int32_t item) {
    deactivate(item);
    ++updates;
    for (std::int32_t r = node[item].down; r != item; r = node[r].down) hide<kColors>(r);
  }

  template <bool kColors>
  void uncover(std::int32_t item) {
    for (std::int32_t r = node[item].up; r != item; r = node[r].up) unhide<kColors>(r);
    reactivate(item);
  }

  // Commits to every item of the option holding node `chosen` except chosen's own item, left to right: covers the
  // uncolored ones, purifies the colored ones, skips those already purified to the same color.
  template <bool kColors>
  void cover_rest_of_option(std::int32_t chosen) {
    for (std::int32_t p = chosen + 1; p != chosen;) {
      const std::int32_t item = node[p].item;
      if (item < 0) {
        p = node[p].up;
        continue;
      }
      if constexpr (kColors) {
        if (color[p] == 0) {
          cover<true>(item);
        } else if (color[p] > 0) {
          purify(p);
        }
      } else {
        cover<false>(item);
      }
      ++p;
    }
  }

  // Exactly undoes cover_rest_of_option(chosen): right to left.
  template <bool kColors>
  void uncover_rest_of_option(std::int32_t chosen) {
    for (std::int32_t p = chosen - 1; p != chosen;) {
      const std::int32_t item = node[p].item;
      if (item < 0) {
        p = node[p].down;
        continue;
      }
      if constexpr (kColors) {
        if (color[p] == 0) {
          uncover<true>(item);
        } else if (color[p] > 0) {
          unpurify(p);
        }
      } else {
        uncover<false>(item);
      }
      --p;
    }
  }

  // Purifies the secondary item of node p to p's color (see the essay above).
  void purify(std::int32_t p) {
    const std::int32_t item = node[p].item;
    const Color wanted = color[p];
    for (std::int32_t r = node[item].down; r != item; r = node[r].down) {
      if (color[r] != wanted) {
        hide<true>(r);
      } else if (r != p) {
        color[r] = -1;
      }
    }
  }

  void unpurify(std::int32_t p) {
    const std::int32_t item = node[p].item;
    const Color wanted = color[p];
    for (std::int32_t r = node[item].up; r != item; r = node[r].up) {
      if (color[r] < 0) {
        color[r] = wanted;
      } else if (r != p) {
        unhide<true>(r);
      }
    }
  }

  // Algorithm M: hides the whole option holding node n, n's own node included (n is the top of its item's list).
  // kWholeOption false is Knuth's tweak': only n leaves its item's list, because covering the item has already hidden
  // the rest of every option in it.
  template <bool kColors, bool kWholeOption>
  void tweak(std::int32_t n) {
    if constexpr (!kWholeOption) {
      const auto [up, down, item] = node[n];
      node[up].down = down;
      node[down].up = up;
      --length[item];
      ++updates;
    } else {
      for (std::int32_t q = n + 1;;) {
        const auto [up, down, item] = node[q];
        if (item < 0) {
          q = up;
          continue;
        }
        if (!kColors || color[q] >= 0) {
          node[up].down = down;
          node[down].up = up;
          --length[item];
          ++updates;
        }
        if (q == n) break;
        ++q;
      }
    }
  }

  // Undoes every tweak made at one level on `item`, whose first tweaked node was `first`. Each tweak unlinked the top
  // of the list, so the tweaked nodes still point down to one another: the run from `first` to the current top is
  // relinked as it was, and (kWholeOption) the rest of each of those options goes back into its lists.
  template <bool kColors, bool kWholeOption>
  void untweak(std::int32_t item, std::int32_t first) {
    const std::int32_t stop = node[item].down;
    node[item].down = first;
    std::int32_t restored = 0;
    std::int32_t above = item;
    std::int32_t r = first;
    for (; r != stop; above = r, r = node[r].down) {
      node[r].up = above;
      ++restored;
      if constexpr (kWholeOption) {
        for (std::int32_t q = r + 1; q != r;) {
          const auto [up, down, other] = node[q];
          if (other < 0) {
            q = up;
            continue;
          }
          if (!kColors || color[q] >= 0) {
            node[up].down = q;
            node[down].up = q;
            ++length[other];
          }
          ++q;
        }
      }
    }
    node[r].up = above;
    length[item] += restored;
  }

  // The option number of the option holding node p (cold: walks left to the spacer before it).
  std::int32_t option_of(std::int32_t p) const {
    while (node[p].item >= 0) --p;
    return ~node[p].item;
  }

  // Walks every list and checks every link, length and the active set; true when all is as it was built. Meant for
  // between searches.
  bool consistent() const;

  // Removes primary `item` from the active set, swapping it with the last active item; position[item] keeps its old
  // slot so that reactivate can swap back. Secondary items are never active: nothing happens.
  void deactivate(std::int32_t item) {
    if (!primary[item]) return;
    const std::int32_t slot = position[item];
    const std::int32_t last = active[--active_count];
    active[slot] = last;
    position[last] = slot;
    active[active_count] = item;
  }

  void reactivate(std::int32_t item) {
    if (!primary[item]) return;
    const std::int32_t slot = position[item];
    const std::int32_t displaced = active[slot];
    active[slot] = item;
    active[active_count] = displaced;
    position[displaced] = active_count;
    ++active_count;
  }

  // --- the structure ---------------------------------------------------------------------------------------------

  std::vector<Node> node;
  std::vector<Color> color;                  // per node, only for problems with colors (else empty)
  std::vector<std::int32_t> length;          // per item: options currently in its list
  std::vector<std::int32_t> active;          // sparse set of uncovered primary items (see the essay above)
  std::vector<std::int32_t> position;        // per item: its index in `active` (for secondary items: unused)
  std::int32_t active_count = 0;
  std::vector<std::int32_t> bound;           // per item, Algorithm M only: how many more options may cover it
  std::vector<std::int32_t> slack;           // per item, Algorithm M only: upper minus lower bound
  std::vector<std::int32_t> option_first;    // per option: its first node
  std::vector<std::uint8_t> primary;         // per item: 1 when primary
  std::int32_t item_count = 0;
  std::uint64_t updates = 0;

 private:
  // The hot loops. They work on local copies of the array pointers and count updates in a local: written with
  // members and structured bindings, g++ 12 kept `updates` in memory and copied each node through the stack
  // (callgrind: 48 instructions per update on pento-3x20; 27 after this change).
  //
  // The nodes of an option other than r are visited in two runs: right of r up to the spacer after the option, then
  // from the option's first node (the spacer's `up`) back to r; no test for spacers inside either run.
  template <bool kColors>
  void hide(std::int32_t r) {
    Node* const n = node.data();
    std::int32_t* const len = length.data();
    const Color* const colors = color.data();
    std::uint64_t unlinked = 0;
    auto unlink = [&](std::int32_t q) {
      if (kColors && colors[q] < 0) return;
      const std::int32_t up = n[q].up;
      const std::int32_t down = n[q].down;
      n[up].down = down;
      n[down].up = up;
      --len[n[q].item];
      ++unlinked;
    };
    std::int32_t q = r + 1;
    for (; n[q].item >= 0; ++q) unlink(q);
    for (q = n[q].up; q != r; ++q) unlink(q);
    updates += unlinked;
  }

  // Exactly the reverse of hide: left of r down to the spacer before the option, then from its last node (the
  // spacer's `down`) back to r.
  template <bool kColors>
  void unhide(std::int32_t r) {
    Node* const n = node.data();
    std::int32_t* const len = length.data();
    const Color* const colors = color.data();
    auto relink = [&](std::int32_t q) {
      if (kColors && colors[q] < 0) return;
      n[n[q].up].down = q;
      n[n[q].down].up = q;
      ++len[n[q].item];
    };
    std::int32_t q = r - 1;
    for (; n[q].item >= 0; --q) relink(q);
    for (q = n[q].down; q != r; --q) relink(q);
  }
};

}  // namespace exactcover::detail
