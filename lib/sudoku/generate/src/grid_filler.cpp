#include "grid_filler.hpp"

#include <algorithm>
#include <bit>

namespace sudoku::generation {

GridFiller::GridFiller(const Geometry& geometry)
    : geometry_(geometry), size_(geometry.size()), all_digits_((1U << geometry.size()) - 1),
      candidates_(static_cast<std::size_t>(geometry.cell_count())),
      digits_(static_cast<std::size_t>(geometry.cell_count())), order_(static_cast<std::size_t>(geometry.cell_count())) {}

bool GridFiller::place(int cell, int digit) {
  const std::uint32_t bit = 1U << (digit - 1);
  if ((candidates_[static_cast<std::size_t>(cell)] & bit) == 0) return false;
  digits_[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(digit);
  candidates_[static_cast<std::size_t>(cell)] = bit;
  --open_;
  for (int peer : geometry_.peers(cell)) {
    std::uint32_t& mask = candidates_[static_cast<std::size_t>(peer)];
    if ((mask & bit) == 0) continue;
    if (digits_[static_cast<std::size_t>(peer)] != 0) return false;  // a placed peer holds the digit
    mask &= ~bit;
    if (mask == 0) return false;
    if (std::has_single_bit(mask)) queue_.push_back(peer);
  }
  return true;
}

bool GridFiller::propagate() {
  for (;;) {
    while (!queue_.empty()) {
      const int cell = queue_.back();
      queue_.pop_back();
      if (digits_[static_cast<std::size_t>(cell)] != 0) continue;
      const std::uint32_t mask = candidates_[static_cast<std::size_t>(cell)];
      if (!place(cell, std::countr_zero(mask) + 1)) return false;
    }
    bool placed_any = false;
    // Hidden singles cost more than the guesses they save up to 9x9 (callgrind, 200 9x9 puzzles, 2026-11-25: the
    // whole generation 234 M instructions with them, 207 M without); on 25x25 they are what keeps a fill short.
    if (size_ <= 9) return true;
    for (int unit = 0; unit < geometry_.unit_count(); ++unit) {
      std::uint32_t once = 0;
      std::uint32_t twice = 0;
      std::uint32_t placed = 0;
      for (int cell : geometry_.unit_cells(unit)) {
        const std::uint32_t mask = candidates_[static_cast<std::size_t>(cell)];
        if (digits_[static_cast<std::size_t>(cell)] != 0) {
          placed |= mask;
        } else {
          twice |= once & mask;
          once |= mask;
        }
      }
      if ((once | placed) != all_digits_) return false;  // a digit with no place left in this unit
      for (std::uint32_t hidden = once & ~twice & ~placed; hidden != 0; hidden &= hidden - 1) {
        const std::uint32_t bit = hidden & (0 - hidden);
        for (int cell : geometry_.unit_cells(unit)) {
          if (digits_[static_cast<std::size_t>(cell)] == 0 && (candidates_[static_cast<std::size_t>(cell)] & bit) != 0) {
            if (!place(cell, std::countr_zero(bit) + 1)) return false;
            placed_any = true;
            break;
          }
        }
      }
    }
    if (!placed_any && queue_.empty()) return true;
  }
}

int GridFiller::choose_cell() const {
  int best = -1;
  int best_count = size_ + 1;
  for (int cell : order_) {
    if (digits_[static_cast<std::size_t>(cell)] != 0) continue;
    const int count = std::popcount(candidates_[static_cast<std::size_t>(cell)]);
    if (count < best_count) {
      best = cell;
      best_count = count;
      if (count == 2) break;
    }
  }
  return best;
}

bool GridFiller::fill(SeededRandom& random, std::uint64_t guess_budget, Grid& grid) {
  const auto cells = static_cast<std::size_t>(geometry_.cell_count());
  for (std::size_t cell = 0; cell < cells; ++cell) order_[cell] = static_cast<int>(cell);
  random.shuffle(std::span<int>(order_));
  candidates_.assign(cells, all_digits_);
  digits_.assign(cells, 0);
  open_ = static_cast<int>(cells);
  queue_.clear();
  levels_.clear();
  saved_candidates_.clear();
  saved_digits_.clear();
  saved_open_.clear();
  std::uint64_t guesses = 0;
  bool consistent = true;
  for (;;) {
    if (consistent && open_ == 0) break;
    if (consistent) {  // descend: guess at the most constrained cell, keeping the board to come back to
      const int cell = choose_cell();
      levels_.push_back({saved_candidates_.size(), cell, candidates_[static_cast<std::size_t>(cell)]});
      saved_candidates_.insert(saved_candidates_.end(), candidates_.begin(), candidates_.end());
      saved_digits_.insert(saved_digits_.end(), digits_.begin(), digits_.end());
      saved_open_.push_back(open_);
    }
    // Try the next untried digit of the deepest level that has one left.
    for (;;) {
      if (levels_.empty()) return false;  // every guess failed: no grid
      Level& level = levels_.back();
      if (level.untried != 0) break;
      saved_candidates_.resize(level.saved);
      saved_digits_.resize(level.saved);
      saved_open_.pop_back();
      levels_.pop_back();
    }
    if (++guesses > guess_budget) return false;
    Level& level = levels_.back();
    std::copy_n(saved_candidates_.begin() + static_cast<std::ptrdiff_t>(level.saved), cells, candidates_.begin());
    std::copy_n(saved_digits_.begin() + static_cast<std::ptrdiff_t>(level.saved), cells, digits_.begin());
    open_ = saved_open_.back();
    queue_.clear();
    int pick = random.below(std::popcount(level.untried));
    std::uint32_t bits = level.untried;
    while (pick-- > 0) bits &= bits - 1;
    const int digit = std::countr_zero(bits) + 1;
    level.untried &= ~(1U << (digit - 1));
    consistent = place(level.cell, digit) && propagate();
  }
  grid.reset(size_);
  for (std::size_t cell = 0; cell < cells; ++cell) grid.set(static_cast<int>(cell), digits_[cell]);
  return true;
}

}  // namespace sudoku::generation
