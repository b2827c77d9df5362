#include "records.hpp"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <istream>

namespace dlx {

RecordReader::RecordReader(std::vector<std::string> paths, std::istream& standard_input)
    : paths_(std::move(paths)), standard_input_(standard_input) {
  if (paths_.empty()) paths_.push_back("-");
}

bool RecordReader::open_next_source() {
  while (next_path_ < paths_.size()) {
    const std::string& path = paths_[next_path_++];
    line_ = 0;
    if (path == "-") {
      current_ = &standard_input_;
      current_name_ = "<stdin>";
      return true;
    }
    std::error_code ignored;
    if (std::filesystem::is_directory(path, ignored)) {
      problems_.push_back(path + ": is a directory");
      continue;
    }
    file_.close();
    file_.clear();
    file_.open(path, std::ios::binary);
    if (!file_) {
      problems_.push_back(path + ": " + std::strerror(errno));
      continue;
    }
    current_ = &file_;
    current_name_ = path;
    return true;
  }
  current_ = nullptr;
  return false;
}

bool RecordReader::next(Record& record) {
  for (;;) {
    if (current_ == nullptr && !open_next_source()) return false;
    if (!std::getline(*current_, record.text)) {
      if (current_->bad()) problems_.push_back(current_name_ + ": read error after line " + std::to_string(line_));
      current_ = nullptr;
      continue;
    }
    ++line_;
    if (!record.text.empty() && record.text.back() == '\r') record.text.pop_back();
    const auto first = record.text.find_first_not_of(" \t");
    if (first == std::string::npos || record.text[first] == '#') continue;
    record.source = current_name_;
    record.line = line_;
    return true;
  }
}

}  // namespace dlx
