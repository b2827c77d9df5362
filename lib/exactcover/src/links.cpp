#include "links.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "random.hpp"
#include "variant.hpp"

namespace exactcover::detail {

Links::Links(const Problem& problem, std::uint64_t shuffle_seed, bool blanks_allowed) {
  item_count = problem.item_count();
  // The uniform layout (see "Uniform options" in links.hpp) when every option has the same supported size and
  // nothing else (colors, multiplicities) needs the generic loops.
  // Many primary items: tracked lengths, on the spacer layout ("Many items" in links.hpp).
  tracked = !problem.has_multiplicities() && problem.primary_count() >= kTrackedFrom;
  // Options of two sizes, w-1 and w, or all of size w-1, get it too for the widths w that take blanks: the last slot
  // of a shorter option is a blank ("Blanks" in links.hpp).
  std::int64_t short_options = 0;
  if (!tracked && !problem.has_colors() && !problem.has_multiplicities() && problem.option_count() > 0) {
    std::int64_t smallest = problem.option(0).size();
    std::int64_t largest = smallest;
    for (OptionId o = 1; o < problem.option_count(); ++o) {
      smallest = std::min<std::int64_t>(smallest, problem.option(o).size());
      largest = std::max<std::int64_t>(largest, problem.option(o).size());
    }
    std::int64_t size = 0;
    if (smallest == largest && uniform_width_supported(largest)) {
      size = largest;
    } else if (blanks_allowed && largest - smallest <= 1 && blank_width_supported(largest)) {
      size = largest;
    } else if (blanks_allowed && smallest == largest && blank_width_supported(largest + 1)) {
      size = largest + 1;
    }
    if (size != 0) {
      for (OptionId o = 0; o < problem.option_count(); ++o) {
        short_options += static_cast<std::int64_t>(problem.option(o).size()) < size ? 1 : 0;
      }
      const std::int32_t shift = stride_shift_of(static_cast<std::int32_t>(size));
      const std::int64_t stride = std::int64_t{1} << shift;
      // With blanks, node item_count is the blank item's header: the options start after it.
      const std::int64_t headers = item_count + (short_options != 0 ? 1 : 0);
      const std::int64_t first = (headers + stride - 1) / stride * stride;
      if (first + stride * problem.option_count() <= Problem::kMaxNodes) {
        width = static_cast<std::int32_t>(size);
        stride_shift = shift;
        first_option_node = static_cast<std::int32_t>(first);
        if (short_options != 0) blank = item_count;
      }
    }
  }
  const std::int64_t total =
      width != 0 ? first_option_node + (std::int64_t{problem.option_count()} << stride_shift) : problem.node_count();
  if (total > Problem::kMaxNodes) {
    throw std::length_error("exactcover::Solver: the problem needs " + std::to_string(total) +
                            " nodes; 32-bit links address at most 2^31-1");
  }
  node.resize(static_cast<std::size_t>(total));
  top.assign(static_cast<std::size_t>(total), 0);
  if (problem.has_colors()) color.assign(static_cast<std::size_t>(total), 0);
  length.assign(static_cast<std::size_t>(item_count + kLengthPadding), 0);
  position.assign(static_cast<std::size_t>(item_count), 0);
  if (problem.has_multiplicities()) {
    bound.assign(static_cast<std::size_t>(item_count), 0);
    slack.assign(static_cast<std::size_t>(item_count), 0);
  }
  // Headers: the primary items first, then the secondary ones, each in the order they were added.
  header_of.assign(static_cast<std::size_t>(item_count), 0);
  std::int32_t next = 0;
  for (int pass = 0; pass < 2; ++pass) {
    for (ItemId i = 0; i < item_count; ++i) {
      if (problem.is_primary(i) == (pass == 0)) header_of[static_cast<std::size_t>(i)] = next++;
    }
    if (pass == 0) primary_count = next;
  }
  for (std::int32_t h = 0; h < item_count; ++h) node[h] = Link{h, h};
  for (ItemId i = 0; i < item_count; ++i) {
    const std::int32_t h = header_of[static_cast<std::size_t>(i)];
    if (h < primary_count && !bound.empty()) {
      bound[h] = problem.upper_bound(i);
      slack[h] = problem.upper_bound(i) - problem.lower_bound(i);
    }
  }
  for (std::int32_t h = 0; h < primary_count; ++h) {
    position[h] = h;
    active.push_back(h);
  }
  active_count = primary_count;

  // With a seed, each node goes to a random place in its item's list (as in Knuth's randomized DLX programs), so
  // that options are tried in a different, reproducible order; the solutions stay the same.
  std::uint64_t state = shuffle_seed;
  auto random_below = [&](std::uint64_t bound) { return next_random(state) % bound; };

  std::int32_t spacer = item_count;
  if (width == 0) {
    node[spacer] = Link{0, 0};
    top[spacer] = ~0;
  } else {
    // No spacers: the nodes between the headers and the first option, and the slots past each option's last node
    // in its block, belong to no list; they link to themselves and name no item. A blank, the last slot of an option
    // one item short, links to itself too and names the blank item, whose header (node `blank`) is an empty list.
    for (std::int32_t p = item_count; p < static_cast<std::int32_t>(total); ++p) {
      node[p] = Link{p, p};
      top[p] = -1;
    }
  }
  option_first.reserve(static_cast<std::size_t>(problem.option_count()));
  for (OptionId o = 0; o < problem.option_count(); ++o) {
    const std::int32_t first = width != 0 ? first_option_node + (o << stride_shift) : spacer + 1;
    std::int32_t p = first;
    const auto items = problem.option(o);
    const auto colors = problem.option_colors(o);
    for (std::size_t k = 0; k < items.size(); ++k) {
      const std::int32_t item = header_of[static_cast<std::size_t>(items[k])];
      // Append p after the last node of item's list, or, when shuffling, after a random one of its nodes (or the
      // header): each of the length+1 places is equally likely.
      std::int32_t above = node[item].up;
      if (shuffle_seed != 0) {
        above = item;
        for (auto skip = random_below(static_cast<std::uint64_t>(length[item]) + 1); skip > 0; --skip) {
          above = node[above].down;
        }
      }
      const std::int32_t below = node[above].down;
      node[p] = Link{above, below};
      top[p] = item;
      node[above].down = p;
      node[below].up = p;
      if (++length[item] >= kCovered<std::int32_t>) {
        throw std::length_error("exactcover::Solver: an item is in 2^30 options or more");
      }
      if (!color.empty()) color[p] = colors[k];
      ++p;
    }
    option_first.push_back(first);
    if (width != 0) {
      if (p < first + width) top[p] = blank;
      continue;
    }
    node[spacer].down = p - 1;  // the spacer before option o points down to o's last node
    spacer = p;
    node[spacer] = Link{first, 0};  // ... and the one after points up to o's first node
    top[spacer] = ~(o + 1);
  }

  // An item can be covered at most as many times as it has options: bounds above that say nothing more, and are cut
  // to options + 1 (which keeps "more than it can have" for a lower bound, and the same branching degrees), so that
  // Algorithm M's arithmetic on them (length + slack - bound + 1) cannot overflow even for bounds near 2^31.
  if (!bound.empty()) {
    for (std::int32_t h = 0; h < primary_count; ++h) {
      const std::int32_t most = length[h] + 1;
      const std::int32_t lower = bound[h] - slack[h];
      bound[h] = std::min(bound[h], most);
      slack[h] = bound[h] - std::min(lower, most);
    }
  }

  // A secondary item's length counts one more than its options (see "Dead ends" in links.hpp): it never reaches 0,
  // so that a length of 0 always means an uncovered primary item with no option left.
  for (std::int32_t h = primary_count; h < item_count; ++h) ++length[h];
  // The blank item's length goes down by one for each short option hidden and never goes up past where it started:
  // it starts at 2 more than there are short options, so that it never reaches 0 (a dead end) or 1 (an item with one
  // option left, Links::one_left), and it is never marked covered.
  if (blank >= 0) {
    blank_length = static_cast<std::int32_t>(short_options + 2);
    length[blank] = blank_length;
  }
  // Every option at most once, and a count per level: at most one level per primary item ("The trail").
  trail.assign(static_cast<std::size_t>(problem.option_count()) + static_cast<std::size_t>(item_count) + 1, 0);

  // 16-bit lengths when they fit (Algorithm M keeps 32 bits: it is not tuned, and reads lengths in many places).
  narrow = !problem.has_multiplicities() &&
           std::all_of(length.begin(), length.end(), [](std::int32_t l) { return l < kCovered<std::int16_t>; });
  if (narrow) {
    length16.assign(length.begin(), length.end());
    length.clear();
  }
  if (tracked) {
    block_least.assign(static_cast<std::size_t>(((item_count - 1) >> kBlockShift) + 1), kCovered<std::int32_t>);
    group_least.assign(static_cast<std::size_t>(((item_count - 1) >> kGroupShift) + 1), kCovered<std::int32_t>);
    for (std::int32_t h = 0; h < item_count; ++h) {
      const std::int32_t l = narrow ? length16[h] : length[h];
      lowered<Variant<std::int32_t, 0, false, false, true>>(h, l);
    }
  }
}

bool Links::build_among(std::span<const OptionId> forced, std::span<const OptionId> allowed) {
  bool built = false;
  with_variant(*this, [&](auto variant) {
    using V = decltype(variant);
    if constexpr (!V::kColors && !V::kMultiplicities) built = build_among_with<V>(forced, allowed);
  });
  return built;
}

template <class V>
bool Links::build_among_with(std::span<const OptionId> forced, std::span<const OptionId> allowed) {
  using L = typename V::Length;
  L* const len = lengths<L>();
  Link* const n = node.data();
  const std::int32_t* const t = top.data();
  for (std::int32_t h = 0; h < item_count; ++h) {
    n[h] = Link{h, h};
    len[h] = h < primary_count ? 0 : 1;  // a secondary item's length counts one more ("Dead ends")
  }
  trail_top = 0;  // nothing committed in lists built anew
  if (blank >= 0) len[blank] = static_cast<L>(blank_length);
  // The nodes of an option: [first, end) but the blank (which links to itself and is in no list). option_first[] and
  // option_end() say the same for every layout, but read the width at run time: the build with them ran 0.947× the
  // puzzles/s on serg's 34-35 givens (2026-11-27, sudoku_bench --solver dlx, both builds at once one per core,
  // median of 6 rounds, 0.84-0.98), so the layout's width is a compile-time constant here as in the search.
  auto first_node = [&](OptionId option) {
    if constexpr (V::kWidth != 0) {
      return first_option_node + (option << stride_shift);
    } else {
      return option_first[static_cast<std::size_t>(option)];
    }
  };
  auto end_node = [&](std::int32_t first) {
    if constexpr (V::kWidth != 0) {
      return first + V::kWidth - (V::kBlanks && t[first + V::kWidth - 1] == blank ? 1 : 0);
    } else {
      std::int32_t p = first;
      while (t[p] >= 0) ++p;
      return p;
    }
  };
  bool clash = false;
  for (const OptionId option : forced) {
    const std::int32_t first = first_node(option);
    for (std::int32_t p = first, end = end_node(first); p < end; ++p) {
      clash |= len[t[p]] >= kCovered<L>;
      len[t[p]] |= kCovered<L>;
    }
  }
  if (clash) return false;
  // Each allowed option that meets no covered item goes to the foot of each of its lists: most of the build's time
  // ("Searching among some options" in links.hpp).
  for (const OptionId option : allowed) {
    const std::int32_t first = first_node(option);
    const std::int32_t end = end_node(first);
    bool open = true;
    for (std::int32_t p = first; p < end; ++p) open &= len[t[p]] < kCovered<L>;
    if (!open) continue;
    for (std::int32_t p = first; p < end; ++p) {
      const std::int32_t item = t[p];
      const std::int32_t above = n[item].up;
      n[p].up = above;  // its down link is written by the next append, or below
      n[above].down = p;
      n[item].up = p;
      ++len[item];
    }
  }
  for (std::int32_t h = 0; h < item_count; ++h) n[n[h].up].down = h;  // each foot points back to its header
  // Tracked: 0 is at most every length; the choice raises a bound it finds too low ("Many items").
  std::fill(block_least.begin(), block_least.end(), 0);
  std::fill(group_least.begin(), group_least.end(), 0);
  updates = 0;
  return true;
}

bool Links::consistent() const {
  const auto size = static_cast<std::int32_t>(node.size());
  for (std::int32_t i = 0; i < item_count; ++i) {
    std::int32_t count = 0;
    for (std::int32_t prev = i, p = node[i].down;; prev = p, p = node[p].down) {
      if (p < 0 || p >= size) return false;
      if (node[p].up != prev) return false;
      if (p == i) break;
      if (top[p] != i) return false;
      if (!color.empty() && color[p] < 0) return false;  // a purification left behind
      if (++count > size) return false;  // a cycle that misses the header
    }
    // Not marked covered either; secondary items count one more (see the constructor).
    if (count + (i >= primary_count ? 1 : 0) != (narrow ? length16[i] : length[i])) return false;
  }
  // The blank item: an empty list, and its length as the constructor set it.
  std::int32_t blanks = 0;
  for (const std::int32_t first : option_first) blanks += blank >= 0 && top[first + width - 1] == blank ? 1 : 0;
  for (std::int32_t k = item_count; k < item_count + kLengthPadding; ++k) {
    const std::int32_t l = narrow ? length16[k] : length[k];
    if (k == blank ? l != blanks + 2 || node[k].up != k || node[k].down != k : l != 0) return false;
  }
  // Tracked: every bound at most the lengths it bounds.
  for (std::int32_t i = 0; tracked && i < item_count; ++i) {
    const std::int32_t l = narrow ? length16[i] : length[i];
    if (block_least[static_cast<std::size_t>(i >> kBlockShift)] > l) return false;
    if (group_least[static_cast<std::size_t>(i >> kGroupShift)] > l) return false;
  }
  // Between searches nothing is on the trail.
  if (trail_top != 0) return false;
  // Between searches every primary item is active, in the order the items were added.
  if (active_count != static_cast<std::int32_t>(active.size())) return false;
  for (std::int32_t k = 0; k < active_count; ++k) {
    if (position[active[k]] != k) return false;
    if (k > 0 && active[k - 1] >= active[k]) return false;
  }
  return true;
}

}  // namespace exactcover::detail
