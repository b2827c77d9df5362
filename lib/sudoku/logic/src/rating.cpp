// serate's loop (Solver.getDifficulty): ER is the hardest step so far; ED is set after the first step; EP after the
// first step that places a digit.
#include "sudoku/rating.hpp"

namespace sudoku {

namespace {

// serate's bookkeeping of one step.
struct Tally {
  Rating rating;
  bool have_ed = false;
  bool have_ep = false;

  void add(const Step& step) {
    ++rating.steps;
    if (step.technique == Technique::unique_rectangle || step.technique == Technique::bivalue_universal_grave ||
        step.technique == Technique::by_search) {
      rating.deduced = false;
    }
    if (step.difficulty > rating.er) {
      rating.er = step.difficulty;
      rating.hardest = step.technique;
      rating.hardest_name = step.name;
    }
    if (!have_ep) {
      if (!have_ed) {
        rating.ed = rating.er;
        have_ed = true;
      }
      if (step.places()) {
        rating.ep = rating.er;
        have_ep = true;
      }
    }
  }
};

RatingEnd end_of(ExplainEnd end) {
  switch (end) {
    case ExplainEnd::solved: return RatingEnd::rated;
    case ExplainEnd::stuck:
    case ExplainEnd::contradiction: return RatingEnd::contradiction;
    case ExplainEnd::node_budget: return RatingEnd::node_budget;
    case ExplainEnd::time_budget: return RatingEnd::time_budget;
    case ExplainEnd::cancelled: return RatingEnd::cancelled;
  }
  return RatingEnd::contradiction;
}

}  // namespace

Rating rating_of(const Explanation& explanation) {
  Tally tally;
  for (const Step& step : explanation.steps) tally.add(step);
  tally.rating.end = end_of(explanation.end);
  return tally.rating;
}

Rating rate(const Puzzle& puzzle, const RateOptions& options) {
  Tally tally;
  Rating& rating = tally.rating;
  ExplainOptions explain = options.explain;
  explain.describe_steps = false;  // only counted
  Explainer explainer(puzzle, explain);
  while (auto step = explainer.next()) {
    tally.add(*step);
    if (options.give_up_above > 0 && rating.er > options.give_up_above) {
      rating.end = RatingEnd::above_limit;
      return rating;
    }
  }
  rating.end = end_of(explainer.end());
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
