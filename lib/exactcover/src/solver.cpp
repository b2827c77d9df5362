// The Solver: owns the links, applies forced options, picks the search loop for the problem, and restores the
// structure however the search ends.
#include "exactcover/solver.hpp"

#include <algorithm>
#include <functional>
#include <stdexcept>
#include <string>

#include "search.hpp"

namespace exactcover {

namespace detail {

std::chrono::steady_clock::time_point saturating_add(std::chrono::steady_clock::time_point when,
                                                     std::chrono::steady_clock::duration delay) {
  const auto latest = std::chrono::steady_clock::time_point::max();
  if (delay <= std::chrono::steady_clock::duration::zero()) return when;
  return latest - when < delay ? latest : when + delay;
}

SearchContext::SearchContext(Links& links, std::vector<std::int32_t>& choice, std::vector<std::int32_t>& deferred,
                             std::vector<OptionId>& solution, std::span<const OptionId> forced, SolutionVisitor* visit,
                             const SearchLimits& limits)
    : links(links),
      choice(choice),
      deferred(deferred),
      first_tweak(links.bound.empty() ? 0 : choice.size()),
      degree(links.bound.empty() ? 0 : choice.size()),
      random_state(limits.seed),
      solution_(solution),
      forced_(forced),
      visit_(visit),
      limits_(limits),
      timed_(limits.time_budget != std::chrono::steady_clock::duration::max()) {
  const auto now = std::chrono::steady_clock::now();
  deadline_ = timed_ ? saturating_add(now, limits.time_budget) : std::chrono::steady_clock::time_point::max();
  next_progress_ = saturating_add(now, limits.progress_interval);
}

void SearchContext::grow(std::int32_t level) {
  const auto size = std::max(static_cast<std::size_t>(level) + 1, choice.size() * 2);
  choice.resize(size);
  first_tweak.resize(size);
  degree.resize(size);
}

bool SearchContext::poll(std::uint64_t nodes, std::int32_t level) {
  const auto raised = [](const std::atomic<bool>* flag) {
    return flag != nullptr && flag->load(std::memory_order_relaxed);
  };
  if (raised(limits_.cancel) || raised(limits_.stop)) {
    result.end = SearchEnd::cancelled;
    return false;
  }
  if (level_end != nullptr && limits_.sharing != nullptr && limits_.sharing->wanted()) share(level);
  if (!timed_ && !limits_.progress) return true;
  const auto now = std::chrono::steady_clock::now();
  if (now >= deadline_) {
    result.end = SearchEnd::time_budget;
    return false;
  }
  if (limits_.progress && now >= next_progress_) {
    next_progress_ = now + limits_.progress_interval;
    limits_.progress(SearchProgress{nodes, result.stats.solutions, level, fraction_done(level)});
  }
  return true;
}

// The shallowest level with untried options holds the biggest share of what is left (if the tree is anywhere near
// even): those options go, as one part, with the choices above them as the prefix; this search then stops that level
// where they begin. Levels [0, level) hold a chosen node each.
void SearchContext::share(std::int32_t level) {
  const Link* const node = links.node.data();
  for (std::int32_t l = 0; l < level; ++l) {
    const std::int32_t next = node[choice[l]].down;
    if (next == level_end[l]) continue;  // nothing untried at this level
    std::vector<OptionId> prefix(forced_.begin(), forced_.end());
    for (std::int32_t above = 0; above < l; ++above) prefix.push_back(links.option_of(choice[above]));
    const std::int32_t header = links.top[choice[l]];
    const auto item = static_cast<ItemId>(
        std::find(links.header_of.begin(), links.header_of.end(), header) - links.header_of.begin());
    limits_.sharing->give(std::move(prefix), item, links.option_of(next));
    level_end[l] = next;
    return;
  }
}

// Knuth's estimate of the fraction of the tree already searched: if the choice at level 0 is the k-th of d, the
// subtrees of the first k-1 are done, (k-1)/d of the whole, plus 1/d of the estimate one level down; 1/2 of the
// current node's own subtree is added at the end. Naive (it assumes a uniform tree) but it never goes backwards.
double SearchContext::fraction_done(std::int32_t level) const {
  double fraction = 0;
  double scale = 1;
  const bool multiplicities = !links.bound.empty();
  for (std::int32_t l = 0; l < level && l < 64; ++l) {
    const std::int32_t chosen = choice[static_cast<std::size_t>(l)];
    std::int32_t k = 1;
    std::int32_t d = 1;
    if (multiplicities) {
      d = std::max(degree[static_cast<std::size_t>(l)], 1);
      if (chosen < links.item_count) {
        k = d;  // the null move comes last
      } else {
        const std::int32_t item = links.top[chosen];
        const std::int32_t first = first_tweak[static_cast<std::size_t>(l)];
        for (std::int32_t p = first != 0 ? first : links.node[item].down; p != chosen && k < d; p = links.node[p].down) ++k;
      }
    } else {
      const std::int32_t item = links.top[chosen];
      d = std::max(links.options_left(item), 1);
      for (std::int32_t p = links.node[item].down; p != chosen && p != item; p = links.node[p].down) ++k;
    }
    scale *= d;
    fraction += (k - 1) / scale;
  }
  return fraction + 0.5 / scale;
}

bool SearchContext::visit_solution(std::int32_t depth) {
  // Whatever the visitor (or building its argument) throws stops the search like `false` does: the search must
  // unwind before the exception leaves, or the links would stay covered. Solver::run rethrows it.
  try {
    solution_.assign(forced_.begin(), forced_.end());
    for (std::int32_t l = 0; l < depth; ++l) {
      const std::int32_t chosen = choice[static_cast<std::size_t>(l)];
      if (chosen >= links.item_count) solution_.push_back(links.option_of(chosen));  // headers are null moves
    }
    if ((*visit_)(solution_)) return true;
  } catch (...) {
    visitor_exception = std::current_exception();
  }
  result.end = SearchEnd::stopped_by_visitor;
  return false;
}

}  // namespace detail

Solver::Solver(const Problem& problem, const SolverOptions& options)
    : links_(std::make_unique<detail::Links>(problem, options.shuffle_seed)),
      pristine_(options.restore_by_copy && !problem.has_multiplicities() ? std::make_unique<detail::Links>(*links_)
                                                                        : nullptr),
      restore_by_copy_(pristine_ != nullptr),
      shuffled_(options.shuffle_seed != 0),
      choice_(static_cast<std::size_t>(problem.primary_count()) + 1),
      deferred_(choice_.size()),
      level_end_(choice_.size()),
      multiplicities_(problem.has_multiplicities()),
      forced_mark_(static_cast<std::size_t>(problem.item_count()), 0),
      forced_use_(static_cast<std::size_t>(problem.item_count()), 0) {}

Solver::Solver(const Solver& other)
    : links_(std::make_unique<detail::Links>(*other.links_)),
      pristine_(other.pristine_ ? std::make_unique<detail::Links>(*other.pristine_) : nullptr),
      restore_by_copy_(other.restore_by_copy_),
      shuffled_(other.shuffled_),
      rebuilt_(other.rebuilt_),
      choice_(other.choice_),
      deferred_(other.deferred_),
      level_end_(other.level_end_),
      multiplicities_(other.multiplicities_),
      forced_mark_(other.forced_mark_),
      forced_use_(other.forced_use_),
      forced_stamp_(other.forced_stamp_) {}

Solver& Solver::operator=(const Solver& other) {
  if (this != &other) *this = Solver(other);
  return *this;
}

Solver::Solver(Solver&&) noexcept = default;
Solver& Solver::operator=(Solver&&) noexcept = default;
Solver::~Solver() = default;

bool Solver::links_consistent() const {
  settle();
  return links_->consistent();
}
std::int32_t Solver::item_length(ItemId item) const {
  settle();
  return links_->options_left(links_->header_of.at(static_cast<std::size_t>(item)));
}
std::int32_t Solver::item_count() const { return links_->item_count; }
std::int32_t Solver::option_count() const { return static_cast<std::int32_t>(links_->option_first.size()); }

SearchResult Solver::search(std::span<const OptionId> forced, SolutionVisitor visit, const SearchLimits& limits) {
  return run(forced, &visit, limits);
}

SearchResult Solver::count(std::span<const OptionId> forced, const SearchLimits& limits) {
  return run(forced, nullptr, limits);
}

SearchResult Solver::search_among(std::span<const OptionId> forced, std::span<const OptionId> allowed,
                                  SolutionVisitor visit, const SearchLimits& limits) {
  return run_among(forced, allowed, &visit, limits);
}

SearchResult Solver::count_among(std::span<const OptionId> forced, std::span<const OptionId> allowed,
                                 const SearchLimits& limits) {
  return run_among(forced, allowed, nullptr, limits);
}

void Solver::check_ids(std::span<const OptionId> options, const char* what) const {
  const std::int32_t count = option_count();
  for (const OptionId option : options) {
    if (option < 0 || option >= count) [[unlikely]] {
      throw std::out_of_range(std::string("exactcover::Solver::search: ") + what + " option " +
                              std::to_string(option) + " is not an option of this problem (it has " +
                              std::to_string(option_count()) + ")");
    }
  }
}

void Solver::settle() const {
  if (!rebuilt_) return;
  copy_pristine();
  rebuilt_ = false;
}

// --- Forced options ------------------------------------------------------------------------------------------------
//
// A forced option is committed exactly as the search commits a chosen one, every item of it: uncolored items covered,
// colored ones purified, and (with multiplicities) the option first taken out of every list, since an option is
// chosen at most once, and each primary item's bound used up by one. Whether a forced option is still available is
// decided from the forced options before it: two uses of an item conflict unless it is secondary and both give it
// the same color, or it is primary with multiplicities and its bound is not used up yet.

void Solver::commit(std::int32_t first) {
  detail::with_variant(*links_, [&](auto variant) { links_->commit_option<decltype(variant)>(first); });
}

void Solver::uncommit(std::int32_t first) {
  detail::with_variant(*links_, [&](auto variant) { links_->uncommit_option<decltype(variant)>(first); });
}

// Commits forced[0..), counting in `done` those committed; false (with done < size) on a conflict.
bool Solver::force(std::span<const OptionId> forced, std::size_t& done) {
  detail::Links& links = *links_;
  const bool colors = !links.color.empty();
  if (++forced_stamp_ == 0) {
    std::fill(forced_mark_.begin(), forced_mark_.end(), 0);
    forced_stamp_ = 1;
  }
  check_ids(forced, "forced");  // every id first: a conflict must not hide a bad one
  for (done = 0; done < forced.size(); ++done) {
    const OptionId option = forced[done];
    const std::int32_t first = links.option_first[static_cast<std::size_t>(option)];
    // An option is chosen at most once: forcing it twice conflicts. Its uncolored items catch that below; an option
    // with only colored items agrees with itself, so with colors (only) the forced list is searched.
    if (colors && std::find(forced.begin(), forced.begin() + static_cast<std::ptrdiff_t>(done), option) !=
        forced.begin() + static_cast<std::ptrdiff_t>(done)) {
      return false;
    }
    for (std::int32_t p = first, end = links.option_end(first); p < end; ++p) {
      const auto item = static_cast<std::size_t>(links.top[p]);
      const Color color = colors ? std::max<Color>(links.color[p], 0) : 0;
      const bool seen = forced_mark_[item] == forced_stamp_;
      if (multiplicities_ && links.top[p] < links.primary_count) {
        if (links.bound[item] == 0) return false;  // the forced options before this one used its upper bound up
        continue;
      }
      // A purified node (-1) can only come from an earlier forced option with the same color: compatible.
      const bool purified = colors && links.color[p] < 0;
      if (seen && !purified && (color == 0 || forced_use_[item] != color)) return false;
      if (!seen) forced_use_[item] = color;
      forced_mark_[item] = forced_stamp_;
    }
    commit(first);
  }
  return true;
}

void Solver::unforce(std::span<const OptionId> forced, std::size_t done) {
  for (std::size_t k = done; k-- > 0;) uncommit(links_->option_first[static_cast<std::size_t>(forced[k])]);
}

Branch Solver::branch(std::span<const OptionId> forced, SearchTree tree) {
  if (multiplicities_) throw std::logic_error("exactcover::Solver::branch: not for problems with multiplicities");
  settle();
  detail::Links& links = *links_;
  links.updates = 0;
  Branch branch;
  std::size_t done = 0;
  if (!force(forced, done)) {
    unforce(forced, done);
    branch.kind = Branch::Kind::conflict;
    return branch;
  }
  if (links.all_primary_covered(false)) {
    branch.kind = Branch::Kind::solution;
  } else {
    // The item the search would choose here (Knuth's rule: fewest options, leftmost on ties). Headers 0 ..
    // primary_count-1 are the primary items in the order they were added; covered ones are marked out.
    std::int32_t best = -1;
    for (std::int32_t item = 0; item < links.primary_count; ++item) {
      if (links.covered(item)) continue;
      if (best < 0 || links.options_left(item) < links.options_left(best)) best = item;
    }
    branch.kind = links.options_left(best) == 0 ? Branch::Kind::dead_end : Branch::Kind::options;
    // What the search does at this node, as it counts it: cover the item (even with no option left, as DLX1 does),
    // then commit to each option's other items in turn, undoing each (undoing is not an update). The pruned search
    // stops at a dead end before it (no node, no update) and leaves out the options whose commit meets one.
    const bool pruned = tree == SearchTree::pruned;
    links.updates = 0;
    if (pruned && branch.kind == Branch::Kind::dead_end) {
      branch.counted = false;
    } else {
      detail::with_variant(links, [&](auto variant) {
        using V = decltype(variant);
        if constexpr (!V::kMultiplicities) {
          links.cover<V>(best);
          for (std::int32_t p = links.node[best].down; p != best; p = links.node[p].down) {
            if (!pruned) {
              links.commit_rest<V>(p);
              links.uncommit_rest<V>(p);
            } else if (const std::int32_t deferred = links.commit_rest_checked<V>(p); deferred >= 0) {
              links.uncommit_rest_checked<V>(p, deferred);
            } else {
              continue;
            }
            branch.options.push_back(links.option_of(p));
          }
          links.uncover<V>(best);
        }
      });
    }
    branch.updates = links.updates;
  }
  unforce(forced, forced.size());
  return branch;
}

SearchResult Solver::count_from(std::span<const OptionId> prefix, ItemId item, OptionId from,
                                const SearchLimits& limits) {
  if (multiplicities_) throw std::logic_error("exactcover::Solver::count_from: not for problems with multiplicities");
  if (item < 0 || item >= item_count() || from < 0 || from >= option_count()) {
    throw std::invalid_argument("exactcover::Solver::count_from: no such item or option");
  }
  return run(prefix, nullptr, limits, item, from);
}

SearchResult Solver::run(std::span<const OptionId> forced, SolutionVisitor* visit, const SearchLimits& limits,
                         ItemId resume_item, OptionId resume_option) {
  settle();
  detail::Links& links = *links_;
  links.updates = 0;
  detail::SearchContext context(links, choice_, deferred_, solution_, forced, visit, limits);
  solution_.reserve(choice_.size() + forced.size());
  if (!multiplicities_) context.level_end = level_end_.data();

  context.restore_by_copy = restore_by_copy_;
  const bool pruned = limits.tree == SearchTree::pruned && !multiplicities_;
  context.result.stats.tree = pruned ? SearchTree::pruned : SearchTree::dlx1;
  std::size_t done = 0;
  if (!force(forced, done)) {
    restore(forced, done);
    context.result.end = SearchEnd::forced_conflict;
    return context.result;
  }
  // Forcing options is not the search: the updates counted are the search's own, so that a count split into
  // subproblems (each forcing its prefix) adds up to the serial search's (parallel.cpp).
  links.updates = 0;

  if (resume_item >= 0) {
    // count_from: the node of option resume_option in the list of resume_item, which forcing `forced` left there.
    const std::int32_t header = links.header_of[static_cast<std::size_t>(resume_item)];
    const std::int32_t first = links.option_first[static_cast<std::size_t>(resume_option)];
    std::int32_t start = -1;
    for (std::int32_t p = first, end = links.option_end(first); p < end; ++p) {
      if (links.top[p] == header) start = p;
    }
    bool listed = false;
    for (std::int32_t p = links.node[header].down; start >= 0 && p != header && !listed; p = links.node[p].down) {
      listed = p == start;
    }
    if (!listed || header >= links.primary_count || links.covered(header)) {
      restore(forced, forced.size());
      throw std::invalid_argument("exactcover::Solver::count_from: the option is not in the item's list");
    }
    context.resume_header = header;
    context.resume_node = start;
  }

  search_prepared(context, visit, limits, resume_item >= 0);
  restore(forced, forced.size());
  if (context.visitor_exception) std::rethrow_exception(context.visitor_exception);
  return context.result;
}

// The lists are built anew for every such search (Links::build_among) and never restored in between: the build
// overwrites what the last search left, a search stopped early need not unwind, and nothing is copied back until a
// search of another kind asks (settle).
SearchResult Solver::run_among(std::span<const OptionId> forced, std::span<const OptionId> allowed,
                               SolutionVisitor* visit, const SearchLimits& limits) {
  if (multiplicities_ || !links_->color.empty() || shuffled_) {
    throw std::logic_error(
        "exactcover::Solver::search_among: only for problems without colors or multiplicities, unshuffled");
  }
  // The parts a sharing search gives away are counted by count_from, which forces: it would not keep to `allowed`.
  if (limits.sharing != nullptr) throw std::logic_error("exactcover::Solver::search_among: no work sharing");
  check_ids(forced, "forced");
  check_ids(allowed, "allowed");
  if (std::adjacent_find(allowed.begin(), allowed.end(), std::greater_equal<>()) != allowed.end()) {
    throw std::invalid_argument("exactcover::Solver::search_among: the allowed options are not strictly ascending");
  }
  if (pristine_ == nullptr) pristine_ = std::make_unique<detail::Links>(*links_);  // built, or settled: as built
  detail::Links& links = *links_;
  rebuilt_ = true;
  detail::SearchContext context(links, choice_, deferred_, solution_, forced, visit, limits);
  solution_.reserve(choice_.size() + forced.size());
  context.level_end = level_end_.data();
  context.restore_by_copy = true;  // the next build (or settle) overwrites whatever a stopped search leaves
  const bool pruned = limits.tree == SearchTree::pruned;
  context.result.stats.tree = pruned ? SearchTree::pruned : SearchTree::dlx1;
  if (!links.build_among(forced, allowed)) {
    context.result.end = SearchEnd::forced_conflict;
    return context.result;
  }
  search_prepared(context, visit, limits, false);
  if (context.visitor_exception) std::rethrow_exception(context.visitor_exception);
  return context.result;
}

void Solver::search_prepared(detail::SearchContext& context, SolutionVisitor* visit, const SearchLimits& limits,
                             bool resumed) {
  detail::Links& links = *links_;
  const bool pruned = context.result.stats.tree == SearchTree::pruned;  // as the caller decided it
  if (limits.max_solutions == 0) {
    context.result.end = SearchEnd::solution_limit;
  } else if (!resumed && !multiplicities_ && links.all_primary_covered(false)) {
    // The forced options already cover every primary item. (Algorithm M: the search itself finds out whether the
    // lower bounds are met, so it runs.)
    if (visit != nullptr) {
      context.record_solution<true>(0);
    } else {
      context.record_solution<false>(0);
    }
  } else {
    detail::with_variant(links, [&](auto variant) {
      using Variant = decltype(variant);
      if constexpr (Variant::kMultiplicities) {
        detail::search_m<Variant>(context, visit != nullptr);
      } else {
        if (pruned) {
          detail::search_x<Variant, true>(context, limits.choice_rule, visit != nullptr);
        } else {
          detail::search_x<Variant, false>(context, limits.choice_rule, visit != nullptr);
        }
      }
    });
  }
  context.result.stats.updates = links.updates;
}

// Puts the structure back as it was before the search: by undoing the first `done` forced options (the search has
// undone its own choices), or, with restore_by_copy, by copying the pristine structure over whatever is left.
void Solver::restore(std::span<const OptionId> forced, std::size_t done) {
  if (!restore_by_copy_) {
    unforce(forced, done);
    return;
  }
  copy_pristine();
}

// Everything a search changes, from the copy kept as built (`top`, the option layout and Algorithm M's arrays never
// change in a search that restores by copy).
void Solver::copy_pristine() const {
  detail::Links& links = *links_;
  std::copy(pristine_->node.begin(), pristine_->node.end(), links.node.begin());
  links.trail_top = 0;  // nothing committed in the structure as built
  std::copy(pristine_->length.begin(), pristine_->length.end(), links.length.begin());
  std::copy(pristine_->length16.begin(), pristine_->length16.end(), links.length16.begin());
  std::copy(pristine_->color.begin(), pristine_->color.end(), links.color.begin());
  std::copy(pristine_->block_least.begin(), pristine_->block_least.end(), links.block_least.begin());
  std::copy(pristine_->group_least.begin(), pristine_->group_least.end(), links.group_least.begin());
}

}  // namespace exactcover
