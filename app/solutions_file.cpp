#include "solutions_file.hpp"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <sstream>

namespace dlx {

bool SolutionsFile::open(const std::string& path, std::string& problem) {
  path_ = path;
  // A directory opens as a stream that reads as empty: every puzzle would be checked against nothing.
  if (std::error_code ignored; std::filesystem::is_directory(path, ignored)) {
    problem = path + ": is a directory (--solutions takes a file)";
    return false;
  }
  file_.open(path, std::ios::binary);
  if (!file_) {
    problem = path + ": " + std::strerror(errno);
    return false;
  }
  open_ = true;
  return true;
}

void SolutionsFile::attach_next(Record& record) {
  record.companion.clear();
  record.companion_line = 0;
  for (std::string line; std::getline(file_, line);) {
    ++line_;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    const auto first = line.find_first_not_of(kBlanks);
    if (first == std::string::npos || line[first] == '#') continue;
    record.companion = line.substr(first);
    record.companion_line = line_;
    return;
  }
}

std::uint64_t SolutionsFile::lines_left() {
  std::uint64_t left = 0;
  for (std::string rest; std::getline(file_, rest);) {
    const auto first = rest.find_first_not_of(kBlanks);
    left += first != std::string::npos && rest[first] != '#';
  }
  return left;
}

sudoku::Claims SolutionsFile::claims_for(const Record& record, const sudoku::Puzzle& puzzle,
                                         const sudoku::ReaderOptions& reading, std::string& source) const {
  sudoku::Claims claims;
  claims.count = puzzle.count;
  source = record.source + ":" + std::to_string(record.line());
  if (!open_) {
    claims.solution = puzzle.solution;
    return claims;
  }
  if (record.companion_line == 0) {
    source = path_;
    claims.unreadable_solution = "no solution supplied for this puzzle (the solutions file ended)";
    return claims;
  }
  source = path_ + ":" + std::to_string(record.companion_line);
  std::istringstream line(record.companion);
  sudoku::ReaderOptions as_line = reading;
  as_line.format = sudoku::InputFormat::line;
  sudoku::PuzzleReader reader(line, as_line);
  sudoku::PuzzleRecord read;
  if (!reader.next(read) || read.error) {
    claims.unreadable_solution =
        "the supplied solution does not read" +
        (read.error ? " at column " + std::to_string(read.error->column) + ": " + read.error->message : std::string());
  } else if (read.puzzle->geometry->size() != puzzle.geometry->size()) {
    claims.unreadable_solution = "the supplied solution is " + read.puzzle->geometry->describe() + ", the puzzle " +
                                 puzzle.geometry->describe();
  } else {
    claims.solution = read.puzzle->givens;
  }
  return claims;
}

}  // namespace dlx
