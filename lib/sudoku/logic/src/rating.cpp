// serate's loop (Solver.getDifficulty): ER is the hardest step so far; ED is set after the first step; EP after the
// first step that places a digit.
#include "sudoku/rating.hpp"

namespace sudoku {

Rating rate(const Puzzle& puzzle, const RateOptions& options) {
  Rating rating;
  Explainer explainer(puzzle, options.explain);
  bool have_ed = false;
  bool have_ep = false;
  while (auto step = explainer.next()) {
    ++rating.steps;
    if (step->difficulty > rating.er) {
      rating.er = step->difficulty;
      rating.hardest = step->technique;
      rating.hardest_name = step->name;
    }
    if (!have_ep) {
      if (!have_ed) {
        rating.ed = rating.er;
        have_ed = true;
      }
      if (step->places()) {
        rating.ep = rating.er;
        have_ep = true;
      }
    }
    if (options.give_up_above > 0 && rating.er > options.give_up_above) {
      rating.end = RatingEnd::above_limit;
      return rating;
    }
  }
  switch (explainer.end()) {
    case ExplainEnd::solved: rating.end = RatingEnd::rated; break;
    case ExplainEnd::stuck:
    case ExplainEnd::contradiction: rating.end = RatingEnd::contradiction; break;
    case ExplainEnd::node_budget: rating.end = RatingEnd::node_budget; break;
    case ExplainEnd::time_budget: rating.end = RatingEnd::time_budget; break;
    case ExplainEnd::cancelled: rating.end = RatingEnd::cancelled; break;
  }
  return rating;
}

std::string_view grade_of(int er) {
  if (er <= 20) return "easy";
  if (er <= 29) return "medium";
  if (er <= 44) return "hard";
  if (er <= 62) return "very hard";
  if (er <= 75) return "fiendish";
  if (er <= 89) return "diabolical";
  return "extreme";
}

}  // namespace sudoku
