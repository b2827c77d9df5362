#include "options/option_groups.hpp"

#include "memory_limit.hpp"

#include <charconv>
#include <chrono>
#include <filesystem>

#include "batch.hpp"
#include "command_line.hpp"

namespace dlx {

void SolverOption::declare(po::options_description& options) {
  std::string names;
  std::string summaries;
  for (const sudoku::SolverInfo& info : sudoku::solver_kinds()) {
    names += (names.empty() ? "" : "|") + std::string(info.name);
    summaries += (summaries.empty() ? "" : "; ") + std::string(info.name) + ": " + std::string(info.summary);
  }
  options.add_options()("solver", po::value(&name_)->default_value("dlx")->value_name(names), summaries.c_str());
}

OptionError SolverOption::finish(const po::variables_map&) {
  if (auto found = sudoku::solver_kind_named(name_)) {
    kind = *found;
    return std::nullopt;
  }
  std::string names;
  for (const sudoku::SolverInfo& info : sudoku::solver_kinds()) names += (names.empty() ? "" : ", ") + std::string(info.name);
  return "--solver must be one of " + names + ", not '" + name_ + "'";
}

void InputOptions::declare(po::options_description& options) {
  options.add_options()
      ("input-format", po::value(&format_)->default_value("auto")->value_name(names_of(input_format_names(), {}, "|", "|")),
       "how puzzles are written (README: Input formats); auto: decided per record")
      ("symbols", po::value(&symbols_)->default_value("auto")->value_name(names_of(symbol_set_names(), {}, "|", "|")),
       "the symbols of grids beyond 9x9, read and written: digits (1-9 then A-Z), hex (0-F for 16x16), letters "
       "(A-Y for 25x25, or the N letters the grid uses, e.g. Q-Y), numbers (white-space separated); auto: as each "
       "record is written")
      ("box", po::value(&box_)->value_name("RxC"), "boxes of R rows and C columns (default: from the size, e.g. 2x3 for 6x6)")
      ("variant", po::value(&variant_)->value_name(names_of(variant_names(), {}, "|", "|")),
       "every puzzle is an X-Sudoku (both diagonals), a windoku (extra windows), or both");
}

namespace {

// "RxC" with each side a whole number from 1 to 25 and R*C from 2 to 25 (each side is checked before the product, so
// that no size overflows).
std::optional<std::pair<int, int>> parse_box(const std::string& text) {
  const std::size_t x = text.find_first_of("xX");
  if (x == std::string::npos) return std::nullopt;
  auto side = [&](std::size_t from, std::size_t to) -> std::optional<int> {
    int value = 0;
    const char* first = text.data() + from;
    const char* last = text.data() + to;
    const auto [end, error] = std::from_chars(first, last, value);
    if (first == last || error != std::errc() || end != last || value < 1 || value > sudoku::Geometry::kMaxSize) {
      return std::nullopt;
    }
    return value;
  };
  const auto rows = side(0, x);
  const auto columns = side(x + 1, text.size());
  if (!rows || !columns || *rows * *columns > sudoku::Geometry::kMaxSize || *rows * *columns < 2) return std::nullopt;
  return std::pair(*rows, *columns);
}

}  // namespace

OptionError InputOptions::finish(const po::variables_map& values) {
  if (auto format = value_named(input_format_names(), format_)) {
    reader.format = *format;
  } else {
    return "--input-format must be " + names_of(input_format_names(), {}, ", ", " or ") + ", not '" + format_ + "'";
  }
  if (auto set = value_named(symbol_set_names(), symbols_)) {
    reader.symbols = symbols = *set;
  } else {
    return "--symbols must be " + names_of(symbol_set_names(), {}, ", ", " or ") + ", not '" + symbols_ + "'";
  }
  if (values.count("box") != 0) {  // given, even empty
    const auto box = parse_box(box_);
    if (!box) return "--box must be RxC with R*C from 2 to 25, not '" + box_ + "'";
    reader.box = *box;
  }
  if (values.count("variant") != 0) {
    const auto variant = value_named(variant_names(), variant_);
    if (!variant) return "--variant must be " + names_of(variant_names(), {}, ", ", " or ") + ", not '" + variant_ + "'";
    reader.diagonals = *variant == Variant::x || *variant == Variant::x_windoku;
    reader.windows = *variant == Variant::windoku || *variant == Variant::x_windoku;
  }
  return std::nullopt;
}

void FormatOption::declare(po::options_description& options) {
  const std::string first(name_of(output_format_names(), allowed_.front()));
  if (allowed_.front() != OutputFormat::text) {
    // Every command takes text, csv and ndjson (README: Output contract): text is the command's own human format.
    help_ += "; text: the same as " + first;
  }
  options.add_options()("format",
                        po::value(&text_)->default_value(first)->value_name(names_of(output_format_names(),
                                                                                     allowed_, "|", "|")),
                        help_.c_str());
}

OptionError FormatOption::finish(const po::variables_map& values) {
  chosen_ = values.count("format") != 0 && !values["format"].defaulted();
  auto format = value_named(output_format_names(), text_);
  if (format == OutputFormat::text) format = allowed_.front();
  for (OutputFormat allowed : allowed_) {
    if (format == allowed) {
      format_ = allowed;
      return std::nullopt;
    }
  }
  return "--format must be " + names_of(output_format_names(), allowed_, ", ", " or ") + ", not '" +
         text_ + "'";
}

void LimitOption::declare(po::options_description& options) {
  options.add_options()("limit", po::value(&text_)->value_name("K"),
                        "stop counting at K solutions and print K+ (K >= 1); default: count them all");
}

OptionError LimitOption::finish(const po::variables_map& values) {
  if (!values.count("limit")) return std::nullopt;
  const auto value = parse_positive(text_);
  if (!value) return "--limit must be a whole number of at least 1, not '" + text_ + "'";
  limit = *value;
  return std::nullopt;
}

void UniqueOption::declare(po::options_description& options) {
  options.add_options()("unique", po::bool_switch(&unique),
                        "exit 0 only when every puzzle has exactly one solution; 5: some have none, 6: some have "
                        "several, 7: both (count: implies --limit 2)");
}

void FirstOption::declare(po::options_description& options) {
  options.add_options()("first", po::bool_switch(&first),
                        "a puzzle with several solutions gets the first one found printed too (status 'first', "
                        "exit 0; with --unique still 6)");
}

void BudgetOptions::declare(po::options_description& options) {
  options.add_options()
      ("timeout", po::value(&timeout_text_)->value_name("SECONDS"),
       "give up on a puzzle after SECONDS: it is undecided (exit 4); a count is printed as partial, a rating or "
       "explanation with the steps so far")
      ("node-budget", po::value(&node_budget_text_)->value_name("N"),
       "give up on a puzzle after N search nodes (DLX), guesses (propagation) or, for rate and explain, the nodes of "
       "the chain searches and the last-resort search; undecided, exit 4");
}

OptionError BudgetOptions::finish(const po::variables_map& values) {
  if (values.count("node-budget")) {
    const auto value = parse_positive(node_budget_text_);
    if (!value) return "--node-budget must be a whole number of at least 1, not '" + node_budget_text_ + "'";
    node_budget = *value;
  }
  if (values.count("timeout")) {
    if (auto error = check_timeout(timeout_text_)) return error;
    timeout = timeout_text_;
  }
  return std::nullopt;
}

void BudgetOptions::apply(sudoku::SolveLimits& limits) const {
  limits.node_budget = node_budget;
  if (timeout) {
    limits.time_budget =
        std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(*timeout));
  }
}

void OutputDirOption::declare(po::options_description& options) {
  options.add_options()("output-dir", po::value(&dir)->value_name("DIR"),
                        "encode (solve --format dlx): write each puzzle's problem to DIR/NAME-LINE.dlx and print the "
                        "file names; without it only one puzzle can be written (a stream of several problems is not "
                        "one problem for dlx cover)");
}

OptionError OutputDirOption::finish(const po::variables_map&) {
  if (dir.empty()) return std::nullopt;
  std::error_code error;
  std::filesystem::create_directories(dir, error);
  if (!std::filesystem::is_directory(dir, error)) return "--output-dir " + dir + " is not a directory that can be created";
  return std::nullopt;
}

void ThreadOptions::declare(po::options_description& options) {
  options.add_options()
      ("threads,j", po::value(&threads_text_)->value_name("N"), "threads to use (default: every core)")
      ("progress", po::bool_switch(&progress),
       "report progress on stderr about once a second (the default when stderr is a terminal)")
      ("max-memory", po::value(&max_memory_text_)->value_name("SIZE"),
       "at most SIZE of memory (512M, 2G: the process's address space); a record needing more is reported 'out of "
       "memory' (exit 8) and the others still processed")
      ("shard", po::value(&shard_text_)->value_name("K/N"),
       "only the records whose index (from 0, in input order) is K mod N; 'dlx merge' puts the ndjson of the N "
       "shards back into input order");
}

OptionError ThreadOptions::finish(const po::variables_map& values) {
  if (values.count("max-memory")) {
    const auto bytes = parse_size(max_memory_text_);
    if (!bytes) return "--max-memory must be a size such as 512M or 2G, not '" + max_memory_text_ + "'";
    if (auto problem = apply_memory_limit(*bytes)) return *problem;
  }
  int requested = default_threads();
  if (values.count("threads")) {
    const auto value = parse_positive(threads_text_);
    if (!value || *value > 1024) return "-j must be a whole number from 1 to 1024, not '" + threads_text_ + "'";
    requested = static_cast<int>(*value);
  }
  threads = usable_threads(requested, notes_);
  progress = progress || progress_by_default_;
  if (values.count("shard")) {
    const auto parsed = parse_shard(shard_text_);
    if (!parsed) return "--shard must be K/N with 0 <= K < N, not '" + shard_text_ + "'";
    shard = parsed->first;
    shards = parsed->second;
  }
  return std::nullopt;
}

}  // namespace dlx
