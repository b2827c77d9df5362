/// \file
/// One step of a human solution: what it places, what it eliminates, by which technique, and why, in the notation
/// the forums and HoDoKu use (`r3c7=5` places 5 in row 3 column 7, `r3c7<>5` removes it as a candidate; chains in
/// Eureka notation, `(5)r1c1=r1c7-(5=2)r2c8`).
///
/// Thread safety: a plain value.
#pragma once

#include <string>
#include <vector>

#include "sudoku/technique.hpp"

namespace sudoku {

struct Placement {
  int cell = 0;
  int digit = 0;
  bool operator==(const Placement&) const = default;
};

struct Elimination {
  int cell = 0;
  int digit = 0;
  bool operator==(const Elimination&) const = default;
};

struct Step {
  Technique technique = Technique::by_search;
  int difficulty = 0;  // tenths of SE's scale: the technique's base plus SE's bonus for length or size
  /// The step's variant as the forums name it ("Hidden Single", "Pointing", "Turbot Fish", "Unique Rectangle type 2").
  std::string name;
  /// Why, after the name: "r4c5=5 in box 5", "5 in b1 => r3c7<>5", "(5)r1c1=r1c7-r3c7=r3c2 => r1c2<>5".
  std::string reason;
  std::vector<Placement> placements;
  std::vector<Elimination> eliminations;

  /// "Hidden Single: r4c5=5 in box 5": the step on one line.
  std::string text() const { return name + ": " + reason; }
  /// Whether the step places a digit (SE's EP counts up to the first such step).
  bool places() const { return !placements.empty(); }
};

}  // namespace sudoku
