#include "sudoku/propagate.hpp"

#include <algorithm>
#include <bit>
#include <cstring>
#include <stdexcept>

#include "guess_limits.hpp"
#include "propagate_classic.hpp"

namespace sudoku {

namespace {

// The sum of the `count` smallest (or largest) digits in `mask`, or -1 when it has fewer than `count`.
int extreme_sum(std::uint32_t mask, int count, bool largest) {
  if (std::popcount(mask) < count) return -1;
  int sum = 0;
  for (int k = 0; k < count; ++k) {
    const int bit = largest ? 31 - std::countl_zero(mask) : std::countr_zero(mask);
    sum += bit + 1;
    mask &= ~(1U << bit);
  }
  return sum;
}

constexpr std::size_t round_up8(std::size_t bytes) { return (bytes + 7) / 8 * 8; }

}  // namespace

PropagationSolver::PropagationSolver(const Geometry& geometry, PropagationPath path)
    : classic_(path != PropagationPath::generic && geometry == Geometry::classic()
                   ? std::make_unique<classic_bitboard::Solver>(path == PropagationPath::bitboard_plain)
                   : nullptr),
      geometry_(geometry),
      size_(geometry.size()),
      cells_(geometry.cell_count()),
      all_digits_((1U << geometry.size()) - 1) {
  // Layout of one board: masks | placed flags | counters | open count, each part 8-byte aligned.
  const auto cells = static_cast<std::size_t>(cells_);
  const auto counters = static_cast<std::size_t>(geometry.unit_count() * size_);
  board_bytes_ = round_up8(cells * sizeof(std::uint32_t)) + round_up8(cells) + round_up8(counters) + 8;
  ensure_depth(1);
  pending_.reserve(cells);
  hidden_.reserve(counters);
}

PropagationSolver::~PropagationSolver() = default;

void PropagationSolver::ensure_depth(int depth) {
  const auto boards = static_cast<std::size_t>(depth + 1);
  if (frames_.size() >= boards) return;
  boards_.resize(boards * board_bytes_ / 8);
  frames_.resize(boards);
}

PropagationSolver::BoardRef PropagationSolver::board(int depth) {
  auto* base = reinterpret_cast<std::uint8_t*>(boards_.data()) + static_cast<std::size_t>(depth) * board_bytes_;
  const auto cells = static_cast<std::size_t>(cells_);
  const std::size_t placed_at = round_up8(cells * sizeof(std::uint32_t));
  const std::size_t counts_at = placed_at + round_up8(cells);
  const std::size_t open_at = board_bytes_ - 8;
  return BoardRef{reinterpret_cast<std::uint32_t*>(base), base + placed_at, base + counts_at,
                  reinterpret_cast<int*>(base + open_at)};
}

void PropagationSolver::copy_board(int from, int to) {
  const auto* source = reinterpret_cast<const std::uint8_t*>(boards_.data()) + static_cast<std::size_t>(from) * board_bytes_;
  auto* target = reinterpret_cast<std::uint8_t*>(boards_.data()) + static_cast<std::size_t>(to) * board_bytes_;
  std::memcpy(target, source, board_bytes_);
}

// Takes candidate `digit` (a bit) from `cell`, queueing what that makes certain: a naked single when one candidate
// is left, a hidden single when a unit's counter of the digit falls to 1. False on a contradiction.
// Inlined where it is called: the call itself was a tenth of the instructions (callgrind).
[[gnu::always_inline]] inline bool PropagationSolver::eliminate(BoardRef board, int cell, std::uint32_t digit) {
  std::uint32_t& mask = board.candidates[cell];
  if (!(mask & digit)) return true;
  mask &= ~digit;
  if (mask == 0) return false;
  if ((mask & (mask - 1)) == 0) pending_.push_back(cell);
  const int index = std::countr_zero(digit);
  for (int unit : geometry_.units_of(cell)) {
    const std::int32_t counter = unit * size_ + index;
    const std::uint8_t left = --board.counts[counter];
    if (left == 0) return false;  // the digit has no place left in this unit
    if (left == 1) hidden_.push_back(counter);
  }
  return true;
}

bool PropagationSolver::assign(BoardRef board, int cell, std::uint32_t digit) {
  for (std::uint32_t others = board.candidates[cell] & ~digit; others != 0; others &= others - 1) {
    if (!eliminate(board, cell, others & (~others + 1))) return false;
  }
  return true;
}

bool PropagationSolver::place_pending(BoardRef board) {
  while (!pending_.empty()) {
    const int cell = pending_.back();
    pending_.pop_back();
    if (board.placed[cell]) continue;
    board.placed[cell] = 1;
    --*board.open;
    const std::uint32_t digit = board.candidates[cell];
    for (int peer : geometry_.peers(cell)) {
      if (!(board.candidates[peer] & digit)) continue;
      if (board.placed[peer]) return false;  // a peer already holds this digit
      if (!eliminate(board, peer, digit)) return false;
    }
  }
  return true;
}

// A counter that reached 1 names a digit with one cell left in its unit: place it there (unless it is there).
bool PropagationSolver::place_hidden(BoardRef board) {
  while (!hidden_.empty()) {
    const std::int32_t counter = hidden_.back();
    hidden_.pop_back();
    if (board.counts[counter] != 1) continue;  // counters only fall: 0 was reported when it happened
    const std::uint32_t digit = 1U << (counter % size_);
    for (int cell : geometry_.unit_cells(counter / size_)) {
      if (!(board.candidates[cell] & digit)) continue;
      if (board.candidates[cell] != digit) {
        if (!assign(board, cell, digit)) return false;
      }
      break;
    }
  }
  return true;
}

bool PropagationSolver::propagate(BoardRef board) {
  const bool reached = propagate_queued(board);
  pending_.clear();  // a contradiction leaves work queued for a board that is being dropped
  hidden_.clear();
  return reached;
}

bool PropagationSolver::propagate_queued(BoardRef board) {
  for (;;) {
    if (!place_pending(board)) return false;
    if (!place_hidden(board)) return false;
    if (!pending_.empty()) continue;
    if (geometry_.has_cages() && !prune_cages(board)) return false;
    if (pending_.empty() && hidden_.empty()) return true;  // a fixpoint: no rule applies
  }
}

// Rule 3 (killer): in a cage whose placed cells leave `remaining` to be made by its k open cells, a candidate d of
// an open cell stays only if the other k-1 open cells can make remaining - d from their candidates, with digits
// different from d and from those placed: between the sum of the k-1 smallest and of the k-1 largest such digits.
// (Only bounds: never wrong, not always tight; the search settles the rest.) A full cage must add up exactly.
bool PropagationSolver::prune_cages(BoardRef board) {
  for (const Cage& cage : geometry_.cages()) {
    int remaining = cage.sum;
    std::uint32_t placed_digits = 0;
    int open = 0;
    for (int cell : cage.cells) {
      if (board.placed[cell]) {
        remaining -= std::countr_zero(board.candidates[cell]) + 1;
        placed_digits |= board.candidates[cell];
      } else {
        ++open;
      }
    }
    if (open == 0) {
      if (remaining != 0) return false;
      continue;
    }
    for (int cell : cage.cells) {
      if (board.placed[cell]) continue;
      std::uint32_t others = 0;
      for (int other : cage.cells) {
        if (other != cell && !board.placed[other]) others |= board.candidates[other];
      }
      others &= ~placed_digits;
      std::uint32_t keep = 0;
      for (std::uint32_t left = board.candidates[cell] & ~placed_digits; left != 0; left &= left - 1) {
        const int bit = std::countr_zero(left);
        const int need = remaining - (bit + 1);
        const std::uint32_t available = others & ~(1U << bit);
        const int least = open == 1 ? 0 : extreme_sum(available, open - 1, false);
        const bool fits =
            open == 1 ? need == 0 : least >= 0 && need >= least && need <= extreme_sum(available, open - 1, true);
        if (fits) keep |= 1U << bit;
      }
      for (std::uint32_t drop = board.candidates[cell] & ~keep; drop != 0; drop &= drop - 1) {
        if (!eliminate(board, cell, drop & (~drop + 1))) return false;
      }
    }
  }
  return true;
}

int PropagationSolver::choose_cell(BoardRef board) const {
  int best = -1;
  int best_count = 33;
  for (int cell = 0; cell < cells_; ++cell) {
    if (board.placed[cell]) continue;
    const int count = std::popcount(board.candidates[cell]);
    if (count < best_count) {
      best = cell;
      best_count = count;
      if (count == 2) break;  // after propagation no open cell has fewer
    }
  }
  return best;
}

void PropagationSolver::board_to_grid(BoardRef board, Grid& grid) const {
  if (grid.size() != geometry_.size()) grid.reset(geometry_.size());
  for (int cell = 0; cell < cells_; ++cell) grid.set(cell, std::countr_zero(board.candidates[cell]) + 1);
}

void PropagationSolver::solve(const Grid& puzzle, const SolveLimits& limits, SolveReport& report) {
  if (classic_) {
    classic_->solve(puzzle, limits, report);
    return;
  }
  if (!detail::start_report(limits, report)) return;
  const detail::GuessLimits guess_limits(limits);

  // Returns false when the search must stop after this solution.
  auto record = [&](BoardRef solved) {
    return detail::record_solution(limits, report, [&](Grid& grid) { board_to_grid(solved, grid); });
  };

  // Depth 0: the givens, propagated.
  BoardRef root = board(0);
  std::fill(root.candidates, root.candidates + cells_, all_digits_);
  std::fill(root.placed, root.placed + cells_, std::uint8_t{0});
  std::fill(root.counts, root.counts + geometry_.unit_count() * size_, static_cast<std::uint8_t>(size_));
  *root.open = cells_;
  pending_.clear();
  hidden_.clear();
  bool consistent = true;
  for (int cell = 0; cell < cells_ && consistent; ++cell) {
    const int digit = puzzle[cell];
    if (digit == 0) continue;
    // Only the cell's own candidates go here; clashing givens show up when propagation places them.
    consistent = assign(root, cell, 1U << (digit - 1));
  }
  if (!consistent || !propagate(root)) {
    pending_.clear();
    hidden_.clear();
    return;
  }
  if (*root.open == 0) {
    record(root);
    return;
  }

  int depth = 0;
  {
    const int cell = choose_cell(root);
    frames_[0] = Frame{cell, root.candidates[cell]};
  }
  while (depth >= 0) {
    Frame& frame = frames_[static_cast<std::size_t>(depth)];
    if (frame.untried == 0) {
      --depth;
      continue;
    }
    if (!guess_limits.allow(report.guesses, report.end)) return;
    const std::uint32_t digit = frame.untried & (~frame.untried + 1);
    frame.untried &= ~digit;
    const int cell = frame.cell;
    ++report.guesses;
    ++report.nodes;

    ensure_depth(depth + 1);
    copy_board(depth, depth + 1);
    BoardRef next = board(depth + 1);
    if (!assign(next, cell, digit) || !propagate(next)) {
      pending_.clear();
      hidden_.clear();
      continue;
    }
    if (*next.open == 0) {
      if (!record(next)) return;
      continue;
    }
    ++depth;
    const int next_cell = choose_cell(next);
    frames_[static_cast<std::size_t>(depth)] = Frame{next_cell, next.candidates[next_cell]};
  }
}

}  // namespace sudoku
