#include "output/record_writer.hpp"

#include <array>
#include <nlohmann/json.hpp>

#include "text_fields.hpp"

namespace dlx {

namespace {

// "7465", or "2+" when the count stopped early; "" when there is no count.
std::string count_text(const OutputRecord& record) {
  return record.count ? std::to_string(*record.count) + (record.complete ? "" : "+") : std::string();
}

}  // namespace

std::string_view status_name(RecordStatus status) {
  static constexpr std::array<std::string_view, 10> kNames = {
      "solved", "no-solution", "multiple", "invalid", "error", "counted", "partial", "interrupted", "written", "first"};
  return kNames[static_cast<std::size_t>(status)];
}

std::string RecordWriter::header() const {
  if (format_ != OutputFormat::csv) return "";
  switch (kind_) {
    case RecordKind::solve: return "source,line,puzzle,status,detail,solution\n";
    case RecordKind::count: return "source,line,puzzle,status,detail,count\n";
    case RecordKind::validate: return "source,line,verdict,detail,puzzle,solution,minimal\n";
    case RecordKind::encode: break;
  }
  return "";
}

void RecordWriter::write(const OutputRecord& record, std::string& out) const {
  switch (format_) {
    case OutputFormat::csv: return write_csv(record, out);
    case OutputFormat::ndjson: return write_ndjson(record, out);
    case OutputFormat::line:
    case OutputFormat::grid:
    case OutputFormat::dlx:
    case OutputFormat::text: return write_line(record, out);
  }
}

std::string RecordWriter::grid_line(const sudoku::Grid& grid) const {
  std::string text;
  sudoku::append_grid_line(grid, symbols_, text);
  return text;
}

std::string RecordWriter::puzzle_text(const OutputRecord& record) const {
  return record.puzzle != nullptr ? sudoku::format_puzzle(*record.puzzle, symbols_) : std::string();
}

void RecordWriter::write_line(const OutputRecord& record, std::string& out) const {
  switch (kind_) {
    case RecordKind::validate: return write_verdict_line(record, out);
    case RecordKind::count: return write_count_line(record, out);
    case RecordKind::solve: return write_solution(record, out);
    case RecordKind::encode:
      if (record.status == RecordStatus::error) {
        out += "| error: " + record.detail + "\n";  // a DLX comment: what precedes the problem stays readable by cover
      } else {
        out += record.body;
      }
      return;
  }
}

// "FILE:LINE: verdict: detail (minimal)"
void RecordWriter::write_verdict_line(const OutputRecord& record, std::string& out) const {
  out += record.input.source + ":" + std::to_string(record.input.line()) + ": ";
  out += record.verdict;
  if (!record.detail.empty()) out += ": " + record.detail;
  if (record.minimal) out += *record.minimal ? " (minimal)" : " (not minimal: " + record.removable + " can go)";
  out += '\n';
}

// The puzzle and its count ("2+ (partial: timeout)" when a budget cut it short), or why there is none.
void RecordWriter::write_count_line(const OutputRecord& record, std::string& out) const {
  if (record.status == RecordStatus::error) {
    out += "error: " + record.detail + "\n";
    return;
  }
  out += puzzle_text(record) + " ";
  if (record.status == RecordStatus::invalid) {
    out += "invalid: " + record.detail + "\n";
    return;
  }
  out += count_text(record);
  if (!record.detail.empty()) out += " (partial: " + record.detail + ")";
  out += '\n';
}

// The solution on a line, or as a block followed by a blank line (grid); else a marker line ("no solution").
void RecordWriter::write_solution(const OutputRecord& record, std::string& out) const {
  const bool block = format_ == OutputFormat::grid;
  switch (record.status) {
    case RecordStatus::solved:
    case RecordStatus::first:
      if (block) {
        sudoku::append_grid_block(*record.solution, *record.puzzle->geometry, symbols_, out);
      } else {
        sudoku::append_grid_line(*record.solution, symbols_, out);
      }
      out += '\n';
      return;
    case RecordStatus::error: out += "error: " + record.detail + "\n"; break;
    case RecordStatus::invalid: out += "invalid: " + record.detail + "\n"; break;
    case RecordStatus::no_solution: out += "no solution\n"; break;
    case RecordStatus::multiple: out += "multiple solutions\n"; break;
    default: out += std::string(status_name(record.status)) + "\n"; break;
  }
  if (block) out += '\n';
}

void RecordWriter::write_csv(const OutputRecord& record, std::string& out) const {
  out += csv_field(record.input.source) + "," + std::to_string(record.input.line()) + ",";
  const std::string solution = record.solution != nullptr ? grid_line(*record.solution) : std::string();
  if (kind_ == RecordKind::validate) {
    const std::string minimal = record.minimal ? (*record.minimal ? "yes" : "no") : "";
    out += std::string(record.verdict) + "," + csv_field(record.detail) + "," + csv_field(puzzle_text(record)) + "," +
           solution + "," + minimal + "\n";
    return;
  }
  out += csv_field(puzzle_text(record)) + "," + std::string(status_name(record.status)) + "," +
         csv_field(record.detail) + ",";
  out += kind_ == RecordKind::count ? count_text(record) : solution;
  out += '\n';
}

void RecordWriter::write_ndjson(const OutputRecord& record, std::string& out) const {
  nlohmann::json object = {{"source", record.input.source}, {"line", record.input.line()},
                           {"puzzle", puzzle_text(record)}};
  if (kind_ == RecordKind::validate) {
    object["verdict"] = record.verdict;
    object["detail"] = record.detail;
    if (record.count) {
      object["solutions"] = *record.count;
      object["complete"] = record.complete;
    }
    if (record.second_solution != nullptr) object["second_solution"] = grid_line(*record.second_solution);
    if (record.minimal) object["minimal"] = *record.minimal;
  } else {
    object["status"] = status_name(record.status);
    if (!record.detail.empty()) object["detail"] = record.detail;
    if (record.count) {
      object["count"] = *record.count;
      object["complete"] = record.complete;
    }
    if (record.nodes) object["nodes"] = *record.nodes;
  }
  if (record.solution != nullptr) object["solution"] = grid_line(*record.solution);
  out += json_text(object);
  out += '\n';
}

}  // namespace dlx
