// `dlx cover [FILE]`: a general exact-cover problem in Knuth's DLX format — counted, printed, or sampled.
#include <boost/program_options.hpp>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <fstream>
#include <functional>
#include <limits>
#include <nlohmann/json.hpp>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <optional>
#include <ostream>
#include <sstream>
#include <string>
#include <variant>
#include <vector>

#include "command_line.hpp"
#include "commands/cover.hpp"
#include "commands.hpp"
#include "progress_line.hpp"
#include "batch.hpp"
#include "exactcover/dlx_format.hpp"
#include "exactcover/parallel.hpp"
#include "exactcover/preprocess.hpp"
#include "exactcover/shards.hpp"
#include "exactcover/solver.hpp"
#include "interrupt.hpp"
#include "memory_limit.hpp"
#include "output/checkpoint.hpp"
#include "output/record_writer.hpp"
#include "records.hpp"
#include "text_fields.hpp"

namespace dlx {

namespace po = boost::program_options;

namespace {

std::optional<int> parse_cover_options(const std::vector<std::string>& args, Context& context, CoverOptions& parsed) {
  po::options_description options("options");
  options.add_options()
      ("help,h", "show this help")
      ("print", po::bool_switch(&parsed.print), "print every solution: its options, one per line, as given")
      ("limit", po::value<std::string>()->value_name("K"), "stop after K solutions (K >= 1)")
      ("format", po::value<std::string>()->value_name("text|csv|ndjson")->default_value("text"),
       "text: the count (or with --print the solutions); csv, ndjson: one record, as the other commands write them "
       "(README: Output contract), with the count, how the search ended, nodes, updates, seconds, and in ndjson "
       "with --print the solutions")
      ("json", "the same as --format ndjson")
      ("stats", po::bool_switch(&parsed.stats),
       "print nodes, updates, solutions, seconds, updates/s and the tree searched on stderr")
      ("tree", po::value<std::string>()->value_name("pruned|dlx1")->default_value("pruned"),
       "pruned: a choice whose commit leaves an item without options is abandoned there, as Knuth's SSXCC does (the "
       "faster search); dlx1: Knuth's DLX1 tree, the same nodes and updates as DLX1, dead ends counted as nodes. "
       "The solutions are the same. --shard, --subproblems and --list-subproblems cut DLX1's tree; problems with "
       "multiplicities are searched as DLX1's")
      ("progress", po::bool_switch(&parsed.progress),
       "report nodes, solutions, the estimated share of the search done and the time left on stderr, every second "
       "(the default when stderr is a terminal, but for --print)")
      ("node-budget", po::value<std::string>()->value_name("N"),
       "stop after N search-tree nodes; the count printed is then partial")
      ("timeout", po::value<double>()->value_name("SECONDS"), "stop after SECONDS; the count printed is then partial")
      ("seed", po::value<std::string>()->value_name("S"),
       "randomise the order of options and the choice among equally good items, reproducibly per S (for sampling)")
      ("threads,j", po::value<std::string>()->value_name("N"),
       "threads for counting (default: every core; at most the cores there are); the count, nodes and updates "
       "are the same. --print, --seed and --node-budget count on one thread")
      ("max-memory", po::value<std::string>()->value_name("SIZE"),
       "at most SIZE of memory (512M, 2G: the process's address space); beyond it the run ends 'out of memory' "
       "(exit 8)")
      ("max-nodes", po::value(&parsed.max_nodes)->value_name("N")->default_value(parsed.max_nodes),
       "refuse a problem that needs more than N nodes (memory guard)")
      ("shard", po::value<std::string>()->value_name("K/N"),
       "count only shard K of N (K from 0): the subproblems below the cut whose index is K mod N, and for K = 0 what "
       "lies above the cut; the N counts add up to the whole ('dlx merge' adds up their ndjson records)")
      ("split-depth", po::value<std::string>()->value_name("D"),
       "cut the search tree D levels down (default: deep enough for about 20 subproblems per shard)")
      ("subproblems", po::value(&parsed.subproblems_file)->value_name("FILE"),
       "count only the subproblems FILE lists: one index per line, its first word (--list-subproblems' own lines, as "
       "a runner that balances by their estimates groups them), or its ndjson records; the part above the cut goes "
       "with subproblem 0. Cut as the listing was (the same --split-depth); 'dlx merge' adds up such runs too")
      ("checkpoint", po::value(&parsed.checkpoint)->value_name("FILE"),
       "with --shard or --subproblems: record the subproblems counted in FILE (rewritten atomically about once a second), and resume "
       "from it if it exists, so a killed shard restarts where it stopped")
      ("profile", po::bool_switch(&parsed.profile),
       "count the search-tree nodes at each level (Knuth's profile), printed after the count on stderr (in ndjson "
       "as 'profile'), to show where the tree is wide; counts on one thread")
      ("preprocess", po::bool_switch(&parsed.preprocess),
       "write an equivalent smaller problem to standard output and stop (Knuth's DLX-PRE): the options that can be in "
       "no solution and the items that others force are removed, round after round until nothing changes; its "
       "solutions are the original's, option for option")
      ("reduce", po::bool_switch(&parsed.reduce),
       "preprocess as --preprocess does, then count (print, ...) on the reduced problem; solutions are printed as "
       "the original options")
      ("rounds", po::value<std::string>()->value_name("N"),
       "--preprocess, --reduce: at most N rounds (default: until a round changes nothing)")
      ("memo", po::bool_switch(&parsed.memo),
       "count through a cache of subproblems keyed by the items still to cover (Knuth's DLX6): each subproblem "
       "is searched once, so problems whose search meets the same ones again count in far fewer nodes (domino tilings "
       "of 8x8: 2,317 instead of 50 million; grids with colored constraints: 18 times fewer); where subproblems rarely "
       "repeat (queens, Langford pairs, pentominoes) plain search is as fast or faster. Exact, on one thread")
      ("memo-memory", po::value<std::string>()->value_name("SIZE"),
       "--memo, --zdd: the cache's memory (default 1G, at most half --max-memory); when it is full the rest is "
       "searched without caching, the count stays exact")
      ("zdd", po::value(&parsed.zdd_file)->value_name("FILE"),
       "count as --memo does and write the ZDD of all solutions to FILE in DLX6's format (\"ID: (~OPTION?LO:HI)\" "
       "per node, options numbered from 1 as read, a dummy root last); FILE is written whole when the count ends, or "
       "not at all")
      ("leftmost", po::bool_switch(&parsed.leftmost),
       "--memo, --zdd: branch on the leftmost item still to cover, not the one with fewest options (DLX6's noMRV "
       "change): a smaller ZDD when the items are listed in an order that sweeps the problem")
      ("min-cost", "find a solution of least cost (Knuth's DLX5: options cost '|N' in the input, several adding up, 0 "
       "when none is given): each solution cheaper than the best so far is printed as found, then the best with its "
       "cost; on one thread. The same as --best 1")
      ("best", po::value<std::string>()->value_name("K"),
       "find the K cheapest solutions (K >= 1): each solution cheaper than the K-th best so far is printed as found, "
       "then the K best, cheapest first")
      ("list-subproblems", po::bool_switch(&parsed.list_subproblems),
       "print the subproblems below the cut, one per line: index, Knuth's estimate of its nodes, the choices that "
       "lead to it; then stop");
  po::options_description hidden;
  hidden.add_options()("file", po::value(&parsed.file));
  auto usage_error = [&](const std::string& message) { return dlx::usage_error(context, "cover", message); };
  const std::string help =
      "usage: dlx cover [OPTIONS] [FILE]\n\n"
      "Reads an exact-cover problem in Knuth's DLX format (from FILE, or standard input) and counts its\n"
      "solutions, or prints them. The item line lists the primary items, then after a lone '|' the\n"
      "secondary ones; 'a:b|name' makes a primary item be covered between a and b times. Each further\n"
      "line is an option; 'name:color' colors a secondary item. Lines starting with '|' are comments.\n\n"
      "Exit status: 0 at least one solution, 1 none, 2 usage or input error, 4 stopped by --node-budget or\n"
      "--timeout (the count is partial), 8 out of memory, 130 interrupted (143 by SIGTERM, 129 by SIGHUP).\n";
  po::variables_map values;
  if (auto status = parse_arguments("cover", args, options, hidden, 1, help, context, values)) return status;
  auto whole_number = [&](const char* name, std::optional<std::uint64_t>& target, bool zero_allowed) {
    if (!values.count(name)) return true;
    const std::string text = values[name].as<std::string>();
    target = zero_allowed ? parse_whole(text) : parse_positive(text);
    return target.has_value();
  };
  if (!whole_number("limit", parsed.limit, false)) return usage_error("--limit must be a whole number >= 1");
  if (!whole_number("node-budget", parsed.node_budget, false)) {
    return usage_error("--node-budget must be a whole number >= 1");
  }
  if (!whole_number("seed", parsed.seed, true)) return usage_error("--seed must be a whole number");
  std::optional<std::uint64_t> rounds;
  if (!whole_number("rounds", rounds, false) || rounds.value_or(1) > static_cast<std::uint64_t>(parsed.rounds)) {
    return usage_error("--rounds must be a whole number from 1 to " + std::to_string(parsed.rounds));
  }
  if (rounds) {
    if (!parsed.preprocess && !parsed.reduce) return usage_error("--rounds goes with --preprocess or --reduce");
    parsed.rounds = static_cast<std::int32_t>(*rounds);
  }
  if (parsed.preprocess && (parsed.reduce || parsed.print || parsed.profile || parsed.limit)) {
    return usage_error("--preprocess writes the reduced problem and stops: not with --reduce, --print, --profile or "
                       "--limit (--reduce searches it)");
  }
  std::optional<std::uint64_t> threads;
  if (!whole_number("threads", threads, false) || threads.value_or(1) > 1024) {
    return usage_error("-j must be a whole number from 1 to 1024");
  }
  if (values.count("timeout")) {
    parsed.timeout = values["timeout"].as<double>();
    if (auto error = check_timeout(*parsed.timeout)) return usage_error(*error);
  }
  if (parsed.max_nodes < 1) return usage_error("--max-nodes must be positive");
  if (values.count("max-memory")) {
    const std::string text = values["max-memory"].as<std::string>();
    const auto bytes = parse_size(text);
    if (!bytes) return usage_error("--max-memory must be a size such as 512M or 2G, not '" + text + "'");
    if (auto problem = apply_memory_limit(*bytes)) return usage_error(*problem);
    parsed.memo_memory = std::min<std::uint64_t>(parsed.memo_memory, *bytes / 2);
  }
  const std::string format = values["format"].as<std::string>();
  if (format == "csv") {
    parsed.format = OutputFormat::csv;
  } else if (format == "ndjson") {
    parsed.format = OutputFormat::ndjson;
  } else if (format != "text") {
    return usage_error("--format must be text, csv or ndjson, not '" + format + "'");
  }
  if (values.count("json")) {
    if (values["format"].defaulted() || parsed.format == OutputFormat::ndjson) {
      parsed.format = OutputFormat::ndjson;
    } else {
      return usage_error("--json is --format ndjson: it cannot go with --format " + format);
    }
  }
  if (values.count("shard")) {
    if (const auto shard = parse_shard(values["shard"].as<std::string>())) {
      parsed.shard = exactcover::ShardSelection{shard->first, shard->second, {}};
    }
    if (!parsed.shard) return usage_error("--shard must be K/N with 0 <= K < N, not '" + values["shard"].as<std::string>() + "'");
  }
  if (values.count("split-depth")) {
    const auto depth = parse_positive(values["split-depth"].as<std::string>());
    if (!depth || *depth > 64) return usage_error("--split-depth must be a whole number from 1 to 64");
    parsed.split_depth = static_cast<int>(*depth);
  }
  if (!parsed.subproblems_file.empty() && (parsed.shard || parsed.list_subproblems)) {
    return usage_error("--subproblems FILE chooses the subproblems itself: not with --shard or --list-subproblems");
  }
  if (!parsed.checkpoint.empty() && !parsed.shard && parsed.subproblems_file.empty()) {
    return usage_error("--checkpoint goes with --shard K/N (--shard 0/1 for the whole count) or --subproblems FILE");
  }
  if ((parsed.shard || parsed.list_subproblems || !parsed.subproblems_file.empty()) && (parsed.print || parsed.seed)) {
    return usage_error("--shard, --subproblems and --list-subproblems count in the search's own order: not with "
                       "--print or --seed");
  }
  if (parsed.profile && (parsed.shard || parsed.list_subproblems || !parsed.subproblems_file.empty())) {
    return usage_error("--profile profiles one whole search: not with --shard, --subproblems or --list-subproblems");
  }
  const std::string tree = values["tree"].as<std::string>();
  if (tree == "dlx1") {
    parsed.tree = exactcover::SearchTree::dlx1;
  } else if (tree != "pruned") {
    return usage_error("--tree must be pruned or dlx1, not '" + tree + "'");
  }
  const bool cut = parsed.shard || parsed.list_subproblems || !parsed.subproblems_file.empty();
  if (cut) {
    // A shard's subproblems are those of one cut of one tree: DLX1's, so that every shard of a run, and a checkpoint
    // resumed later, cut the same tree whatever the default.
    if (!values["tree"].defaulted() && parsed.tree != exactcover::SearchTree::dlx1) {
      return usage_error("--shard, --subproblems and --list-subproblems cut DLX1's tree: not with --tree pruned");
    }
    parsed.tree = exactcover::SearchTree::dlx1;
  }
  if (!parsed.zdd_file.empty()) parsed.memo = true;
  if (values.count("best")) {
    const auto k = parse_positive(values["best"].as<std::string>());
    if (!k) return usage_error("--best must be a whole number >= 1, not '" + values["best"].as<std::string>() + "'");
    if (values.count("min-cost") && *k != 1) return usage_error("--min-cost is --best 1: not with --best " + values["best"].as<std::string>());
    parsed.best = *k;
  } else if (values.count("min-cost")) {
    parsed.best = 1;
  }
  if (parsed.best && (parsed.memo || parsed.print || parsed.limit || parsed.seed || parsed.shard ||
                      parsed.list_subproblems || !parsed.subproblems_file.empty() || parsed.preprocess)) {
    return usage_error("--min-cost and --best print the solutions they find themselves: not with --memo, --zdd, "
                       "--print, --limit, --seed, --shard, --subproblems, --list-subproblems or --preprocess");
  }
  if (values.count("memo-memory")) {
    const std::string text = values["memo-memory"].as<std::string>();
    const auto bytes = parse_size(text);
    if (!bytes) return usage_error("--memo-memory must be a size such as 512M or 2G, not '" + text + "'");
    parsed.memo_memory = static_cast<std::size_t>(*bytes);
    if (!parsed.memo) return usage_error("--memo-memory goes with --memo or --zdd");
  }
  if (parsed.leftmost && !parsed.memo) return usage_error("--leftmost goes with --memo or --zdd");
  if (parsed.memo && (parsed.print || parsed.limit || parsed.seed || parsed.shard || parsed.list_subproblems ||
                      !parsed.subproblems_file.empty() || parsed.preprocess)) {
    return usage_error("--memo and --zdd count the whole problem their own way: not with --print, --limit, --seed, "
                       "--shard, --subproblems, --list-subproblems or --preprocess");
  }
  if (!values["tree"].defaulted() && (parsed.memo || parsed.best)) {
    return usage_error("--tree chooses the plain search's tree: --memo, --zdd, --min-cost and --best search their own "
                       "(Knuth's DLX6 and DLX5)");
  }
  if (parsed.print && parsed.format == OutputFormat::csv) {
    return usage_error("--print writes the solutions in text or ndjson, not csv");
  }
  if (parsed.best && parsed.format == OutputFormat::csv) {
    return usage_error("--min-cost and --best write the solutions and their costs in text or ndjson, not csv");
  }
  // Decided last, once the mode is known: the modes that search on one thread say so to a user who asked for more,
  // instead of a note about the cores they would not use.
  const char* one_thread = !parsed.zdd_file.empty()     ? "--zdd"
                           : parsed.memo                ? "--memo"
                           : values.count("min-cost")   ? "--min-cost"
                           : parsed.best                ? "--best"
                           : parsed.print               ? "--print"
                           : parsed.profile             ? "--profile"
                           : parsed.seed                ? "--seed"
                           : parsed.node_budget         ? "--node-budget"
                           : parsed.preprocess          ? "--preprocess"
                                                        : nullptr;
  if (one_thread != nullptr) {
    parsed.threads = 1;
    if (threads.value_or(1) > 1) context.err << "dlx cover: -j " << *threads << ": " << one_thread << " runs on one thread\n";
  } else {
    parsed.threads = usable_threads(threads ? static_cast<int>(*threads) : default_threads(), context.err);
  }
  return std::nullopt;
}

// The subproblem indices --subproblems FILE lists, each below `total`, none twice: the first word of each line (a
// line of --list-subproblems' text) or the "subproblem" of a JSON object (its ndjson); blank lines and `#` comments
// are skipped. An error is "FILE:LINE:COL: what is wrong".
std::variant<std::vector<bool>, std::string> read_subproblem_list(const std::string& path, std::size_t total,
                                                                  int depth) {
  std::ifstream file(path);
  if (!file) return "cannot read --subproblems " + path + ": " + std::strerror(errno);
  std::vector<bool> chosen(total, false);
  std::vector<std::int64_t> chosen_at(total, 0);
  std::size_t count = 0;
  std::int64_t number = 0;
  for (std::string line; std::getline(file, line);) {
    ++number;
    const std::size_t start = line.find_first_not_of(" \t\r");
    if (start == std::string::npos || line[start] == '#') continue;
    const std::string where = path + ":" + std::to_string(number) + ":" + std::to_string(start + 1) + ": ";
    std::optional<std::uint64_t> index;
    if (line[start] == '{') {
      const nlohmann::json record = nlohmann::json::parse(line, nullptr, false);
      if (!record.is_discarded() && record.is_object() && record.contains("subproblem") &&
          record["subproblem"].is_number_unsigned()) {
        index = record["subproblem"].get<std::uint64_t>();
      }
      if (!index) return where + "a JSON line without a \"subproblem\" index (from --list-subproblems --format ndjson)";
    } else {
      const std::size_t end = line.find_first_of(" \t\r", start);
      const std::string word = line.substr(start, end == std::string::npos ? std::string::npos : end - start);
      index = parse_whole(word);
      if (!index) {
        const std::string shown = json_text(word);  // escaped, and bytes that are not UTF-8 replaced, for the terminal
        return where + "'" + shown.substr(1, shown.size() - 2) + "' is not a subproblem index (a whole number from 0)";
      }
    }
    if (*index >= total) {
      return where + "subproblem " + std::to_string(*index) + ": the cut at depth " + std::to_string(depth) +
             " has " + std::to_string(total) + " (0 to " + std::to_string(total == 0 ? 0 : total - 1) +
             "); cut as the list was made (the same --split-depth)";
    }
    if (chosen[*index]) {
      return where + "subproblem " + std::to_string(*index) + " listed twice (also line " +
             std::to_string(chosen_at[*index]) + ")";
    }
    chosen[*index] = true;
    chosen_at[*index] = number;
    ++count;
  }
  if (file.bad()) return "cannot read --subproblems " + path + ": " + std::strerror(errno);
  if (count == 0) return path + ": no subproblem listed";
  return chosen;
}

// The chosen subproblems as the shard field says them: "list:0,3-7,12".
std::string list_label(const std::vector<bool>& chosen) {
  std::string text = "list:";
  bool first = true;
  for (std::size_t k = 0; k < chosen.size();) {
    if (!chosen[k]) {
      ++k;
      continue;
    }
    std::size_t last = k;
    while (last + 1 < chosen.size() && chosen[last + 1]) ++last;
    text += (first ? "" : ",") + std::to_string(k) + (last > k ? "-" + std::to_string(last) : "");
    first = false;
    k = last + 1;
  }
  return text;
}

// --list-subproblems: "INDEX ESTIMATE CHOICE; CHOICE; ..." per subproblem (text), or one JSON object each (ndjson).
int list_subproblems(exactcover::Solver& solver, const exactcover::Split& split,
                     const std::function<std::string(exactcover::OptionId)>& option_text, const CoverOptions& options,
                     Context& context) {
  constexpr int kProbes = 16;  // Knuth's estimate from 16 random paths: enough to rank subproblems by cost
  std::string text;
  for (std::size_t index = 0; index < split.subproblems.size(); ++index) {
    const std::vector<exactcover::OptionId>& choices = split.subproblems[index];
    const double estimate = exactcover::estimate_nodes(solver, choices, kProbes, index);
    std::vector<std::string> named;
    for (const exactcover::OptionId option : choices) {
      named.push_back(option_text(option));
    }
    if (options.format == OutputFormat::ndjson) {
      text += json_text(nlohmann::json{{"subproblem", index}, {"estimated_nodes", estimate}, {"choices", named}}) + "\n";
    } else {
      char figure[32];
      std::snprintf(figure, sizeof figure, "%.0f", estimate);
      text += std::to_string(index) + "\t" + figure + "\t";
      for (std::size_t k = 0; k < named.size(); ++k) text += (k > 0 ? "; " : "") + named[k];
      text += "\n";
    }
  }
  context.out << text;
  context.err << "dlx cover: " << split.subproblems.size() << " subproblems at depth " << split.depth << "; "
              << split.above.nodes << " nodes and " << split.above.solutions << " solutions above the cut\n";
  context.out.flush();
  return to_int(ExitStatus::ok);
}

// --profile in text: Knuth's layout (DLX1 v128), one line per level, the level right-aligned in three columns, on
// stderr after the count.
void print_profile(std::vector<std::uint64_t>& profile, const CoverOptions& options, Context& context) {
  while (!profile.empty() && profile.back() == 0) profile.pop_back();  // the levels below the deepest reached
  if (!options.profile || options.format != OutputFormat::text) return;
  std::string text = "Profile:\n";
  for (std::size_t level = 0; level < profile.size(); ++level) {
    char line[64];
    std::snprintf(line, sizeof line, "%3zu: %llu\n", level, static_cast<unsigned long long>(profile[level]));
    text += line;
  }
  context.err << text;
}

const char* preprocess_end_name(exactcover::PreprocessEnd end) {
  switch (end) {
    case exactcover::PreprocessEnd::fixpoint: return "fixpoint";
    case exactcover::PreprocessEnd::round_limit: return "round-limit";
    case exactcover::PreprocessEnd::time_budget: return "timeout";
    case exactcover::PreprocessEnd::cancelled: return "interrupted";
    case exactcover::PreprocessEnd::infeasible: return "infeasible";
  }
  return "fixpoint";
}

ReductionFields reduction_fields(const exactcover::Reduction& reduction) {
  return ReductionFields{reduction.options_removed, reduction.items_removed, reduction.rounds,
                         preprocess_end_name(reduction.end)};
}

// "removed 126 options and 0 items in 2 rounds (fixpoint)", as DLX-PRE sums up.
std::string reduction_summary(const exactcover::Reduction& reduction) {
  auto plural = [](std::int64_t n, const char* word) {
    return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
  };
  std::string text = "preprocessing removed " + plural(reduction.options_removed, "option") + " and " +
                     plural(reduction.items_removed, "item") + " in " + plural(reduction.rounds, "round") + " (" +
                     preprocess_end_name(reduction.end) + ")";
  if (reduction.end == exactcover::PreprocessEnd::infeasible) text += ": a primary item has no option left, no solution";
  return text;
}

// --preprocess: the reduced problem in DLX format (text), or one record carrying it (csv, ndjson); the summary on
// stderr. Stopped early (--timeout, a signal), the problem written is still equivalent: every reduction is whole.
int write_reduced(const exactcover::Reduction& reduction, const exactcover::Problem& original,
                  const std::vector<std::string>& color_names, const CoverOptions& options, double seconds,
                  Context& context) {
  std::ostringstream text;
  text << "| " << reduction_summary(reduction) << " from " << original.option_count() << " options and "
       << original.item_count() << " items by dlx cover --preprocess\n";
  exactcover::write_dlx(reduction.problem, color_names, text);
  const bool interrupted = reduction.end == exactcover::PreprocessEnd::cancelled;
  const bool stopped = interrupted || reduction.end == exactcover::PreprocessEnd::time_budget;
  if (options.format == OutputFormat::text) {
    context.out << text.str();
  } else {
    Record input;
    input.source = source_name(options.file);
    input.parsed.line = 1;
    OutputRecord record(input);
    record.status = RecordStatus::written;
    record.body = text.str();
    record.reduction = reduction_fields(reduction);
    if (stopped) record.detail = preprocess_end_name(reduction.end);
    record.seconds = seconds;
    const RecordWriter writer(RecordKind::cover, options.format, sudoku::SymbolSet::automatic);
    std::string out = writer.header();
    writer.write(record, out);
    context.out << out;
  }
  context.out.flush();
  context.err << "dlx cover: " << reduction_summary(reduction) << "\n";
  if (interrupted) return to_int(ExitStatus::interrupted);
  if (stopped) return to_int(ExitStatus::partial);
  if (reduction.end == exactcover::PreprocessEnd::infeasible) return to_int(ExitStatus::some_failed);
  return to_int(ExitStatus::ok);
}

}  // namespace

const char* search_end_name(exactcover::SearchEnd end) {
  switch (end) {
    case exactcover::SearchEnd::exhausted:
    case exactcover::SearchEnd::forced_conflict:
      return "exhausted";
    case exactcover::SearchEnd::solution_limit:
    case exactcover::SearchEnd::stopped_by_visitor:
      return "limit";
    case exactcover::SearchEnd::node_budget:
      return "node-budget";
    case exactcover::SearchEnd::time_budget:
      return "timeout";
    case exactcover::SearchEnd::cancelled:
      return "interrupted";
  }
  return "exhausted";
}

OutputRecord cover_record(const Record& input, const exactcover::SearchResult& result, double seconds) {
  OutputRecord record(input);
  record.status = result.end == exactcover::SearchEnd::cancelled ? RecordStatus::interrupted
                  : result.ran_out()                            ? RecordStatus::undecided
                                                                : RecordStatus::counted;
  if (!result.complete()) record.detail = search_end_name(result.end);
  record.count = result.stats.solutions;
  record.complete = result.complete();
  record.nodes = result.stats.nodes;
  record.updates = result.stats.updates;
  record.seconds = seconds;
  return record;
}

int run_cover(const std::vector<std::string>& args, Context& context) {
  CoverOptions options;
  if (auto status = parse_cover_options(args, context, options)) return *status;

  std::ifstream file;
  std::string problem_text;
  std::istream* in = open_source(options.file, context.in, file, problem_text);
  if (in == nullptr) {
    context.err << "dlx: " << problem_text << "\n";
    return to_int(ExitStatus::usage);
  }
  const std::string name = source_name(options.file);
  exactcover::DlxReadLimits read_limits;
  read_limits.max_nodes = options.max_nodes;
  exactcover::DlxReadResult read = exactcover::read_dlx(*in, read_limits);
  for (const auto& warning : read.problem.warnings) {
    context.err << name << ":" << warning.position.line << ":" << warning.position.column
                << ": warning: " << warning.message << "\n";
  }
  if (read.error) {
    context.err << name << ":" << read.error->position.line << ":" << read.error->position.column << ": "
                << read.error->message
                << (read.error->kind == exactcover::Error::Kind::over_node_limit ? " (raise the limit with --max-nodes)"
                                                                                 : "")
                << "\n";
    return to_int(ExitStatus::usage);
  }
  const exactcover::Problem& original = read.problem.problem;
  const std::vector<std::string>& color_names = read.problem.color_names;

  std::optional<double> time_left = options.timeout;  // what the search may still spend, after preprocessing
  const auto start = std::chrono::steady_clock::now();
  auto seconds_since_start = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  InterruptGuard interrupt;
  std::optional<exactcover::Reduction> reduction;
  if (options.preprocess || options.reduce) {
    exactcover::PreprocessLimits preprocess_limits;
    preprocess_limits.max_rounds = options.rounds;
    preprocess_limits.cancel = &interrupt.flag();
    if (options.timeout) {
      preprocess_limits.time_budget = std::chrono::duration_cast<std::chrono::steady_clock::duration>(
          std::chrono::duration<double>(*options.timeout));
    }
    reduction = exactcover::preprocess(original, preprocess_limits);
    if (options.timeout) time_left = std::max(0.0, *options.timeout - seconds_since_start());
    if (options.preprocess) return write_reduced(*reduction, original, color_names, options, seconds_since_start(), context);
    context.err << "dlx cover: " << reduction_summary(*reduction) << "\n";
    if (reduction->end == exactcover::PreprocessEnd::cancelled) {
      return to_int(ExitStatus::interrupted);  // nothing searched: the count would say nothing
    }
  }
  const exactcover::Problem& problem = reduction ? reduction->problem : original;
  // An option as the user wrote it: with --reduce, the original option a reduced one stands for.
  const std::function<std::string(exactcover::OptionId)> option_text = [&](exactcover::OptionId option) {
    const exactcover::OptionId given = reduction ? reduction->original_option[static_cast<std::size_t>(option)] : option;
    return exactcover::format_option(original, color_names, given);
  };

  exactcover::SolverOptions solver_options;
  exactcover::SearchLimits limits;
  if (options.seed) {
    solver_options.shuffle_seed = *options.seed + 1;  // 0 means "no shuffling" to the engine
    limits.choice_rule = exactcover::ChoiceRule::random_fewest;
    limits.seed = *options.seed;
  }
  if (options.limit) limits.max_solutions = *options.limit;
  limits.tree = options.tree;
  if (options.node_budget) limits.node_budget = *options.node_budget;
  if (time_left) {
    limits.time_budget = std::chrono::duration_cast<std::chrono::steady_clock::duration>(
        std::chrono::duration<double>(*time_left));
  }
  std::vector<std::uint64_t> profile;
  if (options.profile) limits.profile = &profile;
  limits.cancel = &interrupt.flag();
  ProgressLine progress_line(context.err, context.err_is_terminal);
  // On a terminal by default, but not under --print, whose solutions go to the same screen as they are found.
  if (options.progress || (context.err_is_terminal && !options.print)) {
    limits.progress = [&](const exactcover::SearchProgress& progress) {
      progress_line.show(
          count_progress_text(progress.nodes, progress.solutions, progress.fraction_done, seconds_since_start()));
    };
  }

  const std::function<std::int64_t(exactcover::OptionId)> option_number = [&](exactcover::OptionId option) {
    return std::int64_t{1} + (reduction ? reduction->original_option[static_cast<std::size_t>(option)] : option);
  };
  const CoverProblem cover_problem{problem, color_names, option_text, option_number};
  const CoverRun run{options, limits, seconds_since_start,
                     reduction ? std::optional<ReductionFields>(reduction_fields(*reduction)) : std::nullopt};
  if (options.memo || options.best) {
    const int status = options.memo ? run_memoized_count(cover_problem, run, context)
                                    : run_min_cost(cover_problem, run, context);
    print_profile(profile, options, context);
    return status;
  }

  exactcover::Solver solver(problem, solver_options);
  std::optional<exactcover::Split> split;
  exactcover::ShardSelection selection;
  std::string shard_label;  // "K/N" or "list:..."
  if (options.shard || options.list_subproblems || !options.subproblems_file.empty()) {
    const std::uint64_t shards = options.shard ? options.shard->shards : 1;
    split = exactcover::split_search(solver, {}, exactcover::SplitOptions{options.split_depth, 20 * shards, 16, options.tree});
    if (options.list_subproblems) return list_subproblems(solver, *split, option_text, options, context);
    if (options.shard) {
      selection = *options.shard;
      shard_label = std::to_string(selection.shard) + "/" + std::to_string(selection.shards);
    } else {
      auto chosen = read_subproblem_list(options.subproblems_file, split->subproblems.size(), split->depth);
      if (auto* problem_with_list = std::get_if<std::string>(&chosen)) {
        context.err << "dlx cover: " << *problem_with_list << "\n";
        return to_int(ExitStatus::usage);
      }
      selection.chosen = std::get<std::vector<bool>>(std::move(chosen));
      shard_label = list_label(selection.chosen);
    }
  }
  std::vector<std::vector<std::string>> solution_options;
  std::vector<exactcover::OptionId> sorted;
  exactcover::SearchResult result;
  std::uint64_t printed = 0;
  bool checkpoint_failed = false;
  if (options.print) {
    result = solver.search({}, [&](std::span<const exactcover::OptionId> chosen) {
      sorted.assign(chosen.begin(), chosen.end());
      std::sort(sorted.begin(), sorted.end());
      if (options.format == OutputFormat::ndjson) {
        std::vector<std::string>& lines = solution_options.emplace_back();
        for (auto option : sorted) lines.push_back(option_text(option));
      } else {
        if (printed > 0) context.out << '\n';
        for (auto option : sorted) context.out << option_text(option) << '\n';
        context.out.flush();  // a solution printed is a solution kept, even if the run is killed later
      }
      ++printed;
      return true;
    }, limits);
  } else if (split) {
    const CheckpointKey key{exactcover::problem_fingerprint(problem, color_names), shard_label,
                            split->depth, split->subproblems.size()};
    exactcover::ShardProgress resumed;
    std::function<void(const exactcover::ShardProgress&)> save;
    auto next_save = std::chrono::steady_clock::now();
    std::optional<std::string> save_problem;
    if (!options.checkpoint.empty()) {
      if (auto problem_with_file = load_checkpoint(options.checkpoint, key, resumed)) {
        context.err << "dlx cover: " << *problem_with_file << "\n";
        return to_int(ExitStatus::usage);
      }
      if (!resumed.finished.empty()) {
        context.err << "dlx cover: resuming from " << options.checkpoint << ": " << resumed.finished.size()
                    << " subproblems already counted\n";
      }
      save = [&](const exactcover::ShardProgress& done) {
        const auto now = std::chrono::steady_clock::now();
        if (now < next_save || save_problem) return;
        next_save = now + std::chrono::seconds(1);
        save_problem = save_checkpoint(options.checkpoint, key, done);
      };
    }
    result = exactcover::count_shard(solver, {}, *split, selection, limits, options.threads, &resumed, save);
    if (!options.checkpoint.empty() && !save_problem) save_problem = save_checkpoint(options.checkpoint, key, resumed);
    if (save_problem) {
      context.err << "dlx cover: the checkpoint was not written: " << *save_problem << "\n";
      checkpoint_failed = true;
    }
  } else if (options.profile) {
    result = solver.count({}, limits);  // the profile is one search's
  } else {
    result = exactcover::parallel_count(solver, {}, limits, exactcover::ParallelOptions{options.threads, 64});
  }
  const double seconds = seconds_since_start();
  while (!profile.empty() && profile.back() == 0) profile.pop_back();  // the levels below the deepest reached (ndjson)
  progress_line.clear();  // the result takes its place
  const auto& stats = result.stats;
  const bool partial = result.ran_out();
  const std::string count = std::to_string(stats.solutions) + (result.complete() ? "" : "+");

  if (options.format != OutputFormat::text) {
    // One record of the output contract: the problem is the record (index 0, its file, line 1).
    Record input;
    input.source = source_name(options.file);
    input.parsed.line = 1;
    OutputRecord record = cover_record(input, result, seconds);
    if (options.print) record.solution_options = &solution_options;
    if (options.profile) record.profile = &profile;
    if (reduction) record.reduction = reduction_fields(*reduction);
    if (split) {
      record.shard = ShardFields{exactcover::problem_fingerprint(problem, color_names), shard_label,
                                 split->depth, split->subproblems.size()};
    }
    const RecordWriter writer(RecordKind::cover, options.format, sudoku::SymbolSet::automatic);
    std::string text = writer.header();
    writer.write(record, text);
    context.out << text;
  } else if (!options.print) {
    context.out << count << '\n';
  }
  if (partial) {
    context.err << "dlx cover: stopped (" << search_end_name(result.end) << ") after " << stats.nodes
                << " nodes: the count " << count << " is partial\n";
  }
  print_profile(profile, options, context);
  if (options.stats) {
    char line[200];
    std::snprintf(line, sizeof line, "nodes %llu, updates %llu, solutions %llu, %.3f s, %.1f M updates/s, %s tree\n",
                  static_cast<unsigned long long>(stats.nodes), static_cast<unsigned long long>(stats.updates),
                  static_cast<unsigned long long>(stats.solutions), seconds,
                  seconds > 0 ? static_cast<double>(stats.updates) / seconds / 1e6 : 0.0,
                  stats.tree == exactcover::SearchTree::pruned ? "pruned" : "DLX1's");
    context.err << line;
  }
  context.out.flush();
  if (result.end == exactcover::SearchEnd::cancelled) return to_int(ExitStatus::interrupted);
  if (partial) return to_int(ExitStatus::partial);
  if (checkpoint_failed) return to_int(ExitStatus::usage);  // the count is right, but the run cannot be resumed
  return to_int(stats.solutions > 0 ? ExitStatus::ok : ExitStatus::some_failed);
}

}  // namespace dlx
