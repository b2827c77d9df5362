// Preprocessing (preprocess.hpp): the two reductions of Knuth's DLX-PRE, on plain vectors rather than dancing links.
//
// This is cold code, run once before a search, so it favours clarity: each option keeps its surviving entries in a
// small vector; each item keeps the list of the options it was given (entries of options since removed are skipped
// when read, never erased), with a count of the surviving ones. Tests that look at "the options of p that are
// compatible with r" mark options and items with stamps instead of clearing sets.
//
// The order of work is DLX-PRE's: a round visits the items in order; at item c it first tries to remove c (forced by
// another item), and otherwise tests each option whose first surviving entry is c (so each option once a round). The
// two programs need not reach the same fixpoint (DLX-PRE tests only options whose entry for c is uncolored, and takes
// items in its own order), but every reduction either makes is sound, and bench/README.md compares the sizes.
#include "exactcover/preprocess.hpp"

#include <algorithm>

namespace exactcover {

namespace {

// An entry of an item's list: an option that has the item, and the color the option gives it.
struct Use {
  OptionId option;
  Color color;
};

class Reducer {
 public:
  Reducer(const Problem& problem, const PreprocessLimits& limits) : problem_(problem), limits_(limits) {
    const auto items = static_cast<std::size_t>(problem.item_count());
    const auto options = static_cast<std::size_t>(problem.option_count());
    entries_.resize(options);
    option_alive_.assign(options, 1);
    lists_.resize(items);
    length_.assign(items, 0);
    item_alive_.assign(items, 1);
    item_stamp_.assign(items, 0);
    count_.assign(items, 0);
    in_option_stamp_.assign(items, 0);
    option_stamp_.assign(options, 0);
    for (OptionId o = 0; o < problem.option_count(); ++o) {
      const auto items_of = problem.option(o);
      const auto colors = problem.option_colors(o);
      for (std::size_t k = 0; k < items_of.size(); ++k) {
        entries_[static_cast<std::size_t>(o)].push_back(ItemUse{items_of[k], colors[k]});
        lists_[static_cast<std::size_t>(items_of[k])].push_back(Use{o, colors[k]});
        ++length_[static_cast<std::size_t>(items_of[k])];
      }
    }
    deadline_ = limits.time_budget == std::chrono::steady_clock::duration::max() ||
                        limits.time_budget > std::chrono::hours(24 * 365 * 100)
                    ? std::chrono::steady_clock::time_point::max()
                    : std::chrono::steady_clock::now() + limits.time_budget;
  }

  Reduction run() {
    Reduction reduction;
    for (ItemId item = 0; item < problem_.item_count() && !infeasible_; ++item) {
      if (length(item) == 0) item_emptied(item);
    }
    reduction.end = PreprocessEnd::round_limit;
    while (!infeasible_ && reduction.rounds < limits_.max_rounds) {
      ++reduction.rounds;
      changed_ = false;
      for (ItemId c = 0; c < problem_.item_count() && !infeasible_; ++c) {
        if (!stopped(reduction.end)) reduce_at(c);
        if (stop_) break;
      }
      if (stop_) break;
      if (!changed_) {
        reduction.end = PreprocessEnd::fixpoint;
        break;
      }
    }
    if (infeasible_) reduction.end = PreprocessEnd::infeasible;
    build(reduction);
    return reduction;
  }

 private:
  bool primary(ItemId item) const { return problem_.is_primary(item); }
  std::int32_t lower(ItemId item) const { return problem_.lower_bound(item); }
  std::int32_t upper(ItemId item) const { return problem_.upper_bound(item); }
  std::int32_t& length(ItemId item) { return length_[static_cast<std::size_t>(item)]; }
  bool alive(OptionId option) const { return option_alive_[static_cast<std::size_t>(option)] != 0; }
  bool item_alive(ItemId item) const { return item_alive_[static_cast<std::size_t>(item)] != 0; }
  std::vector<ItemUse>& entries(OptionId option) { return entries_[static_cast<std::size_t>(option)]; }

  // Polled between items: true (with `end` set) when a limit says stop. The clock is read every 64 items.
  bool stopped(PreprocessEnd& end) {
    if (limits_.cancel != nullptr && limits_.cancel->load(std::memory_order_relaxed)) {
      end = PreprocessEnd::cancelled;
      stop_ = true;
    } else if (deadline_ != std::chrono::steady_clock::time_point::max() && ++polls_ % 64 == 0 &&
               std::chrono::steady_clock::now() >= deadline_) {
      end = PreprocessEnd::time_budget;
      stop_ = true;
    }
    return stop_;
  }

  void next_stamp() {
    if (++stamp_ == 0) {  // wrapped: forget every old mark
      std::fill(item_stamp_.begin(), item_stamp_.end(), 0);
      std::fill(in_option_stamp_.begin(), in_option_stamp_.end(), 0);
      std::fill(option_stamp_.begin(), option_stamp_.end(), 0);
      stamp_ = 1;
    }
  }

  // count_[item], reset to 0 the first time it is touched under the current stamp.
  std::int32_t& counter(ItemId item) {
    const auto k = static_cast<std::size_t>(item);
    if (item_stamp_[k] != stamp_) {
      item_stamp_[k] = stamp_;
      count_[k] = 0;
    }
    return count_[k];
  }

  void reduce_at(ItemId c) {
    if (!item_alive(c) || length(c) == 0) return;
    if (const ItemId forcing = forcing_item(c); forcing >= 0) {
      remove_forced(c, forcing);
      return;
    }
    const auto& list = lists_[static_cast<std::size_t>(c)];
    for (std::size_t k = 0; k < list.size() && !infeasible_; ++k) {
      const OptionId r = list[k].option;
      if (!alive(r) || entries(r).front().item != c) continue;  // tested once, at its first surviving item
      if (blocks_an_item(r)) remove_option(r);
    }
  }

  // A primary item p with bounds [1, 1] whose every option contains c uncolored, or -1. c must be covered at most
  // once (secondary, or upper bound 1): then every option with c but not p is out.
  ItemId forcing_item(ItemId c) {
    if (primary(c) && upper(c) != 1) return -1;
    next_stamp();
    for (const Use& use : lists_[static_cast<std::size_t>(c)]) {
      const OptionId o = use.option;
      if (!alive(o) || use.color != 0) continue;
      for (const ItemUse& entry : entries(o)) {
        const ItemId p = entry.item;
        if (p == c || !primary(p) || lower(p) != 1 || upper(p) != 1) continue;
        if (++counter(p) == length(p)) return p;
      }
    }
    return -1;
  }

  void remove_forced(ItemId c, ItemId forcing) {
    item_alive_[static_cast<std::size_t>(c)] = 0;
    length(c) = 0;
    changed_ = true;
    for (const Use& use : lists_[static_cast<std::size_t>(c)]) {
      const OptionId o = use.option;
      if (!alive(o)) continue;
      auto& in_o = entries(o);
      const bool has_forcing = std::any_of(in_o.begin(), in_o.end(), [&](const ItemUse& e) { return e.item == forcing; });
      if (has_forcing) {
        std::erase_if(in_o, [&](const ItemUse& e) { return e.item == c; });
      } else {
        remove_option(o);
        if (infeasible_) return;
      }
    }
  }

  // Whether choosing option r leaves some primary item with fewer compatible options than it still needs.
  bool blocks_an_item(OptionId r) {
    next_stamp();
    for (const ItemUse& entry : entries(r)) in_option_stamp_[static_cast<std::size_t>(entry.item)] = stamp_;
    option_stamp_[static_cast<std::size_t>(r)] = stamp_;
    for (const ItemUse& shared : entries(r)) {
      const ItemId cc = shared.item;
      if (primary(cc) && upper(cc) > 1) continue;  // covered more than once: sharing it is no clash
      for (const Use& use : lists_[static_cast<std::size_t>(cc)]) {
        const OptionId o = use.option;
        if (!alive(o) || option_stamp_[static_cast<std::size_t>(o)] == stamp_) continue;
        if (shared.color != 0 && use.color == shared.color) continue;  // they agree on cc's color
        option_stamp_[static_cast<std::size_t>(o)] = stamp_;  // o clashes with r
        for (const ItemUse& entry : entries(o)) {
          const ItemId p = entry.item;
          if (!primary(p) || lower(p) < 1) continue;
          const bool in_r = in_option_stamp_[static_cast<std::size_t>(p)] == stamp_;
          const std::int32_t left = length(p) - (in_r ? 1 : 0) - ++counter(p);  // options other than r, not clashing
          if (left < lower(p) - (in_r ? 1 : 0)) return true;
        }
      }
    }
    return false;
  }

  void remove_option(OptionId o) {
    option_alive_[static_cast<std::size_t>(o)] = 0;
    changed_ = true;
    for (const ItemUse& entry : entries(o)) {
      if (!item_alive(entry.item)) continue;
      if (--length(entry.item) == 0) item_emptied(entry.item);
    }
  }

  // An item with no option left: gone, unless it must be covered (then nothing can be a solution).
  void item_emptied(ItemId item) {
    if (!item_alive(item)) return;
    if (primary(item) && lower(item) >= 1) {
      infeasible_ = true;
      infeasible_item_ = item;
      return;
    }
    item_alive_[static_cast<std::size_t>(item)] = 0;
    changed_ = true;
  }

  void build(Reduction& reduction) {
    Problem& out = reduction.problem;
    std::vector<ItemId> new_id(static_cast<std::size_t>(problem_.item_count()), -1);
    auto keep_item = [&](ItemId item) {
      new_id[static_cast<std::size_t>(item)] = out.add_item(problem_.kind(item), std::string(problem_.name(item)));
      if (lower(item) != 1 || upper(item) != 1) out.set_bounds(new_id[static_cast<std::size_t>(item)], lower(item), upper(item));
      reduction.original_item.push_back(item);
    };
    if (infeasible_) {  // the smallest problem with no solution: the item that cannot be covered, alone
      keep_item(infeasible_item_);
      reduction.options_removed = problem_.option_count();
      reduction.items_removed = problem_.item_count() - 1;
      return;
    }
    bool any_primary = false;
    for (ItemId item = 0; item < problem_.item_count(); ++item) any_primary |= item_alive(item) && primary(item);
    for (ItemId item = 0; item < problem_.item_count(); ++item) {
      // Every primary item may be gone when all could be left uncovered (lower bounds 0): the first one stays, with
      // no option, so that the problem still has a primary item and its one solution is the empty set.
      const bool keep = item_alive(item) || (!any_primary && primary(item) && (any_primary = true));
      if (keep) keep_item(item);
    }
    std::vector<ItemUse> uses;
    for (OptionId o = 0; o < problem_.option_count(); ++o) {
      if (!alive(o)) continue;
      uses.clear();
      for (const ItemUse& entry : entries(o)) uses.push_back(ItemUse{new_id[static_cast<std::size_t>(entry.item)], entry.color});
      out.add_option(uses, problem_.cost(o));
      reduction.original_option.push_back(o);
    }
    reduction.options_removed = problem_.option_count() - out.option_count();
    reduction.items_removed = problem_.item_count() - out.item_count();
  }

  const Problem& problem_;
  const PreprocessLimits& limits_;
  std::vector<std::vector<ItemUse>> entries_;  // per option: its surviving entries {item, color}, in order
  std::vector<char> option_alive_;
  std::vector<std::vector<Use>> lists_;        // per item: the options it was given in, with their colors for it
  std::vector<std::int32_t> length_;           // per item: surviving options that contain it
  std::vector<char> item_alive_;
  std::vector<std::uint32_t> item_stamp_;      // counter(): count_[item] belongs to the current stamp
  std::vector<std::int32_t> count_;
  std::vector<std::uint32_t> in_option_stamp_;  // blocks_an_item: the items of r
  std::vector<std::uint32_t> option_stamp_;     // blocks_an_item: r and the options that clash with it
  std::uint32_t stamp_ = 0;
  std::chrono::steady_clock::time_point deadline_;
  std::uint64_t polls_ = 0;
  bool changed_ = false;
  bool stop_ = false;
  bool infeasible_ = false;
  ItemId infeasible_item_ = -1;
};

}  // namespace

Reduction preprocess(const Problem& problem, const PreprocessLimits& limits) { return Reducer(problem, limits).run(); }

}  // namespace exactcover
