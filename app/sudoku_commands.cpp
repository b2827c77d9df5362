// `dlx solve`, `dlx count` and `dlx encode`: Sudoku puzzles in, one output record per puzzle, in input order.
#include <chrono>
#include <filesystem>
#include <fstream>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <string>

#include "batch.hpp"
#include "count_progress.hpp"
#include "exactcover/dlx_format.hpp"
#include "interrupt.hpp"
#include "puzzle_input.hpp"
#include "sudoku/encode.hpp"
#include "sudoku/rules.hpp"
#include "sudoku/solver.hpp"
#include "sudoku_options.hpp"
#include "text_fields.hpp"

namespace dlx {

namespace {

const char* stop_reason(sudoku::SolveEnd end) {
  switch (end) {
    case sudoku::SolveEnd::node_budget: return "node budget";
    case sudoku::SolveEnd::time_budget: return "timeout";
    case sudoku::SolveEnd::cancelled: return "interrupted";
    case sudoku::SolveEnd::exhausted:
    case sudoku::SolveEnd::solution_limit: break;
  }
  return "";
}

// The puzzle as written back: a plain line for plain geometries, an extended line (regions=, cages=, ...) otherwise.
std::string puzzle_text(const sudoku::Puzzle& puzzle, sudoku::SymbolSet symbols) {
  return sudoku::format_puzzle(puzzle, symbols);
}

// One output record in the structured formats: the fields of a CSV row, or of a JSON object.
struct Fields {
  std::string status;        // solved, no-solution, multiple, invalid, error, counted, partial, interrupted
  std::string detail;
  std::string solution;
  std::optional<std::uint64_t> count;
  bool complete = true;
};

// Turns one input record into its output record; the verdict decides the exit status. One per thread.
class PuzzleJob final : public RecordWorker {
 public:
  PuzzleJob(const SudokuOptions& options, const std::atomic<bool>* cancel, std::ostream& err)
      : options_(options) {
    limits_.cancel = cancel;
    if (options.progress && options.command == SudokuCommand::count) {
      // A long count reports its own progress, as `cover` does: nodes, solutions so far, rate, share of the tree.
      const auto start = std::chrono::steady_clock::now();
      limits_.progress = [&err, start](std::uint64_t nodes, std::uint64_t solutions, double fraction) {
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        const std::string line = count_progress_line(nodes, solutions, fraction, seconds);
        std::lock_guard lock(error_stream_lock());
        err << line << std::flush;
      };
    }
    if (options.command == SudokuCommand::solve) {
      limits_.max_solutions = 2;
      limits_.keep_solutions = 1;
    } else if (options.command == SudokuCommand::count) {
      limits_.max_solutions = options.limit;
      limits_.keep_solutions = 0;
      limits_.threads = options.threads;  // a hard count uses every thread (see sudoku::SolveLimits::threads)
      limits_.node_budget = options.node_budget;
      if (options.timeout) {
        limits_.time_budget = std::chrono::duration_cast<std::chrono::steady_clock::duration>(
            std::chrono::duration<double>(*options.timeout));
      }
    }
  }

  ExitStatus process(const Record& record, std::string& out, std::string& err) override {
    const bool structured = options_.format == "csv" || options_.format == "ndjson";
    if (record.parsed.error) {
      std::string scratch;
      const std::string text = report_parse_error(record, structured ? scratch : out, err);
      if (structured) write(record, "", Fields{"error", text, "", std::nullopt, true}, out);
      if (options_.format == "grid") out += '\n';
      return ExitStatus::some_failed;
    }
    const sudoku::Puzzle& puzzle = *record.parsed.puzzle;
    const sudoku::Geometry& geometry = *puzzle.geometry;
    if (options_.command == SudokuCommand::encode || options_.format == "dlx") return encode(record, puzzle, out, err);

    const std::string given = puzzle_text(puzzle, options_.symbols);
    if (auto clash = sudoku::find_clash(geometry, puzzle.givens)) {
      return finish(record, given, Fields{"invalid", clash->describe(geometry), "", std::nullopt, true},
                    ExitStatus::some_failed, out);
    }
    sudoku::PuzzleSolver& solver = solvers_.get(options_.solver, puzzle.geometry);
    solver.solve(puzzle.givens, limits_, report_);
    if (options_.command == SudokuCommand::count) return count(record, given, out);

    if (report_.end == sudoku::SolveEnd::cancelled) {
      return finish(record, given, Fields{"interrupted", "", "", std::nullopt, false}, ExitStatus::interrupted, out);
    }
    if (report_.solutions == 1 && report_.complete()) {
      const bool block = options_.format == "grid";
      std::string solution = grid_text(report_.first, geometry, options_.symbols, block);
      if (structured) solution.pop_back();  // the line end
      return finish(record, given, Fields{"solved", "", solution, std::nullopt, true}, ExitStatus::ok, out);
    }
    const bool none = report_.solutions == 0;
    const ExitStatus status = !options_.unique ? ExitStatus::some_failed
                              : none           ? ExitStatus::no_solution
                                               : ExitStatus::several_solutions;
    return finish(record, given, Fields{none ? "no-solution" : "multiple", "", "", std::nullopt, true}, status, out);
  }

 private:
  // Writes the record: in the line and grid formats a solution or a marker line, else a CSV row or a JSON object.
  ExitStatus finish(const Record& record, const std::string& given, const Fields& fields, ExitStatus status,
                    std::string& out) {
    if (options_.format == "csv" || options_.format == "ndjson") {
      write(record, given, fields, out);
      return status;
    }
    if (fields.status == "solved") {
      out += fields.solution;
      return status;
    }
    if (options_.command == SudokuCommand::count) out += given + " ";  // count records start with the puzzle
    if (fields.status == "invalid") {
      out += "invalid: " + fields.detail + "\n";
    } else if (fields.status == "no-solution") {
      out += "no solution\n";
    } else if (fields.status == "multiple") {
      out += "multiple solutions\n";
    } else {
      out += fields.status + "\n";
    }
    if (options_.format == "grid") out += '\n';
    return status;
  }

  void write(const Record& record, const std::string& given, const Fields& fields, std::string& out) const {
    if (options_.format == "ndjson") {
      nlohmann::json object = {{"source", record.source}, {"line", record.line()}, {"puzzle", given},
                               {"status", fields.status}};
      if (!fields.detail.empty()) object["detail"] = fields.detail;
      if (!fields.solution.empty()) object["solution"] = fields.solution;
      if (fields.count) {
        object["count"] = *fields.count;
        object["complete"] = fields.complete;
      }
      if (options_.command == SudokuCommand::solve && fields.status != "error" && fields.status != "invalid") {
        object["nodes"] = report_.nodes;
      }
      out += json_text(object);
      out += '\n';
      return;
    }
    out += csv_field(record.source) + "," + std::to_string(record.line()) + "," + csv_field(given) + "," +
           fields.status + "," + csv_field(fields.detail) + ",";
    if (options_.command == SudokuCommand::count) {
      out += fields.count ? std::to_string(*fields.count) + (fields.complete ? "" : "+") : std::string();
    } else {
      out += fields.solution;
    }
    out += '\n';
  }

  ExitStatus count(const Record& record, const std::string& given, std::string& out) {
    ExitStatus status = ExitStatus::ok;
    std::string status_name = "counted";
    if (report_.end == sudoku::SolveEnd::cancelled) {
      status = ExitStatus::interrupted;
      status_name = "interrupted";
    } else if (report_.end == sudoku::SolveEnd::node_budget || report_.end == sudoku::SolveEnd::time_budget) {
      status = ExitStatus::partial;
      status_name = "partial";
    } else if (options_.unique && report_.solutions != 1) {
      status = report_.solutions == 0 ? ExitStatus::no_solution : ExitStatus::several_solutions;
    }
    if (options_.format == "csv" || options_.format == "ndjson") {
      write(record, given, Fields{status_name, stop_reason(report_.end), "", report_.solutions, report_.complete()}, out);
      return status;
    }
    out += given + " " + std::to_string(report_.solutions);
    if (!report_.complete()) out += '+';
    if (const char* reason = stop_reason(report_.end); *reason != '\0') {
      out += " (partial: ";
      out += reason;
      out += ')';
    }
    out += '\n';
    return status;
  }

  // One problem on stdout (what dlx cover reads), or with --output-dir one file per puzzle, its name printed.
  ExitStatus encode(const Record& record, const sudoku::Puzzle& puzzle, std::string& out, std::string& err) {
    if (options_.output_dir.empty() && record.index > 0) {
      const std::string message = record.source + ":" + std::to_string(record.line()) +
                                  ": a second puzzle: one problem goes to stdout (dlx cover reads one); use --output-dir "
                                  "DIR for several";
      err += message + "\n";
      out += "error: " + message + "\n";
      return ExitStatus::usage;
    }
    const sudoku::Geometry& geometry = *puzzle.geometry;
    if (encoding_ == nullptr || !(encoding_->geometry() == geometry)) {
      encoding_ = std::make_unique<sudoku::ExactCoverEncoding>(geometry);
    }
    std::ostringstream text;
    text << "| sudoku " << geometry.describe() << " from " << record.source << ":" << record.line() << "\n| givens "
         << puzzle_text(puzzle, options_.symbols) << "\n";
    exactcover::write_dlx(encoding_->puzzle_problem(puzzle.givens), {}, text);
    if (options_.output_dir.empty()) {
      out += text.str();
      return ExitStatus::ok;
    }
    const std::string stem = record.source == "<stdin>" ? "stdin" : std::filesystem::path(record.source).stem().string();
    const auto path = std::filesystem::path(options_.output_dir) / (stem + "-" + std::to_string(record.line()) + ".dlx");
    std::ofstream file(path, std::ios::binary);
    file << text.str();
    file.close();
    if (!file) {
      out += "error: " + path.string() + ": cannot write\n";
      return ExitStatus::usage;
    }
    out += path.string() + "\n";
    return ExitStatus::ok;
  }

  const SudokuOptions& options_;
  SolverCache solvers_;
  std::unique_ptr<sudoku::ExactCoverEncoding> encoding_;
  sudoku::SolveLimits limits_;
  sudoku::SolveReport report_;
};

int run_sudoku_command(SudokuCommand command, const std::vector<std::string>& args, Streams& streams) {
  SudokuOptions options;
  if (auto status = parse_sudoku_options(command, args, streams, options)) return *status;

  InterruptGuard interrupt;
  RecordReader reader(options.files, streams.in, options.input);
  BatchOptions batch;
  batch.threads = options.threads;
  batch.progress = options.progress;
  batch.cancel = &interrupt.flag();
  if (options.format == "csv") {
    streams.out << (command == SudokuCommand::count ? "source,line,puzzle,status,detail,count\n"
                                                    : "source,line,puzzle,status,detail,solution\n");
  }
  const BatchSummary summary = run_batch(
      reader, batch, [&] { return std::make_unique<PuzzleJob>(options, &interrupt.flag(), streams.err); }, streams);
  return to_int(summary.status);
}

}  // namespace

int run_solve(const std::vector<std::string>& args, Streams& streams) {
  return run_sudoku_command(SudokuCommand::solve, args, streams);
}

int run_count(const std::vector<std::string>& args, Streams& streams) {
  return run_sudoku_command(SudokuCommand::count, args, streams);
}

int run_encode(const std::vector<std::string>& args, Streams& streams) {
  return run_sudoku_command(SudokuCommand::encode, args, streams);
}

}  // namespace dlx
