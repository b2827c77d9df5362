// Difficulty targets: a puzzle is made as usual, rated, and kept only when its rating is in the range asked for.
//
// The rating stops as soon as it is known to miss: above the range (RateOptions::give_up_above), or past the technique
// asked for (ExplainOptions::hardest_allowed: the explanation is then stuck). So a puzzle too hard costs its rating
// up to the first step above the target, not the rest of it.
#include <charconv>
#include <cmath>
#include <cstdlib>

#include "sudoku/generate.hpp"

namespace sudoku {

namespace {

// "4.5" or "4" in tenths; nothing for anything else (more than one decimal, a sign, a letter).
std::optional<int> parse_tenths(std::string_view text) {
  int whole = 0;
  const char* first = text.data();
  const char* last = text.data() + text.size();
  const auto [end, error] = std::from_chars(first, last, whole);
  if (error != std::errc() || end == first || whole < 0 || whole > 100) return std::nullopt;
  if (end == last) return whole * 10;
  if (*end != '.' || end + 2 != last || end[1] < '0' || end[1] > '9') return std::nullopt;
  return whole * 10 + (end[1] - '0');
}

}  // namespace

std::optional<RatingTarget> parse_rating_range(std::string_view text) {
  RatingTarget target;
  const std::size_t dots = text.find("..");
  if (dots == std::string_view::npos) {
    target.lowest = target.highest = parse_tenths(text);
    if (!target.lowest) return std::nullopt;
    return target;
  }
  const std::string_view low = text.substr(0, dots);
  const std::string_view high = text.substr(dots + 2);
  if (low.empty() && high.empty()) return std::nullopt;
  if (!low.empty() && !(target.lowest = parse_tenths(low))) return std::nullopt;
  if (!high.empty() && !(target.highest = parse_tenths(high))) return std::nullopt;
  if (target.lowest && target.highest && *target.lowest > *target.highest) return std::nullopt;
  return target;
}

PuzzleFilter rating_filter(const RatingTarget& target, Rating* kept, const std::atomic<bool>* cancel) {
  return [target, kept, cancel](const Puzzle& puzzle, const Grid&) {
    RateOptions options;
    options.explain.cancel = cancel;
    options.give_up_above = target.highest.value_or(0);
    options.explain.node_budget = target.node_budget;
    if (target.technique) options.explain.hardest_allowed = *target.technique;
    const Rating rating = rate(puzzle, options);
    if (!rating.complete()) return false;  // above the range, stuck past the technique, or out of budget
    if (target.lowest && rating.er < *target.lowest) return false;
    if (target.highest && rating.er > *target.highest) return false;
    if (target.technique && rating.hardest != *target.technique) return false;
    if (kept != nullptr) *kept = rating;
    return true;
  };
}

PuzzleDistance rating_distance(const RatingTarget& target, Rating* kept, const std::atomic<bool>* cancel) {
  return [target, kept, cancel](const Puzzle& puzzle, const Grid&) {
    RateOptions options;
    options.explain.cancel = cancel;
    options.give_up_above = target.highest.value_or(0);
    options.explain.node_budget = target.node_budget;
    const Rating rating = rate(puzzle, options);
    constexpr int kFar = 1000;
    if (rating.end != RatingEnd::rated && rating.end != RatingEnd::above_limit) return kFar;
    int distance = 0;
    if (target.lowest && rating.er < *target.lowest) distance += *target.lowest - rating.er;
    if (target.highest && rating.er > *target.highest) distance += rating.er - *target.highest;
    if (target.technique && rating.hardest != *target.technique) {
      distance += 1 + std::abs(base_difficulty(*target.technique) - base_difficulty(rating.hardest));
    }
    if (distance == 0 && rating.end != RatingEnd::rated) distance = 1;
    if (distance == 0 && kept != nullptr) *kept = rating;
    return distance;
  };
}

}  // namespace sudoku
