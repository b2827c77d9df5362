// validate --solutions FILE: the expected solution of each puzzle, one per line in the order of the puzzles, read
// alongside them (comment and blank lines skipped).
#pragma once

#include <cstdint>
#include <fstream>
#include <string>

#include "records.hpp"
#include "sudoku/formats.hpp"
#include "sudoku/validate.hpp"

namespace dlx {

class SolutionsFile {
 public:
  // Opens `path`; false (with the reason in `problem`) when it cannot be opened.
  bool open(const std::string& path, std::string& problem);
  bool is_open() const { return open_; }  // set once, before any worker asks
  const std::string& path() const { return path_; }

  // Attaches the next solution line to `record` (record.companion, companion_line 0 when the file has ended).
  void attach_next(Record& record);
  // How many solution lines are left after the last puzzle.
  std::uint64_t lines_left();

  // What the record claims: the count and solution read with the puzzle, or with this file open its solution line
  // (read as `reading` reads puzzles, as one line), and where it came from ("FILE:LINE") in `source`.
  sudoku::Claims claims_for(const Record& record, const sudoku::Puzzle& puzzle, const sudoku::ReaderOptions& reading,
                            std::string& source) const;

 private:
  std::string path_;
  std::ifstream file_;
  std::int64_t line_ = 0;
  bool open_ = false;
};

}  // namespace dlx
