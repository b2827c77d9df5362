// `dlx validate`: every puzzle of a collection checked by both solvers (sudoku::validate), one status per puzzle.
#include "sudoku/validate.hpp"

#include "sudoku/rating.hpp"

#include <array>
#include <chrono>
#include <cstdio>
#include <ostream>

#include "command_line.hpp"
#include "commands/human_solving.hpp"
#include "interrupt.hpp"
#include "puzzle_batch.hpp"
#include "solutions_file.hpp"

namespace dlx {

namespace {

// A verdict as a record's status: the output contract's vocabulary, shared with the other commands.
RecordStatus status_of_verdict(sudoku::Verdict verdict) {
  switch (verdict) {
    case sudoku::Verdict::ok: return RecordStatus::ok;
    case sudoku::Verdict::invalid: return RecordStatus::invalid;
    case sudoku::Verdict::no_solution: return RecordStatus::no_solution;
    case sudoku::Verdict::multiple: return RecordStatus::multiple;
    case sudoku::Verdict::wrong_solution: return RecordStatus::wrong_solution;
    case sudoku::Verdict::wrong_count: return RecordStatus::wrong_count;
    case sudoku::Verdict::undecided: return RecordStatus::undecided;
    case sudoku::Verdict::engine_disagreement: return RecordStatus::engine_disagreement;
  }
  return RecordStatus::error;
}

// The order in which the summary lists the statuses it counted.
constexpr std::array<RecordStatus, 10> kSummaryOrder = {
    RecordStatus::ok,          RecordStatus::invalid,     RecordStatus::no_solution, RecordStatus::multiple,
    RecordStatus::wrong_solution, RecordStatus::wrong_count, RecordStatus::error,    RecordStatus::undecided,
    RecordStatus::interrupted, RecordStatus::engine_disagreement};

using Tally = std::array<std::uint64_t, kRecordStatusCount>;

ExitStatus exit_status_of(sudoku::Verdict verdict) {
  switch (verdict) {
    case sudoku::Verdict::ok: return ExitStatus::ok;
    case sudoku::Verdict::undecided: return ExitStatus::partial;
    case sudoku::Verdict::engine_disagreement: return ExitStatus::engine_disagreement;
    default: return ExitStatus::some_failed;
  }
}

struct ValidateSettings {
  sudoku::ValidateOptions validation;
  sudoku::ReaderOptions reading;  // how a --solutions line is read
  bool show_solutions = false;
  bool rate = false;                  // --rate: ER/EP/ED of every ok puzzle
  sudoku::ExplainOptions explain;     // its budgets
  const SolutionsFile* solutions = nullptr;
};

class ValidateWorker final : public RecordWorker {
 public:
  ValidateWorker(const RecordWriter& writer, const ValidateSettings& settings, const Dependencies& dependencies)
      : writer_(writer), settings_(settings), solvers_(dependencies.make_solver) {}

  const Tally& tally() const { return tally_; }

  // The solvers could not tell for want of memory: undecided, with the reason.
  ExitStatus fail(const Record& record, const std::string& why, std::string& out, std::string& err) override {
    OutputRecord result{record};
    result.puzzle = record.parsed.puzzle ? &*record.parsed.puzzle : nullptr;
    result.status = RecordStatus::undecided;
    result.detail = why;
    err += record.source + ":" + std::to_string(record.line()) + ": " + why + "\n";
    writer_.write(result, out);
    ++tally_[static_cast<std::size_t>(result.status)];
    return ExitStatus::out_of_memory;
  }

  ExitStatus process(const Record& record, std::string& out, std::string& err) override {
    OutputRecord result{record};
    if (record.parsed.error) {
      result.status = RecordStatus::error;
      result.detail = report_parse_error(record, err);
      writer_.write(result, out);
      ++tally_[static_cast<std::size_t>(result.status)];
      return ExitStatus::some_failed;
    }
    const auto start = std::chrono::steady_clock::now();
    const sudoku::Puzzle& puzzle = *record.parsed.puzzle;
    std::string claims_source;
    const sudoku::Claims claims = settings_.solutions->claims_for(record, puzzle, settings_.reading, claims_source);
    const sudoku::Validation validation = sudoku::validate(puzzle, claims, settings_.validation, solvers_);
    result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    result.puzzle = &puzzle;
    result.status = status_of_verdict(validation.verdict);
    if (validation.verdict == sudoku::Verdict::undecided &&
        (validation.dlx.end == sudoku::SolveEnd::cancelled || validation.propagation.end == sudoku::SolveEnd::cancelled)) {
      result.status = RecordStatus::interrupted;  // a signal, not a budget, stopped it
    }
    result.nodes = validation.dlx.nodes;
    result.detail = detail_of(validation, claims_source, record);
    if (validation.verdict != sudoku::Verdict::invalid && validation.verdict != sudoku::Verdict::engine_disagreement) {
      result.count = validation.solutions;
      result.complete = validation.complete;
    }
    result.solution = validation.first();
    if (settings_.show_solutions) result.second_solution = validation.second();
    result.minimal = validation.minimal;
    if (validation.removable_cell >= 0) result.removable = puzzle.geometry->cell_name(validation.removable_cell);
    if (settings_.rate && validation.verdict == sudoku::Verdict::ok) {
      sudoku::RateOptions rate;
      rate.explain = settings_.explain;
      const sudoku::Rating rating = sudoku::rate(puzzle, rate);
      if (rating.complete()) {
        result.rating = rating;
      } else {
        result.detail = rating.end == sudoku::RatingEnd::cancelled ? "not rated: interrupted" : "not rated: budget";
      }
    }
    writer_.write(result, out);
    ++tally_[static_cast<std::size_t>(result.status)];
    // A rating its budget stopped leaves the record ok (the validation finished) but the run partial, as `rate` says.
    if (result.status == RecordStatus::ok && settings_.rate && !result.rating) return ExitStatus::partial;
    return exit_status_of(validation.verdict);
  }

 private:
  // The library's detail, with what only the command can add: grids in the chosen symbols, and where a claimed
  // solution came from.
  std::string detail_of(const sudoku::Validation& validation, const std::string& claims_source,
                        const Record& record) const {
    switch (validation.verdict) {
      case sudoku::Verdict::wrong_solution: return claims_source + ": " + validation.detail;
      case sudoku::Verdict::multiple:
        if (!settings_.show_solutions) break;
        return validation.detail + ", e.g. " + writer_.grid_line(*validation.first(), record) + " and " +
               writer_.grid_line(*validation.second(), record);
      case sudoku::Verdict::engine_disagreement:
        return answer("dlx", validation.dlx, record) + "; " + answer("propagate", validation.propagation, record) +
               (validation.detail.empty() ? "" : "; " + validation.detail);
      default: break;
    }
    return validation.detail;
  }

  // "dlx counts 1 (first 4689...)"
  std::string answer(const char* solver, const sudoku::SolveReport& report, const Record& record) const {
    std::string text = std::string(solver) + " counts " + std::to_string(report.solutions) + (report.complete() ? "" : "+");
    if (report.solutions >= 1) text += " (first " + writer_.grid_line(report.first, record) + ")";
    return text;
  }

  const RecordWriter& writer_;
  const ValidateSettings& settings_;
  sudoku::SolverCache solvers_;
  Tally tally_{};  // the statuses this worker gave
};

const char* const kDescription =
    "Checks every puzzle of a collection with both solvers: valid givens, exactly one solution, and the\n"
    "supplied solution (a `puzzle:count:solution` line, or --solutions FILE) equal to it. One record per\n"
    "puzzle, in input order, with a status: ok, invalid, no-solution, multiple, wrong-solution, wrong-count,\n"
    "error (not a puzzle), undecided (a budget ran out first), interrupted, or engine-disagreement (the two\n"
    "solvers differ: a bug, reported with both answers). A summary goes to stderr.\n"
    "Exit status: 0 all ok, 1 some not ok, 2 usage or unreadable input or output, 3 the solvers disagreed,\n"
    "4 some undecided, 8 out of memory, 130 interrupted (143 by SIGTERM, 129 by SIGHUP).\n";

// "validate: 43 puzzles in 0.12 s (358/s), 18 ok, 10 no-solution, 15 multiple"
void write_summary(const BatchSummary& summary, const Tally& tally, std::ostream& err) {
  char line[160];
  std::snprintf(line, sizeof line, "validate: %llu puzzles in %.2f s (%.0f/s)",
                static_cast<unsigned long long>(summary.records), summary.seconds,
                summary.seconds > 0 ? static_cast<double>(summary.records) / summary.seconds : 0.0);
  err << line;
  for (RecordStatus status : kSummaryOrder) {
    const std::uint64_t count = tally[static_cast<std::size_t>(status)];
    if (count > 0) err << ", " << count << " " << status_name(status);
  }
  err << "\n";
}

}  // namespace

int run_validate(const std::vector<std::string>& args, Context& context) {
  InputOptions input;
  BudgetOptions budget;
  FormatOption format({OutputFormat::text, OutputFormat::csv, OutputFormat::ndjson}, "how each record is written");
  std::string solutions_path;
  std::string max_count_text;
  ValidateSettings settings;
  ThreadOptions threads(context);
  po::options_description options = declare_groups(input, budget, format);
  options.add_options()
      ("solutions", po::value(&solutions_path)->value_name("FILE"),
       "the expected solution of each puzzle, one per line, in the same order as the puzzles")
      ("minimal", po::bool_switch(&settings.validation.check_minimal),
       "also say whether each unique puzzle is minimal (removing any given makes it non-unique)")
      ("show-solutions", po::bool_switch(&settings.show_solutions),
       "for a puzzle with several solutions, print two of them")
      ("rate", po::bool_switch(&settings.rate),
       "also rate each ok puzzle on Sudoku Explainer's scale (ER/EP/ED, hardest technique, grade; see dlx rate)")
      ("max-count", po::value(&max_count_text)->value_name("N"),
       "check a supplied count by counting at most N solutions (default 1000000): a claim beyond N is wrong when "
       "fewer are found, else undecided");
  threads.declare(options);
  std::vector<std::string> files;
  // Finished with input before format: with both wrong, the --symbols (or --box ...) error is the one reported, as ever.
  if (auto status = parse_sudoku_command_line("validate", kDescription, args, options, files, context,
                                              [&](const po::variables_map& values) {
                                                return finish_groups(values, input, format, budget, threads);
                                              })) {
    return *status;
  }
  if (!max_count_text.empty()) {
    const auto bound = parse_positive(max_count_text);
    if (!bound) return usage_error(context, "validate", "--max-count must be a whole number >= 1, not '" + max_count_text + "'");
    settings.validation.max_claimed_count = *bound;
  }
  SolutionsFile solutions;
  if (std::string problem; !solutions_path.empty() && !solutions.open(solutions_path, problem)) {
    context.err << "dlx: " << problem << "\n";
    return to_int(ExitStatus::usage);
  }

  InterruptGuard interrupt;
  settings.validation.limits.cancel = &interrupt.flag();
  budget.apply(settings.validation.limits);
  settings.explain = explain_options(budget, &interrupt.flag());  // --rate: the same budget as rate's
  settings.reading = input.reader;
  settings.solutions = &solutions;
  BatchOptions batch;
  if (solutions.is_open()) batch.annotate = [&](Record& record) { solutions.attach_next(record); };
  Tally tally{};  // added up from every worker's own tally at the end
  batch.finish = [&](RecordWorker& worker) {
    const auto& counts = static_cast<ValidateWorker&>(worker).tally();
    for (std::size_t k = 0; k < kRecordStatusCount; ++k) tally[k] += counts[k];
  };
  const RecordWriter writer(RecordKind::validate, format.format(), input.symbols);
  const BatchSummary summary = run_puzzle_batch(
      files, input, threads, writer, interrupt.flag(), batch,
      [&] { return std::make_unique<ValidateWorker>(writer, settings, context.dependencies); }, context);

  if (solutions.is_open()) {  // solutions left over: the two files do not match, and the user should know
    if (const std::uint64_t left = solutions.lines_left(); left > 0) {
      context.err << "dlx validate: " << solutions.path() << ": " << left
                  << " more solution(s) than puzzles; the extra ones were not checked\n";
    }
  }
  write_summary(summary, tally, context.err);
  return to_int(summary.status);
}

}  // namespace dlx
