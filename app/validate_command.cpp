// `dlx validate`: every puzzle of a collection checked by both solvers, with one verdict per puzzle.
#include <array>
#include <cerrno>
#include <cstring>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <string>

#include "batch.hpp"
#include "interrupt.hpp"
#include "puzzle_input.hpp"
#include "sudoku/rules.hpp"
#include "sudoku_options.hpp"
#include "text_fields.hpp"
#include "testing_hooks.hpp"

namespace dlx {

namespace {

enum class Verdict {
  ok,
  invalid,
  unsolvable,
  multiple,
  wrong_solution,
  wrong_count,
  parse_error,
  undecided,  // a budget or the timeout ran out before the solvers could tell
  engine_disagreement,
};
constexpr std::size_t kVerdicts = 9;

const char* name_of(Verdict verdict) {
  static constexpr std::array<const char*, kVerdicts> kNames = {
      "ok", "invalid", "unsolvable", "multiple", "wrong-solution", "wrong-count", "parse-error", "undecided",
      "engine-disagreement"};
  return kNames[static_cast<std::size_t>(verdict)];
}

ExitStatus status_of(Verdict verdict) {
  switch (verdict) {
    case Verdict::ok: return ExitStatus::ok;
    case Verdict::undecided: return ExitStatus::partial;
    case Verdict::engine_disagreement: return ExitStatus::engine_disagreement;
    default: return ExitStatus::some_failed;
  }
}

// What the input supplies about a puzzle's answer.
struct Supplied {
  std::optional<std::uint64_t> count;
  std::optional<sudoku::Grid> solution;  // as read (not yet checked)
  std::string solution_problem;           // when a supplied solution could not even be read: why
  std::string solution_source;            // "FILE:LINE" for messages
};

struct Outcome {
  Verdict verdict = Verdict::ok;
  std::string detail;
  std::uint64_t solutions = 0;
  bool complete = true;
  std::optional<sudoku::Grid> first;
  std::optional<sudoku::Grid> second;
  std::optional<bool> minimal;
  std::string removable;  // a given whose removal keeps the puzzle unique (not minimal)
};

class ValidateJob final : public RecordWorker {
 public:
  ValidateJob(const SudokuOptions& options, const std::atomic<bool>* cancel) : options_(options) {
    limits_.cancel = cancel;
    limits_.keep_solutions = 2;
    limits_.node_budget = options.node_budget;
    if (options.timeout) {
      limits_.time_budget = std::chrono::duration_cast<std::chrono::steady_clock::duration>(
          std::chrono::duration<double>(*options.timeout));
    }
  }

  const std::array<std::uint64_t, kVerdicts>& tally() const { return tally_; }

  ExitStatus process(const Record& record, std::string& out, std::string& err) override {
    Outcome outcome;
    std::string puzzle_text;
    if (record.parsed.error) {
      outcome.verdict = Verdict::parse_error;
      std::string ignored;
      outcome.detail = report_parse_error(record, ignored, err);
    } else {
      const sudoku::Puzzle& puzzle = *record.parsed.puzzle;
      puzzle_text = sudoku::format_puzzle(puzzle, options_.symbols);
      check(record, puzzle, outcome);
    }
    write(record, puzzle_text, outcome, out);
    ++tally_[static_cast<std::size_t>(outcome.verdict)];
    return status_of(outcome.verdict);
  }

 private:
  // What the record supplies: a count and a solution read with the puzzle (corpus line, CSV column, JSON), or the
  // matching line of --solutions.
  Supplied supplied_for(const Record& record, const sudoku::Puzzle& puzzle) {
    Supplied supplied;
    supplied.count = puzzle.count;
    supplied.solution = puzzle.solution;
    supplied.solution_source = record.source + ":" + std::to_string(record.line());
    if (!options_.solutions_file.empty()) {
      supplied.solution_source = options_.solutions_file + ":" + std::to_string(record.companion_line);
      supplied.solution.reset();
      if (record.companion_line == 0) {
        supplied.solution_source = options_.solutions_file;
        supplied.solution_problem = "no solution supplied for this puzzle (the solutions file ended)";
        return supplied;
      }
      std::istringstream line(record.companion);
      sudoku::ReaderOptions reading = options_.input;
      reading.format = sudoku::InputFormat::line;
      sudoku::PuzzleReader reader(line, reading);
      sudoku::PuzzleRecord read;
      if (!reader.next(read) || read.error) {
        supplied.solution_problem = "the supplied solution does not read" +
                                    (read.error ? " at column " + std::to_string(read.error->column) + ": " +
                                                      read.error->message
                                                : std::string());
      } else if (read.puzzle->geometry->size() != puzzle.geometry->size()) {
        supplied.solution_problem = "the supplied solution is " + read.puzzle->geometry->describe() + ", the puzzle " +
                                    puzzle.geometry->describe();
      } else {
        supplied.solution = read.puzzle->givens;
      }
    }
    return supplied;
  }

  void check(const Record& record, const sudoku::Puzzle& puzzle, Outcome& outcome) {
    const sudoku::Geometry& geometry = *puzzle.geometry;
    if (auto clash = sudoku::find_clash(geometry, puzzle.givens)) {
      outcome.verdict = Verdict::invalid;
      outcome.detail = clash->describe(geometry);
      return;
    }
    const Supplied supplied = supplied_for(record, puzzle);
    // Up to 2 solutions answers "unique?"; a claimed count K is checked by counting to K + 1.
    limits_.max_solutions = std::max<std::uint64_t>(2, supplied.count.value_or(0) + 1);
    solvers_.get(sudoku::SolverKind::dlx, puzzle.geometry).solve(puzzle.givens, limits_, dlx_report_);
    solvers_.get(sudoku::SolverKind::propagation, puzzle.geometry).solve(puzzle.givens, limits_, propagation_report_);

    auto ran_out = [](const sudoku::SolveReport& report) {
      return report.end == sudoku::SolveEnd::node_budget || report.end == sudoku::SolveEnd::time_budget ||
             report.end == sudoku::SolveEnd::cancelled;
    };
    if (ran_out(dlx_report_) || ran_out(propagation_report_)) {
      outcome.verdict = Verdict::undecided;
      outcome.detail = "dlx found " + std::to_string(dlx_report_.solutions) + ", propagate " +
                       std::to_string(propagation_report_.solutions) + " before the budget ran out";
      outcome.complete = false;
      return;
    }
    if (auto disagreement = compare(puzzle)) {
      outcome.verdict = Verdict::engine_disagreement;
      outcome.detail = *disagreement;
      return;
    }
    outcome.solutions = dlx_report_.solutions;
    outcome.complete = dlx_report_.complete();
    if (outcome.solutions >= 1) outcome.first = dlx_report_.first;
    if (outcome.solutions >= 2) outcome.second = dlx_report_.second;

    if (supplied.count && (outcome.solutions != *supplied.count || !outcome.complete)) {
      outcome.verdict = Verdict::wrong_count;
      outcome.detail = "supplied count " + std::to_string(*supplied.count) + ", found " +
                       std::to_string(outcome.solutions) + (outcome.complete ? "" : "+");
      return;
    }
    if (outcome.solutions == 0) {
      outcome.verdict = Verdict::unsolvable;
      outcome.detail = "no solution";
    } else if (outcome.solutions >= 2) {
      outcome.verdict = Verdict::multiple;
      outcome.detail = std::to_string(outcome.solutions) + (outcome.complete ? "" : "+") + " solutions";
      if (options_.show_solutions) {
        outcome.detail += ", e.g. " + line_of(*outcome.first) + " and " + line_of(*outcome.second);
      }
    }
    if (outcome.solutions == 1 && (supplied.solution || !supplied.solution_problem.empty())) {
      auto wrong = supplied.solution_problem.empty()
                       ? check_solution(geometry, puzzle.givens, *supplied.solution, *outcome.first)
                       : std::optional<std::string>(supplied.solution_problem);
      if (wrong) {
        outcome.verdict = Verdict::wrong_solution;
        outcome.detail = supplied.solution_source + ": " + *wrong;
        return;
      }
    }
    if (outcome.verdict == Verdict::ok && options_.minimal) check_minimal(puzzle, outcome);
  }

  std::string line_of(const sudoku::Grid& grid) const {
    std::string text;
    sudoku::append_grid_line(grid, options_.symbols, text);
    return text;
  }

  // Why the two solvers' answers differ, or nothing when they agree (same count and completeness; the same
  // solution when it is unique; every solution valid).
  std::optional<std::string> compare(const sudoku::Puzzle& puzzle) const {
    const auto& a = dlx_report_;
    const auto& b = propagation_report_;
    auto describe = [&](const char* name, const sudoku::SolveReport& report) {
      std::string text =
          std::string(name) + " counts " + std::to_string(report.solutions) + (report.complete() ? "" : "+");
      if (report.solutions >= 1) text += " (first " + line_of(report.first) + ")";
      return text;
    };
    const bool same_count = a.solutions == b.solutions && a.complete() == b.complete();
    const bool same_unique = a.solutions != 1 || a.first == b.first;
    bool valid = true;
    for (const auto* report : {&a, &b}) {
      if (report->solutions >= 1) {
        valid = valid && sudoku::is_solution(*puzzle.geometry, report->first) &&
                sudoku::keeps_givens(puzzle.givens, report->first);
      }
    }
    if (same_count && same_unique && valid) return std::nullopt;
    return describe("dlx", a) + "; " + describe("propagate", b) + (valid ? "" : "; a reported solution is not valid");
  }

  static std::optional<std::string> check_solution(const sudoku::Geometry& geometry, const sudoku::Grid& givens,
                                                   const sudoku::Grid& supplied, const sudoku::Grid& unique) {
    if (!supplied.is_full()) return std::string("the supplied solution has blank cells");
    if (auto clash = sudoku::find_clash(geometry, supplied)) {
      return "the supplied solution is not a valid grid: " + clash->describe(geometry);
    }
    for (int cell = 0; cell < givens.cell_count(); ++cell) {
      if (givens[cell] != 0 && givens[cell] != supplied[cell]) {
        return "the supplied solution changes the given " + std::to_string(givens[cell]) + " at " +
               geometry.cell_name(cell);
      }
    }
    for (int cell = 0; cell < givens.cell_count(); ++cell) {
      if (supplied[cell] != unique[cell]) {
        return "the supplied solution differs from the unique solution at " + geometry.cell_name(cell) + " (" +
               std::to_string(supplied[cell]) + " instead of " + std::to_string(unique[cell]) + ")";
      }
    }
    return std::nullopt;
  }

  // Minimal: removing any single given leaves several solutions. Checked with the faster of the two solvers.
  void check_minimal(const sudoku::Puzzle& puzzle, Outcome& outcome) {
    sudoku::SolveLimits two;
    two.keep_solutions = 0;
    two.cancel = limits_.cancel;
    sudoku::Grid reduced = puzzle.givens;
    sudoku::PuzzleSolver& solver = solvers_.get(sudoku::SolverKind::propagation, puzzle.geometry);
    outcome.minimal = true;
    for (int cell = 0; cell < reduced.cell_count(); ++cell) {
      if (puzzle.givens[cell] == 0) continue;
      reduced.set(cell, 0);
      solver.solve(reduced, two, minimal_report_);
      reduced.set(cell, puzzle.givens[cell]);
      if (minimal_report_.solutions == 1 && minimal_report_.complete()) {
        outcome.minimal = false;
        outcome.removable = puzzle.geometry->cell_name(cell);
        return;
      }
    }
  }

  void write(const Record& record, const std::string& puzzle_text, const Outcome& outcome, std::string& out) const {
    if (options_.format == "ndjson") {
      nlohmann::json object = {{"source", record.source},
                               {"line", record.line()},
                               {"verdict", name_of(outcome.verdict)},
                               {"detail", outcome.detail},
                               {"puzzle", puzzle_text}};
      if (outcome.verdict != Verdict::parse_error && outcome.verdict != Verdict::invalid &&
          outcome.verdict != Verdict::engine_disagreement) {
        object["solutions"] = outcome.solutions;
        object["complete"] = outcome.complete;
      }
      if (outcome.first) object["solution"] = line_of(*outcome.first);
      if (outcome.second && options_.show_solutions) object["second_solution"] = line_of(*outcome.second);
      if (outcome.minimal) object["minimal"] = *outcome.minimal;
      out += json_text(object);
      out += '\n';
      return;
    }
    if (options_.format == "csv") {
      const std::string minimal = outcome.minimal ? (*outcome.minimal ? "yes" : "no") : "";
      const std::string solution = outcome.first ? line_of(*outcome.first) : "";
      out += csv_field(record.source) + "," + std::to_string(record.line()) + "," + name_of(outcome.verdict) + "," +
             csv_field(outcome.detail) + "," + csv_field(puzzle_text) + "," + solution + "," + minimal + "\n";
      return;
    }
    out += record.source + ":" + std::to_string(record.line()) + ": " + name_of(outcome.verdict);
    if (!outcome.detail.empty()) out += ": " + outcome.detail;
    if (outcome.minimal) out += *outcome.minimal ? " (minimal)" : " (not minimal: " + outcome.removable + " can go)";
    out += '\n';
  }

  const SudokuOptions& options_;
  SolverCache solvers_;
  sudoku::SolveLimits limits_;
  sudoku::SolveReport dlx_report_;
  sudoku::SolveReport propagation_report_;
  sudoku::SolveReport minimal_report_;
  std::array<std::uint64_t, kVerdicts> tally_{};  // verdicts this worker gave
};

}  // namespace

int run_validate(const std::vector<std::string>& args, Streams& streams) {
  SudokuOptions options;
  if (auto status = parse_sudoku_options(SudokuCommand::validate, args, streams, options)) return *status;

  std::ifstream solutions;
  std::int64_t solutions_line = 0;
  if (!options.solutions_file.empty()) {
    solutions.open(options.solutions_file, std::ios::binary);
    if (!solutions) {
      streams.err << "dlx: " << options.solutions_file << ": " << std::strerror(errno) << "\n";
      return to_int(ExitStatus::usage);
    }
  }

  InterruptGuard interrupt;
  RecordReader reader(options.files, streams.in, options.input);
  BatchOptions batch;
  batch.threads = options.threads;
  batch.progress = options.progress;
  batch.cancel = &interrupt.flag();
  if (solutions.is_open()) {
    batch.annotate = [&](Record& record) {
      record.companion.clear();
      record.companion_line = 0;
      for (std::string line; std::getline(solutions, line);) {
        ++solutions_line;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        const auto first = line.find_first_not_of(kBlanks);
        if (first == std::string::npos || line[first] == '#') continue;
        record.companion = line.substr(first);
        record.companion_line = solutions_line;
        return;
      }
    };
  }
  if (options.format == "csv") streams.out << "source,line,verdict,detail,puzzle,solution,minimal\n";

  std::array<std::uint64_t, kVerdicts> tally{};  // added up from every worker's own tally at the end
  batch.finish = [&](RecordWorker& worker) {
    const auto& counts = static_cast<ValidateJob&>(worker).tally();
    for (std::size_t k = 0; k < kVerdicts; ++k) tally[k] += counts[k];
  };
  const BatchSummary summary = run_batch(
      reader, batch, [&] { return std::make_unique<ValidateJob>(options, &interrupt.flag()); }, streams);

  if (solutions.is_open()) {  // solutions left over: the two files do not match, and the user should know
    std::uint64_t left = 0;
    for (std::string rest; std::getline(solutions, rest);) {
      const auto first = rest.find_first_not_of(kBlanks);
      left += first != std::string::npos && rest[first] != '#';
    }
    if (left > 0) {
      streams.err << "dlx validate: " << options.solutions_file << ": " << left
                  << " more solution(s) than puzzles; the extra ones were not checked\n";
    }
  }
  char line[160];
  std::snprintf(line, sizeof line, "validate: %llu puzzles in %.2f s (%.0f/s)",
                static_cast<unsigned long long>(summary.records), summary.seconds,
                summary.seconds > 0 ? static_cast<double>(summary.records) / summary.seconds : 0.0);
  streams.err << line;
  for (std::size_t k = 0; k < kVerdicts; ++k) {
    if (tally[k] > 0) streams.err << ", " << tally[k] << " " << name_of(static_cast<Verdict>(k));
  }
  streams.err << "\n";
  return to_int(summary.status);
}

}  // namespace dlx
