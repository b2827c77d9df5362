// Helpers shared by the test suites: paths into the source tree and reading corpora.
#pragma once

#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace test_support {

inline std::string source_path(const std::string& relative) { return std::string(DLX_SOURCE_DIR) + "/" + relative; }

inline std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot open " + path);
  std::ostringstream contents;
  contents << in.rdbuf();
  return contents.str();
}

// The puzzle lines of a corpus: blank and '#' lines dropped, CR stripped.
inline std::vector<std::string> puzzle_lines(const std::string& relative) {
  std::istringstream in(read_file(source_path(relative)));
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty() || line[0] == '#') continue;
    lines.push_back(line);
  }
  return lines;
}

}  // namespace test_support
