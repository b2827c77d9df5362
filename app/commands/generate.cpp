// `dlx generate`: puzzles with exactly one solution, of every size and variant, reproducible from a seed.
#include <random>
#include <sstream>

#include "batch.hpp"
#include "command_line.hpp"
#include "exactcover/dlx_format.hpp"
#include "interrupt.hpp"
#include "puzzle_batch.hpp"
#include "sudoku/encode.hpp"
#include "sudoku/generate.hpp"
#include "sudoku/rating.hpp"
#include "sudoku/technique.hpp"

namespace dlx {

namespace {

// What to make: the options of the request, declared once with their help (sudoku/generate.hpp has the meaning).
struct GenerateOptions {
  sudoku::GenerateRequest request;
  std::uint64_t count = 1;
  std::uint64_t first = 1;
  bool seed_given = false;
  sudoku::SymbolSet symbols = sudoku::SymbolSet::automatic;
  std::optional<sudoku::RatingTarget> target;  // --rating, --technique

  void declare(po::options_description& options) {
    std::string symmetry_names;
    std::string symmetry_help = "the givens' pattern maps onto itself under: ";
    for (const auto& info : sudoku::symmetries()) {
      symmetry_names += (symmetry_names.empty() ? "" : "|") + std::string(info.name);
      symmetry_help += std::string(info.name) + ": " + std::string(info.summary) + "; ";
    }
    symmetry_help += "a symmetric puzzle is minimal only with --minimal";
    options.add_options()
        ("count,n", po::value(&count_text_)->value_name("N"), "make N puzzles (default 1)")
        ("seed", po::value(&seed_text_)->value_name("S"),
         "the seed (a whole number): the same seed and options make the same puzzles on every machine and with any "
         "-j; default: a random seed, said on stderr ('dlx generate: seed S') and in csv and ndjson records' "
         "source ('seed S')")
        ("first", po::value(&first_text_)->value_name("K"),
         "start at puzzle K of the seed's sequence (default 1): record 'seed S', line K is made again by --seed S "
         "--first K --count 1")
        ("size", po::value(&size_text_)->value_name("N"), "N x N, from 4 to 25 (default 9)")
        ("box", po::value(&box_text_)->value_name("RxC"),
         "boxes of R rows and C columns (default: the most square, e.g. 2x3 for 6x6)")
        ("variant", po::value(&variant_text_)->value_name("x,windoku,jigsaw,killer"),
         "one or more, comma separated: x (both diagonals), windoku (extra windows), jigsaw (random regions, any "
         "size), killer (random cages and no givens)")
        ("symmetry", po::value(&symmetry_text_)->default_value("none")->value_name(symmetry_names),
         symmetry_help_.assign(symmetry_help).c_str())
        ("minimal", po::bool_switch(&request.minimal),
         "every given proven necessary, checked one by one; a puzzle that is not, or whose check runs out of "
         "--check-budget, is drawn again. Without it a puzzle is minimal unless --symmetry or --givens kept a given, "
         "or a check that ran out did (the record's 'minimal' says when it is proven)")
        ("givens", po::value(&givens_text_)->value_name("K"),
         "exactly K givens; a K that no puzzle of that size can have is refused, one not reached in --attempts grids is "
         "reported (status undecided, exit 4)")
        ("rating", po::value(&rating_text_)->value_name("A..B"),
         "only puzzles whose Sudoku Explainer rating (ER, as 'dlx rate' gives it) is from A to B: 3.0..4.5, 7.5.. (at "
         "least), ..2.0 (at most), 6.2 (exactly); grids are drawn until one is (up to --attempts)")
        ("technique", po::value(&technique_text_)->value_name("NAME"),
         "only puzzles whose hardest step is this technique (x-wing, hidden-pair, xy-wing, forcing-chain, ...: the "
         "names 'dlx explain' writes)")
        ("moves", po::value(&moves_text_)->value_name("N"),
         "--rating, --technique: after each grid's puzzle, up to N moves to a neighbour puzzle of the same solution "
         "(3 givens dropped, givens added until unique, minimal again), kept when no further from the target; "
         "default 30 for a rating of at least 8.0 (they get there faster), else 0")
        ("attempts", po::value(&attempts_text_)->value_name("N"),
         "grids drawn per puzzle for --givens, --rating, --technique or --symmetry with --minimal before giving up "
         "(default 1000; with --rating or --technique 100000)")
        ("check-budget", po::value(&budget_text_)->value_name("N"),
         "search nodes (DLX) or guesses (propagation) one uniqueness check may take; a check that runs out keeps the "
         "given (the puzzle is still unique, but not proven minimal; with --minimal the grid is drawn again). Default: "
         "10000 up to 12x12, 1000 beyond")
        ("solver", po::value(&solver_text_)->default_value("auto")->value_name("auto|dlx|propagate|..."),
         "the solver of the uniqueness checks; auto: propagate on 9x9 with boxes (classic, X, windoku), dlx elsewhere "
         "(the faster of the two there)")
        ("symbols", po::value(&symbols_text_)->default_value("auto")->value_name(names_of(symbol_set_names(), {}, "|", "|")),
         "how digits beyond 9 are written: digits (1-9 then A-Z), hex (0-F, 16x16), letters (A-Y), numbers");
  }

  OptionError finish(const po::variables_map& values) {
    auto whole = [&](const char* name, const std::string& text, std::uint64_t& out, bool from_one) -> OptionError {
      if (values.count(name) == 0) return std::nullopt;
      const auto value = from_one ? parse_positive(text) : parse_whole(text);
      if (!value) return "--" + std::string(name) + " must be a whole number" + (from_one ? " of at least 1" : "") + ", not '" + text + "'";
      out = *value;
      return std::nullopt;
    };
    std::uint64_t size = 9;
    std::uint64_t givens = 0;
    std::uint64_t attempts = 1000;
    std::uint64_t budget = 0;
    if (auto error = whole("count", count_text_, count, true)) return error;
    if (auto error = whole("seed", seed_text_, request.seed, false)) return error;
    if (auto error = whole("first", first_text_, first, true)) return error;
    if (auto error = whole("size", size_text_, size, true)) return error;
    if (auto error = whole("givens", givens_text_, givens, false)) return error;
    if (auto error = whole("attempts", attempts_text_, attempts, true)) return error;
    if (auto error = whole("check-budget", budget_text_, budget, true)) return error;
    if (size > 25 || size < 4) return "--size must be from 4 to 25, not '" + size_text_ + "'";
    if (values.count("rating") != 0) {
      target = sudoku::parse_rating_range(rating_text_);
      if (!target) return "--rating must be A..B, A.., ..B or A (Sudoku Explainer ratings such as 4.5), not '" + rating_text_ + "'";
    }
    if (values.count("technique") != 0) {
      const auto technique = sudoku::technique_named(technique_text_);
      if (!technique) return "--technique: no technique is called '" + technique_text_ + "'";
      if (!target) target = sudoku::RatingTarget{};
      target->technique = technique;
    }
    if (target && values.count("attempts") == 0) attempts = 100000;
    std::uint64_t moves = target && target->lowest && *target->lowest >= 80 ? 30 : 0;
    if (auto error = whole("moves", moves_text_, moves, false)) return error;
    if (moves > 100000) return "--moves must be at most 100000";
    request.moves = static_cast<int>(moves);
    if (attempts > 1'000'000'000) return "--attempts must be at most 1000000000";
    request.size = static_cast<int>(size);
    request.attempts = static_cast<int>(attempts);
    seed_given = values.count("seed") != 0;
    if (!seed_given) request.seed = std::random_device{}() * 4294967296ULL + std::random_device{}();
    if (values.count("givens") != 0) request.givens = static_cast<int>(std::min<std::uint64_t>(givens, 1000));
    std::stringstream variants(variant_text_);
    for (std::string variant; std::getline(variants, variant, ',');) {
      if (variant == "x") request.diagonals = true;
      else if (variant == "windoku") request.windows = true;
      else if (variant == "jigsaw") request.jigsaw = true;
      else if (variant == "killer") request.killer = true;
      else return "--variant takes x, windoku, jigsaw and killer (comma separated), not '" + variant + "'";
    }
    if (request.jigsaw && request.windows) return "windoku needs boxes; a jigsaw has regions instead";
    if (values.count("box") != 0) {
      if (request.jigsaw) return "--box does not apply to a jigsaw (its regions are drawn at random)";
      const std::size_t x = box_text_.find_first_of("xX");
      const auto rows = x == std::string::npos ? std::nullopt : parse_positive(box_text_.substr(0, x));
      const auto columns = x == std::string::npos ? std::nullopt : parse_positive(box_text_.substr(x + 1));
      if (!rows || !columns || *rows * *columns != size) {
        return "--box must be RxC with R*C = " + std::to_string(size) + ", not '" + box_text_ + "'";
      }
      request.box_rows = static_cast<int>(*rows);
      request.box_cols = static_cast<int>(*columns);
    } else if (auto box = sudoku::Geometry::default_box(request.size)) {
      request.box_rows = box->first;
      request.box_cols = box->second;
    } else if (!request.jigsaw) {
      return std::to_string(size) + "x" + std::to_string(size) + " has no box shape: add --variant jigsaw";
    }
    bool found = false;
    for (const auto& info : sudoku::symmetries()) {
      if (info.name == symmetry_text_) {
        request.symmetry = info.symmetry;
        found = true;
      }
    }
    if (!found) {
      std::string names;
      for (const auto& info : sudoku::symmetries()) names += (names.empty() ? "" : ", ") + std::string(info.name);
      return "--symmetry must be one of " + names + ", not '" + symmetry_text_ + "'";
    }
    if (solver_text_ == "auto") {
      request.solver = sudoku::default_check_solver(request);
    } else if (auto kind = sudoku::solver_kind_named(solver_text_)) {
      request.solver = *kind;
    } else {
      return "--solver must be auto or a solver 'dlx solve --solver' takes, not '" + solver_text_ + "'";
    }
    request.check_budget = values.count("check-budget") != 0 ? budget : sudoku::default_check_budget(request);
    if (auto set = value_named(symbol_set_names(), symbols_text_)) {
      symbols = *set;
    } else {
      return "--symbols must be " + names_of(symbol_set_names(), {}, ", ", " or ") + ", not '" + symbols_text_ + "'";
    }
    if (count > std::numeric_limits<std::uint64_t>::max() - first) return "--first plus --count is too large";
    if (auto problem = sudoku::check_request(request)) return *problem;
    return std::nullopt;
  }

 private:
  std::string count_text_;
  std::string seed_text_;
  std::string first_text_;
  std::string size_text_;
  std::string box_text_;
  std::string variant_text_;
  std::string symmetry_text_ = "none";
  std::string symmetry_help_;
  std::string givens_text_;
  std::string attempts_text_;
  std::string rating_text_;
  std::string moves_text_;
  std::string technique_text_;
  std::string budget_text_;
  std::string solver_text_ = "auto";
  std::string symbols_text_ = "auto";
};

// The records of a run: puzzle numbers first .. first+count-1 of the seed, made on the spot by the workers.
class GeneratedRecords final : public RecordSource {
 public:
  GeneratedRecords(std::uint64_t seed, std::uint64_t first, std::uint64_t count)
      : source_("seed " + std::to_string(seed)), next_(first), end_(first + count), count_(count) {}

  bool next(Record& record) override {
    if (next_ == end_) return false;
    record.source = source_;
    record.parsed = sudoku::PuzzleRecord{};
    record.parsed.line = static_cast<std::int64_t>(next_++);
    record.source_problem.clear();
    done_.fetch_add(1, std::memory_order_relaxed);
    return true;
  }
  std::uint64_t amount_done() const override { return done_.load(std::memory_order_relaxed); }
  std::uint64_t amount_total() const override { return count_; }

 private:
  std::string source_;
  std::uint64_t next_;
  std::uint64_t end_;
  std::uint64_t count_;
  std::atomic<std::uint64_t> done_{0};
};

class GenerateWorker final : public RecordWorker {
 public:
  GenerateWorker(const RecordWriter& writer, const GenerateOptions& options, const std::atomic<bool>* cancel,
                 const Dependencies& dependencies)
      : writer_(writer), request_(options.request), rated_(options.target.has_value()),
        generator_(options.request, dependencies.make_solver,
                   // Moves need to know how far a puzzle is; without them a filter can stop a rating sooner (at the
                   // first step past the technique asked for).
                   options.target && options.request.moves == 0 ? sudoku::rating_filter(*options.target, &rating_, cancel)
                                                                 : sudoku::PuzzleFilter{},
                   options.target && options.request.moves > 0 ? sudoku::rating_distance(*options.target, &rating_, cancel)
                                                               : sudoku::PuzzleDistance{}),
        cancel_(cancel) {}

  ExitStatus process(const Record& record, std::string& out, std::string& err) override {
    OutputRecord result{record};
    result.seed = request_.seed;
    const auto start = std::chrono::steady_clock::now();
    generator_.generate(static_cast<std::uint64_t>(record.line()), cancel_, made_);
    result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    result.nodes = made_.nodes;
    ExitStatus status = ExitStatus::ok;
    switch (made_.end) {
      case sudoku::GenerateEnd::made:
        result.status = RecordStatus::generated;
        result.puzzle = &made_.puzzle;
        result.solution = &made_.solution;
        result.givens = made_.puzzle.givens.given_count();
        if (made_.minimal) result.minimal = true;
        if (rated_) result.rating = rating_;
        if (writer_.format() == OutputFormat::dlx) result.body = problem_text(record);
        break;
      case sudoku::GenerateEnd::unreached:
        result.status = RecordStatus::undecided;
        result.detail = made_.why;
        err += "dlx generate: " + record.source + ", puzzle " + std::to_string(record.line()) + ": " + made_.why + "\n";
        status = ExitStatus::partial;
        break;
      case sudoku::GenerateEnd::cancelled:
        result.status = RecordStatus::interrupted;
        status = ExitStatus::interrupted;
        break;
    }
    writer_.write(result, out);
    return status;
  }

  ExitStatus fail(const Record& record, const std::string& why, std::string& out, std::string& err) override {
    OutputRecord result{record};
    result.status = RecordStatus::error;
    result.detail = record.source + ", puzzle " + std::to_string(record.line()) + ": " + why;
    err += "dlx generate: " + result.detail + "\n";
    writer_.write(result, out);
    return ExitStatus::out_of_memory;
  }

 private:
  // The puzzle as an exact-cover problem in Knuth's DLX format, as `dlx encode` writes it.
  std::string problem_text(const Record& record) const {
    const sudoku::ExactCoverEncoding encoding(*made_.puzzle.geometry);
    std::ostringstream text;
    text << "| sudoku " << made_.puzzle.geometry->describe() << " made from " << record.source << ", puzzle "
         << record.line() << "\n| givens " << sudoku::format_puzzle(made_.puzzle, writer_.symbols()) << "\n";
    exactcover::write_dlx(encoding.puzzle_problem(made_.puzzle.givens), {}, text);
    return text.str();
  }

  const RecordWriter& writer_;
  const sudoku::GenerateRequest& request_;
  bool rated_;             // --rating or --technique: each puzzle kept is rated
  sudoku::Rating rating_;  // the rating of the puzzle just made
  sudoku::PuzzleGenerator generator_;
  const std::atomic<bool>* cancel_;
  sudoku::GeneratedPuzzle made_;
};

const char* const kDescription =
    "Makes Sudoku puzzles with exactly one solution: any size from 4x4 to 25x25, X, windoku, jigsaw (random\n"
    "regions) and killer (random cages, no givens). A random grid is filled, then givens are taken away in\n"
    "random order while the puzzle keeps one solution, so a puzzle is minimal unless --symmetry or --givens\n"
    "asks otherwise or a uniqueness check ran out of --check-budget (--minimal checks each given and draws\n"
    "again). --rating and --technique keep drawing until a puzzle has that Sudoku Explainer rating or hardest\n"
    "technique. The same --seed and options make the same puzzles on every machine, whatever -j. One record\n"
    "per puzzle: the puzzle on a line (variants as an extended line with their regions or cages), a block\n"
    "grid (--format grid; X and windoku grids carry no mark: read them back with the same --variant), or\n"
    "csv/ndjson records with its solution, givens, seed and whether it is proven minimal; --format dlx\n"
    "writes one puzzle as an exact-cover problem.\n"
    "Exit status: 0 every puzzle made, 2 usage, 4 some --givens/--minimal/--rating target not reached in --attempts\n"
    "(status undecided), 8 out of memory, 130 interrupted (143 by SIGTERM, 129 by SIGHUP): the puzzles made\n"
    "so far are complete.\n";

}  // namespace

int run_generate(const std::vector<std::string>& args, Context& context) {
  GenerateOptions generate;
  FormatOption format({OutputFormat::line, OutputFormat::grid, OutputFormat::csv, OutputFormat::ndjson, OutputFormat::dlx},
                      "line: each puzzle on one line; grid: a block with box borders; csv, ndjson: one record per "
                      "puzzle with its solution; dlx: the puzzle as an exact-cover problem (one puzzle)");
  ThreadOptions threads(context);
  const po::options_description options = declare_groups(generate, format, threads);
  po::options_description hidden;
  std::vector<std::string> files;  // none: generate reads nothing, so a word that is no option is a usage error
  hidden.add_options()("file", po::value(&files));
  po::variables_map values;
  if (auto status = parse_arguments("generate", args, options, hidden, -1,
                                    std::string("usage: dlx generate [OPTIONS]\n\n") + kDescription, context, values)) {
    return *status;
  }
  OptionError error = finish_groups(values, generate, format, threads);
  if (!error && !files.empty()) error = "generate reads no files ('" + files.front() + "'): what to make is in its options";
  if (!error && format.format() == OutputFormat::dlx && generate.count > 1) {
    error = "--format dlx writes one problem: use --count 1";
  }
  if (!error && format.format() == OutputFormat::grid && generate.request.killer) {
    error = "a block grid cannot show killer cages: use --format line, csv or ndjson";
  }
  if (error) return usage_error(context, "generate", *error);
  if (!generate.seed_given) {  // the line and grid formats do not carry it: without it the puzzles cannot be made again
    context.err << "dlx generate: seed " << generate.request.seed << " (--seed " << generate.request.seed
                << " makes these puzzles again)\n";
  }
  const RecordWriter writer(RecordKind::generate, format.format(), generate.symbols);
  InterruptGuard interrupt;
  GeneratedRecords records(generate.request.seed, generate.first, generate.count);
  BatchOptions batch;
  batch.threads = threads.threads;
  batch.progress = threads.progress;
  batch.shard = threads.shard;
  batch.shards = threads.shards;
  batch.cancel = &interrupt.flag();
  batch.stop_when_output_fails = true;  // --count 100000000 > /dev/full must end
  context.out << writer.header();
  const BatchSummary summary = run_batch(
      records, batch,
      [&]() -> std::unique_ptr<RecordWorker> {
        return std::make_unique<GenerateWorker>(writer, generate, &interrupt.flag(), context.dependencies);
      },
      context);
  return to_int(summary.status);
}

}  // namespace dlx
