/// \file
/// Human solutions: the steps a person takes to solve a puzzle, technique by technique, easiest first, as Sudoku
/// Explainer 1.2.1 takes them — the first step found by the easiest technique that finds one, then again from the
/// singles. Works for every size, jigsaw, X, windoku (the techniques that only need units) and killer (cage sums,
/// innies and outies, cage combinations).
///
/// Uniqueness techniques (unique rectangles, BUG) are sound only for a puzzle with one solution: the caller says so
/// (ExplainOptions::assume_unique, on by default; the command line checks with the DLX solver first). When every
/// technique fails the last resort is "by search": the digit of one cell, from the solution found by trial and error.
/// No step ever contradicts the solution of a puzzle with one solution.
///
/// Thread safety: an Explainer serves one thread; explain() and next_step() are reentrant.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <vector>

#include "sudoku/grid.hpp"
#include "sudoku/puzzle.hpp"
#include "sudoku/step.hpp"
#include "sudoku/technique.hpp"

namespace sudoku {

struct ExplainOptions {
  /// Unique rectangles and loops, BUG: only for a puzzle known to have one solution.
  bool assume_unique = true;
  /// No technique past this one is tried (the explanation then ends `stuck`); by_search: all of them.
  Technique hardest_allowed = Technique::by_search;
  /// Work limits for the chain searches and the last resort (nodes visited), a time limit and a cancel flag, checked
  /// between steps and inside the searches. A stop ends the explanation with the steps so far.
  std::uint64_t node_budget = std::numeric_limits<std::uint64_t>::max();
  std::chrono::steady_clock::duration time_budget = std::chrono::steady_clock::duration::max();
  const std::atomic<bool>* cancel = nullptr;
  /// Steps carry their reason in words (Step::reason). rate() turns it off for the frequent steps it only counts.
  bool describe_steps = true;
};

enum class ExplainEnd : std::uint8_t {
  solved,         // every cell placed
  stuck,          // no allowed technique applies (only with hardest_allowed before by_search, or no solution)
  contradiction,  // the grid breaks the rules, or a cell has no candidate: there is no solution to explain
  node_budget,    // the node budget ran out
  time_budget,    // the time ran out
  cancelled,
};

/// Steps one at a time from a puzzle or a player's grid (Puzzle::givens are the placed digits; Puzzle::candidates,
/// when not empty, the player's pencilmarks, else every digit the placed ones allow).
class Explainer {
 public:
  Explainer(const Puzzle& puzzle, const ExplainOptions& options);
  ~Explainer();
  Explainer(Explainer&&) noexcept;
  Explainer& operator=(Explainer&&) noexcept;

  /// The next step, applied to the explainer's grid; nothing when the grid is solved or the explanation ended (end()).
  std::optional<Step> next();
  /// The next step without applying it.
  std::optional<Step> peek();
  bool solved() const;
  /// Why next() returned nothing (solved when it did not yet).
  ExplainEnd end() const;
  /// The digits placed so far, givens included.
  Grid grid() const;
  /// The candidates left in each cell (bit d-1 for digit d; 0 in a filled cell).
  std::vector<std::uint32_t> candidates() const;

 private:
  struct State;
  std::unique_ptr<State> state_;
};

struct Explanation {
  std::vector<Step> steps;
  ExplainEnd end = ExplainEnd::solved;
  Grid grid;  // the grid after the last step
};

/// Every step from `puzzle` to its solution (or to the end that stopped it).
Explanation explain(const Puzzle& puzzle, const ExplainOptions& options);

}  // namespace sudoku
