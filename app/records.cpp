#include "records.hpp"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <cstdio>
#include <iostream>
#include <istream>

namespace dlx {

RecordReader::RecordReader(std::vector<std::string> paths, std::istream& standard_input)
    : paths_(std::move(paths)), standard_input_(standard_input) {
  if (paths_.empty()) paths_.push_back("-");
}

std::istream* open_source(const std::string& path, std::istream& standard_input, std::ifstream& file,
                          std::string& problem) {
  if (path == "-") return &standard_input;
  std::error_code ignored;
  if (std::filesystem::is_directory(path, ignored)) {
    problem = path + ": is a directory";
    return nullptr;
  }
  file.close();
  file.clear();
  file.open(path, std::ios::binary);
  if (!file) {
    problem = path + ": " + std::strerror(errno);
    return nullptr;
  }
  return &file;
}

std::string source_name(const std::string& path) { return path == "-" ? "<stdin>" : path; }

bool RecordReader::open_next_source() {
  while (next_path_ < paths_.size()) {
    const std::string& path = paths_[next_path_++];
    line_ = 0;
    std::string problem;
    current_ = open_source(path, standard_input_, file_, problem);
    if (current_ == nullptr) {
      problems_.push_back(problem);
      continue;
    }
    current_name_ = source_name(path);
    return true;
  }
  current_ = nullptr;
  return false;
}

namespace {

// Reads one line into `text` (without '\n'), keeping at most `max` bytes of it; false at the end of the input.
bool read_line(std::istream& in, std::string& text, std::size_t max, bool& too_long) {
  text.clear();
  too_long = false;
  std::streambuf* buffer = in.rdbuf();
  bool any = false;
  for (int c = buffer->sbumpc(); c != std::char_traits<char>::eof(); c = buffer->sbumpc()) {
    any = true;
    if (c == '\n') return true;
    if (text.size() < max) {
      text.push_back(static_cast<char>(c));
    } else {
      too_long = true;
    }
  }
  in.setstate(std::ios::eofbit);
  return any;
}

}  // namespace

bool RecordReader::next(Record& record) {
  for (;;) {
    if (current_ == nullptr && !open_next_source()) return false;
    if (!read_line(*current_, record.text, kMaxLineLength, record.too_long)) {
      // std::cin reads through C stdio, which keeps its errors to itself (stdin redirected from a directory).
      const bool failed = current_->bad() || (current_ == &std::cin && std::ferror(stdin) != 0);
      if (failed) problems_.push_back(current_name_ + ": read error after line " + std::to_string(line_));
      current_ = nullptr;
      continue;
    }
    ++line_;
    if (!record.text.empty() && record.text.back() == '\r') record.text.pop_back();
    const auto first = record.text.find_first_not_of(kBlanks);
    if (!record.too_long && (first == std::string::npos || record.text[first] == '#')) continue;
    record.source = current_name_;
    record.line = line_;
    return true;
  }
}

}  // namespace dlx
