// Input for the batch commands: the puzzles of the named files in order (or of stdin for none or "-"), one record per
// puzzle, read by sudoku::PuzzleReader (every format it knows, auto-detected), or one record per thing that was not a
// puzzle: a format error where a puzzle should have been, or a file that could not be opened or read.
#pragma once

#include <atomic>
#include <cstdint>
#include <fstream>
#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "sudoku/formats.hpp"

namespace dlx {

// Opens `path` for reading ("-" is `standard_input`, using `file` for anything else). Returns the stream, or nullptr
// with the reason in `problem` ("FILE: No such file or directory", "FILE: is a directory").
std::istream* open_source(const std::string& path, std::istream& standard_input, std::ifstream& file,
                          std::string& problem);

// How a source is named in messages: the path as given, or "<stdin>".
std::string source_name(const std::string& path);

// The white space of a line.
inline constexpr const char* kBlanks = " \t\r\v\f";

struct Record {
  std::string source;            // the file name as given, or "<stdin>"
  sudoku::PuzzleRecord parsed;   // the puzzle, or the error where one should have been; parsed.line is its line
  // Not empty: this record is not a puzzle but a source that could not be opened or read ("FILE: reason"),
  // reported where its puzzles would have been.
  std::string source_problem;
  // A line from a companion file read alongside (validate --solutions: this puzzle's expected solution), with its
  // position; `companion_line` 0 when the companion file had no line left for this record.
  std::string companion;
  std::int64_t companion_line = 0;
  std::uint64_t index = 0;  // the record's place in the whole input, from 0 (set by run_batch)
  std::uint64_t puzzle_index = 0;  // how many records before this one were puzzles (set by run_batch)
  std::string shard;  // "K/N" when the run is shard K of N (--shard), else empty (set by run_batch)

  std::int64_t line() const { return parsed.line; }
};

// Where a batch's records come from: the puzzles of files (RecordReader), or records made on the spot (generate).
class RecordSource {
 public:
  virtual ~RecordSource() = default;
  // Fills `record` with the next record and returns true, or returns false when there is none left.
  virtual bool next(Record& record) = 0;
  // How far through the input, for the progress report, in any unit (bytes, records): done so far (safe to read
  // from another thread) and the total (0 when unknown).
  virtual std::uint64_t amount_done() const = 0;
  virtual std::uint64_t amount_total() const = 0;
};

class RecordReader final : public RecordSource {
 public:
  RecordReader(std::vector<std::string> paths, std::istream& standard_input, sudoku::ReaderOptions options = {});
  ~RecordReader() override;

  // Fills `record` with the next record and returns true, or returns false when every source is done.
  bool next(Record& record) override;

  // How far through the input: bytes read so far (updated every few hundred records, safe to read from another
  // thread), and the total size when every source is a regular file (else 0).
  std::uint64_t bytes_read() const { return bytes_read_.load(std::memory_order_relaxed); }
  std::uint64_t bytes_total() const { return bytes_total_; }
  std::uint64_t amount_done() const override { return bytes_read(); }
  std::uint64_t amount_total() const override { return bytes_total(); }

 private:
  bool open_next_source(Record& problem);

  std::vector<std::string> paths_;
  std::size_t next_path_ = 0;
  std::istream& standard_input_;
  sudoku::ReaderOptions options_;
  std::ifstream file_;
  std::istream* current_ = nullptr;
  std::unique_ptr<sudoku::PuzzleReader> reader_;
  std::string current_name_;
  std::int64_t last_line_ = 0;
  std::uint64_t bytes_done_ = 0;  // the sizes of the sources already read
  std::uint64_t bytes_total_ = 0;
  std::atomic<std::uint64_t> bytes_read_{0};
  std::uint32_t records_since_position_ = 0;
};

}  // namespace dlx
