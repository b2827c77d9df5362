// The search: Algorithm X, iterative, with an explicit stack of choices (TAOCP 7.2.2.1, Algorithm X; DLX1).
#include "exactcover/solver.hpp"

#include <stdexcept>
#include <string>

#include "links.hpp"

namespace exactcover {

namespace detail {

Links::Links(const Problem& problem) {
  item_count = problem.item_count();
  const std::int64_t total = std::int64_t{item_count} + problem.entry_count() + problem.option_count() + 1;
  if (total > std::numeric_limits<std::int32_t>::max()) {
    throw std::length_error("exactcover::Solver: the problem needs " + std::to_string(total) +
                            " nodes; 32-bit links address at most 2^31-1");
  }
  node.resize(static_cast<std::size_t>(total));
  length.assign(static_cast<std::size_t>(item_count), 0);
  position.assign(static_cast<std::size_t>(item_count), 0);
  primary.assign(static_cast<std::size_t>(item_count), 0);
  for (std::int32_t i = 0; i < item_count; ++i) {
    node[i] = Node{i, i, 0};
    if (problem.is_primary(i)) {
      primary[i] = 1;
      position[i] = static_cast<std::int32_t>(active.size());
      active.push_back(i);
    }
  }
  active_count = static_cast<std::int32_t>(active.size());

  std::int32_t spacer = item_count;
  node[spacer] = Node{0, 0, ~0};
  option_first.reserve(static_cast<std::size_t>(problem.option_count()));
  for (OptionId o = 0; o < problem.option_count(); ++o) {
    const std::int32_t first = spacer + 1;
    std::int32_t p = first;
    for (ItemId item : problem.option(o)) {
      // Append p at the bottom of item's list.
      const std::int32_t bottom = node[item].up;
      node[p] = Node{bottom, item, item};
      node[bottom].down = p;
      node[item].up = p;
      ++length[item];
      ++p;
    }
    option_first.push_back(first);
    node[spacer].down = p - 1;  // the spacer before option o points down to o's last node
    spacer = p;
    node[spacer] = Node{first, 0, ~(o + 1)};  // ... and the one after points up to o's first node
  }
}

bool Links::consistent() const {
  for (std::int32_t i = 0; i < item_count; ++i) {
    std::int32_t count = 0;
    for (std::int32_t prev = i, p = node[i].down;; prev = p, p = node[p].down) {
      if (p < 0 || p >= static_cast<std::int32_t>(node.size())) return false;
      if (node[p].up != prev) return false;
      if (p == i) break;
      if (node[p].item != i) return false;
      if (++count > static_cast<std::int32_t>(node.size())) return false;  // a cycle that misses the header
    }
    if (count != length[i]) return false;
  }
  for (std::int32_t k = 0; k < static_cast<std::int32_t>(active.size()); ++k) {
    if (position[active[k]] != k) return false;
  }
  return true;
}

}  // namespace detail

Solver::Solver(const Problem& problem)
    : links_(std::make_unique<detail::Links>(problem)),
      choice_(static_cast<std::size_t>(problem.primary_count()) + 1),
      forced_mark_(static_cast<std::size_t>(problem.item_count()), 0) {}

Solver::Solver(const Solver& other)
    : links_(std::make_unique<detail::Links>(*other.links_)),
      choice_(other.choice_),
      forced_mark_(other.forced_mark_),
      forced_stamp_(other.forced_stamp_) {}

Solver& Solver::operator=(const Solver& other) {
  if (this != &other) *this = Solver(other);
  return *this;
}

Solver::Solver(Solver&&) noexcept = default;
Solver& Solver::operator=(Solver&&) noexcept = default;
Solver::~Solver() = default;

bool Solver::links_consistent() const { return links_->consistent(); }
std::int32_t Solver::item_length(ItemId item) const { return links_->length.at(static_cast<std::size_t>(item)); }
std::int32_t Solver::item_count() const { return links_->item_count; }
std::int32_t Solver::option_count() const { return static_cast<std::int32_t>(links_->option_first.size()); }

SearchResult Solver::search(std::span<const OptionId> forced, SolutionVisitor visit, const SearchLimits& limits) {
  if (limits.choice_rule == ChoiceRule::first_fewest) return run<true, ChoiceRule::first_fewest>(forced, &visit, limits);
  return run<true, ChoiceRule::leftmost_fewest>(forced, &visit, limits);
}

SearchResult Solver::count(std::span<const OptionId> forced, const SearchLimits& limits) {
  if (limits.choice_rule == ChoiceRule::first_fewest) return run<false, ChoiceRule::first_fewest>(forced, nullptr, limits);
  return run<false, ChoiceRule::leftmost_fewest>(forced, nullptr, limits);
}

namespace {

// The primary item to branch on: fewest remaining options. Both rules read only the dense `active` and `length`
// arrays, never the nodes.
template <ChoiceRule kRule>
std::int32_t choose_item(const detail::Links& links) {
  const std::int32_t* active = links.active.data();
  const std::int32_t* length = links.length.data();
  if constexpr (kRule == ChoiceRule::leftmost_fewest) {
    // Key = (length, item id): the minimum key is the leftmost of the shortest, whatever order `active` is in.
    std::uint64_t best = std::numeric_limits<std::uint64_t>::max();
    for (std::int32_t k = 0; k < links.active_count; ++k) {
      const std::int32_t item = active[k];
      const std::uint64_t key = (std::uint64_t(std::uint32_t(length[item])) << 32) | std::uint32_t(item);
      best = key < best ? key : best;
      if ((best >> 32) == 0) break;  // nothing beats an item no option can cover; the tree below it is the same
    }
    return static_cast<std::int32_t>(best & 0xffffffffU);
  } else {
    std::int32_t best_item = active[0];
    std::int32_t best_length = length[best_item];
    for (std::int32_t k = 1; k < links.active_count && best_length > 1; ++k) {
      const std::int32_t item = active[k];
      if (length[item] < best_length) {
        best_length = length[item];
        best_item = item;
      }
    }
    return best_item;
  }
}

}  // namespace

template <bool kVisit, ChoiceRule kRule>
SearchResult Solver::run(std::span<const OptionId> forced, SolutionVisitor* visit, const SearchLimits& limits) {
  detail::Links& links = *links_;
  std::vector<detail::Node>& node = links.node;
  SearchResult result;
  links.updates = 0;

  // --- Forced options: chosen before the search, each exactly as the search would choose it. ----------------------
  if (++forced_stamp_ == 0) {
    std::fill(forced_mark_.begin(), forced_mark_.end(), 0);
    forced_stamp_ = 1;
  }
  std::size_t forced_done = 0;
  for (; forced_done < forced.size(); ++forced_done) {
    const OptionId option = forced[forced_done];
    if (option < 0 || option >= option_count()) {
      for (std::size_t k = forced_done; k-- > 0;) {
        const std::int32_t first = links.option_first[static_cast<std::size_t>(forced[k])];
        links.uncover_rest_of_option(first);
        links.uncover(node[first].item);
      }
      throw std::out_of_range("exactcover::Solver::search: forced option " + std::to_string(option) +
                              " is not an option of this problem (it has " + std::to_string(option_count()) + ")");
    }
    const std::int32_t first = links.option_first[static_cast<std::size_t>(option)];
    bool clash = false;
    for (std::int32_t p = first; node[p].item >= 0; ++p) {
      auto& mark = forced_mark_[static_cast<std::size_t>(node[p].item)];
      clash |= mark == forced_stamp_;
      mark = forced_stamp_;
    }
    if (clash) {
      result.end = SearchEnd::forced_conflict;
      break;
    }
    links.cover(node[first].item);
    links.cover_rest_of_option(first);
  }

  auto undo_forced = [&] {
    for (std::size_t k = forced_done; k-- > 0;) {
      const std::int32_t first = links.option_first[static_cast<std::size_t>(forced[k])];
      links.uncover_rest_of_option(first);
      links.uncover(node[first].item);
    }
  };
  if (result.end == SearchEnd::forced_conflict) {
    undo_forced();
    result.stats.updates = links.updates;
    return result;
  }

  if constexpr (kVisit) {
    solution_.assign(forced.begin(), forced.end());
  }

  // Reports a solution whose search choices are choice_[0..depth); false when the search must stop.
  auto record_solution = [&](std::int32_t depth) -> bool {
    ++result.stats.solutions;
    if constexpr (kVisit) {
      solution_.resize(forced.size());
      for (std::int32_t l = 0; l < depth; ++l) solution_.push_back(links.option_of(choice_[l]));
      if (!(*visit)(solution_)) {
        result.end = SearchEnd::stopped_by_visitor;
        return false;
      }
    }
    if (result.stats.solutions >= limits.max_solutions) {
      result.end = SearchEnd::solution_limit;
      return false;
    }
    return true;
  };

  // Undoes the choices of levels [0, depth), last first.
  auto unwind = [&](std::int32_t depth) {
    for (std::int32_t l = depth; l-- > 0;) {
      links.uncover_rest_of_option(choice_[l]);
      links.uncover(node[choice_[l]].item);
    }
  };

  if (links.active_count == 0) {  // the forced options already cover every primary item
    record_solution(0);
    undo_forced();
    result.stats.updates = links.updates;
    return result;
  }
  if (limits.max_solutions == 0) {
    result.end = SearchEnd::solution_limit;
    undo_forced();
    result.stats.updates = links.updates;
    return result;
  }

  const bool timed = limits.time_budget != std::chrono::steady_clock::duration::max();
  const auto deadline = timed ? std::chrono::steady_clock::now() + limits.time_budget
                              : std::chrono::steady_clock::time_point::max();
  constexpr std::uint64_t kPollInterval = 1024;  // nodes between looks at the clock and the cancel flag

  // --- The search: four phases as in DLX1 (forward, advance, backup, recover), one level per choice. -------------
  std::int32_t level = 0;
  std::int32_t best = 0;  // the item being branched on at `level`
  std::int32_t current = 0;  // the node chosen for it, or `best` itself when its options are exhausted
  std::uint64_t nodes = 0;

forward:
  if (nodes >= limits.node_budget) {
    result.end = SearchEnd::node_budget;
    unwind(level);
    goto done;
  }
  if (nodes % kPollInterval == 0 && nodes != 0) {
    if (limits.cancel != nullptr && limits.cancel->load(std::memory_order_relaxed)) {
      result.end = SearchEnd::cancelled;
      unwind(level);
      goto done;
    }
    if (timed && std::chrono::steady_clock::now() >= deadline) {
      result.end = SearchEnd::time_budget;
      unwind(level);
      goto done;
    }
  }
  ++nodes;
  best = choose_item<kRule>(links);
  links.cover(best);
  current = choice_[level] = node[best].down;

advance:
  if (current == best) goto backup;
  links.cover_rest_of_option(current);
  if (links.active_count == 0) {
    ++nodes;  // a solution is a leaf of the search tree; DLX1 counts it as a node too
    if (!record_solution(level + 1)) {
      unwind(level + 1);
      goto done;
    }
    goto recover;
  }
  ++level;
  goto forward;

backup:
  links.uncover(best);
  if (level == 0) goto done;
  --level;
  current = choice_[level];
  best = node[current].item;

recover:
  links.uncover_rest_of_option(current);
  current = choice_[level] = node[current].down;
  goto advance;

done:
  undo_forced();
  result.stats.nodes = nodes;
  result.stats.updates = links.updates;
  return result;
}

}  // namespace exactcover
