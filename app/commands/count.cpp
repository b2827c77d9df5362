// `dlx count`: the solutions of each puzzle counted, to a limit or a budget if asked.
#include <chrono>
#include <mutex>
#include <ostream>

#include "progress_line.hpp"
#include "interrupt.hpp"
#include "puzzle_batch.hpp"
#include "sudoku/rules.hpp"
#include "sudoku/solver.hpp"

namespace dlx {

namespace {

// Why a count stopped before it was done, as its record says it ("" when it was not cut short).
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

class CountWorker final : public PuzzleWorker {
 public:
  CountWorker(const RecordWriter& writer, sudoku::SolverKind solver, bool unique, const sudoku::SolveLimits& limits,
              const Dependencies& dependencies)
      : PuzzleWorker(writer, true), solving_(solver, limits, dependencies), unique_(unique) {}

 private:
  ExitStatus work(const Record&, const sudoku::Puzzle& puzzle, OutputRecord& result, std::string&) override {
    const sudoku::SolveReport& report = solving_.solve(puzzle);
    result.count = report.solutions;
    result.complete = report.complete();
    result.nodes = report.nodes;
    result.detail = stop_reason(report.end);
    result.status = RecordStatus::counted;
    if (report.end == sudoku::SolveEnd::cancelled) {
      result.status = RecordStatus::interrupted;
      return ExitStatus::interrupted;
    }
    if (report.end == sudoku::SolveEnd::node_budget || report.end == sudoku::SolveEnd::time_budget) {
      result.status = RecordStatus::undecided;
      return ExitStatus::partial;
    }
    if (unique_ && report.solutions != 1) {
      return report.solutions == 0 ? ExitStatus::no_solution : ExitStatus::several_solutions;
    }
    return ExitStatus::ok;
  }

  PuzzleSolving solving_;
  bool unique_;
};

const char* const kDescription =
    "Counts the solutions of each puzzle (one per line). Prints one line per puzzle, in input order: the\n"
    "puzzle and its count ('K+' when --limit K stopped the count, 'N+ partial' when a budget ran out), or\n"
    "the puzzle and 'invalid: <clash>', or 'error: FILE:LINE:COL: <message>' for a line that does not parse.\n"
    "Exit status: 0 every puzzle counted, 1 some invalid or unparsable, 2 usage or unreadable input or output,\n"
    "4 a budget ran out (partial), 5/6/7 with --unique (some had no solution / several / both), 8 out of\n"
    "memory, 130 interrupted (143 by SIGTERM, 129 by SIGHUP).\n";

}  // namespace

int run_count(const std::vector<std::string>& args, Context& context) {
  SolverOption solver;
  InputOptions input;
  FormatOption format({OutputFormat::line, OutputFormat::csv, OutputFormat::ndjson},
                      "line: the puzzle and its count; csv, ndjson: one record per puzzle");
  LimitOption limit;
  UniqueOption unique;
  BudgetOptions budget;
  ThreadOptions threads(context);
  const po::options_description options = declare_groups(solver, input, format, limit, unique, budget, threads);
  std::vector<std::string> files;
  if (auto status = parse_sudoku_command_line("count", kDescription, args, options, files, context,
                                              [&](const po::variables_map& values) {
                                                return finish_groups(values, solver, format, input, limit, unique,
                                                                     budget, threads);
                                              })) {
    return *status;
  }
  // --unique asks "none, one or several?" in the exit status, so two solutions answer it; --limit alone only stops
  // the count (exit 0 when every puzzle was counted): a script asks for the uniqueness codes by name.
  if (unique.unique) limit.limit = 2;

  InterruptGuard interrupt;
  sudoku::SolveLimits limits;
  limits.max_solutions = limit.limit;
  limits.keep_solutions = 0;
  limits.threads = threads.threads;  // a hard count uses every thread (see sudoku::SolveLimits::threads)
  limits.cancel = &interrupt.flag();
  budget.apply(limits);
  ProgressLine progress_line(context.err, context.err_is_terminal);
  if (threads.progress) {
    // A long count reports its own progress, as `cover` does: nodes, solutions so far, rate, share of the tree.
    const auto start = std::chrono::steady_clock::now();
    limits.progress = [&progress_line, start](std::uint64_t nodes, std::uint64_t solutions, double fraction) {
      const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      progress_line.show(count_progress_text(nodes, solutions, fraction, seconds));
    };
  }
  BatchOptions batch;
  batch.progress_line = &progress_line;
  const RecordWriter writer(RecordKind::count, format.format(), input.symbols);
  const BatchSummary summary = run_puzzle_batch(
      files, input, threads, writer, interrupt.flag(), batch,
      [&] { return std::make_unique<CountWorker>(writer, solver.kind, unique.unique, limits, context.dependencies); },
      context);
  return to_int(summary.status);
}

}  // namespace dlx
