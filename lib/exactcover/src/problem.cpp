#include "exactcover/problem.hpp"

#include <algorithm>
#include <limits>

namespace exactcover {

ItemId Problem::add_item(ItemKind kind, std::string name) {
  auto id = static_cast<ItemId>(kinds_.size());
  kinds_.push_back(kind);
  names_.push_back(std::move(name));
  seen_stamp_.push_back(0);
  if (kind == ItemKind::primary) ++primary_count_;
  return id;
}

std::optional<ProblemError> Problem::add_option(std::span<const ItemId> items) {
  if (items.empty()) return ProblemError{ProblemError::Kind::empty_option, 0, "option has no items"};
  if (++stamp_ == 0) {  // the stamp wrapped: forget every old mark so none can look current
    std::fill(seen_stamp_.begin(), seen_stamp_.end(), 0);
    stamp_ = 1;
  }
  for (std::size_t k = 0; k < items.size(); ++k) {
    ItemId item = items[k];
    if (item < 0 || item >= item_count()) {
      return ProblemError{ProblemError::Kind::unknown_item, static_cast<std::int32_t>(k),
                          "item " + std::to_string(item) + " does not exist"};
    }
    auto& stamp = seen_stamp_[static_cast<std::size_t>(item)];
    if (stamp == stamp_) {
      std::string shown = names_[static_cast<std::size_t>(item)].empty() ? std::to_string(item)
                                                                         : names_[static_cast<std::size_t>(item)];
      return ProblemError{ProblemError::Kind::repeated_item, static_cast<std::int32_t>(k),
                          "item " + shown + " appears twice in one option"};
    }
    stamp = stamp_;
  }
  entries_.insert(entries_.end(), items.begin(), items.end());
  option_starts_.push_back(static_cast<std::int64_t>(entries_.size()));
  return std::nullopt;
}

bool Problem::has_primary(OptionId option) const {
  for (ItemId item : this->option(option)) {
    if (is_primary(item)) return true;
  }
  return false;
}

}  // namespace exactcover
