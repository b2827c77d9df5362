// `dlx solve` and `dlx count`: Sudoku puzzles in, one output record per puzzle line, in input order.
#include <boost/program_options.hpp>
#include <cstdint>
#include <memory>
#include <optional>
#include <ostream>
#include <sstream>
#include <string>

#include "commands.hpp"
#include "records.hpp"
#include "exactcover/dlx_format.hpp"
#include "sudoku/encode.hpp"
#include "sudoku/line_format.hpp"
#include "sudoku/rules.hpp"
#include "sudoku/solver.hpp"

namespace dlx {

namespace po = boost::program_options;

namespace {

enum class Mode { solve, count, encode };

const char* command_name(Mode mode) {
  switch (mode) {
    case Mode::solve: return "solve";
    case Mode::count: return "count";
    case Mode::encode: return "encode";
  }
  return "";
}

struct SudokuOptions {
  sudoku::SolverKind solver = sudoku::SolverKind::dlx;
  bool grid_format = false;                                      // solve: --format grid
  std::uint64_t limit = sudoku::SolveLimits::unlimited;          // count: --limit
  std::vector<std::string> files;
};

// Every option is declared here once, with its default and help; a command takes the ones it uses.
void add_solver_option(po::options_description& options, std::string& value) {
  options.add_options()("solver", po::value(&value)->default_value("dlx")->value_name("dlx|propagate"),
                        "dlx: exact cover on dancing links; propagate: the independent propagation solver");
}

// Parses `args` for `command`. Returns an exit status when the command must stop here (help, or a usage error).
std::optional<int> parse_command_line(Mode mode, const std::vector<std::string>& args, Streams& streams,
                                      SudokuOptions& parsed) {
  const std::string name = command_name(mode);
  std::string solver = "dlx";
  std::string format = "line";
  std::string limit;
  po::options_description options("options");
  options.add_options()("help,h", "show this help");
  if (mode != Mode::encode) add_solver_option(options, solver);
  if (mode == Mode::solve) {
    options.add_options()("format", po::value(&format)->default_value("line")->value_name("line|grid"),
                          "line: the solution as one line of 81 digits; grid: a 9x9 block with box borders");
  } else if (mode == Mode::count) {
    options.add_options()("limit", po::value(&limit)->value_name("K"),
                          "stop counting at K solutions and print K+ (K >= 1); default: count them all");
  }
  po::options_description hidden;
  hidden.add_options()("file", po::value(&parsed.files));
  po::options_description all;
  all.add(options).add(hidden);
  po::positional_options_description positional;
  positional.add("file", -1);

  auto usage_error = [&](const std::string& message) {
    streams.err << "dlx " << name << ": " << message << "\n"
                << "try 'dlx " << name << " --help'\n";
    return to_int(ExitStatus::usage);
  };
  po::variables_map values;
  try {
    po::store(po::command_line_parser(args).options(all).positional(positional).run(), values);
    po::notify(values);
  } catch (const po::error& error) {
    return usage_error(error.what());
  }
  if (values.count("help")) {
    streams.out << "usage: dlx " << name << " [OPTIONS] [FILE...]\n\n";
    if (mode == Mode::solve) {
      streams.out << "Solves each puzzle (one per line: 81 cells, digits 1-9, '.' or '0' for a blank) and checks that\n"
                     "it has exactly one solution. Prints one line per puzzle, in input order: the solution, or\n"
                     "'no solution', 'multiple solutions', 'invalid: <clash>', 'error: FILE:LINE:COL: <message>'.\n\n";
    } else if (mode == Mode::encode) {
      streams.out << "Writes each puzzle as an exact-cover problem in Knuth's DLX format: 324 items, and the options a\n"
                     "solution could use (a given cell keeps only its given). 'dlx cover' reads it; for one puzzle:\n"
                     "  echo PUZZLE | dlx encode | dlx cover\n"
                     "counts what 'dlx count' counts. Several puzzles give several problems, each after a comment\n"
                     "line naming its source line, separated by blank lines.\n\n";
    } else {
      streams.out << "Counts the solutions of each puzzle (one per line). Prints one line per puzzle, in input order:\n"
                     "the puzzle and its count ('K+' when --limit K stopped the count), or the puzzle and\n"
                     "'invalid: <clash>', or 'error: FILE:LINE:COL: <message>' for a line that does not parse.\n\n";
    }
    streams.out << options;
    return to_int(ExitStatus::ok);
  }
  if (solver == "dlx") {
    parsed.solver = sudoku::SolverKind::dlx;
  } else if (solver == "propagate") {
    parsed.solver = sudoku::SolverKind::propagation;
  } else {
    return usage_error("--solver must be dlx or propagate, not '" + solver + "'");
  }
  if (format == "line" || format == "grid") {
    parsed.grid_format = format == "grid";
  } else {
    return usage_error("--format must be line or grid, not '" + format + "'");
  }
  if (values.count("limit")) {
    auto value = parse_positive(limit);
    if (!value) return usage_error("--limit must be a whole number of at least 1, not '" + limit + "'");
    parsed.limit = *value;
  }
  return std::nullopt;
}

// Turns one input record into its output record; the verdict decides the exit status.
class PuzzleJob {
 public:
  PuzzleJob(Mode mode, const SudokuOptions& options) : mode_(mode), options_(options) {
    if (mode == Mode::encode) {
      encoding_ = std::make_unique<sudoku::ExactCoverEncoding>(geometry_);
      return;
    }
    solver_ = sudoku::make_solver(options.solver, geometry_);
    if (mode == Mode::solve) {
      limits_.max_solutions = 2;
      limits_.keep_solutions = 1;
    } else {
      limits_.max_solutions = options.limit;
      limits_.keep_solutions = 0;
    }
  }

  // Appends the output record for `record` to `out` (and any diagnostic to `err`); returns its exit status.
  ExitStatus process(const Record& record, std::string& out, std::string& err) {
    std::optional<sudoku::ParseError> error;
    if (record.too_long) {
      error = sudoku::ParseError{static_cast<int>(RecordReader::kMaxLineLength) + 1,
                                 "line longer than " + std::to_string(RecordReader::kMaxLineLength) + " bytes"};
    } else {
      error = sudoku::parse_line(record.text, geometry_, puzzle_);
    }
    if (error) {
      std::string where = record.source + ":" + std::to_string(record.line) + ":" + std::to_string(error->column);
      err += where + ": " + error->message + "\n";
      out += "error: " + where + ": " + error->message + "\n";
      if (mode_ == Mode::solve && options_.grid_format) out += "\n";
      return ExitStatus::some_failed;
    }
    if (mode_ == Mode::encode) {
      if (records_++ > 0) out += '\n';
      out += "| sudoku 9x9 from " + record.source + ":" + std::to_string(record.line) + "\n| givens ";
      sudoku::append_line(puzzle_, out);
      out += '\n';
      std::ostringstream text;
      exactcover::write_dlx(encoding_->puzzle_problem(puzzle_), {}, text);
      out += text.str();
      return ExitStatus::ok;
    }
    if (mode_ == Mode::count) {
      sudoku::append_line(puzzle_, out);
      out += ' ';
    }
    if (auto clash = sudoku::find_clash(geometry_, puzzle_)) {
      out += "invalid: " + clash->describe(geometry_) + "\n";
      if (mode_ == Mode::solve && options_.grid_format) out += "\n";
      return ExitStatus::some_failed;
    }
    solver_->solve(puzzle_, limits_, report_);
    if (mode_ == Mode::count) {
      out += std::to_string(report_.solutions);
      if (!report_.complete()) out += '+';
      out += '\n';
      return ExitStatus::ok;
    }
    if (report_.solutions == 1) {
      if (options_.grid_format) {
        sudoku::append_block(report_.first, geometry_, out);
        out += '\n';
      } else {
        sudoku::append_line(report_.first, out);
        out += '\n';
      }
      return ExitStatus::ok;
    }
    out += report_.solutions == 0 ? "no solution\n" : "multiple solutions\n";
    if (options_.grid_format) out += "\n";
    return ExitStatus::some_failed;
  }

 private:
  Mode mode_;
  const SudokuOptions& options_;
  const sudoku::Geometry& geometry_ = sudoku::Geometry::classic();
  std::unique_ptr<sudoku::PuzzleSolver> solver_;
  std::unique_ptr<sudoku::ExactCoverEncoding> encoding_;
  std::size_t records_ = 0;
  sudoku::SolveLimits limits_;
  sudoku::Grid puzzle_;
  sudoku::SolveReport report_;
};

int run_sudoku_command(Mode mode, const std::vector<std::string>& args, Streams& streams) {
  SudokuOptions options;
  if (auto status = parse_command_line(mode, args, streams, options)) return *status;

  RecordReader reader(options.files, streams.in);
  PuzzleJob job(mode, options);
  ExitStatus status = ExitStatus::ok;
  Record record;
  std::string out;
  std::string err;
  std::size_t problems_reported = 0;
  while (reader.next(record)) {
    // A source that failed to open is reported where it would have been read, before the next one's records.
    for (; problems_reported < reader.problems().size(); ++problems_reported) {
      streams.err << "dlx: " << reader.problems()[problems_reported] << "\n";
    }
    out.clear();
    err.clear();
    status = worst(status, job.process(record, out, err));
    streams.err << err;
    streams.out << out;
  }
  for (; problems_reported < reader.problems().size(); ++problems_reported) {
    streams.err << "dlx: " << reader.problems()[problems_reported] << "\n";
  }
  if (!reader.problems().empty()) status = ExitStatus::usage;
  streams.out.flush();
  return to_int(status);
}

}  // namespace

int run_solve(const std::vector<std::string>& args, Streams& streams) {
  return run_sudoku_command(Mode::solve, args, streams);
}

int run_count(const std::vector<std::string>& args, Streams& streams) {
  return run_sudoku_command(Mode::count, args, streams);
}

int run_encode(const std::vector<std::string>& args, Streams& streams) {
  return run_sudoku_command(Mode::encode, args, streams);
}

}  // namespace dlx
