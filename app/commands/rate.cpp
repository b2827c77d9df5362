// `dlx rate`: each puzzle's difficulty on Sudoku Explainer's scale (ER/EP/ED), its hardest technique and its grade.
#include "commands/human_solving.hpp"
#include "interrupt.hpp"
#include "puzzle_batch.hpp"
#include "sudoku/rating.hpp"

namespace dlx {

namespace {

class RateWorker final : public PuzzleWorker {
 public:
  RateWorker(const RecordWriter& writer, const sudoku::ExplainOptions& options, const Dependencies& dependencies)
      : PuzzleWorker(writer, true), options_(options), solvers_(dependencies.make_solver) {}

 private:
  ExitStatus work(const Record&, const sudoku::Puzzle& puzzle, OutputRecord& result, std::string&) override {
    // Up to 9x9, rated first: a rating made of deductions alone proves the puzzle unique, and most do; the others
    // (uniqueness techniques, search, a contradiction, a budget) are checked by the DLX solver before their rating is
    // given. Larger grids are checked first, so that a grid with many solutions is not explained at length.
    if (auto status = deduce_unique(puzzle, options_, solvers_, result, [&] {
          sudoku::RateOptions rate;
          rate.explain = options_;
          return rating_ = sudoku::rate(puzzle, rate);
        })) {
      return *status;
    }
    sudoku::ExplainEnd end = sudoku::ExplainEnd::solved;
    switch (rating_.end) {
      case sudoku::RatingEnd::rated:
      case sudoku::RatingEnd::above_limit: break;
      case sudoku::RatingEnd::contradiction: end = sudoku::ExplainEnd::contradiction; break;
      case sudoku::RatingEnd::node_budget: end = sudoku::ExplainEnd::node_budget; break;
      case sudoku::RatingEnd::time_budget: end = sudoku::ExplainEnd::time_budget; break;
      case sudoku::RatingEnd::cancelled: end = sudoku::ExplainEnd::cancelled; break;
    }
    const ExitStatus status = finish_explanation(end, RecordStatus::rated, result);
    if (result.status == RecordStatus::rated) result.rating = rating_;
    return status;
  }

  sudoku::ExplainOptions options_;
  sudoku::SolverCache solvers_;
  sudoku::Rating rating_;
};

const char* const kDescription =
    "Rates each puzzle as Sudoku Explainer 1.2.1 does (serate's ER/EP/ED): it solves the puzzle the way a\n"
    "person would, always with the easiest technique that makes progress, and reports the difficulty of the\n"
    "hardest step (ER), of the hardest step up to the first placed digit (EP) and of the first step (ED), on\n"
    "SE's scale (1.0 full house ... 6.2 aligned pair exclusion, 6.5-7.5 chains and cycles, 7.5+ nishio, 8.0+\n"
    "multiple, 8.5+ dynamic forcing chains, 10.0 by search), with the hardest technique and a grade: easy\n"
    "(<= 2.0), medium (<= 2.9), hard (<= 4.4), very hard (<= 6.2), fiendish (<= 7.5), diabolical (<= 8.9),\n"
    "extreme. Puzzles of every size and variant; a puzzle must have exactly one solution (checked first).\n"
    "Text: one line per puzzle, 'ER/EP/ED technique (grade)', or why there is no rating.\n"
    "Exit status: 0 every puzzle rated, 1 some not (no or several solutions, invalid, not a puzzle), 2 usage or\n"
    "unreadable input or output, 4 a budget ran out (undecided), 8 out of memory, 130 interrupted (143 by\n"
    "SIGTERM, 129 by SIGHUP).\n";

}  // namespace

int run_rate(const std::vector<std::string>& args, Context& context) {
  InputOptions input;
  FormatOption format({OutputFormat::text, OutputFormat::csv, OutputFormat::ndjson}, "how each record is written");
  BudgetOptions budget;
  ThreadOptions threads(context);
  const po::options_description options = declare_groups(input, format, budget, threads);
  std::vector<std::string> files;
  if (auto status = parse_sudoku_command_line("rate", kDescription, args, options, files, context,
                                              [&](const po::variables_map& values) {
                                                return finish_groups(values, input, format, budget, threads);
                                              })) {
    return *status;
  }
  InterruptGuard interrupt;
  const sudoku::ExplainOptions explain = explain_options(budget, &interrupt.flag());
  const RecordWriter writer(RecordKind::rate, format.format(), input.symbols);
  const BatchSummary summary = run_puzzle_batch(
      files, input, threads, writer, interrupt.flag(), {},
      [&] { return std::make_unique<RateWorker>(writer, explain, context.dependencies); }, context);
  return to_int(summary.status);
}

}  // namespace dlx
