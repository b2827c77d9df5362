// The human techniques: no step ever contradicts the solution (every placement is the solution's digit, every
// elimination removes a digit that is not), on many puzzles of every kind; each technique on small positions whose
// eliminations were checked by hand; the explainer's API (hints from a player's grid, limits, names).
#include <doctest/doctest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "reader_support.hpp"
#include "sudoku/dlx_solver.hpp"
#include "sudoku/explain.hpp"
#include "sudoku/rating.hpp"
#include "sudoku/solver.hpp"
#include "support.hpp"

using namespace sudoku;

namespace {

Puzzle read_puzzle(const std::string& text) {
  const std::vector<Puzzle> puzzles = test_support::read_puzzles_in(text + "\n");
  REQUIRE(puzzles.size() == 1);
  return puzzles[0];
}

Grid unique_solution(const Puzzle& puzzle) {
  auto solver = make_solver(SolverKind::dlx, *puzzle.geometry);
  SolveLimits limits;
  SolveReport report;
  solve_puzzle(*solver, puzzle, limits, report);
  REQUIRE(report.complete());
  REQUIRE(report.solutions == 1);
  return report.first;
}

// Explains `puzzle` to the end and checks every step against its unique solution; returns the steps.
std::vector<Step> checked_explanation(const Puzzle& puzzle, const ExplainOptions& options = {}) {
  const Grid solution = unique_solution(puzzle);
  Explainer explainer(puzzle, options);
  std::vector<Step> steps;
  while (auto step = explainer.next()) {
    INFO(step->text());
    CHECK((!step->placements.empty() || !step->eliminations.empty()));
    for (const Placement& placement : step->placements) CHECK(solution[placement.cell] == placement.digit);
    for (const Elimination& elimination : step->eliminations) CHECK(solution[elimination.cell] != elimination.digit);
    steps.push_back(std::move(*step));
  }
  CHECK(explainer.end() == ExplainEnd::solved);
  CHECK(explainer.grid() == solution);
  return steps;
}

}  // namespace

TEST_CASE("no step contradicts the solution: 9x9 puzzles of every difficulty") {
  const std::vector<std::string> lines = test_support::puzzle_lines("test/data/se-ratings.txt");
  int checked = 0;
  for (std::size_t k = 0; k < lines.size(); k += 7) {
    CAPTURE(lines[k]);
    checked_explanation(read_puzzle(lines[k].substr(0, 81)));
    ++checked;
  }
  CHECK(checked > 250);
}

TEST_CASE("the technique names and keys") {
  CHECK(technique_named("X-Wing") == Technique::x_wing);
  CHECK(technique_named("x_wing") == Technique::x_wing);
  CHECK(technique_named("xwing") == Technique::x_wing);
  CHECK(technique_named("hidden-single") == Technique::hidden_single);
  CHECK(technique_named("BUG") == Technique::bivalue_universal_grave);
  CHECK_FALSE(technique_named("guessing"));
  for (Technique technique : all_techniques()) {
    CHECK(technique_named(technique_name(technique)) == technique);
    CHECK(technique_named(technique_key(technique)) == technique);
  }
  CHECK(difficulty_text(23) == "2.3");
  CHECK(difficulty_text(100) == "10.0");
}

TEST_CASE("ER, EP and ED of a puzzle that needs an XY-Wing") {
  // SE rates it 4.2/1.2/1.2 (test/data/se-ratings.txt).
  const Rating rating = rate(read_puzzle("...52.7.......12..1....49..36...917..491.....5.7..3.4....6....2.3....4.5......3.."));
  CHECK(rating.complete());
  CHECK(rating.er == 42);
  CHECK(rating.ep == 12);
  CHECK(rating.ed == 12);
  CHECK(rating.hardest == Technique::xy_wing);
  CHECK(rating.hardest_name == "XY-Wing");
}

TEST_CASE("a rating stops early above the limit it is given") {
  RateOptions options;
  options.give_up_above = 30;
  const Rating rating =
      rate(read_puzzle("...52.7.......12..1....49..36...917..491.....5.7..3.4....6....2.3....4.5......3.."), options);
  CHECK(rating.end == RatingEnd::above_limit);
  CHECK(rating.er > 30);
}

TEST_CASE("a grid that breaks the rules has no explanation") {
  const Puzzle puzzle = read_puzzle("11...............................................................................");
  const Explanation explanation = explain(puzzle, {});
  CHECK(explanation.steps.empty());
  CHECK(explanation.end == ExplainEnd::contradiction);
  CHECK(rate(puzzle).end == RatingEnd::contradiction);
}

TEST_CASE("the techniques allowed can be limited: the explanation then ends stuck") {
  ExplainOptions options;
  options.hardest_allowed = Technique::naked_single;
  const Explanation explanation =
      explain(read_puzzle("...52.7.......12..1....49..36...917..491.....5.7..3.4....6....2.3....4.5......3.."), options);
  CHECK(explanation.end == ExplainEnd::stuck);
  for (const Step& step : explanation.steps) CHECK(step.technique <= Technique::naked_single);
}

TEST_CASE("no step contradicts the solution: every size, jigsaw, X, windoku, killer") {
  for (const char* file : {"puzzles/samples/sizes-4-to-25.txt", "puzzles/samples/jigsaw-9x9.txt",
                           "puzzles/samples/x-sudoku-9x9.txt", "puzzles/samples/windoku-9x9.txt",
                           "puzzles/samples/killer-9x9.txt"}) {
    const std::vector<Puzzle> puzzles = test_support::read_puzzles(file);
    for (std::size_t k = 0; k < puzzles.size(); ++k) {
      const Puzzle& puzzle = puzzles[k];
      if (puzzle.geometry->size() > 12) continue;  // 15x15 to 25x25: the slow suite's
      CAPTURE(file);
      CAPTURE(k);
      checked_explanation(puzzle);
    }
  }
}

TEST_CASE("killer puzzles are explained by cage sums, not by search") {
  for (const Puzzle& puzzle : test_support::read_puzzles("puzzles/samples/killer-9x9.txt")) {
    const std::vector<Step> steps = checked_explanation(puzzle);
    bool cages = false;
    for (const Step& step : steps) {
      CHECK(step.technique != Technique::by_search);
      cages = cages || step.technique == Technique::cage_combination || step.technique == Technique::cage_sum ||
              step.technique == Technique::innies_outies;
    }
    CHECK(cages);
  }
}

TEST_CASE("no step contradicts the solution: 15x15 to 25x25" * doctest::test_suite("slow")) {
  for (const Puzzle& puzzle : test_support::read_puzzles("puzzles/samples/sizes-4-to-25.txt")) {
    if (puzzle.geometry->size() <= 12) continue;
    CAPTURE(puzzle.geometry->describe());
    checked_explanation(puzzle);
  }
}

TEST_CASE("each technique on a position checked by hand: the step, its eliminations exactly") {
  const std::vector<std::string> lines = test_support::puzzle_lines("test/data/logic/positions.txt");
  REQUIRE(lines.size() >= 45);
  std::vector<Technique> seen;
  for (const std::string& line : lines) {
    const auto tab1 = line.find('\t');
    const auto tab2 = line.find('\t', tab1 + 1);
    const auto tab3 = line.find('\t', tab2 + 1);
    const std::string name = line.substr(0, tab1);
    const std::string puzzle = line.substr(tab1 + 1, tab2 - tab1 - 1);
    const int k = std::stoi(line.substr(tab2 + 1, tab3 - tab2 - 1));
    const std::string expected = line.substr(tab3 + 1);
    CAPTURE(name);
    Explainer explainer(read_puzzle(puzzle), {});
    for (int step = 1; step < k; ++step) REQUIRE(explainer.next());
    const std::optional<Step> step = explainer.peek();
    REQUIRE(step);
    CHECK(step->name == name);
    CHECK(step->text() == expected);
    seen.push_back(step->technique);
  }
  // Every technique has a position.
  for (Technique technique : all_techniques()) {
    CAPTURE(technique_name(technique));
    CHECK(std::find(seen.begin(), seen.end(), technique) != seen.end());
  }
}

TEST_CASE("a rating by deductions alone proves uniqueness; one that leans on a unique rectangle does not") {
  const Rating deduced =
      rate(read_puzzle("...52.7.......12..1....49..36...917..491.....5.7..3.4....6....2.3....4.5......3.."));
  CHECK(deduced.proves_unique());
  const std::vector<std::string> lines = test_support::puzzle_lines("test/data/logic/positions.txt");
  const auto line = std::find_if(lines.begin(), lines.end(),
                                 [](const std::string& text) { return text.starts_with("Unique Rectangle type 1\t"); });
  REQUIRE(line != lines.end());
  const std::string puzzle = line->substr(line->find('\t') + 1, 81);
  const Rating leaning = rate(read_puzzle(puzzle));
  CHECK(leaning.complete());
  CHECK_FALSE(leaning.deduced);
  CHECK_FALSE(leaning.proves_unique());
}
