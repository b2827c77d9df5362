// `dlx canon`: the canonical (minlex) form of each puzzle or grid, its automorphism count, and --dedupe.
#include <mutex>
#include <unordered_map>
#include <unordered_set>

#include "interrupt.hpp"
#include "puzzle_batch.hpp"
#include "sudoku/canonical.hpp"
#include "sudoku/formats.hpp"

namespace dlx {

namespace {

// --dedupe: the forms of records made but not yet written (by record index), and the first record of each form
// written so far. Workers fill `pending`; the in-order writing stage (BatchOptions::before_write) decides, so the
// record kept is always the first in input order whatever -j.
struct Classes {
  std::mutex mutex;
  std::unordered_map<std::uint64_t, std::pair<std::string, std::uint64_t>> pending;  // index -> form, automorphisms
  std::unordered_map<std::string, std::string> first;                               // form -> "FILE:LINE"
};

class CanonWorker final : public PuzzleWorker {
 public:
  CanonWorker(const RecordWriter& writer, bool original, Classes* classes)
      : PuzzleWorker(writer, false), original_(original), classes_(classes) {}

 private:
  ExitStatus work(const Record& record, const sudoku::Puzzle& puzzle, OutputRecord& result, std::string&) override {
    if (!puzzle.candidates.empty()) {
      result.detail = "a candidate grid has no canonical form here (its pencilmarks are not givens)";
      return ExitStatus::some_failed;
    }
    sudoku::CanonicalOrError form = canonicalizer_.canonical(*puzzle.geometry, puzzle.givens);
    if (auto* refusal = std::get_if<std::string>(&form)) {
      result.detail = *refusal;
      return ExitStatus::some_failed;
    }
    const sudoku::CanonicalForm& found = std::get<sudoku::CanonicalForm>(form);
    result.status = RecordStatus::canonical;
    result.canonical = writer().grid_line(found.form, record);
    result.automorphisms = found.automorphisms;
    if (original_) result.body = sudoku::format_puzzle(puzzle, writer().symbols_for(record));  // what text writes
    if (classes_ != nullptr) {
      std::lock_guard lock(classes_->mutex);
      classes_->pending[record.index] = {result.canonical, found.automorphisms};
    }
    return ExitStatus::ok;
  }

  bool original_;
  Classes* classes_;
  sudoku::Canonicalizer canonicalizer_;
};

const char* const kDescription =
    "Writes the canonical form of each puzzle or grid: the minlex form, as the Sudoku Players' Forum defines\n"
    "it — the smallest of the puzzle's strings (blanks as 0, row by row) over every band, row, stack and\n"
    "column permutation, transposition and relabelling of the digits (3,359,232 x 9! for 9x9). Two puzzles\n"
    "are the same puzzle written differently exactly when their forms are equal. 4x4 to 9x9, any box shape\n"
    "(6x6, 8x8 without transposition); larger sizes and jigsaw, X, windoku, killer are refused.\n"
    "--dedupe keeps the first puzzle of each class (in input order, whatever -j): the text format writes it\n"
    "once, csv and ndjson write every record, later ones with status 'duplicate' naming the first.\n"
    "csv and ndjson also give the automorphism count (transformations mapping the puzzle onto itself).\n"
    "Exit status: 0 every record has its form, 1 some record not a puzzle or refused, 2 usage or unreadable\n"
    "input or output, 8 out of memory, 130 interrupted (143 by SIGTERM, 129 by SIGHUP).\n";

}  // namespace

int run_canon(const std::vector<std::string>& args, Context& context) {
  InputOptions input;
  FormatOption format({OutputFormat::line, OutputFormat::csv, OutputFormat::ndjson},
                      "line: the canonical form on one line (or the puzzle as read, with --original); csv, ndjson: "
                      "one record per puzzle with its form and automorphism count");
  ThreadOptions threads(context);
  bool dedupe = false;
  bool original = false;
  po::options_description options = declare_groups(input, format, threads);
  options.add_options()
      ("dedupe", po::bool_switch(&dedupe), "keep the first puzzle of each class (the others: status duplicate)")
      ("original", po::bool_switch(&original), "text: write each puzzle as read rather than its form");
  std::vector<std::string> files;
  if (auto status = parse_sudoku_command_line("canon", kDescription, args, options, files, context,
                                              [&](const po::variables_map& values) {
                                                return finish_groups(values, input, format, threads);
                                              })) {
    return *status;
  }
  const RecordWriter writer(RecordKind::canon, format.format(), input.symbols);
  Classes classes;
  BatchOptions batch;
  if (dedupe) {
    batch.before_write = [&](const Record& record, std::string& out) {
      std::pair<std::string, std::uint64_t> form;
      {
        std::lock_guard lock(classes.mutex);
        auto found = classes.pending.find(record.index);
        if (found == classes.pending.end()) return;  // no form: an error record stays as it is
        form = std::move(found->second);
        classes.pending.erase(found);
      }
      const std::string here = record.source + ":" + std::to_string(record.line());
      auto [first, inserted] = classes.first.emplace(form.first, here);
      if (inserted) return;
      OutputRecord duplicate{record};
      duplicate.puzzle = &*record.parsed.puzzle;
      duplicate.status = RecordStatus::duplicate;
      duplicate.detail = "the same puzzle as " + first->second;
      duplicate.canonical = form.first;
      duplicate.automorphisms = form.second;
      out.clear();
      writer.write(duplicate, out);
    };
  }
  InterruptGuard interrupt;
  const BatchSummary summary = run_puzzle_batch(
      files, input, threads, writer, interrupt.flag(), batch,
      [&]() -> std::unique_ptr<RecordWorker> {
        return std::make_unique<CanonWorker>(writer, original, dedupe ? &classes : nullptr);
      },
      context);
  return to_int(summary.status);
}

}  // namespace dlx
