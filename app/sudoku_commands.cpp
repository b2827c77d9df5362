// `dlx solve`, `dlx count` and `dlx encode`: Sudoku puzzles in, one output record per puzzle line, in input order.
#include <chrono>
#include <memory>
#include <optional>
#include <sstream>
#include <string>

#include "batch.hpp"
#include "exactcover/dlx_format.hpp"
#include "interrupt.hpp"
#include "puzzle_input.hpp"
#include "sudoku/encode.hpp"
#include "sudoku/line_format.hpp"
#include "sudoku/rules.hpp"
#include "sudoku/solver.hpp"
#include "sudoku_options.hpp"

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

// Turns one input record into its output record; the verdict decides the exit status. One per thread.
class PuzzleJob final : public RecordWorker {
 public:
  PuzzleJob(const SudokuOptions& options, const std::atomic<bool>* cancel) : options_(options) {
    if (options.command == SudokuCommand::encode) {
      encoding_ = std::make_unique<sudoku::ExactCoverEncoding>(geometry_);
      return;
    }
    solver_ = sudoku::make_solver(options.solver, geometry_);
    limits_.cancel = cancel;
    if (options.command == SudokuCommand::solve) {
      limits_.max_solutions = 2;
      limits_.keep_solutions = 1;
    } else {
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
    const bool grid_format = options_.format == "grid";
    if (auto error = parse_record(record, geometry_, puzzle_)) {
      report_parse_error(record, *error, out, err);
      if (grid_format) out += '\n';
      return ExitStatus::some_failed;
    }
    if (options_.command == SudokuCommand::encode) return encode(record, out);
    if (options_.command == SudokuCommand::count) {
      sudoku::append_line(puzzle_, out);
      out += ' ';
    }
    if (auto clash = sudoku::find_clash(geometry_, puzzle_)) {
      out += "invalid: " + clash->describe(geometry_) + "\n";
      if (grid_format) out += '\n';
      return ExitStatus::some_failed;
    }
    solver_->solve(puzzle_, limits_, report_);
    if (options_.command == SudokuCommand::count) return count(out);

    if (report_.solutions == 1 && report_.complete()) {
      if (grid_format) {
        sudoku::append_block(report_.first, geometry_, out);
        out += '\n';
      } else {
        sudoku::append_line(report_.first, out);
        out += '\n';
      }
      return ExitStatus::ok;
    }
    if (report_.end == sudoku::SolveEnd::cancelled) {
      out += "interrupted\n";
      return ExitStatus::interrupted;
    }
    out += report_.solutions == 0 ? "no solution\n" : "multiple solutions\n";
    if (grid_format) out += '\n';
    if (!options_.unique) return ExitStatus::some_failed;
    return report_.solutions == 0 ? ExitStatus::no_solution : ExitStatus::several_solutions;
  }

 private:
  ExitStatus count(std::string& out) {
    out += std::to_string(report_.solutions);
    if (!report_.complete()) out += '+';
    if (const char* reason = stop_reason(report_.end); *reason != '\0') {
      out += " (partial: ";
      out += reason;
      out += ')';
    }
    out += '\n';
    if (report_.end == sudoku::SolveEnd::cancelled) return ExitStatus::interrupted;
    if (report_.end != sudoku::SolveEnd::exhausted && report_.end != sudoku::SolveEnd::solution_limit) {
      return ExitStatus::partial;
    }
    if (!options_.unique || report_.solutions == 1) return ExitStatus::ok;
    return report_.solutions == 0 ? ExitStatus::no_solution : ExitStatus::several_solutions;
  }

  // Each problem is followed by a blank line (dlx cover skips blank lines).
  ExitStatus encode(const Record& record, std::string& out) {
    out += "| sudoku 9x9 from " + record.source + ":" + std::to_string(record.line) + "\n| givens ";
    sudoku::append_line(puzzle_, out);
    out += '\n';
    std::ostringstream text;
    exactcover::write_dlx(encoding_->puzzle_problem(puzzle_), {}, text);
    out += text.str();
    out += '\n';
    return ExitStatus::ok;
  }

  const SudokuOptions& options_;
  const sudoku::Geometry& geometry_ = sudoku::Geometry::classic();
  std::unique_ptr<sudoku::PuzzleSolver> solver_;
  std::unique_ptr<sudoku::ExactCoverEncoding> encoding_;
  sudoku::SolveLimits limits_;
  sudoku::Grid puzzle_;
  sudoku::SolveReport report_;
};

int run_sudoku_command(SudokuCommand command, const std::vector<std::string>& args, Streams& streams) {
  SudokuOptions options;
  if (auto status = parse_sudoku_options(command, args, streams, options)) return *status;

  InterruptGuard interrupt;
  RecordReader reader(options.files, streams.in);
  BatchOptions batch;
  batch.threads = options.threads;
  batch.progress = options.progress;
  batch.cancel = &interrupt.flag();
  const BatchSummary summary = run_batch(
      reader, batch, [&] { return std::make_unique<PuzzleJob>(options, &interrupt.flag()); }, streams);
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
