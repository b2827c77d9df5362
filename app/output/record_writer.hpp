// One writer for the records of every batch command: a command says what it found about an input record (an
// OutputRecord), the writer writes it in the chosen format. The commands' record dialects differ today (a solve line
// is the solution, a count line the puzzle and its count, a validate line "FILE:LINE: verdict"); they are all here,
// in one place, so that they can be unified.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "options/option_values.hpp"
#include "records.hpp"
#include "sudoku/formats.hpp"

namespace dlx {

// Which command's records: it decides the fields of a record and the CSV columns.
enum class RecordKind : std::uint8_t { solve, count, validate, encode };

// How a solve, count or encode record ended.
enum class RecordStatus : std::uint8_t {
  solved, no_solution, multiple, invalid, error, counted, partial, interrupted, written,
  first  // solve --first: several solutions, the first one found is given
};

// As records write it: "no-solution", ...
std::string_view status_name(RecordStatus status);

// What a command found about one input record.
struct OutputRecord {
  explicit OutputRecord(const Record& record) : input(record) {}

  const Record& input;                      // its source and line
  const sudoku::Puzzle* puzzle = nullptr;   // null when the record did not parse
  RecordStatus status = RecordStatus::error;  // solve, count, encode
  std::string_view verdict;                   // validate: "ok", "parse-error", ...
  std::string detail;                       // why (a clash, a parse error with its position, a verdict's reason)
  const sudoku::Grid* solution = nullptr;   // solve: the solution; validate: the first one found
  const sudoku::Grid* second_solution = nullptr;  // validate --show-solutions: a second one
  std::optional<std::uint64_t> count;       // count: solutions counted; validate: solutions found
  bool complete = true;                     // the count is exact
  std::optional<std::uint64_t> nodes;       // solve: search nodes
  std::optional<bool> minimal;              // validate --minimal
  std::string removable;                    // validate --minimal: a given that can go (not minimal)
  std::string body;                         // encode: the problem, or the name of the file it went to
};

class RecordWriter {
 public:
  RecordWriter(RecordKind kind, OutputFormat format, sudoku::SymbolSet symbols)
      : kind_(kind), format_(format), symbols_(symbols) {}

  OutputFormat format() const { return format_; }
  sudoku::SymbolSet symbols() const { return symbols_; }

  // What goes before the first record: the CSV header, or nothing.
  std::string header() const;
  // Appends `record` to `out`.
  void write(const OutputRecord& record, std::string& out) const;

  // A grid on one line, in the chosen symbols.
  std::string grid_line(const sudoku::Grid& grid) const;

 private:
  void write_line(const OutputRecord& record, std::string& out) const;  // line, grid, text, dlx
  void write_verdict_line(const OutputRecord& record, std::string& out) const;
  void write_count_line(const OutputRecord& record, std::string& out) const;
  void write_solution(const OutputRecord& record, std::string& out) const;
  void write_csv(const OutputRecord& record, std::string& out) const;
  void write_ndjson(const OutputRecord& record, std::string& out) const;
  std::string puzzle_text(const OutputRecord& record) const;

  RecordKind kind_;
  OutputFormat format_;
  sudoku::SymbolSet symbols_;
};

}  // namespace dlx
