// `dlx encode`: Sudoku puzzles in, exact-cover problems in Knuth's DLX format out.
#include "commands/encode.hpp"

#include <filesystem>
#include <sstream>

#include "command_line.hpp"
#include "exactcover/dlx_format.hpp"
#include "interrupt.hpp"
#include "puzzle_batch.hpp"
#include "sudoku/encode.hpp"

namespace dlx {

namespace {

class EncodeWorker final : public PuzzleWorker {
 public:
  EncodeWorker(const RecordWriter& writer, const OutputFiles* files) : PuzzleWorker(writer, false), files_(files) {}

 private:
  ExitStatus work(const Record& record, const sudoku::Puzzle& puzzle, OutputRecord& result, std::string& err) override {
    if (files_ == nullptr && writer().format() == OutputFormat::dlx && record.puzzle_index > 0) {  // errors are not problems
      result.detail = record.source + ":" + std::to_string(record.line()) +
                      ": a second puzzle: one problem goes to stdout (dlx cover reads one); use --output-dir DIR for "
                      "several";
      err += result.detail + "\n";
      return ExitStatus::usage;
    }
    const sudoku::Geometry& geometry = *puzzle.geometry;
    if (encoding_ == nullptr || !(encoding_->geometry() == geometry)) {
      encoding_ = std::make_unique<sudoku::ExactCoverEncoding>(geometry);
    }
    std::ostringstream text;
    text << "| sudoku " << geometry.describe() << " from " << record.source << ":" << record.line() << "\n| givens "
         << sudoku::format_puzzle(puzzle, writer().symbols_for(record)) << "\n";
    exactcover::write_dlx(encoding_->puzzle_problem(puzzle.givens, nullptr, puzzle.candidates), {}, text);
    if (files_ == nullptr) {
      result.status = RecordStatus::written;
      result.body = text.str();
      return ExitStatus::ok;
    }
    const std::filesystem::path path = files_->path_for(record.source, record.line());
    if (auto problem = OutputFiles::write_new(path, text.str())) {
      result.detail = *problem;
      err += *problem + "\n";
      return ExitStatus::some_failed;
    }
    result.status = RecordStatus::written;
    result.file = path.string();
    return ExitStatus::ok;
  }

  const OutputFiles* files_;  // null: the one problem goes to stdout
  std::unique_ptr<sudoku::ExactCoverEncoding> encoding_;
};

const char* const kDescription =
    "Writes each puzzle as an exact-cover problem in Knuth's DLX format: 324 items, and the options a\n"
    "solution could use (a given cell keeps only its given). 'dlx cover' reads it; for one puzzle:\n"
    "  echo PUZZLE | dlx encode | dlx cover\n"
    "counts what 'dlx count' counts. A DLX file holds one problem, so stdout takes one puzzle (a record\n"
    "that is not a puzzle becomes a '| error:' comment line); --output-dir DIR writes each puzzle to its file,\n"
    "--format ndjson each puzzle's problem as one record.\n"
    "Exit status: 0 every puzzle written, 1 some record not a puzzle or a file not written, 2 usage,\n"
    "unreadable input or output, or a second puzzle for stdout, 8 out of memory, 130 interrupted (143 by\n"
    "SIGTERM, 129 by SIGHUP).\n";

}  // namespace

std::unique_ptr<RecordWorker> make_encode_worker(const RecordWriter& writer, const OutputFiles* files) {
  return std::make_unique<EncodeWorker>(writer, files);
}

std::optional<int> plan_output_files(const std::string& command, const std::string& dir,
                                     const std::vector<std::string>& paths, Context& context, OutputFiles& files) {
  if (dir.empty()) return std::nullopt;
  if (auto problem = OutputFiles::plan(dir, paths, files)) return usage_error(context, command, *problem);
  return std::nullopt;
}

int run_encode(const std::vector<std::string>& args, Context& context) {
  InputOptions input;
  FormatOption format({OutputFormat::dlx, OutputFormat::ndjson},
                      "dlx: the problem itself (one puzzle on stdout, or one file each with --output-dir); ndjson: one "
                      "record per puzzle, the problem in its 'problem' field (or its file in 'file')");
  OutputDirOption output_dir;
  ThreadOptions threads(context);
  const po::options_description options = declare_groups(input, format, output_dir, threads);
  std::vector<std::string> files;
  if (auto status = parse_sudoku_command_line("encode", kDescription, args, options, files, context,
                                              [&](const po::variables_map& values) {
                                                return finish_groups(values, input, format, output_dir, threads);
                                              })) {
    return *status;
  }
  OutputFiles output_files;
  if (auto status = plan_output_files("encode", output_dir.dir, files, context, output_files)) return *status;
  const OutputFiles* to_files = output_dir.dir.empty() ? nullptr : &output_files;
  const RecordWriter writer(RecordKind::encode, format.format(), input.symbols);
  InterruptGuard interrupt;
  const BatchSummary summary = run_puzzle_batch(files, input, threads, writer, interrupt.flag(), {},
                                                [&] { return make_encode_worker(writer, to_files); }, context);
  return to_int(summary.status);
}

}  // namespace dlx
