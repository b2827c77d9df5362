/// \file
/// An exact-cover problem: items, and options that are sets of items.
///
/// A solution is a set of options that covers every primary item exactly once and every secondary item at most once.
/// Two generalisations of TAOCP 7.2.2.1 are part of the same problem type:
///  * colors (XCC, Algorithm C): an option may give a secondary item a color; options that give an item the same
///    color may be chosen together, while an uncolored use of an item excludes every other use of it;
///  * multiplicities (MCC, Algorithm M): a primary item may be given bounds [lower, upper], and is then covered at
///    least `lower` and at most `upper` times.
/// An option may also carry a nonnegative cost (Knuth's DLX5): a solution's cost is the sum of its options' costs, and
/// min_cost.hpp finds the cheapest solutions. Costs change nothing else: counting and visiting ignore them.
/// The problem is plain data: it knows nothing of how it is solved (see solver.hpp) nor of what the items mean.
///
/// Thread safety: a Problem is plain data. Any number of threads may read one at once (Solvers built from it, writers);
/// adding items and options needs it to themselves. Errors in building one (an unknown or repeated item) come back as
/// values (Error), never as exceptions.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "exactcover/error.hpp"

namespace exactcover {

using ItemId = std::int32_t;    // 0 .. item_count()-1, in the order the items were added
using OptionId = std::int32_t;  // 0 .. option_count()-1, in the order the options were added
using Color = std::int32_t;     // 0: no color; colors are 1, 2, ... (names are the text format's business)
using Cost = std::uint64_t;     // an option's cost (0 unless given)

enum class ItemKind : std::uint8_t {
  primary,    // must be covered exactly once (or within its bounds)
  secondary,  // may be covered at most once (or by any number of options that agree on its color)
};

/// One item of an option, with the color the option gives it (secondary items only).
struct ItemUse {
  ItemId item;
  Color color = 0;
};

class Problem {
 public:
  /// The most nodes a problem may need (items + option entries + options + 1): links are 32-bit indices.
  static constexpr std::int64_t kMaxNodes = 0x7fffffff;
  /// The most the costs of all options may add up to, so that no sum of costs a search forms can overflow.
  static constexpr Cost kMaxTotalCost = Cost{1} << 62;

  /// Items may be added in any order and interleaved with options; names are optional and need not be unique here
  /// (a text format that needs unique names checks that itself).
  ItemId add_item(ItemKind kind, std::string name = {});
  ItemId add_primary(std::string name = {}) { return add_item(ItemKind::primary, std::move(name)); }
  ItemId add_secondary(std::string name = {}) { return add_item(ItemKind::secondary, std::move(name)); }

  /// Gives primary item `item` the multiplicity [lower, upper] (the default is [1, 1]).
  std::optional<Error> set_bounds(ItemId item, std::int32_t lower, std::int32_t upper);

  /// Adds an option covering `items` (in that order; the order is kept for printing and does not affect solutions).
  /// On success the new option's id is option_count()-1. An option with no primary item is accepted but can never be
  /// chosen by the search (choosing it would cover no primary item); it can still be forced (see Solver::search).
  /// `cost` is the option's cost; the costs of all options together may not exceed kMaxTotalCost.
  std::optional<Error> add_option(std::span<const ItemUse> uses, Cost cost = 0);
  std::optional<Error> add_option(std::span<const ItemId> items, Cost cost = 0);
  std::optional<Error> add_option(std::initializer_list<ItemId> items, Cost cost = 0) {
    return add_option(std::span<const ItemId>(items.begin(), items.size()), cost);
  }

  std::int32_t item_count() const { return static_cast<std::int32_t>(kinds_.size()); }
  std::int32_t primary_count() const { return primary_count_; }
  std::int32_t option_count() const { return static_cast<std::int32_t>(option_starts_.size()) - 1; }
  std::int64_t entry_count() const { return static_cast<std::int64_t>(entries_.size()); }
  /// Nodes the dancing-links structure needs: a header per item, one node per entry, a spacer per option and one.
  std::int64_t node_count() const { return item_count() + entry_count() + option_count() + 1; }

  ItemKind kind(ItemId item) const { return kinds_[static_cast<std::size_t>(item)]; }
  bool is_primary(ItemId item) const { return kind(item) == ItemKind::primary; }
  std::string_view name(ItemId item) const { return names_[static_cast<std::size_t>(item)]; }
  std::int32_t lower_bound(ItemId item) const { return lower_[static_cast<std::size_t>(item)]; }
  std::int32_t upper_bound(ItemId item) const { return upper_[static_cast<std::size_t>(item)]; }

  std::span<const ItemId> option(OptionId option) const { return slice(entries_, option); }
  std::span<const Color> option_colors(OptionId option) const { return slice(colors_, option); }
  bool has_primary(OptionId option) const;
  Cost cost(OptionId option) const { return costs_[static_cast<std::size_t>(option)]; }

  bool has_colors() const { return colored_entries_ > 0; }
  bool has_multiplicities() const { return items_with_bounds_ > 0; }
  /// True when some option has a cost other than 0.
  bool has_costs() const { return total_cost_ > 0; }

 private:
  template <typename T>
  std::span<const T> slice(const std::vector<T>& all, OptionId option) const {
    auto begin = static_cast<std::size_t>(option_starts_[static_cast<std::size_t>(option)]);
    auto end = static_cast<std::size_t>(option_starts_[static_cast<std::size_t>(option) + 1]);
    return std::span<const T>(all).subspan(begin, end - begin);
  }

  std::vector<ItemKind> kinds_;
  std::vector<std::string> names_;
  std::vector<std::int32_t> lower_;                   // per item: multiplicity bounds (1, 1 unless set)
  std::vector<std::int32_t> upper_;
  std::int32_t primary_count_ = 0;
  std::int32_t items_with_bounds_ = 0;                // items whose bounds are not [1, 1]
  std::vector<ItemId> entries_;                       // the items of all options, option after option
  std::vector<Color> colors_;                         // parallel to entries_
  std::int64_t colored_entries_ = 0;
  std::vector<std::int64_t> option_starts_ = {0};     // option k is entries_[option_starts_[k], option_starts_[k+1])
  std::vector<Cost> costs_;                           // per option
  Cost total_cost_ = 0;                               // of all options, at most kMaxTotalCost
  std::vector<std::uint32_t> seen_stamp_;             // per item, for finding repeats in add_option without sorting
  std::uint32_t stamp_ = 0;
};

}  // namespace exactcover
