// The generic strategy: the propagation solver's rules (sudoku/propagation_solver.hpp) on per-cell candidate masks, for any
// geometry — any size up to 25, any regions, extra units, killer cages. Every other strategy is checked against it.
//
// Each cell holds a mask of the digits still possible (bit d-1 for digit d; up to 25 digits in 32 bits). Rule 2
// (hidden singles) is driven by counters, not by scanning: each board keeps, per unit and digit, how many of the
// unit's cells still have that digit as a candidate. Every elimination decrements the counters of the cell's units;
// a counter that reaches 1 queues a hidden single, one that reaches 0 is a contradiction. Counting cost a few more
// instructions than scanning the units that changed but ran faster, with fewer and better-predicted branches
// (measured under callgrind and sudoku_bench when it was written: commits 4567ac3 and f2facd0 of 2026-11-22).
//
// The search guesses at an open cell with the fewest candidates, depth first; each level works on its own copy of
// the board, so backtracking is dropping the copy.
#include <algorithm>
#include <bit>
#include <cstring>
#include <vector>

#include "guess_limits.hpp"
#include "strategy.hpp"

namespace sudoku::propagation {

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

class GenericStrategy final : public CandidateStrategy {
 public:
  explicit GenericStrategy(const Geometry& geometry);

  void solve(const Grid& puzzle, const SolveLimits& limits, SolveReport& report) override {
    solve_candidates(puzzle, {}, limits, report);
  }
  void solve_candidates(const Grid& puzzle, std::span<const std::uint32_t> candidates, const SolveLimits& limits,
                        SolveReport& report) override;

 private:
  // A board is the state at one depth of the search, one contiguous block of bytes per depth (so a guess copies one
  // block): per cell its candidates and whether it is placed; per unit and digit how many cells can still hold it.
  struct BoardRef {
    std::uint32_t* candidates;
    std::uint8_t* placed;
    std::uint8_t* counts;  // unit * N + digit - 1
    int* open;             // cells not yet placed
  };
  BoardRef board(int depth);
  void ensure_depth(int depth);
  void copy_board(int from, int to);

  bool propagate(BoardRef board);  // rules 1 to 3 to a fixpoint; false on a contradiction
  bool propagate_queued(BoardRef board);
  bool eliminate(BoardRef board, int cell, std::uint32_t digit);  // takes a candidate away, keeping the counters
  bool assign(BoardRef board, int cell, std::uint32_t digit);     // takes every other candidate away
  bool place_pending(BoardRef board);                             // rule 1 over the pending queue
  bool place_hidden(BoardRef board);                              // rule 2 over the queued (unit, digit) pairs
  bool prune_cages(BoardRef board);                               // rule 3 (killer cage sums)
  int choose_cell(BoardRef board) const;                          // an open cell with the fewest candidates
  void board_to_grid(BoardRef board, Grid& grid) const;

  Geometry geometry_;
  int size_;
  int cells_;
  std::uint32_t all_digits_;
  std::size_t board_bytes_;            // one board: masks, placed flags, counters, open count (aligned)
  std::vector<std::uint64_t> boards_;  // one board per depth, depth after depth (8-byte aligned)
  std::vector<int> pending_;           // cells whose single candidate is yet to be placed
  std::vector<std::int32_t> hidden_;   // unit * N + digit - 1 whose counter reached 1
  struct Frame {
    int cell;
    std::uint32_t untried;  // candidates of `cell` not yet tried at this depth
  };
  std::vector<Frame> frames_;
};

GenericStrategy::GenericStrategy(const Geometry& geometry)
    : geometry_(geometry),
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

void GenericStrategy::ensure_depth(int depth) {
  const auto boards = static_cast<std::size_t>(depth + 1);
  if (frames_.size() >= boards) return;
  boards_.resize(boards * board_bytes_ / 8);
  frames_.resize(boards);
}

GenericStrategy::BoardRef GenericStrategy::board(int depth) {
  auto* base = reinterpret_cast<std::uint8_t*>(boards_.data()) + static_cast<std::size_t>(depth) * board_bytes_;
  const auto cells = static_cast<std::size_t>(cells_);
  const std::size_t placed_at = round_up8(cells * sizeof(std::uint32_t));
  const std::size_t counts_at = placed_at + round_up8(cells);
  const std::size_t open_at = board_bytes_ - 8;
  return BoardRef{reinterpret_cast<std::uint32_t*>(base), base + placed_at, base + counts_at,
                  reinterpret_cast<int*>(base + open_at)};
}

void GenericStrategy::copy_board(int from, int to) {
  const auto* source =
      reinterpret_cast<const std::uint8_t*>(boards_.data()) + static_cast<std::size_t>(from) * board_bytes_;
  auto* target = reinterpret_cast<std::uint8_t*>(boards_.data()) + static_cast<std::size_t>(to) * board_bytes_;
  std::memcpy(target, source, board_bytes_);
}

// Takes candidate `digit` (a bit) from `cell`, queueing what that makes certain: a naked single when one candidate
// is left, a hidden single when a unit's counter of the digit falls to 1. False on a contradiction.
// Inlined where it is called: the call itself was a tenth of the instructions (callgrind over sudoku_bench, commit
// f2facd0).
[[gnu::always_inline]] inline bool GenericStrategy::eliminate(BoardRef board, int cell, std::uint32_t digit) {
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

bool GenericStrategy::assign(BoardRef board, int cell, std::uint32_t digit) {
  for (std::uint32_t others = board.candidates[cell] & ~digit; others != 0; others &= others - 1) {
    if (!eliminate(board, cell, others & (~others + 1))) return false;
  }
  return true;
}

bool GenericStrategy::place_pending(BoardRef board) {
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
bool GenericStrategy::place_hidden(BoardRef board) {
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

bool GenericStrategy::propagate(BoardRef board) {
  const bool reached = propagate_queued(board);
  pending_.clear();  // a contradiction leaves work queued for a board that is being dropped
  hidden_.clear();
  return reached;
}

bool GenericStrategy::propagate_queued(BoardRef board) {
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
bool GenericStrategy::prune_cages(BoardRef board) {
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

int GenericStrategy::choose_cell(BoardRef board) const {
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

void GenericStrategy::board_to_grid(BoardRef board, Grid& grid) const {
  if (grid.size() != geometry_.size()) grid.reset(geometry_.size());
  for (int cell = 0; cell < cells_; ++cell) grid.set(cell, std::countr_zero(board.candidates[cell]) + 1);
}

void GenericStrategy::solve_candidates(const Grid& puzzle, std::span<const std::uint32_t> candidates,
                                       const SolveLimits& limits, SolveReport& report) {
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
  // A candidate grid: each cell keeps only its own candidates (the same elimination as a given's, by several digits).
  for (std::size_t cell = 0; cell < candidates.size() && consistent; ++cell) {
    consistent = assign(root, static_cast<int>(cell), candidates[cell] & all_digits_);
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

}  // namespace

std::unique_ptr<CandidateStrategy> make_generic(const Geometry& geometry) {
  return std::make_unique<GenericStrategy>(geometry);
}

}  // namespace sudoku::propagation
