// What the two guessing searches of the propagation strategies (generic.cpp, and bitboard_search.hpp for both bitboard
// strategies) share: the report at the start, the bookkeeping of each solution found, and the limits — a budget of
// guesses, a deadline, a cancel flag, checked before each guess (the clock and the flag every 1024 guesses, where they
// cost nothing that shows).
#pragma once

#include <chrono>
#include <cstdint>

#include "sudoku/solver.hpp"

namespace sudoku::detail {

// Starts the report of a search: nothing found, one node (the root). False when no solution is wanted at all
// (max_solutions 0): the report then says so, and the search need not start.
inline bool start_report(const SolveLimits& limits, SolveReport& report) {
  report.end = SolveEnd::exhausted;
  report.solutions = 0;
  report.nodes = 1;
  report.guesses = 0;
  if (limits.max_solutions != 0) return true;
  report.end = SolveEnd::solution_limit;
  return false;
}

// Counts a solution, keeping the first two as asked (`write_grid(grid)` decodes the solution into a grid); false
// when the search must stop after it.
template <typename WriteGrid>
bool record_solution(const SolveLimits& limits, SolveReport& report, WriteGrid&& write_grid) {
  ++report.solutions;
  if (report.solutions == 1 && limits.keep_solutions >= 1) write_grid(report.first);
  if (report.solutions == 2 && limits.keep_solutions >= 2) write_grid(report.second);
  if (report.solutions < limits.max_solutions) return true;
  report.end = SolveEnd::solution_limit;
  return false;
}

class GuessLimits {
 public:
  explicit GuessLimits(const SolveLimits& limits)
      : limits_(limits), timed_(limits.time_budget != std::chrono::steady_clock::duration::max()) {
    if (!timed_) return;  // no clock read per puzzle when nothing is timed
    const auto now = std::chrono::steady_clock::now();
    const auto latest = std::chrono::steady_clock::time_point::max();
    deadline_ = latest - now < limits.time_budget ? latest : now + limits.time_budget;  // saturating
  }

  // True when guess number `guesses` + 1 may be made; else false, with `end` saying which limit ran out.
  bool allow(std::uint64_t guesses, SolveEnd& end) const {
    if (guesses >= limits_.node_budget) {
      end = SolveEnd::node_budget;
      return false;
    }
    if (guesses % 1024 != 1023) return true;
    if (limits_.cancel != nullptr && limits_.cancel->load(std::memory_order_relaxed)) {
      end = SolveEnd::cancelled;
      return false;
    }
    if (timed_ && std::chrono::steady_clock::now() >= deadline_) {
      end = SolveEnd::time_budget;
      return false;
    }
    return true;
  }

 private:
  const SolveLimits& limits_;
  bool timed_;
  std::chrono::steady_clock::time_point deadline_ = std::chrono::steady_clock::time_point::max();
};

}  // namespace sudoku::detail
