#include "records.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <istream>

namespace dlx {

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

RecordReader::RecordReader(std::vector<std::string> paths, std::istream& standard_input, sudoku::ReaderOptions options)
    : paths_(std::move(paths)), standard_input_(standard_input), options_(options) {
  if (paths_.empty()) paths_.push_back("-");
  for (const std::string& path : paths_) {
    std::error_code error;
    if (path == "-" || !std::filesystem::is_regular_file(path, error)) {
      bytes_total_ = 0;
      break;
    }
    bytes_total_ += std::filesystem::file_size(path, error);
  }
}

RecordReader::~RecordReader() = default;

// Opens the next source; false when there is none, or (with `problem` filled) when it cannot be opened.
bool RecordReader::open_next_source(Record& problem) {
  if (next_path_ >= paths_.size()) return false;
  const std::string& path = paths_[next_path_++];
  std::string why;
  current_ = open_source(path, standard_input_, file_, why);
  current_name_ = source_name(path);
  last_line_ = 0;
  if (current_ == nullptr) {
    problem.source = current_name_;
    problem.parsed = sudoku::PuzzleRecord{};
    problem.source_problem = why;
    return false;
  }
  reader_ = std::make_unique<sudoku::PuzzleReader>(*current_, options_);
  return true;
}

bool RecordReader::next(Record& record) {
  record.source_problem.clear();
  for (;;) {
    if (current_ == nullptr) {
      if (open_next_source(record)) continue;
      return !record.source_problem.empty();
    }
    if (reader_->next(record.parsed)) {
      record.source = current_name_;
      last_line_ = record.parsed.line;
      if (++records_since_position_ == 512 && current_ == &file_) {  // tellg may cost a system call: not every time
        records_since_position_ = 0;
        const auto position = file_.tellg();
        if (position > 0) bytes_read_.store(bytes_done_ + static_cast<std::uint64_t>(position), std::memory_order_relaxed);
      }
      return true;
    }
    // std::cin reads through C stdio, which keeps its errors to itself (stdin redirected from a directory).
    const bool failed = reader_->read_failed() || current_->bad() || (current_ == &std::cin && std::ferror(stdin) != 0);
    if (current_ == &file_) {
      std::error_code ignored;
      bytes_done_ += std::filesystem::file_size(paths_[next_path_ - 1], ignored);
      bytes_read_.store(bytes_done_, std::memory_order_relaxed);
    }
    reader_.reset();
    current_ = nullptr;
    if (failed) {
      record.source = current_name_;
      record.parsed = sudoku::PuzzleRecord{};
      record.parsed.line = last_line_;
      record.source_problem = current_name_ + ": read error after line " + std::to_string(last_line_);
      return true;
    }
  }
}

}  // namespace dlx
