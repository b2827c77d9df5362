#include "sudoku/propagate.hpp"

#include <algorithm>
#include <bit>
#include <cstring>
#include <stdexcept>

namespace sudoku {

PropagationSolver::PropagationSolver(const Geometry& geometry)
    : geometry_(geometry), cells_(geometry.cell_count()), all_digits_((1U << geometry.size()) - 1) {
  ensure_depth(1);
  pending_.reserve(static_cast<std::size_t>(cells_));
  if (geometry.unit_count() > 128) throw std::invalid_argument("sudoku::PropagationSolver: more than 128 units");
  units_of_cell_.resize(static_cast<std::size_t>(cells_));
  for (int cell = 0; cell < cells_; ++cell) {
    for (int unit : geometry.units_of(cell)) {
      units_of_cell_[static_cast<std::size_t>(cell)][static_cast<std::size_t>(unit / 64)] |= std::uint64_t{1}
                                                                                             << (unit % 64);
    }
  }
}

void PropagationSolver::ensure_depth(int depth) {
  const auto boards = static_cast<std::size_t>(depth + 1);
  if (open_.size() >= boards) return;
  candidates_.resize(boards * static_cast<std::size_t>(cells_));
  placed_.resize(boards * static_cast<std::size_t>(cells_));
  open_.resize(boards);
  frames_.resize(boards);
}

PropagationSolver::BoardRef PropagationSolver::board(int depth) {
  const auto offset = static_cast<std::size_t>(depth) * static_cast<std::size_t>(cells_);
  return BoardRef{candidates_.data() + offset, placed_.data() + offset, open_.data() + depth};
}

void PropagationSolver::copy_board(int from, int to) {
  BoardRef source = board(from);
  BoardRef target = board(to);
  std::memcpy(target.candidates, source.candidates, static_cast<std::size_t>(cells_) * sizeof(std::uint32_t));
  std::memcpy(target.placed, source.placed, static_cast<std::size_t>(cells_));
  *target.open = *source.open;
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
      std::uint32_t& mask = board.candidates[peer];
      if (!(mask & digit)) continue;
      if (board.placed[peer]) return false;  // a peer already holds this digit
      mask &= ~digit;
      if (mask == 0) return false;
      if ((mask & (mask - 1)) == 0) pending_.push_back(peer);
      mark_units_of(peer);
    }
  }
  return true;
}

void PropagationSolver::mark_units_of(int cell) {
  const UnitSet& units = units_of_cell_[static_cast<std::size_t>(cell)];
  dirty_[0] |= units[0];
  dirty_[1] |= units[1];
}

bool PropagationSolver::propagate(BoardRef board) {
  const bool reached = propagate_dirty(board);
  dirty_ = UnitSet{};  // the next board starts from a fixpoint (or is dropped)
  pending_.clear();
  return reached;
}

// Rules 1 to 3 to a fixpoint. Rule 2 looks only at the units whose cells lost a candidate since they were last
// looked at (`dirty_`): the board a guess starts from was at a fixpoint, so every other unit is as it was, and was
// fine. (callgrind, 3,000 17-clue puzzles: 138k instructions per puzzle when every unit was looked at, 121k now;
// marking units one by one in a byte per unit cost as much as it saved: the units are bits.)
bool PropagationSolver::propagate_dirty(BoardRef board) {
  for (;;) {
    if (!place_pending(board)) return false;
    if (*board.open == 0) return !geometry_.has_cages() || prune_cages(board);
    // Rule 2: per unit, the digits seen once and seen at least twice; a digit seen nowhere is a contradiction, a
    // digit seen once goes to its only cell.
    for (std::size_t word = 0; word < dirty_.size(); ++word) {
      while (dirty_[word] != 0) {
        const int unit = static_cast<int>(word * 64) + std::countr_zero(dirty_[word]);
        dirty_[word] &= dirty_[word] - 1;
        if (!check_unit(board, unit)) return false;
      }
    }
    if (pending_.empty() && geometry_.has_cages() && !prune_cages(board)) return false;
    if (pending_.empty()) return true;  // a fixpoint: no rule applies
  }
}

// Rule 2 on one unit: false on a contradiction.
bool PropagationSolver::check_unit(BoardRef board, int unit) {
  std::uint32_t once = 0;
  std::uint32_t twice = 0;
  for (int cell : geometry_.unit_cells(unit)) {
    const std::uint32_t mask = board.candidates[cell];
    twice |= once & mask;
    once |= mask;
  }
  if (once != all_digits_) return false;
  std::uint32_t singles = once & ~twice;
  if (singles == 0) return true;
  for (int cell : geometry_.unit_cells(unit)) {
    const std::uint32_t hit = board.candidates[cell] & singles;
    if (hit == 0 || board.placed[cell] || hit == board.candidates[cell]) continue;  // nothing new: pending already
    if ((hit & (hit - 1)) != 0) return false;  // two digits that each need this one cell
    board.candidates[cell] = hit;
    pending_.push_back(cell);
    mark_units_of(cell);
  }
  return true;
}

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

}  // namespace

// Rule 3 (killer): in a cage whose placed cells leave `remaining` to be made by its k open cells, a candidate d of
// an open cell stays only if the other k-1 open cells can make remaining - d from their candidates, with digits
// different from d and from those placed: between the sum of the k-1 smallest and of the k-1 largest such digits.
// (Only bounds: never wrong, not always tight; the search settles the rest.) A full cage must add up exactly.
bool PropagationSolver::prune_cages(BoardRef board) {
  const auto& cages = geometry_.cages();
  for (const Cage& cage : cages) {
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
      if (keep == board.candidates[cell]) continue;
      if (keep == 0) return false;
      board.candidates[cell] = keep;
      mark_units_of(cell);
      if ((keep & (keep - 1)) == 0) pending_.push_back(cell);
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
  report.end = SolveEnd::exhausted;
  report.solutions = 0;
  report.nodes = 1;
  report.guesses = 0;
  const auto now = std::chrono::steady_clock::now();
  const auto latest = std::chrono::steady_clock::time_point::max();
  const bool timed = limits.time_budget != std::chrono::steady_clock::duration::max();
  const auto deadline = !timed || latest - now < limits.time_budget ? latest : now + limits.time_budget;

  // Returns false when the search must stop after this solution.
  auto record = [&](BoardRef solved) {
    ++report.solutions;
    if (report.solutions == 1 && limits.keep_solutions >= 1) board_to_grid(solved, report.first);
    if (report.solutions == 2 && limits.keep_solutions >= 2) board_to_grid(solved, report.second);
    if (report.solutions >= limits.max_solutions) {
      report.end = SolveEnd::solution_limit;
      return false;
    }
    return true;
  };

  // Depth 0: the givens, propagated.
  BoardRef root = board(0);
  std::fill(root.candidates, root.candidates + cells_, all_digits_);
  std::fill(root.placed, root.placed + cells_, std::uint8_t{0});
  *root.open = cells_;
  pending_.clear();
  for (int cell = 0; cell < cells_; ++cell) {
    const int digit = puzzle[cell];
    if (digit == 0) continue;
    root.candidates[cell] = 1U << (digit - 1);
    pending_.push_back(cell);
  }
  if (limits.max_solutions == 0) {
    report.end = SolveEnd::solution_limit;
    return;
  }
  for (int unit = 0; unit < geometry_.unit_count(); ++unit) {  // nothing is known of the root yet
    dirty_[static_cast<std::size_t>(unit / 64)] |= std::uint64_t{1} << (unit % 64);
  }
  if (!propagate(root)) return;
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
    if (report.guesses >= limits.node_budget) {
      report.end = SolveEnd::node_budget;
      return;
    }
    if (report.guesses % 1024 == 1023) {
      if (limits.cancel != nullptr && limits.cancel->load(std::memory_order_relaxed)) {
        report.end = SolveEnd::cancelled;
        return;
      }
      if (timed && std::chrono::steady_clock::now() >= deadline) {
        report.end = SolveEnd::time_budget;
        return;
      }
    }
    const std::uint32_t digit = frame.untried & (~frame.untried + 1);
    frame.untried &= ~digit;
    const int cell = frame.cell;
    ++report.guesses;
    ++report.nodes;

    ensure_depth(depth + 1);
    copy_board(depth, depth + 1);
    BoardRef next = board(depth + 1);
    next.candidates[cell] = digit;
    pending_.push_back(cell);
    mark_units_of(cell);
    if (!propagate(next)) continue;
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
