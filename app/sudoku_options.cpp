#include "sudoku_options.hpp"

#include <boost/program_options.hpp>
#include <cmath>
#include <filesystem>
#include <cstdio>
#include <initializer_list>
#include <ostream>

#include "batch.hpp"
#include "command_line.hpp"

namespace dlx {

namespace po = boost::program_options;

namespace {

const char* name_of(SudokuCommand command) {
  switch (command) {
    case SudokuCommand::solve: return "solve";
    case SudokuCommand::count: return "count";
    case SudokuCommand::encode: return "encode";
    case SudokuCommand::validate: return "validate";
  }
  return "";
}

const char* description_of(SudokuCommand command) {
  switch (command) {
    case SudokuCommand::solve:
      return "Solves each puzzle and checks that it has exactly one solution. Puzzles of any size from 4x4 to 25x25,\n"
             "jigsaw, X, windoku and killer, one per line (81 cells for 9x9, digits, '.' or '0' for a blank), as\n"
             "block grids, CSV or JSON (see README). Prints one record per puzzle, in input order: the solution, or\n"
             "'no solution', 'multiple solutions', 'invalid: <clash>', 'error: FILE:LINE:COL: <message>'.\n";
    case SudokuCommand::count:
      return "Counts the solutions of each puzzle (one per line). Prints one line per puzzle, in input order: the\n"
             "puzzle and its count ('K+' when --limit K stopped the count, 'N+ partial' when a budget ran out), or\n"
             "the puzzle and 'invalid: <clash>', or 'error: FILE:LINE:COL: <message>' for a line that does not parse.\n";
    case SudokuCommand::encode:
      return "Writes each puzzle as an exact-cover problem in Knuth's DLX format: 324 items, and the options a\n"
             "solution could use (a given cell keeps only its given). 'dlx cover' reads it; for one puzzle:\n"
             "  echo PUZZLE | dlx encode | dlx cover\n"
             "counts what 'dlx count' counts. Several puzzles give several problems, each after a comment line\n"
             "naming its source line and followed by a blank line.\n";
    case SudokuCommand::validate:
      return "Checks every puzzle of a collection with both solvers: valid givens, exactly one solution, and the\n"
             "supplied solution (a `puzzle:count:solution` line, or --solutions FILE) equal to it. One record per\n"
             "puzzle, in input order, with a verdict: ok, invalid, unsolvable, multiple, wrong-solution, wrong-count,\n"
             "parse-error, or engine-disagreement (the two solvers differ: a bug, reported with both answers).\n"
             "A summary goes to stderr. Exit status: 0 all ok, 1 some not ok, 2 usage or unreadable input, 3 the\n"
             "solvers disagreed.\n";
  }
  return "";
}

}  // namespace

std::optional<int> parse_sudoku_options(SudokuCommand command, const std::vector<std::string>& args, Streams& streams,
                                        SudokuOptions& parsed) {
  const std::string name = name_of(command);
  const bool solves = command == SudokuCommand::solve || command == SudokuCommand::count;
  const bool batch = command != SudokuCommand::encode;
  parsed.command = command;
  std::string solver = "dlx";
  std::string limit;
  std::string node_budget;
  std::string threads;
  double timeout = 0;
  std::string input_format = "auto";
  std::string symbols = "auto";
  std::string box;
  std::string variant;

  po::options_description options("options");
  options.add_options()("help,h", "show this help");
  if (solves) {
    std::string names;
    std::string summaries;
    for (const sudoku::SolverInfo& info : sudoku::solver_kinds()) {
      names += (names.empty() ? "" : "|") + std::string(info.name);
      summaries += (summaries.empty() ? "" : "; ") + std::string(info.name) + ": " + std::string(info.summary);
    }
    options.add_options()("solver", po::value(&solver)->default_value("dlx")->value_name(names), summaries.c_str());
  }
  options.add_options()
      ("input-format", po::value(&input_format)->default_value("auto")->value_name("auto|line|block|csv|json"),
       "how puzzles are written (README: Input formats); auto: decided per record")
      ("symbols", po::value(&symbols)->default_value("auto")->value_name("auto|digits|hex|letters|numbers"),
       "the symbols of grids beyond 9x9, read and written: digits (1-9 then A-Z), hex (0-F for 16x16), letters "
       "(A-Y for 25x25), numbers (white-space separated)")
      ("box", po::value(&box)->value_name("RxC"), "boxes of R rows and C columns (default: from the size, e.g. 2x3 for 6x6)")
      ("variant", po::value(&variant)->value_name("x|windoku|x+windoku"),
       "every puzzle is an X-Sudoku (both diagonals), a windoku (extra windows), or both");
  if (command == SudokuCommand::solve) {
    parsed.format = "line";
    options.add_options()("format", po::value(&parsed.format)->default_value("line")->value_name("line|grid|csv|ndjson|dlx"),
                          "line: the solution on one line; grid: a block with box borders; csv, ndjson: one record per "
                          "puzzle with its status; dlx: the puzzle as an exact-cover problem (as encode)");
  }
  if (command == SudokuCommand::count) {
    parsed.format = "line";
    options.add_options()("format", po::value(&parsed.format)->default_value("line")->value_name("line|csv|ndjson"),
                          "line: the puzzle and its count; csv, ndjson: one record per puzzle");
  }
  if (command == SudokuCommand::count) {
    options.add_options()("limit", po::value(&limit)->value_name("K"),
                          "stop counting at K solutions and print K+ (K >= 1); default: count them all");
  }
  if (solves) {
    options.add_options()("unique", po::bool_switch(&parsed.unique),
                          "exit 0 only when every puzzle has exactly one solution; 5: some have none, 6: some have "
                          "several, 7: both (count: implies --limit 2, as does --limit 2 itself)");
  }
  if (command == SudokuCommand::encode || command == SudokuCommand::solve) {
    options.add_options()("output-dir", po::value(&parsed.output_dir)->value_name("DIR"),
                          "encode (solve --format dlx): write each puzzle's problem to DIR/NAME-LINE.dlx and print the "
                          "file names; without it only one puzzle can be written (a stream of several problems is not "
                          "one problem for dlx cover)");
  }
  if (command == SudokuCommand::count || command == SudokuCommand::validate) {
    options.add_options()
        ("timeout", po::value(&timeout)->value_name("SECONDS"),
         "give up on a puzzle after SECONDS; its count is printed as partial (exit 4)")
        ("node-budget", po::value(&node_budget)->value_name("N"),
         "give up on a puzzle after N search nodes (DLX) or guesses (propagation); partial, exit 4");
  }
  if (command == SudokuCommand::validate) {
    parsed.format = "text";
    options.add_options()
        ("format", po::value(&parsed.format)->default_value("text")->value_name("text|csv|ndjson"),
         "how each record is written")
        ("solutions", po::value(&parsed.solutions_file)->value_name("FILE"),
         "the expected solution of each puzzle, one per line, in the same order as the puzzles")
        ("minimal", po::bool_switch(&parsed.minimal),
         "also say whether each unique puzzle is minimal (removing any given makes it non-unique)")
        ("show-solutions", po::bool_switch(&parsed.show_solutions),
         "for a puzzle with several solutions, print two of them");
  }
  if (batch) {
    options.add_options()
        ("threads,j", po::value(&threads)->value_name("N"), "threads to use (default: every core)")
        ("progress", po::bool_switch(&parsed.progress),
         "report progress on stderr about once a second (the default when stderr is a terminal)");
  }
  po::options_description hidden;
  hidden.add_options()("file", po::value(&parsed.files));
  auto usage_error = [&](const std::string& message) { return dlx::usage_error(streams, name, message); };
  const std::string help = "usage: dlx " + name + " [OPTIONS] [FILE...]\n\n" + description_of(command);
  po::variables_map values;
  if (auto status = parse_arguments(name, args, options, hidden, -1, help, streams, values)) return status;

  if (auto kind = sudoku::solver_kind_named(solver)) {
    parsed.solver = *kind;
  } else {
    std::string names;
    for (const sudoku::SolverInfo& info : sudoku::solver_kinds()) names += (names.empty() ? "" : ", ") + std::string(info.name);
    return usage_error("--solver must be one of " + names + ", not '" + solver + "'");
  }
  auto one_of = [](const std::string& value, std::initializer_list<const char*> allowed) {
    for (const char* name : allowed) {
      if (value == name) return true;
    }
    return false;
  };
  if (command == SudokuCommand::solve && !one_of(parsed.format, {"line", "grid", "csv", "ndjson", "dlx"})) {
    return usage_error("--format must be line, grid, csv, ndjson or dlx, not '" + parsed.format + "'");
  }
  if (command == SudokuCommand::count && !one_of(parsed.format, {"line", "csv", "ndjson"})) {
    return usage_error("--format must be line, csv or ndjson, not '" + parsed.format + "'");
  }
  const std::pair<const char*, sudoku::InputFormat> formats[] = {
      {"auto", sudoku::InputFormat::automatic}, {"line", sudoku::InputFormat::line}, {"block", sudoku::InputFormat::block},
      {"csv", sudoku::InputFormat::csv}, {"json", sudoku::InputFormat::json}};
  bool known_format = false;
  for (const auto& [name, value] : formats) {
    if (input_format == name) parsed.input.format = value, known_format = true;
  }
  if (!known_format) return usage_error("--input-format must be auto, line, block, csv or json, not '" + input_format + "'");
  const std::pair<const char*, sudoku::SymbolSet> symbol_sets[] = {
      {"auto", sudoku::SymbolSet::automatic}, {"digits", sudoku::SymbolSet::digits}, {"hex", sudoku::SymbolSet::hex},
      {"letters", sudoku::SymbolSet::letters}, {"numbers", sudoku::SymbolSet::numbers}};
  bool known_symbols = false;
  for (const auto& [name, value] : symbol_sets) {
    if (symbols == name) parsed.input.symbols = parsed.symbols = value, known_symbols = true;
  }
  if (!known_symbols) return usage_error("--symbols must be auto, digits, hex, letters or numbers, not '" + symbols + "'");
  if (!box.empty()) {
    int rows = 0, columns = 0;
    char x = 0, extra = 0;
    if (std::sscanf(box.c_str(), "%d%c%d%c", &rows, &x, &columns, &extra) != 3 || (x != 'x' && x != 'X') || rows < 1 ||
        columns < 1 || rows * columns > sudoku::Geometry::kMaxSize || rows * columns < 2) {
      return usage_error("--box must be RxC with R*C from 2 to 25, not '" + box + "'");
    }
    parsed.input.box = std::pair(rows, columns);
  }
  if (!variant.empty()) {
    if (variant == "x" || variant == "x+windoku" || variant == "windoku+x") parsed.input.diagonals = true;
    if (variant == "windoku" || variant == "x+windoku" || variant == "windoku+x") parsed.input.windows = true;
    if (!parsed.input.diagonals && !parsed.input.windows) {
      return usage_error("--variant must be x, windoku or x+windoku, not '" + variant + "'");
    }
  }
  if (command == SudokuCommand::validate && parsed.format != "text" && parsed.format != "csv" &&
      parsed.format != "ndjson") {
    return usage_error("--format must be text, csv or ndjson, not '" + parsed.format + "'");
  }
  if (values.count("limit")) {
    const auto value = parse_positive(limit);
    if (!value) return usage_error("--limit must be a whole number of at least 1, not '" + limit + "'");
    parsed.limit = *value;
  }
  if (command == SudokuCommand::count && (parsed.unique || parsed.limit == 2)) {
    parsed.unique = true;
    parsed.limit = 2;
  }
  if (values.count("node-budget")) {
    const auto value = parse_positive(node_budget);
    if (!value) return usage_error("--node-budget must be a whole number of at least 1, not '" + node_budget + "'");
    parsed.node_budget = *value;
  }
  if (values.count("timeout")) {
    // Beyond 10^9 s (31 years) the nanosecond clock's arithmetic would overflow: say so rather than misbehave.
    if (!(timeout > 0) || !(timeout <= 1e9)) {
      return usage_error("--timeout must be a number of seconds above 0 and at most 1000000000");
    }
    parsed.timeout = timeout;
  }
  if (!parsed.output_dir.empty()) {
    std::error_code error;
    std::filesystem::create_directories(parsed.output_dir, error);
    if (!std::filesystem::is_directory(parsed.output_dir, error)) {
      return usage_error("--output-dir " + parsed.output_dir + " is not a directory that can be created");
    }
  }
  parsed.threads = default_threads();
  if (values.count("threads")) {
    const auto value = parse_positive(threads);
    if (!value || *value > 1024) return usage_error("-j must be a whole number from 1 to 1024, not '" + threads + "'");
    parsed.threads = static_cast<int>(*value);
  }
  parsed.progress = parsed.progress || streams.err_is_terminal;
  return std::nullopt;
}

}  // namespace dlx
