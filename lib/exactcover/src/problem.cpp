#include "exactcover/problem.hpp"

#include <algorithm>

namespace exactcover {

namespace {

// An error of a call that builds a Problem: no position in a text; `entry` is the offending entry's index within the
// option (0 when it concerns the whole call).
Error problem_error(Error::Kind kind, std::int32_t entry, std::string message) {
  return Error{kind, TextPosition{}, entry, std::move(message)};
}

}  // namespace

ItemId Problem::add_item(ItemKind kind, std::string name) {
  auto id = static_cast<ItemId>(kinds_.size());
  kinds_.push_back(kind);
  names_.push_back(std::move(name));
  lower_.push_back(1);
  upper_.push_back(1);
  seen_stamp_.push_back(0);
  if (kind == ItemKind::primary) ++primary_count_;
  return id;
}

std::optional<Error> Problem::set_bounds(ItemId item, std::int32_t lower, std::int32_t upper) {
  if (item < 0 || item >= item_count()) {
    return problem_error(Error::Kind::unknown_item, 0, "item " + std::to_string(item) + " does not exist");
  }
  if (!is_primary(item)) {
    return problem_error(Error::Kind::bad_bounds, 0, "only a primary item can have bounds");
  }
  if (lower < 0 || upper < 1 || lower > upper) {
    return problem_error(Error::Kind::bad_bounds, 0,
                         "bounds " + std::to_string(lower) + ":" + std::to_string(upper) +
                             " are not 0 <= lower <= upper with upper >= 1");
  }
  const auto k = static_cast<std::size_t>(item);
  const bool was_default = lower_[k] == 1 && upper_[k] == 1;
  lower_[k] = lower;
  upper_[k] = upper;
  const bool is_default = lower == 1 && upper == 1;
  items_with_bounds_ += static_cast<int>(was_default) - static_cast<int>(is_default);
  return std::nullopt;
}

std::optional<Error> Problem::add_option(std::span<const ItemId> items, Cost cost) {
  std::vector<ItemUse> uses;
  uses.reserve(items.size());
  for (ItemId item : items) uses.push_back(ItemUse{item, 0});
  return add_option(uses, cost);
}

std::optional<Error> Problem::add_option(std::span<const ItemUse> uses, Cost cost) {
  if (uses.empty()) return problem_error(Error::Kind::empty_option, 0, "option has no items");
  if (cost > kMaxTotalCost - total_cost_) {
    return problem_error(Error::Kind::bad_cost, 0,
                         "the costs of all options would add up to more than " + std::to_string(kMaxTotalCost));
  }
  if (node_count() + static_cast<std::int64_t>(uses.size()) + 1 > kMaxNodes) {
    return problem_error(Error::Kind::too_large, 0,
                         "the problem would need more than " + std::to_string(kMaxNodes) + " nodes");
  }
  if (++stamp_ == 0) {  // the stamp wrapped: forget every old mark so none can look current
    std::fill(seen_stamp_.begin(), seen_stamp_.end(), 0);
    stamp_ = 1;
  }
  for (std::size_t k = 0; k < uses.size(); ++k) {
    const auto [item, color] = uses[k];
    const auto position = static_cast<std::int32_t>(k);
    if (item < 0 || item >= item_count()) {
      return problem_error(Error::Kind::unknown_item, position, "item " + std::to_string(item) + " does not exist");
    }
    const auto index = static_cast<std::size_t>(item);
    const std::string shown = names_[index].empty() ? std::to_string(item) : names_[index];
    if (seen_stamp_[index] == stamp_) {
      return problem_error(Error::Kind::repeated_item, position, "item " + shown + " appears twice in one option");
    }
    seen_stamp_[index] = stamp_;
    if (color < 0) {
      return problem_error(Error::Kind::bad_color, position, "color " + std::to_string(color) + " is negative");
    }
    if (color != 0 && is_primary(item)) {
      return problem_error(Error::Kind::color_on_primary, position, "primary item " + shown + " cannot have a color");
    }
  }
  for (const auto [item, color] : uses) {
    entries_.push_back(item);
    colors_.push_back(color);
    colored_entries_ += color != 0;
  }
  option_starts_.push_back(static_cast<std::int64_t>(entries_.size()));
  costs_.push_back(cost);
  total_cost_ += cost;
  return std::nullopt;
}

bool Problem::has_primary(OptionId option) const {
  for (ItemId item : this->option(option)) {
    if (is_primary(item)) return true;
  }
  return false;
}

}  // namespace exactcover
