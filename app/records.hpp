// Input for the batch commands: the lines of the named files in order (or of stdin for none or "-"), one record per
// puzzle line. Blank lines and lines starting with '#' are not records; a CR before the line end is dropped.
#pragma once

#include <cstdint>
#include <fstream>
#include <iosfwd>
#include <string>
#include <vector>

namespace dlx {

// Opens `path` for reading ("-" is `standard_input`, using `file` for anything else). Returns the stream, or nullptr
// with the reason in `problem` ("FILE: No such file or directory", "FILE: is a directory").
std::istream* open_source(const std::string& path, std::istream& standard_input, std::ifstream& file,
                          std::string& problem);

// How a source is named in messages: the path as given, or "<stdin>".
std::string source_name(const std::string& path);

// The white space of a line: blank lines and the space before a comment's '#' are made of these.
inline constexpr const char* kBlanks = " \t\r\v\f";

struct Record {
  std::string source;     // the file name as given, or "<stdin>"
  std::int64_t line = 0;  // 1-based line number in that source
  std::string text;       // the line, without its end (its first kMaxLineLength bytes when too_long)
  bool too_long = false;  // the line was longer than kMaxLineLength: not a puzzle, an error to report
  // Not empty: this record is not a line but a source that could not be opened or read ("FILE: reason"), reported
  // where its lines would have been.
  std::string source_problem;
  // A line from a companion file read alongside (validate --solutions: this puzzle's expected solution), with its
  // position; `companion_line` 0 when the companion file had no line left for this record.
  std::string companion;
  std::int64_t companion_line = 0;
};

class RecordReader {
 public:
  // No puzzle line is anywhere near this long (25x25 is 625 cells); a longer line is reported, not buffered.
  static constexpr std::size_t kMaxLineLength = 1 << 20;

  RecordReader(std::vector<std::string> paths, std::istream& standard_input);

  // Fills `record` with the next record and returns true, or returns false when every source is done. A source that
  // cannot be opened or read gives a record with `source_problem` set, in its place.
  bool next(Record& record);

  // How far through the input: bytes read so far, and the total size when every source is a regular file (else 0).
  std::uint64_t bytes_read() const { return bytes_read_; }
  std::uint64_t bytes_total() const { return bytes_total_; }

 private:
  bool open_next_source(Record& problem);

  std::vector<std::string> paths_;
  std::size_t next_path_ = 0;
  std::istream& standard_input_;
  std::ifstream file_;
  std::istream* current_ = nullptr;
  std::string current_name_;
  std::int64_t line_ = 0;
  std::uint64_t bytes_read_ = 0;
  std::uint64_t bytes_total_ = 0;
};

}  // namespace dlx
