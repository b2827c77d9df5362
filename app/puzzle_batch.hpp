// The record pipeline every Sudoku batch command runs: read the puzzles of the files -> a worker per thread turns
// each into an output record -> the records are written in input order (run_batch, batch.hpp), after the writer's
// header. The commands differ only in their options and their worker.
#pragma once

#include <atomic>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "batch.hpp"
#include "commands.hpp"
#include "options/option_groups.hpp"
#include "output/record_writer.hpp"
#include "sudoku/solver_cache.hpp"

namespace dlx {

// Parses `args` for the command `name` with the options its groups declared in `options`, collecting the files;
// then finishes the groups in turn. Returns an exit status when the command must stop here: its help was printed (0)
// or a usage error (2).
std::optional<int> parse_sudoku_command_line(const std::string& name, const std::string& description,
                                             const std::vector<std::string>& args,
                                             const po::options_description& options, std::vector<std::string>& files,
                                             Context& context, const std::function<OptionError(const po::variables_map&)>& finish);

// Runs the pipeline over `files`: writes the header, then one record per puzzle. `batch` carries the command's own
// hooks (annotate, finish); threads, progress and cancel are set here.
BatchSummary run_puzzle_batch(const std::vector<std::string>& files, const InputOptions& input,
                              const ThreadOptions& threads, const RecordWriter& writer, const std::atomic<bool>& cancel,
                              BatchOptions batch, const std::function<std::unique_ptr<RecordWorker>()>& make_worker,
                              Context& context);

// A record that did not parse: "FILE:LINE:COL: message", also reported on stderr (appended to `err`).
std::string report_parse_error(const Record& record, std::string& err);

// One thread's solving for solve and count: the kind of solver the command runs, one solver per geometry, the limits
// of every search, and the report of the last one (reused, so that a batch allocates nothing per puzzle).
class PuzzleSolving {
 public:
  PuzzleSolving(sudoku::SolverKind kind, const sudoku::SolveLimits& limits, const Dependencies& dependencies)
      : kind_(kind), limits_(limits), solvers_(dependencies.make_solver) {}

  const sudoku::SolveReport& solve(const sudoku::Puzzle& puzzle) {
    sudoku::solve_puzzle(solvers_.get(kind_, puzzle.geometry), puzzle, limits_, report_);
    return report_;
  }

 private:
  sudoku::SolverKind kind_;
  sudoku::SolveLimits limits_;
  sudoku::SolverCache solvers_;
  sudoku::SolveReport report_;
};

// The worker of solve, count and encode: a record that did not parse becomes an error record, a puzzle whose givens
// clash an `invalid` one (when the command solves), any other puzzle what `work` makes of it; then the command's writer
// writes it.
class PuzzleWorker : public RecordWorker {
 public:
  PuzzleWorker(const RecordWriter& writer, bool solves) : writer_(writer), solves_(solves) {}

  ExitStatus process(const Record& record, std::string& out, std::string& err) final;
  ExitStatus fail(const Record& record, const std::string& why, std::string& out, std::string& err) final;

 protected:
  virtual ExitStatus work(const Record& record, const sudoku::Puzzle& puzzle, OutputRecord& result,
                          std::string& err) = 0;
  const RecordWriter& writer() const { return writer_; }

 private:
  const RecordWriter& writer_;
  bool solves_;
};

}  // namespace dlx
