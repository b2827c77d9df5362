// Puzzles for the test suites, read by the library's own PuzzleReader (sudoku/formats.hpp): a corpus file, or one
// line of text. Every record must be a puzzle; an error record fails the test with its line, column and message.
#pragma once

#include <doctest/doctest.h>

#include <sstream>
#include <string>
#include <vector>

#include "sudoku/formats.hpp"
#include "support.hpp"

namespace test_support {

// Every puzzle of `text`, in input order.
inline std::vector<sudoku::Puzzle> read_puzzles_in(const std::string& text) {
  std::istringstream in(text);
  sudoku::PuzzleReader reader(in);
  std::vector<sudoku::Puzzle> puzzles;
  for (sudoku::PuzzleRecord record; reader.next(record);) {
    if (record.error) {
      FAIL("line " << record.error->line << ", column " << record.error->column << ": " << record.error->message);
    }
    puzzles.push_back(*record.puzzle);
  }
  REQUIRE_FALSE(reader.read_failed());
  return puzzles;
}

// Every puzzle of a file of the source tree (a path such as "puzzles/top95.txt").
inline std::vector<sudoku::Puzzle> read_puzzles(const std::string& relative) {
  return read_puzzles_in(read_file(source_path(relative)));
}

// The givens of the one puzzle that `line` holds.
inline sudoku::Grid grid_of(const std::string& line) {
  const std::vector<sudoku::Puzzle> puzzles = read_puzzles_in(line + "\n");
  REQUIRE(puzzles.size() == 1);
  return puzzles[0].givens;
}

}  // namespace test_support
