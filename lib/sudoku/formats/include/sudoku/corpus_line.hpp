// Test-corpus lines, `puzzle:count[:solution]` (the convention of tdoku's test file): a puzzle, the number of its
// solutions, and for unique puzzles the solution. Solvers are checked against every such line.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "sudoku/line_format.hpp"

namespace sudoku {

struct CorpusEntry {
  Grid puzzle;
  std::uint64_t count = 0;
  bool has_solution = false;
  Grid solution;
};

std::optional<ParseError> parse_corpus_line(std::string_view line, const Geometry& geometry, CorpusEntry& out);

}  // namespace sudoku
