// `dlx cover --min-cost`, `--best K`: the cheapest solutions (exactcover/min_cost.hpp), as Knuth's DLX5 finds them.
//
// Text: each solution cheaper than the K-th best so far, as it is found ("solution: cost C" and its options, one per
// line, as given), then the K best, cheapest first ("best: cost C", or "best J of K: cost C", and the options). A
// search stopped early (--timeout, --node-budget, a signal) still prints the best found so far, marked "(so far)".
// csv, ndjson: one record, whose `cost` is the best cost, `costs` the K best and `solution_options` their options.
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "commands/cover.hpp"
#include "exactcover/min_cost.hpp"
#include "output/record_writer.hpp"
#include "records.hpp"
#include "text_fields.hpp"

namespace dlx {

namespace {

// The options of a solution as the user wrote them, in input order.
std::vector<std::string> options_text(const CoverProblem& problem, std::span<const exactcover::OptionId> chosen) {
  std::vector<exactcover::OptionId> sorted(chosen.begin(), chosen.end());
  std::sort(sorted.begin(), sorted.end());
  std::vector<std::string> lines;
  for (const exactcover::OptionId option : sorted) lines.push_back(problem.option_text(option));
  return lines;
}

}  // namespace

int run_min_cost(const CoverProblem& problem, const CoverRun& run, Context& context) {
  const CoverOptions& options = run.options;
  const std::uint64_t k = options.best.value_or(1);
  const bool text = options.format == OutputFormat::text;
  exactcover::MinCostOptions min_cost;
  min_cost.best = k;
  std::uint64_t found = 0;
  if (text) {
    min_cost.improved = [&](std::span<const exactcover::OptionId> chosen, exactcover::Cost cost) {
      std::string block = (found++ > 0 ? "\n" : "") + std::string("solution: cost ") + std::to_string(cost) + "\n";
      for (const std::string& line : options_text(problem, chosen)) block += line + "\n";
      context.out << block;
      context.out.flush();  // a solution printed is kept, even if the run is killed later
      return true;
    };
  }
  const exactcover::MinCostResult result = exactcover::find_min_cost(problem.problem, min_cost, run.limits);
  const double seconds = run.seconds();
  const bool stopped = !result.complete();

  std::vector<std::vector<std::string>> best_options;
  std::vector<std::uint64_t> costs;
  for (const exactcover::CostedSolution& solution : result.best) {
    best_options.push_back(options_text(problem, solution.options));
    costs.push_back(solution.cost);
  }
  if (text) {
    std::string out;
    for (std::size_t j = 0; j < result.best.size(); ++j) {
      out += "\nbest";
      if (k > 1) out += " " + std::to_string(j + 1) + " of " + std::to_string(k);
      out += ": cost " + std::to_string(costs[j]) + (stopped ? " (so far)" : "") + "\n";
      for (const std::string& line : best_options[j]) out += line + "\n";
    }
    if (result.best.empty()) out += stopped ? "no solution found so far\n" : "no solution\n";
    context.out << (found == 0 && !out.empty() && out.front() == '\n' ? out.substr(1) : out);
  } else {
    Record input;
    input.source = source_name(options.file);
    input.parsed.line = 1;
    exactcover::SearchResult search;
    search.end = result.end;
    search.stats = result.stats;
    OutputRecord record = cover_record(input, search, seconds);
    if (result.end == exactcover::SearchEnd::stopped_by_visitor) record.detail.clear();
    record.status = result.end == exactcover::SearchEnd::cancelled ? RecordStatus::interrupted
                    : stopped                                     ? RecordStatus::undecided
                    : result.best.empty()                         ? RecordStatus::no_solution
                                                                  : RecordStatus::solved;
    record.count.reset();
    if (!result.best.empty()) record.cost = costs.front();
    record.costs = &costs;
    record.solution_options = &best_options;
    record.profile = run.limits.profile;
    record.reduction = run.reduction;
    const RecordWriter writer(RecordKind::cover, options.format, sudoku::SymbolSet::automatic);
    std::string out = writer.header();
    writer.write(record, out);
    context.out << out;
  }
  context.out.flush();
  if (result.ran_out()) {
    context.err << "dlx cover: stopped (" << search_end_name(result.end) << ") after " << result.stats.nodes
                << " nodes: the best found so far is not proven the best\n";
  }
  if (options.stats) {
    char line[300];
    std::snprintf(line, sizeof line,
                  "nodes %llu, updates %llu, %llu improving solutions, total tax %llu, %.3f s, %.1f M updates/s\n",
                  static_cast<unsigned long long>(result.stats.nodes),
                  static_cast<unsigned long long>(result.stats.updates),
                  static_cast<unsigned long long>(result.stats.solutions),
                  static_cast<unsigned long long>(result.total_tax), seconds,
                  seconds > 0 ? static_cast<double>(result.stats.updates) / seconds / 1e6 : 0.0);
    context.err << line;
  }
  if (result.end == exactcover::SearchEnd::cancelled) return to_int(ExitStatus::interrupted);
  if (result.ran_out()) return to_int(ExitStatus::partial);
  return to_int(result.best.empty() ? ExitStatus::some_failed : ExitStatus::ok);
}

}  // namespace dlx
