#include "links.hpp"

#include <stdexcept>
#include <string>

#include "random.hpp"

namespace exactcover::detail {

Links::Links(const Problem& problem, std::uint64_t shuffle_seed) {
  item_count = problem.item_count();
  const std::int64_t total = problem.node_count();
  if (total > Problem::kMaxNodes) {
    throw std::length_error("exactcover::Solver: the problem needs " + std::to_string(total) +
                            " nodes; 32-bit links address at most 2^31-1");
  }
  node.resize(static_cast<std::size_t>(total));
  if (problem.has_colors()) color.assign(static_cast<std::size_t>(total), 0);
  length.assign(static_cast<std::size_t>(item_count), 0);
  position.assign(static_cast<std::size_t>(item_count), 0);
  primary.assign(static_cast<std::size_t>(item_count), 0);
  if (problem.has_multiplicities()) {
    bound.assign(static_cast<std::size_t>(item_count), 0);
    slack.assign(static_cast<std::size_t>(item_count), 0);
  }
  for (std::int32_t i = 0; i < item_count; ++i) {
    node[i] = Node{i, i, 0};
    if (problem.is_primary(i)) {
      primary[i] = 1;
      position[i] = static_cast<std::int32_t>(active.size());
      active.push_back(i);
      if (!bound.empty()) {
        bound[i] = problem.upper_bound(i);
        slack[i] = problem.upper_bound(i) - problem.lower_bound(i);
      }
    }
  }
  active_count = static_cast<std::int32_t>(active.size());

  // With a seed, each node goes to a random place in its item's list (as in Knuth's randomized DLX programs), so
  // that options are tried in a different, reproducible order; the solutions stay the same.
  std::uint64_t state = shuffle_seed;
  auto random_below = [&](std::uint64_t bound) { return next_random(state) % bound; };

  std::int32_t spacer = item_count;
  node[spacer] = Node{0, 0, ~0};
  option_first.reserve(static_cast<std::size_t>(problem.option_count()));
  for (OptionId o = 0; o < problem.option_count(); ++o) {
    const std::int32_t first = spacer + 1;
    std::int32_t p = first;
    const auto items = problem.option(o);
    const auto colors = problem.option_colors(o);
    for (std::size_t k = 0; k < items.size(); ++k) {
      const ItemId item = items[k];
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
      node[p] = Node{above, below, item};
      node[above].down = p;
      node[below].up = p;
      ++length[item];
      if (!color.empty()) color[p] = colors[k];
      ++p;
    }
    option_first.push_back(first);
    node[spacer].down = p - 1;  // the spacer before option o points down to o's last node
    spacer = p;
    node[spacer] = Node{first, 0, ~(o + 1)};  // ... and the one after points up to o's first node
  }
}

bool Links::consistent() const {
  const auto size = static_cast<std::int32_t>(node.size());
  for (std::int32_t i = 0; i < item_count; ++i) {
    std::int32_t count = 0;
    for (std::int32_t prev = i, p = node[i].down;; prev = p, p = node[p].down) {
      if (p < 0 || p >= size) return false;
      if (node[p].up != prev) return false;
      if (p == i) break;
      if (node[p].item != i) return false;
      if (!color.empty() && color[p] < 0) return false;  // a purification left behind
      if (++count > size) return false;  // a cycle that misses the header
    }
    if (count != length[i]) return false;
  }
  // Between searches every primary item is active, in the order the items were added.
  if (active_count != static_cast<std::int32_t>(active.size())) return false;
  for (std::int32_t k = 0; k < active_count; ++k) {
    if (position[active[k]] != k) return false;
    if (k > 0 && active[k - 1] >= active[k]) return false;
  }
  return true;
}

}  // namespace exactcover::detail
