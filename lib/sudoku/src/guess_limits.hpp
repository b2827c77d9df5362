// The limits of a guessing search (the propagation solvers): a budget of guesses, a deadline, a cancel flag, checked
// before each guess — the clock and the flag every 1024 guesses, where they cost nothing that shows.
#pragma once

#include <chrono>
#include <cstdint>

#include "sudoku/solver.hpp"

namespace sudoku::detail {

class GuessLimits {
 public:
  explicit GuessLimits(const SolveLimits& limits)
      : limits_(limits), timed_(limits.time_budget != std::chrono::steady_clock::duration::max()) {
    const auto now = std::chrono::steady_clock::now();
    const auto latest = std::chrono::steady_clock::time_point::max();
    deadline_ = !timed_ || latest - now < limits.time_budget ? latest : now + limits.time_budget;  // saturating
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
  std::chrono::steady_clock::time_point deadline_;
};

}  // namespace sudoku::detail
