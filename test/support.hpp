// Helpers shared by the test suites: paths into the source tree, reading corpora, a reproducible random source, and
// unwrapping a value-or-error result.
#pragma once

#include <doctest/doctest.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>
#include <variant>
#include <unistd.h>
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

inline void write_file(const std::string& path, const std::string& contents) {
  std::ofstream out(path, std::ios::binary);
  out << contents;
  if (!out.flush()) throw std::runtime_error("cannot write " + path);
}

// A new empty directory for one test's files, under the system's temporary directory (emptied if a former run left
// it), named after `name` and this process.
inline std::string temporary_directory(const std::string& name) {
  const std::filesystem::path path =
      std::filesystem::temp_directory_path() / ("dlx-test-" + name + "-" + std::to_string(::getpid()));
  std::filesystem::remove_all(path);
  std::filesystem::create_directories(path);
  return path.string();
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

// A 64-bit linear congruential generator (Knuth's MMIX constants): the same numbers on every run, machine and standard
// library, unlike std::uniform_int_distribution, so a seeded random test is the same test everywhere.
struct Random {
  std::uint64_t state;
  std::uint32_t below(std::uint32_t n) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<std::uint32_t>((state >> 33) % n);
  }
};

// The value of a result that must not be an error (a geometry, ...); the test fails with the error's text otherwise.
template <class Value>
Value must(std::variant<Value, std::string> result) {
  if (auto* error = std::get_if<std::string>(&result)) FAIL("unexpected error: " << *error);
  return std::get<Value>(std::move(result));
}

}  // namespace test_support
