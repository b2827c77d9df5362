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
  for (const std::string& path : paths_) {
    std::error_code error;
    const auto size = path == "-" ? 0 : std::filesystem::file_size(path, error);
    if (path == "-" || error || !std::filesystem::is_regular_file(path, error)) {
      bytes_total_ = 0;
      break;
    }
    bytes_total_ += size;
  }
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

// Opens the next source; false when there is none, or (with `problem` filled) when it cannot be opened.
bool RecordReader::open_next_source(Record& problem) {
  if (next_path_ >= paths_.size()) return false;
  const std::string& path = paths_[next_path_++];
  line_ = 0;
  std::string why;
  current_ = open_source(path, standard_input_, file_, why);
  current_name_ = source_name(path);
  if (current_ == nullptr) {
    problem.source = current_name_;
    problem.line = 0;
    problem.text.clear();
    problem.source_problem = why;
    return false;
  }
  return true;
}

namespace {

// Reads one line into `text` (without '\n'), keeping at most `max` bytes of it; false at the end of the input.
bool read_line(std::istream& in, std::string& text, std::size_t max, bool& too_long, std::uint64_t& bytes) {
  text.clear();
  too_long = false;
  std::streambuf* buffer = in.rdbuf();
  bool any = false;
  for (int c = buffer->sbumpc(); c != std::char_traits<char>::eof(); c = buffer->sbumpc()) {
    any = true;
    ++bytes;
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
  record.source_problem.clear();
  for (;;) {
    if (current_ == nullptr) {
      if (open_next_source(record)) continue;
      return !record.source_problem.empty();
    }
    if (!read_line(*current_, record.text, kMaxLineLength, record.too_long, bytes_read_)) {
      // std::cin reads through C stdio, which keeps its errors to itself (stdin redirected from a directory).
      const bool failed = current_->bad() || (current_ == &std::cin && std::ferror(stdin) != 0);
      current_ = nullptr;
      if (failed) {
        record.source = current_name_;
        record.line = line_;
        record.source_problem = current_name_ + ": read error after line " + std::to_string(line_);
        return true;
      }
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
