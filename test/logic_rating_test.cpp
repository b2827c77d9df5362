// Ratings against Sudoku Explainer 1.2.1's, as SukakuExplainer's serate gives them (test/data/se-ratings.txt, whose
// header says how it was made). The acceptance figures: on puzzles SE rates 6.2 or less, the same ER on at least 95%;
// on those it rates 6.5 to 7.5, an ER within 0.2 on at least 80%. The default run rates every 4th puzzle of the set;
// suite `slow` (logic_rating_slow) rates them all.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdio>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "reader_support.hpp"
#include "sudoku/rating.hpp"
#include "support.hpp"

using namespace sudoku;

namespace {

struct Reference {
  std::string puzzle;
  int er = 0;
  int ep = 0;
  int ed = 0;
  std::string technique;
};

int tenths(const std::string& text) { return static_cast<int>(std::lround(std::stod(text) * 10)); }

std::vector<Reference> reference_set() {
  std::vector<Reference> set;
  for (const std::string& line : test_support::puzzle_lines("test/data/se-ratings.txt")) {
    std::istringstream fields(line);
    Reference reference;
    std::string figures;
    fields >> reference.puzzle >> figures;
    std::getline(fields >> std::ws, reference.technique);
    const auto slash1 = figures.find('/');
    const auto slash2 = figures.find('/', slash1 + 1);
    reference.er = tenths(figures.substr(0, slash1));
    reference.ep = tenths(figures.substr(slash1 + 1, slash2 - slash1 - 1));
    reference.ed = tenths(figures.substr(slash2 + 1));
    set.push_back(reference);
  }
  return set;
}

Puzzle classic(const std::string& line) {
  Puzzle puzzle;
  puzzle.geometry = std::make_shared<const Geometry>(Geometry::classic());
  puzzle.givens = Grid(9);
  for (int cell = 0; cell < 81; ++cell) {
    const char c = line[static_cast<std::size_t>(cell)];
    if (c >= '1' && c <= '9') puzzle.givens.set(cell, c - '0');
  }
  return puzzle;
}

struct Band {
  int total = 0;
  int same = 0;
  int within = 0;  // within 0.2
  int same_ep_ed = 0;
};

void check_agreement(int every) {
  const std::vector<Reference> set = reference_set();
  REQUIRE(set.size() > 2000);
  Band easy;    // SE's ER <= 6.2
  Band chains;  // 6.5 <= ER <= 7.5
  std::string misses;
  for (std::size_t k = 0; k < set.size(); k += static_cast<std::size_t>(every)) {
    const Reference& reference = set[k];
    Band* band = reference.er <= 62 ? &easy : (reference.er >= 65 && reference.er <= 75) ? &chains : nullptr;
    if (band == nullptr) continue;
    const Rating rating = rate(classic(reference.puzzle));
    REQUIRE(rating.complete());
    ++band->total;
    band->same += rating.er == reference.er;
    band->within += std::abs(rating.er - reference.er) <= 2;
    band->same_ep_ed += rating.ep == reference.ep && rating.ed == reference.ed;
    if (rating.er != reference.er && misses.size() < 2000) {
      misses += reference.puzzle + " SE " + difficulty_text(reference.er) + " " + reference.technique + ", ours " +
                difficulty_text(rating.er) + " " + rating.hardest_name + "\n";
    }
  }
  INFO("ER <= 6.2: " << easy.same << " of " << easy.total << " the same; 6.5-7.5: " << chains.within << " of "
                     << chains.total << " within 0.2\n"
                     << misses);
  REQUIRE(easy.total > 0);
  CHECK(easy.same * 100 >= easy.total * 95);
  CHECK(easy.same_ep_ed * 100 >= easy.total * 95);
  REQUIRE(chains.total > 0);
  CHECK(chains.within * 100 >= chains.total * 80);
  MESSAGE("ER <= 6.2: same ER on " << easy.same << " of " << easy.total << "; 6.5-7.5: within 0.2 on "
                                   << chains.within << " of " << chains.total << " (same ER " << chains.same << ")");
}

}  // namespace

TEST_CASE("ratings agree with Sudoku Explainer 1.2.1 on a quarter of the reference set" * doctest::test_suite("fast")) {
  check_agreement(4);
}

TEST_CASE("ratings agree with Sudoku Explainer 1.2.1 on the whole reference set" * doctest::test_suite("slow")) {
  check_agreement(1);
}

TEST_CASE("grades follow the documented scale") {
  CHECK(grade_of(10) == "easy");
  CHECK(grade_of(20) == "easy");
  CHECK(grade_of(23) == "medium");
  CHECK(grade_of(32) == "hard");
  CHECK(grade_of(45) == "very hard");
  CHECK(grade_of(62) == "very hard");
  CHECK(grade_of(66) == "fiendish");
  CHECK(grade_of(83) == "diabolical");
  CHECK(grade_of(90) == "extreme");
}
