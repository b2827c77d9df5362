// `dlx solve`: each puzzle solved, and checked to have exactly one solution.
#include "commands/encode.hpp"
#include "interrupt.hpp"
#include "puzzle_batch.hpp"
#include "sudoku/rules.hpp"
#include "sudoku/solver.hpp"

namespace dlx {

namespace {

class SolveWorker final : public PuzzleWorker {
 public:
  SolveWorker(const RecordWriter& writer, sudoku::SolverKind solver, bool unique, bool first,
              const std::atomic<bool>* cancel, const BudgetOptions& budget, const Dependencies& dependencies)
      : PuzzleWorker(writer, true), solving_(solver, limits_of(cancel, budget), dependencies), unique_(unique),
        first_(first) {}

 private:
  ExitStatus work(const Record&, const sudoku::Puzzle& puzzle, OutputRecord& result, std::string&) override {
    const sudoku::SolveReport& report = solving_.solve(puzzle);
    result.nodes = report.nodes;
    if (report.end == sudoku::SolveEnd::cancelled) {
      result.status = RecordStatus::interrupted;
      return ExitStatus::interrupted;
    }
    if (report.end == sudoku::SolveEnd::node_budget || report.end == sudoku::SolveEnd::time_budget) {
      result.status = RecordStatus::undecided;  // not "no solution": the budget ran out before the answer
      result.detail = report.end == sudoku::SolveEnd::time_budget ? "timeout" : "node budget";
      return ExitStatus::partial;
    }
    if (report.solutions == 1 && report.complete()) {
      result.status = RecordStatus::solved;
      result.solution = &report.first;
      return ExitStatus::ok;
    }
    const bool none = report.solutions == 0;
    result.status = none ? RecordStatus::no_solution : RecordStatus::multiple;
    if (!none && first_) {
      result.status = RecordStatus::first;
      result.solution = &report.first;
      return unique_ ? ExitStatus::several_solutions : ExitStatus::ok;
    }
    if (!unique_) return ExitStatus::some_failed;
    return none ? ExitStatus::no_solution : ExitStatus::several_solutions;
  }

  // Two solutions tell whether it is unique; the first is the one printed.
  static sudoku::SolveLimits limits_of(const std::atomic<bool>* cancel, const BudgetOptions& budget) {
    sudoku::SolveLimits limits;
    budget.apply(limits);
    limits.max_solutions = 2;
    limits.keep_solutions = 1;
    limits.cancel = cancel;
    return limits;
  }

  PuzzleSolving solving_;
  bool unique_;
  bool first_;  // --first: several solutions still give one
};

const char* const kDescription =
    "Solves each puzzle and checks that it has exactly one solution. Puzzles of any size from 4x4 to 25x25,\n"
    "jigsaw, X, windoku and killer, one per line (81 cells for 9x9, digits, '.' or '0' for a blank), as\n"
    "block grids, CSV or JSON (see README). Prints one record per puzzle, in input order: the solution, or\n"
    "'no solution', 'multiple solutions', 'invalid: <clash>', 'error: FILE:LINE:COL: <message>'.\n"
    "Exit status: 0 every puzzle solved, 1 some not, 2 usage or unreadable input or output, 4 a budget ran out\n"
    "(undecided), 5/6/7 with --unique (some had no solution / several / both), 8 out of memory, 130 interrupted\n"
    "(143 by SIGTERM, 129 by SIGHUP).\n";

}  // namespace

int run_solve(const std::vector<std::string>& args, Context& context) {
  SolverOption solver;
  InputOptions input;
  FormatOption format({OutputFormat::line, OutputFormat::grid, OutputFormat::csv, OutputFormat::ndjson, OutputFormat::dlx},
                      "line: the solution on one line; grid: a block with box borders; csv, ndjson: one record per "
                      "puzzle with its status; dlx: the puzzle as an exact-cover problem (as encode)");
  UniqueOption unique;
  FirstOption first;
  BudgetOptions budget;
  OutputDirOption output_dir;
  ThreadOptions threads(context);
  const po::options_description options =
      declare_groups(solver, input, format, unique, first, budget, output_dir, threads);
  std::vector<std::string> files;
  if (auto status = parse_sudoku_command_line("solve", kDescription, args, options, files, context,
                                              [&](const po::variables_map& values) {
                                                return finish_groups(values, solver, format, input, unique, first,
                                                                     budget, output_dir, threads);
                                              })) {
    return *status;
  }
  const bool encodes = format.format() == OutputFormat::dlx;  // the puzzle as a problem, as encode writes it
  OutputFiles output_files;
  if (encodes) {
    if (auto status = plan_output_files("solve", output_dir.dir, files, context, output_files)) return *status;
  }
  const OutputFiles* to_files = output_dir.dir.empty() ? nullptr : &output_files;
  const RecordWriter writer(encodes ? RecordKind::encode : RecordKind::solve, format.format(), input.symbols,
                            !format.chosen());
  InterruptGuard interrupt;
  const BatchSummary summary = run_puzzle_batch(
      files, input, threads, writer, interrupt.flag(), {},
      [&]() -> std::unique_ptr<RecordWorker> {
        if (encodes) return make_encode_worker(writer, to_files);
        return std::make_unique<SolveWorker>(writer, solver.kind, unique.unique, first.first, &interrupt.flag(),
                                             budget, context.dependencies);
      },
      context);
  return to_int(summary.status);
}

}  // namespace dlx
