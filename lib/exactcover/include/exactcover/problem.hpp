// An exact-cover problem: items, and options that are sets of items.
//
// A solution is a set of options that covers every primary item exactly once and every secondary item at most once.
// The problem is plain data: it knows nothing of how it is solved (see solver.hpp) nor of what the items mean.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace exactcover {

using ItemId = std::int32_t;    // 0 .. item_count()-1, in the order the items were added
using OptionId = std::int32_t;  // 0 .. option_count()-1, in the order the options were added

enum class ItemKind : std::uint8_t {
  primary,    // must be covered exactly once
  secondary,  // may be covered at most once
};

// What was wrong with an option handed to Problem::add_option. Errors are values: the problem is left unchanged.
struct ProblemError {
  enum class Kind : std::uint8_t {
    unknown_item,   // an item id that was never added
    repeated_item,  // the same item twice in one option
    empty_option,   // an option with no items at all
  };
  Kind kind;
  std::int32_t position;  // index within the option of the offending entry (0 for empty_option)
  std::string message;    // one sentence, for people
};

class Problem {
 public:
  // Items may be added in any order and interleaved with options; names are optional and need not be unique here
  // (a text format that needs unique names checks that itself).
  ItemId add_item(ItemKind kind, std::string name = {});
  ItemId add_primary(std::string name = {}) { return add_item(ItemKind::primary, std::move(name)); }
  ItemId add_secondary(std::string name = {}) { return add_item(ItemKind::secondary, std::move(name)); }

  // Adds an option covering `items` (in that order; the order is kept for printing and does not affect solutions).
  // On success the new option's id is option_count()-1. An option with no primary item is accepted but can never be
  // chosen by the search (choosing it would cover no primary item); it can still be forced (see Solver::search).
  std::optional<ProblemError> add_option(std::span<const ItemId> items);
  std::optional<ProblemError> add_option(std::initializer_list<ItemId> items) {
    return add_option(std::span<const ItemId>(items.begin(), items.size()));
  }

  std::int32_t item_count() const { return static_cast<std::int32_t>(kinds_.size()); }
  std::int32_t primary_count() const { return primary_count_; }
  std::int32_t option_count() const { return static_cast<std::int32_t>(option_starts_.size()) - 1; }
  std::int64_t entry_count() const { return static_cast<std::int64_t>(entries_.size()); }

  ItemKind kind(ItemId item) const { return kinds_[static_cast<std::size_t>(item)]; }
  bool is_primary(ItemId item) const { return kind(item) == ItemKind::primary; }
  std::string_view name(ItemId item) const { return names_[static_cast<std::size_t>(item)]; }

  std::span<const ItemId> option(OptionId option) const {
    auto begin = static_cast<std::size_t>(option_starts_[static_cast<std::size_t>(option)]);
    auto end = static_cast<std::size_t>(option_starts_[static_cast<std::size_t>(option) + 1]);
    return std::span<const ItemId>(entries_).subspan(begin, end - begin);
  }
  bool has_primary(OptionId option) const;

 private:
  std::vector<ItemKind> kinds_;
  std::vector<std::string> names_;
  std::int32_t primary_count_ = 0;
  std::vector<ItemId> entries_;                       // the items of all options, option after option
  std::vector<std::int64_t> option_starts_ = {0};     // option k is entries_[option_starts_[k], option_starts_[k+1])
  std::vector<std::uint32_t> seen_stamp_;             // per item, for finding repeats in add_option without sorting
  std::uint32_t stamp_ = 0;
};

}  // namespace exactcover
