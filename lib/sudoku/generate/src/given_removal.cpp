#include "given_removal.hpp"

#include <algorithm>
#include <bit>

namespace sudoku::generation {

namespace {

constexpr std::size_t kLargestBatch = 64;  // orbits removed at once at most

}  // namespace

void GivenRemoval::start(const Geometry& geometry, PuzzleSolver& solver, const Grid& solution, std::uint64_t check_budget,
                         const std::atomic<bool>* cancel) {
  solver_ = &solver;
  geometry_ = &geometry;
  solution_ = &solution;
  limits_ = SolveLimits{};
  limits_.max_solutions = 2;
  limits_.keep_solutions = 2;
  limits_.node_budget = check_budget;
  limits_.cancel = cancel;
  one_limits_ = limits_;
  one_limits_.max_solutions = 1;
  one_limits_.keep_solutions = 1;
  puzzle_ = solution;
  givens_ = solution.cell_count();
  words_ = static_cast<std::size_t>((givens_ + 63) / 64);
  given_bits_.assign(words_, 0);
  for (int cell = 0; cell < givens_; ++cell) set_bit(given_bits_, cell);
  witnesses_.clear();
  add_digit_pair_witnesses();
  unproven_ = 0;
  checks_ = 0;
  nodes_ = 0;
}

void GivenRemoval::restart_from(const Grid& puzzle) {
  puzzle_ = puzzle;
  givens_ = 0;
  std::fill(given_bits_.begin(), given_bits_.end(), 0);
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    if (puzzle[cell] == 0) continue;
    set_bit(given_bits_, cell);
    ++givens_;
  }
  unproven_ = 0;
}

CheckResult GivenRemoval::complete_to_unique(SeededRandom& random) {
  const Bits nothing(words_, 0);
  std::vector<int> open_cells;
  for (;;) {
    // A witness set with no given: the puzzle has that second solution. Else ask the solver (which adds one).
    std::size_t empty = witnesses_.size();
    for (std::size_t start = 0; start < witnesses_.size() && empty == witnesses_.size(); start += words_) {
      bool any = false;
      for (std::size_t word = 0; word < words_ && !any; ++word) any = (witnesses_[start + word] & given_bits_[word]) != 0;
      if (!any) empty = start;
    }
    if (empty == witnesses_.size()) {
      const CheckResult result = check_without(nothing);
      if (result != CheckResult::second_solution) return result;
      empty = witnesses_.size() - words_;
    }
    open_cells.clear();
    for (std::size_t word = 0; word < words_; ++word) {
      for (std::uint64_t bits = witnesses_[empty + word]; bits != 0; bits &= bits - 1) {
        open_cells.push_back(static_cast<int>(word * 64) + std::countr_zero(bits));
      }
    }
    const int cell = open_cells[static_cast<std::size_t>(random.below(static_cast<int>(open_cells.size())))];
    puzzle_.set(cell, (*solution_)[cell]);
    set_bit(given_bits_, cell);
    ++givens_;
  }
}

bool GivenRemoval::known_second_solution(const Bits& removed) const {
  for (std::size_t start = 0; start < witnesses_.size(); start += words_) {
    bool emptied = true;
    for (std::size_t word = 0; word < words_ && emptied; ++word) {
      emptied = (witnesses_[start + word] & given_bits_[word] & ~removed[word]) == 0;
    }
    if (emptied) return true;
  }
  return false;
}

// Witness sets known before any check, from the solution alone: for two digits a and b, join the cell holding a and
// the cell holding b of every unit; each connected piece of the 2N cells is a set where a and b can be swapped and
// every unit still holds one of each — a second solution, unless a given stays in the piece. (Pieces of 4 cells are the
// "unavoidable rectangles" of the puzzle forums.) The piece made of all 2N cells is left out: it almost never decides
// anything and costs a test per check. callgrind, 200 9x9 puzzles, 2026-11-25: 187 M instructions without these
// sets, 168 M with them (48.4 checks a puzzle, 38.8).
void GivenRemoval::add_digit_pair_witnesses() {
  const Geometry& geometry = *geometry_;
  const Grid& solution = *solution_;
  const int size = geometry.size();
  const int units = geometry.unit_count();
  // where_[unit * (size + 1) + digit]: the cell of the unit holding the digit; holding_[digit * size + k]: its cells
  where_.assign(static_cast<std::size_t>(units * (size + 1)), -1);
  for (int unit = 0; unit < units; ++unit) {
    for (int cell : geometry.unit_cells(unit)) where_[static_cast<std::size_t>(unit * (size + 1) + solution[cell])] = cell;
  }
  holding_.assign(static_cast<std::size_t>((size + 1) * size), 0);
  std::vector<int> filled(static_cast<std::size_t>(size + 1), 0);
  for (int cell = 0; cell < geometry.cell_count(); ++cell) {
    const int digit = solution[cell];
    holding_[static_cast<std::size_t>(digit * size + filled[static_cast<std::size_t>(digit)]++)] = cell;
  }
  parent_.resize(static_cast<std::size_t>(geometry.cell_count()));
  auto find = [&](int cell) {
    while (parent_[static_cast<std::size_t>(cell)] != cell) {
      parent_[static_cast<std::size_t>(cell)] = parent_[static_cast<std::size_t>(parent_[static_cast<std::size_t>(cell)])];
      cell = parent_[static_cast<std::size_t>(cell)];
    }
    return cell;
  };
  std::vector<int> members;
  for (int a = 1; a <= size; ++a) {
    for (int b = a + 1; b <= size; ++b) {
      members.assign(holding_.begin() + a * size, holding_.begin() + (a + 1) * size);
      members.insert(members.end(), holding_.begin() + b * size, holding_.begin() + (b + 1) * size);
      for (int cell : members) parent_[static_cast<std::size_t>(cell)] = cell;
      for (int unit = 0; unit < units; ++unit) {
        const int x = find(where_[static_cast<std::size_t>(unit * (size + 1) + a)]);
        const int y = find(where_[static_cast<std::size_t>(unit * (size + 1) + b)]);
        parent_[static_cast<std::size_t>(x)] = y;
      }
      // Each component is a witness set: swapping a and b in it leaves every unit with one of each.
      const std::size_t first = witnesses_.size();
      std::vector<int> roots;
      for (int cell : members) {
        const int root = find(cell);
        auto known = std::find(roots.begin(), roots.end(), root);
        std::size_t at = static_cast<std::size_t>(known - roots.begin());
        if (known == roots.end()) {
          roots.push_back(root);
          witnesses_.resize(witnesses_.size() + words_, 0);
        }
        witnesses_[first + at * words_ + static_cast<std::size_t>(cell) / 64] |= 1ULL << (cell % 64);
      }
      if (roots.size() == 1) witnesses_.resize(first);  // all 2N cells: too large to help
    }
  }
}

void GivenRemoval::add_witness(const Grid& other) {
  const std::size_t start = witnesses_.size();
  witnesses_.resize(start + words_, 0);
  for (int cell = 0; cell < other.cell_count(); ++cell) {
    if (other[cell] != (*solution_)[cell]) witnesses_[start + static_cast<std::size_t>(cell) / 64] |= 1ULL << (cell % 64);
  }
}

// One given away: a second solution has another digit there. Each digit its peers' givens allow is tried in turn as a
// given, searching for one solution: most are refuted by propagation alone, and none of the search goes again
// through the solution itself, which a count to 2 must find first (callgrind, 200 9x9 puzzles, 2026-11-25: 207 M
// instructions this way, 234 M by counting to 2).
CheckResult GivenRemoval::check_other_digits(int cell) {
  std::uint32_t taken = 0;
  for (int peer : geometry_->peers(cell)) taken |= 1U << trial_[peer];
  const int own = (*solution_)[cell];
  bool decided = true;
  for (int digit = 1; digit <= trial_.size(); ++digit) {
    if (digit == own || ((taken >> digit) & 1U) != 0) continue;
    trial_.set(cell, digit);
    solver_->solve(trial_, one_limits_, report_);
    nodes_ += report_.nodes;
    if (report_.end == SolveEnd::cancelled) return CheckResult::cancelled;
    if (report_.solutions >= 1) {
      add_witness(report_.first);
      return CheckResult::second_solution;
    }
    decided = decided && report_.complete();
  }
  return decided ? CheckResult::unique : CheckResult::undecided;
}

CheckResult GivenRemoval::check_without(const Bits& removed) {
  trial_ = puzzle_;
  int last = -1;
  int count = 0;
  for (std::size_t word = 0; word < words_; ++word) {
    for (std::uint64_t bits = removed[word]; bits != 0; bits &= bits - 1) {
      last = static_cast<int>(word * 64) + std::countr_zero(bits);
      trial_.set(last, 0);
      ++count;
    }
  }
  ++checks_;
  if (count == 1) return check_other_digits(last);
  solver_->solve(trial_, limits_, report_);
  nodes_ += report_.nodes;
  if (report_.end == SolveEnd::cancelled) return CheckResult::cancelled;
  if (report_.solutions >= 2) {
    add_witness(report_.first == *solution_ ? report_.second : report_.first);
    return CheckResult::second_solution;
  }
  if (report_.complete()) return CheckResult::unique;  // one solution: the solution itself
  return CheckResult::undecided;
}

CheckResult GivenRemoval::remove(std::span<const std::vector<int>> orbits, int floor) {
  Bits removed(words_);
  std::size_t next = 0;
  std::size_t batch = 16;
  // Batches grow until the first orbit is refused alone: from then on most single removals fail, and a batch of two
  // mostly fails too, costing a check for nothing (callgrind, 200 9x9 puzzles, 2026-11-25: 207 M instructions when
  // batches grow after every success, 194 M after two in a row, 187 M never again).
  bool growing = true;
  while (next < orbits.size()) {
    // The next `batch` orbits that fit above the floor.
    std::fill(removed.begin(), removed.end(), 0);
    int cells = 0;
    std::size_t taken = 0;
    while (taken < batch && next + taken < orbits.size()) {
      const auto& orbit = orbits[next + taken];
      if (givens_ - cells - static_cast<int>(orbit.size()) < floor) break;
      for (int cell : orbit) set_bit(removed, cell);
      cells += static_cast<int>(orbit.size());
      ++taken;
    }
    if (taken == 0) {  // this orbit would go below the floor: it stays, not proven necessary
      ++unproven_;
      ++next;
      continue;
    }
    CheckResult result = known_second_solution(removed) ? CheckResult::second_solution : check_without(removed);
    if (result == CheckResult::cancelled) return result;
    if (result == CheckResult::unique) {
      for (std::size_t word = 0; word < words_; ++word) given_bits_[word] &= ~removed[word];
      for (std::size_t k = 0; k < taken; ++k) {
        for (int cell : orbits[next + k]) puzzle_.set(cell, 0);
      }
      givens_ -= cells;
      next += taken;
      if (growing) batch = std::min(batch * 2, kLargestBatch);
      continue;
    }
    if (taken > 1) {  // some orbit of the batch is needed: try the first half again
      batch = taken / 2;
      continue;
    }
    if (result == CheckResult::undecided) ++unproven_;
    ++next;  // this orbit is needed (or not proven removable): it stays
    batch = 1;
    growing = false;
  }
  return CheckResult::unique;
}

GivenRemoval::Minimality GivenRemoval::verify_minimal() {
  Bits removed(words_);
  for (int cell = 0; cell < puzzle_.cell_count(); ++cell) {
    if (puzzle_[cell] == 0) continue;
    std::fill(removed.begin(), removed.end(), 0);
    set_bit(removed, cell);
    if (known_second_solution(removed)) continue;
    switch (check_without(removed)) {
      case CheckResult::second_solution: continue;  // the given is needed
      case CheckResult::unique: return Minimality::removable;
      case CheckResult::undecided: return Minimality::unproven;
      case CheckResult::cancelled: return Minimality::cancelled;
    }
  }
  unproven_ = 0;
  return Minimality::minimal;
}

}  // namespace sudoku::generation
