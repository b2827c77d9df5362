#include "output/record_writer.hpp"

#include <array>
#include <cstdio>
#include <nlohmann/json.hpp>

#include "text_fields.hpp"

namespace dlx {

namespace {

// "7465", or "2+" when the count stopped early; "" when there is no count.
std::string count_text(const OutputRecord& record) {
  return record.count ? std::to_string(*record.count) + (record.complete ? "" : "+") : std::string();
}

// Seconds with microsecond resolution, as CSV writes them ("0.000412").
std::string seconds_text(double seconds) {
  char text[32];
  std::snprintf(text, sizeof text, "%.6f", seconds);
  return text;
}

// The input's own name for the record: a CSV id/name column, else the puzzle's label (a JSON name or id, a title line
// before a block grid, a comment after a one-line puzzle).
std::optional<std::string> record_name(const OutputRecord& record) {
  if (record.input.parsed.name) return record.input.parsed.name;
  if (record.puzzle != nullptr && !record.puzzle->name.empty()) return record.puzzle->name;
  return std::nullopt;
}

// "4.2/1.2/1.2 XY-Wing (hard)": a rating as serate writes it, with the hardest technique and the grade.
std::string rating_text(const sudoku::Rating& rating) {
  return sudoku::difficulty_text(rating.er) + "/" + sudoku::difficulty_text(rating.ep) + "/" +
         sudoku::difficulty_text(rating.ed) + " " + rating.hardest_name + " (" + std::string(sudoku::grade_of(rating.er)) +
         ")";
}

double rating_number(int tenths) { return tenths / 10.0; }

}  // namespace

std::string_view status_name(RecordStatus status) {
  static constexpr std::array<std::string_view, kRecordStatusCount> kNames = {
      "solved",      "first",   "multiple", "no-solution",    "invalid",     "error",       "counted",
      "undecided",   "interrupted", "written", "ok", "wrong-solution", "wrong-count", "engine-disagreement",
      "generated",   "canonical", "duplicate", "rated",       "explained"};
  return kNames[static_cast<std::size_t>(status)];
}

std::string RecordWriter::header() const {
  return format_ == OutputFormat::csv ? std::string(kCsvColumns) + "\n" : std::string();
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

std::string RecordWriter::grid_line(const sudoku::Grid& grid, const Record& record) const {
  std::string text;
  sudoku::append_grid_line(grid, symbols_for(record), text);
  return text;
}

std::string RecordWriter::puzzle_text(const OutputRecord& record) const {
  return record.puzzle != nullptr ? sudoku::format_puzzle(*record.puzzle, symbols_for(record.input)) : std::string();
}

void RecordWriter::write_line(const OutputRecord& record, std::string& out) const {
  switch (kind_) {
    case RecordKind::validate: return write_status_line(record, out);
    case RecordKind::count: return write_count_line(record, out);
    case RecordKind::solve: return write_solution(record, out);
    case RecordKind::cover: return;  // cover writes its text itself
    case RecordKind::generate: return write_generated(record, out);
    case RecordKind::canon: return write_canonical(record, out);
    case RecordKind::rate: return write_rating_line(record, out);
    case RecordKind::explain: return write_explanation(record, out);
    case RecordKind::encode:
      if (record.status != RecordStatus::written) {
        out += "| error: " + record.detail + "\n";  // a DLX comment: what precedes the problem stays readable by cover
      } else if (!record.file.empty()) {
        out += record.file + "\n";
      } else {
        out += record.body;
      }
      return;
  }
}

// "FILE:LINE: status: detail (minimal)"
void RecordWriter::write_status_line(const OutputRecord& record, std::string& out) const {
  out += record.input.source + ":" + std::to_string(record.input.line()) + ": ";
  out += status_name(record.status);
  if (!record.detail.empty()) out += ": " + record.detail;
  if (record.minimal) out += *record.minimal ? " (minimal)" : " (not minimal: " + record.removable + " can go)";
  if (record.rating) out += " ER " + rating_text(*record.rating);
  out += '\n';
}

// "4.2/1.2/1.2 XY-Wing (hard)", or why there is no rating.
void RecordWriter::write_rating_line(const OutputRecord& record, std::string& out) const {
  if (record.status == RecordStatus::rated && record.rating) {
    out += rating_text(*record.rating) + "\n";
    return;
  }
  out += std::string(status_name(record.status));
  if (!record.detail.empty()) out += ": " + record.detail;
  out += '\n';
}

// The steps, one per line, then a blank line; explain --hint: the step alone. Or why there are none.
void RecordWriter::write_explanation(const OutputRecord& record, std::string& out) const {
  if (record.steps != nullptr && (record.status == RecordStatus::explained || !record.steps->empty())) {
    for (const sudoku::Step& step : *record.steps) out += step.text() + "\n";
    if (record.status != RecordStatus::explained) {
      out += std::string(status_name(record.status)) + (record.detail.empty() ? "" : ": " + record.detail) + "\n";
    } else if (!record.detail.empty()) {
      out += record.detail + "\n";
    }
  } else {
    out += std::string(status_name(record.status)) + (record.detail.empty() ? "" : ": " + record.detail) + "\n";
  }
  if (separate_records_) out += '\n';
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

// The puzzle made on a line (an extended line for variants; with its rating after it when one was asked for), or as a
// block grid followed by a blank line; else why there is none.
void RecordWriter::write_generated(const OutputRecord& record, std::string& out) const {
  if (record.status != RecordStatus::generated) {
    out += std::string(status_name(record.status)) + (record.detail.empty() ? "" : ": " + record.detail) + "\n";
  } else if (format_ == OutputFormat::grid) {
    sudoku::append_grid_block(record.puzzle->givens, *record.puzzle->geometry, symbols_for(record.input), out);
    out += '\n';
  } else if (format_ == OutputFormat::dlx) {
    out += record.body;
  } else {
    out += puzzle_text(record);
    if (record.rating) out += " ER " + rating_text(*record.rating);  // --rating: a comment the readers skip
    out += "\n";
  }
}

// The canonical form on a line (the puzzle as read instead when the command put it in `body`: canon --original), or why there is none (a duplicate writes nothing: --dedupe keeps one per class).
void RecordWriter::write_canonical(const OutputRecord& record, std::string& out) const {
  switch (record.status) {
    case RecordStatus::canonical: out += (record.body.empty() ? record.canonical : record.body) + "\n"; return;
    case RecordStatus::duplicate: return;
    case RecordStatus::error: out += "error: " + record.detail + "\n"; return;
    default:
      out += std::string(status_name(record.status)) + (record.detail.empty() ? "" : ": " + record.detail) + "\n";
      return;
  }
}

// The solution on a line, or as a block followed by a blank line (grid); else a marker line ("no solution").
void RecordWriter::write_solution(const OutputRecord& record, std::string& out) const {
  const bool block = format_ == OutputFormat::grid || (follow_layout_ && record.input.parsed.block);
  switch (record.status) {
    case RecordStatus::solved:
    case RecordStatus::first:
      if (block) {
        sudoku::append_grid_block(*record.solution, *record.puzzle->geometry, symbols_for(record.input), out);
      } else {
        sudoku::append_grid_line(*record.solution, symbols_for(record.input), out);
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
  const std::optional<std::string> name = record_name(record);
  out += std::to_string(record.input.index) + "," + csv_field(record.input.source) + "," +
         std::to_string(record.input.line()) + "," + (name ? csv_field(*name) : std::string()) + ",";
  out += std::string(status_name(record.status)) + "," + csv_field(record.detail) + "," +
         csv_field(puzzle_text(record)) + ",";
  out += (record.solution != nullptr ? grid_line(*record.solution, record.input) : std::string()) + ",";
  out += (record.count ? std::to_string(*record.count) : std::string()) + ",";
  out += record.count ? (record.complete ? "true," : "false,") : ",";
  out += (record.nodes ? std::to_string(*record.nodes) : std::string()) + ",";
  out += seconds_text(record.seconds) + ",";
  out += record.minimal ? (*record.minimal ? "true" : "false") : "";
  out += "," + (record.givens ? std::to_string(*record.givens) : std::string());
  out += "," + (record.seed ? std::to_string(*record.seed) : std::string());
  out += "," + csv_field(record.canonical);
  out += "," + (record.automorphisms ? std::to_string(*record.automorphisms) : std::string());
  out += ',';
  if (record.rating) {
    out += sudoku::difficulty_text(record.rating->er) + "," + sudoku::difficulty_text(record.rating->ep) + "," +
           sudoku::difficulty_text(record.rating->ed) + "," + csv_field(record.rating->hardest_name) + "," +
           csv_field(std::string(sudoku::grade_of(record.rating->er))) + "," + std::to_string(record.rating->steps);
  } else {
    out += ",,,,,";
  }
  out += ',';
  if (record.steps != nullptr) {
    std::string lines;
    for (const sudoku::Step& step : *record.steps) lines += (lines.empty() ? "" : "\n") + step.text();
    out += csv_field(lines);
  }
  out += '\n';
}

void RecordWriter::write_ndjson(const OutputRecord& record, std::string& out) const {
  const std::optional<std::string> name = record_name(record);
  nlohmann::json object = {{"index", record.input.index},
                           {"source", record.input.source},
                           {"line", record.input.line()},
                           {"name", name ? nlohmann::json(*name) : nlohmann::json(nullptr)},
                           {"status", status_name(record.status)},
                           {"detail", record.detail},
                           {"puzzle", record.puzzle != nullptr ? nlohmann::json(puzzle_text(record)) : nlohmann::json(nullptr)},
                           {"seconds", record.seconds}};
  if (record.solution != nullptr) object["solution"] = grid_line(*record.solution, record.input);
  if (record.second_solution != nullptr) object["second_solution"] = grid_line(*record.second_solution, record.input);
  if (record.count) {
    object["count"] = *record.count;
    object["complete"] = record.complete;
  }
  if (record.nodes) object["nodes"] = *record.nodes;
  if (record.updates) object["updates"] = *record.updates;
  if (record.solution_options != nullptr) object["solution_options"] = *record.solution_options;
  if (record.profile != nullptr) object["profile"] = *record.profile;
  if (record.zdd_nodes) object["zdd_nodes"] = *record.zdd_nodes;
  if (record.cost) object["cost"] = *record.cost;
  if (record.costs != nullptr) object["costs"] = *record.costs;
  if (record.reduction) {
    object["options_removed"] = record.reduction->options_removed;
    object["items_removed"] = record.reduction->items_removed;
    object["rounds"] = record.reduction->rounds;
    object["preprocessing"] = record.reduction->end;
  }
  if (!record.input.shard.empty()) object["shard"] = record.input.shard;
  if (record.shard) {
    object["fingerprint"] = record.shard->fingerprint;
    object["shard"] = record.shard->shard;
    object["split_depth"] = record.shard->split_depth;
    object["subproblems"] = record.shard->subproblems;
  }
  if (record.minimal) object["minimal"] = *record.minimal;
  if (!record.removable.empty()) object["removable"] = record.removable;
  if (record.rating) {
    object["er"] = rating_number(record.rating->er);
    object["ep"] = rating_number(record.rating->ep);
    object["ed"] = rating_number(record.rating->ed);
    object["technique"] = record.rating->hardest_name;
    object["grade"] = std::string(sudoku::grade_of(record.rating->er));
    object["steps"] = record.rating->steps;
  }
  if (record.steps != nullptr) {
    nlohmann::json steps = nlohmann::json::array();
    for (const sudoku::Step& step : *record.steps) {
      nlohmann::json placements = nlohmann::json::array();
      for (const sudoku::Placement& placement : step.placements) {
        placements.push_back(record.puzzle->geometry->cell_name(placement.cell) + "=" + std::to_string(placement.digit));
      }
      nlohmann::json eliminations = nlohmann::json::array();
      for (const sudoku::Elimination& elimination : step.eliminations) {
        eliminations.push_back(record.puzzle->geometry->cell_name(elimination.cell) + "<>" +
                               std::to_string(elimination.digit));
      }
      steps.push_back({{"technique", sudoku::technique_key(step.technique)},
                       {"name", step.name},
                       {"difficulty", rating_number(step.difficulty)},
                       {"text", step.text()},
                       {"placements", placements},
                       {"eliminations", eliminations}});
    }
    object["explanation"] = steps;
  }
  if (!record.file.empty()) object["file"] = record.file;
  if (record.givens) object["givens"] = *record.givens;
  if (record.seed) object["seed"] = *record.seed;
  if (!record.canonical.empty()) object["canonical"] = record.canonical;
  if (record.automorphisms) object["automorphisms"] = *record.automorphisms;
  if ((kind_ == RecordKind::encode || kind_ == RecordKind::cover) && record.status == RecordStatus::written &&
      record.file.empty()) {
    object["problem"] = record.body;
  }
  out += json_text(object);
  out += '\n';
}

}  // namespace dlx
