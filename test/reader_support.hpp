// Puzzles for the test suites, read by the library's own PuzzleReader (sudoku/formats.hpp): every record of a text or
// stream; or the puzzles of a corpus file or of one line of text, where every record must be a puzzle (an error record
// fails the test with its line, column and message).
#pragma once

#include <doctest/doctest.h>

#include <sstream>
#include <string>
#include <vector>

#include "sudoku/formats.hpp"
#include "support.hpp"

namespace test_support {

// Every record of a stream or a text, puzzles and errors alike, in input order.
inline std::vector<sudoku::PuzzleRecord> read_all(std::istream& in, const sudoku::ReaderOptions& options = {}) {
  sudoku::PuzzleReader reader(in, options);
  std::vector<sudoku::PuzzleRecord> records;
  for (sudoku::PuzzleRecord record; reader.next(record);) records.push_back(record);
  CHECK_FALSE(reader.read_failed());
  return records;
}

inline std::vector<sudoku::PuzzleRecord> read_text(const std::string& text, const sudoku::ReaderOptions& options = {}) {
  std::istringstream in(text);
  return read_all(in, options);
}

// Every puzzle of `text`, in input order.
inline std::vector<sudoku::Puzzle> read_puzzles_in(const std::string& text) {
  std::vector<sudoku::Puzzle> puzzles;
  for (const sudoku::PuzzleRecord& record : read_text(text)) {
    if (record.error) {
      FAIL("line " << record.error->line << ", column " << record.error->column << ": " << record.error->message);
    }
    puzzles.push_back(*record.puzzle);
  }
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
