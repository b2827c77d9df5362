/// \file
/// Difficulty ratings on Sudoku Explainer 1.2.1's scale, as the puzzle forums use it (serate's ER/EP/ED):
///   - ER, the explainer rating: the hardest step of the human solution explain() finds;
///   - EP, the pearl rating: the hardest step up to and including the first placement by a direct technique
///     (a single, or SE's direct pointing, claiming, hidden pair and triple);
///   - ED, the diamond rating: the difficulty of the first step.
/// Plus the name of the hardest step's technique and a grade on top of ER (grade_of).
///
/// The scale and the techniques' difficulties are SE's (technique.hpp), so ratings agree with SukakuExplainer's serate
/// restricted to SE 1.2.1's techniques on most puzzles (test/data/se-ratings.txt holds the reference figures and how
/// they were made). Beyond SE's static chains (ER 7.5 and up) the ratings are ours: nishio, multiple and dynamic forcing
/// chains at SE's base difficulties, and "by search" at 10.0 for what those leave.
///
/// Thread safety: rate() is reentrant.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "sudoku/explain.hpp"
#include "sudoku/puzzle.hpp"
#include "sudoku/technique.hpp"

namespace sudoku {

struct RateOptions {
  ExplainOptions explain;
  /// Stop as soon as ER exceeds this many tenths (a generator looking for a band need not finish a harder puzzle):
  /// the rating then ends `above_limit` with ER the first step above. 0: never.
  int give_up_above = 0;
};

enum class RatingEnd : std::uint8_t {
  rated,          // solved: ER, EP, ED are final
  above_limit,    // stopped at give_up_above: ER is a lower bound above it
  contradiction,  // the puzzle breaks the rules or has no solution
  node_budget,    // a budget stopped it: ER is a lower bound
  time_budget,
  cancelled,
};

struct Rating {
  int er = 0;  // tenths of SE's scale
  int ep = 0;
  int ed = 0;
  Technique hardest = Technique::full_house;  // the technique of the hardest step (the first one, on ties)
  std::string hardest_name;                   // its variant's name as the step says it ("Turbot Fish")
  int steps = 0;
  RatingEnd end = RatingEnd::rated;
  /// The path used no uniqueness technique (unique rectangle or loop, BUG) and no search: each step followed from the
  /// givens, so a complete rating proves the puzzle has exactly one solution.
  bool deduced = true;

  bool complete() const { return end == RatingEnd::rated; }
  /// Rated to the end by deductions alone: the puzzle is known to have one solution without asking a solver.
  bool proves_unique() const { return complete() && deduced; }
};

Rating rate(const Puzzle& puzzle, const RateOptions& options = {});

/// The rating of a finished explanation (ER, EP, ED, hardest technique and steps; `end` from the explanation's).
Rating rating_of(const Explanation& explanation);

/// The grade of an ER (tenths): "easy" up to 2.0 (singles and SE's direct techniques), "medium" to 2.9 (naked singles,
/// pointing and claiming), "hard" to 4.4 (subsets, X-Wing, Swordfish, XY- and XYZ-Wing), "very hard" to 6.2
/// (uniqueness, quads, Jellyfish, BUG, aligned pair exclusion), "fiendish" to 7.5 (chains and cycles), "diabolical"
/// to 8.9 (nishio, multiple and dynamic forcing chains), "extreme" from 9.0.
std::string_view grade_of(int er);

}  // namespace sudoku
