// The CSV reader (grammar in csv_reader.cpp), and the pieces of CSV the detection needs to tell a header line.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../reader_context.hpp"

namespace sudoku::detail {

// A field of a CSV line: [begin, end) of the text, without the quotes around it.
struct CsvField {
  std::size_t begin = 0;
  std::size_t end = 0;
};

// Splits a CSV line at `delimiter` (',' ';' or a tab); a field in double quotes may hold it (and "" for a quote, left
// as is).
void split_csv(std::string_view text, std::vector<CsvField>& fields, char delimiter = ',');
// The delimiter of a CSV file, from its header (or first) line: ',' if it has one, else ';', else a tab; 0 for none.
char csv_delimiter(std::string_view line);
// Whether the first field of `line` (split at `delimiter`) is a whole grid of cells: a row of data, not a header.
bool starts_with_grid(std::string_view line, char delimiter);
// A column name: a word starting with a letter (letters, digits, _ - . and spaces), not a run of cells.
bool is_column_name(std::string_view name);
// A name of the puzzle or of the solution column.
bool is_known_column_name(std::string_view name);

// The rows after a header: each a puzzle, its givens in the puzzle column, its solution perhaps in another.
class CsvReader {
 public:
  bool started() const { return started_; }
  // Takes the columns from the header line; every line after it is a row.
  void start(std::string_view header);
  // A file with no header, whose first line is already a row: the puzzle in the first column, its solution (if any)
  // in the second.
  void start_without_header(std::string_view first_row);
  void read_row(ReaderContext& context, const InputLine& line, PuzzleRecord& record);

 private:
  bool started_ = false;
  std::size_t puzzle_column_ = 0;
  std::optional<std::size_t> solution_column_;
  std::optional<std::size_t> name_column_;  // a column headed id or name: the record's name
  char delimiter_ = ',';
  std::string puzzle_column_name_;  // as the header has it, for messages
  std::vector<CsvField> fields_;
};

}  // namespace sudoku::detail
