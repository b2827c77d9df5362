// PuzzleReader::next: asks the detection (detection.cpp) what the next line is and hands it to the reader of its
// format (readers/*.cpp); keeps the state between records: a header waiting for its puzzle, the CSV columns.
#include "sudoku/puzzle_reader.hpp"

#include <istream>

#include "detection.hpp"
#include "reader_context.hpp"
#include "readers/block_reader.hpp"
#include "readers/candidate_reader.hpp"
#include "readers/csv_reader.hpp"
#include "readers/extended_line_reader.hpp"
#include "readers/json_reader.hpp"
#include "readers/line_reader.hpp"

namespace sudoku {

using namespace detail;

class PuzzleReader::Impl {
 public:
  Impl(std::istream& in, const ReaderOptions& options) : in_(in), context_(in, options) {}

  bool next(PuzzleRecord& record);
  bool read_failed() const { return context_.source.failed() || in_.bad(); }

 private:
  // The record of the current line (all the lines of a block grid); false when the line makes none.
  bool read_record(const InputLine& line, PuzzleRecord& record);
  bool read_csv_line(const InputLine& line, PuzzleRecord& record);

  std::istream& in_;
  ReaderContext context_;
  BlockReader block_;
  CsvReader csv_;
};

bool PuzzleReader::Impl::next(PuzzleRecord& record) {
  record.error.reset();
  record.name.reset();  // a record slot is reused: no name nor notation may carry over from the last record
  record.symbols = SymbolSet::automatic;
  record.block = false;
  std::optional<PendingHeader>& header = context_.header;
  for (;;) {
    const InputLine* line = context_.source.peek();
    if (line == nullptr && !header) return false;
    if (line == nullptr || (header && classify(context_, *line).kind == LineKind::header)) {
      // A header names the next puzzle; one followed by the end or by another header names none.
      record.line = header->line;
      fail(record, ReadError{header->line, 1, "'" + header->name + "' is not followed by a puzzle"});
      header.reset();
      context_.any_record = true;
      return true;
    }
    record.line = header ? header->line : line->number;
    if (!read_record(*line, record)) continue;
    if (header && record.puzzle) record.puzzle->name = header->name;
    header.reset();
    context_.any_record = true;
    return true;
  }
}

bool PuzzleReader::Impl::read_record(const InputLine& line, PuzzleRecord& record) {
  if (line.defect != LineDefect::none) {
    fail(record, defect_error(line, context_.options.max_line_length));
    context_.source.pop();
    context_.last_block_size = 0;
    return true;
  }
  if (csv_.started() || context_.options.format == InputFormat::csv) return read_csv_line(line, record);
  if (read_plain_9x9_line(context_, line, record)) {
    context_.source.pop();
    context_.last_block_size = 0;
    return true;
  }
  const LineShape shape = classify(context_, line);
  switch (shape.kind) {
    case LineKind::blank:
    case LineKind::comment:
    case LineKind::separator:
    case LineKind::size_line:
      context_.source.pop();
      return false;
    case LineKind::header:
      context_.header = PendingHeader{line.number, std::string(trim(line.text))};
      context_.source.pop();
      return false;
    case LineKind::csv_header:
      csv_.start(line.text);
      context_.source.pop();
      return false;
    case LineKind::row:
      block_.read(context_, record);  // reads all its lines
      return true;
    case LineKind::one_line:
      read_one_line(context_, line, shape, record);
      break;
    case LineKind::candidates:
      read_candidate_line(context_, line, shape, record);
      break;
    case LineKind::extended:
      read_extended_line(line, context_.builder, record);
      break;
    case LineKind::json:
      read_json_line(line, context_.builder, record);
      break;
    case LineKind::unreadable:
      report_unreadable(context_, line, record);
      break;
  }
  context_.source.pop();
  context_.last_block_size = 0;
  return true;
}

// CSV: the header (the first line when the format is forced), then every line a row, `#` and blank lines aside.
bool PuzzleReader::Impl::read_csv_line(const InputLine& line, PuzzleRecord& record) {
  const std::size_t start = skip_spaces(line.text, 0);
  const bool header = !csv_.started();
  bool row = false;
  if (start < line.text.size() && line.text[start] != '#') {
    if (header && starts_with_grid(line.text, csv_delimiter(line.text))) {
      csv_.start_without_header(line.text);  // no header: the first line is a puzzle, never dropped
      row = true;
    } else if (header) {
      csv_.start(line.text);
    } else {
      row = true;
    }
    if (row) csv_.read_row(context_, line, record);
  }
  context_.source.pop();
  if (!row) return false;
  context_.last_block_size = 0;
  return true;
}

PuzzleReader::PuzzleReader(std::istream& in, ReaderOptions options) : impl_(std::make_unique<Impl>(in, options)) {}
PuzzleReader::~PuzzleReader() = default;
bool PuzzleReader::next(PuzzleRecord& record) { return impl_->next(record); }
bool PuzzleReader::read_failed() const { return impl_->read_failed(); }

}  // namespace sudoku
