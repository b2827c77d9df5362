// `dlx explain`: the human steps that solve each puzzle, one per line; --hint: the next step from a player's grid.
#include "commands/human_solving.hpp"
#include "interrupt.hpp"
#include "puzzle_batch.hpp"
#include "sudoku/rating.hpp"

namespace dlx {

namespace {

class ExplainWorker final : public PuzzleWorker {
 public:
  ExplainWorker(const RecordWriter& writer, const sudoku::ExplainOptions& options, bool hint,
                const Dependencies& dependencies)
      : PuzzleWorker(writer, true), options_(options), hint_(hint), solvers_(dependencies.make_solver) {}

 private:
  ExitStatus work(const Record&, const sudoku::Puzzle& puzzle, OutputRecord& result, std::string&) override {
    explanation_ = sudoku::Explanation();
    if (hint_) {
      if (auto status = require_unique(puzzle, options_, solvers_, result)) return *status;
      sudoku::Explainer explainer(puzzle, options_);
      if (auto step = explainer.next()) {
        explanation_.steps.push_back(std::move(*step));
      } else if (explainer.end() == sudoku::ExplainEnd::solved) {
        result.detail = "the grid is solved";
      }
      explanation_.end = explainer.end();
      result.steps = &explanation_.steps;
      return finish_explanation(explanation_.steps.empty() ? explanation_.end : sudoku::ExplainEnd::solved,
                                RecordStatus::explained, result);
    }
    // Up to 9x9, explained first: an explanation made of deductions alone proves the puzzle unique (deduce_unique).
    sudoku::Rating rating;
    if (auto status = deduce_unique(puzzle, options_, solvers_, result, [&] {
          explanation_ = sudoku::explain(puzzle, options_);
          return rating = sudoku::rating_of(explanation_);
        })) {
      return *status;
    }
    result.steps = &explanation_.steps;
    const ExitStatus status = finish_explanation(explanation_.end, RecordStatus::explained, result);
    if (result.status == RecordStatus::explained) result.rating = rating;
    return status;
  }

  sudoku::ExplainOptions options_;
  bool hint_;
  sudoku::SolverCache solvers_;
  sudoku::Explanation explanation_;
};

const char* const kDescription =
    "Explains each puzzle: the steps a person takes to solve it, one per line, in the notation of the forums and\n"
    "HoDoKu ('r3c7=5' places 5 in row 3 column 7, 'r3c7<>5' removes it as a candidate; chains in Eureka\n"
    "notation), each with its technique and reason: 'Hidden Single: r4c5=5 in box 5', 'Pointing: 5 in b1 =>\n"
    "r3c7<>5'. The easiest technique that makes progress is always taken, in Sudoku Explainer 1.2.1's order\n"
    "(see dlx rate); for killer puzzles also cage sums, cage combinations, innies and outies. A puzzle must have\n"
    "exactly one solution (checked first). Text: each puzzle's steps, then a blank line.\n"
    "--hint: only the next step, from a player's grid: the digits placed so far and, where given, the player's\n"
    "candidates (pencilmarks, the 729-character candidate format or any candidate grid the readers take).\n"
    "Exit status: 0 every puzzle explained, 1 some not (no or several solutions, invalid, not a puzzle), 2 usage\n"
    "or unreadable input or output, 4 a budget ran out (the steps so far are given), 8 out of memory,\n"
    "130 interrupted (143 by SIGTERM, 129 by SIGHUP).\n";

}  // namespace

int run_explain(const std::vector<std::string>& args, Context& context) {
  InputOptions input;
  FormatOption format({OutputFormat::text, OutputFormat::csv, OutputFormat::ndjson}, "how each record is written");
  BudgetOptions budget;
  ThreadOptions threads(context);
  bool hint = false;
  po::options_description options = declare_groups(input, format, budget, threads);
  options.add_options()("hint", po::bool_switch(&hint),
                        "only the next step, from a player's grid (placed digits and, where given, candidates)");
  std::vector<std::string> files;
  if (auto status = parse_sudoku_command_line("explain", kDescription, args, options, files, context,
                                              [&](const po::variables_map& values) {
                                                return finish_groups(values, input, format, budget, threads);
                                              })) {
    return *status;
  }
  InterruptGuard interrupt;
  const sudoku::ExplainOptions explain = explain_options(budget, &interrupt.flag());
  RecordWriter writer(RecordKind::explain, format.format(), input.symbols);
  if (!hint) writer.separate_records();
  const BatchSummary summary = run_puzzle_batch(
      files, input, threads, writer, interrupt.flag(), {},
      [&] { return std::make_unique<ExplainWorker>(writer, explain, hint, context.dependencies); }, context);
  return to_int(summary.status);
}

}  // namespace dlx
