// One writer for the records of every batch command: a command says what it found about an input record (an
// OutputRecord), the writer writes it in the chosen format.
//
// The output contract (README: Output contract; the NDJSON schema is record.schema.json beside this file): the machine formats are
// the same for every command — one CSV column set (kCsvColumns) and one NDJSON object shape, with the record's id
// (index, source, line, and the input's own name when it gives one), its status from one vocabulary (RecordStatus),
// and what the command found (solution, count and whether it is complete, nodes, seconds). The text formats stay
// each command's own: a bare solution line for solve, the puzzle and its count for count, "FILE:LINE: status" for
// validate, the DLX problem for encode.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "options/option_values.hpp"
#include "records.hpp"
#include "sudoku/formats.hpp"
#include "sudoku/rating.hpp"
#include "sudoku/step.hpp"

namespace dlx {

// Which command's records: it decides the fields of a record and the CSV columns.
enum class RecordKind : std::uint8_t { solve, count, validate, encode, cover, generate, canon, rate, explain };

// How a record ended: one vocabulary for every command (README lists it).
enum class RecordStatus : std::uint8_t {
  solved,               // exactly one solution (solve)
  first,                // several solutions, the first one found is given (solve --first)
  multiple,             // more than one solution
  no_solution,          // no solution
  invalid,              // two givens clash
  error,                // not a puzzle (a parse error, with its position), or a resource failed (out of memory)
  counted,              // the count is done (count, cover; `complete` false when --limit stopped it)
  undecided,            // a budget (--timeout, --node-budget, validate's bound) ran out first; a count is a lower bound
  interrupted,          // a signal stopped it
  written,              // the problem was written (encode)
  ok,                   // validate: valid givens, one solution, the claims match
  wrong_solution,       // validate: the supplied solution is not the solution
  wrong_count,          // validate: the supplied count is not the count
  engine_disagreement,  // validate: the two solvers differ (a bug, reported with both answers)
  generated,            // generate: a puzzle with one solution was made
  canonical,            // canon: the canonical form was found
  duplicate,            // canon --dedupe: an earlier record has the same canonical form
  rated,                // rate: ER/EP/ED given
  explained,            // explain: the steps to the solution given (explain --hint: the next step)
};
inline constexpr std::size_t kRecordStatusCount = 19;

// As records write it: "no-solution", "engine-disagreement", ...
std::string_view status_name(RecordStatus status);

// The CSV columns, the same for every command, in order.
inline constexpr const char* kCsvColumns =
    "index,source,line,name,status,detail,puzzle,solution,count,complete,nodes,seconds,minimal,givens,seed,canonical,"
    "automorphisms,er,ep,ed,technique,grade,steps,explanation";

// What a shard's record adds (cover --shard): which problem, how it was cut, which shard; dlx merge checks them.
struct ShardFields {
  std::string fingerprint;         // exactcover::problem_fingerprint
  std::string shard;               // "K/N"
  int split_depth = 0;             // the depth of the cut
  std::uint64_t subproblems = 0;   // how many subproblems below it, in all shards
};

// What preprocessing did (cover --preprocess, --reduce).
struct ReductionFields {
  std::int64_t options_removed = 0;
  std::int64_t items_removed = 0;
  std::int32_t rounds = 0;
  std::string end;                 // "fixpoint", "round-limit", "timeout", "interrupted", "infeasible"
};

// What a command found about one input record.
struct OutputRecord {
  explicit OutputRecord(const Record& record) : input(record) {}

  const Record& input;                      // its source and line
  const sudoku::Puzzle* puzzle = nullptr;   // null when the record did not parse
  RecordStatus status = RecordStatus::error;
  std::string detail;                       // why (a clash, a parse error with its position, a status's reason)
  const sudoku::Grid* solution = nullptr;   // solve: the solution; validate: the first one found
  const sudoku::Grid* second_solution = nullptr;  // validate --show-solutions: a second one
  std::optional<std::uint64_t> count;       // count: solutions counted; validate: solutions found
  bool complete = true;                     // the count is exact
  std::optional<std::uint64_t> nodes;       // search nodes (DLX) or guesses (propagation)
  std::optional<std::uint64_t> updates;     // cover: Knuth's updates (links changed)
  const std::vector<std::vector<std::string>>* solution_options = nullptr;  // cover --print: each solution's options
  std::optional<ShardFields> shard;         // cover --shard
  const std::vector<std::uint64_t>* profile = nullptr;  // cover --profile: search-tree nodes per level
  std::optional<ReductionFields> reduction;  // cover --preprocess, --reduce
  std::optional<std::uint64_t> zdd_nodes;   // cover --zdd: the nodes of the ZDD written to `file`
  std::optional<std::uint64_t> cost;        // cover --min-cost, --best: the best cost found
  const std::vector<std::uint64_t>* costs = nullptr;  // cover --best K: the K best costs, cheapest first
  double seconds = 0;                       // the time spent on this record
  std::optional<bool> minimal;              // validate --minimal
  std::string removable;                    // validate --minimal: a given that can go (not minimal)
  std::optional<sudoku::Rating> rating;     // rate, validate --rate, explain: ER/EP/ED, the hardest technique
  const std::vector<sudoku::Step>* steps = nullptr;  // explain: the steps (explain --hint: the next one)
  std::string body;                         // encode, cover --preprocess: the problem (DLX text); canon --original: the
                                            // puzzle as read
  std::string file;                         // encode --output-dir: the file the problem went to; cover --zdd: the ZDD's
  std::optional<int> givens;                // generate: how many givens the puzzle has
  std::optional<std::uint64_t> seed;        // generate: the seed it was made from
  std::string canonical;                    // canon: the canonical form
  std::optional<std::uint64_t> automorphisms;  // canon: transformations mapping the puzzle onto itself
};

class RecordWriter {
 public:
  // `follow_layout`: the default text format answers a puzzle read as a block grid with a block grid (round trip).
  RecordWriter(RecordKind kind, OutputFormat format, sudoku::SymbolSet symbols, bool follow_layout = false)
      : kind_(kind), format_(format), symbols_(symbols), follow_layout_(follow_layout) {}

  OutputFormat format() const { return format_; }
  sudoku::SymbolSet symbols() const { return symbols_; }
  // Text formats of multi-line records (explain): a blank line after each record.
  void separate_records() { separate_records_ = true; }

  // What goes before the first record: the CSV header, or nothing.
  std::string header() const;
  // Appends `record` to `out`.
  void write(const OutputRecord& record, std::string& out) const;

  // A grid on one line, in the chosen symbols.
  std::string grid_line(const sudoku::Grid& grid) const;
  // A grid of `record` on one line: in the symbols its puzzle was written in, unless --symbols chose (round trip: a
  // 16x16 read in 0-F is answered in 0-F, a 25x25 in A-Y in A-Y).
  std::string grid_line(const sudoku::Grid& grid, const Record& record) const;
  sudoku::SymbolSet symbols_for(const Record& record) const {
    return symbols_ == sudoku::SymbolSet::automatic ? record.parsed.symbols : symbols_;
  }

 private:
  void write_line(const OutputRecord& record, std::string& out) const;  // line, grid, text, dlx
  void write_status_line(const OutputRecord& record, std::string& out) const;
  void write_count_line(const OutputRecord& record, std::string& out) const;
  void write_solution(const OutputRecord& record, std::string& out) const;
  void write_generated(const OutputRecord& record, std::string& out) const;
  void write_canonical(const OutputRecord& record, std::string& out) const;
  void write_rating_line(const OutputRecord& record, std::string& out) const;
  void write_explanation(const OutputRecord& record, std::string& out) const;
  void write_csv(const OutputRecord& record, std::string& out) const;
  void write_ndjson(const OutputRecord& record, std::string& out) const;
  std::string puzzle_text(const OutputRecord& record) const;

  RecordKind kind_;
  OutputFormat format_;
  sudoku::SymbolSet symbols_;
  bool follow_layout_;
  bool separate_records_ = false;
};

}  // namespace dlx
